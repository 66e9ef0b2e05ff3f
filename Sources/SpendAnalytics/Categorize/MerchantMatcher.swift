/// The merchant dictionary's own keyword automaton: Aho–Corasick over case-folded UTF-8 bytes,
/// built from ``MerchantDictionary/table`` the first time a row reaches the dictionary.
///
/// The dictionary has about 19,000 trie states over about 120 distinct bytes, so the dense table
/// ``KeywordMatcher`` uses for the built-in rules would be about 9 MiB, written at every start.
/// This one keeps each state's children as a sorted list (the root's as a 256-entry table) and
/// follows failure links, so it costs a few hundred kilobytes and about a millisecond to build,
/// and only runs that consult the dictionary build it. It reads ASCII capitals as lower case;
/// other bytes must be folded by the caller (``CaseFolding``), as for ``KeywordMatcher``.
struct MerchantMatcher: Sendable {
    /// The category of each entry (in ``MerchantDictionary/table`` order): an index into
    /// ``MerchantDictionary/categories``.
    let entryCategory: [UInt8]
    /// Whether each entry must stand as a whole word.
    let entryWholeWord: [Bool]
    /// The next entry ending at the same state (ascending), or -1.
    private let entryNext: [Int32]

    /// The root's next state for each byte (0: stay at the root).
    private let rootNext: [Int32]
    /// `childLabel[childStart[s]..<childStart[s + 1]]`, sorted: the bytes leading out of state `s`
    /// (`s > 0`), and `childTarget` the states they lead to.
    private let childStart: [Int32]
    private let childLabel: [UInt8]
    private let childTarget: [Int32]
    private let failure: [Int32]
    /// The first state on the suffix chain of each state (itself included) where an entry ends, or -1.
    private let output: [Int32]
    /// The next shorter suffix state where an entry ends, or -1.
    private let outputLink: [Int32]
    /// The lowest entry ending at each state, or -1.
    private let entryHead: [Int32]
    /// Keyword length in bytes of each state.
    private let depth: [Int32]

    /// Number of states (tests).
    var stateCount: Int { depth.count }

    /// The automaton for keyword `k` = `keywordBytes[keywordStart[k]..<keywordStart[k + 1]]`
    /// (folded), with each keyword's category and whole-word flag.
    init(keywordBytes: [UInt8], keywordStart: [Int32], categories: [UInt8], wholeWord: [Bool]) {
        let keywordCount = keywordStart.count - 1
        // The trie is built over the keywords in byte order: each keyword shares the path of the
        // longest common prefix with the one before, so a state's children are created in
        // ascending byte order and a child is never looked up while building.
        var order = Array(0..<keywordCount)
        keywordBytes.withUnsafeBufferPointer { bytes in
            keywordStart.withUnsafeBufferPointer { start in
                order.sort { left, right in
                    let (a, b) = (Int(start[left]), Int(start[right]))
                    let (countA, countB) = (Int(start[left + 1]) - a, Int(start[right + 1]) - b)
                    var index = 0
                    let common = min(countA, countB)
                    while index < common && bytes[a + index] == bytes[b + index] { index += 1 }
                    return index < common ? bytes[a + index] < bytes[b + index] : countA < countB
                }
            }
        }
        var parentOf: [Int32] = [0]
        var labelOf: [UInt8] = [0]
        var depth: [Int32] = [0]
        let capacity = keywordBytes.count + 1
        parentOf.reserveCapacity(capacity)
        labelOf.reserveCapacity(capacity)
        depth.reserveCapacity(capacity)
        var entryNext = [Int32](repeating: -1, count: keywordCount)
        var endState = [Int32](repeating: 0, count: keywordCount)
        var path: [Int32] = [0]
        var previous = 0..<0
        for entry in order {
            let keyword = Int(keywordStart[entry])..<Int(keywordStart[entry + 1])
            guard !keyword.isEmpty else { continue }
            var shared = 0
            while shared < keyword.count && shared < previous.count
                    && keywordBytes[keyword.lowerBound + shared] == keywordBytes[previous.lowerBound + shared] {
                shared += 1
            }
            path.removeSubrange((shared + 1)...)
            for index in shared..<keyword.count {
                let state = Int32(depth.count)
                parentOf.append(path[index])
                labelOf.append(keywordBytes[keyword.lowerBound + index])
                depth.append(Int32(index + 1))
                path.append(state)
            }
            endState[entry] = path[keyword.count]
            previous = keyword
        }
        // Entries of one state, lowest first.
        var entryHead = [Int32](repeating: -1, count: depth.count)
        for entry in (0..<keywordCount).reversed() where keywordStart[entry + 1] > keywordStart[entry] {
            let state = Int(endState[entry])
            entryNext[entry] = entryHead[state]
            entryHead[state] = Int32(entry)
        }
        let stateCount = depth.count

        // Children side by side per parent: states are numbered depth-first in byte order, so a
        // stable counting sort by parent keeps each list sorted.
        var childStart = [Int32](repeating: 0, count: stateCount + 1)
        for state in 1..<max(stateCount, 1) { childStart[Int(parentOf[state]) + 1] += 1 }
        for state in 0..<stateCount { childStart[state + 1] += childStart[state] }
        var childLabel = [UInt8](repeating: 0, count: max(stateCount - 1, 0))
        var childTarget = [Int32](repeating: 0, count: max(stateCount - 1, 0))
        var fill = childStart
        for state in 1..<max(stateCount, 1) {
            let parent = Int(parentOf[state])
            let slot = Int(fill[parent])
            childLabel[slot] = labelOf[state]
            childTarget[slot] = Int32(state)
            fill[parent] += 1
        }
        var rootNext = [Int32](repeating: 0, count: 256)
        for slot in Int(childStart[0])..<Int(childStart[1]) { rootNext[Int(childLabel[slot])] = childTarget[slot] }

        // Failure and output links, breadth-first: a state's failure is where its parent's
        // failure steps along its byte (shallower states' links are known by then).
        var failure = [Int32](repeating: 0, count: stateCount)
        var output = [Int32](repeating: -1, count: stateCount)
        var outputLink = [Int32](repeating: -1, count: stateCount)
        var queue: [Int32] = []
        queue.reserveCapacity(stateCount)
        for slot in Int(childStart[0])..<Int(childStart[1]) { queue.append(childTarget[slot]) }
        failure.withUnsafeMutableBufferPointer { failureTable in
            Self.withTables(rootNext, childStart, childLabel, childTarget, UnsafeBufferPointer(failureTable)) { tables in
                var head = 0
                while head < queue.count {
                    let state = Int(queue[head])
                    head += 1
                    let fail = Int(failureTable[state])
                    outputLink[state] = fail != 0 ? output[fail] : -1
                    output[state] = entryHead[state] >= 0 ? Int32(state) : outputLink[state]
                    for slot in Int(childStart[state])..<Int(childStart[state + 1]) {
                        let child = Int(childTarget[slot])
                        failureTable[child] = Int32(tables.step(from: fail, childLabel[slot]))
                        queue.append(Int32(child))
                    }
                }
            }
        }

        self.entryCategory = categories
        self.entryWholeWord = wholeWord
        self.entryNext = entryNext
        self.rootNext = rootNext
        self.childStart = childStart
        self.childLabel = childLabel
        self.childTarget = childTarget
        self.failure = failure
        self.output = output
        self.outputLink = outputLink
        self.entryHead = entryHead
        self.depth = depth
    }

