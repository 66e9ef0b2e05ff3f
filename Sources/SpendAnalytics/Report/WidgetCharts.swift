/// The SVG files of a report (docs/WIDGET.md: The SVG files): the two donuts, the three widget families
/// and the trend chart, each in a light and a dark appearance.
///
/// | file | size (pt) | content |
/// |---|---|---|
/// | `spent.svg`, `received.svg` | 200×200 | one donut, title and total in the centre |
/// | `widget-small.svg` | 170×170 | the spent donut (the received one when nothing was spent) |
/// | `widget-medium.svg` | 364×170 | the headline (title, total, change), a bar of the slices, the month; the legend with whole percentages |
/// | `widget-large.svg` | 364×382 | the month; spent and received side by side, each a headline, a donut and a legend of names, percentages and amounts |
/// | `trend.svg` | 364×382 | the monthly sums as bars (``TrendChart``) |
///
/// Each file has a dark twin, `NAME-dark.svg`, drawn with the slices' `darkColor`s on
/// ``ContrastColors/darkBackground``. The widget sizes are the largest iPhone family sizes; iOS
/// shows them down to 158×158, 338×158 and 338×354, a scale of 0.93, and no text is smaller than
/// ``DonutChart/minimumFontSize`` (12, so at least 11 pt there). Legend labels are measured with
/// DejaVu Sans (``TextMeasure``) and never cross ``rightEdge``.
///
/// Every file is self-contained (no scripts, links, external fonts or images), has its
/// appearance's background and a root `<title>` describing the chart, and is identical for
/// identical models.
enum WidgetCharts {
    /// The charts, light then dark, in the order they are written.
    static let stems = ["spent", "received", "widget-small", "widget-medium", "widget-large", "trend"]
    static let fileNames = ChartAppearance.all.flatMap { appearance in stems.map(appearance.fileName) }

    /// The fonts every chart names: the system's, then fonts for the scripts a bare system
    /// lacks (Chinese, Japanese and Korean ideographs, Devanagari, Thai, Arabic), the locale's
    /// CJK font first (``fontFamily(for:)``).
    /// The CJK fonts in the order a locale prefers them (the same code point is drawn the
    /// Japanese, the Chinese or the Korean way).
    static let cjkFonts = [
        "ja": ["Hiragino Sans", "Noto Sans CJK JP"], "zh": ["PingFang SC", "Noto Sans CJK SC"],
        "ko": ["Apple SD Gothic Neo", "Noto Sans CJK KR"],
    ]
    static let otherScriptFonts = ["Noto Sans Devanagari", "Noto Sans Thai", "Noto Sans Arabic"]

    /// The `font-family` of `locale`'s charts: the system fonts, then the locale's CJK fonts,
    /// the other CJK fonts (Japanese, Chinese, Korean order), the other scripts' fonts, and
    /// `sans-serif` last.
    static func fontFamily(for locale: DisplayLocale) -> String {
        let language = String((locale.identifier ?? "").prefix(2))
        return fontFamilies[language] ?? fontFamilies[""] ?? fontFamily(language: language)
    }

    /// ``fontFamily(for:)`` of each language with CJK fonts of its own, and of every other
    /// language (key `""`): worked out once, not per chart.
    static let fontFamilies: [String: String] = Dictionary(
        uniqueKeysWithValues: (Array(cjkFonts.keys) + [""]).map { ($0, fontFamily(language: $0)) })

    /// The `font-family` of a language (its identifier's first two letters).
    static func fontFamily(language: String) -> String {
        var cjk = cjkFonts[language] ?? []
        for other in ["ja", "zh", "ko"] where other != language { cjk += cjkFonts[other] ?? [] }
        // Family names of words need no quotes in CSS (`Noto Sans CJK JP`).
        return (["system-ui", "-apple-system", "Helvetica", "Arial"] + cjk + otherScriptFonts + ["sans-serif"]).joined(
            separator: ", ")
    }

    /// The margin of the medium and large widgets.
    static let margin = 16.0
    /// Nothing in a widget is drawn right of this (16 units of margin in a 364-wide widget).
    static let rightEdge = 348.0
    /// The month's size in the medium and large widgets.
    static let monthFontSize = 13.0

