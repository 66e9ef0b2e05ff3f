/// Remembers rows that carry a reference so a row repeating an earlier one — same reference,
/// date, amount and description — counts once (overlapping exports appended together).
///
/// Each reference-bearing row is kept as a 64-bit hash of all four fields (a fixed-seed hash, so
/// runs are deterministic), filed under its date: a repeat has the same date, so only that
/// date's keys are searched, and for the usual date-ordered export they are the ones in cache.
/// Each date keeps its keys in a ``DayKeys``: a hash set while the date is the current one, and
/// 8 bytes per row once the reader has moved on. Two different rows of one date
/// collide with probability about n²/2⁶⁵ for n rows (under 10⁻⁶ for 5 million rows); such a
/// collision would count a real row as a duplicate, which is reported in `stats.duplicates`
/// like any other.
struct Deduplicator: Sendable {
    /// The keys of every date but the current one, by `yyyymmdd`.
    private var days: [Int: DayKeys] = [:]
    /// The date of the last row and its keys (kept out of ``days``: consecutive rows share it).
    private var current: (day: Int, keys: DayKeys) = (-1, DayKeys())

    /// True when an earlier row had the same four fields; otherwise remembers this one.
    mutating func isDuplicate(reference: [UInt8], date: LocalDate, signedAmount: Int64, description: [UInt8]) -> Bool {
        let day = date.year * 10_000 + date.month * 100 + date.day
        var hash = RowHash()
        hash.add(reference)
        hash.add(UInt64(day))
        hash.add(UInt64(bitPattern: signedAmount))
        hash.add(description)
        if day != current.day {
            if current.day >= 0 {
                current.keys.leave()
                days[current.day] = current.keys
            }
            current = (day, days.removeValue(forKey: day) ?? DayKeys())
        }
        return !current.keys.insert(hash.value)
    }

    var count: Int { days.values.reduce(current.keys.count) { $0 + $1.count } }
}

/// The row keys of one date. While rows of the date keep coming, new keys go to a hash set
/// (``HashSet64``, a constant-time lookup in a table that stays in cache). When the reader moves
/// on to another date, a set of ``spillMinimum`` keys or more is emptied into a plain array at
/// 8 bytes per key, unsorted (smaller sets stay: a file that alternates dates does not pay for a
/// sort on every change). Only if the date comes back are those keys sorted into ``sorted`` and
/// searched by bisection; an export in date order never sorts. A date with very many rows merges
/// its set into the sorted array once it holds ``mergeMinimum`` keys or an eighth of the array, so
/// each key is copied a few times at most.
struct DayKeys: Sendable {
    static let mergeMinimum = 16_384
    static let spillMinimum = 256

    private var sorted: [UInt64] = []
    /// Keys of earlier visits to the date, not yet sorted into ``sorted``.
    private var spilled: [UInt64] = []
    private var latest = HashSet64(capacity: 16)

    var count: Int { sorted.count + spilled.count + latest.count }

    /// Inserts `key`; `false` when it was already there (0 counts as 1, as in ``HashSet64``).
    mutating func insert(_ value: UInt64) -> Bool {
        let key = value == 0 ? 1 : value
        if !spilled.isEmpty {
            let keys = spilled
            spilled = []
            merge(keys)
        }
        if !sorted.isEmpty && DayKeys.contains(key, in: sorted) { return false }
        if !latest.insert(key) { return false }
        if latest.count >= max(DayKeys.mergeMinimum, sorted.count / 8) {
            merge(latest.keys)
            latest = HashSet64(capacity: 16)
        }
        return true
    }

    /// The reader moves on to another date: a large set becomes a plain array (8 bytes a key).
    mutating func leave() {
        guard latest.count >= max(DayKeys.spillMinimum, sorted.count / 8) else { return }
        if spilled.isEmpty { spilled = latest.keys } else { spilled += latest.keys }
        latest = HashSet64(capacity: 16)
    }

    /// Binary search (without early exit: the loop length depends only on the count).
    private static func contains(_ key: UInt64, in sorted: [UInt64]) -> Bool {
        sorted.withUnsafeBufferPointer { keys in
            var low = 0
            var size = keys.count
            while size > 0 {
                let half = size / 2
                if keys[low + half] < key {
                    low += half + 1
                    size -= half + 1
                } else {
                    size = half
                }
            }
            return low < keys.count && keys[low] == key
        }
    }

    /// Sorts `keys` into the sorted array (one merge pass into an array of the exact size).
    private mutating func merge(_ keys: [UInt64]) {
        let fresh = keys.sorted()
        let old = sorted
        sorted = [UInt64](unsafeUninitializedCapacity: old.count + fresh.count) { buffer, initialized in
            var (i, j, k) = (0, 0, 0)
            while i < old.count && j < fresh.count {
                if old[i] < fresh[j] {
                    buffer[k] = old[i]
                    i += 1
                } else {
                    buffer[k] = fresh[j]
                    j += 1
                }
                k += 1
            }
            while i < old.count { buffer[k] = old[i]; i += 1; k += 1 }
            while j < fresh.count { buffer[k] = fresh[j]; j += 1; k += 1 }
            initialized = k
        }
    }
}

/// A set of 64-bit hashes: open addressing with linear probing in a power-of-two table kept at
/// most three-quarters full (about 11–21 bytes per element). The values are already hashes, so
/// they index the table directly; 0 marks an empty slot and is stored as 1.
struct HashSet64: Sendable {
    private var slots: [UInt64]
    private(set) var count = 0

    /// - Parameter capacity: the initial number of slots (rounded up to a power of two).
    init(capacity: Int = 1024) {
        var size = 1
        while size < capacity { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
    }

    /// The values held (0 reads back as 1), in table order, in an array of exactly their number.
    var keys: [UInt64] {
        [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
            var index = 0
            for slot in slots where slot != 0 {
                buffer[index] = slot
                index += 1
            }
            initialized = index
        }
    }

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

/// A small fixed-seed 64-bit hash (multiply–xorshift over 8-byte words, a byte run's last word
/// read overlapping the one before; lengths mixed in so field boundaries matter).
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
            if index < count && count >= 8 {
                // The last eight bytes, overlapping the words before (the length is mixed in).
                mix(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            } else {
                var tail: UInt64 = 0
                var shift: UInt64 = 0
                while index < count {
                    tail |= UInt64(raw[index]) << shift
                    shift += 8
                    index += 1
                }
                mix(tail)
            }
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
