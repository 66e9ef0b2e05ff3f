/// The SVG files of a report (README: spend-analytics.json): the two donuts and the three widget families.
///
/// | file | size (pt) | content |
/// |---|---|---|
/// | `spent.svg`, `received.svg` | 200×200 | one donut, title and total in the centre |
/// | `widget-small.svg` | 170×170 | the spent donut |
/// | `widget-medium.svg` | 364×170 | the spent donut and its legend |
/// | `widget-large.svg` | 364×382 | spent and received, each with its legend |
///
/// Every file is self-contained (no scripts, links, external fonts or images), has a white
/// background and a root `<title>` describing the chart, and is identical for identical models.
enum WidgetCharts {
    static let fileNames = ["spent.svg", "received.svg", "widget-small.svg", "widget-medium.svg", "widget-large.svg"]

    /// Legend names longer than this are cut and end in `…` (the full name stays in the `<title>`s),
    /// so that `Name… (27.13%)` fits the 176 points beside the donut at 12-point text.
    static let legendNameLimit = 16
    static let fontFamily = "system-ui, -apple-system, Helvetica, Arial, sans-serif"

    static func render(_ model: ChartModel) -> [(fileName: String, svg: String)] {
        let entry = model.entries.first ?? ChartModel.Entry(
            date: model.generatedAt,
            spent: ChartModel.Side(title: ReportBuilder.spentTitle, total: 0, totalText: "", slices: []),
            received: ChartModel.Side(title: ReportBuilder.receivedTitle, total: 0, totalText: "", slices: []),
            monthly: [])
        return [
            ("spent.svg", single(entry.spent, .spent, month: model.month)),
            ("received.svg", single(entry.received, .received, month: model.month)),
            ("widget-small.svg", small(entry.spent, month: model.month)),
            ("widget-medium.svg", medium(entry.spent, month: model.month)),
            ("widget-large.svg", large(entry, month: model.month)),
        ]
    }

    /// `spent.svg` / `received.svg`.
    static func single(_ side: ChartModel.Side, _ direction: Direction, month: String) -> String {
        document(width: 200, height: 200, title: title([(side, direction)], month: month)) { svg in
            DonutChart(side: side, geometry: DonutGeometry(centerX: 100, centerY: 100, radius: 76, thickness: 26),
                       emptyText: DonutChart.emptyText(direction)).draw(into: &svg)
        }
    }

    static func small(_ spent: ChartModel.Side, month: String) -> String {
        document(width: 170, height: 170, title: title([(spent, .spent)], month: month)) { svg in
            DonutChart(side: spent, geometry: smallDonut(centerY: 85), emptyText: DonutChart.emptyText(.spent)).draw(into: &svg)
        }
    }

    static func medium(_ spent: ChartModel.Side, month: String) -> String {
        document(width: 364, height: 170, title: title([(spent, .spent)], month: month)) { svg in
            DonutChart(side: spent, geometry: smallDonut(centerY: 85), emptyText: DonutChart.emptyText(.spent)).draw(into: &svg)
            legend(spent, x: 172, centerY: 85, into: &svg)
        }
    }

    static func large(_ entry: ChartModel.Entry, month: String) -> String {
        document(width: 364, height: 382, title: title([(entry.spent, .spent), (entry.received, .received)], month: month)) { svg in
            for (side, direction, centerY) in [(entry.spent, Direction.spent, 96.0), (entry.received, Direction.received, 286.0)] {
                DonutChart(side: side, geometry: smallDonut(centerY: centerY), emptyText: DonutChart.emptyText(direction)).draw(into: &svg)
                legend(side, x: 172, centerY: centerY, into: &svg)
            }
        }
    }

    static func smallDonut(centerY: Double) -> DonutGeometry {
        DonutGeometry(centerX: 85, centerY: centerY, radius: 64, thickness: 20)
    }

    /// The legend text of a slice: `Name (32.15%)`, the name cut at ``legendNameLimit``.
    static func legendLabel(_ slice: ChartModel.Slice) -> String {
        legendLabel(name: cut(slice.category), slice)
    }

    /// The legend texts of a side. Names that would be cut to the same text (an export's
    /// `Merchandise & Supplies-Groceries` and `…-Pharmacies`) show their distinguishing end
    /// instead: the part after the last `-`, `:` or `/` (`…Groceries`), else their last characters.
    static func legendLabels(_ slices: [ChartModel.Slice]) -> [String] {
        let cutNames = slices.map { cut($0.category) }
        var uses: [String: Int] = [:]
        for name in cutNames { uses[name, default: 0] += 1 }
        return zip(slices, cutNames).map { slice, name in
            legendLabel(name: uses[name, default: 0] > 1 ? distinguishingEnd(slice.category) : name, slice)
        }
    }

    static func legendLabel(name: String, _ slice: ChartModel.Slice) -> String {
        name + " (" + slice.percentage.description + "%)"
    }

    static func cut(_ name: String) -> String {
        name.count > legendNameLimit ? String(name.prefix(legendNameLimit - 1)) + "…" : name
    }

    static func distinguishingEnd(_ name: String) -> String {
        let last = name.split(whereSeparator: { "-:/–".contains($0) }).last.map {
            $0.trimmingCharacters(in: .whitespaces)
        } ?? ""
        guard !last.isEmpty else { return "…" + String(name.suffix(legendNameLimit - 1)) }
        return last.count < legendNameLimit ? "…" + last : cut(last)
    }

    /// One line per slice, a colour swatch then `Name (32.15%)`, centred on `centerY`.
    static func legend(_ side: ChartModel.Side, x: Double, centerY: Double, into svg: inout SVGWriter) {
        guard !side.slices.isEmpty else { return }
        let lineHeight = 22.0, fontSize = 12.0
        let top = centerY - lineHeight * Double(side.slices.count) / 2
        let number = SVGWriter.number
        svg.open("g", [("class", "legend"), ("font-size", number(fontSize)), ("fill", DonutChart.textColor)])
        let labels = legendLabels(side.slices)
        for (index, slice) in side.slices.enumerated() {
            let middle = top + lineHeight * (Double(index) + 0.5)
            svg.empty("rect", [("x", number(x)), ("y", number(middle - 5)), ("width", "10.00"), ("height", "10.00"),
                               ("rx", "2.00"), ("fill", slice.color)])
            svg.element("text", [("x", number(x + 16)), ("y", number(middle + fontSize * 0.35))], text: labels[index])
        }
        svg.close()
    }

    static func title(_ sides: [(ChartModel.Side, Direction)], month: String) -> String {
        month + " · " + sides.map { DonutChart.summary($0.0, emptyText: DonutChart.emptyText($0.1)) }.joined(separator: " · ")
    }

    static func document(width: Int, height: Int, title: String, body: (inout SVGWriter) -> Void) -> String {
        var svg = SVGWriter()
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", String(width)), ("height", String(height)),
                         ("viewBox", "0 0 \(width) \(height)"), ("role", "img"), ("aria-labelledby", "title"),
                         ("font-family", fontFamily)])
        svg.element("title", [("id", "title")], text: title)
        svg.empty("rect", [("width", String(width)), ("height", String(height)), ("fill", "#FFFFFF")])
        body(&svg)
        svg.close()
        return svg.document
    }
}
