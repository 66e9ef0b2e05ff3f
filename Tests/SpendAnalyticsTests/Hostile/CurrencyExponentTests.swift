import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 11, finding 4: `-12.345`, `-1.250`, `500.000` (a Kuwaiti or Bahraini statement) were read
/// as 12,345.00 with exit 0, even with a Currency column saying KWD. Amounts are read in the
/// currency's own exponent, and three decimals no currency explains are refused.
@Suite("Amounts in the currency's own exponent")
struct CurrencyExponentTests {
    static let threeDecimals =
        "Date,Description,Amount\n2026-11-01,Coffee,-12.345\n2026-11-02,Lunch,-1.250\n2026-11-03,Salary,500.000\n"
    static let unsettled =
        "cannot tell the decimal mark: this amount reads differently with a decimal point and a decimal comma; "
        + "pass --decimal-comma if 1.234,56 means one thousand two hundred thirty-four, or --currency if the amounts are in "
        + "a three-decimal currency (KWD, BHD, OMR, JOD, TND, LYD, IQD)"

    @Test("the ISO 4217 exponents")
    func table() {
        #expect(["KWD", "BHD", "OMR", "JOD", "TND", "LYD", "IQD"].map(CurrencyExponent.of) == [3, 3, 3, 3, 3, 3, 3])
        #expect(["JPY", "KRW", "VND", "CLP", "ISK"].map(CurrencyExponent.of) == [0, 0, 0, 0, 0])
        #expect(["INR", "USD", "EUR", "GBP", "XXX"].map(CurrencyExponent.of) == [2, 2, 2, 2, 2])
    }

    @Test(
        "three decimals and no currency: refused at the cell, each alone", arguments: ["-12.345", "-1.250", "500.000"])
    func refusedAlone(_ amount: String) {
        let error = ReaderHarness.error("Date,Description,Amount\n2026-11-01,Coffee,\(amount)\n")
        #expect(error?.description == "t.csv:2:19: \(Self.unsettled) (\(amount))")
    }

