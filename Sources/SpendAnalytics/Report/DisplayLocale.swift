import Foundation

/// `--locale`: how the display strings of the JSON write numbers, money, percentages and month
/// names (docs/JSON.md: Display strings).
///
/// A small fixed table of our own, not the system's locale data: the output is the same on every
/// machine and start-up loads nothing. Without `--locale` the report uses ``standard``, the
/// locale-free style the display strings always had (byte-identical output).
///
/// | locale | money | percentage | month | change |
/// |---|---|---|---|---|
/// | standard | `₹12,34,567.00`, `$1,234,567.00`, `CHF 1,234.50` | `32.15%` | `November 2026` | `+12% vs October` |
/// | en-US, en-GB | `$1,234,567.00`, `₹1,234,567.00` | `32.15%` | `November 2026` | `+12% vs October` |
/// | en-IN | `₹12,34,567.00` (lakh grouping for every currency) | `32.15%` | `November 2026` | `+12% vs October` |
/// | de-DE | `1.234.567,00 €` | `32,15 %` | `November 2026` | `+12 % ggü. Oktober` |
/// | fr-FR | `1 234 567,00 €` | `32,15 %` | `novembre 2026` | `+12 % vs octobre` |
/// | ja-JP | `￥1,234,567`, `$1,234.56` | `32.15%` | `2026年11月` | `10月比 +12%` |
public struct DisplayLocale: Sendable, Hashable {
    /// The `--locale` identifier (`de-DE`); `nil` for ``standard``.
    public let identifier: String?
    /// Between groups of the whole part: `,` `.` `'`, U+00A0 or U+202F (narrow no-break space).
    let groupingSeparator: String
    /// Before the fraction digits: `.` or `,`.
    let decimalSeparator: String
    /// Lakh grouping (`12,34,567`) for every currency; `nil`: only for INR (``standard``).
    let indianGrouping: Bool?
    /// The symbol or code after the number, after a no-break space (`1.234,56 €`); otherwise
    /// before it (`$1,234.56`, a code followed by a space: `CHF 1,234.50`).
    let symbolAfter: Bool
    /// A no-break space between a symbol written before the number and the number (`€ 1.234,56` in nl-NL).
    let symbolSpace: Bool
    /// A percentage's pattern around its number `{n}`: `{n}%`, `{n} %`, `%{n}`.
    let percentPattern: String
    /// The text of ``percentPattern`` before and after its one `{n}`; `nil` when it has other
    /// braces (then ``percent(_:)`` fills the pattern).
    private let percentAround: PercentAround?
    /// Symbols beyond the standard ones (`₹ $ € £`), by currency code.
    let extraSymbols: [String: String]
    /// The locale's words: titles, category names, month names, phrases.
    let words: LocaleWords

    /// No-break space (before a symbol written after the number, German percent).
    static let noBreakSpace = "\u{00A0}"
    /// Narrow no-break space (French grouping and percent).
    static let narrowNoBreakSpace = "\u{202F}"

    /// The standard style's English month names.
    static let english = (1...12).map { DisplayLocale.standard.words.month($0) }

    /// The locale-free style used without `--locale`: `,` and `.`, lakh grouping for INR only,
    /// the symbol first, British English words.
    public static let standard: DisplayLocale = {
        guard let words = LocaleWords(identifier: LocaleWords.standardIdentifier) else {
            preconditionFailure("Report/Locales/\(LocaleWords.standardIdentifier).tsv is compiled in")
        }
        return DisplayLocale(
            identifier: nil, groupingSeparator: ",", decimalSeparator: ".", indianGrouping: nil, symbolAfter: false,
            symbolSpace: false, percentPattern: "{n}%", extraSymbols: [:], words: words)
    }()

    /// Every locale `--locale` takes, by identifier: one per file of `Report/Locales`.
    static let table: [String: DisplayLocale] = Dictionary(
        uniqueKeysWithValues: LocaleWords.table.keys.compactMap { identifier in
            LocaleWords(identifier: identifier).map { (identifier, DisplayLocale(identifier: identifier, words: $0)) }
        })

    /// The identifiers `--locale` takes, sorted.
    public static var identifiers: [String] { table.keys.sorted() }