    /// Every chart of `model` in `appearances`, every word in `locale`'s (``DisplayLocale/standard``: English).
    static func render(
        _ model: ChartModel, locale: DisplayLocale = .standard,
        appearances: [ChartAppearance] = ChartAppearance.all
    ) -> [(fileName: String, svg: String)] {
        renderBytes(model, locale: locale, appearances: appearances).map {
            ($0.fileName, String(decoding: $0.bytes, as: UTF8.self))
        }
    }

    /// ``render(_:locale:appearances:)`` as each file's UTF-8 bytes, the way they are written.
    static func renderBytes(
        _ model: ChartModel, locale: DisplayLocale = .standard,
        appearances: [ChartAppearance] = ChartAppearance.all
    ) -> [(fileName: String, bytes: [UInt8])] {
        // No appearance (`--charts none`): no chart, and nothing laid out for one.
        guard !appearances.isEmpty else { return [] }
        let entry =
            model.entries.first
            ?? ChartModel.Entry(
                date: model.generatedAt,
                spent: ChartModel.Side(
                    title: ReportBuilder.title(.spent, locale: locale), total: 0, totalText: "", slices: []),
                received: ChartModel.Side(
                    title: ReportBuilder.title(.received, locale: locale), total: 0, totalText: "", slices: []),
                monthly: [])
        let context = Context(month: model.month, locale: locale, updated: model.asOfText, entry: entry)
        let layout = Layout(entry, context)
        // Each chart drawn once; each appearance's file is that drawing in its colours.
        let charts: [(stem: String, svg: SVGWriter)] = [
            ("spent", single(entry.spent, .spent, context)),
            ("received", single(entry.received, .received, context)),
            ("widget-small", small(entry, context)),
            ("widget-medium", medium(layout.medium, context)),
            ("widget-large", large(layout.large, context)),
            ("trend", TrendChart(monthly: entry.monthly, locale: locale).drawing()),
        ]
        return appearances.flatMap { appearance in
            charts.map { (appearance.fileName($0.stem), $0.svg.documentBytes(in: appearance)) }
        }
    }

    /// What every chart of one model shares, the texts worked out once for all twelve files.
    struct Context: Sendable {
        /// The report month, `yyyy-MM`.
        var month: String
        var locale: DisplayLocale
        /// `asOfText`, `Updated 21 Nov`.
        var updated: String?
        /// `November 2026`.
        var monthLabel: String
        /// The `font-family` of every chart (``fontFamily(for:)``).
        var fontFamily: String
        private var emptyTexts: (spent: String, received: String)
        /// Each side's ``DonutChart/summary(_:emptyText:)``.
        private var summaries: (spent: String, received: String)

        init(month: String, locale: DisplayLocale, updated: String?, entry: ChartModel.Entry) {
            self.month = month
            self.locale = locale
            self.updated = updated
            monthLabel = YearMonth(month).map(locale.monthLabel) ?? month
            fontFamily = WidgetCharts.fontFamily(for: locale)
            emptyTexts = (
                DonutChart.emptyText(.spent, month: month, locale: locale),
                DonutChart.emptyText(.received, month: month, locale: locale)
            )
            summaries = (
                DonutChart.summary(entry.spent, emptyText: emptyTexts.spent),
                DonutChart.summary(entry.received, emptyText: emptyTexts.received)
            )
        }

        func emptyText(_ direction: Direction) -> String {
            direction == .spent ? emptyTexts.spent : emptyTexts.received
        }
        /// The summary of the entry's side in `direction`.
        func summary(_ direction: Direction) -> String { direction == .spent ? summaries.spent : summaries.received }
    }

    /// What the medium and large widgets draw the same way in both appearances (headlines and
    /// legends, whose texts are measured), worked out once.
    struct Layout: Sendable {
        var medium: Medium
        var large: [LargeColumn]

        /// The medium widget's side, headline and legend (none for an empty side).
        struct Medium: Sendable {
            var side: ChartModel.Side
            var direction: Direction
            var headline: Headline
            var legend: Legend?
        }

        /// One side of the large widget: its column's left edge, headline and legend (none for an empty side).
        struct LargeColumn: Sendable {
            var side: ChartModel.Side
            var direction: Direction
            var left: Double
            var headline: Headline
            var legend: Legend?
        }

