import Foundation

/// Parses date cells from their bytes. A date cell may carry a time (`2026-11-03 14:22:05`,
/// `03/11/2026 14:22`) and an offset (`2026-11-03T23:30:00+05:30`); with an offset, the
/// instant is converted to the report's time zone before taking the calendar date.
///
/// Accepted forms (zero padding optional): `yyyy-MM-dd` (also with `/` or `.`), `yyyyMMdd`,
/// `dd/MM/yyyy` or `MM/dd/yyyy` (also `yy`, and `-` or `.` between), `dd-MMM-yyyy`,
/// `dd MMM yyyy`, `dd MMMM yyyy`, `MMM dd, yyyy`, `MMMM d yyyy`; English month names in any
/// case, three letters, `Sept` or in full; two-digit years are 20yy. A time may follow
/// (`14:22`, `14:22:05.123`, `2:05 PM`, `T23:30:00Z`, `…+05:30`).
struct DateParser: Sendable {
    enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Not a date in any accepted form.
        case notADate
        /// Day and month could be either way round and the file has not decided (`--date-format`).
        case ambiguous
        /// The date has no year (`September 15`).
        case noYear
        /// Numbers out of range (`31/02/2026`), or day and month the other way round from the
        /// file's order (`25/12/2026` in a month-first file).
        case invalid
        /// A time with an offset that falls outside the years 0001–9999 once moved into the
        /// report's time zone (`9999-12-31T23:30:00-05:00` in UTC).
        case outsideYears

