import Testing

@testable import SpendAnalytics

/// Precedence (user rules, the export's Category column, built-in rules, Others) and the
/// conditions of user rules.
@Suite("Categorizer")
struct CategorizerTests {
    static func rules(_ yaml: String) throws -> CategoryRules {
        try CategoryRules.parse(yaml: yaml, file: "rules.yaml")
    }

    static func record(_ description: String, _ minorUnits: Int64 = -1000, category: String = "") -> TransactionRecord {
        var record = TransactionRecord()
        record.description = Array(description.utf8)
        record.direction = minorUnits < 0 ? .spent : .received
        record.amount = Money(minorUnits: abs(minorUnits))
        record.sourceCategory = Array(category.utf8)
        return record
    }

    /// The category name a description gets.
    static func name(
        _ categorizer: inout Categorizer, _ description: String, _ minorUnits: Int64 = -1000,
        category: String = ""
    ) -> String {
        let id = categorizer.categorize(record(description, minorUnits, category: category))
        return categorizer.taxonomy[id].name
    }

    // MARK: - Precedence

    @Test("user rule, then the export's Category column, then built-in rules, then Others")
    func precedence() throws {
        var categorizer = Categorizer(
            rules: try Self.rules(
                """
                categories:
                  - { name: Pets, color: "#8E6C8A", direction: spent }
                rules:
                  - { category: Pets, contains: [petsmart] }
                """))
        // A user rule beats the Category column and the built-in keyword (amazon → Shopping).
        #expect(Self.name(&categorizer, "AMAZON PETSMART ORDER", category: "Household") == "Pets")
        // The Category column beats the built-in keyword.
        #expect(Self.name(&categorizer, "AMAZON ORDER", category: "Household") == "Household")
        // No column value: built-in.
        #expect(Self.name(&categorizer, "AMAZON ORDER") == "Shopping")
        #expect(Self.name(&categorizer, "AMAZON ORDER", category: "   ") == "Shopping")
        // Nothing: Others.
        #expect(Self.name(&categorizer, "UNKNOWN MERCHANT 42") == "Others")
        #expect(Self.name(&categorizer, "UNKNOWN MERCHANT 42", 5000) == "Others")
    }

    @Test("without user rules the Category column wins at once")
    func sourceCategoryWithoutRules() {
        var categorizer = Categorizer()
        #expect(Self.name(&categorizer, "SWIGGY", category: "Gifts & Donations") == "Gifts & Donations")
        #expect(Self.name(&categorizer, "UBER", category: "Dining Out") == "Food & Dining")
        #expect(Self.name(&categorizer, "SWIGGY") == "Food & Dining")
    }

    @Test("first match wins, by rule order, not by position in the description")
    func firstMatchWins() throws {
        var categorizer = Categorizer(
            rules: try Self.rules(
                """
                rules:
                  - { category: Travel, contains: [airport] }
                  - { category: Food & Dining, contains: [starbucks] }
                  - { category: Shopping, contains: [starbucks, airport] }
                """))
        #expect(Self.name(&categorizer, "STARBUCKS AIRPORT T2") == "Travel")
        #expect(Self.name(&categorizer, "STARBUCKS MG ROAD") == "Food & Dining")
    }

    @Test("all conditions of a rule must hold; a regex-only rule competes in order")
    func regexAndContains() throws {
        var categorizer = Categorizer(
            rules: try Self.rules(
                """
                rules:
                  - { category: Rent, regex: "^NEFT.*RENT", direction: spent }
                  - { category: Education, contains: [neft], regex: "fees?$" }
                  - { category: Bills & Utilities, contains: [neft] }
                """))
        #expect(Self.name(&categorizer, "NEFT DR-SBIN0001234-LANDLORD-HOUSE RENT") == "Rent")
        #expect(Self.name(&categorizer, "neft dr-x-house rent") == "Rent", "regexes are case-insensitive")
        #expect(Self.name(&categorizer, "IMPS RENT NEFT") == "Bills & Utilities", "the regex is anchored")
        #expect(Self.name(&categorizer, "NEFT DR-SCHOOL FEES") == "Education")
        #expect(Self.name(&categorizer, "NEFT DR-SCHOOL FEES PAID") == "Bills & Utilities")
        // direction: spent keeps received money out of the first rule (the built-in payment rails
        // then file the NEFT credit under Transfers).
        #expect(Self.name(&categorizer, "NEFT CR-TENANT-RENT", 50000) == "Transfers")
    }

    @Test("(?-i) makes a regex case-sensitive")
    func caseSensitiveRegex() throws {
        var categorizer = Categorizer(
            rules: try Self.rules("rules:\n  - { category: Shopping, regex: \"(?-i)^ACME\" }\n"))
        #expect(Self.name(&categorizer, "ACME STORE") == "Shopping")
        #expect(Self.name(&categorizer, "acme store") == "Others")
    }

