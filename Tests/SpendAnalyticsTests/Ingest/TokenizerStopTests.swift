import Foundation
import Testing

@testable import SpendAnalytics

/// A pass the callback stops gives libcsv its block in slices (``CSVTokenizer/parseSlice``) and
/// skips the rest of the block once stopped, only where parsing the rest could change nothing:
/// the outcome and errors must be those of one `csv_parse` call over the whole block.
@Suite("CSVTokenizer: a stopped pass skips the rest of its block")
struct TokenizerStopTests {
    /// Rows read before the stop, and the error the pass threw (`nil`: none).
    static func stopAfterFirstRow(_ text: String, restMatters: Bool = true) -> (rows: [String], error: InputError?) {
        var rows: [String] = []
        var tokenizer = CSVTokenizer()
        tokenizer.restAfterStopMatters = restMatters
        do {
            let outcome = try tokenizer.tokenize(
                blocks: MemoryBlocks(bytes: Array(text.utf8)[...], displayName: "s.csv")
            ) { row in
                rows.append(row.strings.joined(separator: "|"))
                return .stop
            }
            #expect(!outcome.reachedEnd)
            return (rows, nil)
        } catch let error as InputError {
            return (rows, error)
        } catch {
            Issue.record("not an InputError: \(error)")
            return (rows, nil)
        }
    }

    /// Enough rows that the stop comes in the first slice and the rest is longer than a slice.
    static let filler = String(repeating: "2026-01-01,SHOP,-1.00\n", count: CSVTokenizer.parseSlice / 10)

    @Test func aPlainRestIsSkippedWithoutAnError() {
        let result = TokenizerStopTests.stopAfterFirstRow(
            "a,b\n" + TokenizerStopTests.filler + "c," + String(repeating: "x", count: 20_000))
        #expect(result.rows == ["a|b"])
        #expect(result.error == nil)
    }

    @Test func anOpenUnquotedFieldPastTheLimitAtTheEndIsStillRefused() {
        // One csv_parse call over the block ends inside this field and refuses it, stopped or not.
        let result = TokenizerStopTests.stopAfterFirstRow(
            "a,b\n" + TokenizerStopTests.filler + "c," + String(repeating: "x", count: 70_000))
        #expect(result.rows == ["a|b"])
        #expect(result.error?.reason == .malformedCSV(.fieldLargerThan(kibibytes: 64)))
    }

    @Test func aCallerThatIgnoresTheRestNeverHasItParsed() {
        // DialectSniffer: the rows before the stop decide, so the field past the limit is not met.
        let text = "a,b\n" + TokenizerStopTests.filler + "c,\"q\"," + String(repeating: "x", count: 70_000)
        #expect(TokenizerStopTests.stopAfterFirstRow(text, restMatters: false).error == nil)
        #expect(
            TokenizerStopTests.stopAfterFirstRow(text).error?.reason == .malformedCSV(.fieldLargerThan(kibibytes: 64)))
    }

    @Test func aStrayQuoteAfterTheStopIsNoError() {
        let result = TokenizerStopTests.stopAfterFirstRow("a,b\n" + TokenizerStopTests.filler + "c,d\"e\nf,g\n")
        #expect(result.rows == ["a|b"])
        #expect(result.error == nil)
    }

    @Test func theRestIsSkippedOnlyWhenItCanChangeNothing() {
        func skips(_ text: String, limit: Int = 10) -> Bool {
            Array(text.utf8).withUnsafeBytes {
                CSVTokenizer.restChangesNothing($0, delimiter: UInt8(ascii: ","), fieldLimit: limit)
            }
        }
        #expect(skips("abc,def"))
        #expect(skips("ab\n0123456789"))
        #expect(skips("ab\r0123456789"))
        #expect(!skips("ab\n01234567890"), "the open field at the end is past the limit")
        #expect(!skips("0123"), "no separator: the open field may have started before")
        #expect(!skips("a,\"b\",c"), "a quote may be a parse error")
    }
}
