/// Which character separates the fraction in a file's amounts.
public enum DecimalMark: String, Sendable, Hashable, CustomStringConvertible {
    /// `1,234.56`
    case point
    /// `1.234,56`
    case comma

    public var description: String { self == .point ? "point (1,234.56)" : "comma (1.234,56)" }
}

/// An amount cell read exactly: a signed count of minor units plus what the text said around it.
struct ParsedAmount: Sendable, Hashable {
    /// Signed minor units as written (`-12.50` → -1250; `(12.50)` → -1250).
    var minorUnits: Int64
    /// A `DR`/`CR` (or `D`/`C`) marker after the number, when present: `.spent` for DR.
    var marker: Direction?
    /// An ISO 4217 code recognised from a symbol or code in the cell (`₹` → INR), when present.
    var currency: String?

    init(minorUnits: Int64, marker: Direction? = nil, currency: String? = nil) {
        self.minorUnits = minorUnits
        self.marker = marker
        self.currency = currency
    }
}

/// Parses amount cells from their bytes into ``ParsedAmount`` (never through `Double`).
///
/// Accepted: an optional sign (`-`, `+`, a trailing `-`, or parentheses for negative), a
/// currency symbol or code before or after the number (`₹`, `Rs.`, `INR`, `$`, `US$`, `€`,
/// `£` …), digits grouped in threes (`1,234,567.89`) or the Indian way (`1,23,456.78`) with
/// the file's group separator, a blank, NBSP or apostrophe, as many fraction digits as the
/// currency's exponent (more only when they are zeros), and a `DR`/`CR` marker after the number. A cell that is blank
/// or a lone `-` holds no amount.
enum AmountParser {
    enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Not a number in any accepted form.
        case notANumber
        /// More than `Int64` minor units.
        case overflow
        /// More fraction digits than the currency has (`12.345` in USD, `1,234.50` in JPY): the
        /// code the cell itself names, if any, and the exponent that applied (`nil`: no currency
        /// was known, and more than two digits need one).
        case tooManyFractionDigits(currency: String?, exponent: Int?)

        var description: String {
            switch self {
            case .notANumber: return "amount is not a number"
            case .overflow: return "amount overflows a 64-bit count of minor units"
            case .tooManyFractionDigits(_, let exponent):
                return "amount has more than \(exponent ?? 2) fraction digits"
            }
        }
    }

    /// Returns `nil` for an empty or blank cell (no amount), the amount otherwise, in minor units
    /// of the currency's exponent: the one the cell's own currency symbol or code has, else
    /// `exponent` (the currency the caller knows the row is in; `nil` when it knows none, which
    /// reads hundredths and refuses a third fraction digit).
    ///
    /// The magnitude is limited to `Int64.max` minor units for both signs.
    static func parse(_ bytes: ArraySlice<UInt8>, mark: DecimalMark, exponent: Int? = nil) throws(Failure)
        -> ParsedAmount?
    {
        if mark == .point, (exponent ?? 2) == 2, let plain = bytes.withUnsafeBufferPointer(plainAmount) {
            return ParsedAmount(minorUnits: plain)
        }
        let outcome = bytes.withUnsafeBufferPointer { AmountScanner($0, mark: mark, exponent: exponent).scan() }
        switch outcome {
        case .blank: return nil
        case .amount(let amount): return amount
        case .failure(let failure): throw failure
        }
    }

    /// The common plain form, read straight from the bytes: an optional `-`, 1 to 15 digits
    /// (no leading zero unless the only one), then optionally `.` and one or two digits —
    /// `-1093.00`, `450`, `0.5`. `nil` for anything else, which the full scanner reads.
    /// The fast path of ``parse(_:mark:)`` (and what ``CellReadAhead`` reads): ``AmountScanner``
    /// reads every such cell to the same value, and 15 digits cannot overflow.
    static func plainAmount(_ cell: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        let count = cell.count
        let negative = count > 0 && cell[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        let integerStart = index
        var value: Int64 = 0
        while index < count, cell[index] &- 0x30 < 10 {
            value = value &* 10 &+ Int64(cell[index] &- 0x30)
            index += 1
        }
        let integerDigits = index - integerStart
        guard integerDigits >= 1, integerDigits <= 15,
            integerDigits == 1 || cell[integerStart] != UInt8(ascii: "0")
        else { return nil }
        var fraction: Int64 = 0
        if index < count {
            guard cell[index] == UInt8(ascii: "."), count - index == 2 || count - index == 3 else { return nil }
            let first = cell[index + 1] &- 0x30
            let second = count - index == 3 ? cell[index + 2] &- 0x30 : 0
            guard first < 10, second < 10 else { return nil }
            fraction = Int64(first) * 10 + Int64(second)
        }
        let minorUnits = value * 100 + fraction
        return negative ? -minorUnits : minorUnits
    }

    /// What one cell says about the file's decimal mark: `.comma` for `1.234,56` or `12,5`,
    /// `.point` for `1,234.56` or `12.50`, `nil` when it cannot tell (`1234`, `-250`, and
    /// `1,234` or `1.234`, where one separator is followed by exactly three digits).
    static func evidence(_ bytes: ArraySlice<UInt8>) -> DecimalMark? {
        bytes.withUnsafeBufferPointer(evidence(in:))
    }

    private static func evidence(in p: UnsafeBufferPointer<UInt8>) -> DecimalMark? {
        let (start, end) = ByteClass.trimmed(p)
        guard start < end,
            var index = AmountScanner(p, mark: .point).prefix(from: start, end: end)?.index
        else { return nil }
        var points = 0
        var commas = 0
        var last: UInt8 = 0
        var digitsBeforeFirst = 0
        var leadingZero = false
        var sawSeparator = false
        var run = 0
        while index < end {
            let byte = p[index]
            if ByteClass.isDigit(byte) {
                if !sawSeparator {
                    if digitsBeforeFirst == 0 { leadingZero = byte == UInt8(ascii: "0") }
                    digitsBeforeFirst += 1
                }
                run += 1
                index += 1
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
                if byte == UInt8(ascii: ".") { points += 1 } else { commas += 1 }
                last = byte
                sawSeparator = true
                run = 0
                index += 1
            } else {
                let blank = ByteClass.blankWidth(p, at: index, end: end)
                guard blank > 0, index + blank < end, ByteClass.isDigit(p[index + blank]) else { break }
                sawSeparator = true
                run = 0
                index += blank
            }
        }
        let lastMark: DecimalMark = last == UInt8(ascii: ".") ? .point : .comma
        let otherMark: DecimalMark = last == UInt8(ascii: ".") ? .comma : .point
        switch (points, commas) {
        case (0, 0):
            return nil
        case (_, 0), (0, _):
            if points + commas > 1 { return otherMark } // only groups: `1,234,567`
            // One separator: three digits after it could be a group (`1,234`) unless what
            // comes before could not be a group (`1234,567`, `0,123`, `,123`).
            if run == 3, (1...3).contains(digitsBeforeFirst), !leadingZero { return nil }
            return lastMark
        default:
            return lastMark // both: the last one is the decimal mark
        }
    }
}
