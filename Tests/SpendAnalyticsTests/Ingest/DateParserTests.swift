import Foundation
import Testing

@testable import SpendAnalytics

/// A date cell, the parser's settings and the calendar date it must give.
struct DateCase: Sendable, CustomTestStringConvertible {
    let text: String
    let order: DateOrder?
    let format: String?
    let zone: String
    let expected: String

    init(_ text: String, _ expected: String, order: DateOrder? = nil, format: String? = nil, zone: String = "UTC") {
        self.text = text
        self.order = order
        self.format = format
        self.zone = zone
        self.expected = expected
    }

    var testDescription: String {
        "\"\(text)\"" + (order.map { " \($0)" } ?? "") + (format.map { " format \($0)" } ?? "") + " in \(zone)"
    }
}

/// A date cell that must fail, and how.
struct BadDateCase: Sendable, CustomTestStringConvertible {
    let text: String
    let order: DateOrder?
    let format: String?
    let failure: DateParser.Failure

    init(_ text: String, _ failure: DateParser.Failure, order: DateOrder? = nil, format: String? = nil) {
        self.text = text
        self.order = order
        self.format = format
        self.failure = failure
    }

    var testDescription: String {
        "\"\(text)\"" + (order.map { " \($0)" } ?? "") + (format.map { " format \($0)" } ?? "") + " → \(failure)"
    }
}

