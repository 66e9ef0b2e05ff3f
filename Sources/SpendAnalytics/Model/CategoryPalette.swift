/// The colours a category without one of its own can get (a new category in a rules file without
/// `color`, or a value of the export's Category column), and the RGB arithmetic on them.
///
/// Shared by two stages: categorising picks a colour from ``hashed`` by the name
/// (``StableColor``), and the report moves a hashed colour along ``hashed`` when it is too near a
/// fixed colour or one placed before it in the run's sorted categories (``DonutColors``). The palette holds the colours of Okabe–Ito and Paul Tol's
/// muted, bright and vibrant schemes, without greys (Others is grey) and black (Transfers).
enum CategoryPalette {
    static let colors: [String] = [
        "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", // Okabe–Ito
        "#CC6677", "#332288", "#DDCC77", "#117733", "#88CCEE", "#882255", "#44AA99", // Tol muted
        "#999933", "#AA4499",
        "#4477AA", "#66CCEE", "#228833", "#CCBB44", "#EE6677", "#AA3377", // Tol bright
        "#EE7733", "#0077BB", "#33BBEE", "#EE3377", "#CC3311", "#009988", // Tol vibrant
    ]

    /// The colours a name can hash to: ``colors`` less those at, or near (RGB distance under
    /// ``minimumDistance``: `#0072B2` beside `#0077BB`), a built-in category's colour, so a
    /// category of the export's own (or of a rules file, without `color`) never looks like a
    /// built-in one in a donut.
    ///
    /// A name maps to a colour by its index here, so the list keeps its length and order: it is
    /// made against ``hashingExclusions`` (the built-in colours it was first made against), and a
    /// colour near one of today's built-in colours is replaced, at its index, by the first of
    /// ``replacements`` far from every built-in colour and at least ``replacementSpacing`` from
    /// every colour of the list. Only the names that hashed to such a colour change colour.
    static let hashed: [String] = {
        let original = hashingExclusions.compactMap { rgb($0) }
        let current = (BuiltinTaxonomy.spent + BuiltinTaxonomy.received).compactMap { rgb($0.color) }
        func farFrom(_ colors: [(Double, Double, Double)], _ color: String) -> Bool {
            guard let own = rgb(color) else { return false }
            return colors.allSatisfy { distance(own, $0) >= minimumDistance }
        }
        var list = colors.filter { farFrom(original, $0) }
        let replaced = list.indices.filter { !farFrom(current, list[$0]) }
        for index in replaced {
            let others = list.indices.filter { !replaced.contains($0) || $0 < index }.compactMap { rgb(list[$0]) }
            if let replacement = replacements.first(where: { candidate in
                farFrom(current, candidate) && !list.contains(candidate)
                    && others.allSatisfy { other in
                        rgb(candidate).map { distance($0, other) >= replacementSpacing } ?? false
                    }
            }) {
                list[index] = replacement
            }
        }
        return list
    }()

    /// Paul Tol's medium-contrast and light schemes: what takes the place of a hashed colour that
    /// a built-in category came to have (or came near).
    static let replacements = ["#994455", "#997700", "#004488", "#FFAABB", "#BBCCEE", "#EEEEBB"]

    /// How far (RGB) a replacement stays from every other colour of ``hashed``: the spacing the
    /// report keeps between two categories' colours.
    static let replacementSpacing = 60.0

    /// The built-in colours ``hashed`` was first made against, before the received colours,
    /// Rent's and Others' changed (kept so that the list keeps its indexes).
    static let hashingExclusions = [
        "#E69F00", "#009E73", "#AA4499", "#88CCEE", "#0077BB", "#CC3311", "#F0E442", "#EE6677",
        "#332288", "#882255", "#000000", "#9E9E9E",
    ]

    /// How far apart (Euclidean, in 0…255 RGB) a hashed colour stays from every built-in one.
    static let minimumDistance = 40.0

    /// The red, green and blue of `#RRGGBB` (0…255 each), or `nil` for anything else.
    static func rgb(_ hex: String) -> (Double, Double, Double)? {
        guard hex.count == 7, hex.first == "#", let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        return (Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF))
    }

    /// Euclidean distance of two colours in 0…255 RGB.
    static func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)).squareRoot()
    }
}
