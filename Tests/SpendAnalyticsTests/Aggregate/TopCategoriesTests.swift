import Testing

@testable import SpendAnalytics

@Suite("Top five categories plus Others")
struct TopCategoriesTests {
    typealias F = LedgerFixtures

    static func donut(_ totals: [CategoryTotal], direction: Direction = .spent) throws -> DonutSide {
        try TopCategories.donut(direction: direction, totals: totals)
    }

    @Test("seven categories: five named slices, then Others holding the last two")
    func foldsTheRest() throws {
        let side = try Self.donut([
            F.total(F.id("Health"), 1_000, count: 1),
            F.total(F.id("Food & Dining"), 70_000, count: 14),
            F.total(F.id("Groceries"), 50_000, count: 6),
            F.total(F.id("Shopping"), 40_000, count: 3),
            F.total(F.id("Travel"), 30_000, count: 2),
            F.total(F.id("Transport & Fuel"), 20_000, count: 9),
            F.total(F.id("Bills & Utilities"), 9_000, count: 4),
        ])
        #expect(
            side.slices.map(\.name) == [
                "Food & Dining", "Groceries", "Shopping", "Travel", "Transport & Fuel", "Others",
            ])
        let others = try #require(side.slices.last)
        #expect(others.isOthers && others.amount == Money(minorUnits: 10_000) && others.count == 5)
        #expect(others.categories == [F.id("Bills & Utilities"), F.id("Health")])
        #expect(others.color == Category.othersColor)
        #expect(side.total == Money(minorUnits: 220_000) && side.count == 39)
        #expect(side.slices.map(\.percentage.hundredths) == [3182, 2273, 1818, 1364, 909, 454])
        #expect(side.slices.map(\.percentage.hundredths).reduce(0, +) == 10_000)
        #expect(side.categories.count == 7)
    }

    @Test("equal amounts rank by name, case-insensitively, whatever the input order")
    func tiesByName() throws {
        var taxonomy = F.taxonomy
        let lower = taxonomy.add(Category(name: "apple store", color: "#111111", direction: .spent))
        let upper = taxonomy.add(Category(name: "Banana Republic", color: "#222222", direction: .spent))
        let totals = [
            F.total(F.id("Travel"), 5_000), F.total(upper, 5_000, taxonomy: taxonomy),
            F.total(F.id("Bills & Utilities"), 5_000), F.total(lower, 5_000, taxonomy: taxonomy),
            F.total(F.id("Shopping"), 10_000),
        ]
        for ordering in [totals, totals.reversed()] {
            let side = try Self.donut(ordering)
            #expect(
                side.slices.map(\.name) == [
                    "Shopping", "apple store", "Banana Republic", "Bills & Utilities", "Travel",
                ])
            // Equal amounts, equal remainders: the extra hundredth goes by slice order.
            #expect(side.slices.map(\.percentage.hundredths) == [3333, 1667, 1667, 1667, 1666])
        }
    }

    @Test("a tie at the fifth place is decided by name: the later name goes to Others")
    func tieAtTheCut() throws {
        let side = try Self.donut([
            F.total(F.id("Food & Dining"), 9_000), F.total(F.id("Groceries"), 8_000), F.total(F.id("Shopping"), 7_000),
            F.total(F.id("Health"), 6_000), F.total(F.id("Travel"), 1_000), F.total(F.id("Bills & Utilities"), 1_000),
        ])
        #expect(
            side.slices.map(\.name) == [
                "Food & Dining", "Groceries", "Shopping", "Health", "Bills & Utilities", "Others",
            ])
        #expect(side.slices.last?.categories == [F.id("Travel")])
    }

    @Test("the Others category is never a named slice: even as the largest it joins the last slice")
    func othersCategoryJoinsOthers() throws {
        let side = try Self.donut([
            F.total(F.id("Others"), 90_000, count: 30),
            F.total(F.id("Food & Dining"), 10_000, count: 2),
        ])
        #expect(side.slices.map(\.name) == ["Food & Dining", "Others"])
        #expect(side.slices.map(\.amount.minorUnits) == [10_000, 90_000])
        #expect(side.slices.map(\.percentage.hundredths) == [1_000, 9_000])
        #expect(side.slices.map(\.count) == [2, 30])
    }

    @Test("a category named 'others' in any case folds into Others with the sixth and later")
    func othersAnyCase() throws {
        var taxonomy = F.taxonomy
        let csvOthers = taxonomy.add(Category(name: "OTHERS", color: "#123456", direction: .received))
        #expect(csvOthers == F.id("Others", .received), "the taxonomy folds names case-insensitively")
        let custom = Taxonomy([
            Category(name: "others", color: "#ABCDEF", direction: .spent),
            Category(name: "Rent", color: "#654321", direction: .spent),
        ])
        let side = try TopCategories.donut(
            direction: .spent,
            totals: [
                CategoryTotal(category: 0, name: "others", color: "#ABCDEF", amount: Money(minorUnits: 300), count: 1),
                CategoryTotal(category: 1, name: "Rent", color: "#654321", amount: Money(minorUnits: 700), count: 1),
            ], othersColor: custom[0].color)
        #expect(side.slices.map(\.name) == ["Rent", "Others"])
        #expect(side.slices.last?.color == "#ABCDEF")
    }

    @Test("exactly five categories: no Others slice")
    func fiveCategories() throws {
        let side = try Self.donut(
            ["Food & Dining", "Groceries", "Shopping", "Travel", "Health"].enumerated().map {
                F.total(F.id($0.element), Int64(100 * ($0.offset + 1)))
            })
        #expect(side.slices.count == 5)
        #expect(side.slices.allSatisfy { !$0.isOthers })
        #expect(side.slices.map(\.name) == ["Health", "Travel", "Shopping", "Groceries", "Food & Dining"])
    }

    @Test("six categories: the smallest becomes the Others slice")
    func sixCategories() throws {
        let side = try Self.donut(
            ["Food & Dining", "Groceries", "Shopping", "Travel", "Health", "Bills & Utilities"].enumerated().map {
                F.total(F.id($0.element), Int64(100 * ($0.offset + 1)))
            })
        #expect(
            side.slices.map(\.name) == ["Bills & Utilities", "Health", "Travel", "Shopping", "Groceries", "Others"])
        #expect(side.slices.last?.categories == [F.id("Food & Dining")])
    }

    @Test("only Others: one slice of 100.00")
    func onlyOthers() throws {
        let side = try Self.donut([F.total(F.id("Others"), 4_50, count: 3)])
        #expect(side.slices.count == 1)
        #expect(side.slices.first?.percentage == Percentage(hundredths: 10_000))
        #expect(side.slices.first?.isOthers == true)
    }

    @Test("an empty side: no slices, total 0")
    func emptySide() throws {
        let side = try Self.donut([], direction: .received)
        #expect(side.slices.isEmpty && side.total == .zero && side.count == 0 && side.isEmpty)
    }

    @Test("a side total past Int64 throws")
    func overflow() {
        #expect(throws: MoneyOverflow.self) {
            try Self.donut([F.total(F.id("Travel"), Int64.max), F.total(F.id("Health"), 1)])
        }
    }
}
