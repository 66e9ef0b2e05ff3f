import Foundation
import Testing

@testable import SpendAnalytics

/// Findings of the black-box audit, each read through the real reader: an unclosed quote under
/// `--skip-invalid` (#3), the line of an encoding error (#5), Currency-column values (#6).
@Suite struct AuditFixesTests {
    static let header = "Date,Description,Amount\n"

    // MARK: - #3 A quote never closed does not swallow the rest of the file

    @Test func anUnclosedQuoteIsSkippedAndTheRowsAfterItAreRead() throws {
        var text = Self.header + "2026-11-01,Good,-1.00\n2026-11-02,\"Bad quote start,-5.00\n"
        for day in 3...22 { text += "2026-11-\(day),Row \(day),-100.00\n" }
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(read.problems.map(\.description) == ["t.csv:3:12: quoted field is never closed (2026-11-02)"])
        #expect(read.transactions.count == 21)
        #expect(read.transactions.map(\.line) == [2] + Array(4...23))
        #expect(read.transactions.reduce(0) { $0 + $1.amount.minorUnits } == 100 + 20 * 10_000)
        #expect(read.stats.rows == 22)
        #expect(read.stats.skippedInvalid == 1)
    }

    @Test func withoutSkipInvalidAnUnclosedQuoteStillStopsAtItsRecord() {
        let text = Self.header + "2026-11-01,Good,-1.00\n2026-11-02,\"Bad quote start,-5.00\n2026-11-03,Next,-2.00\n"
        #expect(ReaderHarness.error(text)?.description == "t.csv:3:12: quoted field is never closed (2026-11-02)")
    }

