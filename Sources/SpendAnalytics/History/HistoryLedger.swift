import GRDB

/// The store summed into a ``SpendLedger``: the `monthSum` summary over every account, less the
/// rows of paired transfers (``TransferPairing``) and, with `--exclude-transfers`, less the rows in
/// a Transfers category.
struct HistoryLedger {
    var ledger = SpendLedger()
    var taxonomy: Taxonomy
    /// Both rows of every paired transfer.
    var internalTransfers = 0
    /// Rows left out by `--exclude-transfers` (unpaired ones).
    var transfersExcluded = 0

    /// Sums the whole store. `taxonomy` is the run's (rules file and built-in categories); a
    /// category stored by an earlier run and unknown to it is added with its stored colour.
    init(_ db: Database, taxonomy: Taxonomy, excludeTransfers: Bool) throws {
        self.taxonomy = taxonomy
        struct Bucket: Hashable, Comparable {
            var currency: String
            var month: Int
            var category: Int64
            static func < (a: Bucket, b: Bucket) -> Bool {
                (a.currency, a.month, a.category) < (b.currency, b.month, b.category)
            }
        }
        var sums: [Bucket: HistorySummaries.Sum] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT currency, month, categoryId, total, rows FROM monthSum")
        while let row = try rows.next() {
            let sum = StoreRow(row, table: "monthSum")
            let bucket = Bucket(
                currency: try sum.text("currency"), month: try sum.month("month"),
                category: try sum.integer("categoryId"))
            try sums[bucket, default: HistorySummaries.Sum()].add(try sum.integer("total"), rows: try sum.count("rows"))
        }
        for side in try TransferPairing.pairedRows(db) {
            let bucket = Bucket(currency: side.currency, month: side.month, category: side.category)
            // A pair's rows are in the sums (their imports added them): taking them out cannot
            // pass Int64 unless the store is damaged, which is refused, never wrapped.
            guard var sum = sums[bucket] else { throw StoreRow.damage("a paired transfer's row is in no monthly sum") }
            let (total, overflow) = sum.total.subtractingReportingOverflow(side.amount)
            if overflow || sum.rows < 1 { throw StoreRow.damage("a paired transfer's row is not in its monthly sum") }
            sum.total = total
            sum.rows -= 1
            sums[bucket] = sum
            internalTransfers += 1
        }
        var categories: [Int64: Category] = [:]
        let stored = try Row.fetchCursor(db, sql: "SELECT id, name, color, received, isTransfer FROM category")
        while let row = try stored.next() {
            let category = StoreRow(row, table: "category")
            categories[try category.integer("id")] = Category(
                name: try category.text("name"), color: try category.text("color"),
                direction: try category.flag("received") ? .received : .spent,
                isTransfer: try category.flag("isTransfer"))
        }
        for (bucket, sum) in sums.sorted(by: { $0.key < $1.key }) where sum.rows > 0 {
            guard let category = categories[bucket.category] else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a sum names no category")
            }
            let id =
                self.taxonomy.id(named: category.name, direction: category.direction) ?? self.taxonomy.add(category)
            if excludeTransfers && self.taxonomy[id].isTransfer {
                transfersExcluded += sum.rows
                continue
            }
            guard sum.total != Int64.min else { throw StoreRow.damage("a monthly sum passes the largest amount") }
            let key = SpendLedger.Key(
                currency: bucket.currency.isEmpty ? nil : bucket.currency,
                month: HistoryCalendar.yearMonth(index: bucket.month), direction: category.direction, category: id)
            try ledger.add(key, amount: Money(minorUnits: abs(sum.total)), count: sum.rows)
        }
    }
}

extension HistoryLedger {
    /// The latest day of a stored row in the report currency (`currency`; rows stored without one
    /// too when `includesUnlabelled`) on or before the last day of `month`: the report's `asOf`.
    /// The blocks are read through their index on `day`, newest first, stopping at the first row
    /// that qualifies.
    static func latestDate(_ db: Database, currency: String, includesUnlabelled: Bool, through month: YearMonth) throws
        -> LocalDate?
    {
        guard
            let last = LocalDate(
                year: month.year, month: month.month, day: LocalDate.daysIn(month: month.month, year: month.year))
        else {
            return nil
        }
        let code = Array(currency.utf8)
        var found: Int?
        try StoredBlocks.forEachBlockUntil(
            db, "WHERE day <= ? ORDER BY day DESC", arguments: [HistoryCalendar.day(last)]
        ) { place, data in
            try DayBlock.forEachRow(in: data) { row in
                if found == nil, row.currency.elementsEqual(code) || (includesUnlabelled && row.currency.isEmpty) {
                    found = place.day
                }
            }
            return found == nil
        }
        return found.flatMap(CivilCalendar.date(fromDays:))
    }
}
