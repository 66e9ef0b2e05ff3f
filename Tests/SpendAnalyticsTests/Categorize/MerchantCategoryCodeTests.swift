import Foundation
import Testing

@testable import SpendAnalytics

@Suite("Card merchant category codes")
struct MerchantCategoryCodeTests {
    @Test("the table covers the ISO 18245 codes, each once, with the category a person expects")
    func table() throws {
        let covered = MerchantCategoryCodes.categoryOfCode.filter { $0 >= 0 }.count
        #expect(covered >= 900, "\(covered)")
        let expected: [(Int16, String)] = [
            (5411, "Groceries"), (5812, "Food & Dining"), (5814, "Food & Dining"),
            (5541, "Transport & Fuel"), (5542, "Transport & Fuel"), (4111, "Transport & Fuel"),
            (4121, "Transport & Fuel"), (4511, "Travel"), (3000, "Travel"), (3501, "Travel"),
            (7011, "Travel"), (4900, "Bills & Utilities"), (4814, "Bills & Utilities"),
            (5912, "Health"), (8011, "Health"), (8220, "Education"), (7832, "Entertainment"),
            (5311, "Shopping"), (6011, "Transfers"), (9311, "Others"),
        ]
        for (code, category) in expected {
            #expect(MerchantCategoryCodes.entry(of: code)?.category == category, "\(code)")
        }
        #expect(MerchantCategoryCodes.entry(of: 5411)?.name == "Grocery Stores, Supermarkets")
    }

    @Test("MerchantCategoryCodesData.swift is what scripts/generate-mcc.py makes of mcc.tsv")
    func generatedFileIsCurrent() throws {
        let run = try ArchitectureTests.check(
            ["--check"], script: ArchitectureTests.packageRoot.appendingPathComponent("scripts/generate-mcc.py"))
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("the generator refuses a code given twice and an unknown category")
    func generatorRefuses() throws {
        let root = try ArchitectureTests.tree([
            "Sources/SpendAnalytics/Categorize/MCC/mcc.tsv":
                "# test\n3000-3010\tTravel\tAirlines\n3005\tTravel\tSome Air\n5411\tPets\tGrocery\n",
            "scripts/generate-mcc.py": try String(
                contentsOf: ArchitectureTests.packageRoot.appendingPathComponent("scripts/generate-mcc.py"),
                encoding: .utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ArchitectureTests.check([], script: root.appendingPathComponent("scripts/generate-mcc.py"))
        #expect(run.status == 1)
        #expect(run.output.contains("mcc.tsv:3: code 3005 is already given at mcc.tsv:2"), "\(run.output)")
        #expect(run.output.contains("mcc.tsv:4: unknown category 'Pets'"), "\(run.output)")
    }

    @Test("a code decides above keywords and the lexicon, below the rules file and the export's Category column")
    func precedence() throws {
        var categorizer = Categorizer()
        let grocery = categorizer.explain(
            description: "NETFLIX 12", amount: nil, direction: .spent, merchantCategoryCode: 5411)
        #expect(grocery.category.name == "Groceries")
        let line = try #require(MerchantCategoryCodes.entry(of: 5411)?.line)
        #expect(grocery.rule == "merchant category code 5411: MCC/mcc.tsv:\(line) \"Grocery Stores, Supermarkets\"")
        // The export's own Category column wins over the code.
        #expect(
            categorizer.explain(
                description: "X", amount: nil, direction: .spent, sourceCategory: "Travel",
                merchantCategoryCode: 5411
            ).category.name == "Travel")
        // A code filed under Others, or whose category the side lacks, decides nothing.
        #expect(
            categorizer.explain(description: "NETFLIX 12", amount: nil, direction: .spent, merchantCategoryCode: 9311)
                .category.name == "Entertainment")
        #expect(
            categorizer.explain(
                description: "TESCO REFUND", amount: nil, direction: .received, merchantCategoryCode: 5411
            ).category.name == "Refunds")
        // A rules file wins over the code.
        var ruled = Categorizer(
            rules: try CategoryRules.parse(
                yaml: "rules:\n  - { category: Shopping, contains: [netflix] }\n", file: "r.yaml"))
        #expect(
            ruled.explain(description: "NETFLIX 12", amount: nil, direction: .spent, merchantCategoryCode: 5411)
                .category.name == "Shopping")
    }

    @Test("an MCC column is read, by its header in several spellings, and decides each row")
    func column() throws {
        for header in ["MCC", "Merchant Category Code", "mcc code"] {
            let csv =
                "Date,Description,Amount,Currency,\(header)\n2026-03-02,ACME 123,-12.50,EUR,5411\n2026-03-03,ACME 124,-2.00,EUR,0742\n2026-03-04,ACME 125,-3.00,EUR,\n2026-03-05,ACME 126,-4.00,EUR,54110\n"
            var codes: [Int16] = []
            var categories: [String] = []
            var categorizer = Categorizer()
            _ = try TransactionReader(
                source: .bytes(Array(csv.utf8), name: "card.csv"), options: ReaderOptions(timeZone: ReaderHarness.utc)
            )
            .read { record in
                codes.append(record.mcc)
                categories.append(categorizer.taxonomy[categorizer.categorize(record)].name)
            }
            #expect(codes == [5411, 742, -1, -1], "\(header)")
            #expect(categories == ["Groceries", "Others", "Others", "Others"], "\(header)")
        }
    }
}
