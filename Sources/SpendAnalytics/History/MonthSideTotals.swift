import GRDB

/// Every month's money of each direction, all accounts and currencies together: the store's, and
/// the import's added to it row by row. Every sum a report of the store makes (a category, a
/// month's side, a trend bar, any currency or account) is part of one of these, so while each
/// stays within `Int64` no report of the store can overflow. The import checks each row as it
/// adds it, before anything is committed: the row that would pass the bound is named and the
/// store is left as it was (docs/LIMITS.md: Limits).
struct MonthSideTotals {
    /// One month's two sides.
    private struct Sides {
        var spent: Int64 = 0
        var received: Int64 = 0
    }

    /// Every month met but the current one.
    private var months: [Int: Sides] = [:]
    /// The month of the last row and its sides (rows mostly come a month at a time: no hashing).
    private var current: (month: Int, sides: Sides)?

    /// Adds `amount` (signed minor units, the row's side from its category) in `month`
    /// (``HistoryCalendar/monthIndex(_:)``); ``MoneyOverflow`` when a month's side would pass `Int64`.
    mutating func add(_ amount: Int64, month: Int, received: Bool, db: Database) throws {
        if current?.month != month { try switchTo(month, db) }
        guard amount != Int64.min, var sides = current?.sides else { throw MoneyOverflow() }
        let (sum, overflow) = (received ? sides.received : sides.spent).addingReportingOverflow(abs(amount))
        if overflow { throw MoneyOverflow() }
        if received { sides.received = sum } else { sides.spent = sum }
        current?.sides = sides
    }

    /// Makes `month` the current one: its sides as met before, or the store's.
    private mutating func switchTo(_ month: Int, _ db: Database) throws {
        if let current { months[current.month] = current.sides }
        current = (month, try months[month] ?? MonthSideTotals.stored(month, db))
    }

    /// The store's sums of `month`, each account's and currency's taken whole (an upper bound of
    /// what any report adds up).
    private static func stored(_ month: Int, _ db: Database) throws -> Sides {
        var sides = Sides()
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT m.total, c.received FROM monthSum m JOIN category c ON c.id = m.categoryId WHERE m.month = ?
                """, arguments: [month])
        while let row = try rows.next() {
            let total = try StoreRow(row, table: "monthSum").integer("total", in: (Int64.min + 1)...Int64.max)
            let received = try StoreRow(row, table: "category").flag("received")
            let (sum, overflow) = (received ? sides.received : sides.spent).addingReportingOverflow(abs(total))
            if overflow {
                throw StoreRow.damage(
                    "the monthly sums of \(HistoryCalendar.yearMonth(index: month)) pass the largest amount")
            }
            if received { sides.received = sum } else { sides.spent = sum }
        }
        return sides
    }
}
