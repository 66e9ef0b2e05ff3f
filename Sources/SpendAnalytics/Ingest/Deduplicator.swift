/// Remembers rows that carry a reference so a row repeating an earlier one — same reference,
/// date, amount and description — counts once (overlapping exports appended together).
///
/// Each reference-bearing row is kept as a 64-bit hash of all four fields (a fixed-seed hash, so
/// runs are deterministic): 8 bytes per slot of ``HashSet64``, 11–21 bytes per row with its
/// free slots. Two different rows collide with
/// probability about n²/2⁶⁵ for n rows (under 10⁻⁶ for 5 million rows); such a collision would
/// count a real row as a duplicate, which is reported in `stats.duplicates` like any other.
struct Deduplicator: Sendable {
    private var seen = HashSet64()

    /// True when an earlier row had the same four fields; otherwise remembers this one.
    mutating func isDuplicate(reference: [UInt8], date: LocalDate, signedAmount: Int64, description: [UInt8]) -> Bool {
        var hash = RowHash()
        hash.add(reference)
        hash.add(UInt64(date.year * 10_000 + date.month * 100 + date.day))
        hash.add(UInt64(bitPattern: signedAmount))
        hash.add(description)
        return !seen.insert(hash.value)
    }

    var count: Int { seen.count }
}

/// A set of 64-bit hashes: open addressing with linear probing in a power-of-two table kept at
/// most three-quarters full (about 11–21 bytes per element). The values are already hashes, so
/// they index the table directly; 0 marks an empty slot and is stored as 1.
struct HashSet64: Sendable {
    private var slots = [UInt64](repeating: 0, count: 1024)
    private(set) var count = 0

    /// Inserts `value`; `false` when it was already there.
    mutating func insert(_ value: UInt64) -> Bool {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let key = value == 0 ? 1 : value
        let inserted = slots.withUnsafeMutableBufferPointer { table in
            HashSet64.place(key, in: table)
        }
        if inserted { count += 1 }
        return inserted
    }

    private static func place(_ key: UInt64, in table: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        let mask = table.count - 1
        var index = Int(truncatingIfNeeded: key) & mask
        while true {
            let slot = table[index]
            if slot == 0 {
                table[index] = key
                return true
            }
            if slot == key { return false }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        var larger = [UInt64](repeating: 0, count: slots.count * 2)
        larger.withUnsafeMutableBufferPointer { table in
            for key in slots where key != 0 { _ = HashSet64.place(key, in: table) }
        }
        slots = larger
    }
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