    /// The locale `identifier` names (`de-DE`; `de_DE` and any case too); `nil` when the table has none.
    public init?(_ identifier: String) {
        let wanted = identifier.replacingOccurrences(of: "_", with: "-").lowercased()
        guard let found = DisplayLocale.table.first(where: { $0.key.lowercased() == wanted })?.value else { return nil }
        self = found
    }

    init(
        identifier: String?, groupingSeparator: String, decimalSeparator: String, indianGrouping: Bool?,
        symbolAfter: Bool,
        symbolSpace: Bool, percentPattern: String, extraSymbols: [String: String], words: LocaleWords
    ) {
        self.identifier = identifier
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
        self.indianGrouping = indianGrouping
        self.symbolAfter = symbolAfter
        self.symbolSpace = symbolSpace
        self.percentPattern = percentPattern
        self.percentAround = PercentAround(percentPattern)
        self.extraSymbols = extraSymbols
        self.words = words
    }

    /// The locale of a file's words and formats.
    init(identifier: String, words: LocaleWords) {
        var symbols = ["JPY": words["yen"]]
        for (key, value) in words.values where key.hasPrefix("symbol.") {
            symbols[String(key.dropFirst("symbol.".count))] = value
        }
        self.init(
            identifier: identifier, groupingSeparator: words["grouping"], decimalSeparator: words["decimal"],
            indianGrouping: words["indian"] == "yes", symbolAfter: words["symbol"] == "after",
            symbolSpace: words["symbolSpace"] == "yes", percentPattern: words["percent"], extraSymbols: symbols,
            words: words)
    }

    /// en-IN's words, whose compact units (lakh, crore) the standard style gives INR.
    private static let indianWords = LocaleWords(identifier: "en-IN")

    /// The steps of a compact amount (powers of ten) and their unit words: thousands (`K|M|B|T`),
    /// myriads (`万|億|兆`) or Indian (`K|L|Cr`). The standard style shortens INR in lakh and
    /// crore (en-IN's words) and every other currency in thousands.
    func compactUnits(indianCurrency: Bool) -> (powers: [Int], words: [String]) {
        var source = words
        if identifier == nil, indianCurrency, let indian = DisplayLocale.indianWords { source = indian }
        let units = source["compact.units"].split(separator: "|").map(String.init)
        switch source["compact"] {
        case "myriads": return ([4, 8, 12], units)
        case "indian": return ([3, 5, 7], units)
        default: return ([3, 6, 9, 12], units)
        }
    }

    /// A day of a month, short: `21 Nov`, `Nov 21` (en-US), `21. Nov` (de-DE), `11月21日`.
    func dayMonth(month: Int, day: Int) -> String {
        words.phrase(
            "dayMonth",
            [
                "day": String(day), "short": words.shortMonth(month), "month": words.month(month),
                "monthNumber": String(LocaleWords.clamped(month)),
            ])
    }

    /// A time of day: `06:00`, or `6:00 AM` where the locale's clock has 12 hours.
    func clock(hour: Int, minute: Int) -> String {
        let minutes = (minute < 10 ? "0" : "") + String(minute)
        guard words["clock"] == "12" else { return (hour < 10 ? "0" : "") + String(hour) + ":" + minutes }
        let shown = hour % 12 == 0 ? 12 : hour % 12
        return words.phrase("time12", ["h": String(shown), "mm": minutes, "ampm": words[hour < 12 ? "am" : "pm"]])
    }

    /// `asOf` for display, `Updated 21 Nov`; `nil` when `date` is not `yyyy-MM-dd`.
    func updatedText(_ date: String) -> String? {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, date.count == 10 else { return nil }
        return words.phrase("updated", ["date": dayMonth(month: parts[1], day: parts[2])])
    }

