/// The fold a description and every keyword get before they are matched (README: Categories and
/// rules), as banks print text: ASCII capitals lower-cased; Latin letters without their
/// diacritics (`É` and `ệ` are `e`, Turkish `İ` and `ı` are `i`, `ß` is `ss`); Greek without
/// accents and with one sigma; Cyrillic lower-cased (`ё` is `е`); Hebrew points and Arabic marks
/// removed, Arabic alef forms one alef; full-width Latin as ASCII; half-width katakana as
/// ordinary katakana, a voiced or semi-voiced mark composed with the kana before it (`ｾﾌﾞﾝ` is
/// `セブン`), small kana as large ones (passbooks print `ｷﾕｳﾖ` for `キュウヨ`), and the long-vowel
/// mark as `-` (banks print `ﾛ-ｿﾝ` for `ローソン`).
///
/// The table is derived from the Unicode Character Database by `scripts/generate-merchants.py`
/// (MatchFoldingData.swift), which folds the dictionary's and the lexicon's keywords the same
/// way when it makes their automaton. The fold may change a text's length, so match positions
/// are positions in the folded text. Merchant keys and colours keep ``CaseFolding`` (their
/// values are stored).
enum MatchFolding {
    /// The folded scalars, ascending, and their folds: `bytes[start[i]..<start[i + 1]]` for
    /// `scalars[i]`.
    private static let folds: (scalars: [UInt32], start: [Int32], bytes: [UInt8]) = {
        var scalars: [UInt32] = []
        var start: [Int32] = [0]
        var bytes: [UInt8] = []
        forEachLine(of: table) { numbers in
            guard let scalar = numbers.first else { return }
            scalars.append(scalar)
            for value in numbers.dropFirst() { append(value, to: &bytes) }
            start.append(Int32(bytes.count))
        }
        return (scalars, start, bytes)
    }()

    /// Calls `body` with the hexadecimal numbers of each line of `text`, read from its bytes.
    private static func forEachLine(of text: String, _ body: ([UInt32]) -> Void) {
        var numbers: [UInt32] = []
        var value: UInt32 = 0
        var inNumber = false
        for byte in text.utf8 {
            let digit: UInt32? = byte &- 0x30 < 10 ? UInt32(byte &- 0x30) : byte &- 0x61 < 6 ? UInt32(byte &- 0x61 + 10) : nil
            if let digit {
                value = value << 4 | digit
                inNumber = true
                continue
            }
            if inNumber { numbers.append(value) }
            (value, inNumber) = (0, false)
            if byte == 0x0A {
                body(numbers)
                numbers.removeAll(keepingCapacity: true)
            }
        }
        if inNumber { numbers.append(value) }
        if !numbers.isEmpty { body(numbers) }
    }

    /// `kana << 32 | mark` → the composed kana.
    private static let composed: [UInt64: UInt32] = {
        var result: [UInt64: UInt32] = [:]
        forEachLine(of: compositions) { numbers in
            guard numbers.count == 3 else { return }
            result[UInt64(numbers[0]) << 32 | UInt64(numbers[1])] = numbers[2]
        }
        return result
    }()

    /// `text`'s UTF-8 bytes folded.
    static func folded(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        Array(text.utf8).withUnsafeBufferPointer { fold($0, into: &out) }
        return out
    }

    /// Appends `input` folded to `out`. Bytes that are not UTF-8 are copied as they are. ASCII
    /// text is only lower-cased (the table is read the first time other text comes).
    static func fold(_ input: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + input.count)
        if !input.contains(where: { $0 >= 0x80 }) {
            for byte in input { out.append(byte &- 0x41 < 26 ? byte | 0x20 : byte) }
            return
        }
        let folds = Self.folds
        // The last character written: its scalar and where it starts in `out`.
        var last: (scalar: UInt32, start: Int) = (0, 0)
        var index = 0
        let count = input.count
        while index < count {
            let byte = input[index]
            if byte < 0x80 {
                out.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                last = (UInt32(byte), out.count - 1)
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
            guard length > 0, index + length <= count,
                  (1..<length).allSatisfy({ input[index + $0] & 0xC0 == 0x80 }) else {
                out.append(byte)
                last = (0, out.count - 1)
                index += 1
                continue
            }
            var scalar = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length { scalar = scalar << 6 | UInt32(input[index + offset] & 0x3F) }
            let start = out.count
            if let found = foldIndex(of: scalar, in: folds.scalars) {
                let range = Int(folds.start[found])..<Int(folds.start[found + 1])
                // A voiced or semi-voiced mark joins the kana before it when they compose.
                if range.count == 3, folds.bytes[range.lowerBound] == 0xE3, let mark = markScalar(folds.bytes, range),
                   let kana = composed[UInt64(last.scalar) << 32 | UInt64(mark)] {
                    out.removeSubrange(last.start...)
                    append(kana, to: &out)
                    last.scalar = kana
                } else {
                    out.append(contentsOf: folds.bytes[range])
                    last = (range.isEmpty ? last.scalar : decodeLast(folds.bytes, range), range.isEmpty ? last.start : start)
                }
            } else if (scalar == 0x3099 || scalar == 0x309A), let kana = composed[UInt64(last.scalar) << 32 | UInt64(scalar)] {
                out.removeSubrange(last.start...)
                append(kana, to: &out)
                last.scalar = kana
            } else {
                for offset in 0..<length { out.append(input[index + offset]) }
                last = (scalar, start)
            }
            index += length
        }
    }

    /// The index of `scalar` in `scalars` (ascending), or `nil`; scalars outside the blocks the
    /// table covers are answered without a search.
    @inline(__always)
    private static func foldIndex(of scalar: UInt32, in scalars: [UInt32]) -> Int? {
        guard scalar < 0x700 || (scalar >= 0x1E00 && scalar < 0x1F00) || (scalar >= 0x3000 && scalar < 0x3100)
                || (scalar >= 0xFF00 && scalar < 0xFFA0) else { return nil }
        var low = 0
        var high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        return low < scalars.count && scalars[low] == scalar ? low : nil
    }

    /// The mark `bytes[range]` encodes when it is U+3099 or U+309A.
    private static func markScalar(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32? {
        let scalar = decodeLast(bytes, range)
        return scalar == 0x3099 || scalar == 0x309A ? scalar : nil
    }

    /// The scalar of the last character of `bytes[range]` (valid UTF-8 from the table).
    private static func decodeLast(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        var start = range.upperBound - 1
        while start > range.lowerBound && bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let lead = bytes[start]
        let length = range.upperBound - start
        var scalar = UInt32(lead) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for index in (start + 1)..<range.upperBound { scalar = scalar << 6 | UInt32(bytes[index] & 0x3F) }
        return scalar
    }

    private static func append(_ scalar: UInt32, to out: inout [UInt8]) {
        if let value = Unicode.Scalar(scalar) { out.append(contentsOf: Array(String(Character(value)).utf8)) }
    }
}
