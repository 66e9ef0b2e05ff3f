/// One lesson of learning (docs/CATEGORIES.md: Learning from your own data): the category the export's own
/// Category column or a rule of the user's rules file gave a merchant, and the row that gave it.
/// The categoriser applies it to the same merchant where nothing else names a category; the
/// history store keeps it across runs.
struct LearnedMerchant: Sendable, Hashable {
    /// The merchant key (`MerchantKey`): folded UTF-8 bytes, e.g. `wholefds mkt`.
    var key: [UInt8]
    /// The side the category belongs to.
    var direction: Direction
    var category: Category
    /// The input's name and the line of the row that taught it (`amex.csv`, 14).
    var file: String
    var line: Int
}
