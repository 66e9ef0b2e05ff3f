@testable import SpendAnalytics
import Testing

/// The duplicate memory: whole-row keys, and the key table under them.
@Suite struct DeduplicatorTests {
    @Test func theKeyTableKeepsEveryValueThroughGrowth() {
        var table = KeyTable()
        var generator = SplitMix64(state: 99)
        // Random keys, keys that share their low bits (one home slot) or their top bits (one
        // fingerprint), and the extremes.
        var values = (0..<50_000).map { _ in generator.next() }
        values += (0..<300).map { UInt64($0) << 40 | 0x1234 }
        values += (0..<300).map { 0xABCD_0000_0000_0000 | UInt64($0) }
        values += [0, 1, .max]
        var firstInserts: [Bool] = []
        for value in values { firstInserts.append(table.insert(value)) }
        #expect(!firstInserts.contains(false))
        #expect(table.count == values.count)
        #expect(table.keys == values)
        #expect(table.exactKeys == values)
        var secondInserts: [Bool] = []
        for value in values { secondInserts.append(table.insert(value)) }
        #expect(!secondInserts.contains(true))
        #expect(table.count == values.count)
        // Emptied, the table keeps its memory and takes the keys again.
        let slots = table.capacity
        table.removeAll()
        #expect(table.count == 0 && table.capacity == slots)
        #expect(values.prefix(1000).allSatisfy { table.insert($0) })
        #expect(!values.prefix(1000).contains { table.insert($0) })
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

/// The per-date keys against a plain `Set`: dates in order, shuffled, and two dates with many
/// keys alternating in runs (sets spilled on leaving a date, spilled keys sorted in on coming
/// back, sets merged within a date once they hold ``DayKeys/mergeMinimum`` keys).
@Suite struct DayKeysTests {
    enum Shape: CaseIterable { case inOrder, shuffled, alternatingRuns }

    @Test(arguments: Shape.allCases)
    func agreesWithASet(shape: Shape) {
        var generator = SplitMix64(state: 7)
        // In order and shuffled: 30 dates × 3,000 keys; alternating: 2 dates × 45,000 keys.
        // A third of the keys repeat earlier keys of the same date.
        let (dates, perDate) = shape == .alternatingRuns ? (2, 45_000) : (30, 3_000)
        var byDate: [[(day: Int, key: UInt64)]] = []
        for day in 1...dates {
            var keys: [UInt64] = []
            var rows: [(day: Int, key: UInt64)] = []
            for index in 0..<perDate {
                let key = index % 3 == 2 && !keys.isEmpty ? keys[Int(generator.next() % UInt64(keys.count))] : generator.next()
                keys.append(key)
                rows.append((day, key))
            }
            byDate.append(rows)
        }
        var rows: [(day: Int, key: UInt64)] = []
        switch shape {
        case .inOrder:
            rows = byDate.flatMap { $0 }
        case .shuffled:
            rows = byDate.flatMap { $0 }
            for index in stride(from: rows.count - 1, to: 0, by: -1) {
                rows.swapAt(index, Int(generator.next() % UInt64(index + 1)))
            }
        case .alternatingRuns:
            var next = [0, 0]
            var side = 0
            while next[0] < perDate || next[1] < perDate {
                let run = Int(1 + generator.next() % 600)
                let end = min(perDate, next[side] + run)
                rows += byDate[side][next[side]..<end]
                next[side] = end
                side = 1 - side
            }
        }
        var dedupe: [Int: DayKeys] = [:]
        var current = -1
        var reference: Set<[UInt64]> = []
        for row in rows {
            if row.day != current {
                var spare: KeyTable?
                if current >= 0 { spare = dedupe[current]?.leave() }
                current = row.day
                if let spare { dedupe[row.day, default: DayKeys()].adopt(spare) }
            }
            let inserted = dedupe[row.day, default: DayKeys()].insert(row.key)
            #expect(inserted == reference.insert([UInt64(row.day), row.key]).inserted)
        }
        #expect(dedupe.values.reduce(0) { $0 + $1.count } == reference.count)
    }

    @Test func zeroAndOneAreOneKeyAcrossMerges() {
        var keys = DayKeys()
        var inserted = [keys.insert(0)]
        for value in 2..<UInt64(DayKeys.mergeMinimum + 10) { inserted.append(keys.insert(value)) }
        let again = [keys.insert(1), keys.insert(0)]
        #expect(!inserted.contains(false))
        #expect(again == [false, false])
        #expect(keys.count == DayKeys.mergeMinimum + 9)
    }
}
