import GRDB
import GRDBSQLite

/// Reads the store's rows back from its `block` table (``DayBlock``): each selected block's
/// import, account and day, and its rows decoded in place from SQLite's own copy of the BLOB.
enum StoredBlocks {
    /// Where a block's rows belong.
    struct Place {
        var importID: Int64
        /// The account, byte for byte.
        var account: ExactName
        var day: Int
    }

    /// Calls `body` with every row of the blocks `SELECT importId, account, day, data FROM block`
    /// followed by `clause` (a WHERE and ORDER BY over `block`) selects, block by block.
    static func forEachRow(
        _ db: Database, _ clause: String = "", arguments: StatementArguments = StatementArguments(),
        _ body: (Place, StoredRow) throws -> Void
    ) throws {
        try forEachBlock(db, clause, arguments: arguments) { place, data in
            try DayBlock.forEachRow(in: data) { row in try body(place, row) }
        }
    }

    /// Calls `body` with each selected block's place and bytes (valid only during the call);
    /// `body` returns false to stop.
    static func forEachBlock(
        _ db: Database, _ clause: String = "", arguments: StatementArguments = StatementArguments(),
        _ body: (Place, UnsafeRawBufferPointer) throws -> Void
    ) throws {
        try forEachBlockUntil(db, clause, arguments: arguments) { place, data in
            try body(place, data)
            return true
        }
    }

    /// As ``forEachBlock(_:_:arguments:_:)``, stopping when `body` returns false.
    static func forEachBlockUntil(
        _ db: Database, _ clause: String, arguments: StatementArguments,
        _ body: (Place, UnsafeRawBufferPointer) throws -> Bool
    ) throws {
        let statement = try db.makeStatement(sql: "SELECT importId, account, day, data FROM block \(clause)")
        try statement.setArguments(arguments)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        var account = ExactName(bytes: [])
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: code),
                    message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
            // A store's values are input (``StoreRow``): each column is of the type and range
            // the schema says, or the store is damaged.
            guard sqlite3_column_type(handle, 0) == SQLITE_INTEGER, sqlite3_column_type(handle, 1) == SQLITE_TEXT,
                sqlite3_column_type(handle, 2) == SQLITE_INTEGER,
                sqlite3_column_type(handle, 3) == SQLITE_BLOB || sqlite3_column_bytes(handle, 3) == 0
            else {
                throw StoreRow.damage("a block's import, account, day or rows are not of their declared types")
            }
            let day = sqlite3_column_int64(handle, 2)
            guard StoreRow.days.contains(day) else { throw StoreRow.damage("block.day holds \(day), out of range") }
            let accountCount = Int(sqlite3_column_bytes(handle, 1))
            if let text = sqlite3_column_text(handle, 1),
                !account.bytes.elementsEqual(UnsafeBufferPointer(start: text, count: accountCount))
            {
                account = ExactName(bytes: UnsafeBufferPointer(start: text, count: accountCount))
            }
            let place = Place(importID: sqlite3_column_int64(handle, 0), account: account, day: Int(day))
            let base = sqlite3_column_blob(handle, 3)
            let count = Int(sqlite3_column_bytes(handle, 3))
            let data = UnsafeRawBufferPointer(start: count > 0 ? base : nil, count: count)
            do {
                guard try body(place, data) else { return }
            } catch is DayBlock.Damaged {
                throw DatabaseError(
                    resultCode: .SQLITE_CORRUPT, message: "a block of rows on day \(place.day) does not decode")
            }
        }
    }
}
