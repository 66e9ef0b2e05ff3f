import Testing

@testable import SpendAnalytics

/// Blocks that are UTF-8 as read are parsed where they are (``EncodingNormalizer/inPlace(_:isLast:)``)
/// instead of copied: whatever the block boundaries, the text handed on, the encoding decided and
/// the error raised are those of converting every block (``EncodingNormalizer/normalize(_:isLast:into:)``).
@Suite struct InPlaceTextTests {
    /// Feeds `bytes` in blocks of `size`, each through `inPlace` first when `direct`.
    static func text(_ bytes: [UInt8], blockSize size: Int, direct: Bool) -> (
        text: [UInt8], encoding: TextEncoding?, error: Int?, inPlace: Int
    ) {
        var normalizer = EncodingNormalizer(forced: nil)
        var text: [UInt8] = []
        var inPlace = 0
        var start = 0
        repeat {
            let end = min(bytes.count, start + size)
            let isLast = end == bytes.count
            let block = Array(bytes[start..<end])
            do {
                try block.withUnsafeBytes { block in
                    if direct, let asRead = try normalizer.inPlace(block, isLast: isLast) {
                        text.append(contentsOf: asRead)
                        inPlace += 1
                    } else {
                        var converted: [UInt8] = []
                        try normalizer.normalize(block, isLast: isLast, into: &converted)
                        text += converted
                    }
                }
            } catch EncodingNormalizer.Failure.invalidUTF8(let offset) {
                return (text, normalizer.chosen, start + offset, inPlace)
            } catch {
                Issue.record("unexpected \(error)")
            }
            start = end
        } while start < bytes.count
        return (text, normalizer.chosen, nil, inPlace)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 7, 64, 1_000])
    func theSameTextAsConverting(blockSize: Int) {
        let utf8 = Array("date,description\n2026-01-02,Café ₹ 🎉 Ünïcödé\n".utf8)
        let inputs: [(name: String, bytes: [UInt8])] = [
            ("UTF-8", utf8),
            ("UTF-8 with a byte-order mark", [0xEF, 0xBB, 0xBF] + utf8),
            ("ASCII", Array("date,amount\n2026-01-02,-1.00\n".utf8)),
            ("Windows-1252", Array("date,description\n2026-01-02,Caf".utf8) + [0xE9] + Array(" \n".utf8)),
            ("UTF-8, then a byte that is not", utf8 + [0xE9, 0x0A]),
            ("a sequence cut at the end", utf8 + [0xE2, 0x82]),
        ]
        for input in inputs {
            let converted = InPlaceTextTests.text(input.bytes, blockSize: blockSize, direct: false)
            let direct = InPlaceTextTests.text(input.bytes, blockSize: blockSize, direct: true)
            #expect(direct.text == converted.text, "\(input.name), blocks of \(blockSize)")
            #expect(direct.encoding == converted.encoding, "\(input.name), blocks of \(blockSize)")
            #expect(direct.error == converted.error, "\(input.name), blocks of \(blockSize)")
        }
        // Valid UTF-8 in blocks of 1,000 bytes is never copied.
        #expect(InPlaceTextTests.text(utf8, blockSize: 1_000, direct: true).inPlace == 1)
    }
}
