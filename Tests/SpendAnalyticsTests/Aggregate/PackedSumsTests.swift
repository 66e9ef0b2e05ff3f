import Testing

@testable import SpendAnalytics

/// The packed-key table under the ledger against a plain dictionary, through several growths.
@Suite("Packed sums")
struct PackedSumsTests {
    @Test("same sums and counts as a dictionary, 3,000 keys added to in a scattered order")
    func agreesWithADictionary() throws {
        var table = PackedSums()
        var reference: [Int64: SpendLedger.Sum] = [:]
        var generator = SplitMix64(state: 11)
        for step in 0..<20_000 {
            // Keys shaped like the ledger's: month index << 33 | side << 32 | category.
            let key = Int64(generator.next() % 300) << 33 | Int64(step % 2) << 32 | Int64(generator.next() % 5)
            let amount = Money(minorUnits: Int64(generator.next() % 100_000))
            try table.add(key, amount: amount, count: 1)
            try reference[key, default: SpendLedger.Sum()].add(amount, count: 1)
        }
        #expect(table.count == reference.count)
        #expect(reference.count > 1_000)
        #expect(Dictionary(uniqueKeysWithValues: table.entries.map { ($0.key, $0.sum) }) == reference)
    }

    @Test("an overflowing add throws and changes nothing")
    func overflow() throws {
        var table = PackedSums()
        try table.add(7, amount: Money(minorUnits: .max - 1), count: 1)
        #expect(throws: MoneyOverflow.self) { try table.add(7, amount: Money(minorUnits: 2), count: 1) }
        #expect(table.entries.map(\.sum) == [SpendLedger.Sum(amount: Money(minorUnits: .max - 1), count: 1)])
    }
}
