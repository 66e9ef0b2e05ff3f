/// Byte-level character tests shared by the amount and date parsers (UTF-8 input, no `String`).
enum ByteClass {
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// ASCII lower case of a letter (other bytes unchanged).
    @inline(__always)
    static func lowered(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }

    /// The length of the blank character starting at `index` (0 when there is none): space, tab,
    /// CR, LF, NBSP (C2 A0), the Unicode spaces U+2000…U+200A and the narrow NBSP (E2 80 AF).
    @inline(__always)
    static func blankWidth(_ p: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        let byte = p[index]
        switch byte {
        case 0x20, 0x09, 0x0D, 0x0A: return 1
        case 0xC2: return index + 1 < end && p[index + 1] == 0xA0 ? 2 : 0
        case 0xE2:
            guard index + 2 < end, p[index + 1] == 0x80 else { return 0 }
            let last = p[index + 2]
            return last == 0xAF || (0x80...0x8A).contains(last) ? 3 : 0
        default: return 0
        }
    }

    /// The length of the blank character that ends just before `end` (0 when there is none).
    @inline(__always)
    static func trailingBlankWidth(_ p: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int {
        let byte = p[end - 1]
        switch byte {
        case 0x20, 0x09, 0x0D, 0x0A: return 1
        case 0xA0: return end - 2 >= start && p[end - 2] == 0xC2 ? 2 : 0
        case 0xAF, 0x80...0x8A:
            return end - 3 >= start && p[end - 3] == 0xE2 && p[end - 2] == 0x80 ? 3 : 0
        default: return 0
        }
    }

    /// `start..<end` of `p` without leading and trailing blanks.
    @inline(__always)
    static func trimmed(_ p: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int) {
        var start = 0
        var end = p.count
        while start < end {
            let width = blankWidth(p, at: start, end: end)
            if width == 0 { break }
            start += width
        }
        while end > start {
            let width = trailingBlankWidth(p, start: start, end: end)
            if width == 0 { break }
            end -= width
        }
        return (start, end)
    }
}
