import GRDB
import GRDBSQLite

/// Reads the store's rows back from its `block` table (``DayBlock``): each selected block's
/// import, account and day, and its rows decoded in place from SQLite's own copy of the BLOB.
enum StoredBlocks {
    /// Where a block's rows belong.
    struct Place {
        var importID: Int64
        var account: String
        var day: Int
    }

    /// Calls `body` with every row of the blocks `SELECT importId, account, day, data FROM block`
    /// followed by `clause` (a WHERE and ORDER BY over `block`) selects, block by block.
    static func forEachRow(_ db: Database, _ clause: String = "", arguments: StatementArguments = StatementArguments(),
                           _ body: (Place, StoredRow) throws -> Void) throws {
        try forEachBlock(db, clause, arguments: arguments) { place, data in
            try DayBlock.forEachRow(in: data) { row in try body(place, row) }
        }
    }

    /// Calls `body` with each selected block's place and bytes (valid only during the call);
    /// `body` returns false to stop.
    static func forEachBlock(_ db: Database, _ clause: String = "", arguments: StatementArguments = StatementArguments(),
                             _ body: (Place, UnsafeRawBufferPointer) throws -> Void) throws {
        try forEachBlockUntil(db, clause, arguments: arguments) { place, data in
            try body(place, data)
            return true
        }
    }

    /// As ``forEachBlock(_:_:arguments:_:)``, stopping when `body` returns false.
    static func forEachBlockUntil(_ db: Database, _ clause: String, arguments: StatementArguments,
                                  _ body: (Place, UnsafeRawBufferPointer) throws -> Bool) throws {
        let statement = try db.makeStatement(sql: "SELECT importId, account, day, data FROM block \(clause)")
        try statement.setArguments(arguments)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        var account: (bytes: [UInt8], name: String)?
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
            let accountBytes = sqlite3_column_text(handle, 1).map { Array(UnsafeBufferPointer(start: $0, count: Int(sqlite3_column_bytes(handle, 1)))) } ?? []
            if account?.bytes != accountBytes { account = (accountBytes, String(decoding: accountBytes, as: UTF8.self)) }
            let place = Place(importID: sqlite3_column_int64(handle, 0), account: account?.name ?? "", day: Int(sqlite3_column_int64(handle, 2)))
            let base = sqlite3_column_blob(handle, 3)
            let count = Int(sqlite3_column_bytes(handle, 3))
            let data = UnsafeRawBufferPointer(start: count > 0 ? base : nil, count: count)
            do {
                guard try body(place, data) else { return }
            } catch is DayBlock.Damaged {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a block of rows on day \(place.day) does not decode")
            }
        }
    }
}
