import Foundation

/// The order of day and month in a file's numeric dates, decided once per file.
public enum DateOrder: String, Sendable, Hashable, CustomStringConvertible {
    /// `dd/MM/yyyy`
    case dayFirst
    /// `MM/dd/yyyy`
    case monthFirst

    public var description: String { self == .dayFirst ? "day first (dd/MM)" : "month first (MM/dd)" }
}

/// An explicit date format given with `--date-format` (`dd/MM/yyyy`, `MM/dd/yy`, `yyyy-MM-dd`,
/// `dd.MM.yyyy`, `dd-MMM-yyyy`, `MMM dd, yyyy`, `yyyyMMdd` …).
public struct DateFormat: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String

    /// Returns `nil` when the pattern has no day, month or year field.
    public init?(_ pattern: String) {
        self.pattern = pattern
    }

    public var description: String { pattern }
}

/// Parses date cells from their bytes. A date cell may carry a time (`2026-11-03 14:22:05`,
/// `03/11/2026 14:22`) and an offset (`2026-11-03T23:30:00+05:30`); with an offset, the
/// instant is converted to the report's time zone before taking the calendar date.
///
/// STUB: the ingest-values work replaces this implementation; the signatures stay.
public struct DateParser: Sendable {
    public enum Failure: Error, Sendable, Hashable {
        /// Not a date in any accepted form.
        case notADate
        /// Day and month could be either way round and the file has not decided (`--date-format`).
        case ambiguous
        /// The date has no year (`September 15`).
        case noYear
        /// Numbers out of range (`31/02/2026`).
        case invalid
    }

    public var order: DateOrder?
    public var format: DateFormat?
    public var timeZone: TimeZone

    /// - Parameters:
    ///   - order: the file's day/month order, `nil` while undecided.
    ///   - format: `--date-format`, which always wins.
    ///   - timeZone: where instants with an offset are bucketed.
    public init(order: DateOrder? = nil, format: DateFormat? = nil, timeZone: TimeZone = .current) {
        self.order = order
        self.format = format
        self.timeZone = timeZone
    }

    /// The calendar date in `bytes`, or a ``Failure``.
    public func parse(_ bytes: ArraySlice<UInt8>) throws(Failure) -> LocalDate {
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.prefix(10).split(separator: "-")
        guard parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { throw .notADate }
        guard let date = LocalDate(year: y, month: m, day: d) else { throw .invalid }
        return date
    }

    /// What one cell says about the file's day/month order: `.dayFirst` for `25/12/2026`,
    /// `.monthFirst` for `12/25/2026`, `nil` when it cannot tell (`05/06/2026`, ISO dates).
    public static func evidence(_ bytes: ArraySlice<UInt8>) -> DateOrder? {
        nil
    }

    /// Whether `bytes` looks like a date in any accepted form (used to find data rows and trailers).
    public static func looksLikeDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        (try? DateParser(order: .dayFirst).parse(bytes)) != nil
    }
}
