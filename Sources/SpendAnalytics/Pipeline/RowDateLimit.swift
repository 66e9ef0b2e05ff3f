import Foundation

/// Dates against the clock (docs/LIMITS.md: Limits). A row dated more than ``toleranceDays`` after today
/// (in the report's zone) is almost always a mistyped year, and one such row would move the
/// report month, and with `--history` every later night's, to that year: it is refused (exit
/// 65, `FILE:LINE`), or set aside with a message under `--skip-invalid`. Rows after the current
/// month but within the tolerance (a bank ahead of the clock, a value date) are read, and the
/// default report month never passes the clock's month (``ReportAggregate``).
struct RowDateLimit: Sendable {
    /// Days after today a row may be dated.
    static let toleranceDays = 31

    /// Today in the report's zone.
    let today: LocalDate
    /// The last date a row may have.
    let latest: LocalDate
    /// The clock's month.
    let currentMonth: YearMonth
    /// ``latest`` and the first day after ``currentMonth`` as ``LocalDate/packed`` (`yyyymmdd`): a
    /// row is checked by two comparisons of integers.
    let latestPacked: Int32
    let nextMonthPacked: Int32

    /// The limit for the clock `now` in `zone`.
    init(now: Date, zone: TimeZone) {
        let day = CivilCalendar.floorDivide(Int(Timestamp.localSeconds(Timestamp.seconds(now), in: zone)), 86_400)
        let fallback = LocalDate(year: 9_999, month: 12, day: 31) ?? LocalDate(year: 2_000, month: 1, day: 1)!
        today = CivilCalendar.date(fromDays: day) ?? fallback
        latest = CivilCalendar.date(fromDays: day + RowDateLimit.toleranceDays) ?? fallback
        currentMonth = today.yearMonth
        latestPacked = latest.packed
        nextMonthPacked = Int32(currentMonth.year * 10_000 + currentMonth.month * 100 + 99)
    }

    /// The error for `record` of `file` when it is dated past ``latest``; `nil` otherwise.
    func refusal(_ record: TransactionRecord, file: String) -> InputError? {
        guard record.date.packed > latestPacked else { return nil }
        return InputError(
            file: file, position: SourcePosition(line: record.line),
            reason: .farFuture(
                date: record.date.description, today: today.description, days: RowDateLimit.toleranceDays))
    }
}
