import Foundation

/// The geometry of a donut ring (pure math): where each slice's arc starts and ends.
///
/// Angles come from the slices' exact percentage hundredths: slice *i* runs from the sum of the
/// hundredths before it to that sum plus its own, out of 10 000, clockwise from 12 o'clock.
/// In SVG coordinates (y grows downwards) the point at fraction *f* of the turn is
/// `(cx + r·sin 2πf, cy − r·cos 2πf)`. `Double` is used for angles only, never for money.
struct DonutGeometry: Sendable, Hashable {
    var centerX: Double
    var centerY: Double
    /// Radius of the ring's centre line (the arcs are stroked at this radius).
    var radius: Double
    /// Width of the ring (the stroke width).
    var thickness: Double

    struct Point: Sendable, Hashable {
        var x: Double
        var y: Double
    }

    /// One slice's arc, from `start` to `end` hundredths of the turn.
    struct Arc: Sendable, Hashable {
        var start: Int
        var end: Int
        var startPoint: Point
        var endPoint: Point

        var span: Int { end - start }
        /// The whole ring (a single 100 % slice): drawn as two half arcs, since one SVG arc
        /// cannot close on itself.
        var isFullCircle: Bool { span >= LargestRemainder.whole }
        /// More than half the ring: the SVG large-arc flag.
        var isLarge: Bool { span * 2 > LargestRemainder.whole }
        /// A slice of 0.00 %: nothing to draw.
        var isEmpty: Bool { span <= 0 }
    }

    /// The point of the ring's centre line at `hundredths` of the turn.
    func point(at hundredths: Int) -> Point {
        let angle = Double(hundredths) / Double(LargestRemainder.whole) * 2 * Double.pi
        return Point(x: centerX + radius * sin(angle), y: centerY - radius * cos(angle))
    }

    /// The smallest arc a slice is drawn with, in hundredths of a percent of the turn: 1 % of
    /// the ring (3.6°, about 4 units on a widget's donut), so that a slice of 0.04 % is seen
    /// beside its legend swatch. What small slices gain is taken from the largest one; the
    /// percentages in the JSON and the legend are the exact ones.
    static let minimumSpan = 100

    /// The spans drawn for `percentages`: each at least ``minimumSpan`` (when the ring has room
    /// for all of them), the largest giving up the difference.
    static func drawnSpans(_ percentages: [Percentage]) -> [Int] {
        var spans = percentages.map { max(0, $0.hundredths) }
        guard spans.count > 1, spans.count * minimumSpan <= LargestRemainder.whole,
            let largest = spans.indices.max(by: { spans[$0] < spans[$1] })
        else { return spans }
        for index in spans.indices where index != largest && spans[index] < minimumSpan {
            spans[largest] -= minimumSpan - spans[index]
            spans[index] = minimumSpan
        }
        return spans
    }

    /// One arc per percentage, in order, each starting where the previous one ended, each at
    /// least ``minimumSpan`` (``drawnSpans(_:)``).
    func arcs(_ percentages: [Percentage]) -> [Arc] {
        var start = 0
        return DonutGeometry.drawnSpans(percentages).map { span in
            let end = start + span
            defer { start = end }
            return Arc(start: start, end: end, startPoint: point(at: start), endPoint: point(at: end))
        }
    }

    /// SVG path data of `arc` on this ring (sweep flag 1: clockwise on screen).
    func pathData(_ arc: Arc) -> String {
        // Written as UTF-8 into one buffer: a path is too long for a small string, and each `+`
        // would copy it again.
        var out: [UInt8] = []
        out.reserveCapacity(96)
        func text(_ text: StaticString) { text.withUTF8Buffer { out.append(contentsOf: $0) } }
        func number(_ value: Double) { SVGWriter.appendNumber(value, to: &out) }
        func move(_ p: Point) {
            text("M ")
            number(p.x)
            text(" ")
            number(p.y)
        }
        func arcTo(_ p: Point, large: Bool) {
            text("A ")
            number(radius)
            text(" ")
            number(radius)
            text(large ? " 0 1 1 " : " 0 0 1 ")
            number(p.x)
            text(" ")
            number(p.y)
        }
        if arc.isFullCircle {
            let top = point(at: 0)
            let bottom = point(at: LargestRemainder.whole / 2)
            move(top)
            text(" ")
            arcTo(bottom, large: false)
            text(" ")
            arcTo(top, large: false)
        } else {
            move(arc.startPoint)
            text(" ")
            arcTo(arc.endPoint, large: arc.isLarge)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