        init(_ entry: ChartModel.Entry, _ context: Context) {
            let (side, direction) = shownSide(entry)
            medium = Medium(
                side: side, direction: direction,
                headline: Headline(
                    side: side, x: margin, top: margin, width: mediumColumnWidth, largestSize: Headline.largestSize),
                legend: side.slices.isEmpty
                    ? nil
                    : Legend(
                        side: side, left: mediumLegendLeft, right: rightEdge, top: margin, bottom: mediumLegendBottom,
                        amounts: false,
                        locale: context.locale))
            let spentHeadline = Headline(
                side: entry.spent, x: margin, top: largeHeadlineTop, width: largeColumnWidth,
                largestSize: Headline.largestSize)
            // The received total stays smaller than the spent one: the spent total is the largest text.
            let receivedLargest = min(Headline.secondLargestSize, spentHeadline.total.size - 2)
            large = [
                (entry.spent, Direction.spent, margin),
                (entry.received, Direction.received, rightEdge - largeColumnWidth),
            ].map { side, direction, left in
                let headline =
                    direction == .spent
                    ? spentHeadline
                    : Headline(
                        side: side, x: left, top: largeHeadlineTop, width: largeColumnWidth,
                        largestSize: receivedLargest,
                        shortOnly: spentHeadline.total.text != entry.spent.totalText)
                let legend =
                    side.slices.isEmpty
                    ? nil
                    : Legend(
                        side: side, left: left, right: left + largeColumnWidth, top: largeLegendTop,
                        bottom: largeLegendBottom,
                        amounts: true)
                return LargeColumn(side: side, direction: direction, left: left, headline: headline, legend: legend)
            }
        }
    }

    /// The width of the medium widget's left column (headline, bar, month).
    static let mediumColumnWidth = 164.0
    /// The width of each of the large widget's columns.
    static let largeColumnWidth = 158.0
    /// The medium widget's legend: from this left edge to ``rightEdge``, down to this bottom.
    static let mediumLegendLeft = 196.0
    static let mediumLegendBottom = 154.0
    /// The top of the large widget's headlines, under the month line.
    static let largeHeadlineTop = 42.0
    /// The large widget's legends: from under the donuts to the bottom margin.
    static let largeLegendTop = 204.0
    static let largeLegendBottom = 366.0

    /// The side a one-side widget shows: spent, or received when nothing was spent and something was received.
    static func shownSide(_ entry: ChartModel.Entry) -> (ChartModel.Side, Direction) {
        entry.spent.slices.isEmpty && !entry.received.slices.isEmpty
            ? (entry.received, .received) : (entry.spent, .spent)
    }

    /// `spent.svg` / `received.svg`.
    static func single(_ side: ChartModel.Side, _ direction: Direction, _ context: Context) -> SVGWriter {
        document(width: 200, height: 200, title: title([direction], context), fontFamily: context.fontFamily) { svg in
            DonutChart(
                side: side, geometry: DonutGeometry(centerX: 100, centerY: 100, radius: 76, thickness: 26),
                emptyText: context.emptyText(direction)
            ).draw(into: &svg)
        }
    }

    static func small(_ entry: ChartModel.Entry, _ context: Context) -> SVGWriter {
        let (side, direction) = shownSide(entry)
        return document(width: 170, height: 170, title: title([direction], context), fontFamily: context.fontFamily) {
            svg in
            DonutChart(
                side: side, geometry: widgetDonut(centerX: 85, centerY: 85), emptyText: context.emptyText(direction)
            ).draw(into: &svg)
        }
    }

    /// The medium widget: the headline, a bar of the slices and the month on the left, the
    /// legend with whole percentages on the right.
    static func medium(_ layout: Layout.Medium, _ context: Context) -> SVGWriter {
        let side = layout.side
        return document(
            width: 364, height: 170, title: title([layout.direction], context), fontFamily: context.fontFamily
        ) { svg in
            layout.headline.draw(into: &svg, locale: context.locale)
            SliceBar(side: side, x: margin, y: 94, width: mediumColumnWidth, height: 10).draw(into: &svg)
            text(
                context.monthLabel, x: margin, y: 154, size: DonutChart.minimumFontSize, fill: .secondaryText,
                into: &svg)
            if let legend = layout.legend {
                legend.draw(into: &svg)
            } else {
                emptyText(context.emptyText(layout.direction), x: 196, y: 80, width: rightEdge - 196, into: &svg)
            }
        }
    }

