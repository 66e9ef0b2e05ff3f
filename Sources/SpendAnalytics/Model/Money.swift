/// An exact amount of money in integer minor units (paise, cents), never a floating-point value.
///
/// Arithmetic that would overflow `Int64` throws ``MoneyOverflow`` instead of wrapping.
public struct Money: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    var minorUnits: Int64

    /// An amount of `minorUnits` hundredths of the currency unit (paise, cents).
    public init(minorUnits: Int64) { self.minorUnits = minorUnits }

    static let zero = Money(minorUnits: 0)

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

    /// `self + other`, or ``MoneyOverflow`` when the sum does not fit in `Int64`.
    func adding(_ other: Money) throws(MoneyOverflow) -> Money {
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        if overflow { throw MoneyOverflow() }
        return Money(minorUnits: sum)
    }

    /// `self - other`, or ``MoneyOverflow``.
    func subtracting(_ other: Money) throws(MoneyOverflow) -> Money {
        let (difference, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
        if overflow { throw MoneyOverflow() }
        return Money(minorUnits: difference)
    }

    /// The absolute amount, or ``MoneyOverflow`` for `Int64.min`.
    func magnitude() throws(MoneyOverflow) -> Money {
        if minorUnits == .min { throw MoneyOverflow() }
        return Money(minorUnits: minorUnits < 0 ? -minorUnits : minorUnits)
    }

    /// Plain decimal text with two fraction digits, e.g. `-1234.50` (for logs and tests; see `MoneyFormatter` for display).
    public var description: String { plainText(exponent: 2) }

    /// Plain decimal text with `exponent` fraction digits, the currency's (``CurrencyExponent``):
    /// `-12.345` for -12345 at 3, `1234` at 0.
    func plainText(exponent: Int) -> String {
        (minorUnits < 0 ? "-" : "") + magnitudeText(exponent: exponent)
    }

    /// ``plainText(exponent:)`` without the sign (exact for `Int64.min` too).
    func magnitudeText(exponent: Int) -> String {
        let magnitude = minorUnits.magnitude
        let scale = CurrencyExponent.scale(exponent)
        var text = String(magnitude / scale)
        if exponent > 0 {
            let minor = String(magnitude % scale)
            text += "." + String(repeating: "0", count: exponent - minor.count) + minor
        }
        return text
    }
}

/// An amount or a sum went past what `Int64` minor units can hold.
public struct MoneyOverflow: Error, Sendable, Hashable, CustomStringConvertible {
    init() {}
    public var description: String { "amount overflows a 64-bit count of minor units" }
}
