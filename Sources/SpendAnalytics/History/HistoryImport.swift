import GRDB
import GRDBSQLite

/// One run's import, inside the store's write transaction (docs/HISTORY.md: The identity rule).
///
/// Each row the run's inputs hand on is inserted at once (one prepared statement, its bytes bound
/// without making Strings) and added to the summaries in memory. A row whose day lies inside the
/// store's dates before the import may repeat a known row; its id is noted, and ``finish(importedAt:inputs:)``
/// takes out, for each identity (account, date, signed amount, currency, description, reference)
/// held *n* times by the run and *m* times by the store, min(n, m) of the run's rows: the run adds
/// max(0, n − m). Rows outside those dates (a new night, a fresh store) cost no lookup at all.
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
    /// Ids of the run's rows inside ``oldDays``.
    private var maybeKnown: [Int64] = []
    private var summaries = HistorySummaries()
    /// Store ids of the categories met, by the run's category id.
    private var categoryIDs: [CategoryID: Int64] = [:]
    private var fixedAccount: String?
    /// Rows of the current input inserted without an account.
    private var pending = 0
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
        insert = try db.makeStatement(sql: """
            INSERT INTO entry (importId, account, day, amount, currency, description, reference, categoryId, transferLike, identity, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    /// Starts the next input; `account` is its `--account` name, if given.
    mutating func beginInput(account: String?) {
        fixedAccount = account
        pending = 0
    }

    /// Inserts one row with the category the run gave it (`id` in `taxonomy`).
    mutating func add(_ record: TransactionRecord, category id: CategoryID, taxonomy: Taxonomy) throws {
        let categoryID = try storeCategory(id, taxonomy: taxonomy)
        let signed = record.direction == .spent ? -record.amount.minorUnits : record.amount.minorUnits
        let day = HistoryCalendar.day(record.date)
        let transferLike = taxonomy[id].isTransfer || TransferWording.matches(record.description)
        let statement = insert.sqliteStatement
        sqlite3_reset(statement)
        sqlite3_bind_int64(statement, 1, importID)
        var account: String?
        if let fixedAccount {
            account = fixedAccount
            HistoryImport.bind(Array(fixedAccount.utf8), to: statement, at: 2)
        } else if !record.account.isEmpty {
            account = String(decoding: record.account, as: UTF8.self)
            HistoryImport.bind(record.account, to: statement, at: 2)
        } else {
            sqlite3_bind_null(statement, 2)
            pending += 1
        }
        sqlite3_bind_int64(statement, 3, Int64(day))
        sqlite3_bind_int64(statement, 4, signed)
        HistoryImport.bind(record.currency, to: statement, at: 5)
        HistoryImport.bind(record.description, to: statement, at: 6)
        HistoryImport.bind(record.reference, to: statement, at: 7)
        sqlite3_bind_int64(statement, 8, categoryID)
        sqlite3_bind_int(statement, 9, transferLike ? 1 : 0)
        sqlite3_bind_int64(statement, 10, HistoryIdentity.hash(day: day, amount: signed, currency: record.currency,
                                                              description: record.description, reference: record.reference))
        sqlite3_bind_int64(statement, 11, Int64(record.line))
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
        let rowID = sqlite3_last_insert_rowid(db.sqliteConnection)
        if let oldDays, oldDays.contains(day) { maybeKnown.append(rowID) }
        try summaries.add(account: account, currency: String(decoding: record.currency, as: UTF8.self),
                          month: HistoryCalendar.monthIndex(record.date), day: day, amount: signed, category: categoryID)
        inserted += 1
    }

    /// Ends the current input: its rows without an account of their own get `defaultAccount`
    /// (the detected profile's id, else ``defaultAccount``).
    mutating func finishInput(defaultAccount: String?) throws {
        guard pending > 0 else { return }
        let name = defaultAccount ?? HistoryImport.defaultAccount
        try db.execute(sql: "UPDATE entry SET account = ? WHERE importId = ? AND account IS NULL", arguments: [name, importID])
        try summaries.resolve(pendingAs: name)
        pending = 0
    }

    /// Takes out the rows already known, writes the summaries and the import's count; the
    /// caller's transaction commits them.
    mutating func finish() throws -> Counts {
        var known = 0
        if !maybeKnown.isEmpty {
            try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS maybeKnown (id INTEGER PRIMARY KEY); DELETE FROM temp.maybeKnown")
            let note = try db.makeStatement(sql: "INSERT INTO temp.maybeKnown VALUES (?)")
            for id in maybeKnown { try note.execute(arguments: [id]) }
            // For each identity of the run: its k-th row (in input order) is known when the store held it k times or more.
            let rows = try Row.fetchAll(db, sql: """
                SELECT id, account, day, amount, currency, categoryId FROM (
                  SELECT n.*, row_number() OVER (
                           PARTITION BY n.account, n.day, n.amount, n.currency, n.description, n.reference ORDER BY n.id) AS k
                  FROM entry n WHERE n.id IN (SELECT id FROM temp.maybeKnown)) AS r
                WHERE r.k <= (SELECT count(*) FROM entry o
                              WHERE o.day = r.day AND o.identity = r.identity AND o.id <= ? AND o.account = r.account
                                AND o.amount = r.amount AND o.currency = r.currency AND o.description = r.description
                                AND o.reference = r.reference)
                """, arguments: [lastOldID])
            let delete = try db.makeStatement(sql: "DELETE FROM entry WHERE id = ?")
            for row in rows {
                try delete.execute(arguments: [row["id"] as Int64])
                let day: Int = row["day"]
                summaries.remove(account: row["account"], currency: row["currency"], month: HistoryCalendar.monthIndex(ofDay: day),
                                 amount: row["amount"], category: row["categoryId"])
            }
            known = rows.count
            try db.execute(sql: "DELETE FROM temp.maybeKnown")
        }
        try summaries.apply(db)
        try db.execute(sql: "UPDATE import SET added = ? WHERE id = ?", arguments: [inserted - known, importID])
        return Counts(imported: inserted - known, alreadyKnown: known)
    }

    /// The store's id of the run's category `id` (added to `category` when new).
    private mutating func storeCategory(_ id: CategoryID, taxonomy: Taxonomy) throws -> Int64 {
        if let known = categoryIDs[id] { return known }
        let category = taxonomy[id]
        let arguments: StatementArguments = [category.name, category.color, category.direction == .received, category.isTransfer]
        try db.execute(sql: "INSERT OR IGNORE INTO category (name, color, received, isTransfer) VALUES (?, ?, ?, ?)", arguments: arguments)
        let stored = try Int64.fetchOne(db, sql: "SELECT id FROM category WHERE name = ? AND color = ? AND received = ? AND isTransfer = ?",
                                        arguments: arguments) ?? 0
        categoryIDs[id] = stored
        return stored
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

/// The 64-bit FNV-1a hash of a row's identity but its account (the index `entry_identity`
/// narrows a lookup to it; the columns are then compared one by one, so a collision costs a
/// comparison, never a wrong answer).
enum HistoryIdentity {
    static func hash(day: Int, amount: Int64, currency: [UInt8], description: [UInt8], reference: [UInt8]) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: UInt64(bitPattern: Int64(day)) >> UInt64(shift))) }
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: UInt64(bitPattern: amount) >> UInt64(shift))) }
        for part in [currency, description, reference] {
            for byte in part { mix(byte) }
            mix(0xFF)   // never in UTF-8: ends a field
        }
        return Int64(bitPattern: hash)
    }
}
