import Testing

@testable import SpendAnalytics

/// The delimiter chosen from the first bytes, including when candidates that occur nowhere in
/// them are not parsed for (they would score lowest).
@Suite("Dialect sniffer")
struct DialectSnifferTests {
    private static func delimiter(_ text: String) -> UInt8 {
        DialectSniffer(matcher: ColumnMatcher(forcedProfile: nil, overrides: []), hasHeader: true)
            .delimiter(prefix: Array(text.utf8), isWhole: true, name: "d.csv", encoding: nil)
    }

    @Test("the header's delimiter, the others absent from the file")
    func headerDelimiter() {
        #expect(
            DialectSnifferTests.delimiter("Date;Description;Amount\n2026-11-01;Tea;-2.00\n2026-11-02;Bus;-1.50\n")
                == UInt8(ascii: ";"))
        #expect(DialectSnifferTests.delimiter("Date\tDescription\tAmount\n2026-11-01\tTea\t-2.00\n") == 0x09)
        #expect(DialectSnifferTests.delimiter("Date|Description|Amount\n2026-11-01|Tea|-2.00\n") == UInt8(ascii: "|"))
        #expect(
            DialectSnifferTests.delimiter("Date,Description,Amount\n2026-11-01,Tea;milk,-2.00\n") == UInt8(ascii: ","))
    }

    @Test("no candidate scores: the comma, also when the comma is the one absent from the file")
    func nothingScores() {
        // One field per row under every candidate: ';' occurs only inside quotes, ',' nowhere.
        #expect(DialectSnifferTests.delimiter("\"a;b\"\n\"c;d\"\n\"e\"\n") == UInt8(ascii: ","))
        #expect(DialectSnifferTests.delimiter("no delimiter at all\nsecond line\n") == UInt8(ascii: ","))
    }
}
