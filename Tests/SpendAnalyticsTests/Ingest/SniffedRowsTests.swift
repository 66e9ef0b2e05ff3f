import Foundation
import Testing

@testable import SpendAnalytics

/// The rows ``FormatSniffer`` keeps (``SniffedRows``) stand in for the read's own tokenizer pass:
/// when kept, they must be exactly the rows that pass gives (fields, lines, order) from the header
/// row on; when that pass could differ (the sniff stopped early or met an error, the input is not
/// whole in the prefix, or it was converted through iconv), none are kept.
@Suite("SniffedRows: the sniff's rows replayed instead of a second tokenizer pass")
struct SniffedRowsTests {
    /// One row as `line|field|field…`.
    static func describe(_ row: CSVRow) -> String {
        ([String(row.line)] + row.strings).joined(separator: "|")
    }

    /// The rows the sniff kept (`nil`: none), and the rows the read's tokenizer pass gives: from
    /// the header row's line (the first line without one) to the end, as ``TransactionReader`` runs it.
    static func compare(_ bytes: [UInt8], _ options: ReaderOptions = ReaderOptions()) throws -> (
        kept: [String]?, read: [String]
    ) {
        let input = try BufferedInput(.bytes(bytes, name: "s.csv"), prefixLimit: FormatSniffer.prefixLimit)
        let matcher = ColumnMatcher(forcedProfile: nil, overrides: options.columns)
        var sniff = try FormatSniffer(name: "s.csv", options: options, matcher: matcher).sniff(input)
        var kept: [String]?
        if let rows = sniff.takeRows() {
            var described: [String] = []
            try rows.forEachRow(readAhead: CellReadAhead()) { described.append(describe($0)) }
            kept = described
        }
        #expect(sniff.rows == nil, "takeRows() hands the rows over")
        let line = sniff.headerLine ?? 1
        let offset = try #require(LineIndex.offset(ofLine: line, in: input.prefix[...], from: 0, line: 1))
        var read: [String] = []
        try CSVTokenizer(delimiter: sniff.delimiter, encoding: sniff.encoding)
            .tokenize(blocks: MemoryBlocks(bytes: input.prefix[offset...], displayName: "s.csv"), startLine: line) {
                row in
                read.append(describe(row))
                return .proceed
            }
        return (kept, read)
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aMonthWithISODatesIsKeptWholeFromTheHeader() throws {
        var text = "Date,Description,Amount,Currency\n"
        for day in 1...28 { text += "2026-03-\(day < 10 ? "0" : "")\(day),SHOP \(day),-\(day).50,INR\n" }
        let (kept, read) = try SniffedRowsTests.compare(SniffedRowsTests.bytes(text))
        #expect(kept == read)
        #expect(read.count == 29)
        #expect(read.first == "1|Date|Description|Amount|Currency")
        #expect(read.last == "29|2026-03-28|SHOP 28|-28.50|INR")
    }

    @Test func aPreambleCRLFQuotedLineBreaksBlankLinesAndNoFinalLineBreakKeepTheirLines() throws {
        // A BOM, preamble lines libcsv rejects (the sniff restarts after them), CRLF, a quoted
        // field over two lines, a blank line, a bare CR, and no line break at the end.
        let text =
            "\u{FEFF}Account: 27\" display;x\r\n\"Girokonto\";\"DE99\"\r\nDate,Description,Amount\r\n"
            + "2026-01-01,\"TWO\r\nLINES\",-1.00\r\n\r\n2026-01-02,  padded  ,-2.00\r2026-01-03,\"say \"\"hi\"\"\",3.00"
        let (kept, read) = try SniffedRowsTests.compare(SniffedRowsTests.bytes(text))
        #expect(kept == read)
        #expect(
            read == [
                "3|Date|Description|Amount", "4|2026-01-01|TWO\r\nLINES|-1.00", "7|2026-01-02|padded|-2.00",
                "8|2026-01-03|say \"hi\"|3.00",
            ])
    }

