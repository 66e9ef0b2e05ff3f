import Testing

@testable import SpendAnalytics

/// ``CSVTokenizer/lineBreaks(in:afterCR:)``, the tokenizer's one rule for counting lines.
@Suite("Counting line breaks")
struct LineBreaksTests {
    static func count(_ text: String, afterCR: Bool = false) -> Int {
        Array(text.utf8).withUnsafeBytes { CSVTokenizer.lineBreaks(in: $0, afterCR: afterCR) }
    }

    @Test func crLfAndCrLfPairs() {
        #expect(LineBreaksTests.count("") == 0)
        #expect(LineBreaksTests.count("no break here, but more than eight bytes") == 0)
        #expect(LineBreaksTests.count("a\nb") == 1)
        #expect(LineBreaksTests.count("a\r\nb") == 1)
        #expect(LineBreaksTests.count("a\rb") == 1)
        #expect(LineBreaksTests.count("\r\r\n\n") == 3)
        #expect(LineBreaksTests.count("tab\tseparated\tbut one line") == 0)
        // An LF opening the bytes ends no line after a CR before them.
        #expect(LineBreaksTests.count("\nabc", afterCR: true) == 0)
        #expect(LineBreaksTests.count("\nabc", afterCR: false) == 1)
        #expect(LineBreaksTests.count("abcdefghij\n", afterCR: true) == 1)
    }

    @Test func agreesWithAByteByByteCount() {
        var generator = SplitMix64(state: 7)
        // Mostly letters, so that some eight-byte words hold no byte below 0x0E and are skipped.
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x09, 0x20, 0x0C] + Array(repeating: 0x41, count: 25)
        for _ in 0..<5_000 {
            let bytes = (0..<generator.below(60)).map { _ in alphabet[generator.below(alphabet.count)] }
            let afterCR = generator.below(2) == 1
            var expected = 0
            var previousIsCR = afterCR
            for byte in bytes {
                if byte == 0x0D || (byte == 0x0A && !previousIsCR) { expected += 1 }
                previousIsCR = byte == 0x0D
            }
            #expect(bytes.withUnsafeBytes { CSVTokenizer.lineBreaks(in: $0, afterCR: afterCR) } == expected, "\(bytes)")
        }
    }
}
