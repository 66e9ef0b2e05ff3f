/// Picks the one currency a report covers (docs/JSON.md: How the numbers are made), and whether rows that name no currency
/// belong to it.
///
/// `--currency` wins, and then rows that name no currency count for it (the user said what the
/// file is in). Otherwise every row votes, and rows that name no currency vote together as one
/// more group, so that a few labelled rows never relabel an unlabelled file (nor the reverse):
/// - the most frequent named currency wins when it has more rows than the unlabelled group
///   (ties between codes go to the code that sorts first); unlabelled rows are then left out and
///   counted as other-currency rows;
/// - otherwise the report is in ``unknown`` (`XXX`, ISO 4217's "no currency", display strings
///   without a symbol) and holds the unlabelled rows; rows naming a currency are left out.
enum ReportCurrency {
    /// ISO 4217 code for "no currency involved".
    static let unknown = "XXX"

    /// The report's currency and whether rows naming none count for it.
    struct Choice: Sendable, Hashable {
        var code: String
        var includesUnlabelled: Bool

        /// Whether a ledger bucket belongs to the report.
        func includes(_ key: SpendLedger.Key) -> Bool {
            key.currency.map { $0 == code } ?? includesUnlabelled
        }
    }

    /// The report currency for `ledger`, honouring `requested` (upper-cased).
    static func choose(requested: String?, ledger: SpendLedger) -> Choice {
        if let requested { return Choice(code: requested.uppercased(), includesUnlabelled: true) }
        let rowsByCurrency = ledger.rowsByCurrency
        let unlabelled = ledger.rowCount - rowsByCurrency.values.reduce(0, +)
        guard let named = mostFrequent(rowsByCurrency),
            let rows = rowsByCurrency[named], rows > unlabelled
        else {
            return Choice(code: unknown, includesUnlabelled: true)
        }
        return Choice(code: named, includesUnlabelled: false)
    }

    /// The code with the most rows; ties go to the code that sorts first.
    static func mostFrequent(_ counts: [String: Int]) -> String? {
        counts.min { lhs, rhs in
            lhs.value != rhs.value ? lhs.value > rhs.value : Array(lhs.key.utf8).lexicographicallyPrecedes(rhs.key.utf8)
        }?.key
    }
}
