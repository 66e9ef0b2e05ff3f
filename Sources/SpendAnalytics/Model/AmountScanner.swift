/// One forward scan over an amount cell's bytes: prefix (signs, `(`, currency), the number with
/// its group and decimal separators, then the suffix (`)`, trailing `-`, currency, `DR`/`CR`,
/// the Indian `/-`).
struct AmountScanner {
    enum Outcome {
        case blank
        case amount(ParsedAmount)
        case failure(AmountParser.Failure)
    }

    private let p: UnsafeBufferPointer<UInt8>
    private let decimal: UInt8
    private let grouping: UInt8
    /// The currency's exponent the caller knows (``CurrencyExponent``); `nil` when no currency
    /// is known, which reads like 2 (hundredths).
    private let exponent: Int?

    init(_ bytes: UnsafeBufferPointer<UInt8>, mark: DecimalMark, exponent: Int? = nil) {
        p = bytes
        decimal = mark == .point ? UInt8(ascii: ".") : UInt8(ascii: ",")
        grouping = mark == .point ? UInt8(ascii: ",") : UInt8(ascii: ".")
        self.exponent = exponent
    }

    func scan() -> Outcome {
        let (start, end) = ByteClass.trimmed(p)
        if start == end { return .blank }
        if end - start == 1, p[start] == UInt8(ascii: "-") { return .blank }
        guard let prefix = prefix(from: start, end: end),
            let number = number(from: prefix.index, end: end),
            let suffix = suffix(from: number.end, end: end, after: prefix),
            prefix.signs + suffix.signs <= 1
        else { return .failure(.notANumber) }
        // The amount's own currency decides its exponent, else the caller's.
        let currency = prefix.currency ?? suffix.currency
        let exponent = currency.map(CurrencyExponent.of) ?? self.exponent ?? 2
        if number.significantFractionDigits > exponent {
            return .failure(
                .tooManyFractionDigits(currency: currency, exponent: currency == nil ? self.exponent : exponent))
        }
        if number.integerOverflow { return .failure(.overflow) }
        let fraction = number.fraction / CurrencyExponent.scale(Number.fractionDigitsKept - exponent)
        let (scaled, o1) = number.integer.multipliedReportingOverflow(by: CurrencyExponent.scale(exponent))
        let (total, o2) = scaled.addingReportingOverflow(fraction)
        if o1 || o2 || total > UInt64(Int64.max) { return .failure(.overflow) }
        let magnitude = Int64(total)
        let negative = prefix.negative || suffix.signs > 0
        return .amount(
            ParsedAmount(
                minorUnits: negative ? -magnitude : magnitude, marker: suffix.marker,
                currency: currency))
    }

    // MARK: - Prefix

    /// Where the number starts after the prefix, with what the prefix said.
    struct Prefix {
        var index: Int
        var signs = 0
        var negative = false
        var openParen = false
        var currency: String?
    }

    /// Reads signs, an opening parenthesis, a currency and blanks, in any order.
    func prefix(from start: Int, end: Int) -> Prefix? {
        var prefix = Prefix(index: start)
        while prefix.index < end {
            let byte = p[prefix.index]
            let blank = ByteClass.blankWidth(p, at: prefix.index, end: end)
            if blank > 0 {
                prefix.index += blank
            } else if let width = minusWidth(at: prefix.index, end: end) {
                prefix.signs += 1
                prefix.negative = true
                prefix.index += width
            } else if byte == UInt8(ascii: "+") {
                prefix.signs += 1
                prefix.index += 1
            } else if byte == UInt8(ascii: "(") {
                if prefix.openParen { return nil }
                prefix.openParen = true
                prefix.signs += 1
                prefix.negative = true
                prefix.index += 1
            } else if let width = CurrencyMark.yenYuanSignWidth(p, at: prefix.index, end: end) {
                prefix.index += width
            } else if let (code, length) = CurrencyMark.match(p, at: prefix.index, end: end) {
                if prefix.currency != nil { return nil }
                prefix.currency = code
                prefix.index += length
            } else {
                break
            }
        }
        return prefix
    }

    // MARK: - Number

    /// The digits read: the integer part, the first ``fractionDigitsKept`` fraction digits.
    private struct Number {
        /// Fraction digits kept (the largest exponent read, ``CurrencyExponent/largest``, and one more).
        static let fractionDigitsKept = 4
        var integer: UInt64 = 0
        var integerOverflow = false
        /// The first four fraction digits as a number of ten-thousandths (`.5` → 5000).
        var fraction: UInt64 = 0
        /// Fraction digits up to the last non-zero one (`12.340` → 2, `12.345` → 3, `12.00` → 0).
        var significantFractionDigits = 0
        /// Where the number ends.
        var end: Int = 0
    }

    /// Reads digits with group separators, then an optional decimal mark and fraction digits;
    /// `nil` when there is no digit or the grouping is malformed.
    private func number(from start: Int, end: Int) -> Number? {
        var number = Number()
        var grouping = GroupingCheck()
        var index = start
        var sawDigit = false
        var run = 0
        // The integer part.
        while index < end {
            let byte = p[index]
            let digit = byte &- 0x30
            if digit < 10 {
                sawDigit = true
                run += 1
                if !number.integerOverflow {
                    let (times10, o1) = number.integer.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
                    number.integer = sum
                    number.integerOverflow = o1 || o2
                }
                index += 1
                continue
            }
            // A group separator counts only when a digit follows (`12 DR` ends at the blank).
            guard let (kind, width) = groupSeparator(at: index, end: end),
                index + width < end, ByteClass.isDigit(p[index + width])
            else { break }
            guard grouping.separator(after: run, kind: kind) else { return nil }
            run = 0
            index += width
        }
        guard grouping.closes(with: run) else { return nil }
        // The fraction.
        if index < end, p[index] == decimal {
            index += 1
            var digits = 0
            while index < end {
                let digit = p[index] &- 0x30
                guard digit < 10 else { break }
                sawDigit = true
                digits += 1
                if digits <= Number.fractionDigitsKept {
                    number.fraction = number.fraction * 10 + UInt64(digit)
                }
                if digit != 0 { number.significantFractionDigits = digits }
                index += 1
            }
            if digits < Number.fractionDigitsKept {
                number.fraction *= CurrencyExponent.scale(Number.fractionDigitsKept - digits)
            }
        }
        guard sawDigit else { return nil }
        number.end = index
        return number
    }

