import Foundation
import Testing
@testable import SpendAnalytics

/// Issue 11, finding 8: a UTF-16 export said "no header row" without naming its encoding.
@Suite("UTF-16 input is refused by name")
struct UTF16InputTests {
    static let text = "Date,Description,Amount\n2026-11-01,Coffee,-4.50\n2026-11-02,Salary,1500.00\n"

    struct Case: Sendable, CustomTestStringConvertible {
        var littleEndian: Bool
        var byteOrderMark: Bool
        var message: String
        var testDescription: String { message }

        var bytes: [UInt8] {
            var out: [UInt8] = byteOrderMark ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
            for unit in UTF16InputTests.text.utf16 {
                let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
                out += littleEndian ? [low, high] : [high, low]
            }
            return out
        }
    }

    static let cases = [
        Case(littleEndian: true, byteOrderMark: true,
             message: "t.csv: the file looks like UTF-16 (UTF-16LE, with a byte order mark); convert it to UTF-8, e.g. iconv -f UTF-16 -t UTF-8 FILE > FILE-utf8.csv"),
        Case(littleEndian: false, byteOrderMark: true,
             message: "t.csv: the file looks like UTF-16 (UTF-16BE, with a byte order mark); convert it to UTF-8, e.g. iconv -f UTF-16 -t UTF-8 FILE > FILE-utf8.csv"),
        Case(littleEndian: true, byteOrderMark: false,
             message: "t.csv: the file looks like UTF-16 (UTF-16LE, no byte order mark); convert it to UTF-8, e.g. iconv -f UTF-16LE -t UTF-8 FILE > FILE-utf8.csv"),
        Case(littleEndian: false, byteOrderMark: false,
             message: "t.csv: the file looks like UTF-16 (UTF-16BE, no byte order mark); convert it to UTF-8, e.g. iconv -f UTF-16BE -t UTF-8 FILE > FILE-utf8.csv"),
    ]

    @Test(arguments: cases)
    func namesTheEncoding(_ testCase: Case) {
        let error = ReaderHarness.error(bytes: testCase.bytes)
        #expect(error?.reason == .utf16(UTF16Form(littleEndian: testCase.littleEndian, byteOrderMark: testCase.byteOrderMark)))
        #expect(error?.description == testCase.message)
        // Also with --no-header and columns by position, and with an encoding forced.
        var options = ReaderOptions(timeZone: ReaderHarness.utc)
        options.encoding = .windows1252
        #expect(ReaderHarness.error(bytes: testCase.bytes, options)?.description == testCase.message)
    }

    @Test("UTF-8 and Windows-1252 files are not taken for UTF-16")
    func notUTF16() {
        #expect(UTF16Sniffer.form(of: Array(Self.text.utf8)[...]) == nil)
        #expect(UTF16Sniffer.form(of: [0xFF, 0x41, 0x42, 0x43][...]) == nil) // ÿABC in Windows-1252
        #expect(UTF16Sniffer.form(of: Array("a,\u{0}b\n".utf8)[...]) == nil)
    }

    @Test("through the CLI: exit 65 and the one line")
    func cli() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("utf16.csv")
        try Data(Self.cases[0].bytes).write(to: input)
        let result = try CLIRunner.run(["report", input.path, "--out", dir.appendingPathComponent("out").path])
        #expect(result.status == 65)
        #expect(result.stderr == "spendreport: error: \(input.path): the file looks like UTF-16 (UTF-16LE, with a byte order mark); "
                + "convert it to UTF-8, e.g. iconv -f UTF-16 -t UTF-8 FILE > FILE-utf8.csv\n")
    }
}
