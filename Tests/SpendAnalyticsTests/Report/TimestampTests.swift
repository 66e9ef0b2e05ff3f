import Foundation
import Testing

@testable import SpendAnalytics

@Suite("--now: ISO 8601 date-times read without Foundation's formatter")
struct TimestampTests {
    @Test(
        "agrees with ISO8601DateFormatter on offsets, Z, leap days and year ends",
        arguments: [
            "2026-11-22T02:00:00+05:30", "2026-11-22T20:30:00Z", "2026-03-08T01:59:59-05:00",
            "2028-02-29T23:59:59+05:45", "1969-12-31T23:59:59Z", "2026-12-31T23:00:00-10:00",
            "2000-01-01T00:00:00+14:00", "2026-11-22T02:00:00+0530",
        ])
    func agreesWithFoundation(text: String) throws {
        let expected = try #require(ISO8601DateFormatter().date(from: text))
        #expect(Timestamp.seconds(iso8601: text) == Int64(expected.timeIntervalSince1970))
    }

    @Test("exact seconds for docs/JSON.md's example")
    func specExample() {
        #expect(Timestamp.seconds(iso8601: "2026-11-22T02:00:00+05:30") == 1_795_293_000)
        #expect(Timestamp.seconds(iso8601: "2026-11-21T20:30:00z") == 1_795_293_000)
    }

    @Test("a leap second is the last second of its day, never the next day's first")
    func leapSecond() {
        #expect(
            Timestamp.seconds(iso8601: "2016-12-31T23:59:60Z") == Timestamp.seconds(iso8601: "2016-12-31T23:59:59Z"))
        #expect(Timestamp.seconds(iso8601: "2016-12-31T23:59:60Z") == 1_483_228_799)
        #expect(Timestamp.seconds(iso8601: "2026-11-22T02:00:61Z") == nil)
    }

    @Test(
        "rejects what is not a date-time with an offset",
        arguments: [
            "yesterday", "2026-11-22T02:00:00", "2026-11-22 02:00:00+05:30", "2026-02-30T00:00:00Z",
            "2026-11-22T24:00:00Z", "2026-11-22T02:60:00Z", "2026-11-22T02:00:00+05:3", "2026-11-22T02:00:00+25:00",
            "2026-11-22T02:00:00.5Z", "2026-11-22T02:00:00+05:30x", "2026-1-22T02:00:00Z", "२०२६-11-22T02:00:00Z",
        ])
    func rejects(text: String) {
        #expect(Timestamp.seconds(iso8601: text) == nil)
    }
}
