/// Picks the one currency a report covers (SPEC §4).
///
/// `--currency` wins; otherwise the currency named by the most rows, ties broken by the code in
/// alphabetical order. Rows that name no currency belong to whichever currency the report has.
/// When no row names a currency and none is requested, the report is in ``unknown`` (`XXX`,
/// ISO 4217's "no currency"), and display strings carry no symbol.
public enum ReportCurrency {
    /// ISO 4217 code for "no currency involved".
    public static let unknown = "XXX"

    /// The report currency for `ledger`, honouring `requested` (upper-cased).
    public static func choose(requested: String?, ledger: SpendLedger) -> String {
        if let requested { return requested.uppercased() }
        return mostFrequent(ledger.rowsByCurrency) ?? unknown
    }

    /// The code with the most rows; ties go to the code that sorts first.
    public static func mostFrequent(_ counts: [String: Int]) -> String? {
        counts.min { lhs, rhs in
            lhs.value != rhs.value ? lhs.value > rhs.value : Array(lhs.key.utf8).lexicographicallyPrecedes(rhs.key.utf8)
        }?.key
    }

    /// Whether a ledger bucket belongs to a report in `currency`: its own currency, or none named.
    public static func includes(_ key: SpendLedger.Key, currency: String) -> Bool {
        key.currency == nil || key.currency == currency
    }
}
