import Foundation
import Testing

@testable import SpendAnalytics

/// An amount cell and what it must parse to.
struct AmountCase: Sendable, CustomTestStringConvertible {
    let text: String
    let mark: DecimalMark
    let minorUnits: Int64
    let marker: Direction?
    let currency: String?

    init(
        _ text: String, _ minorUnits: Int64, mark: DecimalMark = .point, marker: Direction? = nil,
        currency: String? = nil
    ) {
        self.text = text
        self.mark = mark
        self.minorUnits = minorUnits
        self.marker = marker
        self.currency = currency
    }

    var testDescription: String { "\"\(text)\" (\(mark))" }
}

/// An amount cell that must fail, and how.
struct BadAmountCase: Sendable, CustomTestStringConvertible {
    let text: String
    let mark: DecimalMark
    let failure: AmountParser.Failure

    init(_ text: String, _ failure: AmountParser.Failure, mark: DecimalMark = .point) {
        self.text = text
        self.mark = mark
        self.failure = failure
    }

    var testDescription: String { "\"\(text)\" (\(mark)) → \(failure)" }
}

private func parse(_ text: String, _ mark: DecimalMark) throws(AmountParser.Failure) -> ParsedAmount? {
    try AmountParser.parse(ArraySlice(text.utf8), mark: mark)
}

