/// Remembers rows that carry a reference so a row repeating an earlier one — same reference,
/// date, amount and description — counts once (overlapping exports appended together).
///
/// Memory is 8 bytes per reference-bearing row: each row is kept as a 64-bit hash of all four
/// fields (a fixed-seed hash, so runs are deterministic). Two different rows collide with
/// probability about n²/2⁶⁵ for n rows (under 10⁻⁶ for 5 million rows); such a collision would
/// count a real row as a duplicate, which is reported in `stats.duplicates` like any other.
struct Deduplicator: Sendable {
    private var seen = Set<UInt64>()

    /// True when an earlier row had the same four fields; otherwise remembers this one.
    mutating func isDuplicate(reference: [UInt8], date: LocalDate, signedAmount: Int64, description: [UInt8]) -> Bool {
        var hash = RowHash()
        hash.add(reference)
        hash.add(UInt64(date.year * 10_000 + date.month * 100 + date.day))
        hash.add(UInt64(bitPattern: signedAmount))
        hash.add(description)
        return !seen.insert(hash.value).inserted
    }

    var count: Int { seen.count }
}

/// A small fixed-seed 64-bit hash (multiply–xorshift over 8-byte words, lengths mixed in so
/// field boundaries matter).
struct RowHash: Sendable {
    private(set) var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    private static let multiplier: UInt64 = 0xBF58_476D_1CE4_E5B9

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* RowHash.multiplier
        state ^= state >> 31
    }

    @inline(__always)
    mutating func add(_ word: UInt64) { mix(word) }

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var index = 0
            let count = raw.count
            while index + 8 <= count {
                mix(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < count {
                tail |= UInt64(raw[index]) << shift
                shift += 8
                index += 1
            }
            mix(tail)
            mix(UInt64(count))
        }
    }

    var value: UInt64 {
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
