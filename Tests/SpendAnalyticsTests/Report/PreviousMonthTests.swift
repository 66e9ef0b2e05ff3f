import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 14: each slice carries its amount in the previous month and the change as text; the
/// report carries `asOf`, the latest transaction date in the data.
@Suite("previousAmount, changeText and asOf")
struct PreviousMonthTests {
    typealias Row = LedgerFixtures.Row

    @Test("the change rounds to whole percent, halves away from zero, in integer arithmetic")
    func rounding() {
        func text(_ current: Int64, _ previous: Int64) -> String {
            ChangeText.text(
                current: Money(minorUnits: current), previous: Money(minorUnits: previous),
                against: YearMonth(year: 2026, month: 10), locale: .standard)
        }
        #expect(text(112_000, 100_000) == "+12% vs October")
        #expect(text(95_000, 100_000) == "−5% vs October")
        #expect(text(112_500, 100_000) == "+13% vs October") // +12.5 %: away from zero
        #expect(text(87_500, 100_000) == "−13% vs October") // −12.5 %
        #expect(text(112_499, 100_000) == "+12% vs October")
        #expect(text(100_004, 100_000) == "0% vs October")
        #expect(text(100_000, 100_000) == "0% vs October")
        #expect(text(1, 200) == "−100% vs October") // −99.5 %
        #expect(text(5, 0) == "new vs October")
        #expect(text(1_234_500, 100_000) == "+1,135% vs October")
        // The largest amounts do not overflow: (max − 1) × 100 needs more than 64 bits.
        #expect(text(Int64.max, 1) == "+922,337,203,685,477,580,600% vs October")
        #expect(text(1, Int64.max) == "−100% vs October")
    }

    @Test("named slices compare with their category, Others with everything else of the side; new when absent")
    func slices() throws {
        let rows = [
            // October: Groceries 100.00, Food 50.00, Health 10.00 and Bills 30.00 (both folded into Others in November), Salary.
            Row("2026-10-02", .spent, "Groceries", "INR", 10_000),
            Row("2026-10-03", .spent, "Food & Dining", "INR", 5_000),
            Row("2026-10-04", .spent, "Health", "INR", 1_000),
            Row("2026-10-05", .spent, "Bills & Utilities", "INR", 3_000),
            Row("2026-10-06", .received, "Salary", "INR", 100_000),
            // November: six named-worthy categories, so Health and Bills fold into Others.
            Row("2026-11-02", .spent, "Groceries", "INR", 11_200),
            Row("2026-11-03", .spent, "Food & Dining", "INR", 4_750),
            Row("2026-11-04", .spent, "Shopping", "INR", 9_000), Row("2026-11-05", .spent, "Travel", "INR", 8_000),
            Row("2026-11-06", .spent, "Transport & Fuel", "INR", 7_000),
            Row("2026-11-07", .spent, "Health", "INR", 500),
            Row("2026-11-08", .spent, "Bills & Utilities", "INR", 500),
            Row("2026-11-21", .received, "Salary", "INR", 100_000),
        ]
        let model = try ReportFixtures.model(rows)
        let spent = model.entries[0].spent.slices
        #expect(
            spent.map(\.category) == ["Groceries", "Shopping", "Travel", "Transport & Fuel", "Food & Dining", "Others"])
        #expect(spent.map(\.previousAmount) == [10_000, 0, 0, 0, 5_000, 4_000])
        #expect(spent.map(\.previousAmountText) == ["₹100.00", "₹0.00", "₹0.00", "₹0.00", "₹50.00", "₹40.00"])
        #expect(
            spent.map(\.changeText) == [
                "+12% vs October", "new vs October", "new vs October", "new vs October",
                "−5% vs October", "−75% vs October",
            ])
        #expect(model.entries[0].received.slices.map(\.changeText) == ["0% vs October"])
        #expect(model.asOf == "2026-11-21")
        let text = String(decoding: try ChartJSON.encode(model), as: UTF8.self)
        for line in [
            "\"asOf\" : \"2026-11-21\"", "\"changeText\" : \"−75% vs October\"", "\"previousAmount\" : 4000",
            "\"previousAmountText\" : \"₹40.00\"",
        ] {
            #expect(text.contains(line), "missing \(line)")
        }
        #expect(try ChartJSON.decode(Array(text.utf8)) == model)
    }

    @Test("no row in the previous month (in the report currency): no previous keys at all")
    func noPreviousMonth() throws {
        let model = try ReportFixtures.model([
            Row("2026-09-02", .spent, "Groceries", "INR", 10_000),
            Row("2026-10-02", .spent, "Groceries", "USD", 10_000),
            Row("2026-11-02", .spent, "Groceries", "INR", 11_200),
            Row("2026-11-03", .spent, "Groceries", "INR", 1),
        ])
        let slice = try #require(model.entries[0].spent.slices.first)
        #expect(slice.previousAmount == nil && slice.previousAmountText == nil && slice.changeText == nil)
        let text = String(decoding: try ChartJSON.encode(model), as: UTF8.self)
        #expect(!text.contains("previousAmount") && !text.contains("changeText"))
        #expect(model.asOf == "2026-11-03")
    }

    @Test("asOf: the latest date of the report currency up to the report month; none for an empty report")
    func asOf() throws {
        let rows = [
            Row("2026-10-30", .spent, "Groceries", "INR", 10_000), Row("2026-11-12", .spent, "Groceries", "INR", 1_000),
            Row("2026-11-28", .spent, "Groceries", "USD", 1_000),
        ]
        #expect(try ReportFixtures.model(rows).asOf == "2026-11-12")
        #expect(
            try ReportFixtures.model(rows, options: ReportFixtures.options(month: YearMonth(year: 2026, month: 10)))
                .asOf == "2026-10-30")
        #expect(try ReportFixtures.model(rows, options: ReportFixtures.options(currency: "USD")).asOf == "2026-11-28")
        let empty = try ReportFixtures.empty()
        #expect(empty.asOf == nil)
        #expect(!String(decoding: try ChartJSON.encode(empty), as: UTF8.self).contains("asOf"))
    }
}
