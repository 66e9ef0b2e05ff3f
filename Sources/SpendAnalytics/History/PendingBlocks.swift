import GRDB
import GRDBSQLite

/// An import's rows on their way into the store's `block` table: one open block per account and
/// day (``DayBlock``), all written when together they pass ``flushBytes`` and at the end of the
/// import. Rows in date order fill about one block a day; rows in any order are stored all the
/// same (a day may then have several blocks of one import).
struct PendingBlocks {
    /// The bytes of open blocks held before they are written: the bound on the import's memory
    /// for its rows.
    static let flushBytes = 2 << 20

    private struct Key: Hashable, Comparable {
        var day: Int
        var account: Int

        static func < (a: Key, b: Key) -> Bool { (a.day, a.account) < (b.day, b.account) }
    }

    private struct Open {
        var data = BlockBytes()
        var rows = 0
        var transferRows = 0
        var lastSequence: Int64 = 0
    }

    private let db: Database
    private let importID: Int64
    private let insert: Statement
    private var open: [Key: Open] = [:]
    private var lastKey: Key?
    private var lastOpen = Open()
    private var held = 0
    /// Buffers of blocks already written, emptied, for the next blocks: a day's block grows to a
    /// few hundred KiB, and growing a new one for every day, freeing it at every flush, costs
    /// page faults each time (at most ``maximumSpares`` kept, of at most ``flushBytes`` each).
    private var spares: [BlockBytes] = []
    static let maximumSpares = 8
    /// The account names, by the number ``add(account:name:day:sequence:amount:currency:description:reference:category:transferLike:line:)`` is given.
    private var accountNames: [Int: ExactName] = [:]

    init(db: Database, importID: Int64) throws {
        self.db = db
        self.importID = importID
        insert = try db.makeStatement(
            sql: "INSERT INTO block (importId, account, day, rows, transferRows, data) VALUES (?, ?, ?, ?, ?, ?)")
    }

    /// Names account number `account` (before its first row).
    mutating func name(account: Int, _ name: ExactName) {
        accountNames[account] = name
    }

    /// Adds one row of account number `account` (named by ``name(account:_:)``).
    mutating func add(
        account: Int, day: Int, sequence: Int64, amount: Int64, currency: [UInt8], description: [UInt8],
        reference: [UInt8], category: Int64, transferLike: Bool, line: Int
    ) throws {
        let key = Key(day: day, account: account)
        // The block of the previous row is kept aside (rows mostly arrive in runs of one day and
        // one account): no dictionary lookup for them.
        if key != lastKey {
            if let lastKey { open[lastKey] = lastOpen }
            lastOpen = open.removeValue(forKey: key) ?? Open(data: spares.popLast() ?? BlockBytes())
            lastKey = key
        }
        let before = lastOpen.data.count
        lastOpen.data.append(
            sequence: sequence, previous: lastOpen.lastSequence, amount: amount, currency: currency,
            description: description, reference: reference, category: category, transferLike: transferLike, line: line)
        lastOpen.lastSequence = sequence
        lastOpen.rows += 1
        if transferLike { lastOpen.transferRows += 1 }
        held += lastOpen.data.count - before
        if held >= PendingBlocks.flushBytes { try flush() }
    }

    /// Writes every open block (by day, then account), leaving none open.
    mutating func flush() throws {
        if let lastKey { open[lastKey] = lastOpen }
        lastKey = nil
        lastOpen = Open()
        let statement = insert.sqliteStatement
        for (key, block) in open.sorted(by: { $0.key < $1.key }) where block.rows > 0 {
            let name = accountNames[key.account] ?? ExactName(HistoryImport.defaultAccount)
            sqlite3_reset(statement)
            sqlite3_bind_int64(statement, 1, importID)
            sqlite3_bind_int64(statement, 3, Int64(key.day))
            sqlite3_bind_int64(statement, 4, Int64(block.rows))
            sqlite3_bind_int64(statement, 5, Int64(block.transferRows))
            // Bound without a copy (SQLITE_STATIC, a nil destructor): the bytes stay put until the
            // step returns, and the bindings are cleared before they go. The account's own bytes,
            // exactly (a NUL after them, so an empty name is text, not NULL).
            let done = (name.bytes + [0]).withUnsafeBufferPointer { text in
                block.data.withBytes { bytes in
                    _ = text.withMemoryRebound(to: CChar.self) {
                        sqlite3_bind_text(statement, 2, $0.baseAddress, Int32(text.count - 1), nil)
                    }
                    _ = sqlite3_bind_blob(
                        statement, 6, bytes.baseAddress ?? UnsafeRawPointer(text.baseAddress), Int32(bytes.count), nil)
                    defer { sqlite3_clear_bindings(statement) }
                    return sqlite3_step(statement) == SQLITE_DONE
                }
            }
            guard done else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: sqlite3_extended_errcode(db.sqliteConnection)),
                    message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
        }
        for block in open.values
        where spares.count < PendingBlocks.maximumSpares && block.data.capacity <= PendingBlocks.flushBytes {
            block.data.removeAll()
            spares.append(block.data)
        }
        open.removeAll(keepingCapacity: true)
        held = 0
    }
}
