import GRDB

/// A row of the store read as the schema says it must be. A store's values are input: a store
/// damaged by hand or by another program may hold text where a number belongs, a fraction, or a
/// day past the year 9999. Every read goes through here and refuses such a value as damage
/// (`SQLITE_CORRUPT`, so the run exits 65 naming it) instead of converting it or trapping.
struct StoreRow {
    let row: Row
    /// The table, for the message.
    let table: String

    init(_ row: Row, table: String) {
        self.row = row
        self.table = table
    }

    /// The days a stored day may be: 0001-01-01 to 9999-12-31, as days since 1970-01-01.
    static let days: ClosedRange<Int64> = {
        let first = LocalDate(year: 1, month: 1, day: 1).map(CivilCalendar.days(from:)) ?? 0
        let last = LocalDate(year: 9_999, month: 12, day: 31).map(CivilCalendar.days(from:)) ?? 0
        return Int64(first)...Int64(last)
    }()
    /// The months a stored month may be (``HistoryCalendar/monthIndex(_:)``): 0001-01 to 9999-12.
    static let months: ClosedRange<Int64> = 12...(9_999 * 12 + 11)
    /// Row counts and lines.
    static let counts: ClosedRange<Int64> = 0...Int64(Int32.max) * 1_024

    /// An INTEGER in `range`.
    func integer(_ column: String, in range: ClosedRange<Int64> = Int64.min...Int64.max) throws -> Int64 {
        let value: DatabaseValue = row[column]
        guard case .int64(let number) = value.storage else { throw damage(column, value, "not an integer") }
        guard range.contains(number) else { throw damage(column, value, "out of range") }
        return number
    }

    /// An INTEGER in `range`, as an `Int`.
    func int(_ column: String, in range: ClosedRange<Int64>) throws -> Int { Int(try integer(column, in: range)) }

    /// A day (``days``).
    func day(_ column: String) throws -> Int { try int(column, in: StoreRow.days) }

    /// A month index (``months``).
    func month(_ column: String) throws -> Int { try int(column, in: StoreRow.months) }

    /// A row count or a line (``counts``).
    func count(_ column: String) throws -> Int { try int(column, in: StoreRow.counts) }

    /// 0 or 1.
    func flag(_ column: String) throws -> Bool { try integer(column, in: 0...1) == 1 }

    /// TEXT.
    func text(_ column: String) throws -> String {
        let value: DatabaseValue = row[column]
        guard case .string(let text) = value.storage else { throw damage(column, value, "not text") }
        return text
    }

    /// A BLOB (an empty one may be stored as an empty BLOB only).
    func blob(_ column: String) throws -> [UInt8] {
        let value: DatabaseValue = row[column]
        guard case .blob(let data) = value.storage else { throw damage(column, value, "not bytes") }
        return Array(data)
    }

    private func damage(_ column: String, _ value: DatabaseValue, _ what: String) -> DatabaseError {
        StoreRow.damage("\(table).\(column) holds \(StoreRow.shown(value)), \(what)")
    }

    /// Damage the store holds: `SQLITE_CORRUPT` with `message`, which ``HistoryStore`` reports.
    static func damage(_ message: String) -> DatabaseError {
        DatabaseError(resultCode: .SQLITE_CORRUPT, message: message)
    }

    /// A stored value as a message shows it: a number as it is, text quoted and cut short.
    static func shown(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: return "NULL"
        case .int64(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text): return "\"" + String(text.prefix(40)) + (text.count > 40 ? "…" : "") + "\""
        case .blob(let data): return "\(data.count) bytes"
        }
    }
}
