import Foundation

/// When the widget should ask for a new timeline (`refreshAfter`, docs/JSON.md: Refresh).
///
/// The refresh is on the *next calendar day* after `generatedAt` in the report's zone: at local
/// midnight, or at `--refresh-at HH:mm` (also when that time of today is still ahead). Local times
/// are resolved against the zone's real offsets, so days of 23 or 25 hours come out right:
/// - a local time that happens twice (the hour repeated when clocks go back) is its *first*
///   occurrence;
/// - a local time that does not exist (the hour skipped when clocks go forward, or a zone whose
///   clocks jump at midnight) becomes the next valid instant: the moment the clocks jump, e.g.
///   `--refresh-at 02:30` on 2026-03-08 in America/New_York is `03:00:00-04:00`.
enum RefreshSchedule {
    /// The instant the widget's timeline expires, for a report generated at `now`.
    static func refreshAfter(now: Date, in zone: TimeZone, at time: RefreshTime? = nil) -> Date {
        Date(timeIntervalSince1970: TimeInterval(refreshAfter(seconds: Timestamp.seconds(now), in: zone, at: time)))
    }

    /// ``refreshAfter(now:in:at:)`` in seconds since 1970.
    static func refreshAfter(seconds now: Int64, in zone: TimeZone, at time: RefreshTime? = nil) -> Int64 {
        let today = Int64(CivilCalendar.floorDivide(Int(Timestamp.localSeconds(now, in: zone)), 86_400))
        let wall = (today + 1) * 86_400 + Int64((time?.hour ?? 0) * 3600 + (time?.minute ?? 0) * 60)
        return instant(ofWallClock: wall, in: zone)
    }

    /// The earliest instant whose local wall-clock time in `zone` is `wall` (local seconds read as
    /// UTC), or, when that wall time is skipped, the first instant after the skip.
    static func instant(ofWallClock wall: Int64, in zone: TimeZone) -> Int64 {
        func offset(_ instant: Int64) -> Int64 {
            Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))))
        }
        // Offsets in force around the wall time (a zone changes its offset at most once in two days).
        let candidates = Set([offset(wall - 86_400), offset(wall), offset(wall + 86_400)])
        let exact = candidates.map { wall - $0 }.filter { offset($0) + $0 == wall }
        if let first = exact.min() { return first }
        // A gap: the local clock jumps over `wall`. Find the first instant whose wall time is past it.
        var low = wall - (candidates.max() ?? 0) // before the jump: wall time < `wall`
        var high = wall - (candidates.min() ?? 0) // after the jump: wall time > `wall`
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if offset(middle) + middle >= wall { high = middle } else { low = middle }
        }
        return high
    }
}
