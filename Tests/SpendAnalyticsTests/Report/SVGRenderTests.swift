import Foundation
import Testing

@testable import SpendAnalytics

/// An SVG drawn by librsvg (`rsvg-convert`, Debian's librsvg2-bin) and read back as RGBA pixels
/// through `scripts/png-pixels.py`.
struct RenderedImage {
    var width: Int
    var height: Int
    var rgba: [UInt8]

    static let converter: String? = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let decoder = ArchitectureTests.packageRoot.appendingPathComponent("scripts/png-pixels.py")

    /// True when DejaVu Sans is installed: the charts must fit when it stands in for every font.
    static let hasDejaVu: Bool = {
        guard let run = try? run("/usr/bin/fc-list", ["DejaVu Sans:style=Book", "family"]) else { return false }
        return run.status == 0 && run.output.contains("DejaVu Sans")
    }()

    /// Runs `executable` and waits: its exit status, and stdout then stderr.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try ToolRun.run(executable, arguments)
    }

    static var available: Bool { converter != nil && hasDejaVu }

    /// `svg` with every font family replaced by DejaVu Sans, the widest fallback.
    static func inDejaVu(_ svg: String) -> String {
        svg.replacingOccurrences(
            of: "font-family=\"[^\"]*\"", with: "font-family=\"DejaVu Sans\"", options: .regularExpression)
    }

    /// Draws `svg` at its own size, or scaled to `width`×`height` points.
    static func render(_ svg: String, width: Int? = nil, height: Int? = nil) throws -> RenderedImage {
        let converter = try #require(converter)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spendreport-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("chart.svg")
        let png = dir.appendingPathComponent("chart.png")
        try Data(svg.utf8).write(to: input)
        var arguments = ["-f", "png", "-o", png.path]
        if let width, let height { arguments += ["-w", String(width), "-h", String(height)] }
        let drawn = try run(converter, arguments + [input.path])
        #expect(drawn.status == 0, "rsvg-convert: \(drawn.output)")
        let decode = Process()
        decode.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        decode.arguments = ["python3", decoder.path, "--rgba", "-"]
        decode.standardInput = try FileHandle(forReadingFrom: png)
        let pipe = Pipe()
        decode.standardOutput = pipe
        try decode.run()
        let bytes = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
        decode.waitUntilExit()
        let newline = try #require(bytes.firstIndex(of: 0x0A))
        let size = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        try #require(size.count == 2)
        let image = RenderedImage(width: size[0], height: size[1], rgba: Array(bytes[(newline + 1)...]))
        try #require(image.rgba.count == image.width * image.height * 4)
        return image
    }

    /// `#RRGGBB` of the pixel at column `x`, row `y`.
    func color(_ x: Int, _ y: Int) -> String {
        let at = (y * width + x) * 4
        return ContrastColors.hexString([Int(rgba[at]), Int(rgba[at + 1]), Int(rgba[at + 2])])
    }

    /// The columns at or right of `x` holding a pixel other than `background`.
    func columnsDrawn(from x: Int, background: String) -> [Int] {
        (max(0, x)..<width).filter { column in (0..<height).contains { color(column, $0) != background } }
    }
}

@Suite(
    "SVG charts drawn by librsvg",
    .enabled(
        if: RenderedImage.available,
        "rsvg-convert or DejaVu Sans is missing (make deps installs librsvg2-bin and fonts-dejavu-core)"))
struct SVGRenderTests {
    /// A spent side whose names are long, alike, and made of wide glyphs.
    static func longNames() throws -> ChartModel {
        var taxonomy = LedgerFixtures.taxonomy
        let names = [
            "Supermarkets and Groceries", "Supermarkets and Pharmacies", "Home Improvement Stores and Garden Centres",
            "Merchandise & Supplies-Internet Purchase", "WWWWWWWWWWWWWWWWWWWWWWWW", "Memberships",
        ]
        for (index, name) in names.enumerated() {
            taxonomy.add(
                Category(
                    name: name, color: ["#4477AA", "#EE6677", "#228833", "#CCBB44", "#66CCEE", "#AA3377"][index],
                    direction: .spent))
        }
        let amounts: [Int64] = [2_713_00, 2_268_00, 1_746_00, 1_166_00, 1_000_00, 500_00, 607_00]
        var rows = zip(names, amounts).map { ReportFixtures.Row("2026-11-02", .spent, $0, "INR", $1) }
        rows.append(ReportFixtures.Row("2026-11-03", .spent, "Groceries", "INR", 607_00))
        return try ReportFixtures.model(rows, taxonomy: taxonomy)
    }

