import GRDB
import GRDBSQLite

/// One run's import, inside the store's write transaction (docs/HISTORY.md: The identity rule).
///
/// For each identity (account, date, signed amount, currency, description, reference) held *n*
/// times by the run and *m* times by the store, the run adds max(0, n − m) rows. A row's account
/// is known as it arrives (`--account`, the row's own Account column, else the input's profile,
/// which the reader detects before the first row). Rows outside the store's dates before the
/// import (a new night, a fresh store) cannot repeat a known row: they are inserted at once (one
/// prepared statement, their bytes bound without making Strings) with no lookup. A row inside
/// those dates is counted against the store as it arrives and skipped while the run has not met
/// its identity more often than the store holds it. Every row added goes into the summaries in
/// memory.
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
    private let insert: Statement
    /// The last row id before this import: rows up to it are the store's, after it the run's.
    private let lastOldID: Int64
    /// The store's first and last day before this import (empty store: an empty range).
    private let oldDays: ClosedRange<Int>?
    /// For identities inside ``oldDays``: how many times the run has met it and how many times
    /// the store held it before the import.
    private var met: [RowIdentity: (run: Int, store: Int)] = [:]
    /// Rows found already known.
    private var knownOnArrival = 0
    private let countStored: Statement
    private var summaries = HistorySummaries()
    /// Store ids of the categories met, and whether each is a Transfers category, by the run's category id.
    private var categoryIDs: [CategoryID: (id: Int64, isTransfer: Bool)] = [:]
    /// The current input's `--account`, if given: every row of the input is that account's.
    private var fixedAccount: String?
    /// The account of the current input's rows that name none: `--account`, else the profile's
    /// id, else ``defaultAccount``.
    private var inputAccount = HistoryImport.defaultAccount
    private var inputAccountBytes: [UInt8] = Array(HistoryImport.defaultAccount.utf8)
    /// The last account and currency named by a row, as bytes, as a String and as the summaries' number for it.
    private var lastAccount: (bytes: [UInt8], name: String, number: Int)?
    private var lastCurrency: (bytes: [UInt8], name: String, number: Int)?
    private var inputAccountNumber = 0
    private(set) var inserted = 0

    /// Registers the import (its inputs by name, the run's clock) in `db`, which must be inside a write transaction.
    init(db: Database, importedAt: String, inputs: [String]) throws {
        self.db = db
        try db.execute(sql: "INSERT INTO import (importedAt, inputs, added) VALUES (?, ?, 0)",
                       arguments: [importedAt, inputs.joined(separator: "\n")])
        importID = db.lastInsertedRowID
        lastOldID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM entry") ?? 0
        let range = try Row.fetchOne(db, sql: "SELECT min(firstDay) AS first, max(lastDay) AS last FROM account")
        if let first = range?["first"] as Int?, let last = range?["last"] as Int? { oldDays = first...last } else { oldDays = nil }
        // The index entry_day_amount finds the rows with the same day, amount and identity hash;
        // the columns themselves decide.
        countStored = try db.makeStatement(sql: """
            SELECT count(*) FROM entry WHERE day = ? AND amount = ? AND identity = ? AND id <= ? AND account = ?
              AND currency = ? AND description = ? AND reference = ?
            """)
        insert = try db.makeStatement(sql: """
            INSERT INTO entry (importId, account, day, amount, currency, description, reference, categoryId, transferLike, identity, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    /// Starts the next input; `account` is its `--account` name, if given, and `profile` the id
    /// of the profile the reader detected, if any.
    mutating func beginInput(account: String?, profile: String?) {
        fixedAccount = account
        inputAccount = account ?? profile ?? HistoryImport.defaultAccount
        inputAccountBytes = Array(inputAccount.utf8)
        inputAccountNumber = summaries.number(ofAccount: inputAccount)
    }

    /// Inserts one row with the category the run gave it (`id`, which `categoryOf` describes: asked
    /// once per category), unless the store already holds it.
    mutating func add(_ record: TransactionRecord, category id: CategoryID, categoryOf: (CategoryID) -> Category) throws {
        let category = try categoryIDs[id] ?? storeCategory(id, categoryOf(id))
        let signed = record.direction == .spent ? -record.amount.minorUnits : record.amount.minorUnits
        let day = HistoryCalendar.day(record.date)
        let ownAccount = fixedAccount == nil && !record.account.isEmpty
        let (account, accountNumber) = ownAccount ? named(record.account, currency: false) : (inputAccount, inputAccountNumber)
        let identity = HistoryIdentity.hash(day: day, amount: signed, currency: record.currency,
                                            description: record.description, reference: record.reference)
        if let oldDays, oldDays.contains(day), try isKnown(RowIdentity(account: account, day: day, amount: signed, currency: record.currency,
                                                                       description: record.description, reference: record.reference), identity: identity) {
            knownOnArrival += 1
            return
        }
        let transferLike = category.isTransfer || TransferWording.matches(record.description)
        let statement = insert.sqliteStatement
        sqlite3_reset(statement)
        sqlite3_bind_int64(statement, 1, importID)
        sqlite3_bind_int64(statement, 3, Int64(day))
        sqlite3_bind_int64(statement, 4, signed)
        sqlite3_bind_int64(statement, 8, category.id)
        sqlite3_bind_int(statement, 9, transferLike ? 1 : 0)
        sqlite3_bind_int64(statement, 10, identity)
        sqlite3_bind_int64(statement, 11, Int64(record.line))
        // The text is bound without a copy (SQLITE_STATIC, a nil destructor): the bytes stay put
        // until the step returns, and the bindings are cleared before they go.
        let done = HistoryImport.withText(ownAccount ? record.account : inputAccountBytes, record.currency,
                                          record.description, record.reference) { texts in
            _ = sqlite3_bind_text(statement, 2, texts.0.base, texts.0.count, nil)
            _ = sqlite3_bind_text(statement, 5, texts.1.base, texts.1.count, nil)
            _ = sqlite3_bind_text(statement, 6, texts.2.base, texts.2.count, nil)
            _ = sqlite3_bind_text(statement, 7, texts.3.base, texts.3.count, nil)
            defer { sqlite3_clear_bindings(statement) }
            return sqlite3_step(statement) == SQLITE_DONE
        }
        guard done else { throw lastError() }
        let currencyNumber = named(record.currency, currency: true).number
        try summaries.add(account: accountNumber, currency: currencyNumber, month: HistoryCalendar.monthIndex(record.date),
                          day: day, amount: signed, category: category.id)
        inserted += 1
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

    typealias Text = (base: UnsafePointer<CChar>, count: Int32)

    /// Calls `body` with the base address (never nil: an empty text is "", not NULL) and length
    /// of each of four byte arrays; SQLite may keep them until `body` returns.
    private static func withText<T>(_ a: [UInt8], _ b: [UInt8], _ c: [UInt8], _ d: [UInt8],
                                    _ body: ((Text, Text, Text, Text)) -> T) -> T {
        func pointer(_ buffer: UnsafeBufferPointer<UInt8>) -> (base: UnsafePointer<CChar>, count: Int32) {
            guard let base = buffer.baseAddress else { return (HistoryImport.emptyText, 0) }
            return (UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(buffer.count))
        }
        return a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in c.withUnsafeBufferPointer { c in d.withUnsafeBufferPointer { d in
            body((pointer(a), pointer(b), pointer(c), pointer(d)))
        } } } }
    }

    /// A static empty C string, for an empty text bound without a copy (never written: safe to share).
    nonisolated(unsafe) private static let emptyText: UnsafePointer<CChar> = {
        let text = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        text.initialize(to: 0)
        return UnsafePointer(text)
    }()

    /// Writes the summaries and the import's count; the caller's transaction commits them.
    func finish() throws -> Counts {
        try summaries.apply(db)
        try db.execute(sql: "UPDATE import SET added = ? WHERE id = ?", arguments: [inserted, importID])
        return Counts(imported: inserted, alreadyKnown: knownOnArrival)
    }

    /// True when this row is one the store already held: the run's k-th row of an identity is
    /// known when the store held that identity k times or more before the import.
    private mutating func isKnown(_ key: RowIdentity, identity: Int64) throws -> Bool {
        if var counts = met[key] {
            counts.run += 1
            met[key] = counts
            return counts.run <= counts.store
        }
        let statement = countStored.sqliteStatement
        sqlite3_reset(statement)
        sqlite3_bind_int64(statement, 1, Int64(key.day))
        sqlite3_bind_int64(statement, 2, key.amount)
        sqlite3_bind_int64(statement, 3, identity)
        sqlite3_bind_int64(statement, 4, lastOldID)
        HistoryImport.bind(Array(key.account.utf8), to: statement, at: 5)
        HistoryImport.bind(key.currency, to: statement, at: 6)
        HistoryImport.bind(key.description, to: statement, at: 7)
        HistoryImport.bind(key.reference, to: statement, at: 8)
        guard sqlite3_step(statement) == SQLITE_ROW else {
            throw lastError()
        }
        let stored = Int(sqlite3_column_int64(statement, 0))
        met[key] = (1, stored)
        return 1 <= stored
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

    /// The connection's last error, as GRDB reports errors.
    private func lastError() -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: sqlite3_extended_errcode(db.sqliteConnection)),
                      message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
    }

    /// Binds UTF-8 `bytes` as text (SQLite copies them).
    private static func bind(_ bytes: [UInt8], to statement: OpaquePointer?, at index: Int32) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                // An empty array may have no storage: an empty text all the same (never NULL).
                _ = sqlite3_bind_text(statement, index, "", 0, HistoryImport.transient)
                return
            }
            _ = sqlite3_bind_text(statement, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self),
                                  Int32(buffer.count), HistoryImport.transient)
        }
    }

    /// `SQLITE_TRANSIENT`: SQLite copies the bytes before the bind returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
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

/// The 64-bit FNV-1a hash of a row's identity but its account (the index `entry_day_amount`
/// narrows a lookup to it; the columns are then compared one by one, so a collision costs a
/// comparison, never a wrong answer).
enum HistoryIdentity {
    static func hash(day: Int, amount: Int64, currency: [UInt8], description: [UInt8], reference: [UInt8]) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: UInt64(bitPattern: Int64(day)) >> UInt64(shift))) }
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: UInt64(bitPattern: amount) >> UInt64(shift))) }
        // Each field ends with 0xFF, never in UTF-8 (three calls rather than a loop over an array
        // of the fields: no array made per row).
        func field(_ bytes: [UInt8]) {
            for byte in bytes { mix(byte) }
            mix(0xFF)
        }
        field(currency)
        field(description)
        field(reference)
        return Int64(bitPattern: hash)
    }
}
