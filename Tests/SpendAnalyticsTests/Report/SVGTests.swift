import Foundation
import Testing

@testable import SpendAnalytics

@Suite("SVG writer: escaping and fixed-precision numbers")
struct SVGWriterTests {
    @Test(
        "numbers have two decimals, no locale, no negative zero",
        arguments: [
            (0.0, "0.00"), (-0.0, "0.00"), (-0.004, "0.00"), (0.005, "0.01"), (-0.005, "-0.01"), (12.5, "12.50"),
            (-3.07, "-3.07"), (85, "85.00"), (1234567.891, "1234567.89"), (Double.nan, "0.00"),
            (Double.infinity, "0.00"),
        ])
    func numbers(value: Double, expected: String) {
        #expect(SVGWriter.number(value) == expected)
    }

    @Test("text is escaped for XML content and attributes")
    func escaping() {
        #expect(SVGWriter.escape("<Tom & \"Jerry\">") == "&lt;Tom &amp; &quot;Jerry&quot;&gt;")
        #expect(SVGWriter.escape("O'Brien") == "O&apos;Brien")
        #expect(SVGWriter.escape("a\u{1}b\u{1F}c\td") == "a b c\td")
        #expect(SVGWriter.escape("₹ café ☕") == "₹ café ☕")
        // U+FFFE and U+FFFF (EF BF BE, EF BF BF) become spaces, wherever they stand; their
        // neighbours U+FFFD, U+FEFF and U+FFEE (EF BF BD, EF BB BF, EF BF AE) stay.
        #expect(
            SVGWriter.escape("\u{FFFE}a\u{FFFF}\u{FFFD}\u{FEFF}\u{FFEE}b\u{FFFF}") == " a \u{FFFD}\u{FEFF}\u{FFEE}b ")
        #expect(SVGWriter.escape("\u{0}\r\n&&'\u{7F}") == " \r\n&amp;&amp;&apos;\u{7F}")
        #expect(SVGWriter.escape("") == "")
    }

    /// The escape as a byte-by-byte rule, written apart from the writer's runs of copied bytes.
    static func escapedByBytes(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let entities: [UInt8: String] = [0x26: "&amp;", 0x3C: "&lt;", 0x3E: "&gt;", 0x22: "&quot;", 0x27: "&apos;"]
            if let entity = entities[byte] {
                out += Array(entity.utf8)
            } else if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                out.append(0x20)
            } else if byte == 0xEF && index + 2 < bytes.count && bytes[index + 1] == 0xBF
                && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF)
            {
                out.append(0x20)
                index += 2
            } else {
                out.append(byte)
            }
            index += 1
        }
        return out
    }

    @Test("escaping in runs equals escaping byte by byte, each replaced byte at every place")
    func escapingByWords() {
        let specials: [[UInt8]] = [
            [0x26], [0x3C], [0x3E], [0x22], [0x27], [0x00], [0x09], [0x0A], [0x0D], [0x1F], [0x7F], [0xEF, 0xBF, 0xBE],
            [0xEF, 0xBF, 0xBF], [0xEF, 0xBF, 0xBD], [0xEF, 0xBB, 0xBF], [0xE2, 0x82, 0xB9], [0x23], [0x40], [0xBF],
        ]
        var failures = 0
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 31, 40] {
            let plain = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            for special in specials {
                for place in 0...length {
                    var text = plain
                    text.insert(contentsOf: special, at: place)
                    text.insert(contentsOf: special, at: min(text.count, place + 9))
                    var escaped: [UInt8] = []
                    text.withUnsafeBufferPointer { SVGWriter.escape(utf8: $0, into: &escaped) }
                    if escaped != Self.escapedByBytes(text) {
                        failures += 1
                        if failures <= 5 { Issue.record("escape differs on \(text)") }
                    }
                }
            }
        }
        #expect(failures == 0)
    }

    @Test("elements nest and close in order")
    func markup() {
        var svg = SVGWriter()
        svg.open("g", [("class", "a&b")])
        svg.empty("rect", [("x", "1.00")])
        svg.element("text", text: "1 < 2")
        svg.close()
        #expect(svg.text == "<g class=\"a&amp;b\">\n  <rect x=\"1.00\"/>\n  <text>1 &lt; 2</text>\n</g>\n")
    }

    @Test("a paint is written in light; the dark document has its dark colour there and every other byte the same")
    func paints() {
        var svg = SVGWriter()
        svg.open("g", [("fill", .paint(ChartPaint(light: "#FFFFFF", dark: "#1C1C1E")))])
        // A dark colour longer than the light one, escaped where it is put.
        svg.empty(
            "rect", [("x", "1.00"), ("stroke", .paint(ChartPaint(light: "#000", dark: "a<b"))), ("y", .number(2))])
        svg.element("text", [("fill", .paint(.secondaryText))], text: "#FFFFFF")
        svg.close()
        let markup = { (fill: String, stroke: String, text: String) in
            SVGWriter.declaration + "<g fill=\"\(fill)\">\n  <rect x=\"1.00\" stroke=\"\(stroke)\" y=\"2.00\"/>\n"
                + "  <text fill=\"\(text)\">#FFFFFF</text>\n</g>\n"
        }
        let light = markup("#FFFFFF", "#000", ChartAppearance.light.secondaryText)
        let dark = markup("#1C1C1E", "a&lt;b", ChartAppearance.dark.secondaryText)
        #expect(String(decoding: svg.documentBytes(in: .light), as: UTF8.self) == light)
        #expect(String(decoding: svg.documentBytes(in: .dark), as: UTF8.self) == dark)
        #expect(svg.documentBytes == svg.documentBytes(in: .light))
    }
}