@Suite("AmountParser")
struct AmountParserTests {
    static let accepted: [AmountCase] = [
        // Plain numbers and signs.
        AmountCase("1234.5", 123_450),
        AmountCase("1234.56", 123_456),
        AmountCase("1234", 123_400),
        AmountCase("0", 0),
        AmountCase("0.00", 0),
        AmountCase("-0.00", 0),
        AmountCase("-1,234.56", -123_456),
        AmountCase("+12", 1_200),
        AmountCase(".5", 50),
        AmountCase("5.", 500),
        AmountCase("-.75", -75),
        AmountCase("007.10", 710),
        AmountCase("12.3400", 1_234),
        AmountCase("12.000", 1_200),
        AmountCase("  4439.59  ", 443_959),
        AmountCase("\t110.00\t", 11_000),
        // Parentheses and trailing minus.
        AmountCase("(1,234.56)", -123_456),
        AmountCase("( 12.50 )", -1_250),
        AmountCase("1,234.56-", -123_456),
        AmountCase("12.50 -", -1_250),
        AmountCase("- 12.50", -1_250),
        // DR / CR markers: the number stays as written.
        AmountCase("1,234.56 DR", 123_456, marker: .spent),
        AmountCase("1,234.56 CR", 123_456, marker: .received),
        AmountCase("1,234.56 Dr", 123_456, marker: .spent),
        AmountCase("1,234.56 Cr", 123_456, marker: .received),
        AmountCase("1,234.56 Dr.", 123_456, marker: .spent),
        AmountCase("1,234.56 cr.", 123_456, marker: .received),
        AmountCase("1,234.56DR", 123_456, marker: .spent),
        AmountCase("500.00 D", 50_000, marker: .spent),
        AmountCase("500.00 C", 50_000, marker: .received),
        AmountCase("-12.00 DR", -1_200, marker: .spent),
        AmountCase("₹1,234.00 Cr", 123_400, marker: .received, currency: "INR"),
        // Currency symbols and codes, before or after, with or without a blank.
        AmountCase("₹1,234.00", 123_400, currency: "INR"),
        AmountCase("₹ 1,234.00", 123_400, currency: "INR"),
        AmountCase("-₹1,234.00", -123_400, currency: "INR"),
        AmountCase("₹-1,234.00", -123_400, currency: "INR"),
        AmountCase("₨ 250", 25_000, currency: "INR"),
        AmountCase("Rs.1,23,456.78", 12_345_678, currency: "INR"),
        AmountCase("Rs. 500", 50_000, currency: "INR"),
        AmountCase("Rs 500", 50_000, currency: "INR"),
        AmountCase("RS.500", 50_000, currency: "INR"),
        AmountCase("INR 2,10,000.00", 21_000_000, currency: "INR"),
        AmountCase("2,10,000.00 INR", 21_000_000, currency: "INR"),
        AmountCase("$12.99", 1_299, currency: "USD"),
        AmountCase("-$12.99", -1_299, currency: "USD"),
        AmountCase("$-12.99", -1_299, currency: "USD"),
        AmountCase("($12.99)", -1_299, currency: "USD"),
        AmountCase("US$ 7.5", 750, currency: "USD"),
        AmountCase("USD 7.50", 750, currency: "USD"),
        AmountCase("7.50 USD", 750, currency: "USD"),
        AmountCase("7.50USD", 750, currency: "USD"),
        AmountCase("$7.50 USD", 750, currency: "USD"),
        AmountCase("€12.50", 1_250, currency: "EUR"),
        AmountCase("12,50 €", 1_250, mark: .comma, currency: "EUR"),
        AmountCase("-1.234,56 EUR", -123_456, mark: .comma, currency: "EUR"),
        AmountCase("EUR 3", 300, currency: "EUR"),
        AmountCase("£1,000.00", 100_000, currency: "GBP"),
        AmountCase("GBP 0.99", 99, currency: "GBP"),
        AmountCase("-£4.20", -420, currency: "GBP"),
        // Unicode minus; the Indian "/-" ("only") after an amount.
        AmountCase("\u{2212}12.50", -1_250),
        AmountCase("12.50\u{2212}", -1_250),
        AmountCase("\u{2212}1.234,56 €", -123_456, mark: .comma, currency: "EUR"),
        AmountCase("Rs.500/-", 50_000, currency: "INR"),
        AmountCase("₹ 1,25,000/-", 12_500_000, currency: "INR"),
        // Grouping: western, Indian, decimal comma, blanks, NBSP, narrow NBSP, apostrophes.
        AmountCase("1,234,567.89", 123_456_789),
        AmountCase("1,23,456.78", 12_345_678),
        AmountCase("12,34,56,789.00", 123_456_789_00),
        AmountCase("1,234", 123_400),
        AmountCase("123,456", 12_345_600),
        AmountCase("1.234,56", 123_456, mark: .comma),
        AmountCase("1.234.567,89", 123_456_789, mark: .comma),
        AmountCase("1.234", 123_400, mark: .comma),
        AmountCase("1234,56", 123_456, mark: .comma),
        AmountCase("12,5", 1_250, mark: .comma),
        AmountCase("-0,99", -99, mark: .comma),
        AmountCase("1 234,56", 123_456, mark: .comma),
        AmountCase("1 234.56", 123_456),
        AmountCase("1\u{00A0}234,56", 123_456, mark: .comma),
        AmountCase("1\u{202F}234\u{202F}567,89", 123_456_789, mark: .comma),
        AmountCase("1'234.56", 123_456),
        AmountCase("1’234’567.00", 123_456_700),
        AmountCase("\u{00A0}12.00\u{00A0}", 1_200),
        // The Int64 edge.
        AmountCase("92233720368547758.07", Int64.max),
        AmountCase("-92233720368547758.07", -Int64.max),
        AmountCase("92,233,720,368,547,758.07", Int64.max),
    ]

    @Test("the plain-amount fast path reads what the full scanner reads, on generated cells")
    func plainFastPath() {
        var generator = SplitMix64(state: 2026)
        let alphabet = Array("-0123456789.".utf8)
        var taken = 0
        for _ in 0..<20_000 {
            let length = 1 + Int(generator.next() % 9)
            let cell = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            guard let fast = cell.withUnsafeBufferPointer(AmountParser.plainAmount) else { continue }
            taken += 1
            let full = cell.withUnsafeBufferPointer { AmountScanner($0, mark: .point).scan() }
            guard case .amount(let amount) = full else {
                Issue.record("\(String(decoding: cell, as: UTF8.self)): fast path read \(fast), the scanner did not")
                continue
            }
            #expect(amount == ParsedAmount(minorUnits: fast), "\(String(decoding: cell, as: UTF8.self))")
        }
        #expect(taken > 1_000)
        for (text, expected) in [("-1093.00", Int64(-109_300)), ("450", 45_000), ("0.5", 50), ("12.05", 1_205)] {
            #expect(Array(text.utf8).withUnsafeBufferPointer(AmountParser.plainAmount) == expected)
        }
        for text in ["007", "1.", ".5", "1.234", "-", "1,000.00", "+5", "999999999999999999"] {
            #expect(Array(text.utf8).withUnsafeBufferPointer(AmountParser.plainAmount) == nil, "\(text)")
        }
    }

