/// The categoriser `spendreport explain` asks: the user's rules, and with `--history` what the
/// store learned about merchants in earlier runs (docs/CATEGORIES.md: Learning from your own data).
public enum ExplainCategorizer {
    /// A categoriser for `rules` that knows the lessons of the history store at `history` (which
    /// must exist; `nil`: none).
    public static func make(rules: CategoryRules, history: String?) throws -> Categorizer {
        var categorizer = Categorizer(rules: rules)
        if let history {
            let store = try HistoryStore(path: history, access: .reading)
            categorizer.learn(try store.read { try LearnedMerchantStore.all($0) })
        }
        return categorizer
    }
}
