import Testing

@testable import SpendAnalytics

@Suite("Report currency, month, monthly sums and row counts")
struct ReportAggregateTests {
    typealias F = LedgerFixtures
    typealias Row = LedgerFixtures.Row
    static let november = YearMonth(year: 2026, month: 11)

    static func aggregate(
        _ rows: [Row], currency: String? = nil, month: YearMonth? = nil,
        fallback: YearMonth = november
    ) throws -> ReportAggregate {
        try ReportAggregate(
            ledger: F.ledger(rows), taxonomy: F.taxonomy, currency: currency, month: month, fallbackMonth: fallback)
    }

    // MARK: - Currency

    @Test("the most frequent currency by rows wins, not the largest amount")
    func mostFrequentByRows() throws {
        let report = try Self.aggregate([
            Row("2026-11-01", .spent, "Travel", "USD", 9_000_000),
            Row("2026-11-02", .spent, "Travel", "USD", 9_000_000),
            Row("2026-11-01", .spent, "Groceries", "INR", 100), Row("2026-11-02", .spent, "Groceries", "INR", 200),
            Row("2026-11-03", .received, "Salary", "INR", 300),
        ])
        #expect(report.currency == "INR")
        #expect(report.spent.total == Money(minorUnits: 300) && report.received.total == Money(minorUnits: 300))
        #expect(report.otherCurrency == 2 && report.used == 3 && report.otherMonths == 0)
    }

    @Test("a tie in row counts goes to the alphabetically first code")
    func tieAlphabetical() throws {
        let rows = [
            Row("2026-11-01", .spent, "Travel", "USD", 100), Row("2026-11-01", .spent, "Travel", "EUR", 100),
            Row("2026-11-01", .spent, "Travel", "GBP", 100), Row("2026-11-02", .spent, "Travel", "USD", 100),
            Row("2026-11-02", .spent, "Travel", "EUR", 100),
        ]
        #expect(try Self.aggregate(rows).currency == "EUR")
        #expect(try Self.aggregate(rows.reversed()).currency == "EUR")
    }

    @Test("rows without a currency vote together: a few labelled rows never relabel an unlabelled file")
    func nilCurrencyRows() throws {
        let report = try Self.aggregate([
            Row("2026-11-01", .spent, "Travel", nil, 100), Row("2026-11-01", .spent, "Travel", nil, 100),
            Row("2026-11-01", .spent, "Travel", nil, 100), Row("2026-11-02", .spent, "Health", "GBP", 50),
            Row("2026-11-02", .spent, "Health", "USD", 70), Row("2026-11-02", .spent, "Health", "USD", 70),
        ])
        #expect(report.currency == "XXX")
        #expect(report.spent.total == Money(minorUnits: 300))
        #expect(report.used == 3 && report.otherCurrency == 3)
    }

    @Test("a named currency with more rows than the unlabelled ones wins; the unlabelled rows are counted apart")
    func namedCurrencyWins() throws {
        let report = try Self.aggregate([
            Row("2026-11-01", .spent, "Travel", nil, 100), Row("2026-11-02", .spent, "Health", "USD", 70),
            Row("2026-11-02", .spent, "Health", "USD", 70), Row("2026-11-03", .spent, "Health", "GBP", 50),
        ])
        #expect(report.currency == "USD")
        #expect(report.spent.total == Money(minorUnits: 140))
        #expect(report.used == 2 && report.otherCurrency == 2)
    }

    @Test("with --currency, rows without a currency count for it")
    func requestedCurrencyTakesUnlabelled() throws {
        let report = try Self.aggregate(
            [
                Row("2026-11-01", .spent, "Travel", nil, 100), Row("2026-11-02", .spent, "Health", "USD", 70),
                Row("2026-11-02", .spent, "Health", "USD", 70), Row("2026-11-03", .spent, "Health", "GBP", 50),
            ], currency: "USD")
        #expect(report.spent.total == Money(minorUnits: 240))
        #expect(report.used == 3 && report.otherCurrency == 1)
    }