    @Test("accepted forms", arguments: accepted)
    func accepts(_ example: AmountCase) throws {
        let amount = try #require(try parse(example.text, example.mark))
        #expect(
            amount == ParsedAmount(minorUnits: example.minorUnits, marker: example.marker, currency: example.currency))
    }

    static let rejected: [BadAmountCase] = [
        BadAmountCase("abc", .notANumber),
        BadAmountCase("12abc", .notANumber),
        BadAmountCase("N/A", .notANumber),
        BadAmountCase("--12", .notANumber),
        BadAmountCase("-12-", .notANumber),
        BadAmountCase("+-12", .notANumber),
        BadAmountCase("(12)-", .notANumber),
        BadAmountCase("-(12)", .notANumber),
        BadAmountCase("()", .notANumber),
        BadAmountCase("(12", .notANumber),
        BadAmountCase("12)", .notANumber),
        BadAmountCase("₹", .notANumber),
        BadAmountCase("$", .notANumber),
        BadAmountCase(".", .notANumber),
        BadAmountCase("1,2,3", .notANumber),
        BadAmountCase("12.34.56", .notANumber),
        BadAmountCase("12.34.56", .notANumber, mark: .comma),
        BadAmountCase("1,2345", .notANumber),
        BadAmountCase("1234,567", .notANumber),
        BadAmountCase("12345,678.00", .notANumber),
        BadAmountCase(",123", .notANumber),
        BadAmountCase("1,,234", .notANumber),
        BadAmountCase("1,234,", .notANumber),
        BadAmountCase("123,45,678", .notANumber),
        BadAmountCase("1,234,56,789", .notANumber),
        BadAmountCase("1,234 567", .notANumber),
        BadAmountCase("12 50", .notANumber),
        BadAmountCase("1,234.56", .notANumber, mark: .comma),
        BadAmountCase("1.234,56", .notANumber),
        BadAmountCase("12.50 DRX", .notANumber),
        BadAmountCase("12.50 DR CR", .notANumber),
        BadAmountCase("12.50 Debit", .notANumber),
        BadAmountCase("DR 12.50", .notANumber),
        BadAmountCase("$12 €", .notANumber),
        BadAmountCase("₹$12", .notANumber),
        BadAmountCase("12 XYZ", .notANumber),
        BadAmountCase("1e5", .notANumber),
        BadAmountCase("0x10", .notANumber),
        BadAmountCase("\u{2212}-12", .notANumber),
        BadAmountCase("500/", .notANumber),
        BadAmountCase("500/-/-", .notANumber),
        BadAmountCase("12.345", .tooManyFractionDigits(currency: nil, exponent: nil)),
        BadAmountCase("0.001", .tooManyFractionDigits(currency: nil, exponent: nil)),
        BadAmountCase("12,345", .tooManyFractionDigits(currency: nil, exponent: nil), mark: .comma),
        BadAmountCase("92233720368547758.08", .overflow),
        BadAmountCase("-92233720368547758.08", .overflow),
        BadAmountCase("92233720368547759", .overflow),
        BadAmountCase("184467440737095516.16", .overflow),
        BadAmountCase("99999999999999999999999999", .overflow),
    ]

    @Test("rejected forms", arguments: rejected)
    func rejects(_ example: BadAmountCase) {
        #expect(throws: example.failure) { try parse(example.text, example.mark) }
    }

    @Test("blank cells hold no amount", arguments: ["", " ", "   \t ", "\u{00A0}", "-", " - "])
    func blank(_ text: String) throws {
        #expect(try parse(text, .point) == nil)
        #expect(try parse(text, .comma) == nil)
    }

    @Test("parses a slice in the middle of a row")
    func sliceOfRow() throws {
        let row = Array("03/11/2026,-1,234.50,x".utf8)
        let amount = try AmountParser.parse(row[11..<20], mark: .point)
        #expect(amount == ParsedAmount(minorUnits: -123_450))
    }

    static let evidenceCases: [(String, DecimalMark?)] = [
        ("1.234,56", .comma),
        ("12,5", .comma),
        ("12,50", .comma),
        ("1 234,56", .comma),
        ("-1.234.567,89 €", .comma),
        ("1.234.567", .comma),
        ("0,123", .comma),
        ("1234,567", .comma),
        ("1,234.56", .point),
        ("12.50", .point),
        ("12.5", .point),
        ("1,23,456.78", .point),
        ("₹1,23,456", .point),
        ("Rs.1,234", nil),
        ("Rs.12.50", .point),
        ("$0.99", .point),
        ("(1,234.56) DR", .point),
        ("1234", nil),
        ("-250", nil),
        ("1,234", nil),
        ("1.234", nil),
        ("", nil),
        ("abc", nil),
    ]

    @Test("decimal-mark evidence", arguments: evidenceCases)
    func evidence(_ text: String, _ expected: DecimalMark?) {
        #expect(AmountParser.evidence(ArraySlice(text.utf8)) == expected)
    }
}

