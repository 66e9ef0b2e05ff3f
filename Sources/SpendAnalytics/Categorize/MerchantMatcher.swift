/// The merchant dictionary's own keyword automaton: Aho–Corasick over case-folded UTF-8 bytes,
/// built from ``MerchantDictionary/table`` the first time a row reaches the dictionary.
///
/// The dictionary has about 19,000 trie states over about 120 distinct bytes, so the dense table
/// ``KeywordMatcher`` uses for the built-in rules would be about 9 MiB, written at every start.
/// Here only the states near the root (depth ``denseDepth`` or less, about 500: the ones most
/// bytes of a text pass through) get a complete row of transitions, by byte class; the deeper
/// ones, most with a single child, keep their children as a sorted list and follow failure links
/// up to a state with a row. It costs a few hundred kilobytes, and only runs that consult the
/// dictionary build it. It reads ASCII capitals as lower case;
/// other bytes must be folded by the caller (``CaseFolding``), as for ``KeywordMatcher``.
///
/// A class, so that the rule engine's pass over a row borrows it rather than copying (and
/// retaining) each of its tables.
final class MerchantMatcher: Sendable {
    /// The category of each entry (in ``MerchantDictionary/table`` order): an index into
    /// ``MerchantDictionary/categories``.
    let entryCategory: [UInt8]
    /// Whether each entry must stand as a whole word.
    let entryWholeWord: [Bool]
    /// The next entry ending at the same state (ascending), or -1.
    private let entryNext: [Int32]
    /// Each entry's precedence (ascending with the entry; entries of one rank tie, and the first
    /// found wins).
    private let entryRank: [Int32]

    /// States this shallow or shallower have a complete row in ``rows``.
    static let denseDepth: Int32 = 2
    /// Each byte's class: 0 for bytes in no keyword.
    private let byteClass: [UInt16]
    /// log2 of a row's length: the number of byte classes rounded up to a power of two, so a
    /// state's row is found by a shift.
    private let classShift: Int
    /// States `0..<denseCount` (numbered breadth-first) have a row in ``rows``.
    private let denseCount: Int
    /// `rows[s << classShift + class]`: the state after `s` reads a byte of that class, with
    /// ``endsEntry`` set when an entry ends there (so a pass reads ``output`` only then).
    private let rows: [Int32]
    /// `childLabel[childStart[s]..<childStart[s + 1]]`, sorted: the bytes leading out of state `s`
    /// (`s > 0`), and `childTarget` the states they lead to.
    private let childStart: [Int32]
    private let childLabel: [UInt8]
    /// (Each with ``endsEntry`` set as in ``rows``.)
    private let childTarget: [Int32]
    private let failure: [Int32]
    /// The bit of a transition that says an entry ends at its state (``output`` is not -1).
    private static let endsEntry = Int32.min
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
    ///
    /// `ranks` (nondecreasing, one per keyword; by default each keyword its own) lets several
    /// keywords share a precedence: of those, ``firstEntry(in:accept:)`` gives the one it meets
    /// first in the text.
    init(keywordBytes: [UInt8], keywordStart: [Int32], categories: [UInt8], wholeWord: [Bool], ranks: [Int32] = []) {
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

        // Renumbered breadth-first, by a stable counting sort on depth (within one depth, the
        // depth-first numbering is the byte order of the states' keyword prefixes, which is also
        // the breadth-first order with sorted children): the states with complete rows, the
        // shallowest, become `0..<denseCount`, so finding a state's row takes a comparison, not
        // a lookup, on every byte.
        let stateCount = depth.count
        let deepest = Int(depth.max() ?? 0)
        var levelStart = [Int](repeating: 0, count: deepest + 2)
        for level in depth { levelStart[Int(level) + 1] += 1 }
        for level in 0...deepest { levelStart[level + 1] += levelStart[level] }
        var renumbered = [Int32](repeating: 0, count: stateCount)
        var nextAtLevel = levelStart
        for state in 0..<stateCount {
            let level = Int(depth[state])
            renumbered[state] = Int32(nextAtLevel[level])
            nextAtLevel[level] += 1
        }
        do {
            var (parents, labels, depths) = (parentOf, labelOf, depth)
            for old in 0..<stateCount {
                let new = Int(renumbered[old])
                parents[new] = renumbered[Int(parentOf[old])]
                labels[new] = labelOf[old]
                depths[new] = depth[old]
            }
            (parentOf, labelOf, depth) = (parents, labels, depths)
            endState = endState.map { renumbered[Int($0)] }
        }
        let denseCount = levelStart[min(Int(Self.denseDepth), deepest) + 1]

        // Entries of one state, lowest first.
        var entryHead = [Int32](repeating: -1, count: depth.count)
        for entry in (0..<keywordCount).reversed() where keywordStart[entry + 1] > keywordStart[entry] {
            let state = Int(endState[entry])
            entryNext[entry] = entryHead[state]
            entryHead[state] = Int32(entry)
        }

        // Children side by side per parent: within a depth, states are numbered in their
        // prefixes' byte order, so a stable counting sort by parent keeps each list sorted.
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
        var byteClass = [UInt16](repeating: 0, count: 256)
        var classCount = 1
        for byte in labelOf.dropFirst() where byteClass[Int(byte)] == 0 {
            byteClass[Int(byte)] = UInt16(classCount)
            classCount += 1
        }
        var classShift = 0
        while 1 << classShift < classCount { classShift += 1 }
        var rows = [Int32](repeating: 0, count: denseCount << classShift)

        // Breadth-first: a state's failure is where its parent's failure steps along its byte,
        // and a state's row is its children over its failure's row (shallower states are done by
        // then); output links follow the failure links.
        var failure = [Int32](repeating: 0, count: stateCount)
        var output = [Int32](repeating: -1, count: stateCount)
        var outputLink = [Int32](repeating: -1, count: stateCount)
        failure.withUnsafeMutableBufferPointer { failureTable in
        rows.withUnsafeMutableBufferPointer { rowTable in
            Self.withTables(byteClass, classShift, denseCount, UnsafeBufferPointer(rowTable), childStart, childLabel,
                            childTarget, UnsafeBufferPointer(failureTable)) { tables in
                // In state order, which is breadth-first.
                for state in 0..<stateCount {
                    let fail = Int(failureTable[state])
                    if state != 0 {
                        outputLink[state] = fail != 0 ? output[fail] : -1
                        output[state] = entryHead[state] >= 0 ? Int32(state) : outputLink[state]
                    }
                    if state < denseCount {
                        let row = state << classShift
                        if state != 0 {
                            let failRow = fail << classShift
                            for cls in 0..<classCount { rowTable[row + cls] = rowTable[failRow + cls] }
                        }
                        for slot in Int(childStart[state])..<Int(childStart[state + 1]) {
                            rowTable[row + Int(byteClass[Int(childLabel[slot])])] = childTarget[slot]
                        }
                    }
                    for slot in Int(childStart[state])..<Int(childStart[state + 1]) {
                        let child = Int(childTarget[slot])
                        failureTable[child] = state == 0 ? 0 : tables.step(from: fail, childLabel[slot])
                    }
                }
            }
        }}

        // Transitions into states where an entry ends are marked (after the failure links,
        // which the construction's steps above read unmarked).
        for index in rows.indices where output[Int(rows[index])] >= 0 { rows[index] |= Self.endsEntry }
        for index in childTarget.indices where output[Int(childTarget[index])] >= 0 { childTarget[index] |= Self.endsEntry }

        self.entryRank = ranks.isEmpty ? (0..<Int32(keywordCount)).map { $0 } : ranks
        self.entryCategory = categories
        self.entryWholeWord = wholeWord
        self.entryNext = entryNext
        self.byteClass = byteClass
        self.classShift = classShift
        self.denseCount = denseCount
        self.rows = rows
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
        var byteClass: UnsafeBufferPointer<UInt16>
        var classShift: Int
        var denseCount: Int
        var rows: UnsafeBufferPointer<Int32>
        var childStart: UnsafeBufferPointer<Int32>
        var childLabel: UnsafeBufferPointer<UInt8>
        var childTarget: UnsafeBufferPointer<Int32>
        var failure: UnsafeBufferPointer<Int32>

        /// The transition from `state` along `byte` (the next state, with ``MerchantMatcher/endsEntry``
        /// once the tables are marked): from a state with a row, one lookup; else its child along
        /// `byte`, or its failure state's step (ending at a state with a row: the root has one).
        @inline(__always)
        func step(from state: Int, _ byte: UInt8) -> Int32 {
            var state = state
            while true {
                if state < denseCount { return rows[state &<< classShift &+ Int(byteClass[Int(byte)])] }
                var slot = Int(childStart[state])
                let end = Int(childStart[state + 1])
                while slot < end && childLabel[slot] < byte { slot += 1 }
                if slot < end && childLabel[slot] == byte { return childTarget[slot] }
                state = Int(failure[state])
            }
        }
    }

