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

    /// Every column of the current schema and what it holds.
    static let columns: [(table: String, column: String, kind: Kind)] = [
        ("import", "id", anyInteger), ("import", "importedAt", .text), ("import", "inputs", .text),
        ("import", "added", count),
        ("category", "id", anyInteger), ("category", "name", .text), ("category", "color", .text),
        ("category", "received", flag), ("category", "isTransfer", flag),
        ("block", "id", anyInteger), ("block", "importId", anyInteger), ("block", "account", .text),
        ("block", "day", .integer(StoreRow.days)), ("block", "rows", count), ("block", "transferRows", count),
        ("block", "data", .blob),
        ("monthSum", "account", .text), ("monthSum", "currency", .text),
        ("monthSum", "month", .integer(StoreRow.months)),
        ("monthSum", "categoryId", anyInteger), ("monthSum", "total", .integer((Int64.min + 1)...Int64.max)),
        ("monthSum", "rows", count),
        ("account", "name", .text), ("account", "rows", count),
        ("account", "firstDay", .integer(StoreRow.days)), ("account", "lastDay", .integer(StoreRow.days)),
        ("learnedMerchant", "key", .blob), ("learnedMerchant", "received", flag),
        ("learnedMerchant", "categoryId", anyInteger),
        ("learnedMerchant", "file", .text), ("learnedMerchant", "line", count),
        ("setting", "name", .text), ("setting", "value", .text),
    ]

    /// The first thing wrong with the store's values, or `nil` when every check passes.
    static func findings(_ db: Database) throws -> String? {
        for (table, column, kind) in columns {
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
