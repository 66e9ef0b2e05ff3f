import Foundation
import Testing

@testable import SpendAnalytics

/// `explain`: the category, its colour and side, and the rule that chose it.
@Suite("Explain")
struct ExplainTests {
    static let rulesYAML = """
        categories:
          - { name: Pets, color: "#8E6C8A", direction: spent }
        rules:
          - { category: Pets, contains: [petsmart, "vet clinic"] }
          - { category: Rent, regex: "^NEFT.*RENT", direction: spent }
          - { category: Salary, contains: [salary, payroll], direction: received, min: 1000.00 }
          - category: Shopping
            contains: [amazon]
            max: 50
        """

    static func categorizer() throws -> Categorizer {
        Categorizer(rules: try CategoryRules.parse(yaml: rulesYAML, file: "rules.yaml"))
    }

    @Test("a user rule: file, line and the conditions that held")
    func userRule() throws {
        var categorizer = try Self.categorizer()
        let pets = categorizer.explain(
            description: "THE VET CLINIC, PETSMART", amount: Money(minorUnits: 1250), direction: .spent)
        #expect(pets.rule == "rules.yaml:4: contains \"vet clinic\"", "the keyword found first in the text")
        #expect(
            pets.description == """
                category:    Pets
                color:       #8E6C8A
                direction:   spent
                transfer:    no
                rule:        rules.yaml:4: contains "vet clinic"

                """)
        let rent = categorizer.explain(description: "NEFT DR-X-HOUSE RENT", amount: nil, direction: .spent)
        #expect(rent.rule == "rules.yaml:5: regex \"^NEFT.*RENT\", direction spent")
        let salary = categorizer.explain(
            description: "ACME PAYROLL", amount: Money(minorUnits: 100_000), direction: .received)
        #expect(salary.rule == "rules.yaml:6: contains \"payroll\", direction received, min 1000.00")
        #expect(salary.category == Category(name: "Salary", color: "#117733", direction: .received))
        let shopping = categorizer.explain(description: "Amazon", amount: Money(minorUnits: 5000), direction: .spent)
        #expect(shopping.rule == "rules.yaml:7: contains \"amazon\", max 50.00")
    }

    @Test("without an amount, rules with min or max do not match")
    func noAmount() throws {
        var categorizer = try Self.categorizer()
        let salary = categorizer.explain(description: "ACME PAYROLL", amount: nil, direction: .received)
        #expect(salary.rule == "built-in: keyword \"payroll\"")
        #expect(salary.category.name == "Salary")
    }

    @Test("the export's Category column, built-in keywords and Others")
    func otherReasons() throws {
        var categorizer = try Self.categorizer()
        let column = categorizer.explain(
            description: "SWIGGY", amount: nil, direction: .spent, sourceCategory: " Gifts & Donations ")
        #expect(column.rule == "export's Category column \"Gifts & Donations\"")
        #expect(column.subcategory == nil)
        #expect(
            column.category
                == Category(
                    name: "Gifts & Donations", color: StableColor.color(for: "Gifts & Donations"), direction: .spent))
        // A label the taxonomy places: the built-in category, the label as the subcategory.
        let placed = categorizer.explain(
            description: "SWIGGY", amount: nil, direction: .spent, sourceCategory: " Dining Out ")
        #expect(placed.rule == "export's Category column \"Dining Out\" (keyword \"dining\")")
        #expect(placed.category.name == "Food & Dining" && placed.subcategory == "Dining Out")
        let builtin = categorizer.explain(
            description: "UPI-SWIGGY-swiggy.stores@axb-AXB838208731501-Payment for order",
            amount: Money(minorUnits: 32900), direction: .spent)
        #expect(
            builtin.description == """
                category:    Food & Dining
                color:       #E69F00
                direction:   spent
                transfer:    no
                rule:        built-in: keyword "swiggy"

                """)
        let wallet = categorizer.explain(description: "Added to wallet", amount: nil, direction: .received)
        #expect(wallet.rule == "built-in: keyword \"added to wallet\"")
        #expect(wallet.description.contains("transfer:    yes"))
        let rail = categorizer.explain(
            description: "IMPS/P2A/612345678901/RAMESH KUMAR/", amount: nil, direction: .spent)
        #expect(
            rail.rule.hasPrefix("payment rail: Lexicon/rails.tsv:") && rail.category.name == "Transfers", "\(rail.rule)"
        )
        let nothing = categorizer.explain(description: "RAMESH KUMAR 612345678901", amount: nil, direction: .spent)
        #expect(nothing.rule == "no rule matched: Others")
        #expect(nothing.category == Category(name: "Others", color: "#BDBDBD", direction: .spent))
    }

    @Test("explain and categorize agree on every sample row")
    func agreesWithCategorize() throws {
        let rows =
            try SampleStatements.hdfc() + SampleStatements.paytm(joined: true)
            + SampleStatements.amex(withCategory: true)
        var categorizing = try Self.categorizer()
        var explaining = try Self.categorizer()
        for row in rows {
            let id = categorizing.categorize(row.record)
            let explanation = explaining.explain(
                description: row.description, amount: row.amount, direction: row.direction,
                sourceCategory: row.sourceCategory.isEmpty ? nil : row.sourceCategory)
            #expect(explanation.category == categorizing.taxonomy[id], "line \(row.line): \(row.description)")
        }
    }
}

