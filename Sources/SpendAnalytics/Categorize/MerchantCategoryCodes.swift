/// The card merchant category codes (ISO 18245) and the category each gives (docs/CATEGORIES.md: Card
/// merchant category codes), kept as data in `Categorize/MCC/mcc.tsv` with its sources and
/// compiled by `scripts/generate-mcc.py` into ``table`` (MerchantCategoryCodesData.swift).
///
/// Where an export has an MCC column, a row's code decides its category above the built-in
/// keywords, the dictionary and the lexicon; a code the table files under Others, or whose
/// category the row's side lacks (a refund's grocery code), decides nothing.
enum MerchantCategoryCodes {
    /// One line of ``table``.
    struct Entry: Sendable, Hashable {
        var first: Int
        var last: Int
        var category: String
        /// The line in `MCC/mcc.tsv`.
        var line: Int
        var name: String
    }

    /// Every line of ``table``, ascending.
    static let entries: [Entry] = table.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 5, let first = Int(fields[0]), let last = Int(fields[1]), let category = Int(fields[2]),
            category < categories.count, let number = Int(fields[3])
        else { return nil }
        return Entry(first: first, last: last, category: categories[category], line: number, name: String(fields[4]))
    }

    /// Per code 0…9999: the index into ``entries`` of the line that gives it, or -1.
    private static let entryOfCode: [Int16] = {
        var result = [Int16](repeating: -1, count: 10_000)
        for (index, entry) in entries.enumerated() where entry.first >= 0 && entry.last < 10_000 {
            for code in entry.first...entry.last { result[code] = Int16(index) }
        }
        return result
    }()

    /// The line that gives `code`, if the table has it.
    static func entry(of code: Int16) -> Entry? {
        guard code >= 0, code < 10_000 else { return nil }
        let index = entryOfCode[Int(code)]
        return index < 0 ? nil : entries[Int(index)]
    }

    /// Per code 0…9999: the index into ``categories`` it gives, or -1.
    static let categoryOfCode: [Int8] = {
        let indices = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1, Int8($0)) })
        let ofEntry = entries.map { indices[$0.category] ?? -1 }
        return entryOfCode.map { $0 < 0 ? -1 : ofEntry[Int($0)] }
    }()
}
