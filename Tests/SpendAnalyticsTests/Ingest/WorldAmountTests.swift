import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 12: amounts as Central European, Swiss, Canadian, Japanese and Chinese exports write them —
/// a space, thin space, narrow no-break space, no-break space or apostrophe between thousands, and
/// a currency code or symbol after the number — read to exact minor units.
@Suite("Amounts the world writes")
struct WorldAmountTests {
    static let accepted: [AmountCase] = [
        AmountCase("-1 249,00 PLN", -124_900, mark: .comma, currency: "PLN"),
        AmountCase("1 249,00 zł", 124_900, mark: .comma, currency: "PLN"),
        AmountCase("-1\u{2009}249,00 zł", -124_900, mark: .comma, currency: "PLN"),
        AmountCase("-1\u{202F}249,00", -124_900, mark: .comma),
        AmountCase("12\u{00A0}345\u{00A0}678,90 zł", 1_234_567_890, mark: .comma, currency: "PLN"),
        AmountCase("1'234.50", 123_450),
        AmountCase("-1\u{2019}234.50 CHF", -123_450, currency: "CHF"),
        AmountCase("CHF 1'234.50", 123_450, currency: "CHF"),
        AmountCase("1 234,50 Kč", 123_450, mark: .comma, currency: "CZK"),
        AmountCase("-12 000 Ft", -1_200_000, mark: .comma, currency: "HUF"),
        AmountCase("R$ 1.234,56", 123_456, mark: .comma, currency: "BRL"),
        AmountCase("-R$ 12,90", -1_290, mark: .comma, currency: "BRL"),
        AmountCase("C$12.50", 1_250, currency: "CAD"),
        AmountCase("12.50 CAD", 1_250, currency: "CAD"),
        AmountCase("-1,200円", -1_200, currency: "JPY"),
        AmountCase("35.50元", 3_550, currency: "CNY"),
        AmountCase("-1 500,00 SEK", -150_000, mark: .comma, currency: "SEK"),
        AmountCase("1.234,56 BRL", 123_456, mark: .comma, currency: "BRL"),
        AmountCase("-2 500 KZT", -250_000, mark: .comma, currency: "KZT"),
        AmountCase("KES 1,250.00", 125_000, currency: "KES"),
    ]

    @Test("accepted forms", arguments: accepted)
    func reads(_ testCase: AmountCase) throws {
        let parsed = try AmountParser.parse(ArraySlice(testCase.text.utf8), mark: testCase.mark)
        #expect(parsed?.minorUnits == testCase.minorUnits)
        #expect(parsed?.currency == testCase.currency)
    }

    @Test(
        "a separator that could be a group or the decimal mark is still refused",
        arguments: [
            ("1 234.5 6", DecimalMark.point), ("1'23.45", .point), ("12 34,00 zł", .comma), ("1,2 zł 3", .comma),
        ])
    func refused(_ text: String, _ mark: DecimalMark) {
        #expect(throws: AmountParser.Failure.self) { try AmountParser.parse(ArraySlice(text.utf8), mark: mark) }
    }
}