    /// The kinds of group separator: the file's other mark, blanks, apostrophes (`'` and `’`).
    enum GroupKind: UInt8 {
        case mark = 1
        case blank, apostrophe
    }

    /// The group separator at `index` and its byte length, if there is one.
    @inline(__always)
    private func groupSeparator(at index: Int, end: Int) -> (kind: GroupKind, width: Int)? {
        let byte = p[index]
        if byte == grouping { return (.mark, 1) }
        if byte == 0x27 { return (.apostrophe, 1) }
        if byte == 0xE2, index + 2 < end, p[index + 1] == 0x80, p[index + 2] == 0x99 { return (.apostrophe, 3) }
        let blank = ByteClass.blankWidth(p, at: index, end: end)
        if blank > 0, byte != 0x09, byte != 0x0A, byte != 0x0D { return (.blank, blank) }
        return nil
    }

    // MARK: - Suffix

    /// What follows the number.
    private struct Suffix {
        var signs = 0
        var marker: Direction?
        var currency: String?
    }

    /// Reads `)`, a trailing minus, a `DR`/`CR` marker, a currency (the same as the prefix's,
    /// if both) and the Indian `/-`, in any order, up to `end`; `nil` for anything else.
    private func suffix(from start: Int, end: Int, after prefix: Prefix) -> Suffix? {
        var suffix = Suffix()
        var closedParen = false
        var sawOnly = false
        var index = start
        while index < end {
            let blank = ByteClass.blankWidth(p, at: index, end: end)
            if blank > 0 {
                index += blank
                continue
            }
            let byte = p[index]
            if byte == UInt8(ascii: ")") {
                guard prefix.openParen, !closedParen else { return nil }
                closedParen = true
                index += 1
            } else if byte == UInt8(ascii: "/"), !sawOnly, index + 1 < end, p[index + 1] == UInt8(ascii: "-") {
                sawOnly = true // Indian `Rs.500/-` ("only"), not a sign
                index += 2
            } else if let width = minusWidth(at: index, end: end) {
                suffix.signs += 1
                index += width
            } else if let (found, width) = DebitCreditMarker.match(p, at: index, end: end) {
                if suffix.marker != nil { return nil }
                suffix.marker = found
                index += width
            } else if let width = CurrencyMark.yenYuanSignWidth(p, at: index, end: end) {
                index += width
            } else if let (code, length) = CurrencyMark.match(p, at: index, end: end) {
                if let known = suffix.currency ?? prefix.currency, known != code { return nil }
                suffix.currency = code
                index += length
            } else {
                return nil
            }
        }
        return prefix.openParen == closedParen ? suffix : nil
    }

    /// The length of the minus sign at `index`: `-` or U+2212 `−`; `nil` when there is none.
    @inline(__always)
    private func minusWidth(at index: Int, end: Int) -> Int? {
        let byte = p[index]
        if byte == UInt8(ascii: "-") { return 1 }
        if byte == 0xE2, index + 2 < end, p[index + 1] == 0x88, p[index + 2] == 0x92 { return 3 }
        return nil
    }
}

/// Checks digit groups as they are read: groups of three (`1,234,567`) or the Indian way, twos
/// then a final three (`12,34,567`), all with the same separator.
struct GroupingCheck {
    private var groups = 0
    private var first = 0
    private var middle = 0
    private var kind: AmountScanner.GroupKind?

    /// Records a separator after a run of `run` digits; `false` when the grouping is malformed.
    @inline(__always)
    mutating func separator(after run: Int, kind: AmountScanner.GroupKind) -> Bool {
        guard run > 0 else { return false }
        defer { groups += 1 }
        if groups == 0 {
            first = run
            self.kind = kind
            return run <= 3
        }
        guard kind == self.kind, run == 2 || run == 3 else { return false }
        if middle == 0 { middle = run }
        return middle == run
    }

    /// Whether the integer part may end with a run of `run` digits.
    @inline(__always)
    func closes(with run: Int) -> Bool {
        groups == 0 || (run == 3 && (middle != 2 || first <= 2))
    }
}

/// The `DR`/`CR` marker after an amount (`DR`, `Dr`, `Dr.`, `CR`, `Cr`, `D`, `C`), case-insensitive.
enum DebitCreditMarker {
    static func match(_ p: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (Direction, Int)? {
        let direction: Direction
        switch ByteClass.lowered(p[index]) {
        case UInt8(ascii: "d"): direction = .spent
        case UInt8(ascii: "c"): direction = .received
        default: return nil
        }
        var length = 1
        if index + 1 < end, ByteClass.lowered(p[index + 1]) == UInt8(ascii: "r") { length = 2 }
        if index + length < end {
            let next = p[index + length]
            if ByteClass.isLetter(next) || ByteClass.isDigit(next) { return nil }
            if next == UInt8(ascii: ".") { length += 1 }
        }
        return (direction, length)
    }
}
