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
    ///
    /// Built on every run (the built-in rules have thousands of states), so it works in one dense
    /// table from the start: the trie's children are rows of that table (a child is found by one
    /// lookup), and the breadth-first pass completes each row in place, as ``steps``, from its
    /// failure state's completed row (a row copy).
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

        // The trie, one row of `classCount` next states per state (0: no child; the root is
        // never a child). States are numbered in the order the keywords create them.
        let emptyRow = [Int32](repeating: 0, count: classCount)
        var table = emptyRow
        // Room for the most states the keywords can make (one per byte): the table is never
        // copied to grow, and only the rows written take memory.
        table.reserveCapacity((keywords.reduce(0) { $0 + $1.bytes.count } + 1) * classCount)
        var depth: [Int32] = [0]
        // (state, keyword index) of each non-empty keyword, in the order given.
        var ends: [(state: Int32, keyword: Int32)] = []
        ends.reserveCapacity(keywords.count)
        for (index, keyword) in keywords.enumerated() where !keyword.bytes.isEmpty {
            var state = 0
            for byte in keyword.bytes {
                let slot = state * classCount + Int(classOf[Int(byte)])
                let next = table[slot]
                if next != 0 {
                    state = Int(next)
                } else {
                    let created = depth.count
                    depth.append(depth[state] + 1)
                    // A row per state as it is created: memory is written only for the rows in use.
                    table.append(contentsOf: emptyRow)
                    table[slot] = Int32(created)
                    state = created
                }
            }
            ends.append((Int32(state), Int32(index)))
        }
        let stateCount = depth.count

        // Each state's payloads, side by side in state order (a stable counting sort of `ends`).
        var counts = [Int32](repeating: 0, count: stateCount + 1)
        for end in ends { counts[Int(end.state) + 1] += 1 }
        for state in 0..<stateCount { counts[state + 1] += counts[state] }
        let payloadStart = counts
        var flat = [Payload](repeating: Payload(rule: 0, keyword: 0, wholeWord: false), count: ends.count)
        var fill = payloadStart
        for end in ends {
            flat[Int(fill[Int(end.state)])] = keywords[Int(end.keyword)].payload
            fill[Int(end.state)] += 1
        }

        // Breadth-first: failure links, dictionary links, and each row completed in place into
        // steps. A state's row, read before it is completed, holds only its children (0: none),
        // by number; completed, it holds steps (an offset, or a reporting state's number
        // bit-inverted), and the row of a state's failure, shallower, is complete by then.
        var failure = [Int32](repeating: 0, count: stateCount)
        var dictionaryLink = [Int32](repeating: -1, count: stateCount)
        var report = [Int32](repeating: -1, count: stateCount)
        let classes = Int32(classCount)
        table.withUnsafeMutableBufferPointer { table in
            failure.withUnsafeMutableBufferPointer { failure in
                dictionaryLink.withUnsafeMutableBufferPointer { dictionaryLink in
                    report.withUnsafeMutableBufferPointer { report in
                        payloadStart.withUnsafeBufferPointer { payloadStart in
                            let hasPayloads = { (state: Int) in payloadStart[state &+ 1] > payloadStart[state] }
                            report[0] = hasPayloads(0) ? 0 : -1
                            var queue = [Int32](repeating: 0, count: stateCount)
                            queue.withUnsafeMutableBufferPointer { queue in
                                var (head, tail) = (0, 1)
                                while head < tail {
                                    let state = Int(queue[head])
                                    head &+= 1
                                    let row = state &* classCount
                                    let failRow = Int(failure[state]) &* classCount
                                    for cls in 0..<classCount {
                                        let child = Int(table[row &+ cls])
                                        if child == 0 {
                                            // Inherit the failure state's step (the root's row stays 0: the root).
                                            if state != 0 { table[row &+ cls] = table[failRow &+ cls] }
                                            continue
                                        }
                                        // The failure state's step along this class, back to a state number.
                                        let step = state == 0 ? 0 : table[failRow &+ cls]
                                        let fail = Int(step < 0 ? ~step : step / classes)
                                        failure[child] = Int32(fail)
                                        dictionaryLink[child] = hasPayloads(fail) ? Int32(fail) : dictionaryLink[fail]
                                        report[child] = hasPayloads(child) ? Int32(child) : dictionaryLink[child]
                                        table[row &+ cls] = report[child] >= 0 ? ~Int32(child) : Int32(child) &* classes
                                        queue[tail] = Int32(child)
                                        tail &+= 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        self.byteClass = classOf
        self.classCount = classCount
        self.steps = table
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
                                                if payload.wholeWord
                                                    && !KeywordMatcher.isWholeWord(text, start: start, end: end)
                                                {
                                                    continue
                                                }
                                                body(payload, start, end)
                                            }
                                            found = Int(dictionaryLink[found])
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Steps through `text` from `start` until a state that reports a keyword: returns the
    /// index of the byte that led there, `offset` being that state's number (or `text.count`
    /// when none did, `offset` being the row offset of the state reached). A separate loop with
    /// few live values, so they all stay in registers.
    @inline(never)
    private static func run(
        _ steps: UnsafeBufferPointer<Int32>, _ byteClass: UnsafeBufferPointer<UInt16>,
        _ text: UnsafeBufferPointer<UInt8>, from start: Int, offset: inout Int
    ) -> Int {
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
