import Foundation
import Testing

@testable import SpendAnalytics

/// Unreadable rows and files: each stops the read with `FILE:LINE: reason (text)`, or with
/// `--skip-invalid` is reported, counted and skipped while the good rows are still read.
@Suite struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The CSV: a header, good rows and one bad row.
        var text: String
        /// The error the read stops with, as the CLI prints it.
        var error: String
        /// Its reason, as values.
        var reason: InputError.Reason
        /// Transactions read with `--skip-invalid` (the good rows).
        var goodRows: Int

        var testDescription: String { name }
    }

    static let header = "Date,Description,Amount\n"
    static let date = TableColumn(index: 0, header: "Date")
    static let amount = TableColumn(index: 2, header: "Amount")

    static let cases: [Case] = [
        Case(
            name: "date that does not exist",
            text: header + "2026-01-02,Tea,-2.00\n31/02/2026,Cake,-4.00\n2026-01-03,Tea,-2.00\n",
            error: "t.csv:3:1: column 1 \"Date\": no such date (31/02/2026)",
            reason: .badDate(date, .noSuchDate), goodRows: 2),
        Case(
            name: "date without a year",
            text: header + "2026-01-02,Tea,-2.00\nSeptember 15,Cake,-4.00\n",
            error: "t.csv:3:1: column 1 \"Date\": the date has no year (September 15)",
            reason: .badDate(date, .noYear), goodRows: 1),
        Case(
            name: "text in the date column between data rows",
            text: header + "2026-01-02,Tea,-2.00\nyesterday,Cake,-4.00\n2026-01-03,Tea,-2.00\n",
            error: "t.csv:3:1: column 1 \"Date\": not a date (yesterday)",
            reason: .badDate(date, .notADate), goodRows: 2),
        Case(
            name: "no date between data rows",
            text: header + "2026-01-02,Tea,-2.00\n,Cake,-4.00\n2026-01-03,Tea,-2.00\n",
            error: "t.csv:3:1: column 1 \"Date\": no date (,Cake,-4.00)",
            reason: .badDate(date, .noDate), goodRows: 2),
        Case(
            name: "amount that is not a number",
            text: header + "2026-01-02,Tea,-2.00\n2026-01-03,Cake,abc\n",
            error: "t.csv:3:17: column 3 \"Amount\": not an amount (abc)",
            reason: .badAmount(amount, .notAnAmount), goodRows: 1),
        Case(
            name: "amount with badly placed groups",
            text: header + "2026-01-02,Tea,-2.00\n2026-01-03,Cake,\"12,3,4\"\n",
            error: "t.csv:3:17: column 3 \"Amount\": not an amount (12,3,4)",
            reason: .badAmount(amount, .notAnAmount), goodRows: 1),
        Case(
            name: "three fraction digits",
            text: header + "2026-01-02,Tea,-2.00\n2026-01-03,Cake,-1.234\n",
            error:
                "t.csv:3:17: column 3 \"Amount\": more than two digits after the decimal mark, and no currency says the "
                + "amounts have three: pass --currency if the file is in a three-decimal currency (KWD, BHD, OMR, JOD, TND, LYD, "
                + "IQD), or --decimal-comma if the digits after the mark are a thousands group (-1.234)",
            reason: .badAmount(amount, .tooManyFractionDigits), goodRows: 1),
        Case(
            name: "amount beyond 64 bits",
            text: header + "2026-01-02,Tea,-2.00\n2026-01-03,Cake,92233720368547758.08\n",
            error: "t.csv:3:17: amount overflows a 64-bit count of minor units (92233720368547758.08)",
            reason: .amountOverflow, goodRows: 1),
        Case(
            name: "too few fields",
            text: header + "2026-01-02,Tea,-2.00\n2026-01-03,Cake\n2026-01-04,Tea,-2.00\n",
            error: "t.csv:3: expected 3 fields, found 2 (2026-01-03,Cake)",
            reason: .fieldCount(expected: 3, found: 2), goodRows: 2),
        Case(
            name: "an extra field that is not empty",
            text: header + "2026-01-02,Tea,-2.00\n2026-01-03,Cake,-4.00,oops\n",
            error: "t.csv:3:23: expected 3 fields, found 4 (2026-01-03,Cake,-4.00,oops)",
            reason: .fieldCount(expected: 3, found: 4), goodRows: 1),
        Case(
            name: "two extra empty fields",
            text: header + "2026-01-02,Tea,-2.00\n2026-01-03,Cake,-4.00,,\n",
            error: "t.csv:3:23: expected 3 fields, found 5 (2026-01-03,Cake,-4.00,,)",
            reason: .fieldCount(expected: 3, found: 5), goodRows: 1),
        Case(
            name: "a quote inside an unquoted field",
            text: header + "2026-01-02,Tea,-2.00\n2026-01-03,27\" screen,-4.00\n2026-01-04,Tea,-2.00\n",
            error:
                "t.csv:3:12: malformed CSV: a quote inside an unquoted field or text after a closing quote (2026-01-03)",
            reason: .malformedCSV(.misplacedQuote),
            goodRows: 2),
        Case(
            name: "text after a closing quote, on a record spanning lines",
            text: header + "2026-01-02,Tea,-2.00\n2026-01-03,\"two\nlines\"x,-4.00\n2026-01-04,Tea,-2.00\n",
            error:
                "t.csv:3:12: malformed CSV: a quote inside an unquoted field or text after a closing quote (2026-01-03)",
            reason: .malformedCSV(.misplacedQuote),
            goodRows: 2),
        Case(
            name: "a quote never closed",
            text: header + "2026-01-02,Tea,-2.00\n2026-01-03,\"Cake,-4.00\n2026-01-04,Tea,-2.00\n",
            error: "t.csv:3:12: quoted field is never closed (2026-01-03)",
            reason: .unterminatedQuote, goodRows: 2),
        Case(
            name: "debit and credit both filled",
            text: "Date,Description,Debit,Credit\n2026-01-02,Tea,2.00,\n2026-01-03,Cake,4.00,1.00\n",
            error:
                "t.csv:3:22: both column 3 \"Debit\" and column 4 \"Credit\" hold an amount (2026-01-03,Cake,4.00,1.00)",
            reason: .debitAndCredit(
                debit: TableColumn(index: 2, header: "Debit"), credit: TableColumn(index: 3, header: "Credit")),
            goodRows: 1),
        Case(
            name: "a negative amount marked as a credit",
            text: "Date,Description,Amount,Type\n2026-01-02,Tea,-2.00,DR\n2026-01-03,Cake,-4.00,CR\n",
            error:
                "t.csv:3:17: column 3 \"Amount\": the amount is negative but the row is marked as a credit (2026-01-03,Cake,-4.00,CR)",
            reason: .negativeCredit(amount),
            goodRows: 1),
        Case(
            name: "a day-first file with a month-first date",
            text: header + "25/01/2026,Tea,-2.00\n01/26/2026,Cake,-4.00\n",
            error:
                "t.csv:3:1: column 1 \"Date\": no such date when read day first like the rest of the file (01/26/2026)",
            reason: .badDate(date, .noSuchDateIn(.dayFirst)),
            goodRows: 1),
    ]

    @Test(arguments: cases)
    func stopsAtTheBadRow(_ testCase: Case) {
        #expect(ReaderHarness.error(testCase.text)?.description == testCase.error)
    }

    @Test(arguments: cases)
    func skipInvalidReportsCountsAndSkips(_ testCase: Case) throws {
        let read = try ReaderHarness.read(testCase.text, options { $0.skipInvalid = true })
        #expect(read.problems.map(\.reason) == [testCase.reason])
        #expect(read.problems.map { $0.position?.line } == [3])
        #expect(read.stats.skippedInvalid == 1)
        #expect(read.transactions.count == testCase.goodRows)
        #expect(read.stats.rows == testCase.goodRows + 1)
    }

    /// A `;` or TAB file's bad row is quoted as it was written, not re-joined with commas: by the
    /// reader (a field count, debit and credit both filled) and by the tokenizer (a quote never closed).
    @Test(arguments: [";", "\t"])
    func theRowIsQuotedWithTheFilesOwnDelimiter(_ delimiter: String) throws {
        func line(_ fields: String...) -> String { fields.joined(separator: delimiter) }
        let text =
            [
                line("Date", "Description", "Debit", "Credit"), line("2026-01-02", "Tea", "2.00", ""),
                line("2026-01-03", "Cake", "4.00", "", "oops"), line("2026-01-04", "Pie", "1.00", "3.00"),
                line("2026-01-05", "Jam", "\"open"),
            ].joined(separator: "\n") + "\n"
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(read.summary.detected.delimiter == UInt8(ascii: delimiter == ";" ? ";" : "\t"))
        #expect(
            read.problems.map(\.description) == [
                "t.csv:3:23: expected 4 fields, found 5 (\(line("2026-01-03", "Cake", "4.00", "", "oops")))",
                "t.csv:4:21: both column 3 \"Debit\" and column 4 \"Credit\" hold an amount (\(line("2026-01-04", "Pie", "1.00", "3.00")))",
                "t.csv:5:16: quoted field is never closed (\(line("2026-01-05", "Jam")))",
            ])
    }

    // MARK: - Columns

    @Test func aColumnIsOnePlusTheBytesAndDelimitersBeforeTheField() {
        let comma = UInt8(ascii: ",")
        let row = CSVRow(fields: ["2026-01-02", "Café", "", "x"], line: 7)
        // "Café" is five bytes; index 4 (the count) is where a field after the last would start.
        #expect((0...5).map { row.column(ofField: $0, delimiter: comma) } == [1, 12, 18, 19, 21, nil])
        let spanning = CSVRow(fields: ["a", "b\r\nc", "d"])
        #expect((0...2).map { spanning.column(ofField: $0, delimiter: comma) } == [1, 3, nil])
    }

    @Test func aFieldThatMustHaveBeenQuotedCountsItsQuotes() {
        // `"a,b"` (5 bytes), `"say ""hi"""` (12), `" pad"` (6), `"x<TAB>"` (4: libcsv would trim
        // the tab in a comma file, and it is the delimiter in a TAB file); in a TAB file `a,b`
        // needs no quotes (3).
        let row = CSVRow(fields: ["a,b", "say \"hi\"", " pad", "x\t", "y"])
        #expect((0...4).map { row.column(ofField: $0, delimiter: UInt8(ascii: ",")) } == [1, 7, 20, 27, 32])
        #expect((0...4).map { row.column(ofField: $0, delimiter: UInt8(ascii: "\t")) } == [1, 5, 18, 25, 30])
    }

    @Test func aColumnAfterAFieldThatNeededQuotesIsTheFilesOwn() {
        let text = Self.header + "2026-01-02,\"Cake, \"\"large\"\"\",abc\n"
        #expect(ReaderHarness.error(text)?.description == "t.csv:2:30: column 3 \"Amount\": not an amount (abc)")
    }

    @Test func aFieldAfterALineBreakInsideItsRecordHasNoColumn() {
        let text = Self.header + "2026-01-02,\"two\nlines\",abc\n"
        #expect(ReaderHarness.error(text)?.description == "t.csv:2: column 3 \"Amount\": not an amount (abc)")
    }

    @Test func aColumnDoesNotCountQuotesAFieldDidNotNeed() {
        // libcsv hands over quoted fields without their quotes: a field is counted as quoted only
        // when it must have been (docs/INPUT.md), so the column is four bytes left of the file's here.
        let text = Self.header + "\"2026-01-02\",\"Cake\",\"abc\"\n"
        #expect(ReaderHarness.error(text)?.description == "t.csv:2:17: column 3 \"Amount\": not an amount (abc)")
    }

    @Test func everyBadRowIsReportedWithItsOwnLine() throws {
        let text =
            Self.header
            + "2026-01-02,A,x\n2026-01-03,B,-1.00\n2026-01-04,C,y\n2026-01-05,\"D\"z,-1\n2026-01-06,E,-1.00,extra\n2026-01-07,F,-1.00\n"
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(read.problems.map { $0.position?.line ?? 0 } == [2, 4, 5, 6])
        #expect(read.transactions.map(\.line) == [3, 7])
        #expect(read.stats.rows == 6)
        #expect(read.stats.skippedInvalid == 4)
    }

    @Test func manyDatelessRowsInsideTheDataAreBoundedButCounted() throws {
        var text = Self.header + "2026-01-01,A,-1.00\n"
        for index in 0..<(PendingRows.keptProblems + 10) { text += "n/a \(index),B,-1.00\n" }
        text += "2026-01-02,C,-1.00\n"
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(read.stats.skippedInvalid == PendingRows.keptProblems + 10)
        #expect(read.problems.count == PendingRows.keptProblems + 1)
        #expect(read.problems.last?.reason == .moreRowsWithoutDate(10))
        #expect(
            read.problems.last?.description
                == "t.csv:\(PendingRows.keptProblems + 12): 10 more rows without a date up to this line")
        #expect(read.stats.rows == PendingRows.keptProblems + 12)
    }

    @Test func manyUnreadableDatesAtTheEndAreBoundedButCounted() throws {
        var text = Self.header + "2026-01-01,A,-1.00\n"
        for index in 0..<(PendingRows.keptProblems + 6) { text += "2026-11-\(index)x,B,-1.00\n" }
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(read.problems.count == PendingRows.keptProblems + 1)
        #expect(read.problems.last?.reason == .moreRowsWithUnreadableDate(6))
        #expect(
            read.problems.last?.description
                == "t.csv:\(PendingRows.keptProblems + 8): 6 more rows whose date cannot be read up to this line")
        #expect(read.stats.skippedInvalid == PendingRows.keptProblems + 6)
    }

    @Test func anAmountThatReadsTwoWaysAfterTheSniffedPrefixIsARowError() {
        // Over a mebibyte of whole amounts says nothing about the decimal mark.
        let filler = "2026-01-01,Filler row padded to a good length for the sniff,-5\n"
        let fillerRows = FormatSniffer.prefixLimit / filler.utf8.count + 10
        let text = Self.header + String(repeating: filler, count: fillerRows) + "2026-01-02,Too early,\"2,500\"\n"
        let error = ReaderHarness.error(text)
        #expect(error?.reason == .ambiguousAmount(Self.amount))
        #expect(
            error?.description
                == "t.csv:\(fillerRows + 2):22: column 3 \"Amount\": reads differently with a decimal point and "
                + "a decimal comma, and no earlier amount settled it; pass --decimal-comma if 1.234,56 means one thousand two hundred "
                + "thirty-four, or --currency if the amounts are in a three-decimal currency (KWD, BHD, OMR, JOD, TND, LYD, IQD) (2,500)"
        )
    }

    // MARK: - Files that are not tables

    static let notTables: [(name: String, bytes: [UInt8])] = [
        ("empty", []),
        ("only blank lines", Array("\n\r\n\n".utf8)),
        ("prose", Array("Dear customer,\nyour statement is attached. Thank you for banking with us.\n".utf8)),
        ("a header-like line without a date column", Array("Description,Amount\nTea,-2.00\n".utf8)),
        ("binary", (0..<4096).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 7) }),
        ("NUL bytes", [UInt8](repeating: 0, count: 1000)),
    ]

    @Test(arguments: 0..<6)
    func aFileWithoutAHeaderRowIsNotATable(_ index: Int) {
        let error = ReaderHarness.error(bytes: Self.notTables[index].bytes, options())
        // Random bytes hold bytes no code page the reader detects has: refused at the first of them.
        if case .notInEncoding(nil, let offset)? = error?.reason, Self.notTables[index].name == "binary" {
            #expect(offset > 0 && offset < 4096)
            return
        }
        if Self.notTables[index].name == "empty" {
            #expect(
                error?.reason == .emptyFile
                    && error?.description == "t.csv: the file is empty (0 bytes): a failed download? "
                        + "The previous report is left as it was (--allow-empty accepts it)"
            )
            return
        }
        guard case .noHeaderRow? = error?.reason else {
            Issue.record("\(Self.notTables[index].name): \(String(describing: error))")
            return
        }
        #expect(error?.position == nil)
    }

    @Test func aHeaderSearchTheTokenizerStoppedSaysWhereAndWhy() {
        let error = ReaderHarness.error(bytes: Array("Dear customer,\n\"your statement\n".utf8), options())
        #expect(
            error?.reason
                == .noHeaderRow(
                    NoHeaderRow(
                        rowsSeen: 1,
                        tokenizerStop: NoHeaderRow.TokenizerStop(
                            line: 2, reason: InputError.Reason.unterminatedQuote.description))))
        #expect(
            error?.description
                == "t.csv: no header row: none of the first 1 rows names a date, an amount (or debit and credit) "
                + "and a description column; name the columns with --column role=Header, or pass --no-header with --column date=N …; "
                + "the tokenizer stopped at line 2: quoted field is never closed")
    }

    @Test func invalidUTF8AfterUTF8IsAnEncodingError() {
        var bytes = Array("Date,Description,Amount\n2026-01-01,Café,-1.00\n".utf8)
        bytes += Array(String(repeating: "2026-01-02,Tea,-2.00\n", count: 60_000).utf8)
        bytes += Array("2026-01-03,Caf".utf8) + [0xE9] + Array(",-1.00\n".utf8)
        let error = ReaderHarness.error(bytes: bytes, options())
        #expect(
            error?.description == "t.csv:60003:15: bytes are not valid UTF-8 (the file is read as UTF-8; "
                + "pass --encoding windows-1252 if it is in that encoding) (2026-01-03,Caf\\xE9,-1.00)")
        // Read as Windows-1252 the same bytes are fine (é is two bytes there, and one here).
        #expect(
            (try? ReaderHarness.read(bytes: bytes, options { $0.encoding = .windows1252 }))?.transactions.count
                == 60_002)
    }
}