    private static func withTables<Result>(_ byteClass: [UInt16], _ classShift: Int, _ denseCount: Int,
                                           _ rows: UnsafeBufferPointer<Int32>, _ childStart: [Int32], _ childLabel: [UInt8],
                                           _ childTarget: [Int32], _ failure: UnsafeBufferPointer<Int32>,
                                           _ body: (Tables) -> Result) -> Result {
        byteClass.withUnsafeBufferPointer { byteClass in
        childStart.withUnsafeBufferPointer { childStart in
        childLabel.withUnsafeBufferPointer { childLabel in
        childTarget.withUnsafeBufferPointer { childTarget in
            body(Tables(byteClass: byteClass, classShift: classShift, denseCount: denseCount, rows: rows,
                        childStart: childStart, childLabel: childLabel, childTarget: childTarget, failure: failure))
        }}}}
    }

    /// The lowest entry with a keyword in `text` (whole-word entries only where they stand as a
    /// word) for which `accept` holds, or `nil`; with ranks, an entry of the lowest rank (the
    /// first found of that rank).
    func firstEntry(in text: UnsafeBufferPointer<UInt8>, accept: (Int) -> Bool) -> Int? {
        var best = Int.max
        var bestEntry = -1
        failure.withUnsafeBufferPointer { failure in
        rows.withUnsafeBufferPointer { rows in
        Self.withTables(byteClass, classShift, denseCount, rows, childStart, childLabel, childTarget, failure) { tables in
            var state = 0
            for index in 0..<text.count {
                var byte = text[index]
                if byte &- 0x41 < 26 { byte |= 0x20 }
                let next = tables.step(from: state, byte)
                state = Int(next & ~Self.endsEntry)
                guard next < 0 else { continue }
                var found = Int(output[state])
                while found >= 0 {
                    let end = index + 1
                    let start = end - Int(depth[found])
                    var entry = Int(entryHead[found])
                    while entry >= 0 && Int(entryRank[entry]) < best {
                        if (!entryWholeWord[entry] || KeywordMatcher.isWholeWord(text, start: start, end: end)) && accept(entry) {
                            best = Int(entryRank[entry])
                            bestEntry = entry
                            break
                        }
                        entry = Int(entryNext[entry])
                    }
                    found = Int(outputLink[found])
                }
            }
        }}}
        return bestEntry < 0 ? nil : bestEntry
    }
}
