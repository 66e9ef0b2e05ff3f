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

    init(_ bytes: UnsafeBufferPointer<UInt8>, mark: DecimalMark) {
        p = bytes
        decimal = mark == .point ? UInt8(ascii: ".") : UInt8(ascii: ",")
        grouping = mark == .point ? UInt8(ascii: ",") : UInt8(ascii: ".")
    }

    /// The kinds of group separator: the other mark, blanks, apostrophes (`'` and `’`).
    private enum GroupKind: UInt8 { case mark = 1, blank, apostrophe }

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

    /// The length of the minus sign at `index`: `-` or U+2212 `−`; `nil` when there is none.
    @inline(__always)
    private func minusWidth(at index: Int, end: Int) -> Int? {
        let byte = p[index]
        if byte == UInt8(ascii: "-") { return 1 }
        if byte == 0xE2, index + 2 < end, p[index + 1] == 0x88, p[index + 2] == 0x92 { return 3 }
        return nil
    }

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

    func scan() -> Outcome {
        let (start, end) = ByteClass.trimmed(p)
        if start == end { return .blank }
        if end - start == 1, p[start] == UInt8(ascii: "-") { return .blank }
        guard let prefix = prefix(from: start, end: end) else { return .failure(.notANumber) }
        var index = prefix.index
        var signs = prefix.signs
        var negative = prefix.negative
        var currency = prefix.currency

        // The number.
        var integer: UInt64 = 0
        var integerOverflow = false
        var fraction: UInt64 = 0
        var fractionDigits = 0
        var nonZeroBeyondCents = false
        var sawDigit = false
        var inFraction = false
        var groupKind: GroupKind?
        var groups = 0
        var firstGroup = 0
        var middleGroup = 0
        var run = 0

        while index < end {
            let byte = p[index]
            let digit = byte &- 0x30
            if digit < 10 {
                sawDigit = true
                run += 1
                if inFraction {
                    fractionDigits += 1
                    if fractionDigits <= 2 {
                        fraction = fraction * 10 + UInt64(digit)
                    } else if digit != 0 {
                        nonZeroBeyondCents = true
                    }
                } else if !integerOverflow {
                    let (times10, o1) = integer.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
                    integer = sum
                    integerOverflow = o1 || o2
                }
                index += 1
                continue
            }
            if inFraction { break }
            if byte == decimal {
                if groups > 0, !Self.validLastGroup(run, first: firstGroup, middle: middleGroup) {
                    return .failure(.notANumber)
                }
                inFraction = true
                run = 0
                index += 1
                continue
            }
            guard let (kind, width) = groupSeparator(at: index, end: end),
                  index + width < end, ByteClass.isDigit(p[index + width]) else { break }
            if run == 0 { return .failure(.notANumber) }
            if groups == 0 {
                if run > 3 { return .failure(.notANumber) }
                firstGroup = run
                groupKind = kind
            } else {
                if kind != groupKind || (run != 2 && run != 3) { return .failure(.notANumber) }
                if middleGroup == 0 {
                    middleGroup = run
                } else if middleGroup != run {
                    return .failure(.notANumber)
                }
            }
            groups += 1
            run = 0
            index += width
        }
        if !sawDigit { return .failure(.notANumber) }
        if !inFraction, groups > 0, !Self.validLastGroup(run, first: firstGroup, middle: middleGroup) {
            return .failure(.notANumber)
        }

        // The suffix.
        var closedParen = false
        var marker: Direction?
        var sawOnly = false
        while index < end {
            let blank = ByteClass.blankWidth(p, at: index, end: end)
            if blank > 0 {
                index += blank
                continue
            }
            let byte = p[index]
            if byte == UInt8(ascii: ")") {
                guard prefix.openParen, !closedParen else { return .failure(.notANumber) }
                closedParen = true
                index += 1
            } else if byte == UInt8(ascii: "/"), !sawOnly, index + 1 < end, p[index + 1] == UInt8(ascii: "-") {
                sawOnly = true // Indian `Rs.500/-` ("only"), not a sign
                index += 2
            } else if let width = minusWidth(at: index, end: end) {
                signs += 1
                negative = true
                index += width
            } else if let (found, width) = DebitCreditMarker.match(p, at: index, end: end) {
                if marker != nil { return .failure(.notANumber) }
                marker = found
                index += width
            } else if let (code, length) = CurrencyMark.match(p, at: index, end: end) {
                if let currency, currency != code { return .failure(.notANumber) }
                currency = code
                index += length
            } else {
                return .failure(.notANumber)
            }
        }
        if prefix.openParen != closedParen || signs > 1 { return .failure(.notANumber) }
        if nonZeroBeyondCents { return .failure(.tooManyFractionDigits) }
        if integerOverflow { return .failure(.overflow) }

        let cents = fractionDigits == 1 ? fraction * 10 : fraction
        let (scaled, o1) = integer.multipliedReportingOverflow(by: 100)
        let (total, o2) = scaled.addingReportingOverflow(cents)
        if o1 || o2 || total > UInt64(Int64.max) { return .failure(.overflow) }
        let magnitude = Int64(total)
        return .amount(ParsedAmount(minorUnits: negative ? -magnitude : magnitude, marker: marker, currency: currency))
    }

    /// Whether the last integer group closes a valid grouping: three digits, after western
    /// groups of three or Indian groups of two (whose first group has at most two digits).
    @inline(__always)
    private static func validLastGroup(_ run: Int, first: Int, middle: Int) -> Bool {
        run == 3 && (middle != 2 || first <= 2)
    }
}

/// The `DR`/`CR` marker after an amount (`DR`, `Dr`, `Dr.`, `CR`, `Cr`, `D`, `C`), case-insensitive.
enum DebitCreditMarker {
    static func match(_ p: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (Direction, Int)? {
        let first = ByteClass.lowered(p[index])
        let direction: Direction
        switch first {
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
