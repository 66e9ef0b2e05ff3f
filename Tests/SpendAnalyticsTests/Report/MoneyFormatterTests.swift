import Testing

@testable import SpendAnalytics

@Suite("Display strings for money")
struct MoneyFormatterTests {
    struct Case: Sendable, CustomStringConvertible {
        var currency: String
        var minorUnits: Int64
        var expected: String
        var description: String { "\(currency) \(minorUnits)" }
    }

    static let cases: [Case] = [
        Case(currency: "INR", minorUnits: 12_345_678, expected: "₹1,23,456.78"),
        Case(currency: "INR", minorUnits: 123_456_789_0, expected: "₹1,23,45,678.90"),
        Case(currency: "INR", minorUnits: 100_000, expected: "₹1,000.00"),
        Case(currency: "INR", minorUnits: 99_999, expected: "₹999.99"),
        Case(currency: "INR", minorUnits: 2_340_000, expected: "₹23,400.00"),
        Case(currency: "INR", minorUnits: 752_310, expected: "₹7,523.10"),
        Case(currency: "INR", minorUnits: 0, expected: "₹0.00"),
        Case(currency: "INR", minorUnits: 5, expected: "₹0.05"),
        Case(currency: "INR", minorUnits: -1_250, expected: "-₹12.50"),
        Case(currency: "INR", minorUnits: Int64.max, expected: "₹92,23,37,20,36,85,47,758.07"),
        Case(currency: "USD", minorUnits: 123_456, expected: "$1,234.56"),
        Case(currency: "USD", minorUnits: 12_345_678, expected: "$123,456.78"),
        Case(currency: "USD", minorUnits: 99, expected: "$0.99"),
        Case(currency: "USD", minorUnits: Int64.min, expected: "-$92,233,720,368,547,758.08"),
        Case(currency: "EUR", minorUnits: 123_456, expected: "€1,234.56"),
        Case(currency: "GBP", minorUnits: 100_000_000, expected: "£1,000,000.00"),
        Case(currency: "CHF", minorUnits: 123_456, expected: "CHF 1,234.56"),
        Case(currency: "JPY", minorUnits: 1_234, expected: "JPY 1,234"),
        Case(currency: "JPY", minorUnits: Int64.min, expected: "-JPY 9,223,372,036,854,775,808"),
        Case(currency: "KWD", minorUnits: 12_345, expected: "KWD 12.345"),
        Case(currency: "KWD", minorUnits: -1_250, expected: "-KWD 1.250"),
        Case(currency: "BHD", minorUnits: 5, expected: "BHD 0.005"),
        Case(currency: "XXX", minorUnits: 123_456, expected: "1,234.56"),
        Case(currency: "XXX", minorUnits: 1, expected: "0.01"),
    ]

    /// Grouping as it was written first, on strings: the group starts from the right.
    static func groupedByStrings(_ digits: String, indian: Bool) -> String {
        var groups: [String] = []
        var rest = Substring(digits)
        var size = 3
        while rest.count > size {
            groups.insert(String(rest.suffix(size)), at: 0)
            rest = rest.dropLast(size)
            if indian { size = 2 }
        }
        groups.insert(String(rest), at: 0)
        return groups.joined(separator: ",")
    }

    @Test("grouping and digits on bytes equal the string rules, every length up to 20 digits")
    func groupingOnBytes() {
        var value: UInt64 = 0
        for length in 1...20 {
            // 1, 12, 123 … and 9, 99, 999 …: every length, every group boundary.
            value = length == 20 ? UInt64.max : value * 10 + UInt64(length % 10)
            for number in [value, length < 20 ? UInt64(String(repeating: "9", count: length)) ?? 0 : UInt64.max] {
                let digits = String(number)
                var bytes: [UInt8] = []
                DecimalDigits.append(number, to: &bytes)
                #expect(String(decoding: bytes, as: UTF8.self) == digits)
                for indian in [false, true] {
                    let grouping: MoneyFormatter.Grouping = indian ? .indian : .thousands
                    #expect(MoneyFormatter.group(digits, grouping) == Self.groupedByStrings(digits, indian: indian))
                }
            }
        }
        for (value, width, expected) in [(5, 3, "005"), (0, 2, "00"), (0, 1, "0"), (1234, 2, "1234"), (50, 3, "050")] {
            var bytes: [UInt8] = []
            DecimalDigits.append(UInt64(value), width: width, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == expected)
        }
    }

    @Test("currency styles", arguments: cases)
    func formats(_ testCase: Case) {
        #expect(
            MoneyFormatter(currency: testCase.currency).string(Money(minorUnits: testCase.minorUnits))
                == testCase.expected)
    }

    @Test(
        "a number's digits grouped as they are worked out equal its written digits grouped",
        arguments: [MoneyFormatter.Grouping.thousands, .indian])
    func groupedWhileWritten(_ grouping: MoneyFormatter.Grouping) {
        var values: [UInt64] = [UInt64.max, UInt64(Int64.max), 1_000_000_000_000_000_000]
        var power: UInt64 = 1
        for _ in 0..<19 {
            values += [power - 1, power, power + 1, power * 7 + 3]
            power *= 10
        }
        for value in values {
            var fromDigits: [UInt8] = []
            MoneyFormatter.appendGrouped(Array(String(value).utf8), grouping, separator: "\u{202F}", to: &fromDigits)
            var written: [UInt8] = []
            MoneyFormatter.appendGrouped(value, grouping, separator: "\u{202F}", to: &written)
            #expect(written == fromDigits, "\(value)")
        }
        var lakh: [UInt8] = []
        MoneyFormatter.appendGrouped(12_345_678, .indian, separator: ",", to: &lakh)
        #expect(String(decoding: lakh, as: UTF8.self) == "1,23,45,678")
    }
}
