/// What a date cell says before the file's day/month order is applied.
struct ScannedDate: Sendable, Hashable {
    enum Layout: Sendable, Hashable {
        /// Year, month and day are known (`2026-11-03`, `3 Nov 2026`, a `--date-format`).
        case resolved
        /// Two numbers, day and month in an order the file decides (`03/11/2026`).
        case numericPair
    }

    var layout: Layout
    var year: Int
    /// The month (resolved) or the first number (pair).
    var first: Int
    /// The day (resolved) or the second number (pair).
    var second: Int
    /// The time written after the date, when there is one.
    var time: ClockTime?
}

/// A time of day after a date, with the UTC offset when the cell gives one.
struct ClockTime: Sendable, Hashable {
    var hour: Int
    var minute: Int
    var second: Int
    /// Seconds east of UTC (`+05:30` → 19800; `Z` → 0), `nil` for a local time.
    var offsetSeconds: Int?
}

/// A forward scan over one date cell's bytes (trimmed), in the automatic forms or a ``DateFormat``.
struct DateScanner {
    typealias Failure = DateParser.Failure

    private let p: UnsafeBufferPointer<UInt8>
    private var index: Int
    private let end: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        p = bytes
        (index, end) = ByteClass.trimmed(bytes)
    }

    // MARK: - Automatic forms

    /// Reads any accepted form: ISO `yyyy-MM-dd` (and `yyyy/MM/dd`, `yyyy.MM.dd`), `yyyyMMdd`,
    /// numeric `d/M/y` with `/`, `-` or `.`, `d-MMM-y`, `d MMM y`, `MMM d, yyyy`; each may be
    /// followed by a time.
    mutating func scanAutomatic() -> Result<ScannedDate, Failure> {
        guard index < end else { return .failure(.notADate) }
        if ByteClass.isLetter(p[index]) { return scanMonthNameFirst() }
        guard ByteClass.isDigit(p[index]) else { return .failure(.notADate) }
        let (first, firstDigits) = number()
        switch firstDigits {
        case 8:
            let year = first / 10000
            let month = first / 100 % 100
            let day = first % 100
            guard atEndOfDateOrBlank || index < end && (p[index] == UInt8(ascii: "T")) else {
                return .failure(.notADate)
            }
            guard (1...12).contains(month), (1...31).contains(day) else { return .failure(.notADate) }
            return timeSuffix(allowingT: true).map {
                ScannedDate(layout: .resolved, year: year, first: month, second: day, time: $0)
            }
        case 4:
            return scanYearFirst(year: first)
        case 1, 2:
            return scanDayOrMonthFirst(first)
        default:
            return .failure(.notADate)
        }
    }

    /// `yyyy-MM-dd`, `yyyy/MM/dd`, `yyyy.MM.dd`, then a time.
    private mutating func scanYearFirst(year: Int) -> Result<ScannedDate, Failure> {
        guard index < end, let separator = dateSeparator(p[index]) else { return .failure(.notADate) }
        index += 1
        let (month, monthDigits) = number()
        guard (1...2).contains(monthDigits), index < end, p[index] == separator else { return .failure(.notADate) }
        index += 1
        let (day, dayDigits) = number()
        guard (1...2).contains(dayDigits) else { return .failure(.notADate) }
        return timeSuffix(allowingT: true).map {
            ScannedDate(layout: .resolved, year: year, first: month, second: day, time: $0)
        }
    }

    /// `d/M/y`, `M/d/y` (with `/`, `-`, `.`), `d-MMM-y`, `d MMM y`, each then a time.
    private mutating func scanDayOrMonthFirst(_ first: Int) -> Result<ScannedDate, Failure> {
        guard index < end else { return .failure(.notADate) }
        let separator = p[index]
        if dateSeparator(separator) != nil {
            index += 1
            guard index < end else { return .failure(.notADate) }
            if ByteClass.isLetter(p[index]) {
                // d-MMM-yyyy
                guard let month = monthName() else { return .failure(.notADate) }
                guard index < end else { return .failure(.noYear) }
                guard p[index] == separator else { return atBlank ? .failure(.noYear) : .failure(.notADate) }
                index += 1
                guard let year = twoOrFourDigitYear() else { return .failure(.notADate) }
                return timeSuffix(allowingT: false).map {
                    ScannedDate(layout: .resolved, year: year, first: month, second: first, time: $0)
                }
            }
            let (second, secondDigits) = number()
            guard (1...2).contains(secondDigits) else { return .failure(.notADate) }
            let plausible = (1...31).contains(first) && (1...31).contains(second) && min(first, second) <= 12
            guard index < end, p[index] == separator else {
                // `15/09` or `15-09`: a date without a year. (`15.09` is more likely a number.)
                let noYear = plausible && separator != UInt8(ascii: ".") && (index == end || atBlank)
                return .failure(noYear ? .noYear : .notADate)
            }
            index += 1
            if index == end { return .failure(plausible ? .noYear : .notADate) } // `15.09.`
            guard let year = twoOrFourDigitYear() else { return .failure(.notADate) }
            return timeSuffix(allowingT: false).map {
                ScannedDate(layout: .numericPair, year: year, first: first, second: second, time: $0)
            }
        }
        guard atBlank else { return .failure(.notADate) }
        // d MMM yyyy, d MMMM yyyy
        skipBlanks()
        guard index < end, ByteClass.isLetter(p[index]), let month = monthName() else { return .failure(.notADate) }
        if index < end, p[index] == UInt8(ascii: ",") { index += 1 }
        guard index < end else { return .failure(.noYear) }
        guard atBlank else { return .failure(.notADate) }
        skipBlanks()
        guard index < end, ByteClass.isDigit(p[index]) else { return .failure(.notADate) }
        let start = index
        let (_, digits) = number()
        if index < end, p[index] == UInt8(ascii: ":") { return .failure(.noYear) } // `15 Sep 14:22`
        index = start
        guard digits == 4 || digits == 2, let year = twoOrFourDigitYear() else { return .failure(.notADate) }
        return timeSuffix(allowingT: false).map {
            ScannedDate(layout: .resolved, year: year, first: month, second: first, time: $0)
        }
    }

    /// `MMM d, yyyy`, `MMMM d yyyy`, `MMM-d-yyyy`, then a time.
    private mutating func scanMonthNameFirst() -> Result<ScannedDate, Failure> {
        guard let month = monthName() else { return .failure(.notADate) }
        guard index < end else { return .failure(.notADate) }
        if p[index] == UInt8(ascii: "-") {
            index += 1
        } else {
            guard atBlank else { return .failure(.notADate) }
            skipBlanks()
        }
        let (day, dayDigits) = number()
        guard (1...2).contains(dayDigits) else { return .failure(.notADate) }
        var separated = false
        if index < end, p[index] == UInt8(ascii: ",") || p[index] == UInt8(ascii: "-") {
            index += 1
            separated = true
        }
        guard index < end else { return .failure(.noYear) }
        if atBlank {
            skipBlanks()
            separated = true
        }
        guard separated, index < end, ByteClass.isDigit(p[index]) else { return .failure(.notADate) }
        let start = index
        let (year, digits) = number()
        if index < end, p[index] == UInt8(ascii: ":") { return .failure(.noYear) } // `Sep 15 14:22`
        guard digits == 4 else {
            index = start
            return .failure(.notADate)
        }
        return timeSuffix(allowingT: false).map {
            ScannedDate(layout: .resolved, year: year, first: month, second: day, time: $0)
        }
    }

    // MARK: - An explicit format

    /// Reads the cell with `format`'s pieces, then any time after them.
    mutating func scan(with format: DateFormat) -> Result<ScannedDate, Failure> {
        var day: Int?
        var month: Int?
        var year: Int?
        for piece in format.pieces {
            if index == end {
                // Out of text: a missing year is `noYear`; anything else is not this format.
                if day != nil, month != nil, year == nil { return .failure(.noYear) }
                if case .comma = piece { continue }
                return .failure(.notADate)
            }
            switch piece {
            case .day(let minDigits, let maxDigits):
                guard let value = number(minDigits: minDigits, maxDigits: maxDigits) else { return .failure(.notADate) }
                day = value
            case .month(let minDigits, let maxDigits):
                guard let value = number(minDigits: minDigits, maxDigits: maxDigits) else { return .failure(.notADate) }
                month = value
            case .year(let minDigits, let maxDigits):
                let start = index
                guard let value = number(minDigits: minDigits, maxDigits: maxDigits),
                    index - start != 3
                else { return .failure(.notADate) }
                year = index - start == 2 ? 2000 + value : value
            case .monthName:
                guard ByteClass.isLetter(p[index]), let value = monthName() else { return .failure(.notADate) }
                month = value
            case .blank:
                if atBlank {
                    skipBlanks()
                } else if index == 0 || p[index - 1] != UInt8(ascii: ",") {
                    return .failure(.notADate) // only a comma may stand in for the blank: `Nov 3,2026`
                }
            case .comma:
                if p[index] == UInt8(ascii: ",") { index += 1 }
            case .literal(let byte):
                guard p[index] == byte else { return .failure(.notADate) }
                index += 1
            }
        }
        guard let day, let month, let year else { return .failure(.notADate) }
        return timeSuffix(allowingT: true).map {
            ScannedDate(layout: .resolved, year: year, first: month, second: day, time: $0)
        }
    }

    // MARK: - Time

    /// After the date: the end, or a `T` (ISO) or blanks (optionally after a comma) and a time
    /// `H:mm[:ss[.fff]]`, an optional `AM`/`PM`, and an optional `Z`, `UTC`, `GMT` or offset
    /// `±HH:mm`, `±HHmm`, `±HH`.
    private mutating func timeSuffix(allowingT: Bool) -> Result<ClockTime?, Failure> {
        if index == end { return .success(nil) }
        if allowingT, p[index] == UInt8(ascii: "T") || p[index] == UInt8(ascii: "t") {
            index += 1
        } else {
            if p[index] == UInt8(ascii: ",") { index += 1 }
            guard index < end, atBlank else { return .failure(.notADate) }
            skipBlanks()
        }
        let (hour, hourDigits) = number()
        guard (1...2).contains(hourDigits), index < end, p[index] == UInt8(ascii: ":") else {
            return .failure(.notADate)
        }
        index += 1
        let (minute, minuteDigits) = number()
        guard minuteDigits == 2 else { return .failure(.notADate) }
        var second = 0
        if index < end, p[index] == UInt8(ascii: ":") {
            index += 1
            let (value, digits) = number()
            guard digits == 2 else { return .failure(.notADate) }
            second = value
            if index < end, p[index] == UInt8(ascii: ".") || p[index] == UInt8(ascii: ",") {
                index += 1
                let (_, fractionDigits) = number()
                guard fractionDigits > 0 else { return .failure(.notADate) }
            }
        }
        var time = ClockTime(hour: hour, minute: minute, second: second)
        skipBlanks()
        if index + 1 < end, ByteClass.lowered(p[index + 1]) == UInt8(ascii: "m"),
            !(index + 2 < end && ByteClass.isLetter(p[index + 2]))
        {
            let meridiem = ByteClass.lowered(p[index])
            guard meridiem == UInt8(ascii: "a") || meridiem == UInt8(ascii: "p") else { return .failure(.notADate) }
            guard (1...12).contains(hour) else { return .failure(.invalid) }
            time.hour = hour % 12 + (meridiem == UInt8(ascii: "p") ? 12 : 0)
            index += 2
            skipBlanks()
        }
        guard (0...23).contains(time.hour), (0...59).contains(minute), (0...60).contains(second) else {
            return .failure(.invalid)
        }
        // A leap second (`23:59:60`) is the last second of its day, never the next day's first.
        if second == 60 { time.second = 59 }
        if index < end {
            switch offset() {
            case .success(let seconds): time.offsetSeconds = seconds
            case .failure(let failure): return .failure(failure)
            }
        }
        return index == end ? .success(time) : .failure(.notADate)
    }

    /// `Z`, `UTC`, `GMT` (optionally followed by an offset), or `±HH:mm`, `±HHmm`, `±HH`.
    private mutating func offset() -> Result<Int, Failure> {
        let byte = p[index]
        if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") {
            index += 1
            return .success(0)
        }
        var named = false
        if ByteClass.isLetter(byte), index + 2 < end {
            let word = (ByteClass.lowered(byte), ByteClass.lowered(p[index + 1]), ByteClass.lowered(p[index + 2]))
            if word == (UInt8(ascii: "u"), UInt8(ascii: "t"), UInt8(ascii: "c"))
                || word == (UInt8(ascii: "g"), UInt8(ascii: "m"), UInt8(ascii: "t"))
            {
                index += 3
                named = true
                if index == end { return .success(0) }
            }
        }
        guard index < end, p[index] == UInt8(ascii: "+") || p[index] == UInt8(ascii: "-") else {
            return .failure(.notADate)
        }
        let negative = p[index] == UInt8(ascii: "-")
        index += 1
        let start = index
        let (value, digits) = number()
        var hours = 0
        var minutes = 0
        switch digits {
        case 1, 2:
            hours = value
            if index < end, p[index] == UInt8(ascii: ":") {
                index += 1
                let (m, minuteDigits) = number()
                guard minuteDigits == 2 else { return .failure(.notADate) }
                minutes = m
            } else if !named, digits == 1 {
                return .failure(.notADate)
            }
        case 4:
            hours = value / 100
            minutes = value % 100
        default:
            index = start
            return .failure(.notADate)
        }
        guard hours <= 18, minutes <= 59 else { return .failure(.invalid) }
        let seconds = hours * 3600 + minutes * 60
        return .success(negative ? -seconds : seconds)
    }

    // MARK: - Pieces

    /// The run of digits at the cursor (value capped at 18 digits) and its length.
    private mutating func number() -> (value: Int, digits: Int) {
        var value = 0
        var digits = 0
        while index < end {
            let digit = p[index] &- 0x30
            guard digit < 10 else { break }
            if digits < 18 { value = value * 10 + Int(digit) }
            digits += 1
            index += 1
        }
        return (value, digits)
    }

    /// `minDigits…maxDigits` digits not followed by another digit unless the run is cut at
    /// `maxDigits == minDigits` (fixed width).
    private mutating func number(minDigits: Int, maxDigits: Int) -> Int? {
        var value = 0
        var digits = 0
        while index < end, digits < maxDigits {
            let digit = p[index] &- 0x30
            guard digit < 10 else { break }
            value = value * 10 + Int(digit)
            digits += 1
            index += 1
        }
        guard digits >= minDigits else { return nil }
        if minDigits != maxDigits, index < end, ByteClass.isDigit(p[index]) { return nil }
        return value
    }

    /// A two-digit (20yy) or four-digit year that ends the date.
    private mutating func twoOrFourDigitYear() -> Int? {
        let (value, digits) = number()
        switch digits {
        case 2: return 2000 + value
        case 4: return value
        default: return nil
        }
    }

    /// A month name at the cursor, with an optional `.` after it (`Sep. 15`) unless that dot
    /// separates the next number (`03.Nov.2026`).
    private mutating func monthName() -> Int? {
        guard let (month, length) = MonthName.match(p, at: index, end: end) else { return nil }
        index += length
        if index < end, p[index] == UInt8(ascii: "."), !(index + 1 < end && ByteClass.isDigit(p[index + 1])) {
            index += 1
        }
        return month
    }

    @inline(__always)
    private func dateSeparator(_ byte: UInt8) -> UInt8? {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") ? byte : nil
    }

    private var atBlank: Bool { index < end && ByteClass.blankWidth(p, at: index, end: end) > 0 }

    private var atEndOfDateOrBlank: Bool { index == end || atBlank }

    private mutating func skipBlanks() {
        while index < end {
            let width = ByteClass.blankWidth(p, at: index, end: end)
            if width == 0 { return }
            index += width
        }
    }
}
