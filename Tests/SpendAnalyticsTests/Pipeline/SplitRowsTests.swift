import Foundation
import Testing

@testable import SpendAnalytics

/// `batch` hands each owner's read the records its split tokenized (``SplitRows``) instead of
/// tokenizing the owner's bytes again: they must be exactly the rows the owner's own pass gives
/// (fields, lines, order), and the read must take them only when its own pass would read the
/// same (the split's delimiter, the text as written).
@Suite("SplitRows: the batch split's records stand in for each owner's own tokenizer pass")
struct SplitRowsTests {
    /// One row as `line|field|field…`.
    static func describe(_ row: CSVRow) -> String {
        ([String(row.line)] + row.strings).joined(separator: "|")
    }

    /// Every owner of `bytes`, grouped as `batch` groups them.
    static func owners(_ bytes: [UInt8], column: String = "owner") throws -> [OwnerRows] {
        var groups = OwnerGroups(grouping: .grouped, file: "b.csv")
        var owners: [OwnerRows] = []
        try OwnerRecordSplitter(column: column, delimiter: nil, encoding: nil).split(
            .bytes(bytes, name: "b.csv"), header: { groups.header = $0 },
            onRecord: { record in
                try groups.add(record, complete: { owners.append($0) }, returned: { _, error in throw error })
            }, onOrphan: { throw $0 })
        groups.finish { owners.append($0) }
        return owners
    }

    /// The rows of `rows.split`, and the rows the owner's own pass reads from its bytes.
    static func compare(_ rows: OwnerRows) throws -> (split: [String], own: [String]) {
        let split = try #require(rows.split)
        var described: [String] = []
        split.rows.forEachRow { row in
            described.append(describe(row))
            return .proceed
        }
        var own: [String] = []
        try CSVTokenizer(delimiter: split.delimiter).tokenize(
            blocks: MemoryBlocks(bytes: rows.bytes[...], displayName: "b.csv")
        ) { row in
            own.append(describe(row))
            return .proceed
        }
        #expect(split.byteCount == rows.bytes.count)
        return (described, own)
    }

