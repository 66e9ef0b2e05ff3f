import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 14: `--locale` sets grouping, decimal mark, symbol position and month names of every
/// display string, from our own table; without it the strings keep the locale-free style.
@Suite("--locale display strings")
struct LocaleTextTests {
    typealias Row = LedgerFixtures.Row

    static func locale(_ id: String) throws -> DisplayLocale { try #require(DisplayLocale(id)) }

    static func text(_ minorUnits: Int64, _ currency: String, _ id: String) throws -> String {
        MoneyFormatter(currency: currency, locale: try locale(id)).string(Money(minorUnits: minorUnits))
    }

    @Test("money per locale: grouping, decimal mark, symbol position and spacing")
    func money() throws {
        let nbsp = "\u{00A0}"
        let nnbsp = "\u{202F}"
        #expect(try Self.text(123_456_700, "INR", "en-IN") == "₹12,34,567.00")
        #expect(try Self.text(123_456_700, "USD", "en-IN") == "$12,34,567.00")
        #expect(try Self.text(123_456_700, "INR", "en-US") == "₹1,234,567.00")
        #expect(try Self.text(123_456_700, "USD", "en-US") == "$1,234,567.00")
        #expect(try Self.text(-123_456, "USD", "en-US") == "-$1,234.56")
        #expect(try Self.text(123_456_700, "EUR", "de-DE") == "1.234.567,00\(nbsp)€")
        #expect(try Self.text(-123_456, "EUR", "de-DE") == "-1.234,56\(nbsp)€")
        #expect(try Self.text(123_450, "CHF", "de-DE") == "1.234,50\(nbsp)CHF")
        #expect(try Self.text(123_456_700, "EUR", "fr-FR") == "1\(nnbsp)234\(nnbsp)567,00\(nbsp)€")
        #expect(try Self.text(123_456_700, "INR", "ja-JP") == "₹1,234,567.00")
        #expect(try Self.text(123_450, "CHF", "en-US") == "CHF 1,234.50")
        #expect(try Self.text(123_456, "XXX", "de-DE") == "1.234,56")
    }

    @Test("JPY (exponent 0) and KWD (exponent 3) per locale")
    func exponents() throws {
        let nbsp = "\u{00A0}"
        #expect(try Self.text(1_234_567, "JPY", "ja-JP") == "￥1,234,567")
        #expect(try Self.text(1_234_567, "JPY", "en-US") == "¥1,234,567")
        #expect(try Self.text(1_234_567, "JPY", "de-DE") == "1.234.567\(nbsp)¥")
        #expect(try Self.text(1_234_567, "JPY", "en-IN") == "¥12,34,567")
        #expect(try Self.text(12_345, "KWD", "de-DE") == "12,345\(nbsp)KWD")
        #expect(try Self.text(1_234_567_890, "KWD", "en-US") == "KWD 1,234,567.890")
        #expect(try Self.text(1_234_567_890, "KWD", "fr-FR") == "1\u{202F}234\u{202F}567,890\(nbsp)KWD")
    }

    @Test("the standard style is the locale-free one, unchanged")
    func standard() {
        let cases: [(Int64, String, String)] = [
            (123_456_78, "INR", "₹1,23,456.78"), (123_456, "EUR", "€1,234.56"),
            (1_234, "JPY", "JPY 1,234"), (-12_345, "KWD", "-KWD 12.345"), (123_456, "XXX", "1,234.56"),
        ]
        for (minor, currency, expected) in cases {
            #expect(MoneyFormatter(currency: currency, locale: .standard).string(Money(minorUnits: minor)) == expected)
            #expect(MoneyFormatter(currency: currency).string(Money(minorUnits: minor)) == expected)
        }
        #expect(DisplayLocale("xx-YY") == nil)
        #expect(DisplayLocale("de_de")?.identifier == "de-DE")
        #expect(
            DisplayLocale.identifiers == [
                "de-DE", "en-GB", "en-IN", "en-US", "es-ES", "fr-FR", "hi-IN", "it-IT", "ja-JP", "ko-KR", "nl-NL",
                "pl-PL", "pt-BR", "tr-TR", "zh-CN",
            ])
    }

