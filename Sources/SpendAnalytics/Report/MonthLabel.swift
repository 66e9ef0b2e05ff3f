/// English month names for display text: `monthLabel` ("November 2026") and the widgets'
/// empty states ("No spending in November"). Locale-free, like ``MoneyFormatter``.
enum MonthLabel {
    /// The standard style's names (``DisplayLocale/standard``).
    static let names = DisplayLocale.english

    /// The month's name, `November`.
    static func name(_ month: YearMonth) -> String { names[min(max(month.month, 1), 12) - 1] }

    /// The month and its year, `November 2026`.
    static func text(_ month: YearMonth) -> String { "\(name(month)) \(month.year)" }

    /// ``text(_:)`` of a `yyyy-MM` string; the string itself when it is not one.
    static func text(_ month: String) -> String { YearMonth(month).map(text) ?? month }
}
