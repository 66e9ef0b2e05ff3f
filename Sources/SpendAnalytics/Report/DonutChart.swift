/// Draws one side's donut into an ``SVGWriter``: one stroked arc per slice in slice order and
/// colour, clockwise from 12 o'clock, the title and total in the centre; an empty side is a grey
/// ring with its empty text ("No spending yet").
struct DonutChart: Sendable {
    /// Colour of the ring of an empty side.
    static let emptyRingColor = "#E0E0E0"
    static let titleColor = "#6B6B6B"
    static let textColor = "#1C1C1E"

    var side: ChartModel.Side
    var geometry: DonutGeometry
    /// The centre text when the side has no slices.
    var emptyText: String

    init(side: ChartModel.Side, geometry: DonutGeometry, emptyText: String) {
        self.side = side
        self.geometry = geometry
        self.emptyText = emptyText
    }

    /// The empty-state text of each side.
    static func emptyText(_ direction: Direction) -> String {
        direction == .spent ? "No spending yet" : "Nothing received yet"
    }

    /// A one-line description of the side for `<title>`: `Money Spent: ₹23,400.00; Food & Dining 32.15%, …`.
    static func summary(_ side: ChartModel.Side, emptyText: String) -> String {
        if side.slices.isEmpty { return side.title + ": " + emptyText }
        return side.title + ": " + side.totalText + "; "
            + side.slices.map { $0.category + " " + $0.percentage.description + "%" }.joined(separator: ", ")
    }

    func draw(into svg: inout SVGWriter) {
        let g = geometry
        let number = SVGWriter.number
        svg.open("g", [("class", "donut")])
        let width = number(g.thickness)
        if side.slices.isEmpty {
            svg.empty("circle", [("cx", number(g.centerX)), ("cy", number(g.centerY)), ("r", number(g.radius)),
                                 ("fill", "none"), ("stroke", DonutChart.emptyRingColor), ("stroke-width", width)])
        }
        for (slice, arc) in zip(side.slices, g.arcs(side.slices.map(\.percentage))) where !arc.isEmpty {
            svg.open("path", [("d", g.pathData(arc)), ("fill", "none"), ("stroke", slice.color), ("stroke-width", width)])
            svg.element("title", text: slice.category + ": " + slice.amountText + " (" + slice.percentage.description + "%)")
            svg.close()
        }
        let inner = 2 * (g.radius - g.thickness / 2) - 8
        let titleSize = min(12, max(8, inner / 8))
        svg.element("text", [("x", number(g.centerX)), ("y", number(g.centerY - titleSize * 0.35)),
                             ("text-anchor", "middle"), ("font-size", number(titleSize)), ("fill", DonutChart.titleColor)],
                    text: side.title)
        let value = side.slices.isEmpty ? emptyText : side.totalText
        let valueSize = DonutChart.fittingSize(value, width: inner, maximum: side.slices.isEmpty ? titleSize : titleSize * 1.5)
        svg.element("text", [("x", number(g.centerX)), ("y", number(g.centerY + valueSize * 1.05)),
                             ("text-anchor", "middle"), ("font-size", number(valueSize)), ("font-weight", "600"),
                             ("fill", DonutChart.textColor)],
                    text: value)
        svg.close()
    }

    /// A font size at which `text` fits in `width` (average glyph ≈ 0.6 em), at most `maximum`.
    static func fittingSize(_ text: String, width: Double, maximum: Double) -> Double {
        let estimate = width / (0.6 * Double(max(1, text.count)))
        return (min(maximum, estimate) * 4).rounded(.down) / 4
    }
}