    @Test func aHeaderlessFileIsKeptFromItsFirstLine() throws {
        var options = ReaderOptions()
        options.hasHeader = false
        options.columns = try ["date=1", "description=2", "amount=3"].map { try #require(ColumnOverride($0)) }
        let (kept, read) = try SniffedRowsTests.compare(
            SniffedRowsTests.bytes("2026-01-01,A,-1.00\n\n2026-01-02,B,2.00\n"), options)
        #expect(kept == read)
        #expect(read == ["1|2026-01-01|A|-1.00", "3|2026-01-02|B|2.00"])
    }

    @Test func windows1252BytesAreKeptAsTheReadTranscodesThem() throws {
        let bytes =
            SniffedRowsTests.bytes("Date,Description,Amount\n2026-01-01,CAF") + [0xC9]
            + SniffedRowsTests.bytes(",-1.00\n")
        let (kept, read) = try SniffedRowsTests.compare(bytes)
        #expect(kept == read)
        #expect(read.last == "2|2026-01-01|CAFÉ|-1.00")
    }

    @Test func noRowsAreKeptWhenTheSniffStoppedEarly() throws {
        // 25/11/2026 decides the day/month order and 1.234,56 the decimal mark; the sniff stops once
        // it has those and the rows a generic header is checked against (FormatSniffer.contentRows).
        let rows = (0..<FormatSniffer.contentRows + 10).map { "2\($0 % 8 + 1)/11/2026,R\($0),\"-2,00\"\n" }.joined()
        let text = "Date,Description,Amount\n25/11/2026,A,\"1.234,56\"\n" + rows
        let (kept, read) = try SniffedRowsTests.compare(SniffedRowsTests.bytes(text))
        #expect(kept == nil)
        #expect(read.count == FormatSniffer.contentRows + 12)
    }

    @Test func noRowsAreKeptAfterAMalformedRecord() throws {
        let text = "Date,Description,Amount\n2026-01-01,A,-1.00\n2026-01-02,\"B\"x,-2.00\n2026-01-03,C,-3.00\n"
        let input = try BufferedInput(
            .bytes(SniffedRowsTests.bytes(text), name: "s.csv"), prefixLimit: FormatSniffer.prefixLimit)
        var sniff = try FormatSniffer(
            name: "s.csv", options: ReaderOptions(), matcher: ColumnMatcher(forcedProfile: nil, overrides: [])
        )
        .sniff(input)
        #expect(sniff.headerLine == 1)
        #expect(sniff.takeRows() == nil)
        // The read meets the record itself.
        #expect(ReaderHarness.error(text)?.position?.line == 3)
    }

    @Test func noRowsAreKeptWhenTheInputIsLargerThanThePrefix() throws {
        var text = "Date,Description,Amount\n"
        let row = "2026-01-01,\(String(repeating: "x", count: 100)),-1.00\n"
        while text.utf8.count <= FormatSniffer.prefixLimit { text += row }
        let (kept, _) = try SniffedRowsTests.compare(SniffedRowsTests.bytes(text))
        #expect(kept == nil)
    }

    @Test func noRowsAreKeptForAnInputConvertedThroughIconv() throws {
        let text = "Date,Description,Amount\n2026-01-01,A,-1.00\n"
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let input = try BufferedInput(.bytes(utf16, name: "u.csv"), prefixLimit: FormatSniffer.prefixLimit)
        var sniff = try FormatSniffer(
            name: "u.csv", options: ReaderOptions(), matcher: ColumnMatcher(forcedProfile: nil, overrides: [])
        )
        .sniff(input)
        #expect(sniff.sourceEncoding == .utf16LE)
        #expect(sniff.takeRows() == nil)
    }

    @Test func theReadGivesTheSameRecordsWithTheKeptRowsAsWithItsOwnPass() throws {
        // The same rows read twice: alone (the sniff's rows are replayed) and followed by padding
        // rows that make the input larger than the prefix (the read tokenizes it itself).
        let data =
            "Date,Description,Amount,Reference\n2026-01-01,\"TWO\nLINES\",-1.00,R1\n\n2026-01-01,\"TWO\nLINES\",-1.00,R1\n"
            + "2026-01-02,B,0.00,R2\n2026-01-03,C,5.00,R3\n2026-01-03,,,\n"
        let alone = try ReaderHarness.read(data)
        var padding = ""
        var index = 0
        while data.utf8.count + padding.utf8.count <= FormatSniffer.prefixLimit {
            padding += "2026-02-01,PAD \(index),-1.00,P\(index)\n"
            index += 1
        }
        let padded = try ReaderHarness.read(data + padding)
        #expect(alone.lines == ["2 2026-01-01 spent 100 - TWO\nLINES", "8 2026-01-03 received 500 - C"])
        #expect(Array(padded.lines.prefix(2)) == alone.lines)
        #expect(padded.transactions.count == 2 + index)
        #expect(alone.stats.duplicates == 1 && padded.stats.duplicates == 1)
        #expect(alone.stats.zeroAmount == 1 && padded.stats.zeroAmount == 1)
        #expect(alone.stats.nonTransaction == 1 && padded.stats.nonTransaction == 1)
        #expect(padded.stats.rows == alone.stats.rows + index)
        #expect(alone.summary.detected == padded.summary.detected)
    }
}
