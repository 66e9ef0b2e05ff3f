import Testing

@testable import SpendAnalytics

@Suite("Spend ledger")
struct SpendLedgerTests {
    typealias Key = SpendLedger.Key

    @Test("sums per currency × month × side × category, keys read back exactly")
    func sums() throws {
        var ledger = SpendLedger()
        let day = LedgerFixtures.date
        // The later row first: a bucket keeps its latest date, not its last row's.
        try ledger.add(
            date: day("2026-11-30"), direction: .spent, category: 3, currency: "INR", amount: Money(minorUnits: 250))
        try ledger.add(
            date: day("2026-11-01"), direction: .spent, category: 3, currency: "INR", amount: Money(minorUnits: 100))
        try ledger.add(
            date: day("2026-11-30"), direction: .received, category: 3, currency: "INR", amount: Money(minorUnits: 7))
        try ledger.add(
            date: day("2026-11-02"), direction: .spent, category: 3, currency: nil, amount: Money(minorUnits: 1))
        try ledger.add(
            date: day("2026-12-01"), direction: .spent, category: 3, currency: "USD", amount: Money(minorUnits: 5))
        try ledger.add(
            date: day("0001-01-01"), direction: .spent, category: 4_000_000, currency: "USD",
            amount: Money(minorUnits: 9))
        try ledger.add(
            date: day("9999-12-31"), direction: .received, category: 0, currency: "INR", amount: Money(minorUnits: 11))
        // Keys outside what packs into an integer still work.
        try ledger.add(
            Key(currency: "EUR", month: YearMonth(year: 123_456, month: 5), direction: .spent, category: -1),
            amount: Money(minorUnits: 3), count: 2)
        let expected: [Key: SpendLedger.Sum] = [
            Key(currency: "INR", month: YearMonth(year: 2026, month: 11), direction: .spent, category: 3): .init(
                amount: Money(minorUnits: 350), count: 2, latestDay: 2026_11_30),
            Key(currency: "INR", month: YearMonth(year: 2026, month: 11), direction: .received, category: 3): .init(
                amount: Money(minorUnits: 7), count: 1, latestDay: 2026_11_30),
            Key(currency: nil, month: YearMonth(year: 2026, month: 11), direction: .spent, category: 3): .init(
                amount: Money(minorUnits: 1), count: 1, latestDay: 2026_11_02),
            Key(currency: "USD", month: YearMonth(year: 2026, month: 12), direction: .spent, category: 3): .init(
                amount: Money(minorUnits: 5), count: 1, latestDay: 2026_12_01),
            Key(currency: "USD", month: YearMonth(year: 1, month: 1), direction: .spent, category: 4_000_000): .init(
                amount: Money(minorUnits: 9), count: 1, latestDay: 1_01_01),
            Key(currency: "INR", month: YearMonth(year: 9999, month: 12), direction: .received, category: 0): .init(
                amount: Money(minorUnits: 11), count: 1, latestDay: 9999_12_31),
            Key(currency: "EUR", month: YearMonth(year: 123_456, month: 5), direction: .spent, category: -1): .init(
                amount: Money(minorUnits: 3), count: 2), // added without a date: latest day unknown (0)
        ]
        // Each key once: a key listed twice would be a bucket counted twice.
        #expect(ledger.sums.count == expected.count)
        #expect(Dictionary(ledger.sums.map { ($0.key, $0.sum) }, uniquingKeysWith: { first, _ in first }) == expected)
        #expect(ledger.rowCount == 9)
        #expect(ledger.rowsByCurrency == ["INR": 4, "USD": 2, "EUR": 2])
    }

    @Test("an overflowing add throws and leaves the bucket unchanged")
    func overflow() throws {
        var ledger = SpendLedger()
        let date = LedgerFixtures.date("2026-11-01")
        try ledger.add(
            date: date, direction: .spent, category: 0, currency: "INR", amount: Money(minorUnits: Int64.max - 1))
        #expect(throws: MoneyOverflow.self) {
            try ledger.add(date: date, direction: .spent, category: 0, currency: "INR", amount: Money(minorUnits: 2))
        }
        #expect(
            ledger.sums.first?.sum
                == SpendLedger.Sum(amount: Money(minorUnits: Int64.max - 1), count: 1, latestDay: 2026_11_01))
    }
}
