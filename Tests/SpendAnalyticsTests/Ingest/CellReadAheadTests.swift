import Testing

@testable import SpendAnalytics

/// The two cells read on the tokenizer thread are read exactly as ``RowReader`` reads them first:
/// a trimmed `yyyy-MM-dd` date that exists, and a trimmed plain amount with a decimal point.
@Suite("Cells read ahead on the tokenizer thread")
struct CellReadAheadTests {
    @Test func readsOnlyISODatesAndPlainAmounts() throws {
        let csv =
            "date,amount\n 2026-11-03 , -1093.00 \n2026-11-3,\"1,093.00\"\n03/11/2026,-\n2026-02-30,12.5\n,\n"
            + "2028-02-29,+7\n\"2026-12-31\",\"-0.05\"\n"
        let readAhead = CellReadAhead(dateColumn: 0, amountColumn: 1)
        var values: [ReadAheadCells] = []
        var key: [UInt8] = []
        try CSVTokenizer().tokenize(blocks: MemoryBlocks(bytes: Array(csv.utf8)[...], displayName: "t.csv")) {
            (record: CSVTokenizer.Record) in
            values.append(readAhead.values(of: record, key: &key))
            return .proceed
        }
        #expect(
            values.map(\.date) == [
                nil, LocalDate(year: 2026, month: 11, day: 3), nil, nil, nil, nil,
                LocalDate(year: 2028, month: 2, day: 29), LocalDate(year: 2026, month: 12, day: 31),
            ])
        // Only the plain form is read ahead: `1,093.00` (grouping) and `+7` (a plus sign) are left
        // to the reader, like the blank, the lone `-` and the header.
        #expect(values.map(\.amount) == [nil, -109_300, nil, nil, 1250, nil, nil, -5])
        // Where the read-ahead gives a value, it is the reader's value.
        let cells = ["amount", " -1093.00 ", "1,093.00", "-", "12.5", "", "+7", "-0.05"]
        for (known, cell) in zip(values.map(\.amount), cells) {
            guard let known else { continue }
            let reader = try AmountParser.parse(ByteText.trimmed(Array(cell.utf8)[...]), mark: .point)
            #expect(reader?.minorUnits == known, "\(cell)")
        }
    }

    @Test func readsBothAmountsOfADebitCreditLayout() throws {
        let csv =
            "date,debit,credit\n2026-11-03,1093.00,\n2026-11-04,, 250.5 \n2026-11-05,\"1,093.00\",-\n2026-11-06,7,8\n"
        let readAhead = CellReadAhead(amountColumn: 1, creditColumn: 2)
        var values: [ReadAheadCells] = []
        var key: [UInt8] = []
        try CSVTokenizer().tokenize(blocks: MemoryBlocks(bytes: Array(csv.utf8)[...], displayName: "t.csv")) {
            (record: CSVTokenizer.Record) in
            values.append(readAhead.values(of: record, key: &key))
            return .proceed
        }
        #expect(values.map(\.amount) == [nil, 109_300, nil, nil, 700])
        #expect(values.map(\.credit) == [nil, nil, 25_050, nil, 800])
        #expect(values.allSatisfy { $0.date == nil })
    }

    @Test("a debit/credit file reads the same with its amounts read ahead, errors included")
    func debitCreditRowsReadTheSame() throws {
        let csv =
            "Date,Description,Debit,Credit\n2026-11-03,SHOP,1093.00,\n2026-11-04,PAY,,250.5\n2026-11-05,BOTH,7.00,8.00\n"
            + "2026-11-06,GROUPED,\"1,093.00\",\n2026-11-07,NEG,-3.10,\n"
        var options = ReaderOptions(skipInvalid: true)
        var amounts: [Int64] = []
        var problems: [String] = []
        for onCallingThread in [false, true] {
            options.tokenizeOnCallingThread = onCallingThread
            amounts = []
            problems = []
            _ = try TransactionReader(source: .bytes(Array(csv.utf8), name: "dc.csv"), options: options)
                .read(onProblem: { problems.append("\($0)") }) { record in
                    amounts.append(record.direction == .spent ? -record.amount.minorUnits : record.amount.minorUnits)
                }
            #expect(amounts == [-109_300, 25_050, -109_300, -310])
            #expect(problems.count == 1 && problems[0].contains("dc.csv:4"))
        }
    }

    @Test func nothingIsReadAheadWithoutColumns() throws {
        var values: [ReadAheadCells] = []
        var key: [UInt8] = []
        try CSVTokenizer().tokenize(
            blocks: MemoryBlocks(bytes: Array("2026-11-03,-10.00\n".utf8)[...], displayName: "t.csv")
        ) {
            (record: CSVTokenizer.Record) in
            values.append(CellReadAhead().values(of: record, key: &key))
            return .proceed
        }
        #expect(
            values.count == 1 && values[0].date == nil && values[0].amount == nil && values[0].merchantKeyLength == -1)
    }
}
