import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 12: inputs in Windows-1250, ISO-8859-2, Shift_JIS, GB18030 and UTF-16 read by flag and,
/// where the bytes decide it, with no flag; bytes no encoding reads are refused at their offset.
@Suite("Encodings")
struct EncodingTests {
    static let polish = """
        Data operacji;Opis operacji;Kwota
        2026-11-03;Wpływy z tytułu: Żywność Łódź;-12,50
        2026-11-04;Biedronka Kraków ąęśćńóźż ĄĘŚĆŃÓŹŻ;-3,20
        2026-11-05;Wynagrodzenie;4000,00

        """
    static let japanese = """
        利用日,利用店名・商品名,利用金額
        2026/11/03,セブンイレブン 新宿店,-1200
        2026/11/04,東日本旅客鉄道,-5400
        2026/11/05,給与,300000

        """
    static let chinese = """
        交易时间,交易对方,金额
        2026-11-03,美团外卖,-35.50
        2026-11-04,中国石化加油站,-300.00
        2026-11-05,工资,8000.00

        """

    /// `text` converted by the system's `iconv` command into `encoding` (an iconv name).
    static func iconv(_ text: String, to encoding: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["iconv", "-f", "UTF-8", "-t", encoding]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "iconv -t \(encoding)")
        return Array(data)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        /// What the `iconv` command calls the encoding.
        var iconvName: String
        /// The encoding the reader reports (and `--encoding` takes).
        var expected: TextEncoding
        var testDescription: String { "\(iconvName) → \(expected)" }
    }

    static let cases = [
        Case(text: polish, iconvName: "CP1250", expected: .windows1250),
        Case(text: polish, iconvName: "ISO-8859-2", expected: .iso88592),
        Case(text: polish, iconvName: "UTF-16", expected: .utf16LE), // glibc: BOM, little-endian
        Case(text: polish, iconvName: "UTF-16LE", expected: .utf16LE), // no BOM
        Case(text: polish, iconvName: "UTF-16BE", expected: .utf16BE), // no BOM
        Case(text: japanese, iconvName: "SHIFT_JIS", expected: .shiftJIS),
        Case(text: japanese, iconvName: "UTF-16", expected: .utf16LE),
        Case(text: chinese, iconvName: "GB18030", expected: .gb18030),
    ]

    @Test("a UTF-8 file converted by iconv reads to the same transactions, detected and by flag", arguments: cases)
    func roundTrip(_ testCase: Case) throws {
        let reference = try ReaderHarness.read(testCase.text)
        #expect(reference.transactions.count >= 3)
        let bytes = try Self.iconv(testCase.text, to: testCase.iconvName)
        #expect(bytes != Array(testCase.text.utf8))

        let detected = try ReaderHarness.read(bytes: bytes)
        #expect(detected.lines == reference.lines)
        #expect(detected.summary.detected.encoding == testCase.expected)

        let flagged = try ReaderHarness.read(bytes: bytes, options { $0.encoding = testCase.expected })
        #expect(flagged.lines == reference.lines)
    }

    @Test("the Polish words come out as written, not as Windows-1252 (Wp³ywy, ¯ywnoœæ)")
    func polishWords() throws {
        let read = try ReaderHarness.read(bytes: try Self.iconv(Self.polish, to: "CP1250"))
        #expect(
            read.transactions.map(\.description) == [
                "Wpływy z tytułu: Żywność Łódź", "Biedronka Kraków ąęśćńóźż ĄĘŚĆŃÓŹŻ", "Wynagrodzenie",
            ])
        #expect(read.transactions.map(\.amount.minorUnits) == [1250, 320, 400_000])
    }

    @Test("--encoding utf-16 takes the byte order from the bytes")
    func utf16Flag() throws {
        let reference = try ReaderHarness.read(Self.polish)
        for name in ["UTF-16", "UTF-16LE", "UTF-16BE"] {
            let read = try ReaderHarness.read(
                bytes: try Self.iconv(Self.polish, to: name), options { $0.encoding = .utf16 })
            #expect(read.lines == reference.lines, "\(name)")
        }
    }

    @Test("a file larger than the sniffed prefix converts block by block, characters cut at block ends included")
    func streaming() throws {
        var text = "利用日,利用店名・商品名,利用金額\n"
        var expected = 0
        var row = 0
        while text.utf8.count < 3 << 20 {
            row += 1
            text += "2026/11/\(String(format: "%02d", row % 28 + 1)),コンビニ 第\(row)号店 ローソン,-\(row % 900 + 100)\n"
            expected += row % 900 + 100
        }
        let bytes = try Self.iconv(text, to: "SHIFT_JIS")
        #expect(bytes.count > FormatSniffer.prefixLimit + 2 * InputSource.blockSize)
        let read = try ReaderHarness.read(bytes: bytes)
        #expect(read.summary.detected.encoding == .shiftJIS)
        #expect(read.transactions.count == row)
        // no currency named: hundredths
        #expect(read.transactions.reduce(0) { $0 + $1.amount.minorUnits } == Int64(expected) * 100)
        #expect(read.transactions.last?.description == "コンビニ 第\(row)号店 ローソン")
    }

    @Test("a byte the encoding lacks is refused at its offset, in the sniffed prefix and after it")
    func invalidBytes() throws {
        // 0x98 is one of the bytes Windows-1250 leaves undefined.
        let head = Array("Data operacji;Opis operacji;Kwota\n2026-11-03;Zakupy ".utf8)
        let bad = head + [0x98] + Array(";-1,00\n".utf8)
        let error = ReaderHarness.error(bytes: bad, options { $0.encoding = .windows1250 })
        #expect(error?.reason == .notInEncoding("windows-1250", offset: head.count))
        #expect(
            error?.description
                == "t.csv: the bytes at offset \(head.count) are not windows-1250 (the file is read as windows-1250); "
                + "pass the file's encoding with --encoding (\(InputError.Reason.encodingNames))")

        var long = Array("Data operacji;Opis operacji;Kwota\n".utf8)
        while long.count < FormatSniffer.prefixLimit + 100_000 {
            long += Array("2026-11-03;Zakupy spożywcze;-1,00\n".utf8)
        }
        let offset = long.count + 17
        long += Array("2026-11-04;Zakupy".utf8) + [0x98] + Array(";-1,00\n".utf8)
        let late = ReaderHarness.error(bytes: long, options { $0.encoding = .windows1250 })
        #expect(late?.reason == .notInEncoding("windows-1250", offset: offset))

        // Shift_JIS cut in the middle of a two-byte character at the end of the file.
        let cut = try Self.iconv(Self.japanese, to: "SHIFT_JIS").dropLast() + [0x82]
        #expect(
            ReaderHarness.error(bytes: Array(cut), options { $0.encoding = .shiftJIS })?.reason
                == .notInEncoding("shift_jis", offset: cut.count - 1))
    }

    @Test("Western Windows-1252 files stay Windows-1252 (é ü ñ £ € read the same)")
    func western() throws {
        let text = "Date,Description,Amount\n2026-11-03,Café Müller Señor Straße,-4.50\n2026-11-04,Œuvre £ shop,-1.00\n"
        let read = try ReaderHarness.read(bytes: try Self.iconv(text, to: "CP1252"))
        #expect(read.summary.detected.encoding == .windows1252)
        #expect(read.transactions.map(\.description) == ["Café Müller Señor Straße", "Œuvre £ shop"])
    }

    @Test("bytes that read as different letters in Windows-1250 and ISO-8859-2 are refused with both named")
    func undecided() {
        // 0xB9 inside a word: `ą` in Windows-1250, `š` in ISO-8859-2, `¹` (no letter) in Windows-1252.
        let bytes = Array("Date,Description,Amount\n2026-11-03,Ma".utf8) + [0xB9] + Array("ka,-1.00\n".utf8)
        let error = ReaderHarness.error(bytes: bytes)
        #expect(error?.reason == .encodingUndecided(offset: 37, candidates: ["windows-1250", "iso-8859-2"]))
        #expect(
            error?.description
                == "t.csv: cannot tell the encoding: the bytes are not UTF-8, and from offset 37 on read as different text in "
                + "windows-1250 and iso-8859-2; pass --encoding windows-1250 or --encoding iso-8859-2")
        #expect(
            (try? ReaderHarness.read(bytes: bytes, options { $0.encoding = .iso88592 }))?.transactions.first?
                .description == "Maška")
    }

    @Test("a UTF-16 file forced to another encoding is refused, not read as text full of NULs")
    func utf16ForcedOtherwise() throws {
        let bytes = try Self.iconv(Self.polish, to: "UTF-16")
        #expect(
            ReaderHarness.error(bytes: bytes, options { $0.encoding = .utf8 })?.reason
                == .notInEncoding("utf-8", offset: 0))
    }

    @Test(
        "--encoding names",
        arguments: [
            ("cp1250", TextEncoding.windows1250), ("Windows-1250", .windows1250), ("latin2", .iso88592),
            ("ISO-8859-2", .iso88592), ("Shift_JIS", .shiftJIS), ("sjis", .shiftJIS), ("GB18030", .gb18030),
            ("gbk", .gb18030), ("UTF-16", .utf16), ("utf-16le", .utf16LE), ("UTF-16BE", .utf16BE),
        ])
    func names(_ name: String, _ encoding: TextEncoding) {
        #expect(TextEncoding(name: name) == encoding)
    }

    @Test("batch --by refuses an encoding it would have to convert, naming the iconv command")
    func batchSplitRefusesConvertedEncodings() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("owners.csv")
        try Data(try Self.iconv("Owner;Data operacji;Opis operacji;Kwota\nanna;2026-11-03;Żabka;-1,00\n", to: "CP1250"))
            .write(to: input)
        let result = try CLIRunner.run([
            "batch", input.path, "--by", "Owner", "--encoding", "cp1250",
            "--out", dir.appendingPathComponent("out").path,
        ])
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                "batch --by splits UTF-8 and Windows-1252 files only; convert this one first, "
                    + "e.g. iconv -f windows-1250 -t UTF-8"))
    }

    @Test("through the CLI: a Windows-1250 file with no flags, and validate names the encoding")
    func cli() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("pl.csv")
        try Data(try Self.iconv(Self.polish, to: "CP1250")).write(to: input)
        let result = try CLIRunner.run(["validate", input.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("encoding: windows-1250\n"))
        let refused = try CLIRunner.run(["validate", input.path, "--encoding", "ebcdic"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--encoding must be one of \(InputError.Reason.encodingNames), not \"ebcdic\""))
    }
}