    /// The transition tables, borrowed for a pass.
    private struct Tables {
        var rootNext: UnsafeBufferPointer<Int32>
        var childStart: UnsafeBufferPointer<Int32>
        var childLabel: UnsafeBufferPointer<UInt8>
        var childTarget: UnsafeBufferPointer<Int32>
        var failure: UnsafeBufferPointer<Int32>

        /// The state after `state` reads `byte`: its child along `byte`, else its failure
        /// state's, down to the root.
        @inline(__always)
        func step(from state: Int, _ byte: UInt8) -> Int {
            var state = state
            while state != 0 {
                var slot = Int(childStart[state])
                let end = Int(childStart[state + 1])
                while slot < end && childLabel[slot] < byte { slot += 1 }
                if slot < end && childLabel[slot] == byte { return Int(childTarget[slot]) }
                state = Int(failure[state])
            }
            return Int(rootNext[Int(byte)])
        }
    }

    private static func withTables<Result>(_ rootNext: [Int32], _ childStart: [Int32], _ childLabel: [UInt8],
                                           _ childTarget: [Int32], _ failure: UnsafeBufferPointer<Int32>,
                                           _ body: (Tables) -> Result) -> Result {
        rootNext.withUnsafeBufferPointer { rootNext in
        childStart.withUnsafeBufferPointer { childStart in
        childLabel.withUnsafeBufferPointer { childLabel in
        childTarget.withUnsafeBufferPointer { childTarget in
            body(Tables(rootNext: rootNext, childStart: childStart, childLabel: childLabel, childTarget: childTarget,
                        failure: failure))
        }}}}
    }

    /// The lowest entry with a keyword in `text` (whole-word entries only where they stand as a
    /// word) for which `accept` holds, or `nil`.
    func firstEntry(in text: UnsafeBufferPointer<UInt8>, accept: (Int) -> Bool) -> Int? {
        var best = Int.max
        failure.withUnsafeBufferPointer { failure in
        Self.withTables(rootNext, childStart, childLabel, childTarget, failure) { tables in
            var state = 0
            for index in 0..<text.count {
                var byte = text[index]
                if byte &- 0x41 < 26 { byte |= 0x20 }
                state = tables.step(from: state, byte)
                var found = Int(output[state])
                while found >= 0 {
                    let end = index + 1
                    let start = end - Int(depth[found])
                    var entry = Int(entryHead[found])
                    while entry >= 0 && entry < best {
                        if (!entryWholeWord[entry] || KeywordMatcher.isWholeWord(text, start: start, end: end)) && accept(entry) {
                            best = entry
                            break
                        }
                        entry = Int(entryNext[entry])
                    }
                    found = Int(outputLink[found])
                }
            }
        }}
        return best == .max ? nil : best
    }
}
