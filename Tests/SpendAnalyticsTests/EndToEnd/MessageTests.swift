import Foundation
import Testing

@testable import SpendAnalytics

/// Messages that once misled (issue 30, finding 14), through the built binary: each says what
/// the file is and what to do.
@Suite("End to end: messages that say what is wrong")
struct MessageTests {
    @Test(
        "batch on a UTF-16 file with a byte-order mark says it is UTF-16 and how to convert it, not that the header has no owner column"
    )
    func batchOnUTF16() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("many.csv")
        let text = "id,Date,Description,Amount\nc1,2026-11-01,COFFEE,-4.50\n"
        try Data([0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: input)
        let result = try CLIRunner.run([
            "batch", input.path, "--by", "id", "--jsonl", "--now", "2026-12-01T02:00:00Z", "--timezone", "UTC",
        ])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "spendreport: error: \(input.path): this file is utf-16le (report reads it), but batch --by splits "
                + "UTF-8 and Windows-1252 files only; convert it first, e.g. iconv -f UTF-16 -t UTF-8 \(input.path) > \(input.path).utf8.csv\n",
            "\(result.stderr)")
        // The same file through report reads as it says.
        let report = try CLIRunner.run([
            "report", input.path, "--out", dir.appendingPathComponent("out").path,
            "--now", "2026-12-01T02:00:00Z", "--timezone", "UTC",
        ])
        #expect(report.status == 0, "\(report.stderr)")
    }

    @Test("a time with an offset that passes the year 9999 in the report's zone says so, not 'no such date'")
    func pastTheYear9999() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.csv")
        try Data("Date,Description,Amount\n9999-12-31T23:30:00-05:00,X,-1.00\n".utf8).write(to: input)
        let result = try CLIRunner.run([
            "report", input.path, "--out", dir.appendingPathComponent("out").path,
            "--now", "2026-12-01T02:00:00Z", "--timezone", "UTC",
        ])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "spendreport: error: \(input.path):2:1: column 1 \"Date\": the date falls outside the years 0001 to 9999 "
                + "once its time is moved into GMT (--timezone) (9999-12-31T23:30:00-05:00)\n", "\(result.stderr)")
    }
}