    @Test("--currency wins (any case), even over a more frequent one")
    func requestedCurrency() throws {
        let report = try Self.aggregate(
            [
                Row("2026-11-01", .spent, "Travel", "INR", 100), Row("2026-11-01", .spent, "Travel", "INR", 100),
                Row("2026-11-02", .spent, "Health", "USD", 70),
            ], currency: "usd")
        #expect(report.currency == "USD" && report.spent.total == Money(minorUnits: 70) && report.otherCurrency == 2)
    }

    @Test("no currency anywhere: XXX")
    func unknownCurrency() throws {
        #expect(try Self.aggregate([Row("2026-11-01", .spent, "Travel", nil, 100)]).currency == "XXX")
        #expect(try Self.aggregate([]).currency == "XXX")
    }

    // MARK: - Month

    @Test("the report month is the latest month of the report currency's data")
    func latestMonthOfTheCurrency() throws {
        let report = try Self.aggregate([
            Row("2026-10-30", .spent, "Travel", "INR", 100), Row("2026-09-01", .spent, "Travel", "INR", 100),
            Row("2026-10-01", .received, "Salary", nil, 900), Row("2026-12-05", .spent, "Travel", "USD", 100),
        ])
        #expect(report.month == YearMonth(year: 2026, month: 10))
        #expect(report.used == 1 && report.otherMonths == 1 && report.otherCurrency == 2)
    }

    @Test("--month with no data gives empty sides; every row counts as another month")
    func emptyRequestedMonth() throws {
        let report = try Self.aggregate(
            [Row("2026-10-30", .spent, "Travel", "INR", 100), Row("2026-11-02", .received, "Salary", "INR", 5)],
            month: YearMonth(year: 2027, month: 1))
        #expect(report.month == YearMonth(year: 2027, month: 1))
        #expect(report.spent.slices.isEmpty && report.received.slices.isEmpty)
        #expect(report.spent.total == .zero && report.used == 0 && report.otherMonths == 2)
        #expect(report.monthly.map(\.month.description) == ["2026-10", "2026-11"])
    }

    @Test("an empty ledger reports the fallback month (the clock's) with empty sides")
    func emptyLedger() throws {
        let report = try Self.aggregate([], fallback: YearMonth(year: 2026, month: 3))
        #expect(report.month == YearMonth(year: 2026, month: 3) && report.monthly.isEmpty && report.used == 0)
    }

    // MARK: - Monthly sums

