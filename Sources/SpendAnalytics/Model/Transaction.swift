/// One money movement read from a statement, with its text fields as Swift strings.
///
/// The streaming hot path works on ``TransactionRecord`` (bytes in reused buffers);
/// this is the convenient value for library users and tests.
struct Transaction: Sendable, Hashable {
    /// 1-based line in the input where the row starts.
    var line: Int
    var date: LocalDate
    var direction: Direction
    /// The magnitude moved (always > 0 for a usable transaction), in minor units.
    var amount: Money
    var description: String
    /// ISO 4217 code when the file says (column, symbol or header), else `nil`.
    var currency: String?
    var reference: String?
    /// The export's own category, when it has a Category column.
    var sourceCategory: String?
    var account: String?

    init(
        line: Int, date: LocalDate, direction: Direction, amount: Money, description: String,
        currency: String? = nil, reference: String? = nil, sourceCategory: String? = nil,
        account: String? = nil
    ) {
        self.line = line
        self.date = date
        self.direction = direction
        self.amount = amount
        self.description = description
        self.currency = currency
        self.reference = reference
        self.sourceCategory = sourceCategory
        self.account = account
    }

    /// The amount with its sign: negative when spent.
    var signedAmount: Money {
        direction == .spent ? Money(minorUnits: -amount.minorUnits) : amount
    }
}

/// A transaction as the reader produces it on the hot path: text fields are UTF-8 bytes in
/// buffers the reader reuses from row to row. Copy what you keep (``transaction``).
public struct TransactionRecord: Sendable {
    var line: Int = 0
    var date = LocalDate(year: 2000, month: 1, day: 1)!
    /// Whether the money went out (spent) or came in (received).
    public var direction: Direction = .spent
    /// The amount, always positive: `direction` carries the sign.
    public var amount: Money = .zero
    public var description: [UInt8] = []
    /// The ISO 4217 code, upper case and trimmed (the reader maps symbols, names and headers to
    /// it); empty when the row names no currency.
    var currency: [UInt8] = []
    var reference: [UInt8] = []
    var sourceCategory: [UInt8] = []
    var account: [UInt8] = []
    /// The card merchant category code (ISO 18245, 0…9999) of the row's MCC cell, -1 when the
    /// export has no such column or the cell holds no four-digit code.
    var mcc: Int16 = -1
    /// The description's merchant key when the reader made it ahead (else not made).
    var merchantKey = AheadMerchantKey()

    /// An empty record, for the reader (or a caller of ``Categorizer``) to fill.
    public init() {}

    /// An owned ``Transaction`` with the same values.
    var transaction: Transaction {
        func text(_ bytes: [UInt8]) -> String? { bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
        return Transaction(
            line: line, date: date, direction: direction, amount: amount,
            description: String(decoding: description, as: UTF8.self),
            currency: text(currency), reference: text(reference),
            sourceCategory: text(sourceCategory), account: text(account))
    }
}