@Suite("Donut geometry")
struct DonutGeometryTests {
    let ring = DonutGeometry(centerX: 100, centerY: 100, radius: 50, thickness: 10)

    @Test(
        "clockwise from 12 o'clock",
        arguments: [
            (0, 100.0, 50.0), (2_500, 150.0, 100.0), (5_000, 100.0, 150.0),
            (7_500, 50.0, 100.0), (10_000, 100.0, 50.0),
        ])
    func cardinalPoints(hundredths: Int, x: Double, y: Double) {
        let point = ring.point(at: hundredths)
        #expect(abs(point.x - x) < 1e-9 && abs(point.y - y) < 1e-9)
    }

    @Test("arcs follow the cumulative percentages; flags for large and full arcs")
    func arcs() {
        // A slice of 0.00 % is drawn at the minimum arc (1 % of the turn), taken from the largest.
        let arcs = ring.arcs([Percentage(hundredths: 6_000), Percentage(hundredths: 0), Percentage(hundredths: 4_000)])
        #expect(arcs.map(\.start) == [0, 5_900, 6_000] && arcs.map(\.end) == [5_900, 6_000, 10_000])
        #expect(arcs.map(\.isLarge) == [true, false, false])
        #expect(arcs.map(\.isEmpty) == [false, false, false])
        #expect(ring.pathData(arcs[0]) == "M 100.00 50.00 A 50.00 50.00 0 1 1 73.21 142.22")
        // 0.04 % and 0.50 % beside 99.46 %: both drawn at 1 %, the largest gives up 1.46 %.
        #expect(
            DonutGeometry.drawnSpans([
                Percentage(hundredths: 9_946), Percentage(hundredths: 4), Percentage(hundredths: 50),
            ]) == [9_800, 100, 100])
        // Slices at or above the minimum keep their exact arcs.
        #expect(
            DonutGeometry.drawnSpans([
                Percentage(hundredths: 5_000), Percentage(hundredths: 4_900), Percentage(hundredths: 100),
            ]) == [5_000, 4_900, 100])
        let full = ring.arcs([Percentage(hundredths: 10_000)])[0]
        #expect(full.isFullCircle)
        #expect(
            ring.pathData(full) == "M 100.00 50.00 A 50.00 50.00 0 0 1 100.00 150.00 A 50.00 50.00 0 0 1 100.00 50.00")
    }
}

@Suite("Widget SVG files")
struct WidgetChartsTests {
    static func files(_ model: ChartModel) -> [String: String] {
        Dictionary(uniqueKeysWithValues: WidgetCharts.render(model).map { ($0.fileName, $0.svg) })
    }

