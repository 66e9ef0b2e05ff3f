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
        // The braces are ASCII: found on the UTF-8 bytes, where no other character holds their byte.
        let bytes = Array(pattern.utf8)
        guard var open = bytes.firstIndex(of: UInt8(ascii: "{")) else { return pattern }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        var rest = 0
        while let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) {
            result.append(contentsOf: bytes[rest..<open])
            if let value = fills[String(decoding: bytes[(open + 1)..<close], as: UTF8.self)] {
                result.append(contentsOf: value.utf8)
            } else {
                result.append(contentsOf: bytes[open...close])
            }
            rest = close + 1
            guard let next = bytes[rest...].firstIndex(of: UInt8(ascii: "{")) else { break }
            open = next
        }
        result.append(contentsOf: bytes[rest...])
        return String(decoding: result, as: UTF8.self)
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