private func parser(order: DateOrder?, format: String?, zone: String = "UTC") throws -> DateParser {
    let timeZone = try #require(TimeZone(identifier: zone))
    let dateFormat = try format.map { try #require(DateFormat($0)) }
    return DateParser(order: order, format: dateFormat, timeZone: timeZone)
}

private func bytes(_ text: String) -> ArraySlice<UInt8> { ArraySlice(text.utf8) }

@Suite("DateParser")
struct DateParserTests {
    static let accepted: [DateCase] = [
        // ISO, with times and offsets.
        DateCase("2026-11-03", "2026-11-03"),
        DateCase("2026-1-3", "2026-01-03"),
        DateCase("  2026-11-03  ", "2026-11-03"),
        DateCase("2026-11-03T14:22", "2026-11-03"),
        DateCase("2026-11-03T14:22:05", "2026-11-03"),
        DateCase("2026-11-03 14:22:05", "2026-11-03"),
        DateCase("2026-11-03 14:22:05.123", "2026-11-03"),
        DateCase("2026-11-03T14:22:05.123456Z", "2026-11-03"),
        DateCase("2026-11-03 9:05:01", "2026-11-03"),
        DateCase("2026/11/03", "2026-11-03"),
        DateCase("2026.11.03", "2026-11-03"),
        DateCase("20261103", "2026-11-03"),
        DateCase("20261103 14:22", "2026-11-03"),
        // Numeric day/month forms.
        DateCase("03/11/2026", "2026-11-03", order: .dayFirst),
        DateCase("03/11/2026", "2026-03-11", order: .monthFirst),
        DateCase("3/11/2026", "2026-11-03", order: .dayFirst),
        DateCase("6/1/2024", "2024-01-06", order: .dayFirst),
        DateCase("6/1/2024", "2024-06-01", order: .monthFirst),
        DateCase("03/05/23", "2023-05-03", order: .dayFirst),
        DateCase("11/03/26", "2026-11-03", order: .monthFirst),
        DateCase("03-11-2026", "2026-11-03", order: .dayFirst),
        DateCase("03-11-26", "2026-11-03", order: .dayFirst),
        DateCase("03.11.2026", "2026-11-03", order: .dayFirst),
        DateCase("03.11.26", "2026-11-03", order: .dayFirst),
        DateCase("25/12/2026", "2026-12-25"),
        DateCase("25/12/2026", "2026-12-25", order: .dayFirst),
        DateCase("12/25/2026", "2026-12-25"),
        DateCase("12/25/2026", "2026-12-25", order: .monthFirst),
        DateCase("05/05/2026", "2026-05-05"),
        DateCase("29/02/2024", "2024-02-29"),
        DateCase("02/29/2024", "2024-02-29"),
        DateCase("29.02.24", "2024-02-29"),
        DateCase("31/12/99", "2099-12-31"),
        // Numeric with a time.
        DateCase("30/12/2023 23:38:11", "2023-12-30"),
        DateCase("6/1/2024 9:59", "2024-01-06", order: .dayFirst),
        DateCase("03-11-2026 14:22:05", "2026-11-03", order: .dayFirst),
        DateCase("11/03/2026 2:05 PM", "2026-11-03", order: .monthFirst),
        DateCase("11/03/2026 12:05 am", "2026-11-03", order: .monthFirst),
        DateCase("11/03/2026, 2:05PM", "2026-11-03", order: .monthFirst),
        // Month names.
        DateCase("03-Nov-2026", "2026-11-03"),
        DateCase("03-NOV-26", "2026-11-03"),
        DateCase("3-nov-2026", "2026-11-03"),
        DateCase("03.Nov.2026", "2026-11-03"),
        DateCase("03 Nov 2026", "2026-11-03"),
        DateCase("1 Nov 2022", "2022-11-01"),
        DateCase("13 Jun 2025", "2025-06-13"),
        DateCase("03 November 2026", "2026-11-03"),
        DateCase("15 Sept 2026", "2026-09-15"),
        DateCase("15 Sep. 2026", "2026-09-15"),
        DateCase("3 Nov 26", "2026-11-03"),
        DateCase("3 Nov 2026 14:22", "2026-11-03"),
        DateCase("Nov 03, 2026", "2026-11-03"),
        DateCase("Nov 3, 2026", "2026-11-03"),
        DateCase("Apr 8, 2018", "2018-04-08"),
        DateCase("Nov 3 2026", "2026-11-03"),
        DateCase("Nov 3,2026", "2026-11-03"),
        DateCase("November 3, 2026", "2026-11-03"),
        DateCase("SEPTEMBER 15, 2026", "2026-09-15"),
        DateCase("Sept 15, 2026", "2026-09-15"),
        DateCase("Sep. 15, 2026", "2026-09-15"),
        DateCase("may 1 2026", "2026-05-01"),
        DateCase("Nov 3, 2026 2:05 PM", "2026-11-03"),
        DateCase("Feb 29, 2024", "2024-02-29"),
        // Offsets: the instant is bucketed in the parser's zone.
        DateCase("2026-11-30T23:30:00-05:00", "2026-12-01", zone: "Asia/Kolkata"),
        DateCase("2026-11-30T23:30:00-05:00", "2026-11-30", zone: "America/New_York"),
        DateCase("2026-11-30T23:30:00-05:00", "2026-12-01", zone: "UTC"),
        DateCase("2026-12-01T00:10:00+05:30", "2026-11-30", zone: "UTC"),
        DateCase("2026-12-01T00:10:00+05:30", "2026-12-01", zone: "Asia/Kolkata"),
        DateCase("2026-12-01T00:10:00+0530", "2026-11-30", zone: "Europe/London"),
        DateCase("2026-11-30T18:45:00Z", "2026-12-01", zone: "Asia/Kolkata"),
        DateCase("2026-11-30T18:15:00Z", "2026-11-30", zone: "Asia/Kolkata"),
        DateCase("2026-11-30 18:45:00 +00:00", "2026-12-01", zone: "Asia/Kolkata"),
        DateCase("2026-11-30 18:45:00 UTC", "2026-12-01", zone: "Asia/Kolkata"),
        DateCase("2026-01-01T04:59:59Z", "2025-12-31", zone: "America/New_York"),
        DateCase("2026-01-01T05:00:00Z", "2026-01-01", zone: "America/New_York"),
        // New York in summer is UTC-4 (daylight saving).
        DateCase("2026-07-01T03:30:00Z", "2026-06-30", zone: "America/New_York"),
        DateCase("2026-07-01T04:30:00Z", "2026-07-01", zone: "America/New_York"),
        DateCase("2024-02-29T23:00:00-02:00", "2024-03-01", zone: "UTC"),
        DateCase("1969-12-31T23:00:00-02:00", "1970-01-01", zone: "UTC"),
        DateCase("1969-12-31T12:00:00Z", "1969-12-31", zone: "UTC"),
        DateCase("1960-02-29T23:30:00-01:00", "1960-03-01", zone: "UTC"),
        // A leap second is the last second of its day (issue 11), wherever the zone puts that day.
        DateCase("2026-11-30T23:59:60Z", "2026-11-30", zone: "UTC"),
        DateCase("2026-11-30 23:59:60 UTC", "2026-11-30", zone: "Europe/London"),
        DateCase("2016-12-31T23:59:60Z", "2017-01-01", zone: "Asia/Kolkata"),
        DateCase("2016-12-31T18:59:60-05:00", "2016-12-31", zone: "America/New_York"),
        DateCase("01/12/2026 00:30 +05:30", "2026-11-30", order: .dayFirst, zone: "UTC"),
        // Without an offset the written date stands, whatever the zone.
        DateCase("2026-11-30 23:30:00", "2026-11-30", zone: "Asia/Kolkata"),
        DateCase("2026-11-30 23:30:00", "2026-11-30", zone: "Pacific/Kiritimati"),
        // An explicit format wins over the order and the automatic forms.
        DateCase("03/11/2026", "2026-03-11", order: .dayFirst, format: "MM/dd/yyyy"),
        DateCase("3/11/26", "2026-11-03", format: "d/M/yy"),
        DateCase("2026-11-03T23:30:00+05:30", "2026-11-03", format: "yyyy-MM-dd'T'HH:mm:ssXXX", zone: "Asia/Kolkata"),
        DateCase("2026-11-03T23:30:00+05:30", "2026-11-03", format: "yyyy-MM-dd", zone: "UTC"),
        DateCase("20261103", "2026-11-03", format: "yyyyMMdd"),
        DateCase("03112026", "2026-11-03", format: "ddMMyyyy"),
        DateCase("031126", "2026-11-03", format: "ddMMyy"),
        DateCase("03-Nov-2026", "2026-11-03", format: "dd-MMM-yyyy"),
        DateCase("03 November 2026", "2026-11-03", format: "dd MMMM yyyy"),
        DateCase("Nov 3, 2026", "2026-11-03", format: "MMM d, yyyy"),
        DateCase("Nov 3 2026", "2026-11-03", format: "MMM d, yyyy"),
        DateCase("03.11.26 14:22", "2026-11-03", format: "dd.MM.yy HH:mm"),
        DateCase("2026/03/11", "2026-11-03", format: "yyyy/dd/MM"),
        DateCase("Nov 3,2026", "2026-11-03", format: "MMM d, yyyy"),
        DateCase("03/11/2026", "2026-11-03", format: "DD/MM/YYYY"),
        DateCase("03/11/2026 14:22", "2026-11-03", format: "dd/mm/yyyy HH:mm"),
        DateCase("1 Nov 2022", "2022-11-01", format: "d MMM yyyy"),
    ]

    @Test(
        "the yyyy-MM-dd fast path reads what the full scan reads, and nothing else",
        arguments: [
            "2026-03-01", "2024-02-29", "0001-01-01", "9999-12-31", "2026-02-29", "2026-13-01", "2026-00-10",
            "2026-04-31", "0000-01-01", "2026-3-01", "2026/03/01", "2026-03-01T10:00", "2026-03-1x", "20260301",
            "+026-03-01", "2026-03-01 ",
        ])
    func isoFastPath(_ text: String) {
        let cell = ArraySlice(Array(text.utf8))
        let full = try? DateParser(order: nil, format: nil, timeZone: TimeZone(identifier: "UTC")!).parse(cell)
        if let fast = DateParser.isoDate(cell) {
            #expect(fast == full)
        } else {
            // Declined: not exactly ten bytes of yyyy-MM-dd, or no such day.
            #expect(text.utf8.count != 10 || full == nil || text.contains("/") || text.contains("T"))
        }
    }

    @Test("accepted forms", arguments: accepted)
    func accepts(_ example: DateCase) throws {
        let date = try parser(order: example.order, format: example.format, zone: example.zone).parse(
            bytes(example.text))
        #expect(date.description == example.expected)
    }

    static let rejected: [BadDateCase] = [
        BadDateCase("", .notADate),
        BadDateCase("   ", .notADate),
        BadDateCase("hello", .notADate),
        BadDateCase("Opening Balance", .notADate),
        BadDateCase("1234.56", .notADate),
        BadDateCase("12.50", .notADate),
        BadDateCase("15.09", .notADate),
        BadDateCase("-250", .notADate),
        BadDateCase("2026", .notADate),
        BadDateCase("50100123456789", .notADate),
        BadDateCase("12345678", .notADate),
        BadDateCase("2026-11", .notADate),
        BadDateCase("2026-11-03x", .notADate),
        BadDateCase("2026-11-03 garbage", .notADate),
        BadDateCase("2026-11-03T14", .notADate),
        BadDateCase("2026-11-03 14:2", .notADate),
        BadDateCase("2026-11-03 14:22 IST", .notADate),
        BadDateCase("2026-11-03T14:22+5", .notADate),
        BadDateCase("2026-113-03", .notADate),
        BadDateCase("03/11/202", .notADate),
        BadDateCase("03/11/2026/1", .notADate),
        BadDateCase("Nov 2026", .notADate),
        BadDateCase("Novem 3, 2026", .notADate),
        BadDateCase("03-Nov/2026", .notADate),
        BadDateCase("03/11/2026 ", .ambiguous),
        BadDateCase("6/1/2024", .ambiguous),
        BadDateCase("05/06/26 14:22", .ambiguous),
        BadDateCase("September 15", .noYear),
        BadDateCase("Sep 15", .noYear),
        BadDateCase("Sep 15 14:22", .noYear),
        BadDateCase("15 Sep", .noYear),
        BadDateCase("15-Sep", .noYear),
        BadDateCase("15/09", .noYear),
        BadDateCase("15-09", .noYear),
        BadDateCase("15.09.", .noYear),
        BadDateCase("15/09 10:30", .noYear),
        BadDateCase("15/09", .noYear, format: "dd/MM/yyyy"),
        BadDateCase("31/02/2026", .invalid),
        BadDateCase("31/02/2026", .invalid, order: .dayFirst),
        BadDateCase("29/02/2026", .invalid, order: .dayFirst),
        BadDateCase("02/29/2026", .invalid, order: .monthFirst),
        BadDateCase("2026-13-01", .invalid),
        BadDateCase("2026-02-30", .invalid),
        BadDateCase("2026-00-10", .invalid),
        BadDateCase("20260230", .invalid),
        BadDateCase("13/13/2026", .invalid),
        BadDateCase("00/05/2026", .invalid, order: .dayFirst),
        BadDateCase("32-01-2026", .invalid),
        BadDateCase("25/12/2026", .invalid, order: .monthFirst),
        BadDateCase("12/25/2026", .invalid, order: .dayFirst),
        BadDateCase("31-Feb-2026", .invalid),
        BadDateCase("Feb 30, 2026", .invalid),
        BadDateCase("2026-11-03 24:00", .invalid),
        BadDateCase("2026-11-03 13:60", .invalid),
        BadDateCase("11/03/2026 13:05 PM", .invalid, order: .monthFirst),
        BadDateCase("2026-11-03T10:00:00+19:00", .invalid),
        BadDateCase("2026-11-03", .notADate, format: "dd/MM/yyyy"),
        BadDateCase("03/11/26", .notADate, format: "dd/MM/yyyy"),
        BadDateCase("31/02/2026", .invalid, format: "dd/MM/yyyy"),
        BadDateCase("Nov 3 x 2026", .notADate, format: "MMM d, yyyy"),
        BadDateCase("Nov 3", .noYear, format: "MMM d, yyyy"),
        BadDateCase("3-11-2026", .notADate, format: "dd/MM/yyyy"),
        BadDateCase("0311202", .notADate, format: "ddMMyyyy"),
        BadDateCase("03/11/2026 junk", .notADate, format: "dd/MM/yyyy"),
    ]

    @Test("rejected forms", arguments: rejected)
    func rejects(_ example: BadDateCase) throws {
        let dateParser = try parser(order: example.order, format: example.format)
        #expect(throws: example.failure) { try dateParser.parse(bytes(example.text)) }
    }

    @Test(
        "leap days",
        arguments: [("29/02/2024", true), ("29/02/2026", false), ("29/02/2000", true), ("29/02/2100", false)])
    func leapDays(_ text: String, _ exists: Bool) throws {
        let result = Result { () throws(DateParser.Failure) in try DateParser(order: .dayFirst).parse(bytes(text)) }
        switch result {
        case .success(let date): #expect(exists && date.month == 2 && date.day == 29)
        case .failure(let failure): #expect(!exists && failure == .invalid)
        }
    }

    static let evidenceCases: [(String, DateOrder?)] = [
        ("25/12/2026", .dayFirst),
        ("30/12/2023 23:38:11", .dayFirst),
        ("13-01-26", .dayFirst),
        ("31.01.2026", .dayFirst),
        ("12/25/2026", .monthFirst),
        ("1/13/2026 2:05 PM", .monthFirst),
        ("05/06/2026", nil),
        ("05/05/2026", nil),
        // A 12 on either side proves nothing: both readings are real days.
        ("05/12/2026", nil),
        ("11/12/2026", nil),
        ("12/05/2026", nil),
        ("12/11/2026", nil),
        ("12/12/2026", nil),
        // One side past 12 does: 13 is the first number that cannot be a month.
        ("13/12/2026", .dayFirst),
        ("12/13/2026", .monthFirst),
        ("31/02/2026", nil),
        ("13/13/2026", nil),
        ("2026-11-25", nil),
        ("2026/11/25", nil),
        ("25-Dec-2026", nil),
        ("Dec 25, 2026", nil),
        ("20261225", nil),
        ("25/12", nil),
        ("hello", nil),
        ("1234.56", nil),
    ]

    @Test("day/month order evidence", arguments: evidenceCases)
    func evidence(_ text: String, _ expected: DateOrder?) {
        #expect(DateParser.evidence(bytes(text)) == expected)
    }

    static let lookalikes: [(String, Bool)] = [
        ("2026-11-03", true),
        ("2026-11-03T23:30:00+05:30", true),
        ("03/11/2026", true),
        ("6/1/2024 9:59", true),
        ("25/12/2026", true),
        ("12/25/2026", true),
        ("03 Nov 2026", true),
        ("Nov 3, 2026", true),
        ("20261103", true),
        ("29/02/2024", true),
        ("1234.56", false),
        ("50100123456789", false),
        ("2026", false),
        ("20261341", false),
        ("29/02/2026", false),
        ("13/13/2026", false),
        ("September 15", false),
        ("Closing balance", false),
        ("", false),
        ("1,234.56", false),
        ("12.50", false),
    ]

    @Test("looks like a date", arguments: lookalikes)
    func looksLikeDate(_ text: String, _ expected: Bool) {
        #expect(DateParser.looksLikeDate(bytes(text)) == expected)
    }

    static let formats: [(String, Bool)] = [
        ("dd/MM/yyyy", true),
        ("MM/dd/yy", true),
        ("d/M/yyyy", true),
        ("yyyy-MM-dd", true),
        ("yyyy-MM-dd'T'HH:mm:ssXXX", true),
        ("dd.MM.yyyy HH:mm", true),
        ("dd-MMM-yyyy", true),
        ("MMM dd, yyyy", true),
        ("MMMM d, yyyy", true),
        ("yyyyMMdd", true),
        ("DD/MM/YYYY", true),
        ("dd/mm/yyyy", true),
        ("dd/MM", false),
        ("yyyy-MM-dd HH:mm", true),
        ("HH:mm dd/MM/yyyy", false),
        ("MM/yyyy", false),
        ("dd/yyyy", false),
        ("", false),
        ("HH:mm", false),
        ("dd/MM/yyyy/dd", false),
        ("ddd/MM/yyyy", false),
        ("EEE dd/MM/yyyy", false),
        ("dd/MM/yyyy'", false),
    ]

    @Test("date-format patterns", arguments: formats)
    func format(_ pattern: String, _ valid: Bool) {
        #expect((DateFormat(pattern) != nil) == valid)
    }

    @Test("an instance recognises dates in its explicit format only")
    func recognises() throws {
        let dateParser = try parser(order: nil, format: "dd.MM.yyyy")
        #expect(dateParser.recognises(bytes("03.11.2026")))
        #expect(!dateParser.recognises(bytes("2026-11-03")))
        #expect(DateParser(order: nil).recognises(bytes("2026-11-03")))
    }

    @Test("parses a slice in the middle of a row")
    func sliceOfRow() throws {
        let row = Array("x,03-Nov-2026 14:22,-12.50".utf8)
        let date = try DateParser().parse(row[2..<19])
        #expect(date == LocalDate(year: 2026, month: 11, day: 3))
    }
}

/// Real cells: the date columns of the three sample statements.
@Suite("DateParser on the sample statements")
struct DateParserSampleTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("sample-transactions")

    /// Every row's first cell.
    static func firstCells(_ name: String) throws -> [String] {
        var cells: [String] = []
        _ = try CSVTokenizer().tokenize(InputSource(path: samples.appendingPathComponent(name).path)) { row in
            if row.count > 0 { cells.append(row.string(0)) }
            return .proceed
        }
        return cells
    }

    /// The sample, its day/month order, and whether its rows run oldest first.
    static let files: [(String, DateOrder, Bool)] = [
        ("hdfc-savings.csv", .dayFirst, true),
        ("paytm-wallet.csv", .dayFirst, false),
        ("amex-card.csv", .monthFirst, false),
    ]

    @Test("the file decides its order, and its dates run in order", arguments: files)
    func orderAndSequence(_ name: String, _ order: DateOrder, _ oldestFirst: Bool) throws {
        let cells = try Self.firstCells(name).filter { DateParser.looksLikeDate(ArraySlice($0.utf8)) }
        #expect(cells.count > 50)
        let evidence = Set(cells.compactMap { DateParser.evidence(ArraySlice($0.utf8)) })
        #expect(evidence == [order])
        let dateParser = DateParser(order: order, timeZone: try #require(TimeZone(identifier: "Asia/Kolkata")))
        let dates = try cells.map { try dateParser.parse(ArraySlice($0.utf8)) }
        let pairs = zip(dates, dates.dropFirst())
        #expect(pairs.allSatisfy { oldestFirst ? $0 <= $1 : $0 >= $1 })
        // Undecided, the same cells are either fine or ambiguous, never misread.
        for (cell, date) in zip(cells, dates) {
            do {
                #expect(try DateParser(order: nil).parse(ArraySlice(cell.utf8)) == date)
            } catch {
                #expect(error == .ambiguous)
            }
        }
    }

    @Test("HDFC rows fall inside the period its preamble states")
    func hdfcPeriod() throws {
        let cells = try Self.firstCells("hdfc-savings.csv")
        let period = try #require(cells.first { $0.hasPrefix("Statement From") })
        let parser = DateParser(order: .dayFirst)
        let bounds = period.split(separator: " ").compactMap { try? parser.parse(ArraySlice($0.utf8)) }
        #expect(bounds.count == 2)
        let from = try #require(bounds.first)
        let to = try #require(bounds.last)
        let dates = cells.compactMap { try? parser.parse(ArraySlice($0.utf8)) }
        #expect(dates.count > 100)
        #expect(dates.allSatisfy { from <= $0 && $0 <= to })
        #expect(dates.first == from && dates.last == to)
    }

    /// A day-first file of early-December dates (each with a 12): the 12s alone cannot decide the
    /// order, so the file is refused without a date past 12; with one (25/11), the 12s are read
    /// as December and the month's sums are exact.
    @Test("early-December dates in a day-first file: refused alone, read as December beside 25/11")
    func twelveIsNoEvidence() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = ["--now", "2026-12-20T02:00:00Z", "--timezone", "UTC"]
        let alone = dir.appendingPathComponent("alone.csv")
        let decided = dir.appendingPathComponent("decided.csv")
        try Data("Date,Description,Amount\n05/12/2026,COFFEE,-4.50\n11/12/2026,TEA,-3.00\n".utf8).write(to: alone)
        try Data(
            "Date,Description,Amount\n05/12/2026,COFFEE,-4.50\n11/12/2026,TEA,-3.00\n25/11/2026,LUNCH,-12.00\n".utf8
        ).write(to: decided)
        let refused = try CLIRunner.run(["report", alone.path, "--out", dir.appendingPathComponent("a").path] + clock)
        #expect(refused.status == 65 && refused.stderr.contains("cannot tell day from month"), "\(refused.stderr)")
        let out = dir.appendingPathComponent("b")
        let read = try CLIRunner.run(["report", decided.path, "--out", out.path] + clock)
        #expect(read.status == 0, "\(read.stderr)")
        let model = try ChartJSON.decode(
            Array(try Data(contentsOf: out.appendingPathComponent("spend-analytics.json"))))
        #expect(model.month == "2026-12")
        #expect(model.entries[0].monthly.map { "\($0.month) \($0.spent)" } == ["2026-11 1200", "2026-12 750"])
    }
}
