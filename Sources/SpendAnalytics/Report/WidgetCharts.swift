/// The SVG files of a report (README: The SVG files): the two donuts, the three widget families
/// and the trend chart, each in a light and a dark appearance.
///
/// | file | size (pt) | content |
/// |---|---|---|
/// | `spent.svg`, `received.svg` | 200×200 | one donut, title and total in the centre |
/// | `widget-small.svg` | 170×170 | the spent donut |
/// | `widget-medium.svg` | 364×170 | the month, the spent donut and its legend |
/// | `widget-large.svg` | 364×382 | the month, spent and received, each with a legend of names, percentages and amounts |
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

    static let fontFamily = "system-ui, -apple-system, Helvetica, Arial, sans-serif"
    /// The x of the legends' swatches in the medium and large widgets.
    static let legendX = 162.0
    /// Nothing in a widget is drawn right of this (12 units of margin in a 364-wide widget).
    static let rightEdge = 352.0
    /// The month's size in the medium and large widgets.
    static let monthFontSize = 13.0

    /// Every chart of `model`, every month name in `locale`'s words (``DisplayLocale/standard``:
    /// `November 2026`).
    static func render(_ model: ChartModel, locale: DisplayLocale = .standard) -> [(fileName: String, svg: String)] {
        let entry = model.entries.first ?? ChartModel.Entry(
            date: model.generatedAt,
            spent: ChartModel.Side(title: ReportBuilder.spentTitle, total: 0, totalText: "", slices: []),
            received: ChartModel.Side(title: ReportBuilder.receivedTitle, total: 0, totalText: "", slices: []),
            monthly: [])
        return ChartAppearance.all.flatMap { appearance -> [(fileName: String, svg: String)] in
            let charts: [(String, String)] = [
                ("spent", single(entry.spent, .spent, month: model.month, locale: locale, appearance: appearance)),
                ("received", single(entry.received, .received, month: model.month, locale: locale, appearance: appearance)),
                ("widget-small", small(entry.spent, month: model.month, locale: locale, appearance: appearance)),
                ("widget-medium", medium(entry.spent, month: model.month, locale: locale, appearance: appearance)),
                ("widget-large", large(entry, month: model.month, locale: locale, appearance: appearance)),
                ("trend", TrendChart(monthly: entry.monthly, appearance: appearance, locale: locale).render()),
            ]
            return charts.map { (appearance.fileName($0.0), $0.1) }
        }
    }

    /// `spent.svg` / `received.svg`.
    static func single(_ side: ChartModel.Side, _ direction: Direction, month: String, locale: DisplayLocale,
                       appearance: ChartAppearance) -> String {
        document(width: 200, height: 200, title: title([(side, direction)], month: month, locale: locale), appearance: appearance) { svg in
            DonutChart(side: side, geometry: DonutGeometry(centerX: 100, centerY: 100, radius: 76, thickness: 26),
                       emptyText: DonutChart.emptyText(direction, month: month, locale: locale), appearance: appearance).draw(into: &svg)
        }
    }

    static func small(_ spent: ChartModel.Side, month: String, locale: DisplayLocale, appearance: ChartAppearance) -> String {
        document(width: 170, height: 170, title: title([(spent, .spent)], month: month, locale: locale), appearance: appearance) { svg in
            DonutChart(side: spent, geometry: widgetDonut(centerX: 85, centerY: 85),
                       emptyText: DonutChart.emptyText(.spent, month: month, locale: locale), appearance: appearance).draw(into: &svg)
        }
    }

    static func medium(_ spent: ChartModel.Side, month: String, locale: DisplayLocale, appearance: ChartAppearance) -> String {
        document(width: 364, height: 170, title: title([(spent, .spent)], month: month, locale: locale), appearance: appearance) { svg in
            monthHeading(month, locale: locale, x: legendX, y: 28, appearance: appearance, into: &svg)
            DonutChart(side: spent, geometry: widgetDonut(centerX: 81, centerY: 85),
                       emptyText: DonutChart.emptyText(.spent, month: month, locale: locale), appearance: appearance).draw(into: &svg)
            legend(spent, top: 38, bottom: 162, amounts: false, appearance: appearance, into: &svg)
        }
    }

    static func large(_ entry: ChartModel.Entry, month: String, locale: DisplayLocale, appearance: ChartAppearance) -> String {
        document(width: 364, height: 382, title: title([(entry.spent, .spent), (entry.received, .received)], month: month, locale: locale),
                 appearance: appearance) { svg in
            monthHeading(month, locale: locale, x: 12, y: 26, appearance: appearance, into: &svg)
            for (side, direction, top) in [(entry.spent, Direction.spent, 36.0), (entry.received, Direction.received, 210.0)] {
                DonutChart(side: side, geometry: widgetDonut(centerX: 81, centerY: top + 84),
                           emptyText: DonutChart.emptyText(direction, month: month, locale: locale), appearance: appearance).draw(into: &svg)
                legend(side, top: top, bottom: top + 168, amounts: true, appearance: appearance, into: &svg)
            }
        }
    }

    /// The donut of the three widgets: 138 units across with its ring.
    static func widgetDonut(centerX: Double, centerY: Double) -> DonutGeometry {
        DonutGeometry(centerX: centerX, centerY: centerY, radius: 62, thickness: 14)
    }

    /// `November 2026` (`Oktober 2026`, `2026年11月`: ``DisplayLocale/monthLabel(_:)``), bold.
    static func monthHeading(_ month: String, locale: DisplayLocale, x: Double, y: Double, appearance: ChartAppearance,
                             into svg: inout SVGWriter) {
        let number = SVGWriter.number
        svg.element("text", [("class", "month"), ("x", number(x)), ("y", number(y)), ("font-size", number(monthFontSize)),
                             ("font-weight", "bold"), ("fill", appearance.text)],
                    text: YearMonth(month).map(locale.monthLabel) ?? month)
    }

    /// The legend's lines of a side, in slice order: its labels (``LegendLabels``) and
    /// percentages (`percentageText`, `32,15 %` in de-DE), with the legend's geometry.
    struct Legend: Sendable {
        static let fontSize = DonutChart.minimumFontSize
        /// The swatch is this wide, then a gap to the name.
        static let nameOffset = 16.0
        /// Between a name and its percentage.
        static let gap = 6.0

        var names: [String]
        var percentages: [String]
        /// Where the names may end: left of the widest percentage.
        var nameRight: Double

        init(_ side: ChartModel.Side) {
            let measure = TextMeasure(fontSize: Legend.fontSize)
            percentages = side.slices.map(\.percentageText)
            nameRight = WidgetCharts.rightEdge - (percentages.map(measure.width).max() ?? 0) - Legend.gap
            names = LegendLabels(measure: measure, width: nameRight - WidgetCharts.legendX - Legend.nameOffset)
                .labels(side.slices.map(\.category))
        }
    }

    /// One entry per slice between `top` and `bottom`: a colour swatch, the name, the percentage
    /// at the right edge, and with `amounts` the amount on a second line.
    static func legend(_ side: ChartModel.Side, top: Double, bottom: Double, amounts: Bool,
                       appearance: ChartAppearance, into svg: inout SVGWriter) {
        guard !side.slices.isEmpty else { return }
        let legend = Legend(side)
        let fontSize = Legend.fontSize
        let lineHeight = fontSize * (amounts ? 1.15 : 1.6)
        let entryHeight = lineHeight * (amounts ? 2 : 1)
        let height = min(bottom - top, entryHeight * Double(side.slices.count) + (amounts ? 4 : 0) * Double(side.slices.count - 1))
        let step = side.slices.count > 1 ? (height - entryHeight) / Double(side.slices.count - 1) : 0
        var y = (top + bottom - height) / 2
        let number = SVGWriter.number
        svg.open("g", [("class", "legend"), ("font-size", number(fontSize)), ("fill", appearance.text)])
        for (index, slice) in side.slices.enumerated() {
            let baseline = y + lineHeight * 0.5 + fontSize * 0.36
            svg.empty("rect", [("x", number(legendX)), ("y", number(baseline - fontSize * 0.36 - 5)), ("width", "10.00"),
                               ("height", "10.00"), ("rx", "2.00"), ("fill", appearance.color(slice))])
            svg.element("text", [("x", number(legendX + Legend.nameOffset)), ("y", number(baseline))], text: legend.names[index])
            svg.element("text", [("x", number(rightEdge)), ("y", number(baseline)), ("text-anchor", "end")], text: legend.percentages[index])
            if amounts {
                svg.element("text", [("x", number(legendX + Legend.nameOffset)), ("y", number(baseline + lineHeight)),
                                     ("fill", appearance.secondaryText)],
                            text: slice.amountText)
            }
            y += step
        }
        svg.close()
    }

    static func title(_ sides: [(ChartModel.Side, Direction)], month: String, locale: DisplayLocale) -> String {
        month + " · " + sides.map {
            DonutChart.summary($0.0, emptyText: DonutChart.emptyText($0.1, month: month, locale: locale))
        }.joined(separator: " · ")
    }

    static func document(width: Int, height: Int, title: String, appearance: ChartAppearance, body: (inout SVGWriter) -> Void) -> String {
        var svg = SVGWriter()
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", String(width)), ("height", String(height)),
                         ("viewBox", "0 0 \(width) \(height)"), ("role", "img"), ("aria-labelledby", "title"),
                         ("font-family", fontFamily)])
        svg.element("title", [("id", "title")], text: title)
        svg.empty("rect", [("width", String(width)), ("height", String(height)), ("fill", appearance.background)])
        body(&svg)
        svg.close()
        return svg.document
    }
}
