/// Running sums per currency × month × direction × category: all the aggregation state of a run
/// (it grows with distinct keys, never with rows).
///
/// STUB: the aggregate work replaces this implementation; the signatures stay.
public struct SpendLedger: Sendable {
    public struct Key: Sendable, Hashable {
        public var currency: String?
        public var month: YearMonth
        public var direction: Direction
        public var category: CategoryID
    }

    public struct Sum: Sendable, Hashable {
        public var amount: Money = .zero
        public var count = 0
    }

    public private(set) var sums: [Key: Sum] = [:]

    public init() {}

    /// Adds one transaction; ``MoneyOverflow`` when a sum would pass `Int64`.
    public mutating func add(date: LocalDate, direction: Direction, category: CategoryID, currency: String?, amount: Money) throws(MoneyOverflow) {
        let key = Key(currency: currency, month: date.yearMonth, direction: direction, category: category)
        var sum = sums[key, default: Sum()]
        sum.amount = try sum.amount.adding(amount)
        sum.count += 1
        sums[key] = sum
    }
}
