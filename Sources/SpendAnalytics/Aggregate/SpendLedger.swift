/// Running sums per currency × month × direction × category: all the aggregation state of a run
/// (it grows with distinct keys, never with rows).
public struct SpendLedger: Sendable {
    /// One bucket: a currency (`nil` when the row named none), a month, a side and a category.
    public struct Key: Sendable, Hashable {
        public var currency: String?
        public var month: YearMonth
        public var direction: Direction
        public var category: CategoryID

        public init(currency: String?, month: YearMonth, direction: Direction, category: CategoryID) {
            self.currency = currency
            self.month = month
            self.direction = direction
            self.category = category
        }
    }

    /// The money and the number of rows in one bucket.
    public struct Sum: Sendable, Hashable {
        public var amount: Money = .zero
        public var count = 0

        public init(amount: Money = .zero, count: Int = 0) {
            self.amount = amount
            self.count = count
        }
    }

    public private(set) var sums: [Key: Sum] = [:]

    public init() {}

    /// Adds one transaction; ``MoneyOverflow`` when a sum would pass `Int64` (the ledger is then unchanged).
    public mutating func add(date: LocalDate, direction: Direction, category: CategoryID, currency: String?, amount: Money) throws(MoneyOverflow) {
        try add(Key(currency: currency, month: date.yearMonth, direction: direction, category: category), amount: amount)
    }

    /// Adds `amount` (one row) to the bucket `key`.
    public mutating func add(_ key: Key, amount: Money, count: Int = 1) throws(MoneyOverflow) {
        var sum = sums[key, default: Sum()]
        sum.amount = try sum.amount.adding(amount)
        sum.count += count
        sums[key] = sum
    }

    /// Rows per named currency (rows without a currency are not counted here).
    public var rowsByCurrency: [String: Int] {
        var counts: [String: Int] = [:]
        for (key, sum) in sums {
            if let currency = key.currency { counts[currency, default: 0] += sum.count }
        }
        return counts
    }

    /// Every row in the ledger.
    public var rowCount: Int { sums.values.reduce(0) { $0 + $1.count } }
}
