import Foundation
import Testing

@testable import SpendAnalytics

/// The csv-spectrum cases (`Fixtures/csv-spectrum`, vendored with their licence, see its README)
/// through ``CSVTokenizer``: every row, field for field, as its JSON says.
@Suite struct ConformanceTests {
    /// …/Tests/SpendAnalyticsTests/Ingest/ConformanceTests.swift → …/Tests/SpendAnalyticsTests/Fixtures/csv-spectrum
    static let spectrum = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("csv-spectrum")

    /// Every case but `location_coordinates`, whose expected JSON is known to be wrong upstream.
    static let cases = [
        "comma_in_quotes", "empty", "empty_crlf", "escaped_quotes", "json", "newlines", "newlines_crlf",
        "quotes_and_newlines", "simple", "simple_crlf", "utf8",
    ]

    @Test func theCaseListCoversTheFolder() throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: Self.spectrum.appendingPathComponent("csvs").path)
        #expect(Set(names.map { String($0.dropLast(4)) }) == Set(Self.cases + ["location_coordinates"]))
    }

    /// The tokenizer's rows for one case, each with its start line.
    static func rows(_ name: String) throws -> [(line: Int, fields: [String])] {
        let path = spectrum.appendingPathComponent("csvs/\(name).csv").path
        var rows: [(Int, [String])] = []
        try CSVTokenizer(delimiter: UInt8(ascii: ",")).tokenize(.file(path)) { row in
            rows.append((row.line, row.strings))
            return .proceed
        }
        return rows.map { (line: $0.0, fields: $0.1) }
    }

    @Test(arguments: cases)
    func matchesTheExpectedJSON(_ name: String) throws {
        let json = try Data(contentsOf: Self.spectrum.appendingPathComponent("json/\(name).json"))
        let expected = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: String]])
        let rows = try Self.rows(name)
        let header = try #require(rows.first).fields
        let objects = rows.dropFirst().map { row in
            Dictionary(uniqueKeysWithValues: zip(header, row.fields))
        }
        #expect(rows.dropFirst().allSatisfy { $0.fields.count == header.count })
        #expect(objects == expected)
    }

    @Test func recordsStartOnTheirOwnLines() throws {
        #expect(try Self.rows("newlines").map(\.line) == [1, 2, 3, 5])
        #expect(try Self.rows("newlines_crlf").map(\.line) == [1, 2, 3, 5])
        #expect(try Self.rows("quotes_and_newlines").map(\.line) == [1, 2, 5])
        #expect(try Self.rows("simple_crlf").map(\.line) == [1, 2])
    }

    /// `location_coordinates` has bare `"` in an unquoted field (not RFC 4180), and its JSON
    /// expects a phone number the CSV does not hold (csv-spectrum issue #20): strict mode rejects it.
    @Test func strictModeRejectsLocationCoordinates() {
        #expect {
            _ = try Self.rows("location_coordinates")
        } throws: { error in
            guard let error = error as? InputError, case .malformedCSV = error.reason else { return false }
            return error.position?.line == 2
        }
    }
}
