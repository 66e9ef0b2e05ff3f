/// The categories every run starts with (docs/CATEGORIES.md: Categories and rules), each with a fixed colour.
///
/// **Colours.** They come from two colour-blind-safe palettes: Okabe & Ito (2008, "Color
/// Universal Design") and Paul Tol's qualitative schemes (muted, bright, vibrant; personal.sron.nl/~pault).
/// The twelve spent colours (Others included) were picked from those palettes to maximise the
/// smallest CIEDE2000 difference between any two of them under normal vision and simulated
/// protanopia, deuteranopia and tritanopia (Machado, Oliveira & Fernandes 2009, severity 1):
/// the worst pair is blue `#0077BB` / purple `#AA4499` under deuteranopia at ΔE00 ≈ 9.4. Rent
/// (Tol's dark red `#663333`) and the four received colours (Tol's green `#117733`, dark teal
/// `#225555`, orange `#EE7733`, olive `#666633`) are other colours than any spent one, so that
/// the large widget, which shows both donuts, never shows two categories in one colour: every
/// two built-in colours differ by ΔE00 ≥ 15 under normal vision as the charts show them (after
/// ``ContrastColors``, on the light and on the dark background; a test holds this). Others is
/// the neutral grey `#BDBDBD` on both sides, and Transfers is black on both sides so that money
/// that only moved between the user's own accounts reads as "not really spending" in either
/// donut; on the dark background they show as `#BDBDBD` and `#737373`, ΔE00 ≈ 24 apart.
///
/// Each built-in category has a stable id (`food-dining`, the `id` of its slices in the JSON) and
/// an icon in SF Symbols and in Material Symbols (``identities``).
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
        Category(name: foodAndDining, color: "#E69F00", direction: .spent), // Okabe–Ito orange
        Category(name: groceries, color: "#009E73", direction: .spent), // Okabe–Ito bluish green
        Category(name: shopping, color: "#AA4499", direction: .spent), // Tol muted purple
        Category(name: travel, color: "#88CCEE", direction: .spent), // Tol muted cyan
        Category(name: transportAndFuel, color: "#0077BB", direction: .spent), // Tol vibrant blue
        Category(name: billsAndUtilities, color: "#CC3311", direction: .spent), // Tol vibrant red
        Category(name: entertainment, color: "#F0E442", direction: .spent), // Okabe–Ito yellow
        Category(name: health, color: "#EE6677", direction: .spent), // Tol bright red
        Category(name: education, color: "#332288", direction: .spent), // Tol muted indigo
        Category(name: rent, color: "#663333", direction: .spent), // Tol dark red
        Category(name: transfers, color: "#000000", direction: .spent, isTransfer: true), // Okabe–Ito black
        Category(name: Category.othersName, color: Category.othersColor, direction: .spent),
    ]

    /// Money received, in listing order.
    static let received: [Category] = [
        Category(name: salary, color: "#117733", direction: .received), // Tol muted green
        Category(name: refunds, color: "#225555", direction: .received), // Tol dark teal
        Category(name: cashback, color: "#EE7733", direction: .received), // Tol vibrant orange
        Category(name: interest, color: "#666633", direction: .received), // Tol dark olive
        Category(name: transfers, color: "#000000", direction: .received, isTransfer: true),
        Category(name: Category.othersName, color: Category.othersColor, direction: .received),
    ]

    /// A built-in category's stable id and icons.
    public struct Identity: Sendable, Hashable {
        /// The slice's `id` in the JSON: a slug that never changes with the locale.
        public var id: String
        /// An SF Symbols name (Apple platforms).
        public var sfSymbol: String
        /// A Material Symbols name (Android, the web).
        public var material: String
    }

    /// True when `category` is a built-in category in its built-in colour (a rules file may recolour one).
    static func keepsItsColor(_ category: Category) -> Bool {
        (spent + received).contains { $0.name == category.name && $0.color == category.color }
    }

    /// The id and icons of each built-in category and of Others, by name.
    public static let identities: [String: Identity] = [
        foodAndDining: Identity(id: "food-dining", sfSymbol: "fork.knife", material: "restaurant"),
        groceries: Identity(id: "groceries", sfSymbol: "cart", material: "shopping_cart"),
        shopping: Identity(id: "shopping", sfSymbol: "bag", material: "shopping_bag"),
        travel: Identity(id: "travel", sfSymbol: "airplane", material: "flight"),
        transportAndFuel: Identity(id: "transport-fuel", sfSymbol: "car", material: "directions_car"),
        billsAndUtilities: Identity(id: "bills-utilities", sfSymbol: "doc.text", material: "receipt_long"),
        entertainment: Identity(id: "entertainment", sfSymbol: "film", material: "movie"),
        health: Identity(id: "health", sfSymbol: "cross.case", material: "medical_services"),
        education: Identity(id: "education", sfSymbol: "graduationcap", material: "school"),
        rent: Identity(id: "rent", sfSymbol: "house", material: "home"),
        transfers: Identity(id: "transfers", sfSymbol: "arrow.left.arrow.right", material: "swap_horiz"),
        salary: Identity(id: "salary", sfSymbol: "banknote", material: "payments"),
        refunds: Identity(id: "refunds", sfSymbol: "arrow.uturn.backward", material: "undo"),
        cashback: Identity(id: "cashback", sfSymbol: "percent", material: "percent"),
        interest: Identity(id: "interest", sfSymbol: "chart.line.uptrend.xyaxis", material: "trending_up"),
        Category.othersName: Identity(id: "others", sfSymbol: "ellipsis.circle", material: "more_horiz"),
    ]

    /// Both sides: spent first, then received.
    static var taxonomy: Taxonomy { Taxonomy(spent + received) }
}
