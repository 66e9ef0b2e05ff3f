/// Which character separates the fraction in a file's amounts.
public enum DecimalMark: String, Sendable, Hashable, CustomStringConvertible {
    /// `1,234.56`
    case point
    /// `1.234,56`
    case comma

    public var description: String { self == .point ? "point (1,234.56)" : "comma (1.234,56)" }
}

/// An amount cell read exactly: a signed count of minor units plus what the text said around it.
public struct ParsedAmount: Sendable, Hashable {
    /// Signed minor units as written (`-12.50` → -1250; `(12.50)` → -1250).
    public var minorUnits: Int64
    /// A `DR`/`CR` (or `D`/`C`) marker after the number, when present: `.spent` for DR.
    public var marker: Direction?
    /// An ISO 4217 code recognised from a symbol or code in the cell (`₹` → INR), when present.
    public var currency: String?

    public init(minorUnits: Int64, marker: Direction? = nil, currency: String? = nil) {
        self.minorUnits = minorUnits
        self.marker = marker
        self.currency = currency
    }
}

/// Parses amount cells from their bytes into ``ParsedAmount`` (never through `Double`).
///
/// STUB: the ingest-values work replaces this implementation; the signatures stay.
public enum AmountParser {
    public enum Failure: Error, Sendable, Hashable {
        /// Not a number in any accepted form.
        case notANumber
        /// More than `Int64` minor units.
        case overflow
        /// More fraction digits than the currency has (`12.345`).
        case tooManyFractionDigits
    }

    /// Returns `nil` for an empty or blank cell (no amount), the amount otherwise.
    public static func parse(_ bytes: ArraySlice<UInt8>, mark: DecimalMark) throws(Failure) -> ParsedAmount? {
        let text = String(decoding: bytes, as: UTF8.self).trimmingSpaces()
        if text.isEmpty { return nil }
        var negative = false
        var digits = Substring(text)
        if digits.hasPrefix("-") { negative = true; digits = digits.dropFirst() }
        let parts = digits.split(separator: mark == .point ? "." : ",", omittingEmptySubsequences: false)
        guard parts.count <= 2, let major = Int64(parts[0].filter { $0 != (mark == .point ? "," : ".") }) else { throw .notANumber }
        var minor: Int64 = 0
        if parts.count == 2 {
            guard parts[1].count <= 2, let m = Int64(parts[1]) else { throw .notANumber }
            minor = parts[1].count == 1 ? m * 10 : m
        }
        let (scaled, o1) = major.multipliedReportingOverflow(by: 100)
        let (total, o2) = scaled.addingReportingOverflow(minor)
        if o1 || o2 { throw .overflow }
        return ParsedAmount(minorUnits: negative ? -total : total)
    }

    /// What one cell says about the file's decimal mark: `.comma` for `1.234,56` or `12,5`,
    /// `.point` for `1,234.56` or `12.50`, `nil` when it cannot tell (`1234`, `-250`).
    public static func evidence(_ bytes: ArraySlice<UInt8>) -> DecimalMark? {
        nil
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
