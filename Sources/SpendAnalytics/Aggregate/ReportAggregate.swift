/// Everything docs/JSON.md's "How the numbers are made" describes from a ledger: the report currency and month, both donuts, the
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
    /// Which rows count for the report currency (rows naming none or not).
    var currencyChoice: ReportCurrency.Choice
    /// The latest date of a row in the report currency in the report month or before (`asOf`);
    /// `nil` when there is none, or when the ledger's sums carry no dates.
    var latestDate: LocalDate?
    /// Whether the month before the report month holds any row in the report currency: only then
    /// do the slices carry a previous-month amount (``DonutSlice/previousAmount``).
    var previousMonthHasData: Bool

    /// Aggregates `ledger`.
    ///
    /// - Parameters:
    ///   - currency: `--currency`, or `nil` for the most frequent (see ``ReportCurrency``).
    ///   - month: `--month`, or `nil` for the latest month present in the report currency's data
    ///     up to `fallbackMonth`.
    ///   - fallbackMonth: the month when there is no data at all (the current month of the clock).
    init(
        ledger: SpendLedger, taxonomy: Taxonomy, currency requestedCurrency: String? = nil,
        month requestedMonth: YearMonth? = nil, fallbackMonth: YearMonth
    ) throws(AggregationError) {
        let choice = ReportCurrency.choose(requested: requestedCurrency, ledger: ledger)
        let currency = choice.code
        var latest: YearMonth?
        var otherCurrency = 0
        let sums = ledger.sums
        for (key, sum) in sums {
            if choice.includes(key) {
                if latest.map({ key.month > $0 }) ?? true { latest = key.month }
            } else {
                otherCurrency += sum.count
            }
        }
        // The latest month of the data, never past the clock's: one row dated ahead (a bank
        // ahead of the clock, a mistyped date) does not move the report (RowDateLimit).
        let month = requestedMonth ?? latest.map { min($0, fallbackMonth) } ?? fallbackMonth

        var totals: [Direction: [CategoryID: CategoryTotal]] = [.spent: [:], .received: [:]]
        var previous: [Direction: [CategoryID: Money]] = [.spent: [:], .received: [:]]
        var used = 0
        var otherMonths = 0
        var previousRows = 0
        var latestDay: Int32 = 0
        let previousMonth = month.previous
        for (key, sum) in sums where choice.includes(key) {
            if key.month <= month, sum.latestDay > latestDay { latestDay = sum.latestDay }
            guard key.month == month else {
                otherMonths += sum.count
                if key.month == previousMonth {
                    previousRows += sum.count
                    do {
                        previous[key.direction, default: [:]][key.category] =
                            try (previous[key.direction]?[key.category] ?? .zero).adding(sum.amount)
                    } catch {
                        throw AggregationError.overflow(
                            "the money \(key.direction.rawValue) in \(previousMonth) (\(currency))")
                    }
                }
                continue
            }
            used += sum.count
            let category =
                taxonomy.categories.indices.contains(key.category)
                ? taxonomy[key.category]
                : Category(name: Category.othersName, color: Category.othersColor, direction: key.direction)
            var total =
                totals[key.direction]?[key.category]
                ?? CategoryTotal(
                    category: key.category, name: category.name, color: category.color, amount: .zero, count: 0)
            do {
                total.amount = try total.amount.adding(sum.amount)
            } catch {
                throw AggregationError.overflow(
                    "the money \(key.direction.rawValue) on \(category.name) in \(month) (\(currency))")
            }
            total.count += sum.count
            totals[key.direction, default: [:]][key.category] = total
        }

        func side(_ direction: Direction) throws(AggregationError) -> DonutSide {
            let othersColor =
                taxonomy.id(named: Category.othersName, direction: direction).map { taxonomy[$0].color }
                ?? Category.othersColor
            do {
                var donut = try TopCategories.donut(
                    direction: direction, totals: Array((totals[direction] ?? [:]).values), othersColor: othersColor)
                if previousRows > 0 { try donut.setPreviousAmounts(previous[direction] ?? [:]) }
                return donut
            } catch {
                throw AggregationError.overflow(
                    "the money \(direction.rawValue) in \(month) or \(previousMonth) (\(currency))")
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
        self.currencyChoice = choice
        self.latestDate = Self.date(packed: latestDay)
        self.previousMonthHasData = previousRows > 0
    }

    /// The date of a ``LocalDate/packed`` day; `nil` for 0.
    static func date(packed day: Int32) -> LocalDate? {
        SpendLedger.Sum(latestDay: day).latestDate
    }
}