    /// One arc read back from path data: `M x y A r r 0 large sweep x y` (a full ring has two `A`s).
    struct ParsedArc {
        var start: (x: Double, y: Double)
        var radius: Double
        var segments: [(large: Bool, sweep: Bool, x: Double, y: Double)]
    }

    static func parseArc(_ d: String) throws -> ParsedArc {
        let tokens = d.split(separator: " ").map(String.init)
        #expect(tokens.first == "M")
        let start = (try #require(Double(tokens[1])), try #require(Double(tokens[2])))
        var segments: [(Bool, Bool, Double, Double)] = []
        var radius = 0.0
        var index = 3
        while index < tokens.count {
            #expect(tokens[index] == "A")
            radius = try #require(Double(tokens[index + 1]))
            #expect(tokens[index + 2] == tokens[index + 1] && tokens[index + 3] == "0")
            segments.append(
                (
                    tokens[index + 4] == "1", tokens[index + 5] == "1",
                    try #require(Double(tokens[index + 6])), try #require(Double(tokens[index + 7]))
                ))
            index += 8
        }
        return ParsedArc(start: start, radius: radius, segments: segments)
    }

    /// The position of a point on the ring in hundredths of a turn, clockwise from 12 o'clock.
    static func hundredths(x: Double, y: Double, cx: Double, cy: Double) -> Double {
        var angle = atan2(x - cx, cy - y)
        if angle < 0 { angle += 2 * Double.pi }
        return angle / (2 * Double.pi) * 10_000
    }

    /// Coordinates have two decimals: at radius 64–76, rounding moves a point by at most ≈ 0.15
    /// hundredths of the turn, while a slice one hundredth wrong would be ≈ 1 away — so 0.3
    /// still catches it.
    static let tolerance = 0.3

    static func distance(_ lhs: Double, _ rhs: Double) -> Double {
        let raw = abs(lhs - rhs).truncatingRemainder(dividingBy: 10_000)
        return min(raw, 10_000 - raw)
    }

    @Test(
        "each arc starts and ends where the exact percentages say, in slice order and colour",
        arguments: WidgetCharts.fileNames.filter { !$0.hasPrefix("trend") })
    func arcGeometry(_ file: String) throws {
        let model = try ReportFixtures.busy()
        let svg = try #require(Self.files(model)[file])
        let root = try XMLElement.parse(svg)
        let entry = try #require(model.entries.first)
        let donuts = root.descendants("g").filter { $0.attributes["class"] == "donut" }
        let dark = file.hasSuffix("-dark.svg")
        let sides: [ChartModel.Side] =
            switch file.replacingOccurrences(of: "-dark", with: "") {
            case "received.svg": [entry.received]
            case "widget-large.svg": [entry.spent, entry.received]
            case "widget-medium.svg": []
            default: [entry.spent]
            }
        #expect(donuts.count == sides.count)
        for (donut, side) in zip(donuts, sides) {
            let text = donut.descendants("text")
            let paths = donut.descendants("path")
            // The first arc starts at 12 o'clock, straight above the centre.
            let cx = try Self.parseArc(try #require(paths.first?.attributes["d"])).start.x
            let spans = DonutGeometry.drawnSpans(side.slices.map(\.percentage))
            #expect(paths.count == side.slices.count)
            #expect(paths.map { $0.attributes["stroke"] } == side.slices.map { dark ? $0.darkColor : $0.color })
            var cumulative = 0
            var cy: Double?
            for ((path, slice), span) in zip(zip(paths, side.slices), spans) {
                let d = try #require(path.attributes["d"])
                let arc = try Self.parseArc(d)
                #expect(arc.segments.count == 1)
                let segment = try #require(arc.segments.first)
                // The first arc starts at 12 o'clock: that fixes the centre's y from the radius.
                let centerY = cy ?? arc.start.y + arc.radius
                cy = centerY
                #expect(
                    Self.distance(
                        Self.hundredths(x: arc.start.x, y: arc.start.y, cx: cx, cy: centerY), Double(cumulative))
                        < Self.tolerance)
                cumulative += span
                #expect(
                    Self.distance(Self.hundredths(x: segment.x, y: segment.y, cx: cx, cy: centerY), Double(cumulative))
                        < Self.tolerance,
                    "\(slice.category) should end at \(cumulative)")
                #expect(segment.sweep, "clockwise")
                #expect(segment.large == (span > 5_000))
                #expect(abs(hypot(segment.x - cx, segment.y - centerY) - arc.radius) < 0.02)
                #expect(
                    path.descendants("title").first?.text
                        == "\(slice.categoryText): \(slice.amountText) (\(slice.percentageText))")
            }
            #expect(cumulative == 10_000)
            // The large widget's donuts have their headlines above them; the others hold title and total.
            #expect(text.map(\.text) == (file.hasPrefix("widget-large") ? [] : [side.title, side.totalText]))
        }
    }

    @Test("a single 100 % slice draws the whole ring as two half arcs")
    func fullRing() throws {
        let svg = try #require(Self.files(try ReportFixtures.single())["spent.svg"])
        let root = try XMLElement.parse(svg)
        let paths = root.descendants("path")
        #expect(paths.count == 1)
        let d = try #require(paths.first?.attributes["d"])
        let arc = try Self.parseArc(d)
        #expect(arc.segments.count == 2)
        #expect(arc.start == (100, 24) && arc.radius == 76)
        #expect(arc.segments[0].x == 100 && arc.segments[0].y == 176 && arc.segments[0].sweep)
        #expect(arc.segments[1].x == 100 && arc.segments[1].y == 24 && arc.segments[1].sweep)
        #expect(paths.first?.attributes["stroke"] == "#4999C6") // #56B4E9 (2.31:1 on white), darkened to 3:1
    }

    @Test(
        "an empty side draws a grey ring and its empty text, naming the month",
        arguments: [
            ("spent.svg", "No spending in November"), ("received.svg", "Nothing received in November"),
            ("widget-small.svg", "No spending in November"),
            ("widget-small-dark.svg", "No spending in November"), ("received-dark.svg", "Nothing received in November"),
        ])
    func emptySide(file: String, message: String) throws {
        let svg = try #require(Self.files(try ReportFixtures.empty())[file])
        let root = try XMLElement.parse(svg)
        #expect(root.descendants("path").isEmpty)
        let ring = try #require(root.descendants("circle").first)
        let appearance = file.hasSuffix("-dark.svg") ? ChartAppearance.dark : ChartAppearance.light
        #expect(ring.attributes["stroke"] == appearance.emptyRing && ring.attributes["fill"] == "none")
        // The title, then the message wrapped over lines that fit the hole.
        let donut = try #require(root.descendants("g").first { $0.attributes["class"] == "donut" })
        let lines = donut.descendants("text").map(\.text)
        #expect(lines.count >= 3)
        #expect(lines.dropFirst().joined(separator: " ") == message)
        #expect(root.descendants("g").filter { $0.attributes["class"] == "legend" }.isEmpty)
        #expect(root.descendants("title").first?.text.contains(message) == true)
    }

    @Test(
        "the medium widget of an empty month: the headline at zero, a grey bar and the empty text where the legend would be"
    )
    func mediumEmpty() throws {
        for (file, appearance) in [
            ("widget-medium.svg", ChartAppearance.light), ("widget-medium-dark.svg", ChartAppearance.dark),
        ] {
            let root = try XMLElement.parse(try #require(Self.files(try ReportFixtures.empty())[file]))
            let bar = try #require(root.descendants("g").first { $0.attributes["class"] == "bar" })
            #expect(bar.descendants("rect").map { $0.attributes["fill"] } == [appearance.emptyRing])
            let texts = root.descendants("text").map(\.text)
            // The empty fixture names no currency: no symbol.
            #expect(texts == ["Money Spent", "0.00", "November 2026", "No spending in", "November"], "\(texts)")
        }
    }

    @Test(
        "each dark file is its light twin with every colour swapped for its dark one, and nothing else changed",
        arguments: ["busy", "empty", "hostile"])
    func darkTwins(fixture: String) throws {
        let model =
            switch fixture {
            case "busy": try ReportFixtures.busy()
            case "empty": try ReportFixtures.empty()
            default: try ReportFixtures.hostile()
            }
        let files = Self.files(model)
        let slices = model.entries.flatMap { $0.spent.slices + $0.received.slices }
        var pairs = Set(
            [
                ChartPaint.background, .text, .secondaryText, .emptyRing, TrendChart.paints.spent,
                TrendChart.paints.received,
            ]
                + slices.map(ChartPaint.slice))
        pairs.remove(ChartPaint(light: "", dark: ""))
        for stem in WidgetCharts.stems {
            let light = try #require(files[ChartAppearance.light.fileName(stem)])
            let dark = try #require(files[ChartAppearance.dark.fileName(stem)])
            var swapped = 0
            let pattern = /(fill|stroke)="(#[0-9A-F]{6})"/
            let lightLines = light.split(separator: "\n")
            let darkLines = dark.split(separator: "\n")
            #expect(lightLines.count == darkLines.count, "\(stem)")
            for (lightLine, darkLine) in zip(lightLines, darkLines) where lightLine != darkLine {
                let lightColors = lightLine.matches(of: pattern).map { String($0.output.2) }
                let darkColors = darkLine.matches(of: pattern).map { String($0.output.2) }
                #expect(
                    lightLine.replacing(pattern) { $0.output.1 + "=\"\"" }
                        == darkLine.replacing(pattern) { $0.output.1 + "=\"\"" }, "\(stem): \(darkLine)")
                for (lightColor, darkColor) in zip(lightColors, darkColors) where lightColor != darkColor {
                    #expect(
                        pairs.contains(ChartPaint(light: lightColor, dark: darkColor)),
                        "\(stem): \(lightColor) → \(darkColor)")
                    swapped += 1
                }
            }
            // At least the background differs.
            #expect(swapped >= 1, "\(stem)")
        }
    }

    @Test("the large widget shows both sides, an empty one included")
    func largeWithEmptySide() throws {
        let svg = try #require(Self.files(try ReportFixtures.single())["widget-large.svg"])
        let root = try XMLElement.parse(svg)
        #expect(root.descendants("path").count == 1)
        #expect(root.descendants("circle").count == 1)
        let texts = root.descendants("text").map(\.text)
        #expect(
            texts.contains("Money Received") && texts.contains("₹42.50") && texts.contains("Groceries")
                && texts.contains("100.00%"))
        #expect(texts.joined(separator: " ").contains("Nothing received in November"), "\(texts)")
        #expect(texts.contains("November 2026"))
        #expect(root.descendants("title").first?.text.contains("Money Received: Nothing received in November") == true)
    }

    @Test(
        "legends show name and percentage in slice order; the large one adds amounts; medium and large show the month")
    func legends() throws {
        let model = try ReportFixtures.busy()
        let entry = try #require(model.entries.first)
        let files = Self.files(model)
        /// Per legend, per slice, the texts of its line(s).
        func legendTexts(_ file: String) throws -> [[String]] {
            let svg = try #require(files[file])
            return try XMLElement.parse(svg).descendants("g")
                .filter { $0.attributes["class"] == "legend" }.map { $0.descendants("text").map(\.text) }
        }
        func expected(_ side: ChartModel.Side, amounts: Bool) -> [String] {
            side.slices.flatMap { slice in
                amounts
                    ? [slice.category, slice.percentageText, slice.amountText]
                    : [slice.category, String((slice.percentage.hundredths + 50) / 100) + "%"]
            }
        }
        // The medium legend shows whole percentages, rounded half up.
        #expect(expected(entry.spent, amounts: false).prefix(2) == ["Food & Dining", "36%"])
        #expect(expected(entry.spent, amounts: true).prefix(3) == ["Food & Dining", "36.23%", "₹8,523.10"])
        for suffix in ["", "-dark"] {
            #expect(try legendTexts("widget-medium\(suffix).svg") == [expected(entry.spent, amounts: false)])
            // The large widget's columns are narrower: a name may be elided (one `…`), percentages and amounts are whole.
            let largeLegends = try legendTexts("widget-large\(suffix).svg")
            #expect(largeLegends.count == 2)
            for (texts, side) in zip(largeLegends, [entry.spent, entry.received]) {
                let wanted = expected(side, amounts: true)
                #expect(texts.count == wanted.count)
                for (index, (shown, full)) in zip(texts, wanted).enumerated() {
                    #expect(
                        shown == full || (index % 3 == 0 && shown.contains("…") && shown.first == full.first),
                        "\(shown) for \(full)")
                }
            }
            #expect(try legendTexts("widget-small\(suffix).svg").isEmpty && legendTexts("spent\(suffix).svg").isEmpty)
            let large = try XMLElement.parse(try #require(files["widget-large\(suffix).svg"]))
            #expect(
                large.descendants("text").filter { $0.attributes["class"] == "month" }.map(\.text) == ["November 2026"])
            let medium = try XMLElement.parse(try #require(files["widget-medium\(suffix).svg"]))
            #expect(medium.descendants("text").map(\.text).contains("November 2026"))
        }
    }

    @Test("labels too wide are elided in the middle and stay distinct")
    func legendLabels() {
        let labels = LegendLabels(measure: TextMeasure(fontSize: 12), width: 110)
        let names = [
            "Supermarkets and Groceries", "Supermarkets and Pharmacies", "Home Improvement Stores", "Travel",
            "Merchandise & Supplies-Groceries", "Merchandise & Supplies-Internet Purchase",
        ]
        let result = labels.labels(names)
        #expect(result[3] == "Travel")
        #expect(Set(result).count == names.count)
        for (label, name) in zip(result, names) {
            #expect(TextMeasure(fontSize: 12).width(label) <= 110, "\(label)")
            if label != name { #expect(label.contains("…"), "\(label)") }
        }
        #expect(
            result == [
                "Super…Groceries", "Sup…Pharmacies", "Home Im…Stores", "Travel", "Merch…Groceries", "Merch…Purchase",
            ], "\(result)")
        // Names that differ only in the middle fall back to the first characters that differ.
        let middle = labels.labels([
            "A very long shared start X and a very long shared end",
            "A very long shared start Y and a very long shared end",
        ])
        #expect(middle[0] != middle[1] && middle.allSatisfy { TextMeasure(fontSize: 12).width($0) <= 110 })
        // One ellipsis at most in any label.
        #expect(middle.allSatisfy { $0.filter { $0 == "…" }.count == 1 }, "\(middle)")
    }

    @Test("widths come from DejaVu Sans: regular and bold digits, unknown characters wide")
    func textWidths() {
        // DejaVu Sans: `0` advances 1303 of 2048 units, bold 1425; `W` 2025; `₹` (U+20B9) is in the table.
        #expect(abs(TextMeasure(fontSize: 2048).width("00") - 2606) < 1e-9)
        #expect(abs(TextMeasure(fontSize: 2048, bold: true).width("0") - 1425) < 1e-9)
        #expect(abs(TextMeasure(fontSize: 2048).width("W") - 2025) < 1e-9)
        #expect(
            TextMeasure(fontSize: 12).width("₹") > 0
                && TextMeasure(fontSize: 12).width("₹") < 12 * TextMeasure.unknownEm)
        #expect(abs(TextMeasure(fontSize: 12).width("食") - 12 * TextMeasure.unknownEm) < 1e-9)
        #expect(TextMeasure(fontSize: 12).width("e\u{301}") == TextMeasure(fontSize: 12).width("e"))
        // The --locale month names: `ä` `é` `û` have DejaVu's own widths (those of `a` `e` `u`);
        // `月` `年` (no DejaVu glyph) count the conservative 1.25 em.
        #expect(abs(TextMeasure(fontSize: 2048).width("März") - TextMeasure(fontSize: 2048).width("Marz")) < 1e-9)
        #expect(
            abs(TextMeasure(fontSize: 2048).width("février août") - TextMeasure(fontSize: 2048).width("fevrier aout"))
                < 1e-9)
        #expect(
            abs(
                TextMeasure(fontSize: 12).width("2026年11月")
                    - (TextMeasure(fontSize: 12).width("202611") + 24 * TextMeasure.unknownEm)) < 1e-9)
    }

    @Test("every text is escaped and reads back intact")
    func hostileNames() throws {
        let model = try ReportFixtures.hostile()
        for (file, svg) in Self.files(model) {
            #expect(!svg.contains("<Tom") && !svg.contains("\u{1}"), "\(file)")
            let root = try XMLElement.parse(svg)
            let texts = root.all.map(\.text)
            if !file.hasPrefix("received") && !file.hasPrefix("trend") {
                #expect(texts.contains { $0.contains("<Tom & \"Jerry\">") }, "\(file)")
                #expect(texts.contains { $0.contains("O'Brien's  Pub") }, "\(file)")
            }
        }
        let mediumSVG = try #require(Self.files(model)["widget-medium.svg"])
        let medium = try XMLElement.parse(mediumSVG)
        #expect(medium.descendants("text").map(\.text).contains("<Tom & \"Jerry\">"))
        #expect(medium.descendants("text").map(\.text).contains("75%"))
    }

    static let sizes = [
        "spent": ("200", "200"), "received": ("200", "200"), "widget-small": ("170", "170"),
        "widget-medium": ("364", "170"), "widget-large": ("364", "382"), "trend": ("364", "382"),
    ]

    @Test(
        "self-contained, small, fixed-precision, well-formed, sized per widget family",
        arguments: ["busy", "single", "empty", "hostile"])
    func selfContained(_ name: String) throws {
        let model = try [
            "busy": ReportFixtures.busy, "single": ReportFixtures.single,
            "empty": ReportFixtures.empty, "hostile": ReportFixtures.hostile,
        ][name]!()
        let files = Self.files(model)
        #expect(Set(files.keys) == Set(WidgetCharts.fileNames))
        let numeric: Set<String> = [
            "x", "y", "cx", "cy", "r", "rx", "stroke-width", "font-size", "x1", "y1", "x2", "y2",
        ]
        let fixed = try NSRegularExpression(pattern: "^-?[0-9]+\\.[0-9]{2}$")
        func isFixed(_ text: String) -> Bool {
            fixed.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        for (file, svg) in files {
            #expect(svg.utf8.count < 6_000, "\(file) is \(svg.utf8.count) bytes")
            #expect(!svg.contains("-0.00") && !svg.contains("nan") && !svg.contains("inf"))
            for forbidden in [
                "<script", "<image", "<foreignObject", "<use", "<a ", "<style", "href", "url(", "@import", " on",
            ] {
                #expect(!svg.lowercased().contains(forbidden.lowercased()), "\(file) contains \(forbidden)")
            }
            #expect(
                !svg.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("://"),
                "\(file) links out")
            let root = try XMLElement.parse(svg)
            #expect(root.name == "svg" && root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
            let stem = String(file.dropLast(4)).replacingOccurrences(of: "-dark", with: "")
            let size = try #require(Self.sizes[stem])
            #expect(root.attributes["width"] == size.0 && root.attributes["height"] == size.1)
            #expect(root.attributes["viewBox"] == "0 0 \(size.0) \(size.1)")
            #expect(
                root.children.first?.name == "title"
                    && root.attributes["aria-labelledby"] == root.children.first?.attributes["id"])
            #expect(
                root.children.first?.text.hasPrefix("November 2026 · Money Spent") == true || stem == "received"
                    || stem == "trend")
            let background = root.children.first { $0.name == "rect" }
            #expect(background?.attributes["fill"] == (file.hasSuffix("-dark.svg") ? "#1C1C1E" : "#FFFFFF"), "\(file)")
            // No text under 12 units: at iOS's smallest family sizes (0.93 of these) at least 11 pt.
            for element in root.all {
                if let size = element.attributes["font-size"] {
                    #expect((Double(size) ?? 0) >= 12, "\(file) font-size \(size)")
                }
            }
            for element in root.all where element.name != "svg" {
                for (key, value) in element.attributes where numeric.contains(key) {
                    #expect(isFixed(value), "\(file) <\(element.name) \(key)=\"\(value)\">")
                }
                if let d = element.attributes["d"] {
                    for token in d.split(separator: " ") where Double(token) != nil && token.contains(".") {
                        #expect(isFixed(String(token)), "\(file) path token \(token)")
                    }
                }
            }
        }
        #expect(WidgetCharts.render(model).map(\.svg) == WidgetCharts.render(model).map(\.svg))
    }
}
