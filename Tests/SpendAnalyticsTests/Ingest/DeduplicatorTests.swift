@testable import SpendAnalytics
import Testing

/// The duplicate memory: whole-row keys, and the hash set under them.
@Suite struct DeduplicatorTests {
    @Test func theHashSetKeepsEveryValueThroughGrowth() {
        var set = HashSet64()
        var generator = SeededGenerator(state: 99)
        let values = (0..<50_000).map { _ in generator.next() } + [0, 1, .max]
        var firstInserts: [Bool] = []
        for value in values { firstInserts.append(set.insert(value)) }
        // 0 is stored as 1, so 1 after 0 is already there.
        #expect(firstInserts == values.map { $0 != 1 })
        #expect(set.count == values.count - 1)
        var secondInserts: [Bool] = []
        for value in values { secondInserts.append(set.insert(value)) }
        #expect(!secondInserts.contains(true))
        #expect(set.count == values.count - 1)
    }

    @Test func everyFieldOfTheRowCounts() {
        var dedupe = Deduplicator()
        let date = LocalDate(year: 2026, month: 1, day: 2)!
        let other = LocalDate(year: 2026, month: 1, day: 3)!
        let rows: [(reference: String, date: LocalDate, amount: Int64, description: String)] = [
            ("T-1", date, -100, "Transfer"),
            ("T-1", date, -100, "Transfer"), // the same row again
            ("T-1", other, -100, "Transfer"),
            ("T-1", date, 100, "Transfer"),
            ("T-1", date, -100, "Fee"),
            ("T-2", date, -100, "Transfer"),
            // Field boundaries matter: ("T-10", "Transfer") is not ("T-1", "0Transfer").
            ("T-10", date, -100, "Transfer"),
            ("T-1", date, -100, "0Transfer"),
        ]
        var seen: [Bool] = []
        for row in rows {
            seen.append(dedupe.isDuplicate(reference: Array(row.reference.utf8), date: row.date,
                                           signedAmount: row.amount, description: Array(row.description.utf8)))
        }
        #expect(seen == [false, true, false, false, false, false, false, false])
        #expect(dedupe.count == 7)
    }
}
