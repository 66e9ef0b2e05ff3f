import Foundation

/// A time of day for `--refresh-at HH:mm`.
public struct RefreshTime: Sendable, Hashable {
    var hour: Int
    var minute: Int

    /// Parses `HH:mm` (00:00 … 23:59); `nil` otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
            let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        self.hour = hour
        self.minute = minute
    }
}

/// How the report is shaped: month, currency, clock, refresh and deep link (docs/JSON.md: How the numbers are made, spend-analytics.json).
public struct ReportOptions: Sendable {
    /// The deep link used when `--deep-link` is not given.
    public static let defaultDeepLink = "spendreport://analytics?month={month}"

    /// `--timezone`: the zone of `generatedAt`, `refreshAfter` and of bucketing dated times.
    var timeZone: TimeZone
    /// The zone's name as the user wrote it, for the JSON's `timezone` (Foundation on Linux names
    /// `UTC` `GMT`); `nil` for the zone's own identifier.
    public var timeZoneName: String?
    /// `--month`: `nil` for the latest month present in the data.
    public var month: YearMonth?
    /// `--currency`: `nil` for the most frequent currency in the data.
    public var currency: String?
    /// `--now`: the clock (defaults to the real time).
    public var now: Date
    /// `--refresh-at`: `nil` for midnight.
    public var refreshAt: RefreshTime?
    /// `--deep-link`, `{month}` replaced by `yyyy-MM`.
    public var deepLink: String
    /// `--locale`: how display strings write money, percentages and month names
    /// (``DisplayLocale/standard`` without it).
    public var locale: DisplayLocale = .standard
    /// `--png`: each widget also as PNG at @2x and @3x, light and dark (``WidgetPNGs``).
    public var png = false
    /// `--charts`: which SVG charts are drawn (``ChartSet/all`` without it).
    public var charts = ChartSet.all

    /// How the report is shaped; every default is what `spendreport report` uses without flags.
    public init(
        timeZone: TimeZone = .current, month: YearMonth? = nil, currency: String? = nil, now: Date = Date(),
        refreshAt: RefreshTime? = nil, deepLink: String = ReportOptions.defaultDeepLink
    ) {
        self.timeZone = timeZone
        self.month = month
        self.currency = currency
        self.now = now
        self.refreshAt = refreshAt
        self.deepLink = deepLink
    }

    /// True when `refreshAfter` — the next day after ``now`` in ``timeZone`` — is in a year up
    /// to 9999, so the timestamps keep the four-digit years the JSON Schema asks for (`--now`
    /// later than that is a usage error).
    public var refreshFitsFourDigitYears: Bool {
        let refresh = RefreshSchedule.refreshAfter(seconds: Timestamp.seconds(now), in: timeZone, at: refreshAt)
        let local = Timestamp.localSeconds(refresh, in: timeZone)
        return CivilCalendar.civil(days: CivilCalendar.floorDivide(Int(local), 86_400)).year <= 9999
    }
}