    @Test func eachOwnersSplitRowsAreItsOwnPass() throws {
        // A BOM, CRLF, a quoted field over two lines, blank lines, a bare CR, padded fields, a
        // doubled quote, and no line break at the end.
        let text =
            "\u{FEFF}owner,Date,Description,Amount\r\n"
            + "a,2026-01-01,\"TWO\r\nLINES\",-1.00\r\n\r\n"
            + "a,2026-01-02,  padded  ,-2.00\r"
            + "b,2026-01-03,\"say \"\"hi\"\"\",3.00\n\n\n"
            + "b,2026-01-04,Café ☕,-4.00\n"
            + "c,2026-01-05,last,-5.00"
        let owners = try SplitRowsTests.owners(Array(text.utf8))
        #expect(owners.map(\.owner.text) == ["a", "b", "c"])
        var seen: [[String]] = []
        for rows in owners {
            let (split, own) = try SplitRowsTests.compare(rows)
            #expect(split == own, "\(rows.owner.text)")
            seen.append(split)
        }
        #expect(
            seen == [
                [
                    "1|owner|Date|Description|Amount", "2|a|2026-01-01|TWO\r\nLINES|-1.00",
                    "5|a|2026-01-02|padded|-2.00",
                ],
                ["1|owner|Date|Description|Amount", "2|b|2026-01-03|say \"hi\"|3.00", "5|b|2026-01-04|Café ☕|-4.00"],
                ["1|owner|Date|Description|Amount", "2|c|2026-01-05|last|-5.00"],
            ])
    }

    @Test func consecutiveOwnersAreOneOnlyWithTheSameBytes() throws {
        // Canonically equivalent names (é as U+00E9, then e and U+0301) are two owners; a name
        // that starts another is not it.
        let text =
            "owner,Date,Amount\ncafé,2026-01-01,-1\ncafe\u{301},2026-01-02,-2\ncafe\u{301},2026-01-03,-3\n"
            + "ab,2026-01-04,-4\na,2026-01-05,-5\n"
        let owners = try SplitRowsTests.owners(Array(text.utf8))
        #expect(owners.map(\.owner.bytes) == ["café", "cafe\u{301}", "ab", "a"].map { Array($0.utf8) })
        #expect(owners.map { $0.split?.rows.count } == [2, 3, 2, 2])
        let name = ExactName("ab")
        #expect(Array("ab".utf8).withUnsafeBufferPointer(name.hasBytes))
        #expect(!Array("a".utf8).withUnsafeBufferPointer(name.hasBytes))
        #expect(!Array("abc".utf8).withUnsafeBufferPointer(name.hasBytes))
        #expect(
            ![UInt8]().withUnsafeBufferPointer(name.hasBytes)
                && [UInt8]().withUnsafeBufferPointer(ExactName("").hasBytes))
    }

    @Test func semicolonsAndTabsKeepTheirDelimiter() throws {
        for (delimiter, byte) in [(";", UInt8(ascii: ";")), ("\t", 0x09), ("|", UInt8(ascii: "|"))] {
            let text =
                ["owner", "Date", "Description", "Amount"].joined(separator: delimiter) + "\n"
                + ["a", "2026-01-01", "x, y", "-1,00"].joined(separator: delimiter) + "\n"
            let owners = try SplitRowsTests.owners(Array(text.utf8))
            let rows = try #require(owners.first)
            #expect(rows.split?.delimiter == byte)
            let (split, own) = try SplitRowsTests.compare(rows)
            #expect(split == own && split.count == 2, "\(delimiter)")
        }
    }

    @Test func theRulesForTakingThem() {
        var split = SplitRows(delimiter: UInt8(ascii: ","))
        split.append(CSVRow(fields: ["Date", "Amount"]), line: 1, bytes: 12, converted: false)
        let comma = UInt8(ascii: ",")
        #expect(split.isUsable(delimiter: comma, encoding: nil, byteCount: 12))
        #expect(split.isUsable(delimiter: comma, encoding: .utf8, byteCount: 12))
        #expect(!split.isUsable(delimiter: UInt8(ascii: ";"), encoding: nil, byteCount: 12), "another delimiter")
        #expect(!split.isUsable(delimiter: comma, encoding: nil, byteCount: 13), "other bytes")
        #expect(!split.isUsable(delimiter: comma, encoding: .windows1252, byteCount: 12), "converted by the read")
        split.append(CSVRow(fields: ["2026-01-01", "-1"]), line: 2, bytes: 1, converted: true)
        #expect(split.isUsable(delimiter: comma, encoding: nil, byteCount: 13), "ASCII reads the same converted")
        #expect(!split.isUsable(delimiter: comma, encoding: .utf8, byteCount: 13), "UTF-8 the split converted")
        #expect(!SplitRows(delimiter: comma).isUsable(delimiter: comma, encoding: nil, byteCount: 0), "no rows")
    }

    /// The read replays the split's rows when it may: shown with rows that differ from the bytes
    /// (as no split makes them), whose amount the read then reports.
    @Test func theReadTakesThemWhenUsableAndReadsTheBytesOtherwise() throws {
        let text = "Date,Description,Amount,Currency\n2026-01-05,Shop,-100.00,INR\n"
        let bytes = Array(text.utf8)
        func planted(delimiter: UInt8 = UInt8(ascii: ","), converted: Bool = false) -> SplitRows {
            var split = SplitRows(delimiter: delimiter)
            split.append(
                CSVRow(fields: ["Date", "Description", "Amount", "Currency"]), line: 1, bytes: 33, converted: false)
            split.append(
                CSVRow(fields: ["2026-01-05", "Shop", "-250.00", "INR"]), line: 2, bytes: bytes.count - 33,
                converted: converted)
            return split
        }
        // The amounts spent (minor units).
        func amounts(_ split: SplitRows, _ bytes: [UInt8] = bytes) throws -> [Int64] {
            var reader = ReaderOptions(timeZone: ReaderHarness.utc)
            reader.splitRows = split
            return try ReaderHarness.read(bytes: bytes, reader).transactions.map(\.amount.minorUnits)
        }
        #expect(try amounts(planted()) == [25000], "taken")
        #expect(try amounts(planted(converted: true)) == [25000], "ASCII: taken though converted")
        #expect(try amounts(planted(delimiter: UInt8(ascii: ";"))) == [10000], "another delimiter: the bytes")
        // The same rows in UTF-8 that the split converted from Windows-1252: the bytes.
        let accented = Array(text.replacingOccurrences(of: "Shop", with: "Shöp").utf8)
        var utf8 = planted(converted: true)
        utf8.append(CSVRow(fields: []), line: 3, bytes: 1, converted: true)
        #expect(try amounts(utf8, accented) == [10000], "UTF-8 the split converted: the bytes")
        var unconverted = planted()
        unconverted.append(CSVRow(fields: []), line: 3, bytes: 1, converted: false)
        #expect(try amounts(unconverted, accented) == [25000], "UTF-8 as written: taken")
    }

    @Test("a Windows-1252 batch: an owner whose bytes read as UTF-8 gets a single run's report")
    func windows1252Batch() throws {
        // The split turns Windows-1252 at the first byte that is not UTF-8 and converts what
        // follows; owner b's bytes alone are UTF-8 ("É" as C3 89), as a single run reads them
        // ("Épicerie" is a grocery; converted, "Ã‰picerie" would be nothing known).
        let header = Array("customer_id,Date,Description,Amount,Currency\n".utf8)
        let mine = Array("b,2026-11-03,Épicerie du coin,-180.00,INR\nb,2026-11-04,Zomato,-99.00,INR\n".utf8)
        let bytes = header + Array("a,2026-11-02,Caf".utf8) + [0xE9] + Array(",-250.00,INR\n".utf8) + mine
        let owners = try SplitRowsTests.owners(bytes, column: "customer_id")
        let b = try #require(owners.last)
        #expect(b.bytes == header + mine)
        #expect(b.split?.isUsable(delimiter: UInt8(ascii: ","), encoding: .utf8, byteCount: b.bytes.count) == false)

        var lines: [[UInt8]] = []
        try BatchJob(
            source: .bytes(bytes, name: "batch.csv"), column: "customer_id", options: BatchJobTests.options(),
            destination: .lines { lines.append($0) }
        ).run()
        let single = try ReportPipeline(
            source: .bytes(header + mine, name: "batch.csv"), options: BatchJobTests.options()
        )
        .run()
        let expected = BatchLine.report(owner: b.owner, folder: "b", files: single.files)
        #expect(lines.count == 2)
        // As text: a failure shows the lines, not their bytes.
        #expect(lines.last.map { String(decoding: $0, as: UTF8.self) } == String(decoding: expected, as: UTF8.self))
        #expect(String(decoding: expected, as: UTF8.self).contains("Groceries"))
    }
}
