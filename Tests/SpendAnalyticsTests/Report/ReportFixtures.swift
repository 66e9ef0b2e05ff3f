import Foundation

@testable import SpendAnalytics

/// Models built from hand-made ledgers, for JSON, schema and SVG tests.
enum ReportFixtures {
    typealias Row = LedgerFixtures.Row

    static let now = ISO8601DateFormatter().date(from: "2026-11-22T02:00:00+05:30")!
    static let kolkata = TimeZone(identifier: "Asia/Kolkata")!

    static func options(currency: String? = nil, month: YearMonth? = nil) -> ReportOptions {
        ReportOptions(timeZone: kolkata, month: month, currency: currency, now: now)
    }

    /// Seven spent categories (five named slices + Others), two received, two months.
    static let busyRows: [Row] = [
        Row("2026-11-01", .spent, "Food & Dining", "INR", 752_310),
        Row("2026-11-03", .spent, "Food & Dining", "INR", 100_000),
        Row("2026-11-02", .spent, "Groceries", "INR", 500_000), Row("2026-11-04", .spent, "Shopping", "INR", 400_000),
        Row("2026-11-05", .spent, "Travel", "INR", 300_000),
        Row("2026-11-06", .spent, "Transport & Fuel", "INR", 200_000),
        Row("2026-11-07", .spent, "Bills & Utilities", "INR", 87_690),
        Row("2026-11-08", .spent, "Health", "INR", 12_345),
        Row("2026-11-09", .received, "Salary", "INR", 500_000), Row("2026-11-10", .received, "Refunds", "INR", 1_999),
        Row("2026-10-09", .spent, "Groceries", "INR", 2_210_000),
        Row("2026-10-01", .received, "Salary", "INR", 500_000),
        Row("2026-11-11", .spent, "Travel", "USD", 5_000),
    ]

    static func model(_ rows: [Row], taxonomy: Taxonomy = LedgerFixtures.taxonomy, options: ReportOptions = options())
        throws -> ChartModel
    {
        try ReportBuilder.build(
            ledger: LedgerFixtures.ledger(rows, taxonomy: taxonomy), taxonomy: taxonomy,
            stats: ReportStats(), options: options)
    }

    static func busy() throws -> ChartModel { try model(busyRows) }

    /// Spent has one 100 % slice; received is empty.
    static func single() throws -> ChartModel {
        try model([Row("2026-11-01", .spent, "Groceries", "INR", 4_250)])
    }

    /// Nothing at all: the empty state.
    static func empty() throws -> ChartModel { try model([]) }

    /// A category whose name needs escaping everywhere.
    static func hostile() throws -> ChartModel {
        var taxonomy = LedgerFixtures.taxonomy
        taxonomy.add(Category(name: "<Tom & \"Jerry\">", color: "#123ABC", direction: .spent))
        taxonomy.add(Category(name: "O'Brien's \u{1}Pub", color: "#ABC123", direction: .spent))
        return try model(
            [
                Row("2026-11-01", .spent, "<Tom & \"Jerry\">", "INR", 3_000),
                Row("2026-11-02", .spent, "O'Brien's \u{1}Pub", "INR", 1_000),
            ], taxonomy: taxonomy)
    }
}
