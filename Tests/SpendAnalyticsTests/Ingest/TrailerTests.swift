import Foundation
import Testing

@testable import SpendAnalytics

/// Rows after the data with no date are a trailer; rows that hold money never are.
@Suite("Trailer rows never swallow money")
struct TrailerTests {
    static let header = "Date,Description,Amount\n"

    @Test(
        "a last row whose date cell tries to be a date is a bad row, not a trailer",
        arguments: ["2026-11-3O", "2O26-11-30", "25/11/126", "2026-11-05x", "Nov 2026", "2026-11"])
    func badLastDate(cell: String) throws {
        let text = Self.header + "2026-11-01,A,-10.00\n\(cell),B,-20.00\n"
        let error = try #require(ReaderHarness.error(text))
        #expect(error.position?.line == 3, "\(error)")
        guard case .badDate(let column, _) = error.reason else {
            Issue.record("not a bad date: \(error)")
            return
        }
        #expect(column == TableColumn(index: 0, header: "Date"))
        #expect(error.text == cell)
        let skipped = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(skipped.lines == ["2 2026-11-01 spent 1000 - A"])
        #expect(skipped.stats.skippedInvalid == 1)
        #expect(skipped.stats.rows == 2)
        #expect(skipped.stats.trailer == 0)
        #expect(skipped.problems.map { $0.position?.line } == [3])
    }

    @Test("a file with amounts but no readable date at all is bad input, not an empty month")
    func noReadableDate() throws {
        let serial = try #require(ReaderHarness.error(Self.header + "45965,A,-10.00\n45966,B,-20.00\n"))
        #expect(serial.position?.line == 2)
        var wrongFormat = ReaderOptions(timeZone: ReaderHarness.utc)
        wrongFormat.dateFormat = DateFormat("dd/MM/yyyy")
        let error = try #require(
            ReaderHarness.error(Self.header + "25/11/26,A,-10.00\n26/11/26,B,-20.00\n", wrongFormat))
        #expect(error.position?.line == 2, "\(error)")
    }

    @Test("a statement summary at the end is still the trailer, totals in the date column included")
    func realTrailer() throws {
        let text = Self.header + "2026-11-01,A,-10.00\nSTATEMENT SUMMARY :-,,\n\"1,85,423.50\",132,9\nTotal,,-10.00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.lines == ["2 2026-11-01 spent 1000 - A"])
        #expect(read.stats.trailer == 3)
        let summaryTotal = try ReaderHarness.read(Self.header + "2026-11-01,A,-10.00\n\"1,000.00\",,-10.00\n")
        #expect(summaryTotal.stats.trailer == 1)
    }

    @Test(
        "a dated row after a trailer marker is read: two statements appended",
        arguments: [
            "Closing balance,,", "STATEMENT SUMMARY :-,,", "**This is a computer generated statement,,",
        ])
    func appendedStatements(marker: String) throws {
        let text = Self.header + "2026-10-31,A,-10.00\n\(marker)\nDate,Description,Amount\n2026-11-02,B,-20.00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.lines == ["2 2026-10-31 spent 1000 - A", "5 2026-11-02 spent 2000 - B"])
        #expect(read.stats.trailer == 2)
    }

    @Test("the bundled HDFC statement appended to itself reads both copies")
    func hdfcTwice() throws {
        let url = SampleStatements.root.appendingPathComponent("hdfc-savings.csv")
        let once = try Array(Data(contentsOf: url))
        let single = try ReaderHarness.read(bytes: once)
        let twice = try ReaderHarness.read(bytes: once + once)
        #expect(single.transactions.count == 141)
        // Every row of the second copy repeats the first (same reference, date, amount, narration).
        #expect(twice.transactions.count == 141)
        #expect(twice.stats.duplicates == 141)
    }

    @Test(
        "a Status that says the money did not (yet) move excludes the row",
        arguments: [
            ("Denied", 1), ("Held", 1), ("Temporary Hold", 1), ("In Progress", 1), ("ON_HOLD", 1), ("Reversed", 1),
            ("Not completed", 1), ("Pending", 1), ("Completed", 0), ("SUCCESS", 0), ("Booked", 0),
        ])
    func status(value: String, excluded: Int) throws {
        let read = try ReaderHarness.read(
            "Date,Description,Amount,Status\n2026-11-01,A,-10.00,\(value)\n2026-11-02,B,-1.00,Completed\n")
        #expect(read.stats.notCompleted == excluded)
        #expect(read.transactions.count == 2 - excluded)
    }
}
