/// The merchant dictionary's own keyword automaton: Aho–Corasick over case-folded UTF-8 bytes,
/// made from its ``Trie`` (for the dictionary, the one ``MerchantDictionary/stored`` holds) the
/// first time a row reaches the dictionary.
///
/// The dictionary and the lexicon have about 92,000 trie states over about 200 distinct bytes, so
/// the dense table ``KeywordMatcher`` uses for the built-in rules would be about 90 MiB. Here only
/// the states near the root (depth ``denseDepth`` or less, leaving out those past the first byte of
/// a character of another script: the ones most bytes of an ASCII text pass through) get a
/// complete row of transitions, by byte class; the deeper ones, most with a single child, keep
/// their children as a sorted list and follow failure links up to a state with a row. It costs a
/// few megabytes, and only runs that consult the dictionary make it (on another thread, from the
/// start of such a run: ``Categorizer/prepareDictionary()``). It reads ASCII capitals as lower
/// case; other bytes must be folded by the caller (``MatchFolding``), as for ``KeywordMatcher``.
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

    /// What an automaton is made of: its trie, numbered breadth-first (within a depth, in the
    /// byte order of the states' keyword prefixes), and the failure links. The rest of a
    /// ``MerchantMatcher`` follows from it in one pass; ``MerchantDictionary/stored`` holds the
    /// dictionary's, made ahead by `scripts/generate-merchants.py`.
    struct Trie: Sendable, Equatable {
        /// Each state's parent (the root's is 0): nondecreasing, below the state.
        var parent: [Int32] = [0]
        /// The byte leading from each state's parent to it (the root's is 0).
        var label: [UInt8] = [0]
        /// Each state's failure state: the state of the longest proper suffix of its keyword
        /// prefix (the root's, and those of depth 1, are the root).
        var failure: [Int32] = [0]
        /// The state where each keyword ends (0, the root, for an empty keyword).
        var end: [Int32] = []
    }

    /// The automaton for keyword `k` = `keywordBytes[keywordStart[k]..<keywordStart[k + 1]]`
    /// (folded), with each keyword's category and whole-word flag.
    ///
    /// `ranks` (nondecreasing, one per keyword; by default each keyword its own) lets several
    /// keywords share a precedence: of those, ``firstEntry(in:accept:)`` gives the one it meets
    /// first in the text.
    convenience init(
        keywordBytes: [UInt8], keywordStart: [Int32], categories: [UInt8], wholeWord: [Bool], ranks: [Int32] = []
    ) {
        self.init(
            trie: MerchantMatcher.trie(keywordBytes: keywordBytes, keywordStart: keywordStart),
            categories: categories, wholeWord: wholeWord, ranks: ranks)
    }

    /// The trie of keyword `k` = `keywordBytes[keywordStart[k]..<keywordStart[k + 1]]`, with its
    /// failure links.
    static func trie(keywordBytes: [UInt8], keywordStart: [Int32]) -> Trie {
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
        var endState = [Int32](repeating: 0, count: keywordCount)
        var path: [Int32] = [0]
        var previous = 0..<0
        for entry in order {
            let keyword = Int(keywordStart[entry])..<Int(keywordStart[entry + 1])
            guard !keyword.isEmpty else { continue }
            var shared = 0
            while shared < keyword.count && shared < previous.count
                && keywordBytes[keyword.lowerBound + shared] == keywordBytes[previous.lowerBound + shared]
            {
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
        // shallowest, become the first ones, so finding a state's row takes a comparison, not a
        // lookup, on every byte.
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
        var trie = Trie(
            parent: parentOf, label: labelOf, failure: [Int32](repeating: 0, count: stateCount),
            end: endState.map { renumbered[Int($0)] })
        for old in 0..<stateCount {
            let new = Int(renumbered[old])
            trie.parent[new] = renumbered[Int(parentOf[old])]
            trie.label[new] = labelOf[old]
        }

        // Breadth-first (the numbering's order): a state's failure is where its parent's failure
        // steps along its byte, following failure links up to the root.
        let children = Children(trie)
        var rootChild = [Int32](repeating: 0, count: 256)
        for slot in children.range(of: 0) { rootChild[Int(children.label[slot])] = children.target(slot) }
        trie.failure.withUnsafeMutableBufferPointer { failure in
            for state in 1..<max(stateCount, 1) {
                for slot in children.range(of: state) {
                    let byte = children.label[slot]
                    var fail = Int(failure[state])
                    var found: Int32 = 0
                    while fail != 0 {
                        if let next = children.child(of: fail, byte) {
                            found = next
                            break
                        }
                        fail = Int(failure[fail])
                    }
                    failure[Int(children.target(slot))] = fail == 0 ? rootChild[Int(byte)] : found
                }
            }
        }
        return trie
    }

    /// Each state's children side by side, sorted by byte. States are numbered breadth-first,
    /// a state's children in byte order after those of the states before it, so state `s` takes
    /// slot `s - 1`.
    private struct Children {
        /// `label[start[s]..<start[s + 1]]`: the bytes leading out of state `s`, to the states
        /// ``target(_:)`` gives.
        var start: [Int32]
        var label: [UInt8]

        init(_ trie: Trie) {
            let stateCount = trie.parent.count
            var start = [Int32](repeating: 0, count: stateCount + 1)
            trie.parent.withUnsafeBufferPointer { parents in
                start.withUnsafeMutableBufferPointer { start in
                    for state in 1..<max(stateCount, 1) { start[Int(parents[state]) &+ 1] &+= 1 }
                    for state in 0..<stateCount { start[state &+ 1] &+= start[state] }
                }
            }
            self.start = start
            label = Array(trie.label.dropFirst())
        }

        func range(of state: Int) -> Range<Int> { Int(start[state])..<Int(start[state + 1]) }

        /// The state a slot's byte leads to.
        func target(_ slot: Int) -> Int32 { Int32(slot + 1) }

        /// The child of `state` along `byte`, if any (a binary search of its sorted list: the
        /// shallow states have dozens of children).
        func child(of state: Int, _ byte: UInt8) -> Int32? {
            var (low, high) = (Int(start[state]), Int(start[state + 1]))
            while low < high {
                let middle = (low + high) / 2
                if label[middle] < byte { low = middle + 1 } else { high = middle }
            }
            return low < Int(start[state + 1]) && label[low] == byte ? target(low) : nil
        }
    }

    /// The automaton of `trie`, whose keyword `k` has category `categories[k]` and must stand
    /// as a whole word when `wholeWord[k]` (``init(keywordBytes:keywordStart:categories:wholeWord:ranks:)``
    /// for `ranks`).
    init(trie: Trie, categories: [UInt8], wholeWord: [Bool], ranks: [Int32] = []) {
        let stateCount = trie.parent.count
        let keywordCount = trie.end.count
        var depth = [Int32](repeating: 0, count: stateCount)
        for state in 1..<max(stateCount, 1) { depth[state] = depth[Int(trie.parent[state])] + 1 }
        // States of depth ``denseDepth`` or less get a row, except those deeper than 1 under a
        // byte that is not ASCII (the middle of a character of another script: a text of that
        // script passes them, an ASCII text never does). Breadth-first with children in byte
        // order, those come after every other state of their depth.
        let denseCount =
            depth.indices.first { state in
                depth[state] > Self.denseDepth || (depth[state] > 1 && trie.label[Int(trie.parent[state])] >= 0x80)
            } ?? stateCount

        // Entries of one state, lowest first.
        var entryHead = [Int32](repeating: -1, count: stateCount)
        var entryNext = [Int32](repeating: -1, count: keywordCount)
        for entry in (0..<keywordCount).reversed() where trie.end[entry] != 0 {
            let state = Int(trie.end[entry])
            entryNext[entry] = entryHead[state]
            entryHead[state] = Int32(entry)
        }

        // Output links, breadth-first (a state's failure is shallower, so done by then).
        var output = [Int32](repeating: -1, count: stateCount)
        var outputLink = [Int32](repeating: -1, count: stateCount)
        output.withUnsafeMutableBufferPointer { output in
            outputLink.withUnsafeMutableBufferPointer { outputLink in
                trie.failure.withUnsafeBufferPointer { failure in
                    entryHead.withUnsafeBufferPointer { entryHead in
                        for state in 1..<max(stateCount, 1) {
                            let fail = Int(failure[state])
                            outputLink[state] = fail != 0 ? output[fail] : -1
                            output[state] = entryHead[state] >= 0 ? Int32(state) : outputLink[state]
                        }
                    }
                }
            }
        }

        // Transitions into states where an entry ends are marked.
        let children = Children(trie)
        let childTarget = output.withUnsafeBufferPointer { output in
            children.label.indices.map { slot in
                let target = children.target(slot)
                return output[Int(target)] >= 0 ? target | Self.endsEntry : target
            }
        }
        var byteClass = [UInt16](repeating: 0, count: 256)
        var classCount = 1
        for byte in trie.label.dropFirst() where byteClass[Int(byte)] == 0 {
            byteClass[Int(byte)] = UInt16(classCount)
            classCount += 1
        }
        var classShift = 0
        while 1 << classShift < classCount { classShift += 1 }

        // Breadth-first: a state's row is its (marked) children over its failure's row
        // (shallower, so done by then).
        var rows = [Int32](repeating: 0, count: denseCount << classShift)
        rows.withUnsafeMutableBufferPointer { rowTable in
            trie.failure.withUnsafeBufferPointer { failure in
                childTarget.withUnsafeBufferPointer { targets in
                    children.label.withUnsafeBufferPointer { labels in
                        byteClass.withUnsafeBufferPointer { byteClass in
                            for state in 0..<denseCount {
                                let row = state << classShift
                                if state != 0 {
                                    let failRow = Int(failure[state]) << classShift
                                    for cls in 0..<classCount { rowTable[row &+ cls] = rowTable[failRow &+ cls] }
                                }
                                for slot in children.range(of: state) {
                                    rowTable[row &+ Int(byteClass[Int(labels[slot])])] = targets[slot]
                                }
                            }
                        }
                    }
                }
            }
        }

        self.entryRank = ranks.isEmpty ? (0..<Int32(keywordCount)).map { $0 } : ranks
        self.entryCategory = categories
        self.entryWholeWord = wholeWord
        self.entryNext = entryNext
        self.byteClass = byteClass
        self.classShift = classShift
        self.denseCount = denseCount
        self.rows = rows
        self.childStart = children.start
        self.childLabel = children.label
        self.childTarget = childTarget
        self.failure = trie.failure
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

    private static func withTables<Result>(
        _ byteClass: [UInt16], _ classShift: Int, _ denseCount: Int,
        _ rows: UnsafeBufferPointer<Int32>, _ childStart: [Int32], _ childLabel: [UInt8],
        _ childTarget: [Int32], _ failure: UnsafeBufferPointer<Int32>,
        _ body: (Tables) -> Result
    ) -> Result {
        byteClass.withUnsafeBufferPointer { byteClass in
            childStart.withUnsafeBufferPointer { childStart in
                childLabel.withUnsafeBufferPointer { childLabel in
                    childTarget.withUnsafeBufferPointer { childTarget in
                        body(
                            Tables(
                                byteClass: byteClass, classShift: classShift, denseCount: denseCount, rows: rows,
                                childStart: childStart, childLabel: childLabel, childTarget: childTarget,
                                failure: failure))
                    }
                }
            }
        }
    }

    /// The lowest entry with a keyword in `text` (whole-word entries only where they stand as a
    /// word) for which `accept` holds, or `nil`; with ranks, an entry of the lowest rank (the
    /// first found of that rank).
    func firstEntry(in text: UnsafeBufferPointer<UInt8>, accept: (Int) -> Bool) -> Int? {
        var best = Int.max
        var bestEntry = -1
        failure.withUnsafeBufferPointer { failure in
            rows.withUnsafeBufferPointer { rows in
                Self.withTables(byteClass, classShift, denseCount, rows, childStart, childLabel, childTarget, failure) {
                    tables in
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
                                if (!entryWholeWord[entry] || KeywordMatcher.isWholeWord(text, start: start, end: end))
                                    && accept(entry)
                                {
                                    best = Int(entryRank[entry])
                                    bestEntry = entry
                                    break
                                }
                                entry = Int(entryNext[entry])
                            }
                            found = Int(outputLink[found])
                        }
                    }
                }
            }
        }
        return bestEntry < 0 ? nil : bestEntry
    }
}
