/// Remembers rows that carry a reference so a row repeating an earlier one — same reference,
/// date, amount and description — counts once (overlapping exports appended together).
///
/// Each reference-bearing row is kept as a 64-bit hash of all four fields (a fixed-seed hash, so
/// runs are deterministic), filed under its date: a repeat has the same date, so only that
/// date's keys are searched, and for the usual date-ordered export they are the ones in cache.
/// Each date keeps its keys in a ``DayKeys``: a ``KeyTable`` (a hash set) while the date is the
/// current one, and about 6.6 bytes per row (a ``PackedKeySet``) once the reader has moved on.
/// Two different rows of one date collide with probability about n²/2⁶⁵ for n rows (under 10⁻⁶
/// for 5 million rows); such a collision would count a real row as a duplicate, which is reported
/// in `stats.duplicates` like any other.
struct Deduplicator: Sendable {
    /// The keys of every date but the current one, by `yyyymmdd`.
    private var days: [Int: DayKeys] = [:]
    /// The date of the last row and its keys (kept out of ``days``: consecutive rows share it).
    private var current: (day: Int, keys: DayKeys) = (-1, DayKeys())

    /// True when an earlier row had the same four fields; otherwise remembers this one.
    mutating func isDuplicate(reference: [UInt8], date: LocalDate, signedAmount: Int64, description: [UInt8]) -> Bool {
        let day = Int(date.packed)
        var hash = RowHash()
        hash.add(reference)
        hash.add(UInt64(day))
        hash.add(UInt64(bitPattern: signedAmount))
        hash.add(description)
        if day != current.day {
            var spare: KeyTable?
            if current.day >= 0 {
                spare = current.keys.leave()
                days[current.day] = current.keys
            }
            current = (day, days.removeValue(forKey: day) ?? DayKeys())
            // The emptied table moves on with the reader, so a date in order does not grow one anew.
            if let spare { current.keys.adopt(spare) }
        }
        return !current.keys.insert(hash.value)
    }

    var count: Int { days.values.reduce(current.keys.count) { $0 + $1.count } }
}

/// The row keys of one date. While rows of the date keep coming, new keys go to a ``KeyTable``
/// (a constant-time lookup in 4-byte slots, small enough to stay in cache). When the reader moves
/// on to another date, a table of ``spillMinimum`` keys or more is packed into a
/// ``PackedKeySet`` (about 6.6 bytes a key instead of 8; smaller tables stay, so a file that
/// alternates dates does not pack on every change), and so is a table that reaches
/// ``packMinimum`` keys. A date that comes back, or holds very many rows, has several packed
/// sets; the two newest are merged whenever the older holds at most twice the newer's keys, so
/// each set holds more than twice the keys of the next: a date of n keys keeps at most
/// log2(n / ``spillMinimum``) sets, and each key is packed that many times at most. Every row of
/// such a date searches all of them, which is why a table is packed only at ``packMinimum``.
struct DayKeys: Sendable {
    static let packMinimum = 65_536
    static let spillMinimum = 256

    /// Keys of earlier visits to the date (or of a table that filled), oldest and largest first.
    private var packed: [PackedKeySet] = []
    private var latest = KeyTable()

    var count: Int { packed.reduce(latest.count) { $0 + $1.count } }

    /// Inserts `key`; `false` when it was already there (0 counts as 1).
    mutating func insert(_ value: UInt64) -> Bool {
        let key = value == 0 ? 1 : value
        if !packed.isEmpty && packed.contains(where: { $0.contains(key) }) { return false }
        if !latest.insert(key) { return false }
        if latest.count >= DayKeys.packMinimum {
            pack()
            latest.removeAll()
        }
        return true
    }

    /// The reader moves on to another date: a large table is packed, and the emptied table (its
    /// memory kept) is handed back for the next date.
    mutating func leave() -> KeyTable? {
        guard latest.count >= DayKeys.spillMinimum else { return nil }
        pack()
        var spare = KeyTable()
        swap(&spare, &latest)
        spare.removeAll()
        return spare
    }

    /// Takes over an empty table's memory when this date's own table is still empty.
    mutating func adopt(_ table: KeyTable) {
        if latest.count == 0 && table.count == 0 && table.capacity > latest.capacity { latest = table }
    }

