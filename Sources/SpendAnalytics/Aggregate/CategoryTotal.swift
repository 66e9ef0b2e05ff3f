/// One category's money and row count on one side of the report month.
struct CategoryTotal: Sendable, Hashable {
    var category: CategoryID
    var name: String
    var color: String
    var amount: Money
    var count: Int

    init(category: CategoryID, name: String, color: String, amount: Money, count: Int) {
        self.category = category
        self.name = name
        self.color = color
        self.amount = amount
        self.count = count
    }

    /// Whether this is the catch-all category (named Others, any case).
    var isOthers: Bool { Category.isOthers(named: name) }

    /// Donut order: larger amount first; equal amounts by name, case-insensitively
    /// (Unicode scalar order of the lower-cased names, no locale), then by the exact name, then by
    /// taxonomy id, so the order never depends on hashing or on the machine.
    static func ranksBefore(_ lhs: CategoryTotal, _ rhs: CategoryTotal) -> Bool {
        if lhs.amount != rhs.amount { return lhs.amount > rhs.amount }
        let lhsFolded = lhs.name.lowercased()
        let rhsFolded = rhs.name.lowercased()
        if lhsFolded != rhsFolded {
            return lhsFolded.unicodeScalars.lexicographicallyPrecedes(rhsFolded.unicodeScalars)
        }
        if lhs.name != rhs.name { return lhs.name.unicodeScalars.lexicographicallyPrecedes(rhs.name.unicodeScalars) }
        return lhs.category < rhs.category
    }
}
