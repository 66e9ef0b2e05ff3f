import GRDB

/// Every month's money of each direction, all accounts and currencies together: the store's, and
/// the import's added to it row by row. Every sum a report of the store makes (a category, a
/// month's side, a trend bar, any currency or account) is part of one of these, so while each
/// stays within `Int64` no report of the store can overflow. The import checks each row as it
/// adds it, before anything is committed: the row that would pass the bound is named and the
/// store is left as it was (README: Limits).
struct MonthSideTotals {
    private struct MonthSide: Hashable {
        var month: Int
        var received: Bool
    }

    private var totals: [MonthSide: Int64] = [:]
    private var loaded: Set<Int> = []

    /// Adds `amount` (signed minor units, the row's side from its category) in `month`
    /// (``HistoryCalendar/monthIndex(_:)``); ``MoneyOverflow`` when a month's side would pass `Int64`.
    mutating func add(_ amount: Int64, month: Int, received: Bool, db: Database) throws {
        if loaded.insert(month).inserted { try load(month, db) }
        let side = MonthSide(month: month, received: received)
        guard amount != Int64.min else { throw MoneyOverflow() }
        let (sum, overflow) = (totals[side] ?? 0).addingReportingOverflow(abs(amount))
        if overflow { throw MoneyOverflow() }
        totals[side] = sum
    }

    /// The store's sums of `month`, each account's and currency's taken whole (an upper bound of
    /// what any report adds up).
    private mutating func load(_ month: Int, _ db: Database) throws {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT m.total, c.received FROM monthSum m JOIN category c ON c.id = m.categoryId WHERE m.month = ?
            """, arguments: [month])
        while let row = try rows.next() {
            let stored = StoreRow(row, table: "monthSum")
            let total = try stored.integer("total", in: (Int64.min + 1)...Int64.max)
            let side = MonthSide(month: month, received: try StoreRow(row, table: "category").flag("received"))
            let (sum, overflow) = (totals[side] ?? 0).addingReportingOverflow(abs(total))
            if overflow { throw StoreRow.damage("the monthly sums of \(HistoryCalendar.yearMonth(index: month)) pass the largest amount") }
            totals[side] = sum
        }
    }
}
