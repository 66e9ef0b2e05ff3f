/// A known bank or wallet export: how to recognise its header, and what it fixes that a generic
/// reading cannot know (which column to use, the sign convention, the currency, status and fee
/// handling, rows that are structure rather than transactions, a date-order hint).
///
/// Profiles are recognised from the header row (``signatures``); `--profile ID` forces one.
/// The catalogue is ``ExportProfiles/all``.
public struct ExportProfile: Sendable, Hashable, Identifiable {
    /// The stable name used with `--profile` and in `validate` output (`hdfc`, `amex`, …).
    public let id: String
    /// The bank and export, for people (`Bank of America: credit card`).
    let name: String
    /// What the profile fixes, one line (`spendreport profiles`).
    let fixes: String
    /// The header matches when it holds every key of one signature (``HeaderName`` keys).
    let signatures: [[String]]
    /// Columns to use by role (keys, first present wins), over the generic choice.
    let columns: [ColumnRole: [String]]
    /// Description columns (the first non-empty one is used); empty: the generic choice.
    let descriptions: [String]
    /// Description columns for received rows, when they differ (DKB: payer versus payee).
    let receivedDescriptions: [String]
    /// Join every non-empty description column with `: ` instead of taking the first (Paytm:
    /// `Added to wallet: HDFC Bank XX6789`, so the activity and the counterparty both count).
    let joinsDescriptions: Bool
    /// Purchases are positive and payments negative (Amex, Discover): signs are flipped.
    let purchasesPositive: Bool
    /// What an empty DR/CR marker cell means (ICICI cards: a charge).
    let emptyMarker: Direction?
    /// ISO 4217 code of the export's amounts when no column, symbol or header says.
    let currency: String?
    /// Day/month order when the data cannot decide (the data wins when it can).
    let dateOrder: DateOrder?
    /// Decimal mark when the data cannot decide.
    let decimalMark: DecimalMark?
    /// The date shape(s) the export writes, for people.
    let dates: String
    /// Status words (lowercase, substrings) that exclude a row, besides the generic ones.
    let notCompleted: [String]
    /// Rows whose cell in a column equals one of the values (lowercase) are not transactions.
    let nonTransactions: [CellRule]
    /// Column positions (0-based) of an export without a header row.
    let headerless: [ColumnRole: Int]?
    /// What each field of a headerless export's rows holds, to recognise it with no flags.
    let shape: [HeaderlessShape.Cell]?

    /// "This column holds this value" (keys and values lowercase).
    struct CellRule: Sendable, Hashable {
        var column: String
        var values: [String]
    }

    init(
        id: String, name: String, fixes: String, signatures: [[String]], columns: [ColumnRole: [String]] = [:],
        descriptions: [String] = [], receivedDescriptions: [String] = [], joinsDescriptions: Bool = false,
        purchasesPositive: Bool = false, emptyMarker: Direction? = nil, currency: String?,
        dateOrder: DateOrder? = nil, decimalMark: DecimalMark? = nil, dates: String,
        notCompleted: [String] = [], nonTransactions: [CellRule] = [], headerless: [ColumnRole: Int]? = nil,
        shape: [HeaderlessShape.Cell]? = nil
    ) {
        self.id = id
        self.name = name
        self.fixes = fixes
        self.signatures = signatures
        self.columns = columns
        self.descriptions = descriptions
        self.receivedDescriptions = receivedDescriptions
        self.joinsDescriptions = joinsDescriptions
        self.purchasesPositive = purchasesPositive
        self.emptyMarker = emptyMarker
        self.currency = currency
        self.dateOrder = dateOrder
        self.decimalMark = decimalMark
        self.dates = dates
        self.notCompleted = notCompleted
        self.nonTransactions = nonTransactions
        self.headerless = headerless
        self.shape = shape
    }

    /// Whether a header with these keys is this export's.
    func matches(_ keys: Set<String>) -> Bool {
        signatures.contains { signature in signature.allSatisfy(keys.contains) }
    }
}
