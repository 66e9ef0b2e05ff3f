import Foundation
import Testing

@testable import SpendAnalytics

/// The widgets' edge layouts drawn by librsvg and probed pixel by pixel, in DejaVu Sans (the
/// widest fallback): nothing spent, one slice, twelve long custom names, totals of twelve digits,
/// a trend whose months differ a thousandfold; and the CJK widgets drawn with a CJK font.
@Suite(
    "Widget layouts drawn by librsvg",
    .enabled(
        if: RenderedImage.available,
        "rsvg-convert or DejaVu Sans is missing (make deps installs librsvg2-bin and fonts-dejavu-core)"))
struct WidgetLayoutRenderTests {
    typealias Row = ReportFixtures.Row

    static func files(_ model: ChartModel, locale: DisplayLocale = .standard) -> [String: String] {
        Dictionary(uniqueKeysWithValues: WidgetCharts.render(model, locale: locale).map { ($0.fileName, $0.svg) })
    }

    /// The middle of each rectangle of the medium widget's bar.
    static func barMiddles(_ svg: String) throws -> [(x: Int, y: Int, fill: String)] {
        let bar = try #require(try XMLElement.parse(svg).descendants("g").first { $0.attributes["class"] == "bar" })
        return try bar.descendants("rect").map { rect in
            let x = try #require(rect.attributes["x"].flatMap(Double.init))
            let y = try #require(rect.attributes["y"].flatMap(Double.init))
            let w = try #require(rect.attributes["width"].flatMap(Double.init))
            let h = try #require(rect.attributes["height"].flatMap(Double.init))
            return (Int(x + w / 2), Int(y + h / 2), rect.attributes["fill"] ?? "")
        }
    }

