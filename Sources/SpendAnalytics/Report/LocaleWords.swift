import Foundation

/// One `--locale`'s words and number formats as its file `Report/Locales/<ID>.tsv` gives them
/// (compiled into `LocaleWordsData.swift` by `scripts/generate-locales.py`, which checks that every
/// file has every key and that each phrase holds its placeholders).
///
/// Phrases hold placeholders in braces (`No spending in {month}`, `{change} vs {month}`); a month
/// inside a phrase takes the locale's `in.N` or `of.N` form when its grammar needs one (Polish
/// `w listopadzie`, `wobec października`), else its name.
struct LocaleWords: Sendable, Hashable {
    /// The words the locale-free style (``DisplayLocale/standard``) uses: British English.
    static let standardIdentifier = "en-GB"

    let values: [String: String]

    /// The words of `identifier` (`de-DE`), as the table spells it; `nil` when there is no such file.
    init?(identifier: String) {
        guard let values = LocaleWords.table[identifier] else { return nil }
        self.values = values
    }

    /// The value of `key`; empty for a key the generator does not require (it requires every key read here).
    subscript(key: String) -> String { values[key] ?? "" }

    /// `key`'s phrase with each `{name}` replaced by `fills[name]`.
    func phrase(_ key: String, _ fills: [String: String]) -> String {
        LocaleWords.fill(self[key], fills)
    }

    /// `pattern` with each `{name}` of `fills` replaced (a `{name}` not in `fills` stays), in one
    /// pass over the pattern: every percentage and label of a chart goes through here.
    static func fill(_ pattern: String, _ fills: [String: String]) -> String {
        var result = ""
        var rest = pattern[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            if let value = fills[String(rest[rest.index(after: open)..<close])] {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The name of month `number` (1…12) as it stands in a heading.
    func month(_ number: Int) -> String { self["month.\(LocaleWords.clamped(number))"] }
    /// The short name under a bar, `Nov`.
    func shortMonth(_ number: Int) -> String { self["short.\(LocaleWords.clamped(number))"] }
    /// The month's form in an empty-state phrase (`in.N`, else the name).
    func monthInPhrase(_ number: Int) -> String { values["in.\(LocaleWords.clamped(number))"] ?? month(number) }
    /// The month's form in the change phrase (`of.N`, else the name).
    func monthCompared(_ number: Int) -> String { values["of.\(LocaleWords.clamped(number))"] ?? month(number) }

    /// The shown name of the built-in category with stable id `id` (`food-dining`); `nil` for any other id.
    func categoryName(id: String) -> String? { values["category." + id] }

    static func clamped(_ month: Int) -> Int { min(max(month, 1), 12) }
}