    /// The large widget: the month (and when the data was last updated), then spent and received
    /// side by side, each a headline, a donut and a legend with amounts.
    static func large(_ columns: [Layout.LargeColumn], _ context: Context) -> SVGWriter {
        document(
            width: 364, height: 382, title: title([.spent, .received], context), fontFamily: context.fontFamily
        ) { svg in
            let number = SVGWriter.Value.number
            svg.element(
                "text",
                [
                    ("class", "month"), ("x", number(margin)), ("y", "30.00"), ("font-size", number(monthFontSize)),
                    ("font-weight", "bold"), ("fill", .paint(.text)),
                ], text: context.monthLabel)
            let small = TextMeasure(fontSize: DonutChart.minimumFontSize)
            if let updated = context.updated,
                TextMeasure(fontSize: monthFontSize, bold: true).width(context.monthLabel) + 12 + small.width(updated)
                    <= rightEdge - margin
            {
                svg.element(
                    "text",
                    [
                        ("x", number(rightEdge)), ("y", "30.00"), ("font-size", number(DonutChart.minimumFontSize)),
                        ("text-anchor", "end"), ("fill", .paint(.secondaryText)),
                    ], text: updated)
            }
            for column in columns {
                let (side, direction, left) = (column.side, column.direction, column.left)
                column.headline.draw(into: &svg, locale: context.locale)
                let donut = DonutChart(
                    side: side,
                    geometry: DonutGeometry(
                        centerX: left + largeColumnWidth / 2, centerY: 152, radius: 36, thickness: 12),
                    emptyText: context.emptyText(direction))
                donut.drawRing(into: &svg)
                if let legend = column.legend {
                    legend.draw(into: &svg)
                } else {
                    emptyText(context.emptyText(direction), x: left, y: 222, width: largeColumnWidth, into: &svg)
                }
            }
        }
    }

    /// The donut of the small widget: 138 units across with its ring.
    static func widgetDonut(centerX: Double, centerY: Double) -> DonutGeometry {
        DonutGeometry(centerX: centerX, centerY: centerY, radius: 62, thickness: 14)
    }

    /// An empty side's text where its legend would be: wrapped to `width`, at most three lines
    /// from the baseline `y`, 16 units apart.
    static func emptyText(
        _ message: String, x: Double, y: Double, width: Double, into svg: inout SVGWriter
    ) {
        let lines = DonutChart.wrap(message, width: width, measure: TextMeasure(fontSize: DonutChart.minimumFontSize))
        for (index, line) in lines.prefix(3).enumerated() {
            text(
                line, x: x, y: y + Double(index) * 16, size: DonutChart.minimumFontSize, fill: .secondaryText,
                into: &svg)
        }
    }

    /// One line of text at `x`, `y`.
    static func text(
        _ text: String, x: Double, y: Double, size: Double, bold: Bool = false, fill: ChartPaint, anchor: String? = nil,
        into svg: inout SVGWriter
    ) {
        let number = SVGWriter.Value.number
        var attributes: SVGWriter.Attributes = [("x", number(x)), ("y", number(y)), ("font-size", number(size))]
        if let anchor { attributes.append(("text-anchor", .text(anchor))) }
        if bold { attributes.append(("font-weight", "bold")) }
        attributes.append(("fill", .paint(fill)))
        svg.element("text", attributes, text: text)
    }

    /// A side's headline: its title, its total as the largest text, and the change against the
    /// previous month under it (docs/WIDGET.md: The SVG files).
    struct Headline: Sendable {
        /// The total's size when it fits: about 28 pt.
        static let largestSize = 28.0
        /// The smallest size of the headline's total.
        static let smallestSize = 22.0
        /// The largest size of a second total in the same widget (the large widget's received side).
        static let secondLargestSize = 20.0

