import Foundation

/// Draws one side's donut into an ``SVGWriter``: one stroked arc per slice in slice order and
/// colour, clockwise from 12 o'clock, the title and total in the centre; an empty side is a grey
/// ring with its empty text ("No spending in November") wrapped to fit the hole.
struct DonutChart: Sendable {
    /// The smallest text in any chart, in the chart's units. The widgets are drawn at the largest
    /// iPhone sizes (170 pt wide small) and shown down to 158 pt, a scale of 0.93: 12 units stay
    /// at least 11 pt.
    static let minimumFontSize = 12.0
    /// The largest size of the total in the centre.
    static let maximumValueSize = 18.0

    var side: ChartModel.Side
    var geometry: DonutGeometry
    /// The centre text when the side has no slices.
    var emptyText: String

    init(side: ChartModel.Side, geometry: DonutGeometry, emptyText: String) {
        self.side = side
        self.geometry = geometry
        self.emptyText = emptyText
    }

    /// The empty-state text of each side in `month` (`yyyy-MM`) in `locale`'s words:
    /// `No spending in November`, `Nothing received in November` (`Keine Ausgaben im Oktober`).
    static func emptyText(_ direction: Direction, month: String, locale: DisplayLocale = .standard) -> String {
        let name = YearMonth(month).map { locale.words.monthInPhrase($0.month) } ?? month
        return locale.words.phrase(direction == .spent ? "empty.spent" : "empty.received", ["month": name])
    }

    /// A one-line description of the side for `<title>`: `Money Spent: ₹23,400.00; Food & Dining 32.15%, …`.
    static func summary(_ side: ChartModel.Side, emptyText: String) -> String {
        if side.slices.isEmpty { return side.title + ": " + emptyText }
        return side.title + ": " + side.totalText + "; "
            + side.slices.map { $0.categoryText + " " + $0.percentageText }.joined(separator: ", ")
    }

    /// One line of the centre text.
    struct Line: Sendable, Hashable {
        var text: String
        var size: Double
        var bold: Bool
        var secondary: Bool
    }

    /// The radius of the hole, inside the ring.
    var holeRadius: Double { geometry.radius - geometry.thickness / 2 }

    /// The width a block of lines `height` tall, centred in the hole, may take with 3 units to spare each side.
    func holeWidth(forHeight height: Double) -> Double {
        let half = min(holeRadius, height / 2)
        return 2 * (holeRadius * holeRadius - half * half).squareRoot() - 6
    }

    /// The centre lines: the title, then the total at the largest size up to
    /// ``maximumValueSize`` that fits (bold, else regular at the minimum), or the empty text
    /// wrapped word by word to fit.
    func centerLines() -> [Line] {
        let minimum = DonutChart.minimumFontSize
        let title = Line(text: side.title, size: minimum, bold: false, secondary: true)
        if side.slices.isEmpty {
            // As many lines as the text needs at the width a block of that many lines leaves;
            // past what the hole holds, the last line is cut with `…`.
            let measure = TextMeasure(fontSize: minimum)
            let most = max(1, Int((2 * holeRadius) / (minimum * 1.2)) - 1)
            var count = 1
            while true {
                let width = holeWidth(forHeight: Double(count + 1) * minimum * 1.2)
                var lines = DonutChart.wrap(emptyText, width: width, measure: measure)
                if lines.count <= count || count >= most {
                    if lines.count > count {
                        lines = Array(lines.prefix(count))
                        lines[count - 1] = LegendLabels(measure: measure, width: width).elided(
                            lines[count - 1] + "…", headShare: 1)
                    }
                    return [title] + lines.map { Line(text: $0, size: minimum, bold: false, secondary: false) }
                }
                count = min(lines.count, most)
            }
        }
        var size = DonutChart.maximumValueSize
        while size >= minimum {
            if TextMeasure(fontSize: size, bold: true).fits(
                side.totalText, in: holeWidth(forHeight: (minimum + size) * 1.2))
            {
                return [title, Line(text: side.totalText, size: size, bold: true, secondary: false)]
            }
            size -= 0.5
        }
        return [title, Line(text: side.totalText, size: minimum, bold: false, secondary: false)]
    }

    /// `text` in lines at most `width` wide, breaking between words; a word wider than `width`
    /// (a whole phrase in Japanese or Chinese, which put no spaces between words) is broken
    /// between characters.
    static func wrap(_ text: String, width: Double, measure: TextMeasure) -> [String] {
        var lines: [String] = []
        for word in text.split(separator: " ").map(String.init) {
            if let last = lines.last, measure.fits(last + " " + word, in: width) {
                lines[lines.count - 1] = last + " " + word
                continue
            }
            var piece = ""
            for character in word {
                if !piece.isEmpty, !measure.fits(piece + String(character), in: width) {
                    lines.append(piece)
                    piece = ""
                }
                piece.append(character)
            }
            if !piece.isEmpty { lines.append(piece) }
        }
        return lines
    }

    /// The ring alone, with no centre text (the large widget, whose headline is above it).
    func drawRing(into svg: inout SVGWriter) {
        svg.open("g", [("class", "donut")])
        ring(into: &svg)
        svg.close()
    }

    /// One arc per slice (each at least ``DonutGeometry/minimumSpan``), or the grey ring of an empty side.
    func ring(into svg: inout SVGWriter) {
        let g = geometry
        let number = SVGWriter.Value.number
        let width = number(g.thickness)
        if side.slices.isEmpty {
            svg.empty(
                "circle",
                [
                    ("cx", number(g.centerX)), ("cy", number(g.centerY)), ("r", number(g.radius)),
                    ("fill", "none"), ("stroke", .paint(.emptyRing)), ("stroke-width", width),
                ])
        }
        for (slice, arc) in zip(side.slices, g.arcs(side.slices.map(\.percentage))) where !arc.isEmpty {
            svg.open(
                "path",
                [
                    ("d", .text(g.pathData(arc))), ("fill", "none"), ("stroke", .paint(.slice(slice))),
                    ("stroke-width", width),
                ])
            svg.element("title", text: slice.categoryText + ": " + slice.amountText + " (" + slice.percentageText + ")")
            svg.close()
        }
    }

    func draw(into svg: inout SVGWriter) {
        let g = geometry
        let number = SVGWriter.Value.number
        svg.open("g", [("class", "donut")])
        ring(into: &svg)
        // Baselines: each line takes 1.2 × its size; the block is centred on the hole, and a
        // baseline sits 0.8 of its line down (the cap height of DejaVu Sans is 0.73 em).
        let lines = centerLines()
        var y = g.centerY - lines.reduce(0) { $0 + $1.size * 1.2 } / 2
        for line in lines {
            var attributes: SVGWriter.Attributes = [
                ("x", number(g.centerX)), ("y", number(y + line.size * 0.95)),
                ("text-anchor", "middle"), ("font-size", number(line.size)),
            ]
            if line.bold { attributes.append(("font-weight", "bold")) }
            attributes.append(("fill", .paint(line.secondary ? .secondaryText : .text)))
            svg.element("text", attributes, text: line.text)
            y += line.size * 1.2
        }
        svg.close()
    }
}
