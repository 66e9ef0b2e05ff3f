/// The merchant dictionary and the lexicon (docs/CATEGORIES.md: Categories and rules): the big grocery, fuel,
/// transport, telecom, utility, pharmacy, restaurant and retail chains of many countries
/// (`Categorize/Merchants/<region>.tsv`), the words of many languages that say what kind of place
/// or payment a line is, the payment rails and the ambiguous words with the neighbours that decide
/// them (`Categorize/Lexicon/*.tsv`), compiled by `scripts/generate-merchants.py` into ``table``
/// and its automaton's trie, ``stored`` (MerchantDictionaryData.swift), so the static binary needs
/// no resource files.
///
/// Each keyword is a rule whose category applies on the side(s) the taxonomy has it, in tiers
/// (ambiguous words with a deciding neighbour, chains, kinds, transfer wording) and longest first
/// within a tier (so `metro cdmx` wins over a shorter chain name it holds), in its own automaton
/// (``matcher``), which the rule engine consults after the built-in merchant lists and before the
/// generic phrases (``BuiltinRules``).
enum MerchantDictionary {
    /// Where a dictionary keyword comes from, for `explain`.
    struct Origin: Sendable, Hashable {
        /// The source file under `Categorize/` without `.tsv` (`Merchants/pl`, `Lexicon/tr`).
        var source: String
        /// The line in that file.
        var line: Int
        /// The merchant's name (or the word) as the file writes it (`Żabka` for the keyword `Zabka` too).
        var name: String

        /// The region's file name without `.tsv` (`pl`, `nordics`) for a chain, `nil` for the lexicon.
        var region: String? {
            source.hasPrefix("Merchants/") ? String(source.dropFirst("Merchants/".count)) : nil
        }

        /// `Merchants/pl.tsv:7 "Żabka"`.
        var text: String { "\(source).tsv:\(line) \"\(name)\"" }
    }

    /// One keyword of the dictionary.
    struct Entry: Sendable {
        var origin: Origin
        var category: String
        /// Whether the keyword may match inside a longer word (else it must stand as a whole word).
        var anywhere: Bool
        var keyword: String
        /// Its precedence tier, first wins: 0 an ambiguous word decided by a neighbour, 1 a chain,
        /// 2 a kind of the lexicon (and a transfer phrase holding a kind's word), 3 transfer
        /// wording or a payment rail.
        var tier: Int
    }

    /// Every keyword, longest first (the order of ``table``). Read as bytes: splitting the
    /// table as `String` (by grapheme) would cost a start-up of tens of milliseconds.
    static let entries: [Entry] = {
        var entries: [Entry] = []
        entries.reserveCapacity(3_000)
        var fields: [String] = []
        var fieldStart = 0
        let bytes = Array(table.utf8)
        for index in 0...bytes.count {
            let byte: UInt8 = index < bytes.count ? bytes[index] : 0x0A
            guard byte == 0x09 || byte == 0x0A else { continue }
            fields.append(String(decoding: bytes[fieldStart..<index], as: UTF8.self))
            fieldStart = index + 1
            guard byte == 0x0A else { continue }
            if fields.count == 8, let number = Int(fields[1]), let tier = Int(fields[7]) {
                entries.append(
                    Entry(
                        origin: Origin(source: fields[0], line: number, name: fields[5]),
                        category: fields[2], anywhere: fields[3] == "a", keyword: fields[4], tier: tier))
            }
            fields.removeAll(keepingCapacity: true)
        }
        return entries
    }()

    /// The dictionary's automaton, made the first time a row reaches the dictionary
    /// (thread-safe, once per process) from ``stored``: its trie and failure links, made ahead
    /// from ``table`` by `scripts/generate-merchants.py`, so a run does not build them (about
    /// 15 M instructions). Entry numbers are ``entries`` indices.
    static let matcher: MerchantMatcher = {
        if let automaton = storedAutomaton(stored) {
            return MerchantMatcher(
                trie: automaton.trie, categories: automaton.categories, wholeWord: automaton.wholeWord)
        }
        // Only if ``stored`` were unreadable (the test suite checks it is the table's).
        let keywords = Self.keywords
        return MerchantMatcher(
            keywordBytes: keywords.bytes, keywordStart: keywords.start, categories: keywords.categories,
            wholeWord: keywords.wholeWord)
    }()