        var side: ChartModel.Side
        var x: Double
        var top: Double
        var width: Double
        /// The total's text and size: `totalText` at the largest size from `largestSize` down
        /// to ``smallestSize`` (or `largestSize` when smaller) that fits `width`, else
        /// `shortTotalText` the same way (at the smallest size when nothing fits).
        var total: (text: String, size: Double)

        /// - Parameter shortOnly: write `shortTotalText` even where `totalText` fits (the large
        ///   widget's second total, when the first one is short).
        init(side: ChartModel.Side, x: Double, top: Double, width: Double, largestSize: Double, shortOnly: Bool = false)
        {
            self.side = side
            self.x = x
            self.top = top
            self.width = width
            let smallest = min(Headline.smallestSize, largestSize)
            var chosen: (String, Double)?
            for text in (shortOnly ? [side.shortTotalText] : [side.totalText, side.shortTotalText]) where chosen == nil
            {
                var size = largestSize
                while size >= smallest {
                    if TextMeasure(fontSize: size, bold: true).fits(text, in: width) {
                        chosen = (text, size)
                        break
                    }
                    size -= 1
                }
            }
            total = chosen ?? (side.shortTotalText, smallest)
        }

        /// The line under the total: `changeText` when it fits the column, else the change alone
        /// (`▼ 14%`, `new`: the direction and size matter more than the month's name), else that cut.
        func changeLine(locale: DisplayLocale, measure: TextMeasure) -> String? {
            guard let full = side.changeText else { return nil }
            if measure.fits(full, in: width) { return full }
            var short = locale.words["new"]
            if let change = side.change, let percent = UInt128(change.description.filter { $0 != "-" }) {
                short = locale.arrowPercent(ChangeText.Change(percent: percent, negative: change < 0))
            }
            return LegendLabels(measure: measure, width: width).labels([short])[0]
        }

        func draw(into svg: inout SVGWriter, locale: DisplayLocale) {
            let minimum = DonutChart.minimumFontSize
            let measure = TextMeasure(fontSize: minimum)
            svg.open("g", [("class", "headline")])
            WidgetCharts.text(
                LegendLabels(measure: measure, width: width).labels([side.title])[0], x: x, y: top + 12, size: minimum,
                fill: .secondaryText, into: &svg)
            WidgetCharts.text(total.text, x: x, y: top + 44, size: total.size, bold: true, fill: .text, into: &svg)
            if let change = changeLine(locale: locale, measure: measure) {
                WidgetCharts.text(change, x: x, y: top + 64, size: minimum, fill: .secondaryText, into: &svg)
            }
            svg.close()
        }
    }

    /// The slices of a side as one bar, each as long as the arc the donut draws
    /// (``DonutGeometry/drawnSpans(_:)``); an empty side is a grey bar.
    struct SliceBar: Sendable {
        var side: ChartModel.Side
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        func draw(into svg: inout SVGWriter) {
            let number = SVGWriter.Value.number
            svg.open("g", [("class", "bar")])
            if side.slices.isEmpty {
                svg.empty(
                    "rect",
                    [
                        ("x", number(x)), ("y", number(y)), ("width", number(width)), ("height", number(height)),
                        ("rx", "2.00"), ("fill", .paint(.emptyRing)),
                    ])
            }
            var start = 0
            for (slice, span) in zip(side.slices, DonutGeometry.drawnSpans(side.slices.map(\.percentage))) {
                let left = x + width * Double(start) / Double(LargestRemainder.whole)
                start += span
                let right = x + width * Double(start) / Double(LargestRemainder.whole)
                svg.open(
                    "rect",
                    [
                        ("x", number(left)), ("y", number(y)), ("width", number(right - left)),
                        ("height", number(height)),
                        ("fill", .paint(.slice(slice))),
                    ])
                svg.element(
                    "title", text: slice.categoryText + ": " + slice.amountText + " (" + slice.percentageText + ")")
                svg.close()
            }
            svg.close()
        }
    }

    /// A side's legend between `left` and `right`, `top` and `bottom`, in slice order (largest
    /// first, Others last): a swatch, the name (``LegendLabels``) and the percentage at the right
    /// (whole without `amounts`, `32%`; both decimals with them, and the amount on a second line).
    struct Legend: Sendable {
        static let fontSize = DonutChart.minimumFontSize
        /// The swatch is this wide, then a gap to the name.
        static let nameOffset = 16.0
        /// Between a name and its percentage.
        static let gap = 6.0

