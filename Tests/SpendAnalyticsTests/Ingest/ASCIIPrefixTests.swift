import Testing

@testable import SpendAnalytics

/// The encoding detection's shortcuts decide as the slow paths did: an all-ASCII prefix is
/// decided without the normalizer's copy (``EncodingNormalizer/isASCII(_:)``): nothing to decide,
/// `nil`; one byte of 0x80 or above anywhere, in the eight-byte words or in the tail after them,
/// still goes to the normalizer. UTF-8 is validated without a `String` copy, by the same rules.
@Suite("Encoding detection: the all-ASCII prefix and UTF-8 validation")
struct ASCIIPrefixTests {
    @Test func anASCIIPrefixIsUndecided() {
        #expect(TextEncoding.detect(in: [], isWhole: true) == nil)
        #expect(TextEncoding.detect(in: Array("Date,Amount\n2026-01-01,-1.00\n".utf8), isWhole: true) == nil)
        #expect(TextEncoding.detect(in: [0x00, 0x7F, 0x41], isWhole: false) == nil)
    }

    @Test(arguments: [0, 7, 8, 15, 16, 29, 30])
    func aHighByteAnywhereIsJudged(position: Int) {
        var utf8 = Array(repeating: UInt8(ascii: "a"), count: 31)
        var latin = utf8
        latin[position] = 0xE9
        #expect(TextEncoding.detect(in: latin, isWhole: true) == .windows1252)
        let cut = min(position, 29)
        utf8.replaceSubrange(cut..<(cut + 2), with: [0xC3, 0xA9])
        #expect(TextEncoding.detect(in: utf8, isWhole: true) == .utf8)
        #expect(!latin.withUnsafeBytes(EncodingNormalizer.isASCII))
    }

    @Test func utf8ValidationMatchesTheStandardLibrarysStrings() {
        let cases: [[UInt8]] = [
            [], Array("Café ₹ 支付宝 😀".utf8), [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xE2, 0x82], [0x80], [0xC3, 0xA9, 0xFF], [0xEF, 0xBF, 0xBF],
        ]
        for bytes in cases {
            #expect(
                EncodingDetector.isUTF8(bytes, isWhole: true) == (String(validating: bytes, as: UTF8.self) != nil),
                "\(bytes)")
        }
        // The same sequences at every offset of ASCII text (inside and across the eight-byte words).
        for sequence in cases {
            for position in 0...20 {
                var bytes = Array(repeating: UInt8(ascii: "x"), count: 20)
                bytes.insert(contentsOf: sequence, at: position)
                #expect(
                    EncodingDetector.isUTF8(bytes, isWhole: true) == (String(validating: bytes, as: UTF8.self) != nil),
                    "\(sequence) at \(position)")
            }
        }
        // A sequence cut by the end of a partial prefix is not held against it.
        let cut = Array(Array("ab₹".utf8).dropLast())
        #expect(EncodingDetector.isUTF8(cut, isWhole: false))
        #expect(!EncodingDetector.isUTF8(cut, isWhole: true))
    }
}
