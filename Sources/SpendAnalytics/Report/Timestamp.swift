import Foundation

/// ISO 8601 local times with their UTC offset (`2026-11-22T02:00:00+05:30`), computed with
/// integer calendar arithmetic: no formatter, no locale, whole seconds (fractions are dropped).
///
/// The offset is always written as `±hh:mm`, also for UTC (`+00:00`), so every timestamp of a
/// report reads the same way; offsets with seconds (pre-1970 local mean time) are truncated to
/// minutes in the text.
public enum Timestamp {
    /// Seconds since 1970 of `date`, rounded down to a whole second.
    static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }

    /// Seconds since 1970 of an ISO 8601 internet date-time with its offset
    /// (`2026-11-22T02:00:00+05:30`, `2026-11-22T20:30:00Z`, `…+0530`), or `nil` when `text` is
    /// not one: what `--now` takes. A leap second (`:60`) is the day's last second (`:59`). Read with integer arithmetic, without Foundation's formatter
    /// (which loads ICU's date tables, about 7 MiB of resident memory, for one string).
    public static func seconds(iso8601 text: String) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20 else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<start + count] {
                guard byte &- UInt8(ascii: "0") < 10 else { return nil }
                value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            }
            return value
        }
        let date = bytes.withUnsafeBufferPointer { LocalDate.iso(UnsafeBufferPointer(rebasing: $0[0..<10])) }
        guard let date, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
            let hour = number(11, 2), bytes[13] == UInt8(ascii: ":"), let minute = number(14, 2),
            bytes[16] == UInt8(ascii: ":"), let second = number(17, 2),
            hour < 24, minute < 60, second <= 60
        else { return nil }
        let zone = bytes[19...]
        var offset = 0
        if zone.count == 1, zone.first == UInt8(ascii: "Z") || zone.first == UInt8(ascii: "z") {
            offset = 0
        } else {
            let colon = zone.count == 6 && bytes[22] == UInt8(ascii: ":")
            guard colon || zone.count == 5, bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-"),
                let hours = number(20, 2), let minutes = number(colon ? 23 : 22, 2), hours < 24, minutes < 60
            else { return nil }
            offset = (hours * 60 + minutes) * 60 * (bytes[19] == UInt8(ascii: "-") ? -1 : 1)
        }
        // A leap second (`23:59:60`) is read as the last second of its day, never the next day.
        let local = Int64(CivilCalendar.days(from: date)) * 86_400 + Int64(hour * 3600 + minute * 60 + min(second, 59))
        return local - Int64(offset)
    }

    /// `date` as local time in `zone`, with the zone's offset at that instant.
    static func iso8601(_ date: Date, in zone: TimeZone) -> String {
        iso8601(seconds: seconds(date), in: zone)
    }

    /// The instant `seconds` (since 1970) as local time in `zone`.
    static func iso8601(seconds: Int64, in zone: TimeZone) -> String {
        let offset = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
        let local = seconds + offset
        let days = Int64(CivilCalendar.floorDivide(Int(local), 86_400))
        let secondOfDay = local - days * 86_400
        let (year, month, day) = CivilCalendar.civil(days: Int(days))
        let offsetMinutes = abs(offset) / 60
        var text: [UInt8] = []
        text.reserveCapacity(25)
        // Each field zero-padded to its width (a year past 9999 has more digits); a year before
        // year 0 is its own text padded.
        func field(_ value: Int64, _ width: Int) {
            if value >= 0 {
                DecimalDigits.append(UInt64(value), width: width, to: &text)
            } else {
                let digits = String(value).utf8
                text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, width - digits.count)))
                text.append(contentsOf: digits)
            }
        }
        field(Int64(year), 4)
        for (separator, value) in [
            ("-", Int64(month)), ("-", Int64(day)), ("T", secondOfDay / 3600), (":", secondOfDay / 60 % 60),
            (":", secondOfDay % 60), (offset < 0 ? "-" : "+", offsetMinutes / 60), (":", offsetMinutes % 60),
        ] {
            text.append(contentsOf: separator.utf8)
            field(value, 2)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The calendar month of `date` in `zone`.
    static func yearMonth(_ date: Date, in zone: TimeZone) -> YearMonth {
        let local = localSeconds(seconds(date), in: zone)
        let (year, month, _) = CivilCalendar.civil(days: CivilCalendar.floorDivide(Int(local), 86_400))
        return YearMonth(year: year, month: month)
    }

    /// Wall-clock seconds (local time read as if it were UTC) of the instant `seconds` in `zone`.
    static func localSeconds(_ seconds: Int64, in zone: TimeZone) -> Int64 {
        seconds + Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
    }
}
