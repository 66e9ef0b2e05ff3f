import Foundation
import Testing

@testable import SpendAnalytics

/// The reader reports the bytes it hands to the parser, for the CLI's progress bar.
@Suite("Read progress")
struct ReadProgressTests {
    @Test("every byte from the header row on is counted, once", arguments: [1, 3_000, 60_000])
    func countsBytes(rows: Int) throws {
        var csv = "Date,Description,Amount\n"
        for index in 0..<rows { csv += "2026-11-\(index % 28 + 1),Coffee \(index),-4.50\n" }
        let bytes = Array(csv.utf8)
        let progress = ReadProgress()
        var seen = 0
        _ = try TransactionReader(source: .bytes(bytes, name: "p.csv"), options: ReaderOptions(progress: progress))
            .read { _ in seen += 1 }
        #expect(seen == rows)
        #expect(progress.bytesRead == bytes.count)
    }

    @Test("without a progress object nothing is tracked and the records are the same")
    func untracked() throws {
        let bytes = Array("Date,Description,Amount\n2026-11-01,Tea,-2.00\n".utf8)
        var amounts: [Int64] = []
        _ = try TransactionReader(source: .bytes(bytes, name: "p.csv")).read { amounts.append($0.amount.minorUnits) }
        #expect(amounts == [200])
    }
}
