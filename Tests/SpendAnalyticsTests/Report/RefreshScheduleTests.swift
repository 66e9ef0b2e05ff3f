import Foundation
import Testing

@testable import SpendAnalytics

@Suite("Timestamps and refreshAfter across daylight-saving changes")
struct RefreshScheduleTests {
    static func instant(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text), "bad test timestamp \(text)")
    }

    struct Case: Sendable, CustomStringConvertible {
        var zone: String
        var now: String
        var at: String?
        var expected: String
        var note: String
        var description: String { "\(zone) \(now) \(at ?? "midnight"): \(note)" }
    }

    static let cases: [Case] = [
        Case(
            zone: "Asia/Kolkata", now: "2026-11-22T02:00:00+05:30", at: nil, expected: "2026-11-23T00:00:00+05:30",
            note: "docs/JSON.md's example"),
        Case(
            zone: "Asia/Kolkata", now: "2026-11-22T02:00:00+05:30", at: "06:30", expected: "2026-11-23T06:30:00+05:30",
            note: "the next day even when today's 06:30 is still ahead"),
        Case(
            zone: "Asia/Kolkata", now: "2026-11-22T00:00:00+05:30", at: nil, expected: "2026-11-23T00:00:00+05:30",
            note: "exactly midnight"),
        Case(
            zone: "Asia/Kolkata", now: "2026-12-31T23:59:59+05:30", at: nil, expected: "2027-01-01T00:00:00+05:30",
            note: "year end"),
        Case(
            zone: "Asia/Kolkata", now: "2028-02-28T10:00:00+05:30", at: nil, expected: "2028-02-29T00:00:00+05:30",
            note: "leap day"),
        Case(zone: "UTC", now: "2026-11-22T23:30:00Z", at: "23:59", expected: "2026-11-23T23:59:00+00:00", note: "UTC"),
        Case(
            zone: "Asia/Kathmandu", now: "2026-11-22T02:00:00+05:45", at: nil, expected: "2026-11-23T00:00:00+05:45",
            note: "quarter-hour offset"),
        // New York springs forward on 2026-03-08: 02:00 EST → 03:00 EDT.
        Case(
            zone: "America/New_York", now: "2026-03-07T12:00:00-05:00", at: nil, expected: "2026-03-08T00:00:00-05:00",
            note: "midnight before the change"),
        Case(
            zone: "America/New_York", now: "2026-03-08T01:30:00-05:00", at: nil, expected: "2026-03-09T00:00:00-04:00",
            note: "a 23-hour day"),
        Case(
            zone: "America/New_York", now: "2026-03-07T22:00:00-05:00", at: "02:30",
            expected: "2026-03-08T03:00:00-04:00",
            note: "02:30 does not exist: the instant the clocks jump"),
        Case(
            zone: "America/New_York", now: "2026-03-07T22:00:00-05:00", at: "02:00",
            expected: "2026-03-08T03:00:00-04:00",
            note: "02:00 does not exist either"),
        Case(
            zone: "America/New_York", now: "2026-03-07T22:00:00-05:00", at: "03:00",
            expected: "2026-03-08T03:00:00-04:00", note: "03:00 exists"),
        Case(
            zone: "America/New_York", now: "2026-03-07T22:00:00-05:00", at: "01:59",
            expected: "2026-03-08T01:59:00-05:00", note: "just before the gap"),
        // New York falls back on 2026-11-01: 02:00 EDT → 01:00 EST, 01:00–01:59 happen twice.
        Case(
            zone: "America/New_York", now: "2026-10-31T20:00:00-04:00", at: "01:30",
            expected: "2026-11-01T01:30:00-04:00",
            note: "a repeated time is its first occurrence"),
        Case(
            zone: "America/New_York", now: "2026-10-31T23:00:00-04:00", at: nil, expected: "2026-11-01T00:00:00-04:00",
            note: "midnight before the change"),
        Case(
            zone: "America/New_York", now: "2026-11-01T01:30:00-05:00", at: nil, expected: "2026-11-02T00:00:00-05:00",
            note: "from the second 01:30, a 25-hour day"),
        Case(
            zone: "America/New_York", now: "2026-11-01T01:30:00-04:00", at: "01:30",
            expected: "2026-11-02T01:30:00-05:00", note: "the day after"),
        // London: 2026-03-29 01:00 GMT → 02:00 BST; 2026-10-25 02:00 BST → 01:00 GMT.
        Case(
            zone: "Europe/London", now: "2026-03-28T10:00:00+00:00", at: "01:15", expected: "2026-03-29T02:00:00+01:00",
            note: "01:15 is skipped"),
        Case(
            zone: "Europe/London", now: "2026-03-28T10:00:00+00:00", at: nil, expected: "2026-03-29T00:00:00+00:00",
            note: "midnight before the change"),
        Case(
            zone: "Europe/London", now: "2026-03-29T00:30:00+00:00", at: nil, expected: "2026-03-30T00:00:00+01:00",
            note: "after the change"),
        Case(
            zone: "Europe/London", now: "2026-10-24T12:00:00+01:00", at: "01:30", expected: "2026-10-25T01:30:00+01:00",
            note: "first 01:30"),
        Case(
            zone: "Europe/London", now: "2026-10-25T01:30:00+00:00", at: nil, expected: "2026-10-26T00:00:00+00:00",
            note: "second 01:30"),
        Case(
            zone: "Europe/London", now: "2026-10-25T00:30:00+01:00", at: "06:00", expected: "2026-10-26T06:00:00+00:00",
            note: "after a 25-hour day"),
        // São Paulo started daylight time at midnight on 2018-11-04: that midnight never happened.
        Case(
            zone: "America/Sao_Paulo", now: "2018-11-03T12:00:00-03:00", at: nil, expected: "2018-11-04T01:00:00-02:00",
            note: "a skipped midnight becomes 01:00"),
    ]

    @Test("refreshAfter", arguments: cases)
    func refreshAfter(_ testCase: Case) throws {
        let zone = try #require(TimeZone(identifier: testCase.zone))
        let time = try testCase.at.map { try #require(RefreshTime($0)) }
        let refresh = RefreshSchedule.refreshAfter(now: try Self.instant(testCase.now), in: zone, at: time)
        #expect(Timestamp.iso8601(refresh, in: zone) == testCase.expected)
        #expect(refresh == (try Self.instant(testCase.expected)))
        #expect(refresh > (try Self.instant(testCase.now)))
    }

    @Test(
        "ISO 8601 with the zone's offset at that instant",
        arguments: [
            ("2026-11-21T20:30:00Z", "Asia/Kolkata", "2026-11-22T02:00:00+05:30"),
            ("2026-07-01T12:00:00Z", "America/New_York", "2026-07-01T08:00:00-04:00"),
            ("2026-01-01T12:00:00Z", "America/New_York", "2026-01-01T07:00:00-05:00"),
            ("2026-07-01T12:00:00Z", "Europe/London", "2026-07-01T13:00:00+01:00"),
            ("2026-01-01T00:00:00Z", "UTC", "2026-01-01T00:00:00+00:00"),
            ("2024-02-29T23:59:59Z", "UTC", "2024-02-29T23:59:59+00:00"),
            ("1969-12-31T23:59:59Z", "UTC", "1969-12-31T23:59:59+00:00"),
            ("2000-03-01T00:00:00Z", "Pacific/Kiritimati", "2000-03-01T14:00:00+14:00"),
            ("2026-11-22T00:00:00Z", "Pacific/Pago_Pago", "2026-11-21T13:00:00-11:00"),
        ])
    func iso8601(utc: String, zone: String, expected: String) throws {
        #expect(Timestamp.iso8601(try Self.instant(utc), in: try #require(TimeZone(identifier: zone))) == expected)
    }

    @Test("fractions of a second are dropped")
    func wholeSeconds() throws {
        let now = try Self.instant("2026-11-22T02:00:00+05:30").addingTimeInterval(0.999)
        #expect(
            Timestamp.iso8601(now, in: try #require(TimeZone(identifier: "Asia/Kolkata")))
                == "2026-11-22T02:00:00+05:30")
    }

    @Test("the calendar month of the clock in the zone")
    func yearMonth() throws {
        let instant = try Self.instant("2026-11-30T20:00:00Z")
        #expect(
            Timestamp.yearMonth(instant, in: try #require(TimeZone(identifier: "Asia/Kolkata")))
                == YearMonth(year: 2026, month: 12))
        #expect(
            Timestamp.yearMonth(instant, in: try #require(TimeZone(identifier: "America/New_York")))
                == YearMonth(year: 2026, month: 11))
    }

    @Test("--refresh-at accepts HH:mm only", arguments: ["24:00", "7:30", "07:60", "0730", "07:30:00", "", "aa:bb"])
    func badRefreshTimes(_ text: String) {
        #expect(RefreshTime(text) == nil)
    }
}
