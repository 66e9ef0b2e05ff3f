/// Small byte-level text helpers for the per-row path (no `String`, no Foundation).
enum ByteText {
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A || byte == 0xA0
    }

    /// `bytes` without leading and trailing spaces, tabs and line breaks.
    @inline(__always)
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return bytes[start..<end]
    }

    /// True for an empty cell, or one holding only spaces or a lone `-` (a "none" placeholder).
    @inline(__always)
    static func isEmptyCell(_ trimmedBytes: ArraySlice<UInt8>) -> Bool {
        trimmedBytes.isEmpty || (trimmedBytes.count == 1 && trimmedBytes.first == UInt8(ascii: "-"))
    }

    @inline(__always)
    static func lowerASCII(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// Case-insensitive (ASCII) equality of `bytes` with a lowercase ASCII `word`.
    static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
        guard bytes.count == word.count else { return false }
        var index = bytes.startIndex
        for expected in word {
            if lowerASCII(bytes[index]) != expected { return false }
            index += 1
        }
        return true
    }

    /// Whether `bytes` contains the lowercase ASCII `word`, ignoring ASCII case.
    static func containsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
        guard !word.isEmpty, bytes.count >= word.count else { return word.isEmpty }
        let first = word[0]
        var start = bytes.startIndex
        let last = bytes.endIndex - word.count
        while start <= last {
            if lowerASCII(bytes[start]) == first {
                var k = 1
                while k < word.count && lowerASCII(bytes[start + k]) == word[k] { k += 1 }
                if k == word.count { return true }
            }
            start += 1
        }
        return false
    }

    /// Whether `bytes` starts with the lowercase ASCII `word`, ignoring ASCII case.
    static func hasPrefixIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
        guard bytes.count >= word.count else { return false }
        var index = bytes.startIndex
        for expected in word {
            if lowerASCII(bytes[index]) != expected { return false }
            index += 1
        }
        return true
    }
}
