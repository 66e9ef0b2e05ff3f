import Foundation
import Testing

@testable import SpendAnalytics

/// No input crashes or hangs the reader: it either reads or throws an ``InputError``.
@Suite struct RobustnessTests {
    /// Reads `bytes` and returns the error, failing the test on anything but an ``InputError``.
    static func outcome(_ bytes: [UInt8], _ options: ReaderOptions = ReaderOptions(timeZone: ReaderHarness.utc))
        -> InputError?
    {
        do {
            _ = try ReaderHarness.read(bytes: bytes, options)
            return nil
        } catch let error as InputError {
            return error
        } catch {
            Issue.record("not an InputError: \(error)")
            return nil
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomBytes(_ seed: UInt64) {
        var generator = SplitMix64(state: seed)
        let count = Int(generator.next() % 200_000)
        let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let error = Self.outcome(bytes)
        #expect(error != nil, "random bytes are not a transactions table")
        _ = Self.outcome(bytes, options { $0.skipInvalid = true })
    }

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func randomRowsAfterAGoodHeader(_ seed: UInt64) throws {
        // Random cells drawn from CSV-significant bytes, under a real header, with --skip-invalid.
        var generator = SplitMix64(state: seed)
        let alphabet = Array("\",;\t|\r\n 0123456789-./:aZ€£".utf8) + [0x00, 0xFF, 0xC3]
        var bytes = Array("Date,Description,Amount\n2026-01-01,Seed,-1.00\n".utf8)
        for _ in 0..<50_000 { bytes.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
        _ = Self.outcome(bytes)
        _ = Self.outcome(bytes, options { $0.skipInvalid = true })
    }

    /// A field past the 64 KiB limit (docs/LIMITS.md: Limits) stops the run at its record, quoted or not,
    /// even with --skip-invalid (issue 11, finding 5); one of exactly 64 KiB is read.
    @Test(arguments: [false, true])
    func aTenMegabyteField(quoted: Bool) throws {
        let quote = quoted ? "\"" : ""
        var bytes = Array("Date,Description,Amount\n2026-01-01,\(quote)".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 10 << 20)
        bytes += Array("\(quote),-1.00\n2026-01-02,Tea,-2.00\n".utf8)
        for skipInvalid in [false, true] {
            let error = ReaderHarness.error(bytes: bytes, options { $0.skipInvalid = skipInvalid })
            #expect(
                error?.description
                    == "t.csv:2:12: field larger than 64 KiB, the limit (a quote never closed?) (2026-01-01)")
        }
        var fits = Array("Date,Description,Amount\n2026-01-01,\(quote)".utf8)
        fits += [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 10)
        fits += Array("\(quote),-1.00\n2026-01-02,Tea,-2.00\n".utf8)
        let read = try ReaderHarness.read(bytes: fits)
        #expect(read.transactions.map(\.description.utf8.count) == [64 << 10, 3])
    }

    @Test func aTenMegabyteFieldInThePreamble() {
        let bytes = [UInt8](repeating: UInt8(ascii: "y"), count: 10 << 20) + Array("\nDate,Description,Amount\n".utf8)
        // The header is past the sniffed mebibyte: not found, reported, no hang.
        #expect(Self.outcome(bytes)?.reason == .noHeaderRow(NoHeaderRow(rowsSeen: 0)))
    }

    @Test func nulBytesAreData() throws {
        let bytes = Array("Date,Description,Amount\n2026-01-01,A".utf8) + [0] + Array("B,-1.00\n".utf8)
        let read = try ReaderHarness.read(bytes: bytes)
        #expect(read.transactions.first?.description == "A\u{0}B")
    }

    @Test func quotesOpenedOnEveryLineDoNotMakeTheSniffQuadratic() {
        // Every line opens a quote: each restart of the preamble scan re-reads the rest, so the
        // number of restarts is bounded.
        let bytes = Array(String(repeating: "\"open,\n", count: 150_000).utf8)
        #expect(Self.outcome(bytes) != nil)
    }

    @Test func aHugeNumberOfColumns() {
        // Past the 1,024 fields of docs/LIMITS.md: Limits, the header search stops with that (issue 11, finding 5).
        let header = (0..<50_000).map { "c\($0)" }.joined(separator: ",")
        #expect(
            Self.outcome(Array((header + "\n").utf8))?.description
                == "t.csv:1:5035: record with more than 1024 fields, the limit (c0,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,c11,c12,c13,c14,c15,c16,c17,c18,c19,c20,c21...)"
        )
        let fits = (0..<1024).map { "c\($0)" }.joined(separator: ",")
        #expect(Self.outcome(Array((fits + "\n").utf8))?.reason == .noHeaderRow(NoHeaderRow(rowsSeen: 1)))
    }

    @Test func aQuoteLeftOpenDoesNotPullTheRestIntoMemory() throws {
        var tokenizer = CSVTokenizer(delimiter: UInt8(ascii: ","))
        tokenizer.maximumRecordBytes = 1 << 20
        let bytes = Array("a,b\n1,\"open\n".utf8) + Array(String(repeating: "x,y\n", count: 1 << 20).utf8)
        // Blocks of a mebibyte after the first: the record is caught growing, not at the end.
        let input = try BufferedInput(.bytes(bytes, name: "q.csv"), prefixLimit: 1 << 20)
        var rows = 0
        #expect(
            throws: InputError(
                file: "q.csv", position: SourcePosition(line: 2, column: 3),
                reason: .malformedCSV(.recordTooLarge(mebibytes: 1)), text: "1")
        ) {
            try tokenizer.tokenize(blocks: input) { (_: CSVRow) in
                rows += 1
                return .proceed
            }
        }
        #expect(rows == 1)
    }
}
