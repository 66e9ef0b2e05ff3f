/// Tests on eight bytes at once: a `UInt64` loaded from eight bytes (in either byte order; the
/// tests treat each byte alike), so a scan skips ordinary bytes a word at a time.
enum ByteWord {
    /// The high bit of every byte.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// `byte` in each of the eight bytes.
    @inline(__always)
    static func repeating(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    /// The high bit of each byte of `word` that is zero, and no other bit (exact for every
    /// byte, so its lowest set bit finds the first zero byte of a little-endian load).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        return ~(((word & low) &+ low) | word | low)
    }

    /// The high bit of each byte of `word` equal to `byte` (``zeroBytes(_:)`` of `word` XOR it).
    @inline(__always)
    static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroBytes(word ^ repeating(byte))
    }

    /// Whether a byte of `word` is below `bound` (1 to 0x80): `(w - bound…) & ~w & 0x80…` is not
    /// zero exactly when one is (a borrow only starts at such a byte).
    @inline(__always)
    static func hasByte(_ word: UInt64, below bound: UInt8) -> Bool {
        (word &- repeating(bound)) & ~word & highBits != 0
    }

    /// Whether every byte of `word` is below 0x80.
    @inline(__always)
    static func isASCII(_ word: UInt64) -> Bool {
        word & highBits == 0
    }
}
