import Foundation
import Testing

@testable import SpendAnalytics

/// The pipeline glue on small in-memory CSVs (ISO dates, one signed amount column: the plainest
/// export every reader handles).
@Suite("Report pipeline")
struct ReportPipelineTests {
    static func run(_ csv: String, month: YearMonth? = nil, allowEmpty: Bool = false) throws -> ReportPipeline.Output {
        let options = ReportPipeline.Options(
            reader: ReaderOptions(timeZone: ReportFixtures.kolkata),
            report: ReportFixtures.options(month: month), allowEmpty: allowEmpty)
        return try ReportPipeline(source: .bytes(Array(csv.utf8), name: "test.csv"), options: options).run()
    }

    static let csv = """
        Date,Description,Amount
        2026-11-01,Coffee,-4.50
        2026-11-02,Salary,1000.00
        2026-11-03,Nothing,0.00
        2026-10-05,Rent,-500
        2026-11-04,Lunch,-12.25

        """

    @Test("every row is used or counted: rows = used + all the other counters")
    func rowAccounting() throws {
        let stats = try Self.run(Self.csv).model.stats
        #expect(stats.rows == 5 && stats.used == 3 && stats.otherMonths == 1 && stats.zeroAmount == 1)
        #expect(
            stats.rows == stats.used + stats.skippedInvalid + stats.duplicates + stats.zeroAmount + stats.nonTransaction
                + stats.notCompleted + stats.transfersExcluded + stats.otherCurrency + stats.otherMonths)
    }

    @Test("the files: the JSON first, then the SVGs light and dark, bytes equal to their encoders'; charts lists each")
    func files() throws {
        let output = try Self.run(Self.csv)
        #expect(output.files.map(\.name) == ["spend-analytics.json"] + WidgetCharts.fileNames)
        #expect(output.files.dropFirst().map(\.name) == output.model.charts.all.map(\.file))
        #expect(
            WidgetCharts.fileNames == [
                "spent.svg", "received.svg", "widget-small.svg", "widget-medium.svg", "widget-large.svg",
                "trend.svg", "spent-dark.svg", "received-dark.svg", "widget-small-dark.svg",
                "widget-medium-dark.svg", "widget-large-dark.svg", "trend-dark.svg",
            ])
        #expect(output.files.first?.bytes == (try ChartJSON.encode(output.model)))
        #expect(output.model.month == "2026-11")
        #expect(
            output.model.entries.first?.spent.total == 1_675 && output.model.entries.first?.received.total == 100_000)
        #expect(output.model.entries.first?.monthly.map(\.month) == ["2026-10", "2026-11"])
    }

    @Test("a header with no rows is refused: an expired download must not blank the widget")
    func headerOnlyRefused() throws {
        let error = try #require(throws: InputError.self) { try Self.run("Date,Description,Amount\n") }
        #expect(error.reason == .noDataRows)
        #expect(
            error.description
                == "test.csv: holds no data row (a failed or expired download?); the previous report is left as it was (--allow-empty to accept)"
        )
        // Rows that are all skipped (a zero amount) are data rows: not refused.
        #expect(try Self.run("Date,Description,Amount\n2026-11-03,Nothing,0.00\n").model.stats.zeroAmount == 1)
    }

    @Test("with --allow-empty a header with no rows is an empty month of the clock, not an error")
    func headerOnly() throws {
        let output = try Self.run("Date,Description,Amount\n", allowEmpty: true)
        #expect(output.model.month == "2026-11" && output.model.currency == "XXX")
        #expect(
            output.model.entries.first?.spent.slices.isEmpty == true && output.model.entries.first?.spent.total == 0)
        #expect(output.model.stats == ReportStats())
        let spent = try #require(output.files.first { $0.name == "spent.svg" })
        #expect(String(decoding: spent.bytes, as: UTF8.self).contains("No spending in November"))
    }

    @Test("--month for a month without data: empty sides, every row in another month")
    func emptyRequestedMonth() throws {
        let output = try Self.run(Self.csv, month: YearMonth(year: 2026, month: 9))
        #expect(output.model.month == "2026-09" && output.model.stats.used == 0 && output.model.stats.otherMonths == 4)
        #expect(output.model.entries.first?.monthly.isEmpty == true)
        #expect(output.model.deepLink == "spendreport://analytics?month=2026-09")
    }

    @Test("identical input gives identical bytes")
    func deterministic() throws {
        #expect(try Self.run(Self.csv).files.map(\.bytes) == Self.run(Self.csv).files.map(\.bytes))
    }
}
