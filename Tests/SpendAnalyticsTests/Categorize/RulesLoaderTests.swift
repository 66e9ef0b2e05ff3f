import Foundation
import Testing

@testable import SpendAnalytics

/// The rules file: what it accepts, and every error with its exact line.
@Suite("Rules file")
struct RulesLoaderTests {
    static func parse(_ yaml: String) throws(RulesError) -> CategoryRules {
        try CategoryRules.parse(yaml: yaml, file: "rules.yaml")
    }

    // MARK: - Accepted files

    @Test("docs/CATEGORIES.md's example file")
    func specExample() throws {
        let rules = try Self.parse(
            """
            categories:            # optional: add or recolour categories
              - { name: Pets, color: "#8E6C8A", direction: spent }
            rules:                 # tried in order; the first rule whose conditions all hold wins
              - { category: Pets, contains: [petsmart, "vet clinic"] }
              - { category: Rent, regex: "^NEFT.*RENT", direction: spent }
              - { category: Salary, contains: [salary, payroll], direction: received, min: 1000.00 }
            """)
        #expect(rules.file == "rules.yaml")
        let pets = try #require(rules.taxonomy.id(named: "pets", direction: .spent))
        #expect(rules.taxonomy[pets] == Category(name: "Pets", color: "#8E6C8A", direction: .spent))
        #expect(rules.taxonomy.id(named: "Pets", direction: .received) == nil)
        #expect(rules.rules.map(\.line) == [4, 5, 6])
        #expect(rules.rules.map(\.category) == ["Pets", "Rent", "Salary"])
        #expect(rules.rules[0].contains == ["petsmart", "vet clinic"])
        #expect(rules.rules[0].spentCategory == pets && rules.rules[0].receivedCategory == nil)
        #expect(rules.rules[1].regex?.pattern == "^NEFT.*RENT")
        #expect(rules.rules[1].direction == .spent)
        #expect(rules.rules[2].minimum == Money(minorUnits: 100_000))
        #expect(rules.rules[2].maximum == nil)
        #expect(rules.rules[2].receivedCategory == rules.taxonomy.id(named: "Salary", direction: .received))
    }

