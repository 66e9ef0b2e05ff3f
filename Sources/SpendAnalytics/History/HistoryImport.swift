import GRDB

/// One run's import, inside the store's write transaction (docs/HISTORY.md: The identity rule).
///
/// For each identity (account, date, signed amount, currency, description, reference) held *n*
/// times by the run and *m* times by the store, the run adds max(0, n − m) rows. A row's account
/// is known as it arrives (`--account`, the row's own Account column, else the input's profile,
/// which the reader detects before the first row). Rows outside the store's dates before the
/// import (a new night, a fresh store) cannot repeat a known row: they go into their day's block
/// (``PendingBlocks``) with no lookup. For a row inside those dates, the store's rows of that
/// account and day are counted (once per account and day) and the row is skipped while the run
/// has not met its identity more often than the store holds it. Every row added goes into the
/// summaries in memory.
struct HistoryImport {
    /// The account of rows that name none, when neither `--account` nor a profile does.
    static let defaultAccount = "default"

    /// What one import did.
    struct Counts: Sendable, Hashable {
        /// Rows added to the store.
        var imported = 0
        /// Rows the store already held (same identity, as many times or more).
        var alreadyKnown = 0
    }

    private let db: Database
    private let importID: Int64
    private var blocks: PendingBlocks
    /// The last block id before this import: blocks up to it are the store's, after it the run's.
    private let lastOldBlock: Int64
    /// The store's first and last day before this import (empty store: an empty range).
    private let oldDays: ClosedRange<Int>?
    /// For rows inside ``oldDays``: the store's rows the run has not met yet.
    private var known = KnownRows()
    /// Rows found already known.
    private var knownOnArrival = 0
    private var summaries = HistorySummaries()
    /// Every month's side, all accounts together: no report of the store may overflow.
    private var monthTotals = MonthSideTotals()
    /// Store ids of the categories met, and whether each is a Transfers category, by the run's category id.
    private var categoryIDs: [CategoryID: (id: Int64, isTransfer: Bool)] = [:]
    /// The current input's `--account`, if given: every row of the input is that account's.
    private var fixedAccount: ExactName?
    /// The account of the current input's rows that name none: `--account`, else the profile's
    /// id, else ``defaultAccount``.
    private var inputAccount = ExactName(HistoryImport.defaultAccount)
    /// The accounts by the summaries' number for them (a row carries only the number).
    private var accountNames: [Int: ExactName] = [:]
    /// The last account and currency named by a row, and the summaries' number for it (accounts
    /// compared byte for byte: two spellings of one name are two accounts).
    private var lastAccount: (bytes: [UInt8], number: Int)?
    private var lastCurrency: (bytes: [UInt8], number: Int)?
    private var inputAccountNumber = 0
    private(set) var inserted = 0

    /// Registers the import (its inputs by name, the run's clock) in `db`, which must be inside a write transaction.
    init(db: Database, importedAt: String, inputs: [String]) throws {
        self.db = db
        try db.execute(
            sql: "INSERT INTO import (importedAt, inputs, added) VALUES (?, ?, 0)",
            arguments: [importedAt, inputs.joined(separator: "\n")])
        importID = db.lastInsertedRowID
        blocks = try PendingBlocks(db: db, importID: importID)
        lastOldBlock = try Int64.fetchOne(db, sql: "SELECT max(id) FROM block") ?? 0
        var first = Int.max
        var last = Int.min
        for row in try Row.fetchAll(db, sql: "SELECT firstDay, lastDay FROM account") {
            let span = StoreRow(row, table: "account")
            first = min(first, try span.day("firstDay"))
            last = max(last, try span.day("lastDay"))
        }
        oldDays = first <= last ? first...last : nil
        // The blocks' first and last days, through their index: a day out of range (a damaged
        // store) is refused here rather than read as a day no row is on.
        for extreme in ["min", "max"] {
            if let row = try Row.fetchOne(db, sql: "SELECT \(extreme)(day) AS day FROM block"),
                !(row["day"] as DatabaseValue).isNull
            {
                _ = try StoreRow(row, table: "block").day("day")
            }
        }
    }

    /// Starts the next input; `account` is its `--account` name, if given, and `profile` the id
    /// of the profile the reader detected, if any.
    mutating func beginInput(account: String?, profile: String?) {
        fixedAccount = account.map(ExactName.init)
        inputAccount = ExactName(account ?? profile ?? HistoryImport.defaultAccount)
        inputAccountNumber = number(of: inputAccount)
    }

