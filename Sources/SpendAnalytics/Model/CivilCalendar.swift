/// Days since 1970-01-01 in the proleptic Gregorian calendar, both ways (H. Hinnant's
/// algorithms): the one calendar arithmetic of the library, for dates with an offset (ingest) and
/// for timestamps and refresh dates (report). Integer only, no Foundation calendar.
enum CivilCalendar {
    /// The day number of `date` (1970-01-01 is 0).
    static func days(from date: LocalDate) -> Int {
        let year = date.month <= 2 ? date.year - 1 : date.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let shiftedMonth = (date.month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + date.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Year, month and day of day number `days`.
    static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The date of day number `days`; `nil` outside the years 1…9999.
    static func date(fromDays days: Int) -> LocalDate? {
        let (year, month, day) = civil(days: days)
        return LocalDate(year: year, month: month, day: day)
    }

    /// `value / divisor` rounded towards minus infinity (day numbers before 1970).
    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
