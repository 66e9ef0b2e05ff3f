/// The standard style's month names (``DisplayLocale/standard``): `monthLabel` ("November 2026")
/// where a report has none, as in the preview page. The charts take theirs from the report's
/// ``DisplayLocale``.
enum MonthLabel {
    /// The standard style's names (``DisplayLocale/standard``).
    static let names = DisplayLocale.english

    /// The month's name, `November`.
    static func name(_ month: YearMonth) -> String { DisplayLocale.standard.monthName(month) }

    /// The month and its year, `November 2026`.
    static func text(_ month: YearMonth) -> String { DisplayLocale.standard.monthLabel(month) }

    /// ``text(_:)`` of a `yyyy-MM` string; the string itself when it is not one.
    static func text(_ month: String) -> String { YearMonth(month).map(text) ?? month }
}
