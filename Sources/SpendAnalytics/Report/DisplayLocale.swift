/// `--locale`: how the display strings of the JSON write numbers, money, percentages and month
/// names (README: Display strings).
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
    /// Between groups of the whole part: `,` `.` or U+202F (narrow no-break space).
    let groupingSeparator: String
    /// Before the fraction digits: `.` or `,`.
    let decimalSeparator: String
    /// Lakh grouping (`12,34,567`) for every currency; `nil`: only for INR (``standard``).
    let indianGrouping: Bool?
    /// The symbol or code after the number, after a no-break space (`1.234,56 €`); otherwise
    /// before it (`$1,234.56`, a code followed by a space: `CHF 1,234.50`).
    let symbolAfter: Bool
    /// Between a percentage's number and `%`: nothing, U+00A0 or U+202F.
    let percentSeparator: String
    /// January … December.
    let monthNames: [String]
    /// Symbols beyond the standard ones (`₹ $ € £`), by currency code.
    let extraSymbols: [String: String]
    let style: TextStyle

    /// How month labels and change texts are worded.
    enum TextStyle: Sendable, Hashable {
        /// `November 2026`; `+12% vs October`, `new vs October`.
        case english
        /// `November 2026`; `+12 % ggü. Oktober`, `neu ggü. Oktober`.
        case german
        /// `novembre 2026`; `+12 % vs octobre`, `nouveau vs octobre`.
        case french
        /// `2026年11月`; `10月比 +12%`, `10月比 新規`.
        case japanese
    }

    static let english = ["January", "February", "March", "April", "May", "June", "July", "August",
                          "September", "October", "November", "December"]
    static let german = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
                         "September", "Oktober", "November", "Dezember"]
    static let french = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                         "septembre", "octobre", "novembre", "décembre"]
    static let japanese = (1...12).map { "\($0)月" }
    /// French abbreviated month names, distinct for June and July.
    static let frenchShort = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]

    /// No-break space (before a symbol written after the number, German percent).
    static let noBreakSpace = "\u{00A0}"
    /// Narrow no-break space (French grouping and percent).
    static let narrowNoBreakSpace = "\u{202F}"

    /// The locale-free style used without `--locale`: `,` and `.`, lakh grouping for INR only,
    /// the symbol first, English month names.
    public static let standard = DisplayLocale(identifier: nil, groupingSeparator: ",", decimalSeparator: ".", indianGrouping: nil,
                                               symbolAfter: false, percentSeparator: "", monthNames: english, extraSymbols: [:], style: .english)

    /// Every locale `--locale` takes, by identifier.
    static let table: [String: DisplayLocale] = {
        let english = DisplayLocale(identifier: "en-US", groupingSeparator: ",", decimalSeparator: ".", indianGrouping: false,
                                    symbolAfter: false, percentSeparator: "", monthNames: DisplayLocale.english,
                                    extraSymbols: ["JPY": "¥"], style: .english)
        let british = DisplayLocale(identifier: "en-GB", copying: english)
        let indian = DisplayLocale(identifier: "en-IN", groupingSeparator: ",", decimalSeparator: ".", indianGrouping: true,
                                   symbolAfter: false, percentSeparator: "", monthNames: DisplayLocale.english,
                                   extraSymbols: ["JPY": "¥"], style: .english)
        let german = DisplayLocale(identifier: "de-DE", groupingSeparator: ".", decimalSeparator: ",", indianGrouping: false,
                                   symbolAfter: true, percentSeparator: noBreakSpace, monthNames: DisplayLocale.german,
                                   extraSymbols: ["JPY": "¥"], style: .german)
        let french = DisplayLocale(identifier: "fr-FR", groupingSeparator: narrowNoBreakSpace, decimalSeparator: ",", indianGrouping: false,
                                   symbolAfter: true, percentSeparator: narrowNoBreakSpace, monthNames: DisplayLocale.french,
                                   extraSymbols: ["JPY": "¥"], style: .french)
        let japanese = DisplayLocale(identifier: "ja-JP", groupingSeparator: ",", decimalSeparator: ".", indianGrouping: false,
                                     symbolAfter: false, percentSeparator: "", monthNames: DisplayLocale.japanese,
                                     extraSymbols: ["JPY": "￥"], style: .japanese)
        return Dictionary(uniqueKeysWithValues: [english, british, indian, german, french, japanese].map { ($0.identifier ?? "", $0) })
    }()

    /// The identifiers `--locale` takes, sorted.
    public static var identifiers: [String] { table.keys.sorted() }

    /// The locale `identifier` names (`de-DE`; `de_DE` and any case too); `nil` when the table has none.
    public init?(_ identifier: String) {
        let wanted = identifier.replacingOccurrences(of: "_", with: "-").lowercased()
        guard let found = DisplayLocale.table.first(where: { $0.key.lowercased() == wanted })?.value else { return nil }
        self = found
    }

    init(identifier: String?, groupingSeparator: String, decimalSeparator: String, indianGrouping: Bool?, symbolAfter: Bool,
         percentSeparator: String, monthNames: [String], extraSymbols: [String: String], style: TextStyle) {
        self.identifier = identifier
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
        self.indianGrouping = indianGrouping
        self.symbolAfter = symbolAfter
        self.percentSeparator = percentSeparator
        self.monthNames = monthNames
        self.extraSymbols = extraSymbols
        self.style = style
    }

    /// `other` under another identifier.
    init(identifier: String, copying other: DisplayLocale) {
        self = DisplayLocale(identifier: identifier, groupingSeparator: other.groupingSeparator, decimalSeparator: other.decimalSeparator,
                             indianGrouping: other.indianGrouping, symbolAfter: other.symbolAfter, percentSeparator: other.percentSeparator,
                             monthNames: other.monthNames, extraSymbols: other.extraSymbols, style: other.style)
    }

    /// The month's name, `November`, `novembre`, `11月`.
    func monthName(_ month: YearMonth) -> String { monthNames[min(max(month.month, 1), 12) - 1] }

    /// The month's short name under the trend chart's bars: the first three letters (`Nov`,
    /// `Mär`), French abbreviations (`juin`, `juil.`: three letters would make June and July the
    /// same), the whole name in Japanese (`11月`).
    func shortMonthName(_ month: YearMonth) -> String {
        switch style {
        case .english, .german: return String(monthName(month).prefix(3))
        case .french: return DisplayLocale.frenchShort[min(max(month.month, 1), 12) - 1]
        case .japanese: return monthName(month)
        }
    }

    /// The month and its year: `November 2026`, `novembre 2026`, `2026年11月`.
    func monthLabel(_ month: YearMonth) -> String {
        style == .japanese ? "\(month.year)年\(monthName(month))" : "\(monthName(month)) \(month.year)"
    }

    /// `digits` (ASCII, no sign) grouped: thousands, or lakh when `indian`.
    func group(_ digits: String, indian: Bool) -> String {
        MoneyFormatter.group(digits, indian ? .indian : .thousands, separator: groupingSeparator)
    }

    /// A percentage with both decimals: `32.15%`, `32,15 %`.
    func percentageText(_ percentage: Percentage) -> String {
        let whole = percentage.hundredths / 100, fraction = percentage.hundredths % 100
        return group(String(whole), indian: indianGrouping ?? false) + decimalSeparator + (fraction < 10 ? "0" : "") + String(fraction)
            + percentSeparator + "%"
    }

    /// A whole percentage with its sign (`+12%`, `−5%` with U+2212, `0%`), grouped (`+1,150%`).
    func signedPercent(_ change: ChangeText.Change) -> String {
        let sign = change.percent == 0 ? "" : (change.negative ? "\u{2212}" : "+")
        return sign + group(String(change.percent), indian: indianGrouping ?? false) + percentSeparator + "%"
    }

    /// The change text against `month`: `+12% vs October`, `new vs October` (`change` `nil`).
    func changeText(_ change: ChangeText.Change?, against month: YearMonth) -> String {
        let name = monthName(month)
        switch style {
        case .english: return (change.map(signedPercent) ?? "new") + " vs " + name
        case .german: return (change.map(signedPercent) ?? "neu") + " ggü. " + name
        case .french: return (change.map(signedPercent) ?? "nouveau") + " vs " + name
        case .japanese: return name + "比 " + (change.map(signedPercent) ?? "新規")
        }
    }
}