        let side: ChartModel.Side
        let left: Double
        let right: Double
        let top: Double
        let bottom: Double
        let amounts: Bool
        /// The percentages as drawn: whole ones without `amounts` (in the locale's words).
        let percentages: [String]
        /// Where the names may end: left of the widest percentage.
        let nameRight: Double
        /// The names as drawn: each fits left of the widest percentage.
        let names: [String]

        /// The legend's texts are measured here, once for both appearances.
        /// - Parameter locale: writes the whole percentages of a legend without amounts.
        init(
            side: ChartModel.Side, left: Double, right: Double, top: Double, bottom: Double, amounts: Bool,
            locale: DisplayLocale = .standard
        ) {
            self.side = side
            self.left = left
            self.right = right
            self.top = top
            self.bottom = bottom
            self.amounts = amounts
            let percentages = side.slices.map {
                amounts ? $0.percentageText : locale.wholePercentageText($0.percentage)
            }
            let measure = TextMeasure(fontSize: Legend.fontSize)
            let nameRight = right - (percentages.map(measure.width).max() ?? 0) - Legend.gap
            self.percentages = percentages
            self.nameRight = nameRight
            names = LegendLabels(measure: measure, width: nameRight - left - Legend.nameOffset).labels(
                side.slices.map(\.categoryText))
        }

        func draw(into svg: inout SVGWriter) {
            guard !side.slices.isEmpty else { return }
            let fontSize = Legend.fontSize
            let lineHeight = fontSize * (amounts ? 1.1 : 1.6)
            let entryHeight = lineHeight * (amounts ? 2 : 1)
            let count = Double(side.slices.count)
            let height = min(bottom - top, entryHeight * count + (amounts ? 4 : 0) * (count - 1))
            let step = side.slices.count > 1 ? (height - entryHeight) / (count - 1) : 0
            var y = amounts ? top : (top + bottom - height) / 2
            let number = SVGWriter.Value.number
            svg.open("g", [("class", "legend"), ("font-size", number(fontSize)), ("fill", .paint(.text))])
            for (index, slice) in side.slices.enumerated() {
                let baseline = y + lineHeight * 0.5 + fontSize * 0.36
                svg.empty(
                    "rect",
                    [
                        ("x", number(left)), ("y", number(baseline - fontSize * 0.36 - 5)), ("width", "10.00"),
                        ("height", "10.00"), ("rx", "2.00"), ("fill", .paint(.slice(slice))),
                    ])
                svg.element(
                    "text", [("x", number(left + Legend.nameOffset)), ("y", number(baseline))], text: names[index])
                svg.element(
                    "text", [("x", number(right)), ("y", number(baseline)), ("text-anchor", "end")],
                    text: percentages[index])
                if amounts {
                    svg.element(
                        "text",
                        [
                            ("x", number(left + Legend.nameOffset)), ("y", number(baseline + lineHeight)),
                            ("fill", .paint(.secondaryText)),
                        ],
                        text: slice.amountText)
                }
                y += step
            }
            svg.close()
        }
    }

    /// The root `<title>`: the month, then each side's summary.
    static func title(_ directions: [Direction], _ context: Context) -> String {
        context.monthLabel + " · " + directions.map(context.summary).joined(separator: " · ")
    }

    /// A chart's `<svg>`: its size, title, font and background, then what `body` draws; the
    /// writer holds it in both appearances (``SVGWriter/documentBytes(in:)``).
    static func document(
        width: Int, height: Int, title: String, fontFamily: String, body: (inout SVGWriter) -> Void
    ) -> SVGWriter {
        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", .text(String(width))),
                ("height", .text(String(height))),
                ("viewBox", .text("0 0 " + String(width) + " " + String(height))), ("role", "img"),
                ("aria-labelledby", "title"),
                ("font-family", .text(fontFamily)),
            ])
        svg.element("title", [("id", "title")], text: title)
        svg.empty(
            "rect",
            [
                ("width", .text(String(width))), ("height", .text(String(height))),
                ("fill", .paint(.background)),
            ])
        body(&svg)
        svg.close()
        return svg
    }
}