    /// The automaton written as ``stored`` is (its comment describes the digits), or `nil` when
    /// `text` is not one: it ends early or goes on, a digit is not one, a number is out of range,
    /// or a state's byte does not follow its elder sibling's.
    static func storedAutomaton(_ text: String) -> StoredAutomaton? {
        guard let values = storedDigits(text) else { return nil }
        return values.withUnsafeBufferPointer {
            buffer -> StoredAutomaton? in
            var digits = StoredDigits(values: buffer)
            guard digits.remaining >= 8 else { return nil }
            let stateCount = digits.number(4)
            let keywordCount = digits.number(4)
            guard stateCount > 0, keywordCount <= digits.remaining / 6 else { return nil }
            var trie = MerchantMatcher.Trie(
                parent: [Int32](repeating: 0, count: stateCount), label: [UInt8](repeating: 0, count: stateCount),
                failure: [Int32](repeating: 0, count: stateCount), end: [Int32](repeating: 0, count: keywordCount))
            var categories = [UInt8](repeating: 0, count: keywordCount)
            var wholeWord = [Bool](repeating: false, count: keywordCount)
            let readable = trie.parent.withUnsafeMutableBufferPointer { parents in
                trie.label.withUnsafeMutableBufferPointer { labels in
                    trie.failure.withUnsafeMutableBufferPointer { failures in
                        readStates(&digits, parents: parents, labels: labels, failures: failures)
                    }
                }
            }
            guard readable, digits.remaining == keywordCount * 6 else { return nil }
            for keyword in 0..<keywordCount {
                let end = digits.number(4)
                let category = digits.number(1)
                let whole = digits.number(1)
                guard end < stateCount, category < Self.categories.count, whole < 2 else { return nil }
                trie.end[keyword] = Int32(end)
                categories[keyword] = UInt8(category)
                wholeWord[keyword] = whole == 1
            }
            return StoredAutomaton(trie: trie, categories: categories, wholeWord: wholeWord)
        }
    }

    /// An automaton read from ``stored``: its trie and each keyword's category and whole-word flag.
    struct StoredAutomaton {
        var trie: MerchantMatcher.Trie
        var categories: [UInt8]
        var wholeWord: [Bool]
    }

