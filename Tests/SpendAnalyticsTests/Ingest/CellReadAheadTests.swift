import Testing
@testable import SpendAnalytics

/// The two cells read on the tokenizer thread are read exactly as ``RowReader`` reads them first:
/// a trimmed `yyyy-MM-dd` date that exists, and a trimmed plain amount with a decimal point.
@Suite("Cells read ahead on the tokenizer thread")
struct CellReadAheadTests {
    @Test func readsOnlyISODatesAndPlainAmounts() throws {
        let csv = "date,amount\n 2026-11-03 , -1093.00 \n2026-11-3,\"1,093.00\"\n03/11/2026,-\n2026-02-30,12.5\n,\n"
            + "2028-02-29,+7\n\"2026-12-31\",\"-0.05\"\n"
        let readAhead = CellReadAhead(dateColumn: 0, amountColumn: 1)
        var values: [(date: Int32, amount: Int64)] = []
        try CSVTokenizer().tokenize(blocks: MemoryBlocks(bytes: Array(csv.utf8)[...], displayName: "t.csv")) {
            (record: CSVTokenizer.Record) in
            values.append(readAhead.values(of: record))
            return .proceed
        }
        #expect(values.map(\.date) == [0, 20261103, 0, 0, 0, 0, 20280229, 20261231])
        let cells = ["amount", " -1093.00 ", "1,093.00", "-", "12.5", "", "+7", "-0.05"]
        let plain = cells.map { cell -> Int64 in
            let parsed = try? AmountParser.parse(ByteText.trimmed(Array(cell.utf8)[...]), mark: .point)
            return parsed?.minorUnits ?? .min
        }
        // Where the read-ahead gives a value, it is the reader's value; it leaves the rest to the reader.
        #expect(values.map(\.amount) == [.min, -109_300, .min, .min, 1250, .min, values[6].amount, -5])
        for (known, reader) in zip(values.map(\.amount), plain) where known != .min { #expect(known == reader) }
        #expect(LocalDate(packed: 20280229) == LocalDate(year: 2028, month: 2, day: 29))
    }

    @Test func nothingIsReadAheadWithoutColumns() throws {
        var values: [(date: Int32, amount: Int64)] = []
        try CSVTokenizer().tokenize(blocks: MemoryBlocks(bytes: Array("2026-11-03,-10.00\n".utf8)[...], displayName: "t.csv")) {
            (record: CSVTokenizer.Record) in
            values.append(CellReadAhead().values(of: record))
            return .proceed
        }
        #expect(values.count == 1 && values[0].date == 0 && values[0].amount == .min)
    }
}
