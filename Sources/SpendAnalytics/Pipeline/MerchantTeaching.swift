/// The `teach` command (docs/CATEGORIES.md: Teaching it once): records in the history store that a merchant
/// is a category, as a lesson every later run with `--history` applies (above the built-in rules,
/// the card's merchant category code, the dictionary and the lexicon; below the rules file and
/// the export's own Category column), and `explain --history` shows.
public struct MerchantTeaching: Sendable {
    /// The store as the user named it (made when missing).
    var history: String
    var rules: CategoryRules

    /// Teaching into the store at `history`, with the categories of `rules` (the built-in ones
    /// and those the rules file adds).
    public init(history: String, rules: CategoryRules) {
        self.history = history
        self.rules = rules
    }

    /// What was recorded.
    public struct Taught: Sendable, Hashable {
        /// The merchant key the lesson is for (`migros`).
        public var key: String
        /// The category's name as the taxonomy spells it.
        public var category: String
        /// Which side.
        public var direction: Direction
        /// The lesson it replaced, if any: `Shopping, learned from amex.csv:14`.
        public var replaced: String?
    }

    /// The file name lessons of `teach` carry in the store (their line is 0).
    static let taughtFile = "spendreport teach"

    /// Records that `merchant` (a description as the export prints it, or a merchant key as
    /// `review` lists it) is `category` on `direction`, replacing the store's lesson for that
    /// merchant and side if it had one.
    public func teach(_ merchant: String, category name: String, direction: Direction) throws -> Taught {
        var key = MerchantKey()
        guard key.make(Array(merchant.utf8)) else {
            throw HistoryError(
                file: history,
                reason: .unknown(
                    "\"\(merchant)\" names no merchant: a merchant needs three letters before the first word with a digit "
                        + "(give it as `spendreport review` lists it); nothing was changed"))
        }
        let taxonomy = rules.taxonomy
        guard let id = taxonomy.id(named: name, direction: direction) else {
            let names = taxonomy.categories.filter { $0.direction == direction }.map(\.name)
            throw HistoryError(
                file: history,
                reason: .unknown(
                    "no \(direction.rawValue) category named \"\(name)\" (categories: \(names.joined(separator: ", "))); nothing was changed"
                ))
        }
        let category = taxonomy[id]
        let store = try HistoryStore(path: history, access: .importing)
        let replaced = try store.write { db in
            try LearnedMerchantStore.replace(
                LearnedMerchant(
                    key: key.key, direction: direction, category: category,
                    file: MerchantTeaching.taughtFile, line: 0), db)
        }
        return Taught(
            key: String(decoding: key.key, as: UTF8.self), category: category.name, direction: direction,
            replaced: replaced.map { old in
                old.category.name + (old.line == 0 ? ", taught before" : ", learned from \(old.file):\(old.line)")
            })
    }
}
