/// Finds every occurrence of many keywords in one pass over a text: an Aho–Corasick automaton
/// over (already case-folded) UTF-8 bytes.
///
/// The automaton is a complete DFA on byte classes (only bytes that occur in some keyword get a
/// class of their own; all other bytes share class 0 and lead back to the root), so each input
/// byte costs one table lookup whatever the number of keywords. An ASCII capital that occurs in
/// no keyword shares its lower-case letter's class: with folded keywords, ASCII text matches
/// as if it were folded, without folding it. Each keyword carries a list of
/// payloads (for the rule engine: which rule, which keyword of it, whether it must be a whole
/// word); matches are reported as the text is read, ending at increasing positions.
struct KeywordMatcher: Sendable {
    /// What a keyword stands for when it is found.
    struct Payload: Sendable, Hashable {
        /// The rule the keyword belongs to.
        var rule: Int32
        /// The keyword's index in the engine's keyword list (for explanations).
        var keyword: Int32
        /// The match counts only when it is not inside a longer word (see ``isWordByte(_:)``).
        var wholeWord: Bool
    }

    /// One reported occurrence: `text[start..<end]` is the keyword.
    struct Match: Sendable, Hashable {
        var payload: Payload
        var start: Int
        var end: Int
    }

    private let byteClass: [UInt16]
    private let classCount: Int
    /// `steps[state * classCount + class]`: the next state's row offset (`next * classCount`), or,
    /// when the next state reports a keyword, its number bit-inverted (negative). Offsets save a
    /// multiply per byte and the sign saves a second lookup, so the per-byte loop is one load;
    /// a reporting state comes back as its number, so finding its keywords needs no division.
    private let steps: [Int32]
    /// The first state to report on arrival at each state (itself or a dictionary suffix), or -1.
    private let report: [Int32]
    /// The next shorter suffix state that has payloads, or -1.
    private let dictionaryLink: [Int32]
    /// Keyword length in bytes of each state (its depth in the trie).
    private let depth: [Int32]
    /// `payloads[payloadStart[s]..<payloadStart[s + 1]]` belong to the keyword ending at state `s`.
    private let payloadStart: [Int32]
    private let payloads: [Payload]

    /// Number of automaton states (for tests and diagnostics).
    var stateCount: Int { depth.count }

    /// Builds the automaton. Keywords must already be case-folded; empty keywords are ignored.
    /// Payloads of one keyword are kept in the order given.
    init(keywords: [(bytes: [UInt8], payload: Payload)]) {
        // Byte classes: 0 for bytes in no keyword.
        var classOf = [UInt16](repeating: 0, count: 256)
        var nextClass: UInt16 = 1
        for (bytes, _) in keywords {
            for byte in bytes where classOf[Int(byte)] == 0 {
                classOf[Int(byte)] = nextClass
                nextClass += 1
            }
        }
        for upper in UInt8(ascii: "A")...UInt8(ascii: "Z") where classOf[Int(upper)] == 0 {
            classOf[Int(upper)] = classOf[Int(upper | 0x20)]
        }
        let classCount = Int(nextClass)

        // Trie with sparse children while building.
        var children: [[(UInt16, Int32)]] = [[]]
        var depth: [Int32] = [0]
        var own: [[Payload]] = [[]]
        for (bytes, payload) in keywords where !bytes.isEmpty {
            var state = 0
            for byte in bytes {
                let cls = classOf[Int(byte)]
                if let next = children[state].first(where: { $0.0 == cls })?.1 {
                    state = Int(next)
                } else {
                    children.append([])
                    depth.append(depth[state] + 1)
                    own.append([])
                    let next = Int32(children.count - 1)
                    children[state].append((cls, next))
                    state = Int(next)
                }
            }
            own[state].append(payload)
        }

        // Breadth-first: failure links, complete transitions, dictionary links.
        let stateCount = children.count
        var transitions = [Int32](repeating: 0, count: stateCount * classCount)
        var failure = [Int32](repeating: 0, count: stateCount)
        var dictionaryLink = [Int32](repeating: -1, count: stateCount)
        var queue: [Int32] = []
        queue.reserveCapacity(stateCount)
        for (cls, child) in children[0] {
            transitions[Int(cls)] = child
            queue.append(child)
        }
        var head = 0
        transitions.withUnsafeMutableBufferPointer { table in
            guard let base = table.baseAddress else { return }
            while head < queue.count {
                let state = Int(queue[head])
                head += 1
                let fail = Int(failure[state])
                // Inherit the failure state's transitions (one row copy), then override with real children.
                (base + state * classCount).update(from: base + fail * classCount, count: classCount)
                dictionaryLink[state] = own[fail].isEmpty ? dictionaryLink[fail] : Int32(fail)
                for (cls, child) in children[state] {
                    failure[Int(child)] = table[fail * classCount + Int(cls)]
                    table[state * classCount + Int(cls)] = child
                    queue.append(child)
                }
            }
        }
        // The root's own failure is itself; its dictionary link is none.
        dictionaryLink[0] = -1

        var report = [Int32](repeating: -1, count: stateCount)
        var payloadStart: [Int32] = [0]
        var flat: [Payload] = []
        for state in 0..<stateCount {
            report[state] = own[state].isEmpty ? dictionaryLink[state] : Int32(state)
            flat.append(contentsOf: own[state])
            payloadStart.append(Int32(flat.count))
        }

        self.byteClass = classOf
        self.classCount = classCount
        // The transitions become the steps in place (no second table of the same size).
        let width = Int32(classCount)
        report.withUnsafeBufferPointer { report in
            transitions.withUnsafeMutableBufferPointer { table in
                for slot in table.indices {
                    let next = table[slot]
                    table[slot] = report[Int(next)] >= 0 ? ~next : next &* width
                }
            }
        }
        self.steps = transitions
        self.report = report
        self.dictionaryLink = dictionaryLink
        self.depth = depth
        self.payloadStart = payloadStart
        self.payloads = flat
    }