    /// Adds one row with the category the run gave it (`id`, which `categoryOf` describes: asked
    /// once per category), unless the store already holds it. ``MoneyOverflow`` when a sum the
    /// store keeps, or a month's side of all accounts together, would pass `Int64` (nothing is
    /// committed then).
    mutating func add(_ record: TransactionRecord, category id: CategoryID, categoryOf: (CategoryID) -> Category) throws
    {
        let category = try categoryIDs[id] ?? storeCategory(id, categoryOf(id))
        let signed = record.direction == .spent ? -record.amount.minorUnits : record.amount.minorUnits
        let day = HistoryCalendar.day(record.date)
        let ownAccount = fixedAccount == nil && !record.account.isEmpty
        let accountNumber = ownAccount ? number(ofBytes: record.account) : inputAccountNumber
        if let oldDays, oldDays.contains(day),
            try isKnown(record, signed: signed, accountNumber: accountNumber, day: day)
        {
            knownOnArrival += 1
            return
        }
        let transferLike = category.isTransfer || TransferWording.matches(record.description)
        let currencyNumber = currencyNumber(record.currency)
        let month = HistoryCalendar.monthIndex(record.date)
        try monthTotals.add(signed, month: month, received: record.direction == .received, db: db)
        try summaries.add(
            account: accountNumber, currency: currencyNumber, month: month, day: day, amount: signed,
            category: category.id)
        inserted += 1
        try blocks.add(
            account: accountNumber, day: day, sequence: Int64(inserted), amount: signed,
            currency: record.currency, description: record.description, reference: record.reference,
            category: category.id, transferLike: transferLike, line: record.line)
    }

    /// The summaries' number for a row's account, looked up again only when the bytes differ from
    /// the last row's (a file's rows mostly name one account).
    private mutating func number(ofBytes bytes: [UInt8]) -> Int {
        if let last = lastAccount, last.bytes == bytes { return last.number }
        let number = number(of: ExactName(bytes: bytes))
        lastAccount = (bytes, number)
        return number
    }

    /// The summaries' number for `account`, made known to the blocks when new.
    private mutating func number(of account: ExactName) -> Int {
        let number = summaries.number(ofAccount: account)
        if accountNames[number] == nil {
            accountNames[number] = account
            blocks.name(account: number, account)
        }
        return number
    }

    /// The summaries' number for a row's currency (mostly the last row's).
    private mutating func currencyNumber(_ bytes: [UInt8]) -> Int {
        if let last = lastCurrency, last.bytes == bytes { return last.number }
        let number = summaries.number(ofCurrency: String(decoding: bytes, as: UTF8.self))
        lastCurrency = (bytes, number)
        return number
    }

    /// Writes the last blocks, the summaries and the import's count; the caller's transaction commits them.
    mutating func finish() throws -> Counts {
        try blocks.flush()
        try summaries.apply(db)
        try db.execute(sql: "UPDATE import SET added = ? WHERE id = ?", arguments: [inserted, importID])
        return Counts(imported: inserted, alreadyKnown: knownOnArrival)
    }

    /// True when this row is one the store already held (``KnownRows``).
    private mutating func isKnown(_ record: TransactionRecord, signed: Int64, accountNumber: Int, day: Int) throws
        -> Bool
    {
        let key = KnownRows.Key(
            amount: signed, currency: record.currency, description: record.description, reference: record.reference)
        let lastOldBlock = self.lastOldBlock
        let db = self.db
        let account = accountNames[accountNumber]?.text ?? HistoryImport.defaultAccount
        return try known.isKnown(key, at: KnownRows.AccountDay(account: accountNumber, day: day), db: db) { each in
            try StoredBlocks.forEachRow(
                db, "WHERE day = ? AND account = ? AND id <= ?",
                arguments: [day, account, lastOldBlock]
            ) { _, row in
                each(
                    KnownRows.Key(
                        amount: row.amount, currency: row.currency, description: row.description,
                        reference: row.reference))
            }
        }
    }

    /// The store's id of the run's category `id` (added to `category` when new), and whether it is a Transfers category.
    private mutating func storeCategory(_ id: CategoryID, _ category: Category) throws -> (id: Int64, isTransfer: Bool)
    {
        let arguments: StatementArguments = [
            category.name, category.color, category.direction == .received, category.isTransfer,
        ]
        try db.execute(
            sql: "INSERT OR IGNORE INTO category (name, color, received, isTransfer) VALUES (?, ?, ?, ?)",
            arguments: arguments)
        let stored =
            try Int64.fetchOne(
                db, sql: "SELECT id FROM category WHERE name = ? AND color = ? AND received = ? AND isTransfer = ?",
                arguments: arguments) ?? 0
        categoryIDs[id] = (stored, category.isTransfer)
        return (stored, category.isTransfer)
    }
}
