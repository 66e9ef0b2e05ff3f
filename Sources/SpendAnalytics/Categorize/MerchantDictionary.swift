/// The merchant dictionary (README: Categories and rules): the big grocery, fuel, transport,
/// telecom, utility, pharmacy, restaurant and retail chains of many countries, kept as data in
/// `Categorize/Merchants/<region>.tsv` (one file per country or region) and compiled by
/// `scripts/generate-merchants.py` into ``table`` (MerchantDictionaryData.swift), so the static
/// binary needs no resource files.
///
/// Each keyword becomes one built-in rule on the spent side, longest keyword first (so
/// `metro cdmx` wins over `metro`), loaded into the same one-pass automaton as the other built-in
/// rules (``BuiltinRules/all``): after the built-in merchant lists, before the generic phrases.
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

    /// One built-in rule per keyword, in ``entries`` order.
    /// (Keywords folded as the matcher folds descriptions: built-in keywords are kept folded.)
    static let rules: [BuiltinRule] = entries.map { entry in
        let keyword = String(decoding: CaseFolding.folded(entry.keyword), as: UTF8.self)
        var rule = entry.anywhere
            ? BuiltinRule(entry.category, .spent, contains: [keyword])
            : BuiltinRule(entry.category, .spent, words: [keyword])
        rule.origin = entry.origin
        return rule
    }

    /// The regions, as their files are named (`au`, `br` …), sorted.
    static var regions: [String] { Array(Set(entries.map(\.origin.region))).sorted() }
}