    /// `refreshAfter` (ISO 8601 local time, `2026-11-28T06:00:00+05:30`) for display:
    /// `Next update 28 Nov, 06:00`; the timestamp itself when it is not one.
    func nextUpdateText(_ timestamp: String) -> String {
        let digits = Array(timestamp.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard digits.count >= start + count else { return nil }
            return Int(String(decoding: digits[start..<(start + count)], as: UTF8.self))
        }
        guard let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2), let minute = number(14, 2)
        else { return timestamp }
        return words.phrase(
            "nextUpdate", ["date": dayMonth(month: month, day: day), "time": clock(hour: hour, minute: minute)])
    }

    /// The month's name, `November`, `novembre`, `11月`.
    func monthName(_ month: YearMonth) -> String { words.month(month.month) }

    /// The month's short name under the trend chart's bars (`Nov`, `Mär`, `juil.`, `11月`).
    func shortMonthName(_ month: YearMonth) -> String { words.shortMonth(month.month) }

    /// The month and its year: `November 2026`, `novembre 2026`, `2026年11月`.
    func monthLabel(_ month: YearMonth) -> String {
        words.phrase("monthYear", ["month": monthName(month), "year": String(month.year)])
    }

    /// `digits` (ASCII, no sign) grouped: thousands, or lakh when `indian`.
    func group(_ digits: String, indian: Bool) -> String {
        MoneyFormatter.group(digits, indian ? .indian : .thousands, separator: groupingSeparator)
    }

    /// `number` (already grouped) in the locale's percent pattern: `32.15%`, `32,15 %`, `%32,15`.
    func percent(_ number: String) -> String {
        guard let percentAround else { return LocaleWords.fill(percentPattern, ["n": number]) }
        return percentAround.before + number + percentAround.after
    }

    /// A percentage with both decimals: `32.15%`, `32,15 %`.
    func percentageText(_ percentage: Percentage) -> String {
        let whole = percentage.hundredths / 100
        let fraction = percentage.hundredths % 100
        return percent(
            group(String(whole), indian: indianGrouping ?? false) + decimalSeparator + (fraction < 10 ? "0" : "")
                + String(fraction))
    }

    /// A whole number of percent, grouped, in the percent pattern: `32%`, `1.150 %`.
    func wholePercent(_ value: some BinaryInteger) -> String {
        percent(group(String(value), indian: indianGrouping ?? false))
    }

    /// A percentage rounded to a whole number, halves up: `32%` (the medium widget's legend).
    func wholePercentageText(_ percentage: Percentage) -> String { wholePercent((percentage.hundredths + 50) / 100) }

    /// A whole percentage with its sign (`+12%`, `−5%` with U+2212, `0%`), grouped (`+1,150%`).
    func signedPercent(_ change: ChangeText.Change) -> String {
        let sign = change.percent == 0 ? "" : (change.negative ? "\u{2212}" : "+")
        return sign + wholePercent(change.percent)
    }

    /// A whole percentage after an arrow (`▲ 12%`, `▼ 5%`, `0%` with no arrow): a side's headline change.
    func arrowPercent(_ change: ChangeText.Change) -> String {
        let arrow = change.percent == 0 ? "" : (change.negative ? "\u{25BC} " : "\u{25B2} ")
        return arrow + wholePercent(change.percent)
    }

    /// The change text against `month`: `+12% vs October`, `new vs October` (`change` `nil`).
    func changeText(_ change: ChangeText.Change?, against month: YearMonth) -> String {
        comparison(change.map(signedPercent) ?? words["new"], against: month)
    }

    /// `change` (already written) in the locale's comparison with `month`: `▲ 12% vs October`.
    func comparison(_ change: String, against month: YearMonth) -> String {
        words.phrase("change", ["change": change, "month": words.monthCompared(month.month)])
    }
}

/// A percent pattern split at its one `{n}` (`{n} %`: nothing before, ` %` after), so that a
/// percentage is the number between the two; `nil` for a pattern with any other brace, which
/// ``LocaleWords/fill(_:_:)`` fills instead.
private struct PercentAround: Sendable, Hashable {
    let before: String
    let after: String

    init?(_ pattern: String) {
        // The braces are ASCII: found on the UTF-8 bytes, where no other character holds their byte.
        let bytes = Array(pattern.utf8)
        let braces = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") || bytes[$0] == UInt8(ascii: "}") }
        guard braces.count == 2, bytes[braces[0]] == UInt8(ascii: "{"), braces[1] == braces[0] + 2,
            bytes[braces[0] + 1] == UInt8(ascii: "n")
        else { return nil }
        before = String(decoding: bytes[..<braces[0]], as: UTF8.self)
        after = String(decoding: bytes[(braces[1] + 1)...], as: UTF8.self)
    }
}