    /// Nothing drawn right of the widget's right edge, nor below its bottom margin's last pixels.
    static func expectInside(_ svg: String, appearance: ChartAppearance, _ what: String) throws {
        let image = try RenderedImage.render(RenderedImage.inDejaVu(svg))
        let edge = Int(WidgetCharts.rightEdge.rounded(.up)) + 1
        #expect(
            image.columnsDrawn(from: edge, background: appearance.background) == [],
            "\(what): drawn past the right edge")
        for x in 0..<image.width {
            #expect(
                image.color(x, image.height - 2) == appearance.background,
                "\(what): drawn at the bottom edge, column \(x)")
        }
    }

    @Test("nothing spent: the medium and small widgets show what was received, in its colours")
    func nothingSpent() throws {
        let model = try ReportFixtures.model([
            Row("2026-11-01", .received, "Salary", "INR", 500_000),
            Row("2026-11-02", .received, "Refunds", "INR", 100_000),
        ])
        let entry = try #require(model.entries.first)
        let files = Self.files(model)
        for appearance in ChartAppearance.all {
            let medium = try #require(files[appearance.fileName("widget-medium")])
            let texts = try XMLElement.parse(medium).descendants("text").map(\.text)
            #expect(texts.prefix(2) == ["Money Received", "₹6,000.00"], "\(texts)")
            #expect(
                texts.contains("Salary") && texts.contains("83%") && texts.contains("Refunds") && texts.contains("17%"),
                "\(texts)")
            let image = try RenderedImage.render(medium)
            let middles = try Self.barMiddles(medium)
            #expect(middles.count == 2)
            for (middle, slice) in zip(middles, entry.received.slices) {
                #expect(image.color(middle.x, middle.y) == appearance.color(slice), "\(slice.category) in the bar")
            }
            let small = try XMLElement.parse(try #require(files[appearance.fileName("widget-small")]))
            #expect(
                small.descendants("path").map { $0.attributes["stroke"] }
                    == entry.received.slices.map { appearance.color($0) })
            try Self.expectInside(medium, appearance: appearance, "medium")
        }
    }

    @Test("one slice: the whole bar and the whole ring in its colour, one legend line")
    func oneSlice() throws {
        let model = try ReportFixtures.single()
        let slice = try #require(model.entries.first?.spent.slices.first)
        for appearance in ChartAppearance.all {
            let medium = try #require(Self.files(model)[appearance.fileName("widget-medium")])
            let image = try RenderedImage.render(medium)
            let middles = try Self.barMiddles(medium)
            #expect(middles.count == 1)
            // Both ends of the 164-unit bar (16 … 180) and its middle.
            for x in [18, 98, 178] { #expect(image.color(x, 99) == appearance.color(slice), "x \(x)") }
            let legend = try #require(
                try XMLElement.parse(medium).descendants("g").first { $0.attributes["class"] == "legend" })
            #expect(legend.descendants("text").map(\.text) == ["Groceries", "100%"])
        }
    }

    /// Twelve custom categories with long names, six on each side.
    static func longNames() throws -> ChartModel {
        var taxonomy = BuiltinTaxonomy.taxonomy
        let spent = [
            "Neighbourhood Association Membership Fees and Dues",
            "Neighbourhood Association Membership Fees and Levies",
            "Children's After-School Activities and Holiday Clubs",
            "Veterinary and Pet Insurance Premiums for Two Dogs",
            "Home Improvement Stores and Garden Centres Nearby", "Subscriptions to Streaming Services and Newspapers",
        ]
        let received = [
            "Freelance Illustration Commissions from Agencies", "Rental Income from the Garden Flat Downstairs",
            "Dividends from Index Funds and Government Bonds", "Reimbursed Business Travel Expenses by Employer",
            "Gifts from Family Members Living Abroad This Year", "Sale of Second-Hand Furniture on Marketplaces",
        ]
        var rows: [Row] = []
        for (index, name) in spent.enumerated() {
            taxonomy.add(Category(name: name, color: StableColor.color(for: name), direction: .spent))
            rows.append(Row("2026-11-02", .spent, name, "INR", Int64(900_000 - index * 100_000)))
        }
        for (index, name) in received.enumerated() {
            taxonomy.add(Category(name: name, color: StableColor.color(for: name), direction: .received))
            rows.append(Row("2026-11-02", .received, name, "INR", Int64(900_000 - index * 100_000)))
        }
        return try ReportFixtures.model(rows, taxonomy: taxonomy)
    }

    @Test(
        "twelve long custom names: one ellipsis at most per label, distinct labels, nothing past the edge, neighbours ΔE00 ≥ 10 as drawn"
    )
    func longCustomNames() throws {
        let model = try Self.longNames()
        let entry = try #require(model.entries.first)
        for appearance in ChartAppearance.all {
            for stem in ["widget-medium", "widget-large"] {
                let svg = try #require(Self.files(model)[appearance.fileName(stem)])
                let legends = try XMLElement.parse(svg).descendants("g").filter { $0.attributes["class"] == "legend" }
                for legend in legends {
                    let names = legend.descendants("text").filter {
                        $0.attributes["text-anchor"] == nil && $0.attributes["fill"] == nil
                    }.map(\.text)
                    #expect(names.count == 6 && Set(names).count == 6, "\(stem): \(names)")
                    #expect(names.allSatisfy { $0.filter { $0 == "…" }.count <= 1 }, "\(stem): \(names)")
                }
                try Self.expectInside(svg, appearance: appearance, stem)
            }
            // The large widget's two donuts as drawn: each slice's colour in the middle of its arc,
            // and every two neighbouring slices (the last beside the first) at least ΔE00 10 apart.
            let large = try #require(Self.files(model)[appearance.fileName("widget-large")])
            let image = try RenderedImage.render(large)
            let donuts = try XMLElement.parse(large).descendants("g").filter { $0.attributes["class"] == "donut" }
            for (donut, side) in zip(donuts, [entry.spent, entry.received]) {
                let first = try WidgetChartsTests.parseArc(
                    try #require(donut.descendants("path").first?.attributes["d"]))
                let geometry = DonutGeometry(
                    centerX: first.start.x, centerY: first.start.y + first.radius, radius: first.radius, thickness: 0)
                var start = 0
                var seen: [String] = []
                for (slice, span) in zip(side.slices, DonutGeometry.drawnSpans(side.slices.map(\.percentage))) {
                    let middle = geometry.point(at: start + span / 2)
                    start += span
                    let color = image.color(Int(middle.x), Int(middle.y))
                    #expect(color == appearance.color(slice), "\(slice.category)")
                    seen.append(color)
                }
                for index in seen.indices {
                    let next = seen[(index + 1) % seen.count]
                    #expect(
                        try #require(ColorDifference.between(seen[index], next)) >= ColorDifference.minimumInWidget,
                        "\(seen[index]) beside \(next)")
                }
            }
        }
    }

    @Test(
        "totals of twelve digits: the headline total is the largest text, shortened when it does not fit, and stays inside"
    )
    func twelveDigitTotals() throws {
        let model = try ReportFixtures.model([
            Row("2026-11-02", .spent, "Groceries", "INR", 123_456_789_012_34),
            Row("2026-11-03", .spent, "Travel", "INR", 98_765_432_109_87),
            Row("2026-11-04", .received, "Salary", "INR", 999_999_999_999_99),
        ])
        let entry = try #require(model.entries.first)
        #expect(entry.spent.totalText == "₹2,22,22,22,21,122.21" && entry.spent.shortTotalText == "₹22,222Cr")
        for appearance in ChartAppearance.all {
            for stem in ["widget-medium", "widget-large"] {
                let svg = try #require(Self.files(model)[appearance.fileName(stem)])
                let texts = try XMLElement.parse(svg).descendants("text")
                let sizes = texts.compactMap { text in
                    text.attributes["font-size"].flatMap(Double.init).map { (text.text, $0) }
                }
                let largest = try #require(sizes.max { $0.1 < $1.1 })
                #expect(
                    largest.0 == entry.spent.shortTotalText && largest.1 >= WidgetCharts.Headline.smallestSize,
                    "\(stem): \(largest)")
                #expect(sizes.filter { $0.1 == largest.1 }.count == 1, "\(stem): the total shares its size")
                try Self.expectInside(svg, appearance: appearance, stem)
            }
        }
    }

    @Test(
        "a trend whose months differ a thousandfold: the small bar is drawn at its minimum height, the latest values are in the key"
    )
    func thousandfoldTrend() throws {
        let monthly = [
            ChartModel.MonthSum(
                month: "2026-10", spent: 1_240_000_000, received: 600_000, net: -1_239_400_000, currency: "USD"),
            ChartModel.MonthSum(
                month: "2026-11", spent: 1_240_000_000, received: 600_000, net: -1_239_400_000, currency: "USD"),
        ]
        for appearance in ChartAppearance.all {
            let svg = TrendChart(monthly: monthly).render(in: appearance)
            let root = try XMLElement.parse(svg)
            let bars = try #require(root.descendants("g").first { $0.attributes["class"] == "bars" }).descendants(
                "rect")
            #expect(bars.map { $0.attributes["height"] ?? "" } == ["234.00", "2.00", "234.00", "2.00"])
            let key = try #require(root.descendants("g").first { $0.attributes["class"] == "key" }).descendants("text")
                .map(\.text)
            #expect(key == ["Spent $12,400,000.00", "Received $6,000.00"], "\(key)")
            let image = try RenderedImage.render(RenderedImage.inDejaVu(svg))
            for bar in bars where bar.attributes["height"] == "2.00" {
                let x = try #require(bar.attributes["x"].flatMap(Double.init))
                let w = try #require(bar.attributes["width"].flatMap(Double.init))
                #expect(
                    image.color(Int(x + w / 2), Int(TrendChart.plotBottom) - 2)
                        == TrendChart.colors(in: appearance).received)
            }
            #expect(
                image.columnsDrawn(from: Int(TrendChart.plotRight.rounded(.up)) + 1, background: appearance.background)
                    == [])
        }
    }

    /// True when fontconfig knows Noto Sans CJK (Debian's fonts-noto-cjk; `make test` installs it).
    static let hasCJKFont: Bool = {
        guard let run = try? RenderedImage.run("/usr/bin/fc-list", [":family=Noto Sans CJK JP", "family"]) else {
            return false
        }
        return run.status == 0 && run.output.contains("Noto Sans CJK")
    }()

    @Test(
        "ja-JP, zh-CN and ko-KR widgets: every CJK text is drawn by the locale's CJK font, never as missing-glyph boxes",
        .enabled(if: hasCJKFont, "no CJK font: `make test` installs fonts-noto-cjk"),
        arguments: [("ja-JP", "Noto Sans CJK JP"), ("zh-CN", "Noto Sans CJK SC"), ("ko-KR", "Noto Sans CJK KR")])
    func cjkGlyphs(identifier: String, font: String) throws {
        var options = ReportFixtures.options()
        let locale = try #require(DisplayLocale(identifier))
        options.locale = locale
        let model = try ReportFixtures.model(
            ReportFixtures.busyRows, taxonomy: BuiltinTaxonomy.taxonomy, options: options)
        var checked = 0
        for stem in ["widget-small", "widget-medium", "widget-large"] {
            let svg = try #require(Self.files(model, locale: locale)[stem + ".svg"])
            let family = try #require(try XMLElement.parse(svg).attributes["font-family"])
            // Each text made of CJK characters alone, drawn with the widget's font list and with the
            // locale's CJK font named alone: the same pixels, and ink on them. A missing glyph
            // would be drawn as a box with its code in hex, the wrong font's glyph (the Japanese
            // form where the Chinese one is meant) as other pixels.
            let texts = try XMLElement.parse(svg).descendants("text").map(\.text).filter { text in
                !text.isEmpty
                    && text.unicodeScalars.allSatisfy {
                        (0x3000...0x9FFF).contains($0.value) || (0xAC00...0xD7AF).contains($0.value)
                    }
            }
            for text in Set(texts).sorted() {
                func drawn(_ fontFamily: String) throws -> RenderedImage {
                    try RenderedImage.render(
                        """
                        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40">\
                        <rect width="200" height="40" fill="#FFFFFF"/><text x="4" y="28" font-size="20" font-family="\(fontFamily)" \
                        fill="#000000">\(SVGWriter.escape(text))</text></svg>
                        """)
                }
                let asWritten = try drawn(family)
                let named = try drawn(font)
                #expect(asWritten.rgba == named.rgba, "\(identifier) \(stem): \(text) is not drawn in \(font)")
                #expect(asWritten.rgba.contains(0), "\(identifier) \(stem): \(text) drew nothing")
                checked += 1
            }
        }
        #expect(checked >= 5, "\(identifier): only \(checked) CJK texts")
    }
}