        var description: String {
            switch self {
            case .notADate: return "date is not in a known format"
            case .ambiguous: return "date could be day-first or month-first (give --date-format)"
            case .noYear: return "date has no year"
            case .invalid: return "date does not exist or contradicts the file's day/month order"
            case .outsideYears: return "date falls outside the years 0001 to 9999 in the report's time zone"
            }
        }
    }

    var order: DateOrder?
    var format: DateFormat?
    var timeZone: TimeZone

    /// - Parameters:
    ///   - order: the file's day/month order, `nil` while undecided.
    ///   - format: `--date-format`, which always wins.
    ///   - timeZone: where instants with an offset are bucketed.
    init(order: DateOrder? = nil, format: DateFormat? = nil, timeZone: TimeZone = .current) {
        self.order = order
        self.format = format
        self.timeZone = timeZone
    }

    /// The calendar date in `bytes`, or a ``Failure``.
    func parse(_ bytes: ArraySlice<UInt8>) throws(Failure) -> LocalDate {
        let scanned = scan(bytes)
        switch scanned {
        case .success(let date): return try resolve(date, order: order)
        case .failure(let failure): throw failure
        }
    }

    /// Whether this parser (with its format, if any) would read `bytes` under some day/month order.
    func recognises(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard case .success(let date) = scan(bytes) else { return false }
        return DateParser.isValid(date)
    }

    /// What one cell says about the file's day/month order: `.dayFirst` for `25/12/2026`,
    /// `.monthFirst` for `12/25/2026`, `nil` when it cannot tell (`05/06/2026`, ISO dates).
    static func evidence(_ bytes: ArraySlice<UInt8>) -> DateOrder? {
        guard case .success(let date) = DateParser.scanAutomatic(bytes), date.layout == .numericPair else { return nil }
        if date.first > 12, date.second <= 12,
            LocalDate(year: date.year, month: date.second, day: date.first) != nil
        {
            return .dayFirst
        }
        if date.second > 12, date.first <= 12,
            LocalDate(year: date.year, month: date.first, day: date.second) != nil
        {
            return .monthFirst
        }
        return nil
    }

    /// Whether `bytes` looks like a date in any accepted form (used to find data rows and trailers).
    static func looksLikeDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard case .success(let date) = scanAutomatic(bytes) else {
            // A cell of two lines whose first line is a date (a reference printed under it).
            guard let first = firstLine(of: bytes), case .success(let date) = scanAutomatic(first) else { return false }
            return isValid(date)
        }
        return isValid(date)
    }

    /// The first line of a cell that holds a line break, trimmed; `nil` for a cell of one line.
    static func firstLine(of cell: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        // A plain loop over the bytes: the sniff asks it of every row's date cell.
        let breakOffset = cell.withUnsafeBufferPointer { bytes -> Int? in
            for offset in 0..<bytes.count where bytes[offset] == 0x0A || bytes[offset] == 0x0D { return offset }
            return nil
        }
        guard let breakOffset else { return nil }
        let first = ByteText.trimmed(cell[..<(cell.startIndex + breakOffset)])
        return first.isEmpty ? nil : first
    }

    /// A cell that is exactly `yyyy-MM-dd` (ten bytes, no time) and a real day, read straight
    /// from its bytes; `nil` for anything else, which the full scan then reads. Such a cell means
    /// the same under any day/month order, so without a `--date-format` this is the whole parse.
    @inline(__always)
    static func isoDate(_ bytes: ArraySlice<UInt8>) -> LocalDate? {
        guard bytes.count == 10 else { return nil }
        return bytes.withUnsafeBufferPointer(isoDate(in:))
    }

    /// ``isoDate(_:)`` on a cell's bytes in memory: ``LocalDate/iso(_:)``, the one ISO date reader.
    @inline(__always)
    static func isoDate(in cell: UnsafeBufferPointer<UInt8>) -> LocalDate? {
        LocalDate.iso(cell)
    }

    // MARK: - Internals

    private func scan(_ bytes: ArraySlice<UInt8>) -> Result<ScannedDate, Failure> {
        guard let format else { return DateParser.scanAutomatic(bytes) }
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = DateScanner(buffer)
            return scanner.scan(with: format)
        }
    }

    private static func scanAutomatic(_ bytes: ArraySlice<UInt8>) -> Result<ScannedDate, Failure> {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = DateScanner(buffer)
            return scanner.scanAutomatic()
        }
    }

    /// Whether the scanned date is a real day under at least one day/month order.
    private static func isValid(_ date: ScannedDate) -> Bool {
        if LocalDate(year: date.year, month: date.first, day: date.second) != nil { return true }
        return date.layout == .numericPair && LocalDate(year: date.year, month: date.second, day: date.first) != nil
    }

    /// The calendar date: the day/month order applied, then the offset's instant moved into
    /// ``timeZone``.
    private func resolve(_ date: ScannedDate, order: DateOrder?) throws(Failure) -> LocalDate {
        var month = date.first
        var day = date.second
        if date.layout == .numericPair {
            let (a, b) = (date.first, date.second)
            let implied: DateOrder?
            if a == b {
                implied = nil
            } else if a > 12, b > 12 {
                throw .invalid
            } else if a > 12 {
                implied = .dayFirst
            } else if b > 12 {
                implied = .monthFirst
            } else {
                guard order != nil else { throw .ambiguous }
                implied = nil
            }
            if let implied, let order, implied != order { throw .invalid }
            if (implied ?? order) == .dayFirst { (day, month) = (a, b) }
        }
        guard let local = LocalDate(year: date.year, month: month, day: day) else { throw .invalid }
        guard let time = date.time, let offset = time.offsetSeconds else { return local }
        return try shift(local, at: time, from: offset)
    }

    /// The date in ``timeZone`` of the instant `date time` at `offset` seconds east of UTC.
    private func shift(_ date: LocalDate, at time: ClockTime, from offset: Int) throws(Failure) -> LocalDate {
        let days = CivilCalendar.days(from: date)
        let utc = days * 86_400 + time.hour * 3_600 + time.minute * 60 + time.second - offset
        let zoneOffset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc)))
        let local = utc + zoneOffset
        let localDays = local >= 0 ? local / 86_400 : -((-local - 1) / 86_400) - 1
        guard let shifted = CivilCalendar.date(fromDays: localDays) else { throw .outsideYears }
        return shifted
    }
}
