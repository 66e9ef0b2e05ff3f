/// The categories every run starts with (SPEC §3), each with a fixed colour.
///
/// **Colours.** They come from two colour-blind-safe palettes: Okabe & Ito (2008, "Color
/// Universal Design") and Paul Tol's qualitative schemes (muted, bright, vibrant; personal.sron.nl/~pault).
/// The twelve spent colours (Others included) were picked from those palettes to maximise the
/// smallest CIEDE2000 difference between any two of them under normal vision and simulated
/// protanopia, deuteranopia and tritanopia (Machado, Oliveira & Fernandes 2009, severity 1):
/// the worst pair is blue `#0077BB` / purple `#AA4499` under deuteranopia at ΔE00 ≈ 9.4. The six
/// received colours keep ΔE00 ≥ 11.2 under the same test. Others is the neutral grey `#9E9E9E`
/// on both sides, and Transfers is black on both sides so that money that only moved between
/// the user's own accounts reads as "not really spending" in either donut.
public enum BuiltinTaxonomy {
    public static let foodAndDining = "Food & Dining"
    public static let groceries = "Groceries"
    public static let shopping = "Shopping"
    public static let travel = "Travel"
    public static let transportAndFuel = "Transport & Fuel"
    public static let billsAndUtilities = "Bills & Utilities"
    public static let entertainment = "Entertainment"
    public static let health = "Health"
    public static let education = "Education"
    public static let rent = "Rent"
    public static let transfers = "Transfers"
    public static let salary = "Salary"
    public static let refunds = "Refunds"
    public static let cashback = "Cashback"
    public static let interest = "Interest"

    /// Money spent, in listing order.
    public static let spent: [Category] = [
        Category(name: foodAndDining, color: "#E69F00", direction: .spent),      // Okabe–Ito orange
        Category(name: groceries, color: "#009E73", direction: .spent),          // Okabe–Ito bluish green
        Category(name: shopping, color: "#AA4499", direction: .spent),           // Tol muted purple
        Category(name: travel, color: "#88CCEE", direction: .spent),             // Tol muted cyan
        Category(name: transportAndFuel, color: "#0077BB", direction: .spent),   // Tol vibrant blue
        Category(name: billsAndUtilities, color: "#CC3311", direction: .spent),  // Tol vibrant red
        Category(name: entertainment, color: "#F0E442", direction: .spent),      // Okabe–Ito yellow
        Category(name: health, color: "#EE6677", direction: .spent),             // Tol bright red
        Category(name: education, color: "#332288", direction: .spent),          // Tol muted indigo
        Category(name: rent, color: "#882255", direction: .spent),               // Tol muted wine
        Category(name: transfers, color: "#000000", direction: .spent, isTransfer: true), // Okabe–Ito black
        Category(name: Category.othersName, color: Category.othersColor, direction: .spent),
    ]

    /// Money received, in listing order.
    public static let received: [Category] = [
        Category(name: salary, color: "#009E73", direction: .received),          // Okabe–Ito bluish green
        Category(name: refunds, color: "#88CCEE", direction: .received),         // Tol muted cyan
        Category(name: cashback, color: "#F0E442", direction: .received),        // Okabe–Ito yellow
        Category(name: interest, color: "#AA4499", direction: .received),        // Tol muted purple
        Category(name: transfers, color: "#000000", direction: .received, isTransfer: true),
        Category(name: Category.othersName, color: Category.othersColor, direction: .received),
    ]

    /// Both sides: spent first, then received.
    public static var taxonomy: Taxonomy { Taxonomy(spent + received) }
}

/// Colours for categories that have none of their own (a new category in a rules file without
/// `color`, or a value of the export's Category column).
///
/// The colour is a pure function of the name (case-insensitive), so the same category has the
/// same colour in every run, every month and on every machine: FNV-1a (32-bit) over the
/// case-folded UTF-8 bytes of the trimmed name, modulo the size of ``hashed``. The palette holds
/// the colours of Okabe–Ito and Paul Tol's muted, bright and vibrant schemes, without greys
/// (Others is grey) and black (Transfers).
public enum CategoryPalette {
    public static let colors: [String] = [
        "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7",   // Okabe–Ito
        "#CC6677", "#332288", "#DDCC77", "#117733", "#88CCEE", "#882255", "#44AA99",   // Tol muted
        "#999933", "#AA4499",
        "#4477AA", "#66CCEE", "#228833", "#CCBB44", "#EE6677", "#AA3377",              // Tol bright
        "#EE7733", "#0077BB", "#33BBEE", "#EE3377", "#CC3311", "#009988",              // Tol vibrant
    ]

    /// The colours a name can hash to: ``colors`` less those at, or near (RGB distance under
    /// ``minimumDistance``: `#0072B2` beside `#0077BB`), a built-in category's colour, so a
    /// category of the export's own (or of a rules file, without `color`) never looks like a
    /// built-in one in a donut.
    public static let hashed: [String] = {
        let builtin = (BuiltinTaxonomy.spent + BuiltinTaxonomy.received).compactMap { rgb($0.color) }
        return colors.filter { color in
            guard let own = rgb(color) else { return false }
            return builtin.allSatisfy { distance(own, $0) >= minimumDistance }
        }
    }()

    /// How far apart (Euclidean, in 0…255 RGB) a hashed colour stays from every built-in one.
    static let minimumDistance = 40.0

    static func rgb(_ hex: String) -> (Double, Double, Double)? {
        guard hex.count == 7, hex.first == "#", let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        return (Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF))
    }

    static func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)).squareRoot()
    }

    /// The stable colour for a category named `name`.
    public static func stableColor(for name: String) -> String {
        hashed[Int(fnv1a(CaseFolding.folded(name.trimmingWhitespace())) % UInt32(hashed.count))]
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }
}
