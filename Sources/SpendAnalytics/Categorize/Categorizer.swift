/// Gives each transaction a category: user rules, the export's own Category column, built-in
/// rules, then Others (SPEC §3).
///
/// STUB: the categorize work replaces this implementation; the signatures stay.
public struct Categorizer: Sendable {
    public private(set) var taxonomy: Taxonomy
    public let rules: CategoryRules

    public init(rules: CategoryRules = .empty) {
        self.rules = rules
        self.taxonomy = Taxonomy()
    }

    /// The category of `record` (may add a category named by the export's Category column).
    public mutating func categorize(_ record: TransactionRecord) -> CategoryID {
        taxonomy.othersID(record.direction)
    }
}
