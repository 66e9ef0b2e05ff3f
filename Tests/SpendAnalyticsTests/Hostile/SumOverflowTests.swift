import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 11, finding 8: under `--skip-invalid` a sum that overflowed dropped whichever row came
/// second, so the report silently lost money. An overflowing sum stops the run, naming the row.
@Suite("A sum that overflows stops the run")
struct SumOverflowTests {
    /// Two rows of 50,000,000,000,000,000.00 each: alone each fits, together they pass Int64.max minor units.
    static let csv =
        "Date,Description,Amount\n2026-11-01,Coffee,-50000000000000000.00\n2026-11-02,Coffee,-50000000000000000.00\n"

    @Test("with and without --skip-invalid: exit 65 at the second row", arguments: [false, true])
    func stops(skipInvalid: Bool) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("big.csv")
        try Data(Self.csv.utf8).write(to: input)
        let out = dir.appendingPathComponent("out")
        let result = try CLIRunner.run(
            [
                "report", input.path, "--out", out.path, "--now", "2026-11-22T02:00:00+05:30",
                "--timezone", "Asia/Kolkata",
            ] + (skipInvalid ? ["--skip-invalid"] : []))
        #expect(result.status == 65, "stderr: \(result.stderr)")
        #expect(
            result.stderr
                == "spendreport: error: \(input.path):3: adding this row's amount overflows a sum's 64-bit count of "
                + "minor units: the report cannot be exact (not skipped with --skip-invalid, since dropping either row would "
                + "change the totals) (50000000000000000.00)\n")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("spend-analytics.json").path))
    }

    @Test("the row's amount is quoted in its currency's exponent")
    func quotedInTheCurrencysExponent() throws {
        let csv =
            "Date,Description,Amount,Currency\n2026-11-01,Coffee,-5000000000000000.000,KWD\n2026-11-02,Coffee,-5000000000000000.000,KWD\n"
        let pipeline = ReportPipeline(
            source: .bytes(Array(csv.utf8), name: "k.csv"),
            options: ReportPipeline.Options(
                reader: ReaderOptions(timeZone: ReaderHarness.utc), report: ReportFixtures.options()))
        #expect(
            throws: InputError(
                file: "k.csv", position: SourcePosition(line: 3), reason: .sumOverflow,
                text: "5000000000000000.000")
        ) {
            try pipeline.run()
        }
    }
}
