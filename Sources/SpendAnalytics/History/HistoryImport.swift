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
    /// For identities inside ``oldDays``: how many times the run has met it and how many times
    /// the store held it before the import.
    private var met: [RowIdentity: (run: Int, store: Int)] = [:]
    /// The accounts and days inside ``oldDays`` whose stored rows are counted in ``met``.
    private var countedDays: Set<AccountDay> = []
    /// Rows found already known.
    private var knownOnArrival = 0
    private var summaries = HistorySummaries()
    /// Store ids of the categories met, and whether each is a Transfers category, by the run's category id.
    private var categoryIDs: [CategoryID: (id: Int64, isTransfer: Bool)] = [:]
    /// The current input's `--account`, if given: every row of the input is that account's.
    private var fixedAccount: String?
    /// The account of the current input's rows that name none: `--account`, else the profile's
    /// id, else ``defaultAccount``.
    private var inputAccount = HistoryImport.defaultAccount
    /// The last account and currency named by a row, as bytes, as a String and as the summaries' number for it.
    private var lastAccount: (bytes: [UInt8], name: String, number: Int)?
    private var lastCurrency: (bytes: [UInt8], name: String, number: Int)?
    private var inputAccountNumber = 0
    private(set) var inserted = 0

    private struct AccountDay: Hashable {
        var account: Int
        var day: Int
    }

    /// Registers the import (its inputs by name, the run's clock) in `db`, which must be inside a write transaction.
    init(db: Database, importedAt: String, inputs: [String]) throws {
        self.db = db
        try db.execute(sql: "INSERT INTO import (importedAt, inputs, added) VALUES (?, ?, 0)",
                       arguments: [importedAt, inputs.joined(separator: "\n")])
        importID = db.lastInsertedRowID
        blocks = try PendingBlocks(db: db, importID: importID)
        lastOldBlock = try Int64.fetchOne(db, sql: "SELECT max(id) FROM block") ?? 0
        let range = try Row.fetchOne(db, sql: "SELECT min(firstDay) AS first, max(lastDay) AS last FROM account")
        if let first = range?["first"] as Int?, let last = range?["last"] as Int? { oldDays = first...last } else { oldDays = nil }
    }

    /// Starts the next input; `account` is its `--account` name, if given, and `profile` the id
    /// of the profile the reader detected, if any.
    mutating func beginInput(account: String?, profile: String?) {
        fixedAccount = account
        inputAccount = account ?? profile ?? HistoryImport.defaultAccount
        inputAccountNumber = summaries.number(ofAccount: inputAccount)
    }

    /// Adds one row with the category the run gave it (`id`, which `categoryOf` describes: asked
    /// once per category), unless the store already holds it.
    mutating func add(_ record: TransactionRecord, category id: CategoryID, categoryOf: (CategoryID) -> Category) throws {
        let category = try categoryIDs[id] ?? storeCategory(id, categoryOf(id))
        let signed = record.direction == .spent ? -record.amount.minorUnits : record.amount.minorUnits
        let day = HistoryCalendar.day(record.date)
        let ownAccount = fixedAccount == nil && !record.account.isEmpty
        let (account, accountNumber) = ownAccount ? named(record.account, currency: false) : (inputAccount, inputAccountNumber)
        if let oldDays, oldDays.contains(day),
           try isKnown(RowIdentity(account: account, day: day, amount: signed, currency: record.currency,
                                   description: record.description, reference: record.reference), accountNumber: accountNumber) {
            knownOnArrival += 1
            return
        }
        let transferLike = category.isTransfer || TransferWording.matches(record.description)
        let currencyNumber = named(record.currency, currency: true).number
        try summaries.add(account: accountNumber, currency: currencyNumber, month: HistoryCalendar.monthIndex(record.date),
                          day: day, amount: signed, category: category.id)
        inserted += 1
        try blocks.add(account: accountNumber, name: account, day: day, sequence: Int64(inserted), amount: signed,
                       currency: record.currency, description: record.description, reference: record.reference,
                       category: category.id, transferLike: transferLike, line: record.line)
    }

    /// A row's account or currency as a String and as the summaries' number for it, made again
    /// only when the bytes differ from the last row's (a file's rows mostly name one account and
    /// one currency).
    private mutating func named(_ bytes: [UInt8], currency: Bool) -> (name: String, number: Int) {
        if let last = currency ? lastCurrency : lastAccount, last.bytes == bytes { return (last.name, last.number) }
        let name = String(decoding: bytes, as: UTF8.self)
        let number = currency ? summaries.number(ofCurrency: name) : summaries.number(ofAccount: name)
        if currency { lastCurrency = (bytes, name, number) } else { lastAccount = (bytes, name, number) }
        return (name, number)
    }

    /// Writes the last blocks, the summaries and the import's count; the caller's transaction commits them.
    mutating func finish() throws -> Counts {
        try blocks.flush()
        try summaries.apply(db)
        try db.execute(sql: "UPDATE import SET added = ? WHERE id = ?", arguments: [inserted, importID])
        return Counts(imported: inserted, alreadyKnown: knownOnArrival)
    }

    /// True when this row is one the store already held: the run's k-th row of an identity is
    /// known when the store held that identity k times or more before the import.
    private mutating func isKnown(_ key: RowIdentity, accountNumber: Int) throws -> Bool {
        if countedDays.insert(AccountDay(account: accountNumber, day: key.day)).inserted {
            try countStored(account: key.account, day: key.day)
        }
        var counts = met[key] ?? (0, 0)
        counts.run += 1
        met[key] = counts
        return counts.run <= counts.store
    }

    /// Counts into ``met`` the rows the store held before this import for `account` on `day`.
    private mutating func countStored(account: String, day: Int) throws {
        try StoredBlocks.forEachRow(db, "WHERE day = ? AND account = ? AND id <= ?", arguments: [day, account, lastOldBlock]) { _, row in
            let key = RowIdentity(account: account, day: day, amount: row.amount, currency: Array(row.currency),
                                  description: Array(row.description), reference: Array(row.reference))
            met[key, default: (0, 0)].store += 1
        }
    }

    /// The store's id of the run's category `id` (added to `category` when new), and whether it is a Transfers category.
    private mutating func storeCategory(_ id: CategoryID, _ category: Category) throws -> (id: Int64, isTransfer: Bool) {
        let arguments: StatementArguments = [category.name, category.color, category.direction == .received, category.isTransfer]
        try db.execute(sql: "INSERT OR IGNORE INTO category (name, color, received, isTransfer) VALUES (?, ?, ?, ?)", arguments: arguments)
        let stored = try Int64.fetchOne(db, sql: "SELECT id FROM category WHERE name = ? AND color = ? AND received = ? AND isTransfer = ?",
                                        arguments: arguments) ?? 0
        categoryIDs[id] = (stored, category.isTransfer)
        return (stored, category.isTransfer)
    }
}

/// A row's whole identity, for the rows of one run that may repeat the store's.
struct RowIdentity: Hashable {
    var account: String
    var day: Int
    var amount: Int64
    var currency: [UInt8]
    var description: [UInt8]
    var reference: [UInt8]
}
