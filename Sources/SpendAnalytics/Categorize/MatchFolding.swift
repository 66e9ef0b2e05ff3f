/// The fold a description and every keyword get before they are matched (docs/CATEGORIES.md: Categories and
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
    /// The fold table: the folded scalars, ascending, and what each becomes.
    private struct Folds: Sendable {
        var scalars: [UInt32]
        var start: [Int32]
        var folded: [UInt32]
    }

    /// The folded scalars, ascending, and what each becomes: `folded[start[i]..<start[i + 1]]`
    /// for `scalars[i]` (nothing for a mark that is removed).
    private static let folds: Folds = {
        var scalars: [UInt32] = []
        var start: [Int32] = [0]
        var folded: [UInt32] = []
        forEachLine(of: table) { numbers in
            guard let scalar = numbers.first else { return }
            scalars.append(scalar)
            folded += numbers.dropFirst()
            start.append(Int32(folded.count))
        }
        return Folds(scalars: scalars, start: start, folded: folded)
    }()

    /// Calls `body` with the hexadecimal numbers of each line of `text`, read from its bytes.
    private static func forEachLine(of text: String, _ body: ([UInt32]) -> Void) {
        var numbers: [UInt32] = []
        var value: UInt32 = 0
        var inNumber = false
        for byte in text.utf8 {
            let digit: UInt32? =
                byte &- 0x30 < 10 ? UInt32(byte &- 0x30) : byte &- 0x61 < 6 ? UInt32(byte &- 0x61 + 10) : nil
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
        /// Writes `scalar`; a voiced or semi-voiced mark joins the kana before it when they compose.
        func emit(_ scalar: UInt32) {
            if scalar == 0x3099 || scalar == 0x309A, let kana = composed[UInt64(last.scalar) << 32 | UInt64(scalar)] {
                out.removeSubrange(last.start...)
                last.scalar = kana
            } else {
                last = (scalar, out.count)
            }
            appendUTF8(last.scalar, to: &out)
        }
        var index = 0
        let count = input.count
        while index < count {
            let byte = input[index]
            if byte < 0x80 {
                last = (UInt32(byte), out.count)
                out.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
            guard length > 0, index + length <= count,
                (1..<length).allSatisfy({ input[index + $0] & 0xC0 == 0x80 })
            else {
                last = (0, out.count)
                out.append(byte)
                index += 1
                continue
            }
            var scalar = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length { scalar = scalar << 6 | UInt32(input[index + offset] & 0x3F) }
            if let found = foldIndex(of: scalar, in: folds.scalars) {
                for offset in Int(folds.start[found])..<Int(folds.start[found + 1]) { emit(folds.folded[offset]) }
            } else if scalar == 0x3099 || scalar == 0x309A {
                emit(scalar)
            } else {
                // Copied as it is (no other character is ever written differently).
                last = (scalar, out.count)
                for offset in 0..<length { out.append(input[index + offset]) }
            }
            index += length
        }
    }

    /// The index of `scalar` in `scalars` (ascending), or `nil`; scalars outside the blocks the
    /// table covers are answered without a search.
    @inline(__always)
    private static func foldIndex(of scalar: UInt32, in scalars: [UInt32]) -> Int? {
        guard
            scalar < 0x700 || (scalar >= 0x1E00 && scalar < 0x1F00) || (scalar >= 0x3000 && scalar < 0x3100)
                || (scalar >= 0xFF00 && scalar < 0xFFA0)
        else { return nil }
        var low = 0
        var high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        return low < scalars.count && scalars[low] == scalar ? low : nil
    }

    /// Appends `scalar` (below U+10000, as every fold and composition is) in UTF-8.
    private static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case ..<0x80: out.append(UInt8(scalar))
        case ..<0x800: out += [UInt8(0xC0 | scalar >> 6), UInt8(0x80 | scalar & 0x3F)]
        default:
            out += [UInt8(0xE0 | scalar >> 12 & 0x0F), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
        }
    }
}
