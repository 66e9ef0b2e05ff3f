import Foundation

/// ISO 8601 local times with their UTC offset (`2026-11-22T02:00:00+05:30`), computed with
/// integer calendar arithmetic: no formatter, no locale, whole seconds (fractions are dropped).
///
/// The offset is always written as `±hh:mm`, also for UTC (`+00:00`), so every timestamp of a
/// report reads the same way; offsets with seconds (pre-1970 local mean time) are truncated to
/// minutes in the text.
public enum Timestamp {
    /// Seconds since 1970 of `date`, rounded down to a whole second.
    public static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }

    /// `date` as local time in `zone`, with the zone's offset at that instant.
    public static func iso8601(_ date: Date, in zone: TimeZone) -> String {
        iso8601(seconds: seconds(date), in: zone)
    }

    /// The instant `seconds` (since 1970) as local time in `zone`.
    public static func iso8601(seconds: Int64, in zone: TimeZone) -> String {
        let offset = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
        let local = seconds + offset
        let days = Int64(CivilCalendar.floorDivide(Int(local), 86_400))
        let secondOfDay = local - days * 86_400
        let (year, month, day) = CivilCalendar.civil(days: Int(days))
        let sign = offset < 0 ? "-" : "+"
        let offsetMinutes = abs(offset) / 60
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
            + "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
            + sign + pad(offsetMinutes / 60, 2) + ":" + pad(offsetMinutes % 60, 2)
    }

    /// The calendar month of `date` in `zone`.
    public static func yearMonth(_ date: Date, in zone: TimeZone) -> YearMonth {
        let local = localSeconds(seconds(date), in: zone)
        let (year, month, _) = CivilCalendar.civil(days: CivilCalendar.floorDivide(Int(local), 86_400))
        return YearMonth(year: year, month: month)
    }

    /// Wall-clock seconds (local time read as if it were UTC) of the instant `seconds` in `zone`.
    static func localSeconds(_ seconds: Int64, in zone: TimeZone) -> Int64 {
        seconds + Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
    }

    private static func pad(_ value: some BinaryInteger, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