    @Test func rowsAfterTheUnclosedQuoteKeepTheirLinesAndQuotes() throws {
        // The reopened rows hold an escaped quote, CRLF and a blank line (inside a field left
        // open to the end only doubled quotes can follow its opening quote).
        let text =
            "Date,Description,Amount\r\n2026-11-01,\"two\r\nlines\",-1.00\r\n2026-11-02,x,\"-5.00\r\n"
            + "2026-11-03,\"\"\"\",-2.00\r\n\r\n2026-11-04,Last,-4.00\r\n"
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(read.problems.map(\.description) == ["t.csv:4:14: quoted field is never closed (2026-11-02,x)"])
        #expect(
            read.lines == [
                "2 2026-11-01 spent 100 - two\r\nlines",
                "5 2026-11-03 spent 200 - \"",
                "7 2026-11-04 spent 400 - Last",
            ])
        #expect(read.stats.rows == 4)
        #expect(read.stats.skippedInvalid == 1)
    }

    @Test func anUnclosedQuoteOnTheLastLineIsOneSkippedRow() throws {
        let text = Self.header + "2026-11-01,Good,-1.00\n2026-11-02,\"Bad,-5.00"
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(read.transactions.map(\.line) == [2])
        #expect(read.stats.rows == 2)
        #expect(read.stats.skippedInvalid == 1)
    }

    @Test func anUnclosedQuoteAcrossBlocksOfAFileReopensTheRest() throws {
        // More than one 1 MiB block, read from a file: the open field spans a block boundary.
        var text = Self.header + "2026-11-01,\"Bad quote start,-5.00\n"
        let rows = 60_000
        for index in 0..<rows { text += "2026-11-02,Row \(index),-1.00\n" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "audit-unclosed-\(UUID().uuidString).csv")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let read = try ReaderHarness.read(source: .file(url.path), options { $0.skipInvalid = true })
        #expect(read.problems.map { $0.position?.line } == [2])
        #expect(read.transactions.count == rows)
        #expect(read.transactions.last?.line == rows + 2)
        #expect(read.stats.rows == rows + 1)
    }

    // MARK: - #5 An encoding error names the line of the offending byte

    static let notUTF8 =
        "bytes are not valid UTF-8 (the file is read as UTF-8; pass --encoding windows-1252 if it is in that encoding)"

    /// UTF-8 text on line 2, `rows` ASCII rows, then a Windows-1252 `é` (0xE9) on the line after.
    static func mixedEncodings(rows: Int, lineEnd: String = "\n") -> [UInt8] {
        var bytes = Array("Date,Description,Amount\(lineEnd)2026-01-01,Café,-1.00\(lineEnd)".utf8)
        bytes += Array(String(repeating: "2026-01-02,Tea,-2.00\(lineEnd)", count: rows).utf8)
        bytes += Array("2026-01-03,Caf".utf8) + [0xE9] + Array(",-1.00\(lineEnd)2026-01-04,Tea,-2.00\(lineEnd)".utf8)
        return bytes
    }

    struct EncodingCase: Sendable, CustomTestStringConvertible {
        var rows: Int
        var lineEnd: String
        var skipInvalid: Bool
        var testDescription: String {
            "\(rows) rows, \(lineEnd == "\n" ? "LF" : "CRLF")\(skipInvalid ? ", --skip-invalid" : "")"
        }
    }

    static let encodingCases: [EncodingCase] = [
        EncodingCase(rows: 5_000, lineEnd: "\n", skipInvalid: false),
        EncodingCase(rows: 5_000, lineEnd: "\r\n", skipInvalid: true),
        EncodingCase(rows: 50_000, lineEnd: "\n", skipInvalid: true),
        EncodingCase(rows: 50_000, lineEnd: "\r\n", skipInvalid: false),
        EncodingCase(rows: 110_000, lineEnd: "\n", skipInvalid: false),
        EncodingCase(rows: 110_000, lineEnd: "\r\n", skipInvalid: true),
    ]

    /// Within the sniffed first MiB (5,000 rows), just after it, and two blocks after it; from memory
    /// and from a file (whose blocks are read from disk).
    @Test(arguments: encodingCases)
    func anInvalidByteAfterUTF8TextIsReportedAtItsLine(_ testCase: EncodingCase) throws {
        let bytes = Self.mixedEncodings(rows: testCase.rows, lineEnd: testCase.lineEnd)
        let expected = "t.csv:\(testCase.rows + 3):15: \(Self.notUTF8) (2026-01-03,Caf\\xE9,-1.00)"
        let memory = ReaderHarness.error(bytes: bytes, options { $0.skipInvalid = testCase.skipInvalid })
        #expect(memory?.description == expected)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("t.csv-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try ReaderHarness.read(source: .file(url.path), options { $0.skipInvalid = testCase.skipInvalid })
            Issue.record("read without an error")
        } catch let error as InputError {
            #expect(error.position?.line == testCase.rows + 3)
            #expect(error.reason == .invalidUTF8)
        }
    }

    @Test(arguments: [false, true])
    func theLineCountsBreaksInsideAQuotedFieldAcrossTheFirstBlockEnd(_ skipInvalid: Bool) {
        var bytes = Array("Date,Description,Amount\n2026-01-01,Café,-1.00\n".utf8)
        // The field's quote opens less than 30 bytes before the block's end, its first line
        // break is in the first block, the others in the next one.
        while bytes.count + 21 <= (1 << 20) - 20 { bytes += Array("2026-01-02,Tea,-2.00\n".utf8) }
        bytes += Array(
            "2026-01-03,\"one\n\(String(repeating: "x", count: 40))\ntwo\r\nthree\rfour\nfive\",-3.00\n".utf8)
        bytes += Array(String(repeating: "2026-01-02,Tea,-2.00\n", count: 100).utf8)
        // The oracle: one more than the line breaks before the byte (LF, CRLF, lone CR).
        let breaks =
            String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .count - 1
        bytes += Array("2026-01-04,Caf".utf8) + [0xE9] + Array(",-1.00\n".utf8)
        let error = ReaderHarness.error(bytes: bytes, options { $0.skipInvalid = skipInvalid })
        #expect(error?.position?.line == breaks + 1)
        #expect(error?.reason == .invalidUTF8)
    }

    @Test func forcedUTF8OnAWindows1252FileNamesTheLineOfTheFirstHighByte() {
        var bytes = Array("Date,Description,Amount\n".utf8)
        for day in 1...10 { bytes += Array("2026-01-\(day < 10 ? "0" : "")\(day),Tea,-2.00\n".utf8) }
        bytes +=
            Array("2026-01-11,Caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8, 0x6D, 0x65] + Array(",-1.00\n".utf8)
        let error = ReaderHarness.error(bytes: bytes, options { $0.encoding = .utf8 })
        #expect(error?.description == "t.csv:12:15: \(Self.notUTF8) (2026-01-11,Caf\\xE9 cr\u{FFFD}me,-1.00)")
        #expect(
            (try? ReaderHarness.read(bytes: bytes, options { $0.encoding = .windows1252 }))?.transactions.count == 11)
    }

    @Test func anInvalidByteAfterABOMIsReportedAtItsLine() {
        let bytes: [UInt8] =
            [0xEF, 0xBB, 0xBF] + Array("Date,Description,Amount\n2026-01-01,Caf".utf8) + [0xE9] + Array(",-1.00\n".utf8)
        #expect(
            ReaderHarness.error(bytes: bytes)?.description == "t.csv:2:15: \(Self.notUTF8) (2026-01-01,Caf\\xE9,-1.00)")
    }

    // MARK: - #6 Currency-column values are ISO codes

    static let currencyHeader = "Date,Description,Amount,Currency\n"

    @Test func currencyNamesSymbolsAndLowerCaseCodesBecomeISOCodes() throws {
        let text =
            Self.currencyHeader + "2026-11-01,A,-10.00,Euro\n2026-11-02,B,-20.00, euros \n2026-11-03,C,-1.00,Rs\n"
            + "2026-11-04,D,-2.00,₹\n2026-11-05,E,-3.00,Rs.\n2026-11-06,F,-4.00,usd\n2026-11-07,G,-5.00,US$\n"
            + "2026-11-08,H,-6.00,£\n2026-11-09,I,-7.00,Pound Sterling\n2026-11-10,J,-8.00,jpy\n2026-11-11,K,-9.00,\n"
            + "2026-11-12,L,€-1.50,€\n2026-11-13,M,-2.50,Indian  Rupees\n"
        let read = try ReaderHarness.read(text)
        #expect(
            read.transactions.map { $0.currency ?? "-" }
                == ["EUR", "EUR", "INR", "INR", "INR", "USD", "USD", "GBP", "GBP", "JPY", "-", "EUR", "INR"])
        // JPY has no minor unit: -8.00 yen is 8 of its minor units (issue 11, finding 4).
        #expect(
            read.transactions.map(\.amount.minorUnits) == [
                1000, 2000, 100, 200, 300, 400, 500, 600, 700, 8, 900, 150, 250,
            ])
    }

    static let notCurrencies = ["Dollar", "EURO 2", "E", "Euro€", "12", "INRS", "₹₹"]

    @Test(arguments: notCurrencies)
    func aValueThatNamesNoCurrencyIsABadRow(_ value: String) throws {
        let text =
            Self.currencyHeader + "2026-11-01,A,-10.00,EUR\n2026-11-02,B,-20.00,\(value)\n2026-11-03,C,-30.00,EUR\n"
        let message = "t.csv:3:21: column 4 \"Currency\": not a currency code (\(value))"
        #expect(ReaderHarness.error(text)?.description == message)
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(read.problems.map(\.reason) == [.notACurrency(TableColumn(index: 3, header: "Currency"))])
        #expect(read.problems.map(\.text) == [value.trimmingCharacters(in: .whitespaces)])
        #expect(read.transactions.map(\.line) == [2, 4])
        #expect(read.stats.rows == 3)
        #expect(read.stats.skippedInvalid == 1)
    }

    @Test func aSymbolInTheAmountThatContradictsTheCurrencyColumnIsABadRow() throws {
        let text =
            Self.currencyHeader + "2026-11-01,A,€-10.00,EUR\n2026-11-02,B,$-10.00,EUR\n2026-11-03,C,-30.00 INR,Rs.\n"
        let message = "t.csv:3:22: the amount is in USD but column 4 \"Currency\" says EUR (2026-11-02,B,$-10.00,EUR)"
        #expect(ReaderHarness.error(text)?.description == message)
        let read = try ReaderHarness.read(text, options { $0.skipInvalid = true })
        #expect(
            read.problems.map(\.reason) == [
                .currencyMismatch(
                    amountCurrency: "USD", column: TableColumn(index: 3, header: "Currency"),
                    columnCurrency: "EUR")
            ])
        #expect(read.lines == ["2 2026-11-01 spent 1000 EUR A", "4 2026-11-03 spent 3000 INR C"])
    }

    // MARK: - #15 A directory as the input, a file in the output folder's path

    @Test func aDirectoryAsTheInputCannotBeOpened() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = ReaderHarness.errorReading(.file(directory.path))
        #expect(error?.description == "\(directory.path): is a directory, not a CSV file")
        #expect(error?.reason == .missing(.directory))

        let out = directory.appendingPathComponent("out").path
        let result = try CLIRunner.run(["report", directory.path, "--out", out])
        #expect(result.status == 66)
        #expect(result.stderr == "spendreport: error: \(directory.path): is a directory, not a CSV file\n")
    }

    @Test func anOutputFolderUnderAFileNamesTheSystemsReason() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("file").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        for out in [file, file + "/sub/folder"] {
            #expect(throws: OutputError(path: out, message: "cannot create the output folder (Not a directory)")) {
                _ = try OutputWriter(directory: out).lock(wait: false)
            }
        }
        let nested = directory.appendingPathComponent("a/b/c").path
        let lock = try OutputWriter(directory: nested).lock(wait: false)
        lock.release()
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: nested, isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}

extension ReaderHarness {
    /// The error reading `source` throws (`nil` when it reads).
    static func errorReading(_ source: InputSource) -> InputError? {
        do {
            _ = try read(source: source, options())
            return nil
        } catch {
            return error as? InputError
        }
    }
}
