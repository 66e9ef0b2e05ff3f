import Foundation
import Testing

@testable import SpendAnalytics

@Suite("JSON Schema of spend-analytics.json")
struct ChartSchemaTests {
    static func validator() throws -> SchemaValidator {
        SchemaValidator(root: try JSONParser.parse(ChartSchema.json()))
    }

    static func instance(_ model: ChartModel) throws -> JSONValue {
        try JSONParser.parse(ChartJSON.encode(model))
    }

    @Test("the schema is draft 2020-12 and uses only keywords the validator checks")
    func schemaShape() throws {
        let schema = try JSONParser.parse(ChartSchema.json())
        guard case .object(let root) = schema else {
            Issue.record("not an object")
            return
        }
        #expect(root["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        // Validating anything walks every keyword reachable from the document.
        #expect(try Self.validator().errors(Self.instance(ReportFixtures.busy())).isEmpty)
    }

    @Test("real reports validate", arguments: ["busy", "single", "empty", "hostile"])
    func validates(_ name: String) throws {
        let model = try [
            "busy": ReportFixtures.busy, "single": ReportFixtures.single,
            "empty": ReportFixtures.empty, "hostile": ReportFixtures.hostile,
        ][name]!()
        let errors = try Self.validator().errors(Self.instance(model))
        #expect(errors.isEmpty, "\(errors)")
    }

    /// The positive tests mean something only if the validator rejects what the schema forbids.
    @Test(
        "broken reports are rejected",
        arguments: [
            ("\"schemaVersion\" : 1", "\"schemaVersion\" : 2", "const"),
            ("\"currency\" : \"INR\"", "\"currency\" : \"inr\"", "does not match"),
            ("\"month\" : \"2026-11\"", "\"month\" : \"2026-13\"", "does not match"),
            ("\"percentage\" : 36.23", "\"percentage\" : \"36.23\"", "expected number"),
            ("\"percentage\" : 36.23", "\"percentage\" : 100.01", "above"),
            ("\"darkColor\" : \"#E69F00\"", "\"darkColor\" : \"orange\"", "does not match"),
            ("\"amount\" : 852310", "\"amount\" : 8523.10", "expected integer"),
            ("\"amount\" : 852310", "\"amount\" : -1", "below"),
            ("\"count\" : 1,", "\"count\" : 0,", "below"),
            ("\"asOf\" : \"2026-11-10\"", "\"asOf\" : \"2026-11-5\"", "does not match"),
            ("\"previousAmount\" : 2210000", "\"previousAmount\" : -5", "below"),
            ("\"refreshAfter\" : \"2026-11-23T00:00:00+05:30\",", "", "missing refreshAfter"),
            (
                "\"generatedAt\" : \"2026-11-22T02:00:00+05:30\"", "\"generatedAt\" : \"2026-11-22 02:00\"",
                "does not match"
            ),
        ])
    func rejects(original: String, replacement: String, error: String) throws {
        let text = String(decoding: try ChartJSON.encode(ReportFixtures.busy()), as: UTF8.self)
        #expect(text.contains(original), "fixture lacks \(original)")
        guard let range = text.range(of: original) else { return }
        let broken = try JSONParser.parse(Array(text.replacingCharacters(in: range, with: replacement).utf8))
        let errors = try Self.validator().errors(broken)
        #expect(errors.contains { $0.contains(error) }, "\(errors)")
    }

    /// docs/JSON.md promises readers may meet new keys: a file from a later version (one more key
    /// at the top, in a slice and in a monthly entry) still validates against this schema.
    @Test("a report with unknown keys added still validates (forward-compatible)")
    func acceptsUnknownKeys() throws {
        var text = String(decoding: try ChartJSON.encode(ReportFixtures.busy()), as: UTF8.self)
        for (original, replacement) in [
            ("\"schemaVersion\" : 1,", "\"schemaVersion\" : 1, \"futureKey\" : {\"a\" : [1]},"),
            ("\"title\" : \"Money Spent\",", "\"title\" : \"Money Spent\", \"extra\" : 1,"),
            ("\"count\" : 1,", "\"count\" : 1, \"futureSliceKey\" : \"x\","),
        ] {
            #expect(text.contains(original), "fixture lacks \(original)")
            text = text.replacingOccurrences(of: original, with: replacement)
        }
        let errors = try Self.validator().errors(JSONParser.parse(Array(text.utf8)))
        #expect(errors.isEmpty, "\(errors)")
        #expect(!String(decoding: ChartSchema.json(), as: UTF8.self).contains("additionalProperties"))
    }

    @Test(
        "reports in every --locale, with previous-month keys and asOf, validate", arguments: DisplayLocale.identifiers)
    func localesValidate(_ identifier: String) throws {
        var options = ReportFixtures.options()
        options.locale = try #require(DisplayLocale(identifier))
        let model = try ReportFixtures.model(ReportFixtures.busyRows, options: options)
        #expect(model.asOf != nil && model.entries[0].spent.slices.contains { $0.changeText != nil })
        let errors = try Self.validator().errors(Self.instance(model))
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "every golden spend-analytics.json (the built binary's real output) validates",
        arguments: EndToEndTests.samples + ["history-three-accounts"])
    func goldensValidate(_ sample: String) throws {
        let file = EndToEndTests.goldenRoot.appendingPathComponent(sample).appendingPathComponent(
            "spend-analytics.json")
        let instance = try JSONParser.parse(Array(Data(contentsOf: file)))
        let errors = try Self.validator().errors(instance)
        #expect(errors.isEmpty, "\(errors)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"asOf\"") && text.contains("\"changeText\""))
    }

    @Test("every key of the JSON is declared and required in the schema")
    func everyKeyDeclared() throws {
        func keys(_ value: JSONValue) -> Set<String> {
            switch value {
            case .object(let members): return Set(members.keys).union(members.values.flatMap(keys))
            case .array(let elements): return Set(elements.flatMap(keys))
            default: return []
            }
        }
        let used = keys(try Self.instance(ReportFixtures.busy()))
        let schemaText = String(decoding: ChartSchema.json(), as: UTF8.self)
        for key in used { #expect(schemaText.contains("\"\(key)\""), "\(key) is not in the schema") }
    }
}
