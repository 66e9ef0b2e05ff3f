/// Whether a description reads like money moving between the person's own accounts (a card bill
/// paid, a transfer), whatever category it got: one side of a pair needs this or a Transfers
/// category (docs/HISTORY.md: Transfers between your accounts).
enum TransferWording {
    /// ASCII lower-case phrases; a description containing one reads like a transfer.
    static let phrases: [[UInt8]] = [
        "transfer", "trf", "payment received", "payment thank you", "payment - thank you",
        "autopay", "card payment", "bill payment", "to self", "from self",
    ].map { Array($0.utf8) }

    /// True when `description` contains one of ``phrases``, ignoring ASCII case.
    static func matches(_ description: [UInt8]) -> Bool {
        let table = TransferWording.table
        return description.withUnsafeBufferPointer { text in
            guard text.count >= 2 else { return false }
            return table.bytes.withUnsafeBufferPointer { bytes in
                table.firstPair.withUnsafeBufferPointer { firstPair in
                    table.spans.withUnsafeBufferPointer { spans in
                        // One pass: at each byte, only the phrases that start with it and the
                        // byte after it (in either case) are compared.
                        var pair = Int(text[0])
                        for start in 0..<(text.count - 1) {
                            pair = (pair & 0xFF) << 8 | Int(text[start + 1])
                            var candidates = firstPair[pair]
                            while candidates != 0 {
                                let span = spans[candidates.trailingZeroBitCount]
                                candidates &= candidates - 1
                                guard text.count - start >= span.count else { continue }
                                var offset = 2
                                while offset < span.count && lower(text[start + offset]) == bytes[span.start + offset] {
                                    offset += 1
                                }
                                if offset == span.count { return true }
                            }
                        }
                        return false
                    }
                }
            }
        }
    }

    /// ``phrases`` laid out for ``matches(_:)``: their bytes one after the other, where each
    /// starts and how long it is, and for each pair of bytes (the first times 256 plus the
    /// second, any case) the phrases starting with it (one bit per phrase).
    private struct Table {
        var bytes: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        var firstPair = [UInt16](repeating: 0, count: 1 << 16)

        init() {
            precondition(TransferWording.phrases.count <= UInt16.bitWidth, "one bit per phrase")
            for (index, phrase) in TransferWording.phrases.enumerated() {
                precondition(phrase.count >= 2, "phrases of two bytes or more")
                spans.append((bytes.count, phrase.count))
                bytes += phrase
                for first in TransferWording.cases(phrase[0]) {
                    for second in TransferWording.cases(phrase[1]) {
                        firstPair[Int(first) << 8 | Int(second)] |= 1 << index
                    }
                }
            }
        }
    }

    private static let table = Table()

    /// A lower-case byte and its upper case, when it is an ASCII letter.
    private static func cases(_ byte: UInt8) -> [UInt8] { byte >= 0x61 && byte <= 0x7A ? [byte, byte - 0x20] : [byte] }

    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