    @Test("three decimals after a point another cell settled: refused at the row, asking for --currency")
    func refusedAfterPoint() {
        let error = ReaderHarness.error("Date,Description,Amount\n2026-11-01,Tea,-4.50\n2026-11-02,Coffee,-12.345\n")
        #expect(error?.reason == .badAmount(TableColumn(index: 2, header: "Amount"), .tooManyFractionDigits))
        #expect(
            error?.description
                == "t.csv:3:19: column 3 \"Amount\": more than two digits after the decimal mark, and no currency "
                + "says the amounts have three: pass --currency if the file is in a three-decimal currency (KWD, BHD, OMR, JOD, "
                + "TND, LYD, IQD), or --decimal-comma if the digits after the mark are a thousands group (-12.345)")
    }

    @Test("with --currency KWD: exact thousandths")
    func assumedCurrency() throws {
        let read = try ReaderHarness.read(Self.threeDecimals, options { $0.unlabelledCurrency = "KWD" })
        #expect(read.transactions.map(\.amount.minorUnits) == [12_345, 1_250, 500_000])
        #expect(read.summary.detected.decimalMark == .point)
    }

    @Test("a Currency column saying KWD: exact thousandths, and INR rows beside them in hundredths")
    func currencyColumn() throws {
        let text =
            "Date,Description,Amount,Currency\n2026-11-01,Coffee,-12.345,KWD\n2026-11-02,Lunch,-1.250,KWD\n"
            + "2026-11-03,Salary,500.000,KWD\n2026-11-04,Tea,-1.5,KWD\n2026-11-05,Chai,-20.50,INR\n"
        let read = try ReaderHarness.read(text)
        #expect(read.transactions.map(\.amount.minorUnits) == [12_345, 1_250, 500_000, 1_500, 2_050])
        #expect(read.transactions.map(\.currency) == ["KWD", "KWD", "KWD", "KWD", "INR"])
    }

    @Test("the cell's own currency code decides its exponent")
    func cellCurrency() throws {
        let read = try ReaderHarness.read(
            "Date,Description,Amount\n2026-11-01,Coffee,KWD -12.345\n2026-11-02,Tea,-1.25 KWD\n")
        #expect(read.transactions.map(\.amount.minorUnits) == [12_345, 1_250])
    }

    @Test("JPY: 1234 is 1234 minor units, 1,234.50 is refused")
    func yen() throws {
        let read = try ReaderHarness.read(
            "Date,Description,Amount,Currency\n2026-11-01,Ramen,-1234,JPY\n2026-11-02,Sushi,\"-1,234\",JPY\n")
        #expect(read.transactions.map(\.amount.minorUnits) == [1_234, 1_234])
        let error = ReaderHarness.error(
            "Date,Description,Amount,Currency\n2026-11-01,Ramen,-1234,JPY\n2026-11-02,Sushi,\"1,234.50\",JPY\n")
        #expect(
            error?.reason
                == .badAmount(
                    TableColumn(index: 2, header: "Amount"), .moreFractionDigitsThan(currency: "JPY", exponent: 0)))
        #expect(
            error?.description
                == "t.csv:3:18: column 3 \"Amount\": more digits after the decimal mark than JPY has (0) (1,234.50)")
    }

    @Test(
        "a two-decimal currency still deduces the comma from 1.234, and --decimal-comma reads it as a thousands group")
    func twoDecimalCurrencies() throws {
        let euro = try ReaderHarness.read("Date,Description,Amount,Currency\n2026-11-01,Miete,-1.234,EUR\n")
        #expect(euro.transactions.map(\.amount.minorUnits) == [123_400])
        let comma = try ReaderHarness.read(Self.threeDecimals, options { $0.decimalMark = .comma })
        #expect(comma.transactions.map(\.amount.minorUnits) == [1_234_500, 125_000, 50_000_000])
    }

    /// Through the built binary: refused without a currency (exit 65, the line), and with
    /// --currency KWD the JSON's integers are fils and the display strings have three decimals.
    @Test("through the CLI")
    func cli() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("kwd.csv")
        try Data(Self.threeDecimals.utf8).write(to: input)
        let out = dir.appendingPathComponent("out")
        let base = [
            "report", input.path, "--out", out.path, "--now", "2026-11-22T02:00:00+03:00", "--timezone", "Asia/Kuwait",
        ]
        let refused = try CLIRunner.run(base)
        #expect(refused.status == 65)
        #expect(refused.stderr == "spendreport: error: \(input.path):2:19: \(Self.unsettled) (-12.345)\n")
        let kwd = try CLIRunner.run(base + ["--currency", "KWD"])
        #expect(kwd.status == 0, "stderr: \(kwd.stderr)")
        let model = try JSONDecoder().decode(
            ChartModel.self, from: Data(contentsOf: out.appendingPathComponent("spend-analytics.json")))
        #expect(model.currency == "KWD")
        let entry = try #require(model.entries.first)
        #expect(entry.spent.total == 13_595)
        #expect(entry.spent.totalText == "KWD 13.595")
        #expect(entry.received.total == 500_000)
        #expect(entry.received.totalText == "KWD 500.000")
        #expect(entry.spent.slices.map(\.amountText).sorted() == ["KWD 1.250", "KWD 12.345"])
    }

    @Test("a rule's min and max are in the currency's unit whatever its exponent")
    func ruleBounds() throws {
        let rules = try CategoryRules.parse(
            yaml: "rules:\n  - { category: Shopping, contains: [shop], min: 100.00 }\n", file: "r.yaml")
        var categorizer = Categorizer(rules: rules)
        func name(_ minorUnits: Int64, _ currency: String) -> String {
            var record = CategorizerTests.record("shop", -minorUnits)
            record.currency = Array(currency.utf8)
            return categorizer.taxonomy[categorizer.categorize(record)].name
        }
        #expect(name(150_000, "KWD") == "Shopping") // 150.000 KWD
        #expect(name(99_999, "KWD") != "Shopping") // 99.999 KWD
        #expect(name(100_000, "KWD") == "Shopping") // exactly 100.000 KWD
        #expect(name(100, "JPY") == "Shopping") // 100 yen
        #expect(name(99, "JPY") != "Shopping")
        #expect(name(10_000, "USD") == "Shopping") // 100.00 USD
        #expect(name(9_999, "") != "Shopping")
        #expect(name(Int64.max, "KWD") == "Shopping") // saturates above every bound
    }
}