    /// Calls `body` for each keyword occurrence in `text`, in order of end position (payloads of
    /// longer keywords first at one position). Whole-word payloads are filtered here.
    @inline(__always)
    func forEachMatch(in text: UnsafeBufferPointer<UInt8>, _ body: (Payload, _ start: Int, _ end: Int) -> Void) {
        byteClass.withUnsafeBufferPointer { byteClass in
        steps.withUnsafeBufferPointer { steps in
        report.withUnsafeBufferPointer { report in
        dictionaryLink.withUnsafeBufferPointer { dictionaryLink in
        depth.withUnsafeBufferPointer { depth in
        payloadStart.withUnsafeBufferPointer { payloadStart in
        payloads.withUnsafeBufferPointer { payloads in
            let classCount = self.classCount
            var offset = 0
            var index = 0
            while index < text.count {
                index = KeywordMatcher.run(steps, byteClass, text, from: index, offset: &offset)
                if index == text.count { break }
                // `offset` holds the reporting state's number: back to its row offset.
                var found = Int(report[offset])
                offset &*= classCount
                index += 1
                while found >= 0 {
                    let end = index
                    let start = end - Int(depth[found])
                    for slot in Int(payloadStart[found])..<Int(payloadStart[found + 1]) {
                        let payload = payloads[slot]
                        if payload.wholeWord && !KeywordMatcher.isWholeWord(text, start: start, end: end) { continue }
                        body(payload, start, end)
                    }
                    found = Int(dictionaryLink[found])
                }
            }
        }}}}}}}
    }

    /// Steps through `text` from `start` until a state that reports a keyword: returns the
    /// index of the byte that led there, `offset` being that state's number (or `text.count`
    /// when none did, `offset` being the row offset of the state reached). A separate loop with
    /// few live values, so they all stay in registers.
    @inline(never)
    private static func run(_ steps: UnsafeBufferPointer<Int32>, _ byteClass: UnsafeBufferPointer<UInt16>,
                            _ text: UnsafeBufferPointer<UInt8>, from start: Int, offset: inout Int) -> Int {
        var state = offset
        var index = start
        let count = text.count
        while index < count {
            let step = steps[state &+ Int(byteClass[Int(text[index])])]
            if step < 0 {
                offset = Int(~step)
                return index
            }
            state = Int(step)
            index += 1
        }
        offset = state
        return count
    }

    /// Every occurrence, in report order (tests and explanations; allocates).
    func matches(in text: [UInt8]) -> [Match] {
        var found: [Match] = []
        text.withUnsafeBufferPointer { buffer in
            forEachMatch(in: buffer) { payload, start, end in
                found.append(Match(payload: payload, start: start, end: end))
            }
        }
        return found
    }

    /// A letter or digit for whole-word checks; bytes of multi-byte UTF-8 characters count as letters.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
    }

    /// Whether `text[start..<end]` is not preceded or followed by a word byte.
    @inline(__always)
    static func isWholeWord(_ text: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        (start == 0 || !isWordByte(text[start - 1])) && (end == text.count || !isWordByte(text[end]))
    }
}