    static func files(_ model: ChartModel) -> [String: String] { WidgetChartsTests.files(model) }

    @Test(
        "each slice is drawn in its colour, light and dark, on its background",
        arguments: WidgetCharts.fileNames.filter { !$0.hasPrefix("trend") })
    func sliceColors(_ file: String) throws {
        let model = try ReportFixtures.busy()
        let entry = try #require(model.entries.first)
        let svg = try #require(Self.files(model)[file])
        let appearance = file.hasSuffix("-dark.svg") ? ChartAppearance.dark : ChartAppearance.light
        let image = try RenderedImage.render(svg)
        #expect(
            image.color(1, 1) == appearance.background
                && image.color(image.width - 2, image.height - 2) == appearance.background)
        let root = try XMLElement.parse(svg)
        let donuts = root.descendants("g").filter { $0.attributes["class"] == "donut" }
        let sides =
            file.hasPrefix("received")
            ? [entry.received]
            : file.hasPrefix("widget-large")
                ? [entry.spent, entry.received]
                : file.hasPrefix("widget-medium") ? [] : [entry.spent]
        #expect(donuts.count == sides.count)
        var probed = 0
        // The medium widget's bar: each slice's colour in the middle of its rectangle.
        if let bar = root.descendants("g").first(where: { $0.attributes["class"] == "bar" }) {
            for (rect, slice) in zip(bar.descendants("rect"), entry.spent.slices) {
                let x = try #require(rect.attributes["x"].flatMap(Double.init))
                let y = try #require(rect.attributes["y"].flatMap(Double.init))
                let w = try #require(rect.attributes["width"].flatMap(Double.init))
                let h = try #require(rect.attributes["height"].flatMap(Double.init))
                #expect(
                    image.color(Int(x + w / 2), Int(y + h / 2)) == appearance.color(slice),
                    "\(file): \(slice.category) in the bar")
                probed += 1
            }
        }
        for (donut, side) in zip(donuts, sides) {
            let first = try WidgetChartsTests.parseArc(try #require(donut.descendants("path").first?.attributes["d"]))
            let cx = first.start.x
            let geometry = DonutGeometry(
                centerX: cx, centerY: first.start.y + first.radius, radius: first.radius, thickness: 0)
            var start = 0
            for (slice, span) in zip(side.slices, DonutGeometry.drawnSpans(side.slices.map(\.percentage))) {
                defer { start += span }
                guard span >= 300 else { continue }
                let middle = geometry.point(at: start + span / 2)
                let expected = appearance.color(slice)
                #expect(
                    image.color(Int(middle.x), Int(middle.y)) == expected, "\(file): \(slice.category) at \(middle)")
                probed += 1
            }
        }
        #expect(probed >= (file.hasPrefix("received") ? 1 : 4))
    }

    @Test(
        "legends stay inside the widget at iOS sizes, DejaVu Sans drawn, names clear of the percentages",
        arguments: [
            ("widget-medium", 338, 158), ("widget-large", 338, 354), ("widget-medium-dark", 338, 158),
            ("widget-large-dark", 338, 354),
        ])
    func legendFits(stem: String, width: Int, height: Int) throws {
        let model = try Self.longNames()
        let svg = RenderedImage.inDejaVu(try #require(Self.files(model)[stem + ".svg"]))
        #expect(svg.contains("font-family=\"DejaVu Sans\""))
        let appearance = stem.hasSuffix("-dark") ? ChartAppearance.dark : ChartAppearance.light
        let scale = Double(width) / 364
        let image = try RenderedImage.render(svg, width: width, height: height)
        let edge = Int((WidgetCharts.rightEdge * scale).rounded(.up)) + 1
        #expect(
            image.columnsDrawn(from: edge, background: appearance.background) == [],
            "\(stem): drawn past the right edge")
        // The percentages do reach the edge: the probe sees text there.
        #expect(!image.columnsDrawn(from: edge - 6, background: appearance.background).isEmpty)
        // Without the percentages, nothing is drawn right of where the names must end.
        let entry = try #require(model.entries.first)
        // The large widget's second column starts right of the first one's names: only the medium one is probed here.
        guard stem.hasPrefix("widget-medium") else { return }
        let nameRight = WidgetCharts.Legend(
            side: entry.spent, left: 196, right: WidgetCharts.rightEdge, top: 16, bottom: 154, amounts: false
        ).nameRight
        let withoutPercentages = svg.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("text-anchor=\"end\"") }.joined(separator: "\n")
        let names = try RenderedImage.render(withoutPercentages, width: width, height: height)
        #expect(
            names.columnsDrawn(from: Int((nameRight * scale).rounded(.up)) + 1, background: appearance.background)
                == [],
            "\(stem): a name runs into the percentages")
        // The labels are distinct, and the long ones are elided.
        let legend = try #require(
            try XMLElement.parse(svg).descendants("g").first { $0.attributes["class"] == "legend" })
        let labels = legend.descendants("text").filter {
            $0.attributes["text-anchor"] == nil && $0.attributes["fill"] == nil
        }.map(\.text)
        #expect(labels.count == entry.spent.slices.count && Set(labels).count == labels.count, "\(labels)")
        #expect(labels.allSatisfy { $0.filter { $0 == "…" }.count <= 1 }, "one ellipsis at most: \(labels)")
        #expect(labels.contains { $0.hasPrefix("Su") && $0.hasSuffix("Groceries") }, "\(labels)")
        #expect(labels.contains { $0.hasPrefix("Su") && $0.hasSuffix("acies") }, "\(labels)")
    }

    @Test(
        "the small widget and the donuts keep every pixel of text inside, DejaVu Sans drawn, even for an empty month",
        arguments: ["widget-small", "spent", "received", "widget-small-dark"])
    func centreTextFits(_ stem: String) throws {
        for model in [try ReportFixtures.empty(), try Self.longNames()] {
            let svg = RenderedImage.inDejaVu(try #require(Self.files(model)[stem + ".svg"]))
            let appearance = stem.hasSuffix("-dark") ? ChartAppearance.dark : ChartAppearance.light
            let image = try RenderedImage.render(svg)
            let root = try XMLElement.parse(svg)
            let donut = try #require(root.descendants("g").first { $0.attributes["class"] == "donut" })
            let ring = try #require(donut.descendants("circle").first ?? donut.descendants("path").first)
            let thickness = try #require(ring.attributes["stroke-width"].flatMap(Double.init))
            let radius =
                try ring.attributes["r"].flatMap(Double.init)
                ?? WidgetChartsTests.parseArc(try #require(ring.attributes["d"])).radius
            let lines = donut.descendants("text")
            let cx = try #require(lines.first?.attributes["x"].flatMap(Double.init))
            let cy = Double(image.height) / 2
            // Each line's measured DejaVu width holds its drawn pixels: beside the widest line,
            // up to the ring's inner edge, only the background, across the text block's rows.
            let widest =
                lines.map { line in
                    TextMeasure(
                        fontSize: Double(line.attributes["font-size"] ?? "") ?? 0,
                        bold: line.attributes["font-weight"] == "bold"
                    ).width(line.text)
                }.max() ?? 0
            let hole = radius - thickness / 2
            #expect(widest / 2 < hole, "\(stem): centre text \(widest) wide in a hole of radius \(hole)")
            let ys = lines.compactMap { $0.attributes["y"].flatMap(Double.init) }
            let top = Int((ys.min() ?? cy) - 14)
            let bottom = Int((ys.max() ?? cy) + 4)
            let beside = Int((cx + widest / 2).rounded(.up)) + 1
            for y in top...bottom {
                let inner =
                    Int((cx + (hole * hole - (Double(y) - cy) * (Double(y) - cy)).squareRoot()).rounded(.down)) - 2
                guard inner > beside else { continue }
                for x in beside...inner {
                    #expect(
                        image.color(x, y) == appearance.background,
                        "\(stem): text at (\(x), \(y)) beyond its measured width")
                }
                let mirrored = Int((2 * cx).rounded()) - beside
                #expect(
                    image.color(mirrored, y) == appearance.background,
                    "\(stem): text at (\(mirrored), \(y)) left of its measured width")
            }
            if model.entries.first?.spent.slices.isEmpty == true { break }
        }
    }

    @Test(
        "trend bars: exact heights, colours in light and dark, the latest month labelled",
        arguments: ["trend.svg", "trend-dark.svg"])
    func trend(_ file: String) throws {
        let model = try ReportFixtures.busy()
        let svg = try #require(Self.files(model)[file])
        let appearance = file.hasSuffix("-dark.svg") ? ChartAppearance.dark : ChartAppearance.light
        let colors = TrendChart.colors(in: appearance)
        let root = try XMLElement.parse(svg)
        let bars = try #require(root.descendants("g").first { $0.attributes["class"] == "bars" }).descendants("rect")
        // November's spent ₹23,523.45 is the largest sum: full height, 234. The others are their
        // share of it, in hundredths rounded down: ₹22,100.00 → 219.84, ₹5,000.00 → 49.73,
        // ₹5,019.99 → 49.93.
        #expect(
            bars.map { $0.descendants("title").first?.text ?? "" } == [
                "October 2026 Spent: ₹22,100.00", "October 2026 Received: ₹5,000.00",
                "November 2026 Spent: ₹23,523.45", "November 2026 Received: ₹5,019.99",
            ])
        #expect(bars.map { $0.attributes["height"] ?? "" } == ["219.84", "49.73", "234.00", "49.93"])
        #expect(
            bars.map { $0.attributes["fill"] ?? "" } == [
                colors.spent, colors.received, colors.spent, colors.received,
            ])
        for color in [colors.spent, colors.received] {
            #expect(try #require(ContrastColors.ratio(color, appearance.background)) >= 3)
        }
        let months = try #require(root.descendants("g").first { $0.attributes["class"] == "months" }).descendants(
            "text"
        ).map(\.text)
        #expect(months == ["Oct", "2026", "Nov"])
        let image = try RenderedImage.render(svg)
        #expect(image.color(1, 1) == appearance.background)
        for bar in bars {
            let x = try #require(bar.attributes["x"].flatMap(Double.init))
            let y = try #require(bar.attributes["y"].flatMap(Double.init))
            let w = try #require(bar.attributes["width"].flatMap(Double.init))
            let h = try #require(bar.attributes["height"].flatMap(Double.init))
            #expect(image.color(Int(x + w / 2), Int(y + h / 2)) == bar.attributes["fill"])
            // Just above the bar: background (the top line excepted).
            if y - 3 > TrendChart.plotTop + 1 {
                #expect(image.color(Int(x + w / 2), Int(y - 3)) == appearance.background)
            }
        }
    }

    @Test(
        "with --locale the charts name the month in the locale's words and their text still fits, DejaVu Sans drawn",
        arguments: DisplayLocale.identifiers)
    func localeChartsFit(_ identifier: String) throws {
        let locale = try #require(DisplayLocale(identifier))
        let october = YearMonth(year: 2026, month: 10)
        var options = ReportFixtures.options(month: october)
        options.locale = locale
        // October of the busy ledger: Groceries spent, Salary received; then a month with nothing.
        let busy = Dictionary(
            uniqueKeysWithValues: WidgetCharts.render(
                try ReportFixtures.model(ReportFixtures.busyRows, options: options),
                locale: locale
            ).map { ($0.fileName, $0.svg) })
        let label = locale.monthLabel(october)
        for (stem, width, height) in [("widget-medium", 338, 158), ("widget-large", 338, 354)] {
            let svg = RenderedImage.inDejaVu(try #require(busy[stem + ".svg"]))
            #expect(svg.contains(">" + SVGWriter.escape(label) + "</text>"), "\(identifier) \(stem)")
            let percentage =
                stem == "widget-medium"
                ? locale.wholePercentageText(Percentage(hundredths: 10_000))
                : locale.percentageText(Percentage(hundredths: 10_000))
            #expect(svg.contains(">" + SVGWriter.escape(percentage) + "</text>"), "\(identifier) \(stem)")
            let image = try RenderedImage.render(svg, width: width, height: height)
            let edge = Int((WidgetCharts.rightEdge * Double(width) / 364).rounded(.up)) + 1
            #expect(
                image.columnsDrawn(from: edge, background: ChartAppearance.light.background) == [],
                "\(identifier) \(stem): past the edge")
        }
        let trend = try XMLElement.parse(try #require(busy["trend.svg"]))
        let names = try #require(trend.descendants("g").first { $0.attributes["class"] == "months" }).descendants(
            "text"
        ).map(\.text)
        #expect(names == [locale.shortMonthName(october), "2026"], "\(identifier): \(names)")
        // The empty state names the month in the locale's words, and its text stays inside the hole:
        // every pixel the text adds lies within the hole's radius.
        let empty = Dictionary(
            uniqueKeysWithValues: WidgetCharts.render(try ReportFixtures.model([], options: options), locale: locale)
                .map { ($0.fileName, $0.svg) })
        for stem in ["widget-small", "spent", "received"] {
            let svg = RenderedImage.inDejaVu(try #require(empty[stem + ".svg"]))
            let donut = try #require(
                try XMLElement.parse(svg).descendants("g").first { $0.attributes["class"] == "donut" })
            let words = donut.descendants("text").map(\.text).joined(separator: " ")
            let emptyText = DonutChart.emptyText(
                stem == "received" ? .received : .spent, month: october.description, locale: locale)
            // Lines break between words, or between characters in Japanese and Chinese.
            let expected = locale.words[stem == "received" ? "title.received" : "title.spent"] + " " + emptyText
            #expect(
                words.replacingOccurrences(of: " ", with: "") == expected.replacingOccurrences(of: " ", with: ""),
                "\(identifier) \(stem): \(words)")
            let ring = try #require(donut.descendants("circle").first)
            let cx = try #require(ring.attributes["cx"].flatMap(Double.init))
            let cy = try #require(ring.attributes["cy"].flatMap(Double.init))
            let hole =
                try #require(ring.attributes["r"].flatMap(Double.init))
                - (try #require(ring.attributes["stroke-width"].flatMap(Double.init))) / 2
            let withText = try RenderedImage.render(svg)
            let without = try RenderedImage.render(
                svg.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.contains("<text") }.joined(separator: "\n"))
            var changed = 0
            var outside: [(Int, Int)] = []
            for y in 0..<withText.height {
                for x in 0..<withText.width where withText.color(x, y) != without.color(x, y) {
                    changed += 1
                    let distance =
                        ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy)
                            * (Double(y) + 0.5 - cy))
                        .squareRoot()
                    if distance >= hole { outside.append((x, y)) }
                }
            }
            #expect(changed > 0, "\(identifier) \(stem): no empty-state text drawn")
            #expect(outside.isEmpty, "\(identifier) \(stem): text pixels outside the hole at \(outside.prefix(5))")
        }
    }

    @Test("trend over many months labels every other month and always the latest")
    func trendManyMonths() throws {
        var monthly: [ChartModel.MonthSum] = []
        for index in 0..<30 {
            let month = YearMonth(year: 2024 + (index + 5) / 12, month: (index + 5) % 12 + 1)
            monthly.append(
                ChartModel.MonthSum(
                    month: month.description, spent: Int64(index + 1) * 1_000, received: 500,
                    net: 500 - Int64(index + 1) * 1_000, currency: "INR"))
        }
        let chart = TrendChart(monthly: monthly)
        #expect(chart.monthly.count == TrendChart.maximumMonths && chart.monthly.last?.month == "2026-11")
        let labelled = chart.labelledIndexes()
        #expect(labelled.last == 23 && labelled.count < 24 && labelled.count >= 8)
        let image = try RenderedImage.render(RenderedImage.inDejaVu(chart.render()))
        #expect(image.columnsDrawn(from: Int(TrendChart.plotRight.rounded(.up)) + 1, background: "#FFFFFF") == [])
    }
}
