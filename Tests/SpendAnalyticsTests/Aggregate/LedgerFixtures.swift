@testable import SpendAnalytics

/// Hand-built taxonomies and ledgers for aggregation and report tests (no reader, no categorizer).
enum LedgerFixtures {
    /// Spent: Food & Dining 0, Groceries 1, Shopping 2, Travel 3, Transport & Fuel 4, Bills & Utilities 5,
    /// Health 6, Others 7; received: Salary 8, Refunds 9, Others 10.
    static let taxonomy = Taxonomy([
        Category(name: "Food & Dining", color: "#E69F00", direction: .spent),
        Category(name: "Groceries", color: "#56B4E9", direction: .spent),
        Category(name: "Shopping", color: "#009E73", direction: .spent),
        Category(name: "Travel", color: "#F0E442", direction: .spent),
        Category(name: "Transport & Fuel", color: "#0072B2", direction: .spent),
        Category(name: "Bills & Utilities", color: "#D55E00", direction: .spent),
        Category(name: "Health", color: "#CC79A7", direction: .spent),
        Category(name: "Others", color: "#9E9E9E", direction: .spent),
        Category(name: "Salary", color: "#2E7D32", direction: .received),
        Category(name: "Refunds", color: "#1565C0", direction: .received),
        Category(name: "Others", color: "#9E9E9E", direction: .received),
    ])

    static func id(_ name: String, _ direction: Direction = .spent) -> CategoryID {
        taxonomy.id(named: name, direction: direction)!
    }

    /// One ledger row: `yyyy-MM-dd`, side, category name, currency, minor units.
    struct Row {
        var date: String
        var direction: Direction
        var category: String
        var currency: String?
        var amount: Int64

        init(_ date: String, _ direction: Direction, _ category: String, _ currency: String?, _ amount: Int64) {
            self.date = date
            self.direction = direction
            self.category = category
            self.currency = currency
            self.amount = amount
        }
    }

    static func date(_ text: String) -> LocalDate {
        let parts = text.split(separator: "-").map { Int($0)! }
        return LocalDate(year: parts[0], month: parts[1], day: parts[2])!
    }

    static func ledger(_ rows: [Row], taxonomy: Taxonomy = taxonomy) throws -> SpendLedger {
        var ledger = SpendLedger()
        for row in rows {
            try ledger.add(
                date: date(row.date), direction: row.direction,
                category: taxonomy.id(named: row.category, direction: row.direction)!,
                currency: row.currency, amount: Money(minorUnits: row.amount))
        }
        return ledger
    }

    static func total(_ id: CategoryID, _ amount: Int64, count: Int = 1, taxonomy: Taxonomy = taxonomy) -> CategoryTotal
    {
        CategoryTotal(
            category: id, name: taxonomy[id].name, color: taxonomy[id].color, amount: Money(minorUnits: amount),
            count: count)
    }
}
