import Foundation
@testable import SpendAnalytics
import Testing

/// Findings of the black-box audit, each read through the real reader: an unclosed quote under
/// `--skip-invalid` (#3), the line of an encoding error (#5), Currency-column values (#6).
@Suite struct AuditFixesTests {
    static let header = "Date,Description,Amount\n"

    // MARK: - #3 A quote never closed does not swallow the rest of the file

    @Test func anUnclosedQuoteIsSkippedAndTheRowsAfterItAreRead() throws {
        var text = Self.header + "2026-11-01,Good,-1.00\n2026-11-02,\"Bad quote start,-5.00\n"
        for day in 3...22 { text += "2026-11-\(day),Row \(day),-100.00\n" }
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(read.problems.map(\.description) == ["t.csv:3: quoted field is never closed (2026-11-02)"])
        #expect(read.transactions.count == 21)
        #expect(read.transactions.map(\.line) == [2] + Array(4...23))
        #expect(read.transactions.reduce(0) { $0 + $1.amount.minorUnits } == 100 + 20 * 10_000)
        #expect(read.stats.rows == 22)
        #expect(read.stats.skippedInvalid == 1)
    }

    @Test func withoutSkipInvalidAnUnclosedQuoteStillStopsAtItsRecord() {
        let text = Self.header + "2026-11-01,Good,-1.00\n2026-11-02,\"Bad quote start,-5.00\n2026-11-03,Next,-2.00\n"
        #expect(ReaderHarness.error(text)?.description == "t.csv:3: quoted field is never closed (2026-11-02)")
    }

    @Test func rowsAfterTheUnclosedQuoteKeepTheirLinesAndQuotes() throws {
        // The reopened rows hold an escaped quote, CRLF and a blank line (inside a field left
        // open to the end only doubled quotes can follow its opening quote).
        let text = "Date,Description,Amount\r\n2026-11-01,\"two\r\nlines\",-1.00\r\n2026-11-02,x,\"-5.00\r\n"
            + "2026-11-03,\"\"\"\",-2.00\r\n\r\n2026-11-04,Last,-4.00\r\n"
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(read.problems.map(\.description) == ["t.csv:4: quoted field is never closed (2026-11-02,x)"])
        #expect(read.lines == [
            "2 2026-11-01 spent 100 - two\r\nlines",
            "5 2026-11-03 spent 200 - \"",
            "7 2026-11-04 spent 400 - Last",
        ])
        #expect(read.stats.rows == 4)
        #expect(read.stats.skippedInvalid == 1)
    }

    @Test func anUnclosedQuoteOnTheLastLineIsOneSkippedRow() throws {
        let text = Self.header + "2026-11-01,Good,-1.00\n2026-11-02,\"Bad,-5.00"
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(read.transactions.map(\.line) == [2])
        #expect(read.stats.rows == 2)
        #expect(read.stats.skippedInvalid == 1)
    }

    @Test func anUnclosedQuoteAcrossBlocksOfAFileReopensTheRest() throws {
        // More than one 1 MiB block, read from a file: the open field spans a block boundary.
        var text = Self.header + "2026-11-01,\"Bad quote start,-5.00\n"
        let rows = 60_000
        for index in 0..<rows { text += "2026-11-02,Row \(index),-1.00\n" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("audit-unclosed-\(UUID().uuidString).csv")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let read = try ReaderHarness.read(source: .file(url.path), options { $0.skipInvalid = true })
        #expect(read.problems.map { $0.position?.line } == [2])
        #expect(read.transactions.count == rows)
        #expect(read.transactions.last?.line == rows + 2)
        #expect(read.stats.rows == rows + 1)
    }
}