    @Test("block style, a single contains string, colour spellings and amounts")
    func blockStyle() throws {
        let rules = try Self.parse(
            """
            categories:
              - name: Gifts
                colour: "#a1b2c3"
                transfer: false
            rules:
              - category: Gifts
                contains: "gift card"
                min: 0.5
                max: 12
            """)
        for side in Direction.allCases {
            let id = try #require(
                rules.taxonomy.id(named: "Gifts", direction: side), "a new name without direction is on both sides")
            #expect(rules.taxonomy[id].color == "#A1B2C3")
        }
        #expect(rules.rules[0].line == 6)
        #expect(rules.rules[0].contains == ["gift card"])
        #expect(rules.rules[0].minimum == Money(minorUnits: 50))
        #expect(rules.rules[0].maximum == Money(minorUnits: 1200))
        #expect(rules.rules[0].spentCategory != nil && rules.rules[0].receivedCategory != nil)
    }

    @Test("recolouring a built-in category keeps its name, side(s) and transfer flag")
    func recolour() throws {
        let rules = try Self.parse(
            """
            categories:
              - { name: transfers, color: "#444444" }
              - { name: Rent, direction: spent, transfer: true }
            """)
        let builtin = BuiltinTaxonomy.taxonomy
        #expect(rules.taxonomy.categories.count == builtin.categories.count)
        for side in Direction.allCases {
            let id = try #require(rules.taxonomy.id(named: "Transfers", direction: side))
            #expect(
                rules.taxonomy[id] == Category(name: "Transfers", color: "#444444", direction: side, isTransfer: true))
        }
        let rent = try #require(rules.taxonomy.id(named: "Rent", direction: .spent))
        #expect(rules.taxonomy[rent] == Category(name: "Rent", color: "#663333", direction: .spent, isTransfer: true))
    }

    @Test("a new category without a colour gets its stable colour")
    func stableColourForNewCategory() throws {
        let rules = try Self.parse("categories:\n  - { name: Pets, direction: spent }\n")
        let id = try #require(rules.taxonomy.id(named: "Pets", direction: .spent))
        #expect(rules.taxonomy[id].color == StableColor.color(for: "Pets"))
    }

    @Test(
        "empty files and empty sections are no rules",
        arguments: ["", "# nothing yet\n", "rules:\n", "categories:\nrules: []\n"])
    func empty(_ yaml: String) throws {
        let rules = try Self.parse(yaml)
        #expect(rules.rules.isEmpty)
        #expect(rules.taxonomy == BuiltinTaxonomy.taxonomy)
    }

    // MARK: - Errors, each with its line

    struct BadFile: CustomTestStringConvertible, Sendable {
        var yaml: String
        var error: String
        var testDescription: String { error }
    }

    static let badFiles: [BadFile] = [
        BadFile(
            yaml: "rules:\n  - { category: Pets, contains: [petsmart }\n",
            error:
                "rules.yaml:2: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence started on line 2)"
        ),
        BadFile(
            yaml: "rules:\n  - category: Shopping\n   contains: [x]\n",
            error:
                "rules.yaml:3: YAML syntax error: did not find expected '-' indicator (while parsing a block collection started on line 2)"
        ),
        BadFile(
            yaml: "rules:\n\t- category: Shopping\n",
            error:
                "rules.yaml:2: YAML syntax error: found character that cannot start any token (while scanning for the next token started on line 2)"
        ),
        BadFile(
            yaml: "# rules\n\nrules:\n  - category: Shopping\n    contains: [x]\n    contains: [y]\n",
            error: "rules.yaml:5: key \"contains\" is given more than once in one mapping"),
        BadFile(
            yaml: "- a\n- b\n",
            error: "rules.yaml:1: a rules file is a mapping with the keys categories: and rules:"),
        BadFile(
            yaml: "categories: []\nrule:\n  - { category: Pets, contains: [x] }\n",
            error: "rules.yaml:2: unknown key \"rule\" in a rules file (expected categories, rules)"),
        BadFile(
            yaml: "rules:\n  - { category: Shopping, contains: [x] }\n  - { category: Shopping, contain: [y] }\n",
            error:
                "rules.yaml:3: unknown key \"contain\" in a rule (expected category, contains, regex, direction, min, max)"
        ),
        BadFile(
            yaml: "categories:\n  - name: Pets\n    colr: \"#8E6C8A\"\n",
            error:
                "rules.yaml:3: unknown key \"colr\" in a category (expected name, color, colour, direction, transfer)"),
        BadFile(
            yaml:
                "categories:\n  - { name: Pets, direction: spent }\nrules:\n  - { category: Shopping, contains: [x] }\n  - category: Petz\n    contains: [petsmart]\n",
            error: "rules.yaml:5: unknown category \"Petz\": not built in and not declared under categories:"),
        BadFile(
            yaml: "rules:\n  - { category: Salary, contains: [bonus], direction: spent }\n",
            error: "rules.yaml:2: category \"Salary\" is a received category, but the rule says direction: spent"),
        BadFile(
            yaml: "rules:\n  - category: Rent\n    regex: \"^NEFT.*(RENT\"\n",
            error: "rules.yaml:3: regex \"^NEFT.*(RENT\" is not a valid ICU regular expression"),
        BadFile(
            yaml: "rules:\n  - { category: Rent, regex: \"\" }\n",
            error: "rules.yaml:2: the regex is empty"),
        BadFile(
            yaml: "categories:\n  - name: Pets\n    color: #8E6C8A\n",
            error: "rules.yaml:3: color is empty (a bare # starts a YAML comment: quote the colour, \"#8E6C8A\")"),
        BadFile(
            yaml: "categories:\n  - { name: Pets, color: \"#8E6C8\" }\n",
            error: "rules.yaml:2: color \"#8E6C8\" is not a colour of the form \"#RRGGBB\""),
        BadFile(
            yaml: "categories:\n  - { name: Pets, colour: purple }\n",
            error: "rules.yaml:2: colour \"purple\" is not a colour of the form \"#RRGGBB\""),
        BadFile(
            yaml: "categories:\n  - name: Pets\n    color: \"#8E6C8A\"\n    colour: \"#8E6C8A\"\n",
            error: "rules.yaml:4: both color and colour are given"),
        BadFile(
            yaml: "categories:\n  - { name: Pets, direction: out }\n",
            error: "rules.yaml:2: direction \"out\" must be spent or received"),
        BadFile(
            yaml: "rules:\n  - category: Shopping\n    contains: [x]\n    direction: debit\n",
            error: "rules.yaml:4: direction \"debit\" must be spent or received"),
        BadFile(
            yaml: "categories:\n  - { name: Pets, transfer: maybe }\n",
            error: "rules.yaml:2: transfer \"maybe\" must be true or false"),
        BadFile(
            yaml: "rules:\n  - category: Shopping\n    contains: [x]\n    min: 500\n    max: 100.00\n",
            error: "rules.yaml:5: min 500.00 is greater than max 100.00"),
        BadFile(
            yaml: "rules:\n  - { category: Shopping, contains: [x], min: -5 }\n",
            error: "rules.yaml:2: min \"-5\" is not an amount such as 1000 or 1000.50 (absolute, in major units)"),
        BadFile(
            yaml: "rules:\n  - { category: Shopping, contains: [x], max: 1.234 }\n",
            error: "rules.yaml:2: max \"1.234\" is not an amount such as 1000 or 1000.50 (absolute, in major units)"),
        BadFile(
            yaml: "rules:\n  - category: Shopping\n    contains: [x]\n    min: 1e3\n",
            error: "rules.yaml:4: min \"1e3\" is not an amount such as 1000 or 1000.50 (absolute, in major units)"),
        BadFile(
            yaml: "rules:\n  - { contains: [x] }\n",
            error: "rules.yaml:2: the rule has no category"),
        BadFile(
            yaml: "rules:\n  - { category: Shopping, contains: [x] }\n  - category: Shopping\n",
            error: "rules.yaml:3: the rule has no condition: give contains, regex, direction, min or max"),
        BadFile(
            yaml: "rules:\n  - { category: Shopping, contains: [] }\n",
            error: "rules.yaml:2: contains is empty"),
        BadFile(
            yaml: "rules:\n  - category: Shopping\n    contains:\n      - amazon\n      - \"\"\n",
            error: "rules.yaml:5: an empty contains entry would match every description"),
        BadFile(
            yaml: "rules:\n  - category: Shopping\n    contains: { a: b }\n",
            error: "rules.yaml:3: contains is a list of strings, such as [petsmart, \"vet clinic\"]"),
        BadFile(
            yaml: "rules:\n  - category: [Shopping]\n    contains: [x]\n",
            error: "rules.yaml:2: category must be a single value, not a list or a mapping"),
        BadFile(
            yaml: "rules:\n  category: Shopping\n",
            error: "rules.yaml:2: rules must be a list (each entry starting with -)"),
        BadFile(
            yaml: "rules:\n  - Shopping\n",
            error: "rules.yaml:2: each rule is a mapping such as { category: Pets, contains: [petsmart] }"),
        BadFile(
            yaml: "categories:\n  - Pets\n",
            error:
                "rules.yaml:2: each category is a mapping such as { name: Pets, color: \"#8E6C8A\", direction: spent }"),
        BadFile(
            yaml: "categories:\n  - { color: \"#8E6C8A\" }\n",
            error: "rules.yaml:2: the category has no name"),
        BadFile(
            yaml:
                "categories:\n  - { name: Pets, direction: spent }\n  - { name: pets, direction: spent, color: \"#000000\" }\n",
            error: "rules.yaml:3: category \"pets\" (spent) is declared twice (first on line 2)"),
    ]

    @Test("a bad rules file names its line", arguments: badFiles)
    func badFile(_ bad: BadFile) {
        #expect {
            _ = try Self.parse(bad.yaml)
        } throws: { error in
            guard let error = error as? RulesError else { return false }
            #expect(error.description == bad.error)
            #expect(!error.isMissingFile)
            return true
        }
    }

    @Test("bytes that are not UTF-8 are an error on their line")
    func notUTF8() {
        let bytes = Array("rules:\n  - { category: Shopping, contains: [caf".utf8) + [0xE9] + Array("] }\n".utf8)
        #expect(throws: RulesError(file: "rules.yaml", line: 2, message: "the rules file is not valid UTF-8 text")) {
            _ = try CategoryRules.parse(yaml: bytes, file: "rules.yaml")
        }
    }

    @Test("a missing rules file is flagged as missing (exit 66)")
    func missingFile() {
        let path = "/nonexistent-\(UUID().uuidString)/rules.yaml"
        #expect(throws: RulesError(file: path, message: "rules file not found", isMissingFile: true)) {
            _ = try CategoryRules.load(path: path)
        }
    }

    @Test("a directory is not a rules file")
    func directory() {
        let path = FileManager.default.temporaryDirectory.path
        #expect(throws: RulesError(file: path, message: "is a directory, not a rules file")) {
            _ = try CategoryRules.load(path: path)
        }
    }

    @Test("load reads a file from disk and names it in errors")
    func loadFromDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.yaml")
        try Data("rules:\n  - { category: Shopping, contains: [x] }\n".utf8).write(to: good)
        #expect(try CategoryRules.load(path: good.path).rules.count == 1)
        let bad = directory.appendingPathComponent("bad.yaml")
        try Data("rules:\n  - { category: Nope, contains: [x] }\n".utf8).write(to: bad)
        #expect(
            throws: RulesError(
                file: bad.path, line: 2,
                message: "unknown category \"Nope\": not built in and not declared under categories:")
        ) {
            _ = try CategoryRules.load(path: bad.path)
        }
    }
}

@Suite("Decimal amounts")
struct DecimalAmountTests {
    @Test(
        "exact minor units from text",
        arguments: [
            ("0", 0), ("7", 700), ("1000.00", 100_000), ("12.5", 1250), ("0.05", 5),
            ("92233720368547758.07", Int64.max),
        ] as [(String, Int64)])
    func parses(_ text: String, _ minor: Int64) {
        #expect(DecimalAmount.minorUnits(text) == minor)
    }

    @Test(
        "everything else is refused",
        arguments: ["", ".", "1.", ".5", "1.234", "1,000", "-1", "+1", "1e3", "12 ", "92233720368547758.08", "1.2.3"])
    func refuses(_ text: String) {
        #expect(DecimalAmount.minorUnits(text) == nil)
    }

    @Test("a sign gives the direction")
    func signed() {
        #expect(DecimalAmount.signed("-12.50")?.direction == .spent)
        #expect(DecimalAmount.signed("-12.50")?.amount == Money(minorUnits: 1250))
        #expect(DecimalAmount.signed("+3")?.direction == .received)
        #expect(DecimalAmount.signed("3")?.amount == Money(minorUnits: 300))
        #expect(DecimalAmount.signed("--3") == nil)
    }
}