    /// The digits of a text written as ``stored`` is, line breaks taken out, as their values
    /// (`0` + the bits); `nil` when a byte is neither a digit nor a line break.
    private static func storedDigits(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { bytes -> [UInt8]? in
            // The lines copied whole (`memchr` and `memcpy`), then every byte made a value at once.
            var values: [UInt8] = []
            values.reserveCapacity(bytes.count)
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                values.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                start = end + 1
            }
            let outside = values.withUnsafeMutableBufferPointer { values -> UInt8 in
                var outside: UInt8 = 0
                for index in 0..<values.count {
                    let digit = values[index] &- 0x30
                    outside |= digit
                    values[index] = digit
                }
                return outside
            }
            return outside & 0xC0 == 0 ? values : nil
        }
    }

    /// Reads the states after the root into `parents`, `labels` and `failures` (whose counts are
    /// the state count); `false` when the digits are not a trie's.
    private static func readStates(
        _ digits: inout StoredDigits, parents: UnsafeMutableBufferPointer<Int32>,
        labels: UnsafeMutableBufferPointer<UInt8>, failures: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        var previous = (parent: 0, label: 0)
        for state in 1..<parents.count {
            // The longest a state is: an escaped increase (5 digits), its byte and its failure.
            guard digits.remaining >= 11 || digits.remaining >= 7 && digits.peek != 63 else { return false }
            var increase = digits.number(1)
            if increase == 63 { increase = digits.number(4) }
            let label = digits.number(2)
            let failure = digits.number(4)
            let parent = previous.parent + increase
            guard parent < state, label < 256, failure < state,
                increase != 0 || state == 1 || label > previous.label
            else { return false }
            parents[state] = Int32(truncatingIfNeeded: parent)
            labels[state] = UInt8(truncatingIfNeeded: label)
            failures[state] = Int32(truncatingIfNeeded: failure)
            previous = (parent, label)
        }
        return true
    }

    /// Fixed-width numbers read from digit values; the caller checks ``remaining`` first.
    private struct StoredDigits {
        let values: UnsafeBufferPointer<UInt8>
        private var index = 0

        init(values: UnsafeBufferPointer<UInt8>) { self.values = values }

        /// Digits not read yet.
        var remaining: Int { values.count - index }
        /// The next digit.
        var peek: UInt8 { values[index] }

        /// The next number of `width` digits (6 bits each, lowest first).
        @inline(__always)
        mutating func number(_ width: Int) -> Int {
            var value = 0
            for place in 0..<width { value |= Int(values[index + place]) << (6 * place) }
            index += width
            return value
        }
    }

    /// The keywords of ``table`` as the automata take them, in ``entries`` order: folded bytes
    /// (`bytes[start[k]..<start[k + 1]]`), each one's index into ``categories`` and whether it
    /// must stand as a whole word. Read once per process, without a `String` per entry.
    static let keywords: Keywords = {
        var keywordBytes: [UInt8] = []
        var keywordStart: [Int32] = [0]
        var categories: [UInt8] = []
        var wholeWord: [Bool] = []
        keywordBytes.reserveCapacity(64 << 10)
        keywordStart.reserveCapacity(4_000)
        categories.reserveCapacity(4_000)
        wholeWord.reserveCapacity(4_000)
        let names = MerchantDictionary.categories.map { Array($0.utf8) }
        var text = table
        text.withUTF8 { bytes in
            var field = 0
            var fieldStart = 0
            var line = KeywordLine(category: .max, wholeWord: true, keyword: 0..<0)
            for index in 0...bytes.count {
                let byte: UInt8 = index < bytes.count ? bytes[index] : 0x0A
                guard byte == 0x09 || byte == 0x0A else { continue }
                let value = fieldStart..<index
                switch field {
                case 2:
                    let name = UnsafeBufferPointer(rebasing: bytes[value])
                    line.category =
                        names.firstIndex { $0.count == name.count && $0.elementsEqual(name) }.map(UInt8.init) ?? .max
                case 3: line.wholeWord = bytes[fieldStart] != UInt8(ascii: "a")
                case 4: line.keyword = value
                default: break
                }
                field += 1
                fieldStart = index + 1
                guard byte == 0x0A else { continue }
                // The same lines ``entries`` reads (eight fields).
                if field == 8 {
                    MatchFolding.fold(UnsafeBufferPointer(rebasing: bytes[line.keyword]), into: &keywordBytes)
                    keywordStart.append(Int32(keywordBytes.count))
                    categories.append(line.category)
                    wholeWord.append(line.wholeWord)
                }
                field = 0
            }
        }
        return Keywords(bytes: keywordBytes, start: keywordStart, categories: categories, wholeWord: wholeWord)
    }()

    /// The dictionary's keywords as the automata take them (``keywords`` describes the fields).
    struct Keywords: Sendable {
        var bytes: [UInt8]
        var start: [Int32]
        var categories: [UInt8]
        var wholeWord: [Bool]
    }

    /// The fields of one ``table`` line that ``keywords`` reads: category, whole-word flag and keyword.
    private struct KeywordLine {
        var category: UInt8
        var wholeWord: Bool
        var keyword: Range<Int>
    }

    /// The regions, as their files are named (`au`, `br` …), sorted.
    static var regions: [String] { Array(Set(entries.compactMap(\.origin.region))).sorted() }

    /// Each ambiguous entry's neighbours (folded bytes), one of which must stand as a whole word in
    /// the same text for the entry to decide, by entry: read from the first
    /// ``ambiguousCount`` lines of ``table`` alone, since a row holding an ambiguous word asks for
    /// them (``entries`` reads every line into strings, for `explain`).
    static let neighbours: [[[UInt8]]] = table.utf8.split(separator: 0x0A, maxSplits: ambiguousCount)
        .prefix(ambiguousCount).map { line in
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            return fields.count == 8 ? fields[6].split(separator: UInt8(ascii: "|")).map { Array($0) } : []
        }

    /// Whether ambiguous entry `entry` has one of its neighbours standing as a whole word in
    /// `text` (folded, or ASCII with capitals read as lower case, as the automaton reads it).
    static func hasNeighbour(_ entry: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry < neighbours.count else { return true }
        for neighbour in neighbours[entry] where !neighbour.isEmpty && neighbour.count <= text.count {
            var start = 0
            while start + neighbour.count <= text.count {
                var index = 0
                while index < neighbour.count {
                    let byte = text[start + index]
                    if (byte &- 0x41 < 26 ? byte | 0x20 : byte) != neighbour[index] { break }
                    index += 1
                }
                if index == neighbour.count && KeywordMatcher.isWholeWord(text, start: start, end: start + index) {
                    return true
                }
                start += 1
            }
        }
        return false
    }
}
