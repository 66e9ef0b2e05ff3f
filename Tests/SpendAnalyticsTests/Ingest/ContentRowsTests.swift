import Testing

@testable import SpendAnalytics

/// The sniff's first data rows kept as bytes (``ContentRows``): each cell exactly the UTF-8 of
/// the trimmed string the column check read before (``Swift/String/trimmingWhitespace()``).
@Suite("ContentRows: the first data rows' cells, trimmed, as bytes")
struct ContentRowsTests {
    @Test func cellsAreTheTrimmedStringsBytes() {
        let cells = [
            "2026-01-01", "  padded\t", "", " ", "\u{00A0}12,50\u{00A0}", "\u{3000}全角\u{3000}", "Café", "a\r\nb",
            "\r\n", "\u{2003}",
        ]
        var rows = ContentRows()
        rows.append(CSVRow(fields: cells))
        rows.append(CSVRow(fields: ["x"]))
        #expect(
            rows.count == 2 && rows.width(0) == cells.count && rows.width(1) == 1 && rows.maximumWidth == cells.count)
        let expected = cells.map { $0.trimmingWhitespace() }
        #expect(rows.strings == [expected, ["x"]])
        #expect(expected[1] == "padded" && expected[4] == "12,50" && expected[5] == "全角" && expected[9] == "")
        for (index, text) in expected.enumerated() { #expect(Array(rows.cell(0, index)) == Array(text.utf8)) }
        #expect(rows.cell(1, 1).isEmpty && rows.cell(1, -1).isEmpty, "no such cell: empty")
    }
}