    /// Packs the table's keys into a new set, then merges the newest sets while the older of the
    /// two holds at most twice the newer's keys.
    private mutating func pack() {
        packed.append(latest.keys.withUnsafeBufferPointer { PackedKeySet($0) })
        while packed.count >= 2 {
            let (older, newer) = (packed[packed.count - 2], packed[packed.count - 1])
            guard older.count <= 2 * newer.count,
                older.count + newer.count <= PackedKeySet.maximumCount
            else { break }
            var keys: [UInt64] = []
            older.appendKeys(to: &keys)
            newer.appendKeys(to: &keys)
            packed.removeLast(2)
            packed.append(keys.withUnsafeBufferPointer { PackedKeySet($0) })
        }
    }
}

/// A set of 64-bit keys (already hashes): each key once in an array, in arrival order, found
/// through an open-addressing table of 4-byte slots kept at most three-quarters full. A slot holds
/// the key's place in the array (plus one; 0 is an empty slot) in its low bits and the key's top
/// bits in the rest, so probing reads only the table, and the array only when those bits agree:
/// the table is half the size of one holding the keys themselves, and stays in cache longer.
struct KeyTable: Sendable {
    /// The keys, in the order they were inserted.
    private(set) var keys: [UInt64] = []
    private var slots: [UInt32]
    /// log2 of the slot count: the bits of a slot that hold a place.
    private var placeBits: Int

    /// - Parameter capacity: the initial number of slots (rounded up to a power of two, at least 16).
    init(capacity: Int = 16) {
        var bits = 4
        while 1 << bits < capacity { bits += 1 }
        placeBits = bits
        slots = [UInt32](repeating: 0, count: 1 << bits)
    }

    var count: Int { keys.count }
    /// The number of slots.
    var capacity: Int { slots.count }

    /// Forgets every key, keeping the memory.
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// The keys in an array of exactly their number (``keys`` may hold spare capacity).
    var exactKeys: [UInt64] {
        keys.withUnsafeBufferPointer { source in
            [UInt64](unsafeUninitializedCapacity: source.count) { buffer, initialized in
                if let from = source.baseAddress, let to = buffer.baseAddress {
                    to.initialize(from: from, count: source.count)
                }
                initialized = source.count
            }
        }
    }

    /// Inserts `key`; `false` when it was already there.
    mutating func insert(_ key: UInt64) -> Bool {
        if (keys.count + 1) * 4 > slots.count * 3 { grow() }
        // The table is moved out while it is written: borrowing both arrays of `self` at once
        // made the compiler retain and release one of them on every insert.
        var table: [UInt32] = []
        swap(&table, &slots)
        defer { swap(&table, &slots) }
        let placeBits = placeBits
        let found = keys.withUnsafeBufferPointer { keys in
            table.withUnsafeMutableBufferPointer { table in
                KeyTable.find(key, place: keys.count, keys: keys, table: table, placeBits: placeBits)
            }
        }
        if found { return false }
        keys.append(key)
        return true
    }

    /// Looks for `key`; when absent, claims its empty slot for the key at `place`.
    @inline(__always)
    private static func find(
        _ key: UInt64, place: Int, keys: UnsafeBufferPointer<UInt64>,
        table: UnsafeMutableBufferPointer<UInt32>, placeBits: Int
    ) -> Bool {
        let mask = table.count - 1
        let top = UInt32(truncatingIfNeeded: key >> UInt64(32 + placeBits))
        var index = Int(truncatingIfNeeded: key) & mask
        while true {
            let slot = table[index]
            if slot == 0 {
                table[index] = top << UInt32(placeBits) | UInt32(place + 1)
                return false
            }
            if slot >> UInt32(placeBits) == top && keys[Int(slot & UInt32(mask)) - 1] == key { return true }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        placeBits += 1
        var larger = [UInt32](repeating: 0, count: 1 << placeBits)
        let bits = placeBits
        keys.withUnsafeBufferPointer { keys in
            larger.withUnsafeMutableBufferPointer { table in
                for (place, key) in keys.enumerated() {
                    _ = KeyTable.find(key, place: place, keys: keys, table: table, placeBits: bits)
                }
            }
        }
        slots = larger
        keys.reserveCapacity(slots.count * 3 / 4)
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

    var value: UInt64 { SplitMix64.mix(state) }
}
