import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 14: the JSON carries text ready to show, so a renderer invents nothing: the month label,
/// the currency's exponent and symbol, each slice's percentage text and every monthly amount's text.
@Suite("Display text in spend-analytics.json")
struct DisplayTextTests {
    typealias Row = LedgerFixtures.Row

    @Test("INR: month label, symbol, exponent, percentage texts and monthly texts")
    func rupees() throws {
        let model = try ReportFixtures.busy()
        #expect(model.monthLabel == "November 2026")
        #expect(model.currencyExponent == 2)
        #expect(model.currencySymbol == "₹")
        let spent = model.entries[0].spent.slices
        #expect(spent.map(\.percentageText) == spent.map { $0.percentage.description + "%" })
        #expect(spent.map(\.percentageText) == ["36.23%", "21.26%", "17.01%", "12.75%", "8.50%", "4.25%"])
        let monthly = model.entries[0].monthly
        #expect(monthly.map(\.spentText) == ["₹22,100.00", "₹23,523.45"])
        #expect(monthly.map(\.receivedText) == ["₹5,000.00", "₹5,019.99"])
        #expect(monthly.map(\.netText) == ["-₹17,100.00", "-₹18,503.46"])
    }

    @Test("JPY: exponent 0, whole yen in every text")
    func yen() throws {
        let model = try ReportFixtures.model([
            Row("2026-10-02", .spent, "Groceries", "JPY", 1_234_567),
            Row("2026-10-05", .received, "Salary", "JPY", 300_000),
            Row("2026-10-07", .spent, "Travel", "JPY", 3),
        ])
        #expect(model.monthLabel == "October 2026")
        #expect(model.currencyExponent == 0)
        #expect(model.currencySymbol == "JPY")
        #expect(model.entries[0].spent.totalText == "JPY 1,234,570")
        #expect(model.entries[0].spent.slices.map(\.percentageText) == ["100.00%", "0.00%"])
        let month = try #require(model.entries[0].monthly.last)
        #expect(
            [month.spentText, month.receivedText, month.netText] == ["JPY 1,234,570", "JPY 300,000", "-JPY 934,570"])
    }

    @Test("KWD: exponent 3, thousandths in every text")
    func dinars() throws {
        let model = try ReportFixtures.model([
            Row("2026-01-02", .spent, "Groceries", "KWD", 12_345),
            Row("2026-01-03", .received, "Salary", "KWD", 500_000),
        ])
        #expect(model.monthLabel == "January 2026")
        #expect(model.currencyExponent == 3)
        #expect(model.currencySymbol == "KWD")
        let month = try #require(model.entries[0].monthly.last)
        #expect([month.spentText, month.receivedText, month.netText] == ["KWD 12.345", "KWD 500.000", "KWD 487.655"])
        #expect(model.entries[0].received.slices.map(\.percentageText) == ["100.00%"])
    }

    @Test("the JSON carries the texts under their keys and decodes back")
    func encoded() throws {
        let model = try ReportFixtures.model([Row("2026-01-02", .spent, "Groceries", "KWD", 12_345)])
        let text = String(decoding: try ChartJSON.encode(model), as: UTF8.self)
        for line in [
            "\"monthLabel\" : \"January 2026\"", "\"currencyExponent\" : 3", "\"currencySymbol\" : \"KWD\"",
            "\"percentageText\" : \"100.00%\"", "\"spentText\" : \"KWD 12.345\"", "\"netText\" : \"-KWD 12.345\"",
        ] {
            #expect(text.contains(line), "missing \(line)")
        }
        #expect(try ChartJSON.decode(Array(text.utf8)) == model)
    }
}
