/// Everything README's "How the numbers are made" describes from a ledger: the report currency and month, both donuts, the
/// monthly sums and how many rows were used or left out.
///
/// Row accounting: every row in the ledger is exactly one of ``used`` (report currency or no
/// currency, report month), ``otherMonths`` (report currency or none, another month — before or
/// after the report month) or ``otherCurrency`` (another named currency, any month).
struct ReportAggregate: Sendable, Hashable {
    var currency: String
    var month: YearMonth
    var spent: DonutSide
    var received: DonutSide
    var monthly: [MonthTotals]
    /// Rows in the report month and currency: all of them are in the donuts.
    var used: Int
    /// Rows in another currency, left out of everything.
    var otherCurrency: Int
    /// Rows in the report currency but another month (they may still be in ``monthly``).
    var otherMonths: Int

    /// Aggregates `ledger`.
    ///
    /// - Parameters:
    ///   - currency: `--currency`, or `nil` for the most frequent (see ``ReportCurrency``).
    ///   - month: `--month`, or `nil` for the latest month present in the report currency's data.
    ///   - fallbackMonth: the month when there is no data at all (the current month of the clock).
    init(ledger: SpendLedger, taxonomy: Taxonomy, currency requestedCurrency: String? = nil,
                month requestedMonth: YearMonth? = nil, fallbackMonth: YearMonth) throws(AggregationError) {
        let choice = ReportCurrency.choose(requested: requestedCurrency, ledger: ledger)
        let currency = choice.code
        var latest: YearMonth?
        var otherCurrency = 0
        for (key, sum) in ledger.sums {
            if choice.includes(key) {
                if latest.map({ key.month > $0 }) ?? true { latest = key.month }
            } else {
                otherCurrency += sum.count
            }
        }
        let month = requestedMonth ?? latest ?? fallbackMonth

        var totals: [Direction: [CategoryID: CategoryTotal]] = [.spent: [:], .received: [:]]
        var used = 0, otherMonths = 0
        for (key, sum) in ledger.sums where choice.includes(key) {
            guard key.month == month else {
                otherMonths += sum.count
                continue
            }
            used += sum.count
            let category = taxonomy.categories.indices.contains(key.category)
                ? taxonomy[key.category]
                : Category(name: Category.othersName, color: Category.othersColor, direction: key.direction)
            var total = totals[key.direction]?[key.category]
                ?? CategoryTotal(category: key.category, name: category.name, color: category.color, amount: .zero, count: 0)
            do {
                total.amount = try total.amount.adding(sum.amount)
            } catch {
                throw AggregationError.overflow("the money \(key.direction.rawValue) on \(category.name) in \(month) (\(currency))")
            }
            total.count += sum.count
            totals[key.direction, default: [:]][key.category] = total
        }

        func side(_ direction: Direction) throws(AggregationError) -> DonutSide {
            let othersColor = taxonomy.id(named: Category.othersName, direction: direction).map { taxonomy[$0].color } ?? Category.othersColor
            do {
                return try TopCategories.donut(direction: direction, totals: Array((totals[direction] ?? [:]).values), othersColor: othersColor)
            } catch {
                throw AggregationError.overflow("the money \(direction.rawValue) in \(month) (\(currency))")
            }
        }

        self.currency = currency
        self.month = month
        self.spent = try side(.spent)
        self.received = try side(.received)
        self.monthly = try MonthlySummary.months(in: ledger, currency: choice, through: month)
        self.used = used
        self.otherCurrency = otherCurrency
        self.otherMonths = otherMonths
    }
}
