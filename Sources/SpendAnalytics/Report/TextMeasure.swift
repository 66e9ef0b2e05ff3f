/// How wide a line of chart text is when drawn in DejaVu Sans, the wide sans-serif a bare Linux
/// falls back to for every font family: the charts measure with it, so their text fits wherever
/// the system font (San Francisco, Helvetica, Roboto) is narrower.
///
/// A sum of advance widths from ``DejaVuSansWidths`` with no kerning (kerning only narrows a
/// line). A character the table does not hold (CJK, emoji, other scripts) counts as
/// ``unknownEm`` em, wider than any glyph of those scripts' usual fonts.
struct TextMeasure: Sendable {
    /// The width of a character the table does not hold, in em.
    static let unknownEm = 1.25

    var fontSize: Double
    var bold: Bool

    init(fontSize: Double, bold: Bool = false) {
        self.fontSize = fontSize
        self.bold = bold
    }

    /// The width of `text` in the chart's units (points).
    func width(_ text: String) -> Double {
        var units = 0
        for scalar in text.unicodeScalars { units += TextMeasure.advance(scalar, bold: bold) }
        return Double(units) * fontSize / Double(DejaVuSansWidths.unitsPerEm)
    }

    /// True when `text` is at most `width` wide.
    func fits(_ text: String, in width: Double) -> Bool { self.width(text) <= width }

    /// The advance of one code point in font units.
    static func advance(_ scalar: Unicode.Scalar, bold: Bool) -> Int {
        let unknown = Int((unknownEm * Double(DejaVuSansWidths.unitsPerEm)).rounded(.up))
        let code = scalar.value
        // The first range (printable ASCII, which holds no mark) before anything else: most of a
        // label's code points are in it.
        if let first = DejaVuSansWidths.ranges.first, first.contains(code) {
            let width = (bold ? DejaVuSansWidths.bold : DejaVuSansWidths.regular)[Int(code - first.lowerBound)]
            return width == DejaVuSansWidths.missing ? unknown : Int(width)
        }
        // Controls and combining marks take no room (the SVG writer turns controls into spaces,
        // which the table holds).
        if (0x0300...0x036F).contains(code) || (0xFE00...0xFE0F).contains(code) || code == 0x200D { return 0 }
        // Marks drawn over or under the letter before them (Devanagari's vowel signs, Thai's tone marks).
        // (General punctuation, currency signs, arrows, shapes and other symbols hold no marks:
        // their category is not looked up.)
        if code >= 0x0900, !(0x2000..<0x20D0).contains(code), !(0x2100..<0x2C00).contains(code),
            [.nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
        {
            return 0
        }
        var offset = 0
        for range in DejaVuSansWidths.ranges {
            if range.contains(code) {
                let width = (bold ? DejaVuSansWidths.bold : DejaVuSansWidths.regular)[
                    offset + Int(code - range.lowerBound)]
                return width == DejaVuSansWidths.missing ? unknown : Int(width)
            }
            offset += range.count
        }
        return code < 0x20 ? advance(" ", bold: bold) : unknown
    }
}

/// Legend labels that fit a width and stay distinct within one chart.
///
/// A name too wide is elided in the middle, keeping its start and its last word
/// (`Supermarkets and Groceries` → `Super…Groceries` in 110 points at 12), so that names sharing a beginning keep
/// their distinguishing ends. When the last word alone is too long, or two names still come out
/// the same, they are elided by characters with other splits (mostly start, all end, more
/// start), and as a last resort around the first character where they differ (`…x Groc…`). The
/// `<title>`s keep the full names.
struct LegendLabels: Sendable {
    /// The share of the kept characters taken from the start, tried in order.
    static let headShares = [0.4, 0.0, 0.2, 0.6, 0.8]
    /// A start shorter than this is not worth keeping before whole words: split by characters instead.
    static let minimumHead = 3

    var measure: TextMeasure
    var width: Double

    /// One label per name, in order: each at most ``width`` wide, and distinct when the names are.
    func labels(_ names: [String]) -> [String] {
        var labels = names.map { elidedByWords($0) ?? elided($0, headShare: LegendLabels.headShares[0]) }
        for share in LegendLabels.headShares {
            let clashing = clashes(labels, names)
            if clashing.isEmpty { return labels }
            for index in clashing { labels[index] = elided(names[index], headShare: share) }
        }
        for index in clashes(labels, names) {
            let others = names.indices.filter { $0 != index }.map { names[$0] }
            labels[index] = window(names[index], differingFrom: others)
        }
        return labels
    }

    /// The indexes of labels equal to another's label while the names differ.
    func clashes(_ labels: [String], _ names: [String]) -> [Int] {
        labels.indices.filter { index in
            labels.indices.contains { $0 != index && labels[$0] == labels[index] && names[$0] != names[index] }
        }
    }

    /// `name` when it fits; else as much of its start as fits before `…` and its last word (after
    /// a space, `-`, `/` or `:`), when that leaves room for ``minimumHead`` characters; else `nil`.
    func elidedByWords(_ name: String) -> String? {
        if measure.fits(name, in: width) { return name }
        let characters = Array(name)
        let starts = characters.indices.dropFirst().filter { index in
            !characters[index].isWhitespace
                && (characters[index - 1].isWhitespace || "-/:".contains(characters[index - 1]))
        }
        if let start = starts.last {
            let tail = characters[start...]
            var head = start - 1
            while head >= LegendLabels.minimumHead {
                let candidate = LegendLabels.join(characters[..<head], "…", tail)
                if measure.fits(candidate, in: width) { return candidate }
                head -= 1
            }
        }
        return nil
    }

    /// `name` when it fits; else its start and end around `…`, as many characters as fit, a
    /// `headShare` of them from the start.
    func elided(_ name: String, headShare: Double) -> String {
        if measure.fits(name, in: width) { return name }
        let characters = Array(name)
        var kept = characters.count - 1
        while kept > 0 {
            let head = Int((Double(kept) * headShare).rounded(.down))
            let candidate = LegendLabels.join(
                characters[..<head], "…", characters[(characters.count - (kept - head))...])
            if measure.fits(candidate, in: width) { return candidate }
            kept -= 1
        }
        return "…"
    }

    /// `name` around the first character where it differs from the most similar of `others`,
    /// with one `…`: its start cut to fit before a closing `…` when the difference is near the
    /// start, else `…` then the name from shortly before the difference, cut at the end to fit
    /// (never two `…` in one label).
    func window(_ name: String, differingFrom others: [String]) -> String {
        let characters = Array(name)
        let common = others.map { other in zip(characters, Array(other)).prefix { $0 == $1 }.count }.max() ?? 0
        let start = max(0, min(common, characters.count) - 2)
        var end = characters.count
        while end > start {
            let candidate =
                start > 0
                ? LegendLabels.join(characters[0..<0], "…", characters[start..<end])
                : LegendLabels.join(characters[0..<end], end < characters.count ? "…" : "", characters[0..<0])
            if measure.fits(candidate, in: width) { return candidate }
            end -= 1
        }
        return "…"
    }

    static func join(_ head: ArraySlice<Character>, _ mark: String, _ tail: ArraySlice<Character>) -> String {
        let start = String(head).trimmingWhitespace()
        let end = String(tail).trimmingWhitespace()
        return start + mark + end
    }
}
