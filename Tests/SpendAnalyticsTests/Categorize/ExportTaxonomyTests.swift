import Testing

@testable import SpendAnalytics

/// Issue 14: one taxonomy. An export's own Category values are placed onto the built-in
/// categories (a table per export, then keywords); a value nothing places stays its own name.
@Suite("Export categories onto the built-in taxonomy")
struct ExportTaxonomyTests {
    static func category(_ label: String, _ direction: Direction = .spent) -> String {
        var categorizer = Categorizer()
        var record = TransactionRecord()
        record.description = Array("SOMETHING 123".utf8)
        record.direction = direction
        record.amount = Money(minorUnits: 1_000)
        record.sourceCategory = Array(label.utf8)
        let id = categorizer.categorize(record)
        return categorizer.taxonomy[id].name
    }

    @Test(
        "each export's labels go to the built-in category they mean",
        arguments: [
            ("Merchandise & Supplies-Groceries", "Groceries"), ("Merchandise & Supplies-Pharmacies", "Health"),
            ("Merchandise & Supplies-Internet Purchase", "Shopping"), ("Restaurant-Bar & Café", "Food & Dining"),
            ("Transportation-Fuel", "Transport & Fuel"), ("Travel-Airline", "Travel"),
            ("Business Services-Utilities", "Bills & Utilities"),
            ("Entertainment-Associations", "Entertainment"),
            ("Food & Drink", "Food & Dining"), ("Gas", "Transport & Fuel"), ("Health & Wellness", "Health"), // Chase
            // Capital One
            ("Dining", "Food & Dining"), ("Merchandise", "Shopping"), ("Phone/Cable", "Bills & Utilities"),
            // Discover
            ("Supermarkets", "Groceries"), ("Gasoline", "Transport & Fuel"), ("Travel/ Entertainment", "Travel"),
            ("eating_out", "Food & Dining"), ("holidays", "Travel"), ("bills", "Bills & Utilities"), // Monzo
            ("Restaurants", "Food & Dining"), ("Utilities", "Bills & Utilities"), // Revolut
            ("Bars & Restaurants", "Food & Dining"), ("Food & Groceries", "Groceries"),
            ("Transport & Car", "Transport & Fuel"), // N26
            ("MERCHANDISE & SUPPLIES-GROCERIES", "Groceries"),
        ])
    func tables(label: String, expected: String) {
        #expect(Self.category(label) == expected)
    }

    @Test("keywords place labels no table lists; word starts only; Rent only as a whole word")
    func keywords() {
        #expect(Self.category("Merchandise & Supplies-Jewelry") == "Shopping")
        #expect(Self.category("Grocery Stores") == "Groceries")
        #expect(Self.category("Travel-Cruise Lines") == "Travel")
        #expect(Self.category("Home Rent") == "Rent")
        #expect(Self.category("Car Rental-Prepaid") == "Car Rental-Prepaid") // "rent" is not "rental"
        #expect(Self.category("Apparent Charges") == "Apparent Charges") // nor inside a word
        #expect(Self.category("Seafood Market") == "Seafood Market") // "food" inside "seafood" is no word start
        #expect(ExportTaxonomy.place("Fees & Adjustments-Fees & Adjustments") == nil)
        #expect(ExportTaxonomy.place("RESTAURANT-BAR & CAFÉ")?.how == "amex table") // É lower-cased too
        #expect(ExportTaxonomy.lowerCased("Ünïcode CAFÉ…") == Array("ünïcode café…".utf8))
        #expect(
            ExportTaxonomy.place("Merchandise & Supplies-Groceries")
                == ExportTaxonomy.Placement(category: "Groceries", how: "amex table"))
        #expect(
            ExportTaxonomy.place("Merchandise & Supplies-Jewelry")
                == ExportTaxonomy.Placement(category: "Shopping", how: "keyword \"merchandise\""))
    }

    @Test("a category the row's side lacks, or a label nothing places, stays the export's own name")
    func unplaced() {
        #expect(Self.category("income", .received) == "Salary")
        #expect(Self.category("income", .spent) == "income")
        #expect(
            Self.category("Merchandise & Supplies-Internet Purchase", .received)
                == "Merchandise & Supplies-Internet Purchase")
        #expect(Self.category("Personal") == "Personal")
        #expect(Self.category("Payment/Credit", .received) == "Transfers")
    }

    @Test("every table names a built-in category, and no label means two things in two exports")
    func tablesAgree() {
        let builtin = Set(BuiltinTaxonomy.taxonomy.categories.map(\.name))
        var meaning: [String: String] = [:]
        for (profile, labels) in ExportTaxonomy.tables {
            #expect(ExportProfiles.named(profile) != nil, "\(profile) is not a profile id")
            for (label, category) in labels {
                #expect(builtin.contains(category), "\(profile): \(label) → \(category)")
                if let earlier = meaning[label.lowercased()] {
                    #expect(earlier == category, "\(label): \(earlier) or \(category)")
                }
                meaning[label.lowercased()] = category
            }
        }
        for keyword in ExportTaxonomy.keywords { #expect(builtin.contains(keyword.category), "\(keyword.text)") }
    }
}