    @Test("percentages, month labels and change texts per locale")
    func words() throws {
        let percent = Percentage(hundredths: 3215)
        let november = YearMonth(year: 2026, month: 11)
        let october = YearMonth(year: 2026, month: 10)
        let march = YearMonth(year: 2026, month: 3)
        let up = ChangeText.Change(percent: 12, negative: false)
        let down = ChangeText.Change(percent: 5, negative: true)
        let expected: [(String, String, String, String, String, String)] = [
            ("en-US", "32.15%", "November 2026", "+12% vs October", "−5% vs October", "new vs October"),
            ("en-IN", "32.15%", "November 2026", "+12% vs October", "−5% vs October", "new vs October"),
            (
                "de-DE", "32,15\u{00A0}%", "März 2026", "+12\u{00A0}% ggü. Oktober", "−5\u{00A0}% ggü. Oktober",
                "neu ggü. Oktober"
            ),
            (
                "fr-FR", "32,15\u{202F}%", "mars 2026", "+12\u{202F}% vs octobre", "−5\u{202F}% vs octobre",
                "nouveau vs octobre"
            ),
            ("ja-JP", "32.15%", "2026年3月", "10月比 +12%", "10月比 −5%", "10月比 新規"),
        ]
        for (id, percentText, label, upText, downText, newText) in expected {
            let locale = try Self.locale(id)
            #expect(locale.percentageText(percent) == percentText, "\(id)")
            #expect(locale.monthLabel(id == "en-US" || id == "en-IN" ? november : march) == label, "\(id)")
            #expect(locale.changeText(up, against: october) == upText, "\(id)")
            #expect(locale.changeText(down, against: october) == downText, "\(id)")
            #expect(locale.changeText(nil, against: october) == newText, "\(id)")
        }
        #expect(DisplayLocale.standard.changeText(up, against: october) == "+12% vs October")
        #expect(
            try Self.locale("de-DE").changeText(ChangeText.Change(percent: 1_150, negative: false), against: october)
                == "+1.150\u{00A0}% ggü. Oktober")
    }

    @Test("a percentage is its pattern filled: every locale's, and patterns with other braces")
    func percentPatterns() throws {
        func locale(_ pattern: String) -> DisplayLocale {
            let standard = DisplayLocale.standard
            return DisplayLocale(
                identifier: "xx-XX", groupingSeparator: ",", decimalSeparator: ".", indianGrouping: nil,
                symbolAfter: false, symbolSpace: false, percentPattern: pattern, extraSymbols: [:],
                words: standard.words)
        }
        let patterns =
            DisplayLocale.identifiers.map { DisplayLocale.table[$0]?.percentPattern ?? "" }
            + ["{n}%", "%{n}", "{n}\u{00A0}%", "{n}", "%", "", "{n}{n}", "{m}%", "{n}}%", "{{n}%", "}{n}%", "{n", "n}"]
        for pattern in patterns {
            for number in ["32.15", "1,150", ""] {
                #expect(locale(pattern).percent(number) == LocaleWords.fill(pattern, ["n": number]), "\(pattern)")
            }
        }
        #expect(locale("{n}{n}").percent("5") == "55")
        #expect(locale("%{n}").percent("5") == "%5")
        #expect(try Self.locale("fr-FR").percent("5") == "5\u{202F}%")
    }

    @Test("a whole report in de-DE: every display string is the locale's")
    func report() throws {
        var options = ReportFixtures.options()
        options.locale = try Self.locale("de-DE")
        let rows = [
            Row("2026-10-02", .spent, "Groceries", "EUR", 100_000),
            Row("2026-11-03", .spent, "Groceries", "EUR", 123_456),
            Row("2026-11-04", .received, "Salary", "EUR", 500_000),
        ]
        let model = try ReportFixtures.model(rows, options: options)
        #expect(model.monthLabel == "November 2026")
        #expect(model.currencySymbol == "€")
        let slice = try #require(model.entries[0].spent.slices.first)
        #expect(
            [slice.amountText, slice.percentageText, slice.previousAmountText, slice.changeText]
                == ["1.234,56\u{00A0}€", "100,00\u{00A0}%", "1.000,00\u{00A0}€", "+23\u{00A0}% ggü. Oktober"])
        #expect(model.entries[0].spent.totalText == "1.234,56\u{00A0}€")
        #expect(model.entries[0].monthly.map(\.netText) == ["-1.000,00\u{00A0}€", "3.765,44\u{00A0}€"])
        let decoded = try ChartJSON.decode(try ChartJSON.encode(model))
        #expect(decoded == model)
    }
}
