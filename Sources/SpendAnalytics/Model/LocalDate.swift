/// A calendar date with no time zone: what a statement's date column says.
struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    var year: Int
    var month: Int
    var day: Int

    /// Creates a date; returns `nil` when the day does not exist in that month (`2026-02-30`).
    init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= LocalDate.daysIn(month: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// `yyyymmdd` as one number (never 0: years start at 1).
    var packed: Int32 { Int32(year * 10_000 + month * 100 + day) }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    var yearMonth: YearMonth { YearMonth(year: year, month: month) }

    static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `yyyy-MM-dd`.
    var description: String {
        YearMonth(year: year, month: month).description + "-" + (day < 10 ? "0" : "") + String(day)
    }
}

/// A calendar month, the unit a report covers.
public struct YearMonth: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    var year: Int
    var month: Int

    init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// Parses `yyyy-MM` with a year from 0001 to 9999; `nil` for anything else (`0000-01` too).
    public init?(_ text: String) {
        // `yyyy-MM` in ASCII digits: seven bytes, read as such (any other character makes a byte
        // that is no digit, or another length).
        var text = text
        guard
            let (year, month) = text.withUTF8({ bytes -> (Int, Int)? in
                guard bytes.count == 7, bytes[4] == UInt8(ascii: "-") else { return nil }
                var value = 0
                for index in 0..<7 where index != 4 {
                    let byte = bytes[index]
                    guard byte >= 0x30 && byte <= 0x39 else { return nil }
                    value = value * 10 + Int(byte - 0x30)
                }
                return (value / 100, value % 100)
            }),
            (1...9999).contains(year), (1...12).contains(month)
        else { return nil }
        self.init(year: year, month: month)
    }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }

    /// The month before this one.
    var previous: YearMonth {
        month == 1 ? YearMonth(year: year - 1, month: 12) : YearMonth(year: year, month: month - 1)
    }

    /// `yyyy-MM`.
    public var description: String {
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + (month < 10 ? "0" : "") + String(month)
    }
}
