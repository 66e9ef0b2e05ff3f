import Testing

@testable import SpendAnalytics

/// The one line an ``InputError`` prints, and the wording of reasons no test input reaches.
@Suite struct InputErrorTests {
    @Test func theLineIsFileLineColumnReasonAndText() {
        let reason = InputError.Reason.badAmount(TableColumn(index: 2, header: "Amount"), .notAnAmount)
        #expect(
            InputError(file: "a.csv", position: SourcePosition(line: 3, column: 17), reason: reason, text: "abc")
                .description
                == "a.csv:3:17: column 3 \"Amount\": not an amount (abc)")
        #expect(
            InputError(file: "a.csv", position: SourcePosition(line: 3), reason: reason, text: "abc").description
                == "a.csv:3: column 3 \"Amount\": not an amount (abc)")
        #expect(InputError(file: "a.csv", reason: .missing(.noSuchFile)).description == "a.csv: no such file")
    }

    @Test func theTextIsOneLineOfAtMostEightyCharacters() {
        let error = InputError(
            file: "a.csv", position: SourcePosition(line: 2, column: 1), reason: .unterminatedQuote,
            text: "two\r\nlines " + String(repeating: "x", count: 100))
        #expect(error.text == "two  lines " + String(repeating: "x", count: 66) + "...")
    }

    @Test func aColumnWithoutAHeaderIsNamedByItsPosition() {
        #expect(TableColumn(index: 0).description == "column 1")
        #expect(TableColumn(index: 4, header: "#5").description == "column 5")
        #expect(TableColumn(index: 4, header: "Betrag (€)").description == "column 5 \"Betrag (€)\"")
    }

    @Test(
        "wording of the reasons no input in the tests reaches",
        arguments: [
            (InputError.Reason.cannotOpen, "cannot be opened for reading"),
            (.readFailed("Input/output error"), "read failed: Input/output error"),
            (.malformedCSV(.recordTooLarge(mebibytes: 64)), "record larger than 64 MiB (a quote never closed?)"),
            (.malformedCSV(.outOfMemory), "out of memory reading a field"),
            (.malformedCSV(.fieldTooLarge), "field too large"),
            (.malformedCSV(.unknown), "malformed CSV"),
            (.amountOverflow, "amount overflows a 64-bit count of minor units"),
        ])
    func wording(_ reason: InputError.Reason, _ message: String) {
        #expect(reason.description == message)
    }
}
