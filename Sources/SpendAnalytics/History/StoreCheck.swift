import Foundation
import GRDB

/// `history check`'s look at every value of the store (``StoreRow`` checks each value a command
/// reads; this checks all of them at once): each column of each table holds the type and range
/// the schema says, every block decodes into as many rows as it says, every row's category
/// exists, the summaries add up to the rows, and no month's side passes `Int64`, so no later
/// report of the store can fail on it.
enum StoreCheck {
    /// What a column must hold.
    enum Kind {
        case integer(ClosedRange<Int64>)
        case text
        case blob

        /// A SQL condition true for a value that does not fit.
        func misfit(_ column: String) -> String {
            switch self {
            case .integer(let range):
                return
                    "NOT (typeof(\(column)) = 'integer' AND \(column) BETWEEN \(range.lowerBound) AND \(range.upperBound))"
            case .text: return "typeof(\(column)) != 'text'"
            case .blob: return "typeof(\(column)) != 'blob'"
            }
        }

        var what: String {
            switch self {
            case .integer(let range): return "an integer from \(range.lowerBound) to \(range.upperBound)"
            case .text: return "text"
            case .blob: return "bytes"
            }
        }
    }

    static let anyInteger = Kind.integer(Int64.min...Int64.max)
    static let flag = Kind.integer(0...1)
    static let count = Kind.integer(StoreRow.counts)

    /// A column of the current schema: its table, its name and what it holds.
    struct StoredColumn: Sendable {
        var table: String
        var column: String
        var kind: Kind

        init(_ table: String, _ column: String, _ kind: Kind) {
            (self.table, self.column, self.kind) = (table, column, kind)
        }
    }

    /// Every column of the current schema and what it holds.
    static let columns: [StoredColumn] = [
        StoredColumn("import", "id", anyInteger), StoredColumn("import", "importedAt", .text),
        StoredColumn("import", "inputs", .text),
        StoredColumn("import", "added", count),
        StoredColumn("category", "id", anyInteger), StoredColumn("category", "name", .text),
        StoredColumn("category", "color", .text),
        StoredColumn("category", "received", flag), StoredColumn("category", "isTransfer", flag),
        StoredColumn("block", "id", anyInteger), StoredColumn("block", "importId", anyInteger),
        StoredColumn("block", "account", .text),
        StoredColumn("block", "day", .integer(StoreRow.days)), StoredColumn("block", "rows", count),
        StoredColumn("block", "transferRows", count),
        StoredColumn("block", "data", .blob),
        StoredColumn("monthSum", "account", .text), StoredColumn("monthSum", "currency", .text),
        StoredColumn("monthSum", "month", .integer(StoreRow.months)),
        StoredColumn("monthSum", "categoryId", anyInteger),
        StoredColumn("monthSum", "total", .integer((Int64.min + 1)...Int64.max)),
        StoredColumn("monthSum", "rows", count),
        StoredColumn("account", "name", .text), StoredColumn("account", "rows", count),
        StoredColumn("account", "firstDay", .integer(StoreRow.days)),
        StoredColumn("account", "lastDay", .integer(StoreRow.days)),
        StoredColumn("learnedMerchant", "key", .blob), StoredColumn("learnedMerchant", "received", flag),
        StoredColumn("learnedMerchant", "categoryId", anyInteger),
        StoredColumn("learnedMerchant", "file", .text), StoredColumn("learnedMerchant", "line", count),
        StoredColumn("setting", "name", .text), StoredColumn("setting", "value", .text),
    ]

    /// The first thing wrong with the store's values, or `nil` when every check passes.
    static func findings(_ db: Database) throws -> String? {
        for entry in columns {
            let (table, column, kind) = (entry.table, entry.column, entry.kind)
            let misfits = try Row.fetchAll(
                db, sql: "SELECT \(column) AS value FROM \(table) WHERE \(kind.misfit(column)) LIMIT 1")
            guard let first = misfits.first else { continue }
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE \(kind.misfit(column))") ?? 1
            return
                "\(table).\(column) holds \(StoreRow.shown(first["value"]))\(count > 1 ? " (and \(count - 1) more)" : ""), not \(kind.what)"
        }
        if let zone = try String.fetchOne(db, sql: "SELECT value FROM setting WHERE name = 'zone'"),
            TimeZone(identifier: zone) == nil
        {
            return "setting.zone holds \"\(zone)\", not a time zone"
        }
        // Each block decodes into the rows and transfer-like rows it says.
        var mismatched = 0
        let blocks = try Row.fetchCursor(db, sql: "SELECT rows, transferRows, data FROM block")
        while let row = try blocks.next() {
            let stored = StoreRow(row, table: "block")
            var rows = 0
            var transferRows = 0
            let data = try stored.blob("data")
            do {
                try data.withUnsafeBytes { bytes in
                    try DayBlock.forEachRow(in: bytes) { row in
                        rows += 1
                        if row.transferLike { transferRows += 1 }
                    }
                }
            } catch is DayBlock.Damaged {
                return "a block of rows does not decode"
            }
            let (saysRows, saysTransfers) = (try stored.count("rows"), try stored.count("transferRows"))
            if rows != saysRows || transferRows != saysTransfers { mismatched += 1 }
        }
        if mismatched > 0 { return "\(mismatched) blocks hold another number of rows than they say" }
        return nil
    }
}
