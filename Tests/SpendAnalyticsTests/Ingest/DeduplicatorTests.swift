import Testing

@testable import SpendAnalytics

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
            seen.append(
                dedupe.isDuplicate(
                    reference: Array(row.reference.utf8), date: row.date,
                    signedAmount: row.amount, description: Array(row.description.utf8)))
        }
        #expect(seen == [false, true, false, false, false, false, false, false])
        #expect(dedupe.count == 7)
    }
}

/// The per-date keys against a plain `Set`: dates in order, shuffled, and two dates with many
/// keys alternating in runs (tables packed on leaving a date and once they hold
/// ``DayKeys/packMinimum`` keys, packed sets looked up and merged when a date comes back).
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
                let key =
                    index % 3 == 2 && !keys.isEmpty
                    ? keys[Int(generator.next() % UInt64(keys.count))] : generator.next()
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
        for value in 2..<UInt64(DayKeys.packMinimum + 10) { inserted.append(keys.insert(value)) }
        let again = [keys.insert(1), keys.insert(0)]
        #expect(!inserted.contains(false))
        #expect(again == [false, false])
        #expect(keys.count == DayKeys.packMinimum + 9)
    }
}

/// The packed key sets against the keys they were made from: every member found, no other key,
/// and the keys given back, at sizes around the bucket counts' powers of two and with keys that
/// crowd one bucket (up to 300: more than 64 in a row of the unary code) or share their low bits.
@Suite struct PackedKeySetTests {
    static func keys(_ shape: Int, count: Int) -> [UInt64] {
        var generator = SplitMix64(state: UInt64(41 + count))
        switch shape {
        case 0: return (0..<count).map { _ in generator.next() }
        case 1: return (0..<min(count, 300)).map { 0xFEDC_BA98_0000_0000 | UInt64($0) &* 0x9E37 } // one bucket
        default: return (0..<count).map { UInt64($0) << 44 | 0x0000_0ABC_DEF0_1234 } // same low bits
        }
    }

    @Test(arguments: [1, 2, 3, 63, 64, 65, 255, 256, 257, 1_000, 4_096, 13_700, 70_001])
    func findsEveryMemberAndNothingElse(count: Int) {
        for shape in 0..<3 {
            let keys = PackedKeySetTests.keys(shape, count: count)
            let members = Set(keys)
            #expect(members.count == keys.count)
            let set = keys.withUnsafeBufferPointer { PackedKeySet($0) }
            #expect(set.count == keys.count)
            #expect(keys.allSatisfy { set.contains($0) })
            // Neighbours of members: one bit flipped, low or high.
            var absent = Set(keys.flatMap { [$0 ^ 1, $0 ^ 1 << 40, $0 ^ 1 << 63] })
            absent.subtract(members)
            var generator = SplitMix64(state: 5)
            absent.formUnion((0..<1_000).map { _ in generator.next() }.filter { !members.contains($0) })
            #expect(!absent.contains { set.contains($0) })
            var back: [UInt64] = []
            set.appendKeys(to: &back)
            #expect(back.sorted() == keys.sorted())
        }
    }

    @Test func theExtremesAreKeys() {
        let keys: [UInt64] = [0, 1, .max, .max - 1, 1 << 63]
        let set = keys.withUnsafeBufferPointer { PackedKeySet($0) }
        #expect(keys.allSatisfy { set.contains($0) })
        #expect(![2, 1 << 62, .max - 2].contains { set.contains($0) })
        var back: [UInt64] = []
        set.appendKeys(to: &back)
        #expect(back.sorted() == keys.sorted())
    }

    @Test func positionOfTheRankedSetBit() {
        let word: UInt64 = 0b1011_0000_0000_0001 | 1 << 40 | 1 << 63
        #expect((0..<6).map { PackedKeySet.positionOfSetBit(word, rank: $0) } == [0, 12, 13, 15, 40, 63])
        #expect(PackedKeySet.positionOfSetBit(.max, rank: 37) == 37)
    }
}
