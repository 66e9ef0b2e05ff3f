import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 11, finding 5: a 60 MB Category cell wrote four 126 MB SVGs, and 2M distinct categories
/// took 50 s and 1.38 GB. Names from the Category column are cut to 64 characters, and past
/// 1,000 new categories the rows of further names are counted in Others (docs/LIMITS.md: Limits).
@Suite("Category limits")
struct CategoryLimitsTests {
    @Test("a long Category name is cut to 64 characters, as stored and as displayed")
    func longName() {
        var categorizer = Categorizer()
        let long = String(repeating: "é", count: 70)
        let name = CategorizerTests.name(&categorizer, "zzz", category: long)
        #expect(name == String(repeating: "é", count: 63) + "…")
        #expect(name.count == 64)
        let exact = String(repeating: "x", count: 64)
        #expect(CategorizerTests.name(&categorizer, "zzz", category: exact) == exact)
        // The same long value again is the same category, not a new one.
        let before = categorizer.taxonomy.categories.count
        _ = CategorizerTests.name(&categorizer, "zzz", category: long)
        #expect(categorizer.taxonomy.categories.count == before)
    }

    @Test("past 1,000 new categories, further names are counted in Others")
    func manyCategories() {
        var categorizer = Categorizer()
        let builtin = categorizer.taxonomy.categories.count
        var names: [String] = []
        for index in 0..<1_500 { names.append(CategorizerTests.name(&categorizer, "zzz", category: "Cat \(index)")) }
        #expect(categorizer.taxonomy.categories.count == builtin + 1_000)
        #expect(names[999] == "Cat 999")
        #expect(Set(names[1_000...]) == ["Others"])
        #expect(categorizer.foldedIntoOthers == 500)
        // Names already known still are their categories.
        #expect(CategorizerTests.name(&categorizer, "zzz", category: "Cat 5") == "Cat 5")
        #expect(categorizer.foldedIntoOthers == 500)
    }

    /// Through the built binary: 200,000 distinct Category values, each with a long name.
    @Test("200,000 distinct categories: bounded, counted in stats.foldedIntoOthers")
    func distinctCategoriesThroughTheCLI() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var text = "Date,Description,Amount,Category\n"
        let rows = 200_000
        for index in 0..<rows {
            text += "2026-11-02,X,-1.00,Category \(index) " + String(repeating: "y", count: 80) + "\n"
        }
        let input = try BoundedRun.write("many.csv", in: dir, [(Array(text.utf8), 1)])
        let out = dir.appendingPathComponent("out")
        let run = try BoundedRun.run([
            "report", input.path, "--out", out.path, "--now", "2026-11-22T02:00:00Z", "--timezone", "UTC",
            "--currency", "XXX",
        ])
        #expect(run.result.status == 0, "stderr: \(run.result.stderr)")
        #expect(run.seconds < 30 && run.peakKiB < 300_000, "\(run.seconds) s, \(run.peakKiB) KiB")
        let json = try String(
            decoding: Data(contentsOf: out.appendingPathComponent("spend-analytics.json")), as: UTF8.self)
        #expect(json.contains("\"foldedIntoOthers\" : \(rows - 1_000),"), "\(json.suffix(400))")
        let model = try JSONDecoder().decode(ChartModel.self, from: Data(json.utf8))
        #expect(model.stats.foldedIntoOthers == rows - 1_000)
        #expect(model.entries.first?.spent.slices.last?.category == "Others")
        #expect(model.entries.first?.spent.slices.last?.count == rows - 5)
        for name in ["spent.svg", "widget-large.svg"] {
            let size =
                try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[.size] as? Int
                ?? 0
            #expect(size < 16_384, "\(name): \(size) bytes")
        }
        #expect(
            try SchemaValidator(root: JSONParser.parse(ChartSchema.json())).errors(JSONParser.parse(Array(json.utf8)))
                == [])
    }
}
