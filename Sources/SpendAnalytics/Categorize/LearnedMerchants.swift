/// The categories learned for merchants during a run (README: Learning from your own data),
/// by merchant number: a merchant key is numbered the first time it is seen.
///
/// The first lesson for a merchant on a side wins (input order), so the result does not depend
/// on anything but the inputs and their order. At most ``capacity`` merchants are numbered; past
/// that, a new merchant is neither learned nor deferred (its rows keep the category the other
/// rules give), so memory stays bounded whatever the input's size.
struct LearnedMerchants: Sendable {
    /// A lesson: the category and where it was learned.
    struct Lesson: Sendable, Hashable {
        var category: CategoryID
        var file: String
        var line: Int
    }

    /// Merchants numbered per run, at most.
    static let capacity = 100_000

    private var numbers: [[UInt8]: Int32] = [:]
    private(set) var keys: [[UInt8]] = []
    private var spent: [Lesson?] = []
    private var received: [Lesson?] = []
    /// How many lessons are known (both sides).
    private(set) var lessonCount = 0

    /// The number of `key`, numbering it when new (`nil` past ``capacity``).
    mutating func number(_ key: [UInt8]) -> Int32? {
        if let known = numbers[key] { return known }
        guard keys.count < LearnedMerchants.capacity else { return nil }
        let number = Int32(keys.count)
        numbers[key] = number
        keys.append(key)
        spent.append(nil)
        received.append(nil)
        return number
    }

    /// The number of `key` if it was seen (never numbers it).
    func existingNumber(_ key: [UInt8]) -> Int32? { numbers[key] }

    /// Learns `lesson` for merchant `number` on `side` unless that side already has one.
    mutating func learn(_ number: Int32, side: Direction, _ lesson: Lesson) {
        let index = Int(number)
        if side == .spent {
            if spent[index] == nil { spent[index] = lesson; lessonCount += 1 }
        } else {
            if received[index] == nil { received[index] = lesson; lessonCount += 1 }
        }
    }

    /// The lesson for merchant `number` on `side`, if any.
    func lesson(_ number: Int32, side: Direction) -> Lesson? {
        side == .spent ? spent[Int(number)] : received[Int(number)]
    }

    /// Every lesson, in merchant-number order, spent before received.
    var all: [(key: [UInt8], side: Direction, lesson: Lesson)] {
        var result: [(key: [UInt8], side: Direction, lesson: Lesson)] = []
        for (index, key) in keys.enumerated() {
            if let lesson = spent[index] { result.append((key, .spent, lesson)) }
            if let lesson = received[index] { result.append((key, .received, lesson)) }
        }
        return result
    }
}
