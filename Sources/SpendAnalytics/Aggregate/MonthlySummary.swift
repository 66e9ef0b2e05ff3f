/// Spent, received and net money of one month in the report currency.
struct MonthTotals: Sendable, Hashable {
    var month: YearMonth
    var spent: Money
    var received: Money
    /// `received − spent` (negative when more went out than came in).
    var net: Money
}

/// The monthly sums of a report (docs/JSON.md: How the numbers are made): every month present in the report currency's data
/// within the twelve calendar months that end with the report month, oldest first.
///
/// A month with no rows is left out (not listed as zero); months after the report month are
/// never listed.
enum MonthlySummary {
    /// Calendar months in the window, the report month included.
    static let windowLength = 12

    /// The first month of the window that ends with `month`.
    static func windowStart(endingWith month: YearMonth) -> YearMonth {
        var start = month
        for _ in 1..<windowLength { start = start.previous }
        return start
    }

    /// The months of `ledger` in the report currency in the window ending with `month`.
    static func months(in ledger: SpendLedger, currency: ReportCurrency.Choice, through month: YearMonth)
        throws(AggregationError) -> [MonthTotals]
    {
        let start = windowStart(endingWith: month)
        var totals: [YearMonth: (spent: Money, received: Money)] = [:]
        for (key, sum) in ledger.sums where currency.includes(key) && key.month >= start && key.month <= month {
            var entry = totals[key.month, default: (.zero, .zero)]
            do {
                switch key.direction {
                case .spent: entry.spent = try entry.spent.adding(sum.amount)
                case .received: entry.received = try entry.received.adding(sum.amount)
                }
            } catch {
                throw AggregationError.overflow("the money \(key.direction.rawValue) in \(key.month) (\(currency))")
            }
            totals[key.month] = entry
        }
        return try totals.keys.sorted().map { (month: YearMonth) throws(AggregationError) -> MonthTotals in
            let entry = totals[month] ?? (.zero, .zero)
            do {
                return MonthTotals(
                    month: month, spent: entry.spent, received: entry.received,
                    net: try entry.received.subtracting(entry.spent))
            } catch {
                throw AggregationError.overflow("the net of \(month) (\(currency))")
            }
        }
    }
}
