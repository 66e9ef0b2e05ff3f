import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 11, "Fuzzing": properties that hold for any input, checked on seeded random cases
/// (``SplitMix64``: the same cases on every run, a failing seed and case can be replayed).
@Suite("Properties")
struct PropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 4]

    /// A value below `bound` (> 0), skewed towards small ones half of the time.
    static func draw(_ generator: inout SplitMix64, below bound: UInt64) -> UInt64 {
        let value = generator.next()
        let skewed = generator.next() % 2 == 0 ? value >> (value % 60) : value
        return skewed % bound
    }

    @Test("shares sum to exactly 100.00 for any amounts", arguments: seeds)
    func sharesSumTo100(seed: UInt64) throws {
        var generator = SplitMix64(state: seed)
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 12) + 1
            // Each amount at most Int64.max / count: the total fits, as the ledger guarantees.
            let bound = UInt64(Int64.max) / UInt64(count)
            let amounts = (0..<count).map { _ in Money(minorUnits: Int64(Self.draw(&generator, below: bound)) + 1) }
            let shares = try LargestRemainder.percentages(of: amounts)
            #expect(shares.reduce(0) { $0 + $1.hundredths } == 10_000, "\(amounts)")
            #expect(shares.allSatisfy { $0.hundredths >= 0 && $0.hundredths <= 10_000 }, "\(amounts)")
            // A larger amount never shows a smaller share.
            for (a, b) in zip(amounts.indices, amounts.indices.dropFirst()) where amounts[a] > amounts[b] {
                #expect(shares[a].hundredths >= shares[b].hundredths, "\(amounts)")
            }
        }
    }

    @Test("minor units → display text → amount text read back → the same minor units and text", arguments: seeds)
    func displayTextRoundTrips(seed: UInt64) throws {
        var generator = SplitMix64(state: seed)
        let currencies = ["INR", "USD", "EUR", "GBP", "CHF", "KWD", "BHD", "JPY", "KRW", "XXX"]
        for _ in 0..<5_000 {
            let currency = currencies[Int(generator.next() % UInt64(currencies.count))]
            let magnitude = Int64(Self.draw(&generator, below: UInt64(Int64.max)))
            let minorUnits = generator.next() % 2 == 0 ? magnitude : -magnitude
            let formatter = MoneyFormatter(currency: currency)
            let text = formatter.string(Money(minorUnits: minorUnits))
            let exponent = currency == "XXX" ? nil : CurrencyExponent.of(currency)
            let parsed = try AmountParser.parse(Array(text.utf8)[...], mark: .point, exponent: exponent)
            #expect(parsed?.minorUnits == minorUnits, "\(currency) \(minorUnits) → \(text)")
            #expect(parsed.map { formatter.string(Money(minorUnits: $0.minorUnits)) } == text)
        }
    }

    @Test("plain amount text → minor units → text: every fraction-digit count the currency allows", arguments: seeds)
    func amountTextRoundTrips(seed: UInt64) throws {
        var generator = SplitMix64(state: seed)
        for _ in 0..<5_000 {
            let exponent = [0, 2, 3][Int(generator.next() % 3)]
            let scale = Int64(CurrencyExponent.scale(exponent))
            let whole = Int64(Self.draw(&generator, below: UInt64(Int64.max / scale)))
            let fraction = Int64(generator.next() % UInt64(scale))
            var text = String(whole)
            if exponent > 0 {
                let digits = String(fraction)
                text += "." + String(repeating: "0", count: exponent - digits.count) + digits
            }
            let parsed = try AmountParser.parse(Array(text.utf8)[...], mark: .point, exponent: exponent)
            #expect(parsed?.minorUnits == whole * scale + fraction, "\(text) at exponent \(exponent)")
        }
    }

    /// A random export: ISO dates, two-decimal amounts, descriptions with commas, quotes and line
    /// breaks inside quotes, some blank lines.
    static func rows(_ generator: inout SplitMix64, count: Int) -> [String] {
        let words = [
            "Coffee", "Rent", "UPI/ZOMATO/5736", "Salary", "Tea, biscuits", "two\nlines", "say \"hi\"", "Café",
        ]
        return (0..<count).map { index in
            let day = 1 + Int(generator.next() % 28)
            let cents = Int64(generator.next() % 10_000_000) + 1
            let sign = generator.next() % 3 == 0 ? "" : "-"
            let amount = "\(sign)\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
            var description = words[Int(generator.next() % UInt64(words.count))] + " \(index)"
            if description.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) {
                description = "\"" + description.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            }
            let blank = generator.next() % 10 == 0 ? "\n" : ""
            return "2026-11-\(day < 10 ? "0" : "")\(day),\(description),\(amount)\n" + blank
        }
    }

    struct Row: Equatable {
        var date: LocalDate
        var direction: Direction
        var amount: Money
        var description: String
    }

    static func read(_ text: String) throws -> [Row] {
        try ReaderHarness.read(text).transactions.map {
            Row(date: $0.date, direction: $0.direction, amount: $0.amount, description: $0.description)
        }
    }

    @Test("a file split at any row boundary and read as two files gives the same rows", arguments: seeds)
    func splitFiles(seed: UInt64) throws {
        var generator = SplitMix64(state: seed)
        let header = "Date,Description,Amount\n"
        for _ in 0..<20 {
            let rows = Self.rows(&generator, count: Int(generator.next() % 60) + 2)
            let whole = try Self.read(header + rows.joined())
            #expect(whole.count == rows.count)
            for split in 1..<rows.count {
                let first = try Self.read(header + rows[..<split].joined())
                let second = try Self.read(header + rows[split...].joined())
                #expect(first + second == whole, "split at row \(split)")
            }
        }
    }
}
