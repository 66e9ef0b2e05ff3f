import GRDB

/// The store's rows summed into a ``SpendLedger``: one SQL `GROUP BY` over currency, month, side
/// and category, less the rows of paired transfers (``TransferPairing``) and, with
/// `--exclude-transfers`, less the rows in a Transfers category.
struct HistoryLedger {
    var ledger = SpendLedger()
    var taxonomy: Taxonomy
    /// Both rows of every paired transfer.
    var internalTransfers = 0
    /// Rows left out by `--exclude-transfers` (unpaired ones).
    var transfersExcluded = 0

    /// Sums the whole store. `taxonomy` is the run's (rules file and built-in categories); a
    /// category stored by an earlier run and unknown to it is added with its stored colour.
    init(_ db: Database, taxonomy: Taxonomy, excludeTransfers: Bool, file: String) throws {
        self.taxonomy = taxonomy
        struct Bucket: Hashable {
            var currency: String
            var month: Int
            var received: Bool
            var category: String
        }
        var sums: [Bucket: (amount: Int64, count: Int, color: String, transfer: Bool)] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT currency, month, amount > 0 AS received, category, categoryColor, transferCategory,
                   sum(amount) AS total, count(*) AS rows
            FROM entry GROUP BY currency, month, received, category, categoryColor, transferCategory
            """)
        while let row = try rows.next() {
            let bucket = Bucket(currency: row["currency"], month: row["month"], received: row["received"], category: row["category"])
            let total: Int64 = row["total"]
            let count: Int = row["rows"]
            let color: String = row["categoryColor"]
            let transfer: Bool = row["transferCategory"]
            if let known = sums[bucket] {
                let (amount, overflow) = known.amount.addingReportingOverflow(total)
                if overflow { throw MoneyOverflow() }
                sums[bucket] = (amount, known.count + count, known.color, known.transfer || transfer)
            } else {
                sums[bucket] = (total, count, color, transfer)
            }
        }
        for side in try TransferPairing.pairedRows(db) {
            let bucket = Bucket(currency: side.currency, month: side.month, received: side.amount > 0, category: side.category)
            guard let known = sums[bucket] else { continue }
            let (amount, overflow) = known.amount.subtractingReportingOverflow(side.amount)
            if overflow { throw MoneyOverflow() }
            sums[bucket] = (amount, known.count - 1, known.color, known.transfer)
            internalTransfers += 1
        }
        for (bucket, sum) in sums.sorted(by: { ($0.key.currency, $0.key.month, $0.key.category) < ($1.key.currency, $1.key.month, $1.key.category) })
        where sum.count > 0 {
            let direction: Direction = bucket.received ? .received : .spent
            let id = self.taxonomy.id(named: bucket.category, direction: direction)
                ?? self.taxonomy.add(Category(name: bucket.category, color: sum.color, direction: direction, isTransfer: sum.transfer))
            if excludeTransfers && self.taxonomy[id].isTransfer {
                transfersExcluded += sum.count
                continue
            }
            let magnitude = sum.amount.magnitude
            guard magnitude <= UInt64(Int64.max) else { throw MoneyOverflow() }
            let key = SpendLedger.Key(currency: bucket.currency.isEmpty ? nil : bucket.currency,
                                      month: HistoryLedger.yearMonth(index: bucket.month),
                                      direction: direction, category: id)
            try ledger.add(key, amount: Money(minorUnits: Int64(magnitude)), count: sum.count)
        }
    }

    /// The month of a stored month index (`year × 12 + month − 1`).
    static func yearMonth(index: Int) -> YearMonth {
        let year = CivilCalendar.floorDivide(index, 12)
        return YearMonth(year: year, month: index - year * 12 + 1)
    }
}
