/// The merchant dictionary (README: Categories and rules): the big grocery, fuel, transport,
/// telecom, utility, pharmacy, restaurant and retail chains of many countries, kept as data in
/// `Categorize/Merchants/<region>.tsv` (one file per country or region) and compiled by
/// `scripts/generate-merchants.py` into ``table`` (MerchantDictionaryData.swift), so the static
/// binary needs no resource files.
///
/// Each keyword is a rule on the spent side, longest keyword first (so `metro cdmx` wins over
/// `metro`), in its own automaton (``matcher``), which the rule engine consults after the
/// built-in merchant lists and before the generic phrases (``BuiltinRules``).
enum MerchantDictionary {
    /// Where a dictionary keyword comes from, for `explain`.
    struct Origin: Sendable, Hashable {
        /// The region's file name without `.tsv` (`pl`, `nordics`).
        var region: String
        /// The line in that file.
        var line: Int
        /// The merchant's name as the file writes it (`Żabka` for the keyword `Zabka` too).
        var name: String

        /// `Merchants/pl.tsv:7 "Żabka"`.
        var text: String { "Merchants/\(region).tsv:\(line) \"\(name)\"" }
    }

    /// One keyword of the dictionary.
    struct Entry: Sendable {
        var origin: Origin
        var category: String
        /// Whether the keyword may match inside a longer word (else it must stand as a whole word).
        var anywhere: Bool
        var keyword: String
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
            if fields.count == 6, let number = Int(fields[1]) {
                entries.append(Entry(origin: Origin(region: fields[0], line: number, name: fields[5]),
                                     category: fields[2], anywhere: fields[3] == "a", keyword: fields[4]))
            }
            fields.removeAll(keepingCapacity: true)
        }
        return entries
    }()

    /// The dictionary's automaton, built from ``table`` the first time a row reaches the
    /// dictionary (thread-safe, once per process). Entry numbers are ``entries`` indices; it is
    /// read from the table's bytes without making a `String` per entry.
    static let matcher: MerchantMatcher = {
        let keywords = Self.keywords
        return MerchantMatcher(keywordBytes: keywords.bytes, keywordStart: keywords.start, categories: keywords.categories,
                               wholeWord: keywords.wholeWord)
    }()

    /// The keywords of ``table`` as the automata take them, in ``entries`` order: folded bytes
    /// (`bytes[start[k]..<start[k + 1]]`), each one's index into ``categories`` and whether it
    /// must stand as a whole word. Read once per process, without a `String` per entry.
    static let keywords: (bytes: [UInt8], start: [Int32], categories: [UInt8], wholeWord: [Bool]) = {
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
            var line: (category: UInt8, wholeWord: Bool, keyword: Range<Int>) = (.max, true, 0..<0)
            for index in 0...bytes.count {
                let byte: UInt8 = index < bytes.count ? bytes[index] : 0x0A
                guard byte == 0x09 || byte == 0x0A else { continue }
                let value = fieldStart..<index
                switch field {
                case 2:
                    let name = UnsafeBufferPointer(rebasing: bytes[value])
                    line.category = names.firstIndex { $0.count == name.count && $0.elementsEqual(name) }.map(UInt8.init) ?? .max
                case 3: line.wholeWord = bytes[fieldStart] != UInt8(ascii: "a")
                case 4: line.keyword = value
                default: break
                }
                field += 1
                fieldStart = index + 1
                guard byte == 0x0A else { continue }
                // The same lines ``entries`` reads (six fields).
                if field == 6 {
                    keywordBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[line.keyword]))
                    keywordStart.append(Int32(keywordBytes.count))
                    categories.append(line.category)
                    wholeWord.append(line.wholeWord)
                }
                field = 0
            }
        }
        // Folding keeps each character's length, so the keywords are folded all at once.
        CaseFolding.foldInPlace(&keywordBytes)
        return (keywordBytes, keywordStart, categories, wholeWord)
    }()

    /// The regions, as their files are named (`au`, `br` …), sorted.
    static var regions: [String] { Array(Set(entries.map(\.origin.region))).sorted() }
}
