import Foundation
import Testing

@testable import SpendAnalytics

/// `¥` and full-width `￥` are the yen's and the yuan's sign: the amount keeps the row's currency
/// (its exponent decides the fraction), and the cell names none (WeChat Pay's `¥15.90` is CNY).
@Suite struct YenYuanSignTests {
    @Test func theSignTakesTheRowsExponentAndNamesNoCurrency() throws {
        let yuan = try AmountParser.parse(ArraySlice("¥15.90".utf8), mark: .point, exponent: 2)
        #expect(yuan == ParsedAmount(minorUnits: 1_590))
        let fullWidth = try AmountParser.parse(ArraySlice("-￥3,681.40".utf8), mark: .point, exponent: 2)
        #expect(fullWidth == ParsedAmount(minorUnits: -368_140))
        let yen = try AmountParser.parse(ArraySlice("¥1,280".utf8), mark: .point, exponent: 0)
        #expect(yen == ParsedAmount(minorUnits: 1_280))
        let after = try AmountParser.parse(ArraySlice("25.00 ¥".utf8), mark: .point, exponent: 2)
        #expect(after == ParsedAmount(minorUnits: 2_500))
    }

    @Test func aFractionTheRowsCurrencyLacksIsStillRefused() {
        #expect(throws: AmountParser.Failure.self) {
            try AmountParser.parse(ArraySlice("¥1,280.50".utf8), mark: .point, exponent: 0)
        }
    }
}