/// Real cells: the HDFC sample statement's own summary must agree with its rows.
@Suite("AmountParser on the HDFC sample")
struct AmountParserSampleTests {
    static let hdfc = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("sample-transactions/hdfc-savings.csv")

    /// The rows (as strings) of the sample.
    static func rows() throws -> [[String]] {
        var rows: [[String]] = []
        _ = try CSVTokenizer().tokenize(InputSource(path: hdfc.path)) { row in
            rows.append(row.strings)
            return .proceed
        }
        return rows
    }

    private func amount(_ text: String) throws -> Int64 {
        try #require(try AmountParser.parse(ArraySlice(text.utf8), mark: .point)).minorUnits
    }

    @Test("withdrawals and deposits add up to the statement summary; balances chain")
    func summaryMatchesRows() throws {
        let rows = try Self.rows()
        let data = rows.filter { $0.count == 7 && DateParser.looksLikeDate(ArraySlice($0[0].utf8)) }
        #expect(data.count > 100)
        var debits: Int64 = 0
        var credits: Int64 = 0
        var debitCount = 0
        var creditCount = 0
        var balance: Int64?
        for row in data {
            let withdrawal = try AmountParser.parse(ArraySlice(row[4].utf8), mark: .point)?.minorUnits
            let deposit = try AmountParser.parse(ArraySlice(row[5].utf8), mark: .point)?.minorUnits
            #expect((withdrawal == nil) != (deposit == nil), "exactly one amount in \(row)")
            if let withdrawal {
                debits += withdrawal
                debitCount += 1
            }
            if let deposit {
                credits += deposit
                creditCount += 1
            }
            let closing = try amount(row[6])
            if let previous = balance {
                #expect(previous - (withdrawal ?? 0) + (deposit ?? 0) == closing, "balance after \(row)")
            }
            balance = closing
        }
        let header = try #require(rows.firstIndex { $0.first == "Opening Balance" })
        let summary = rows[header + 1]
        #expect(summary[1] == String(debitCount))
        #expect(summary[2] == String(creditCount))
        #expect(try amount(summary[3]) == debits)
        #expect(try amount(summary[4]) == credits)
        #expect(try amount(summary[0]) - debits + credits == amount(summary[5]))
        #expect(balance == (try amount(summary[5])))
    }

    @Test("every amount-looking cell gives point evidence or none, never comma")
    func evidenceIsPoint() throws {
        var points = 0
        for row in try Self.rows() {
            for cell in row where AmountParser.evidence(ArraySlice(cell.utf8)) != nil {
                #expect(AmountParser.evidence(ArraySlice(cell.utf8)) == .point, "\(cell)")
                points += 1
            }
        }
        #expect(points > 100)
    }
}
