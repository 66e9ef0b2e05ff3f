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
///
/// That is the ``DisplayLocale/standard`` style; with another ``DisplayLocale`` (`--locale`) the
/// grouping, the separators and where the symbol goes are the locale's (`1.234,56 €` in de-DE).
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
    /// Separators, grouping and symbol position.
    var locale = DisplayLocale.standard

    /// The style of `currency` in `locale`.
    init(currency: String, locale: DisplayLocale) {
        self.init(currency: currency)
        self.locale = locale
        guard locale.identifier != nil else { return }
        if let indian = locale.indianGrouping { grouping = indian ? .indian : .thousands }
        if let symbol = locale.extraSymbols[currency] {
            prefix = symbol
        } else if prefix.hasSuffix(" ") {
            prefix = String(prefix.dropLast())
        }
    }

    /// The standard style of `currency` (``DisplayLocale/standard``).
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
    /// The sign first, then the symbol and the number in ``locale``'s order (a code before the
    /// number is followed by a space, a symbol after it follows a no-break space; the standard
    /// style puts its prefix first).
    func string(_ money: Money) -> String {
        let magnitude = money.minorUnits.magnitude
        let scale = CurrencyExponent.scale(exponent)
        var number: [UInt8] = []
        number.reserveCapacity(40 + exponent)
        MoneyFormatter.appendGrouped(magnitude / scale, grouping, separator: locale.groupingSeparator, to: &number)
        if exponent > 0 {
            number.append(contentsOf: locale.decimalSeparator.utf8)
            DecimalDigits.append(magnitude % scale, width: exponent, to: &number)
        }
        return placed(String(decoding: number, as: UTF8.self), negative: money.minorUnits < 0)
    }

    /// `number` (grouped, unsigned) with the sign and the symbol where the style puts them.
    private func placed(_ number: String, negative: Bool) -> String {
        let sign = negative ? "-" : ""
        if locale.identifier == nil { return sign + prefix + number }
        let symbol = self.symbol
        if symbol.isEmpty { return sign + number }
        if locale.symbolAfter { return sign + number + DisplayLocale.noBreakSpace + symbol }
        // Three ASCII capitals (a code), judged on the bytes: each is one character.
        let isCode = symbol.utf8.count == 3 && symbol.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
        return sign + symbol + (isCode ? " " : locale.symbolSpace ? DisplayLocale.noBreakSpace : "") + number
    }

    /// The compact display string of `money` for a headline (`shortTotalText`): `$12.4M`,
    /// `₹1.23L`, `1,2 Mio. €`, `￥1.23万`, `$950`.
    ///
    /// The amount is shown with three significant digits in the largest unit it reaches (the
    /// locale's `compact` steps: thousands, myriads or lakh and crore; INR in the standard
    /// style is in lakh and crore), rounded to the nearest, halves up, in integers; trailing
    /// fraction zeros are dropped (`$12M`, not `$12.0M`). Below the first unit it is whole
    /// units, rounded the same way (`$950`); past the last unit the digits are grouped (`$1,250T`).
    func compactString(_ money: Money) -> String {
        let magnitude = UInt128(money.minorUnits.magnitude)
        let minorPerUnit = MoneyFormatter.power(exponent)
        let (system, unitWords) = locale.compactUnits(indianCurrency: grouping == .indian)
        var chosen = -1
        for (index, power) in system.enumerated() where magnitude >= minorPerUnit * MoneyFormatter.power(power) {
            chosen = index
        }
        var digits: String
        while true {
            let divisor = minorPerUnit * (chosen >= 0 ? MoneyFormatter.power(system[chosen]) : 1)
            let whole = magnitude / divisor
            var decimals = chosen >= 0 ? max(0, 3 - String(whole).count) : 0
            var scaled = MoneyFormatter.rounded(magnitude * MoneyFormatter.power(decimals), divisor)
            while decimals > 0, String(scaled).count > 3 {
                decimals -= 1
                scaled = MoneyFormatter.rounded(magnitude * MoneyFormatter.power(decimals), divisor)
            }
            // 999.6 thousand rounds to 1,000 thousand: one million instead.
            if decimals == 0, chosen + 1 < system.count,
                scaled >= MoneyFormatter.power(system[chosen + 1] - (chosen >= 0 ? system[chosen] : 0))
            {
                chosen += 1
                continue
            }
            var text = String(scaled)
            if decimals > 0 {
                let split = text.index(text.endIndex, offsetBy: -decimals)
                var fraction = String(text[split...])
                while fraction.hasSuffix("0") { fraction.removeLast() }
                text = String(text[..<split])
                digits =
                    locale.group(text, indian: grouping == .indian)
                    + (fraction.isEmpty ? "" : locale.decimalSeparator + fraction)
            } else {
                digits = locale.group(text, indian: grouping == .indian)
            }
            break
        }
        if chosen >= 0 {
            digits += (locale.words["compactSpace"] == "yes" ? DisplayLocale.noBreakSpace : "") + unitWords[chosen]
        }
        return placed(digits, negative: money.minorUnits < 0)
    }

    /// 10 to the power `exponent` (0…38).
    static func power(_ exponent: Int) -> UInt128 {
        var value: UInt128 = 1
        for _ in 0..<max(0, exponent) { value *= 10 }
        return value
    }

    /// `value ÷ divisor` rounded to the nearest, halves up.
    static func rounded(_ value: UInt128, _ divisor: UInt128) -> UInt128 {
        (value * 2 + divisor) / (divisor * 2)
    }

    /// `digits` with `separator` (a comma unless told) between the groups.
    static func group(_ digits: String, _ grouping: Grouping, separator: String = ",") -> String {
        // ASCII digits: a byte is a digit.
        let bytes = Array(digits.utf8)
        guard bytes.count > 3 else { return digits }
        var grouped: [UInt8] = []
        grouped.reserveCapacity(bytes.count * 2)
        appendGrouped(bytes, grouping, separator: separator, to: &grouped)
        return String(decoding: grouped, as: UTF8.self)
    }

    /// `digits` (ASCII) appended to `out` with `separator` between the groups: from the right,
    /// groups of three, or (``Grouping/indian``) three and then pairs.
    static func appendGrouped(_ digits: [UInt8], _ grouping: Grouping, separator: String, to out: inout [UInt8]) {
        for (index, digit) in digits.enumerated() {
            if index > 0 && startsGroup(digitsFromHere: digits.count - index, grouping) {
                out.append(contentsOf: separator.utf8)
            }
            out.append(digit)
        }
    }

    /// ``appendGrouped(_:_:separator:to:)`` of `value`'s digits, written as they are worked out.
    static func appendGrouped(_ value: UInt64, _ grouping: Grouping, separator: String, to out: inout [UInt8]) {
        var first = true
        DecimalDigits.forEachDigit(of: value) { digit, digitsFromHere in
            if !first && startsGroup(digitsFromHere: digitsFromHere, grouping) {
                out.append(contentsOf: separator.utf8)
            }
            first = false
            out.append(digit)
        }
    }

    /// Whether a group starts at a digit with `digitsFromHere` digits from it to the end (itself
    /// included): when they are a whole number of groups, 3, 6, 9 … or, Indian, 3, 5, 7 ….
    private static func startsGroup(digitsFromHere: Int, _ grouping: Grouping) -> Bool {
        grouping == .indian ? digitsFromHere >= 3 && digitsFromHere % 2 == 1 : digitsFromHere % 3 == 0
    }

}