    @Test("min and max bound the absolute amount, inclusive")
    func amounts() throws {
        var categorizer = Categorizer(
            rules: try Self.rules(
                """
                rules:
                  - { category: Salary, contains: [acme], direction: received, min: 1000.00 }
                  - { category: Food & Dining, contains: [acme], min: 1.50, max: 20 }
                  - { category: Shopping, contains: [acme] }
                """))
        #expect(Self.name(&categorizer, "ACME CORP", 100_000) == "Salary")
        #expect(Self.name(&categorizer, "ACME CORP", 99_999) == "Others", "received, below min: no spent rule applies")
        #expect(Self.name(&categorizer, "ACME CORP", -150) == "Food & Dining")
        #expect(Self.name(&categorizer, "ACME CORP", -2000) == "Food & Dining")
        #expect(Self.name(&categorizer, "ACME CORP", -149) == "Shopping")
        #expect(Self.name(&categorizer, "ACME CORP", -2001) == "Shopping")
    }

    @Test("a rule only files money under a category of its side")
    func sides() throws {
        var categorizer = Categorizer(
            rules: try Self.rules(
                """
                categories:
                  - { name: Pets, direction: spent }
                rules:
                  - { category: Pets, contains: [petsmart] }
                  - { category: Transfers, contains: [my savings] }
                  - { category: Salary, direction: received, min: 50000 }
                """))
        #expect(Self.name(&categorizer, "PETSMART", -1000) == "Pets")
        #expect(Self.name(&categorizer, "PETSMART REFUND", 1000) == "Refunds", "falls through to the built-in rules")
        let spent = categorizer.categorize(Self.record("TO MY SAVINGS", -1000))
        let received = categorizer.categorize(Self.record("FROM MY SAVINGS", 1000))
        #expect(
            categorizer.taxonomy[spent]
                == Category(name: "Transfers", color: "#000000", direction: .spent, isTransfer: true))
        #expect(categorizer.taxonomy[received].direction == .received && categorizer.taxonomy[received].isTransfer)
        // A rule with conditions but no text: any large credit.
        #expect(Self.name(&categorizer, "BY TRANSFER-NEFT*ACME", 6_000_000) == "Salary")
        #expect(
            Self.name(&categorizer, "BY TRANSFER-NEFT*ACME", 4_000_000) == "Transfers", "a NEFT credit is a transfer")
        #expect(Self.name(&categorizer, "ACME GMBH", 4_000_000) == "Others")
    }

    @Test("transfer: true marks a user category as a transfer")
    func transferFlag() throws {
        var categorizer = Categorizer(
            rules: try Self.rules(
                """
                categories:
                  - { name: Investments, color: "#123456", direction: spent, transfer: true }
                rules:
                  - { category: Investments, contains: [zerodha] }
                """))
        let id = categorizer.categorize(Self.record("UPI-ZERODHA BROKING-x", -500_000))
        #expect(
            categorizer.taxonomy[id]
                == Category(name: "Investments", color: "#123456", direction: .spent, isTransfer: true))
    }

    // MARK: - The export's Category column

    @Test("a value naming a known category is that category, case-insensitively")
    func sourceCategoryMatchesBuiltin() {
        var categorizer = Categorizer()
        let before = categorizer.taxonomy.categories.count
        let groceries = categorizer.taxonomy.id(named: "Groceries", direction: .spent)
        #expect(categorizer.categorize(Self.record("X", category: "groceries")) == groceries)
        #expect(
            categorizer.categorize(Self.record("X", category: " FOOD & DINING "))
                == categorizer.taxonomy.id(named: "Food & Dining", direction: .spent))
        let transfers = categorizer.categorize(Self.record("X", 1000, category: "Transfers"))
        #expect(categorizer.taxonomy[transfers].isTransfer && categorizer.taxonomy[transfers].direction == .received)
        #expect(categorizer.taxonomy.categories.count == before)
    }

    @Test("other values become categories, once, with a stable colour independent of order and spelling")
    func sourceCategoryAdded() {
        var first = Categorizer()
        let pets = first.categorize(Self.record("X", category: "Pet Supplies"))
        let again = first.categorize(Self.record("Y", category: "PET SUPPLIES"))
        let travel = first.categorize(Self.record("Z", category: "Pets-Vet"))
        #expect(pets == again)
        #expect(
            first.taxonomy[pets]
                == Category(name: "Pet Supplies", color: StableColor.color(for: "pet supplies"), direction: .spent))
        #expect(first.taxonomy.categories.count == BuiltinTaxonomy.taxonomy.categories.count + 2)

        var second = Categorizer()
        let travelFirst = second.categorize(Self.record("Z", category: "pets-vet"))
        let petsSecond = second.categorize(Self.record("X", category: "Pet Supplies"))
        #expect(second.taxonomy[travelFirst].color == first.taxonomy[travel].color)
        #expect(second.taxonomy[petsSecond].color == first.taxonomy[pets].color)
        // Received money with the same value is a category of the received side.
        let refund = first.categorize(Self.record("X", 1000, category: "Pet Supplies"))
        #expect(refund != pets && first.taxonomy[refund].direction == .received)
    }

    @Test("stable colours: FNV-1a test vectors and the palette")
    func stableColour() {
        #expect(StableColor.fnv1a([]) == 0x811C_9DC5)
        #expect(StableColor.fnv1a(Array("a".utf8)) == 0xE40C_292C)
        #expect(StableColor.fnv1a(Array("foobar".utf8)) == 0xBF9C_F968)
        let color = StableColor.color(for: "Pet Supplies")
        #expect(
            color
                == CategoryPalette.hashed[
                    Int(StableColor.fnv1a(Array("pet supplies".utf8)) % UInt32(CategoryPalette.hashed.count))])
        #expect(StableColor.color(for: "  PET SUPPLIES ") == color)
        #expect(Set(CategoryPalette.colors).count == CategoryPalette.colors.count)
        #expect(!CategoryPalette.colors.contains(Category.othersColor))
        // No hashed colour is a built-in category's, on either side.
        let builtin = Set((BuiltinTaxonomy.spent + BuiltinTaxonomy.received).map(\.color))
        #expect(CategoryPalette.hashed.count >= 10)
        #expect(builtin.isDisjoint(with: CategoryPalette.hashed))
        #expect(!CategoryPalette.hashed.contains("#0072B2"), "too near Transport & Fuel's #0077BB")
        // Salary's #117733 and Cashback's #EE7733 were hashed colours, and #228833 is near Salary's:
        // replaced at their indexes by Tol's colours far from every built-in one and from the others.
        #expect(
            CategoryPalette.hashed == [
                "#56B4E9", "#D55E00", "#CC79A7", "#DDCC77", "#994455", "#44AA99", "#999933", "#4477AA",
                "#997700", "#CCBB44", "#004488", "#33BBEE", "#EE3377",
            ])
        for name in ["Kids", "Home", "Pets", "Charity", "Insurance", "Salary", "Groceries"] {
            #expect(!builtin.contains(StableColor.color(for: name)), "\(name)")
        }
    }

    // MARK: - Taxonomy

    @Test("the built-in taxonomy: names, sides, distinct colours per side, grey Others, Transfers flagged")
    func builtinTaxonomy() {
        let taxonomy = BuiltinTaxonomy.taxonomy
        #expect(
            taxonomy.categories(.spent).map(\.name) == [
                "Food & Dining", "Groceries", "Shopping", "Travel", "Transport & Fuel", "Bills & Utilities",
                "Entertainment", "Health", "Education", "Rent", "Transfers", "Others",
            ])
        #expect(
            taxonomy.categories(.received).map(\.name) == [
                "Salary", "Refunds", "Cashback", "Interest", "Transfers", "Others",
            ])
        for side in Direction.allCases {
            let categories = taxonomy.categories(side)
            #expect(Set(categories.map(\.color)).count == categories.count)
            #expect(categories.filter(\.isTransfer).map(\.name) == ["Transfers"])
            #expect(categories.last == Category(name: "Others", color: "#BDBDBD", direction: side))
            for category in categories {
                #expect(
                    category.color.utf8.count == 7 && category.color.hasPrefix("#")
                        && category.color == category.color.uppercased())
            }
        }
    }

    @Test("the taxonomy listing shows the colours as reports draw them, light and dark, contrast-adjusted")
    func listing() throws {
        let rules = try Self.rules("categories:\n  - { name: Pets, color: \"#8E6C8A\", direction: spent }\n")
        let lines = TaxonomyListing.textAsReported(rules.taxonomy).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "DIRECTION  NAME               COLOR    DARKCOLOR  TRANSFER")
        // Food & Dining's own #E69F00 is 2.0:1 on white: darkened for light, kept for dark.
        #expect(lines[1] == "spent      Food & Dining      #C48700  #E69F00    no")
        // Transfers' own #000000 would vanish on the dark background.
        #expect(lines[11] == "spent      Transfers          #0D0D0D  #737373    yes")
        #expect(lines[12] == "spent      Pets               #8E6C8A  #8E6C8A    no")
        #expect(lines[13] == "spent      Others             #8E8E8E  #BDBDBD    no")
        #expect(lines[19] == "received   Others             #8E8E8E  #BDBDBD    no")
        #expect(lines.count == 21 && lines.last == "")
        for line in lines.dropFirst().dropLast() {
            let cells = line.split(separator: " ", omittingEmptySubsequences: true)
            let light = String(cells[cells.count - 3])
            let dark = String(cells[cells.count - 2])
            #expect(try #require(ContrastColors.ratio(light, ChartAppearance.light.background)) >= 3, "\(line)")
            #expect(try #require(ContrastColors.ratio(dark, ChartAppearance.dark.background)) >= 3, "\(line)")
        }
    }
}