/// The `explain` and `categories` subcommands, run as the built binary.
@Suite("explain and categories commands")
struct CategorizeCommandTests {
    static func rulesFile(_ yaml: String) throws -> URL {
        let directory = try CLIRunner.temporaryDirectory()
        let url = directory.appendingPathComponent("rules.yaml")
        try Data(yaml.utf8).write(to: url)
        return url
    }

    @Test("explain prints the category, colour, side and rule on stdout")
    func explain() throws {
        let result = try CLIRunner.run([
            "explain", "POS 416021XXXXXX1234 DMART AVENUE KORAMANGALA", "--amount", "-3603.99",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                category:    Groceries
                color:       #009E73
                darkColor:   #009E73
                direction:   spent
                transfer:    no
                rule:        built-in: keyword "dmart"

                """)
        // docs/CATEGORIES.md's example with a subcategory: every value starts after the longest label.
        let placed = try CLIRunner.run([
            "explain", "WHOLE FOODS MARKET #10245", "--amount", "-84.17",
            "--category", "Merchandise & Supplies-Groceries",
        ])
        #expect(placed.status == 0)
        #expect(
            placed.stdout == """
                category:    Groceries
                subcategory: Merchandise & Supplies-Groceries
                color:       #009E73
                darkColor:   #009E73
                direction:   spent
                transfer:    no
                rule:        export's Category column "Merchandise & Supplies-Groceries" (amex table)

                """)
        let received = try CLIRunner.run([
            "explain", "NEFT CR-HDFC0000001-ACME SOFTWARE PVT LTD-SALARY SEP 2026", "--direction", "received",
        ])
        #expect(received.stdout.contains("category:    Salary\n"))
    }

    @Test("explain with a rules file names the file and line")
    func explainWithRules() throws {
        let rules = try Self.rulesFile(ExplainTests.rulesYAML)
        defer { try? FileManager.default.removeItem(at: rules.deletingLastPathComponent()) }
        let result = try CLIRunner.run(["explain", "PETSMART #12", "--amount=-12.50", "--rules", rules.path])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("rule:        \(rules.path):4: contains \"petsmart\"\n"))
        let column = try CLIRunner.run(["explain", "SWIGGY", "--category", "Dining Out"])
        #expect(column.stdout.contains("rule:        export's Category column \"Dining Out\" (keyword \"dining\")\n"))
        let own = try CLIRunner.run(["explain", "SWIGGY", "--category", "Gifts & Donations"])
        #expect(own.stdout.contains("rule:        export's Category column \"Gifts & Donations\"\n"))
    }

    @Test("a bad rules file exits 65, a missing one 66, a bad amount 64")
    func errors() throws {
        let bad = try Self.rulesFile("rules:\n  - { category: Petz, contains: [x] }\n")
        defer { try? FileManager.default.removeItem(at: bad.deletingLastPathComponent()) }
        let result = try CLIRunner.run(["categories", "--rules", bad.path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "spendreport: error: \(bad.path):2: unknown category \"Petz\": not built in and not declared under categories:\n"
        )
        let missing = try CLIRunner.run(["explain", "X", "--rules", "/nonexistent/rules.yaml"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "spendreport: error: /nonexistent/rules.yaml: rules file not found\n")
        #expect(try CLIRunner.run(["explain", "X", "--amount", "twelve"]).status == 64)
        #expect(try CLIRunner.run(["explain", "X", "--amount", "-5", "--direction", "received"]).status == 64)
    }

    @Test("categories lists the taxonomy with a rules file's additions")
    func categories() throws {
        let rules = try Self.rulesFile(ExplainTests.rulesYAML)
        defer { try? FileManager.default.removeItem(at: rules.deletingLastPathComponent()) }
        let result = try CLIRunner.run(["categories", "--rules", rules.path])
        #expect(result.status == 0)
        let parsed = try CategoryRules.parse(yaml: ExplainTests.rulesYAML, file: "rules.yaml")
        #expect(result.stdout == TaxonomyListing.textAsReported(parsed.taxonomy))
        #expect(result.stdout.contains("spent      Pets               #8E6C8A  #8E6C8A    no\n"))
    }

    @Test("categories shows each category in the colours a real report's JSON gives its slices")
    func categoriesMatchReport() throws {
        let listing = try CLIRunner.run(["categories"])
        #expect(listing.status == 0)
        var shown: [String: (String, String)] = [:]
        for line in listing.stdout.split(separator: "\n").dropFirst() {
            let cells = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            let name = cells[1..<(cells.count - 3)].joined(separator: " ")
            shown[cells[0] + "/" + name] = (cells[cells.count - 3], cells[cells.count - 2])
        }
        let golden = EndToEndTests.goldenRoot.appendingPathComponent("hdfc-savings/spend-analytics.json")
        let model = try ChartJSON.decode(Array(Data(contentsOf: golden)))
        var compared = 0
        for (direction, side) in [("spent", model.entries[0].spent), ("received", model.entries[0].received)] {
            for slice in side.slices {
                let colors = try #require(shown[direction + "/" + slice.category], "\(slice.category) not listed")
                #expect(colors.0 == slice.color && colors.1 == slice.darkColor, "\(direction) \(slice.category)")
                compared += 1
            }
        }
        #expect(compared >= 6)
    }
}