    @Test("monthly: months present among the twelve ending with the report month, oldest first")
    func monthlyWindow() throws {
        var rows: [Row] = []
        // Fifteen months 2025-08 … 2026-10, with 2026-02 missing, plus 2026-12 after the report month.
        var month = YearMonth(year: 2025, month: 8)
        for index in 0..<15 {
            if month != YearMonth(year: 2026, month: 2) {
                rows.append(Row("\(month)-10", .spent, "Groceries", "INR", Int64(1_000 + index)))
                rows.append(Row("\(month)-28", .received, "Salary", "INR", 500))
            }
            month =
                month == YearMonth(year: month.year, month: 12)
                ? YearMonth(year: month.year + 1, month: 1)
                : YearMonth(year: month.year, month: month.month + 1)
        }
        rows.append(Row("2026-12-01", .spent, "Travel", "INR", 7))
        let report = try Self.aggregate(rows, month: YearMonth(year: 2026, month: 10))
        #expect(
            report.monthly.map(\.month.description) == [
                "2025-11", "2025-12", "2026-01", "2026-03", "2026-04", "2026-05",
                "2026-06", "2026-07", "2026-08", "2026-09", "2026-10",
            ])
        let october = try #require(report.monthly.last)
        #expect(
            october.spent == Money(minorUnits: 1_014) && october.received == Money(minorUnits: 500)
                && october.net == Money(minorUnits: -514))
        #expect(report.monthly.first?.spent == Money(minorUnits: 1_003))
        #expect(report.used == 2 && report.otherMonths == rows.count - 2)
    }

    @Test("monthly sums leave other currencies out (and unlabelled rows when a named currency wins)")
    func monthlyCurrency() throws {
        let rows = [
            Row("2026-11-01", .spent, "Travel", "INR", 100), Row("2026-11-02", .spent, "Travel", nil, 50),
            Row("2026-11-03", .spent, "Travel", "USD", 9_999), Row("2026-11-04", .received, "Salary", "INR", 20),
            Row("2026-11-05", .spent, "Health", "INR", 1),
        ]
        #expect(
            try Self.aggregate(rows).monthly == [
                MonthTotals(
                    month: Self.november, spent: Money(minorUnits: 101),
                    received: Money(minorUnits: 20), net: Money(minorUnits: -81))
            ])
        #expect(
            try Self.aggregate(rows, currency: "INR").monthly == [
                MonthTotals(
                    month: Self.november, spent: Money(minorUnits: 151), received: Money(minorUnits: 20),
                    net: Money(minorUnits: -131))
            ])
    }

    // MARK: - Donuts and accounting

    @Test("both sides of the report month, with counts per category")
    func sides() throws {
        let report = try Self.aggregate([
            Row("2026-11-01", .spent, "Food & Dining", "INR", 752_310),
            Row("2026-11-02", .spent, "Groceries", "INR", 1_000_000),
            Row("2026-11-03", .spent, "Groceries", "INR", 587_690),
            Row("2026-11-04", .received, "Salary", "INR", 500_000),
        ])
        #expect(report.spent.slices.map(\.name) == ["Groceries", "Food & Dining"])
        #expect(report.spent.slices.map(\.count) == [2, 1])
        #expect(report.spent.slices.map(\.percentage.description) == ["67.85", "32.15"])
        #expect(report.received.slices.map(\.name) == ["Salary"])
        #expect(report.received.slices.first?.percentage.description == "100.00")
    }

    @Test("every ledger row is used, in another month or in another currency")
    func accounting() throws {
        var generator = SplitMix64(state: 42)
        let currencies: [String?] = ["INR", "USD", nil, "EUR"]
        let names = ["Food & Dining", "Groceries", "Travel", "Others"]
        var rows: [Row] = []
        for _ in 0..<300 {
            let month = Int(generator.next() % 12) + 1
            let received = generator.next() % 3 == 0
            rows.append(
                Row(
                    "2026-\(month < 10 ? "0" : "")\(month)-15", received ? .received : .spent,
                    received ? "Salary" : names[Int(generator.next() % 4)],
                    currencies[Int(generator.next() % 4)], Int64(generator.next() % 100_000) + 1))
        }
        let report = try Self.aggregate(rows)
        #expect(report.used + report.otherMonths + report.otherCurrency == rows.count)
        #expect(report.used == report.spent.count + report.received.count)
        let unlabelledCount = report.currency == ReportCurrency.unknown
        #expect(
            report.used
                == rows.filter {
                    ($0.currency == nil ? unlabelledCount : $0.currency == report.currency)
                        && $0.date.hasPrefix(report.month.description)
                }.count)
    }

    @Test("a month's side total past Int64 is an aggregation error, never a wrap")
    func overflow() throws {
        let rows = [
            Row("2026-11-01", .spent, "Travel", "INR", Int64.max / 2 + 1),
            Row("2026-11-02", .spent, "Health", "INR", Int64.max / 2 + 1),
        ]
        #expect(throws: AggregationError.self) { try Self.aggregate(rows) }
        // A month before the report month: caught by the monthly sums.
        let earlier = [
            Row("2026-10-01", .spent, "Travel", "INR", Int64.max / 2 + 1),
            Row("2026-10-02", .spent, "Health", "INR", Int64.max / 2 + 1),
            Row("2026-11-01", .spent, "Travel", "INR", 100),
        ]
        #expect(throws: AggregationError.self) { try Self.aggregate(earlier) }
        // The largest amounts on both sides net to zero without overflowing.
        let net = [
            Row("2026-11-01", .spent, "Travel", "INR", Int64.max),
            Row("2026-11-02", .received, "Salary", "INR", Int64.max),
        ]
        #expect(try Self.aggregate(net).monthly.first?.net == .zero)
    }
}
