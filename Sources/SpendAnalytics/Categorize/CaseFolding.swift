/// Simple lower-casing of UTF-8 bytes in place, for case-insensitive keyword matching.
///
/// ASCII `A`–`Z`, and the two-byte letters of Latin-1 (`À`–`Þ`), Latin Extended-A (`Ā`–`Ž`),
/// Greek (`Α`–`Ω`) and Cyrillic (`Ѐ`–`Я`) become lower case (`İ`, whose lower case is two
/// characters, stays). Every mapping keeps the byte length,
/// so positions in the folded text are positions in the original. Anything else (other scripts,
/// invalid sequences) is left as it is; keywords are folded by the same function, so matching
/// stays consistent. No full case folding (`ß` does not become `ss`).
enum CaseFolding {
    /// Lower-cases `bytes` in place.
    static func foldInPlace(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte < 0x80 {
                    if byte &- 0x41 < 26 { buffer[index] = byte | 0x20 }
                    index += 1
                } else if byte >= 0xC2 && byte <= 0xDF && index + 1 < count && buffer[index + 1] & 0xC0 == 0x80 {
                    let scalar = UInt32(byte & 0x1F) << 6 | UInt32(buffer[index + 1] & 0x3F)
                    let lower = lowercase(twoByte: scalar)
                    if lower != scalar {
                        buffer[index] = 0xC0 | UInt8(truncatingIfNeeded: lower >> 6)
                        buffer[index + 1] = 0x80 | UInt8(truncatingIfNeeded: lower & 0x3F)
                    }
                    index += 2
                } else {
                    index += 1
                }
            }
        }
    }

    /// Folded copy of `text`'s UTF-8 bytes.
    static func folded(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        foldInPlace(&bytes)
        return bytes
    }

    /// The lower-case letter for a scalar encoded in two UTF-8 bytes (U+0080–U+07FF), else itself.
    @inline(__always)
    static func lowercase(twoByte scalar: UInt32) -> UInt32 {
        switch scalar {
        case 0xC0...0xDE where scalar != 0xD7: // À–Þ except ×
            return scalar + 0x20
        case 0x100...0x137 where scalar != 0x130, 0x14A...0x177: // Ā ā … Ķ ķ, Ŋ ŋ … Ŷ ŷ: upper case is even
            return scalar | 1
        case 0x139...0x148, 0x179...0x17E: // Ĺ ĺ … Ň ň, Ź ź … Ž ž: upper case is odd
            return scalar & 1 == 1 ? scalar + 1 : scalar
        case 0x178: // Ÿ
            return 0xFF
        case 0x391...0x3A9 where scalar != 0x3A2: // Α–Ω
            return scalar + 0x20
        case 0x410...0x42F: // А–Я
            return scalar + 0x20
        case 0x400...0x40F: // Ѐ–Џ
            return scalar + 0x50
        default:
            return scalar
        }
    }
}
