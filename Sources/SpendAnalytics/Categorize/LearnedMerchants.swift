/// The categories learned for merchants during a run (docs/CATEGORIES.md: Learning from your own data),
/// by merchant number: a merchant key is numbered the first time it is seen.
///
/// The first lesson for a merchant on a side wins (input order), so the result does not depend
/// on anything but the inputs and their order. At most ``capacity`` merchants are numbered; past
/// that, a new merchant is neither learned nor deferred (its rows keep the category the other
/// rules give), so memory stays bounded whatever the input's size.
struct LearnedMerchants: Sendable {
    /// A lesson: the category and where it was learned (plain values only, so a decision that
    /// carries one costs no reference counting on the hot path).
    struct Lesson: Sendable, Hashable {
        var category: CategoryID
        /// The input's name, as its number in ``LearnedMerchants/files``.
        var file: Int32
        var line: Int
    }

    /// The input names lessons were learned from, numbered in order of first use.
    private(set) var files: [String] = []

    /// The number of input name `file` (numbered when new).
    mutating func fileNumber(_ file: String) -> Int32 {
        if let last = files.last, last == file { return Int32(files.count - 1) }
        if let known = files.firstIndex(of: file) { return Int32(known) }
        files.append(file)
        return Int32(files.count - 1)
    }

    /// Merchants numbered per run, at most.
    static let capacity = 100_000

    /// Open addressing over the keys' FNV-1a hashes: each slot holds a merchant number or -1.
    /// (A `Dictionary` of byte arrays costs several times more per row to hash and compare.)
    private var slots = [Int32](repeating: -1, count: 1024)
    private var hashes: [UInt64] = []
    private(set) var keys: [[UInt8]] = []
    private var spent: [Lesson?] = []
    private var received: [Lesson?] = []
    /// How many lessons are known (both sides).
    private(set) var lessonCount = 0

    /// The number of `key`, numbering it when new (`nil` past ``capacity``).
    mutating func number(_ key: [UInt8]) -> Int32? {
        number(key, hash: LearnedMerchants.hash(key))
    }

    /// ``number(_:)`` for a key whose ``hash(_:)`` is known.
    mutating func number(_ key: [UInt8], hash: UInt64) -> Int32? {
        let (slot, known) = find(key, hash: hash)
        if let known { return known }
        guard keys.count < LearnedMerchants.capacity else { return nil }
        let number = Int32(keys.count)
        slots[slot] = number
        keys.append(key)
        hashes.append(hash)
        spent.append(nil)
        received.append(nil)
        if keys.count * 2 > slots.count { grow() }
        return number
    }

    /// The number of `key` if it was seen (never numbers it).
    func existingNumber(_ key: [UInt8]) -> Int32? { find(key, hash: LearnedMerchants.hash(key)).number }

    /// The slot of `key` (its number), or the empty slot where it would go.
    private func find(_ key: [UInt8], hash: UInt64) -> (slot: Int, number: Int32?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let number = slots[slot]
            if number < 0 { return (slot, nil) }
            if hashes[Int(number)] == hash && keys[Int(number)] == key { return (slot, number) }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the slots and places every key again.
    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }

    /// FNV-1a over the key's bytes.
    static func hash(_ key: [UInt8]) -> UInt64 {
        key.withUnsafeBufferPointer(hash)
    }

    /// ``hash(_:)-([UInt8])`` of bytes in memory.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// Learns `lesson` for merchant `number` on `side` unless that side already has one.
    mutating func learn(_ number: Int32, side: Direction, _ lesson: Lesson) {
        let index = Int(number)
        if side == .spent {
            if spent[index] == nil {
                spent[index] = lesson
                lessonCount += 1
            }
        } else {
            if received[index] == nil {
                received[index] = lesson
                lessonCount += 1
            }
        }
    }

    /// The lesson for merchant `number` on `side`, if any.
    func lesson(_ number: Int32, side: Direction) -> Lesson? {
        side == .spent ? spent[Int(number)] : received[Int(number)]
    }

    /// Every lesson, in merchant-number order, spent before received.
    var all: [Entry] {
        var result: [Entry] = []
        for (index, key) in keys.enumerated() {
            if let lesson = spent[index] { result.append(Entry(key: key, side: .spent, lesson: lesson)) }
            if let lesson = received[index] { result.append(Entry(key: key, side: .received, lesson: lesson)) }
        }
        return result
    }

    /// One lesson with the merchant key and the side it was learned on.
    struct Entry {
        var key: [UInt8]
        var side: Direction
        var lesson: Lesson
    }
}
