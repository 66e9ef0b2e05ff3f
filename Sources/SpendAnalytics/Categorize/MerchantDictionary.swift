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

    /// Every keyword, longest first (the order of ``table``).
    static let entries: [Entry] = table.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 6, let number = Int(fields[1]) else { return nil }
        return Entry(origin: Origin(region: String(fields[0]), line: number, name: String(fields[5])),
                     category: String(fields[2]), anywhere: fields[3] == "a", keyword: String(fields[4]))
    }

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
