/// A column used for a role: its role, header text (or `#N`) and 0-based index.
struct ColumnAssignment: Sendable {
    var role: ColumnRole
    var header: String
    var index: Int
}

/// Where each role's cells sit in a row: resolved once from the header row (or from positions)
/// so the per-row path only indexes.
struct ColumnLayout: Sendable {
    /// How a row states its amount.
    enum Amounts: Sendable, Hashable {
        /// One column, signed (or made directional by a type column or an in-cell DR/CR).
        case signed(Int)
        /// Two columns, the one filled (non-zero) gives the direction.
        case split(debit: Int, credit: Int)
    }

    var date: Int
    /// Description columns: the first non-empty one is used, or all of them joined
    /// (``joinsDescriptions``).
    var descriptions: [Int]
    /// Description columns for received rows; empty when the same as ``descriptions``.
    var receivedDescriptions: [Int] = []
    /// Join every non-empty description cell (a cell repeating one already joined is left out)
    /// with ``descriptionJoiner`` rather than taking the first one.
    var joinsDescriptions = false
    /// Between joined description cells: a space (generic reading, repeated `--column
    /// description=`), or `: ` for a profile that joins its own columns (Paytm).
    var descriptionJoiner: [UInt8] = ColumnLayout.spaceJoiner

    /// The generic joiner of description cells.
    static let spaceJoiner: [UInt8] = [UInt8(ascii: " ")]
    /// The joiner of profiles that join their description columns.
    static let profileJoiner: [UInt8] = Array(": ".utf8)
    var amounts: Amounts
    /// Amount columns in other currencies beside a ``Amounts/signed(_:)`` column whose header
    /// names its currency (RBC's `CAD$` and `USD$`): a row whose main amount cell is empty or
    /// zero uses the first of them that holds an amount, in that column's currency.
    var otherCurrencyAmounts: [(column: Int, currency: String)] = []
    /// A DR/CR (Debit/Credit, D/C …) marker column.
    var type: Int?
    /// A fee column whose amount is money spent too (not used when the amount is already net).
    var fee: Int?
    var currency: Int?
    var reference: Int?
    var category: Int?
    var account: Int?
    var status: Int?
    /// A card merchant category code column, read where a row has it (a short row has none).
    var mcc: Int?
    /// The running balance, read to check the rows against it (``BalanceCheck``), never an amount.
    var balance: Int?
    /// How the roles were read from the data (``ColumnInference``), for `validate`; empty when the
    /// header words or a profile named them.
    var evidence: [String] = []
    /// Rows holding one of these values in that column are not transactions (PayPal memo rows).
    var nonTransactions: [(column: Int, values: [[UInt8]])] = []
    /// The currency named by the amount column's header (`Amount (INR)`), else the profile's.
    var defaultCurrency: [UInt8] = []
    /// The line above the header that named ``defaultCurrency`` (`Currency,AED`), when one did.
    var defaultCurrencyLine: Int?
    /// Fields in the header row (or the first data row of a headerless file).
    var fieldCount: Int
    /// ``fieldCount`` without trailing empty header names (a header ending with a delimiter).
    var minimumFieldCount: Int
    /// Each column's header text, or `#N` without a header.
    var names: [String]

    /// The columns used, by role, for `validate` and ``DetectedFormat``.
    var roles: [ColumnAssignment] {
        var out: [ColumnAssignment] = []
        func add(_ role: ColumnRole, _ index: Int?) {
            if let index, index < names.count {
                out.append(ColumnAssignment(role: role, header: names[index], index: index))
            }
        }
        add(.date, date)
        for index in descriptions { add(.description, index) }
        for index in receivedDescriptions where !descriptions.contains(index) { add(.description, index) }
        switch amounts {
        case .signed(let index):
            add(.amount, index)
            for other in otherCurrencyAmounts { add(.amount, other.column) }
        case .split(let debit, let credit):
            add(.debit, debit)
            add(.credit, credit)
        }
        add(.type, type)
        add(.fee, fee)
        add(.currency, currency)
        add(.reference, reference)
        add(.category, category)
        add(.account, account)
        add(.status, status)
        add(.mcc, mcc)
        return out
    }

    /// The highest column index the row reader reads (rows must reach it).
    private(set) var highestIndex = 0

    /// Records ``highestIndex`` once the columns are final.
    mutating func resolve() { highestIndex = computeHighestIndex() }

    private func computeHighestIndex() -> Int {
        var indices = [date] + descriptions + receivedDescriptions
        switch amounts {
        case .signed(let index): indices.append(index)
        case .split(let debit, let credit): indices += [debit, credit]
        }
        indices += otherCurrencyAmounts.map(\.column)
        indices += [type, fee, currency, reference, category, account, status].compactMap { $0 }
        indices += nonTransactions.map(\.column)
        return indices.max() ?? 0
    }
}
