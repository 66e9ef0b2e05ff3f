/// Display strings for amounts (`totalText`, `amountText`): integer arithmetic only, no locale.
///
/// | currency | example | grouping |
/// |---|---|---|
/// | INR | `₹1,23,456.78` | Indian (last three digits, then pairs) |
/// | USD | `$1,234.56` | thousands |
/// | EUR | `€1,234.56` | thousands (one unambiguous style for every widget, not the per-country `1.234,56 €`) |
/// | GBP | `£1,234.56` | thousands |
/// | XXX (no currency known) | `1,234.56` | thousands, no symbol |
/// | any other code | `CHF 1,234.56`, `JPY 1,234`, `KWD 12.345` | thousands, code and a space |
///
/// Amounts are held in the currency's minor unit, so each currency shows as many fraction
/// digits as its exponent (``CurrencyExponent``): two for most, none for JPY, three for KWD.
/// A negative amount gets a leading `-` (`-₹12.50`).
struct MoneyFormatter: Sendable, Hashable {
    /// The digit-grouping style of a currency.
    enum Grouping: Sendable, Hashable {
        /// `1,234,567.89`
        case thousands
        /// `12,34,567.89`
        case indian
    }

    var currency: String
    var prefix: String
    var grouping: Grouping
    /// Fraction digits shown: the currency's exponent.
    var exponent: Int

    init(currency: String) {
        self.currency = currency
        switch currency {
        case "INR": (prefix, grouping) = ("₹", .indian)
        case "USD": (prefix, grouping) = ("$", .thousands)
        case "EUR": (prefix, grouping) = ("€", .thousands)
        case "GBP": (prefix, grouping) = ("£", .thousands)
        case ReportCurrency.unknown: (prefix, grouping) = ("", .thousands)
        default: (prefix, grouping) = (currency + " ", .thousands)
        }
        exponent = CurrencyExponent.of(currency)
    }

    /// The symbol or code the display strings put before the digits: `₹`, `$`, `€`, `£`, the
    /// code itself for any other currency (`JPY`), empty for `XXX`.
    var symbol: String { prefix.hasSuffix(" ") ? String(prefix.dropLast()) : prefix }

    /// The display string of `money`.
    func string(_ money: Money) -> String {
        // The plain digits, the whole part grouped, the sign before the symbol.
        let plain = money.magnitudeText(exponent: exponent)
        let point = plain.firstIndex(of: ".") ?? plain.endIndex
        return (money.minorUnits < 0 ? "-" : "") + prefix + MoneyFormatter.group(String(plain[..<point]), grouping)
            + plain[point...]
    }

    /// `digits` with commas inserted.
    static func group(_ digits: String, _ grouping: Grouping) -> String {
        var groups: [Substring] = []
        var rest = Substring(digits)
        var size = 3
        while rest.count > size {
            groups.append(rest.suffix(size))
            rest = rest.dropLast(size)
            if grouping == .indian { size = 2 }
        }
        groups.append(rest)
        return groups.reversed().joined(separator: ",")
    }
}
