import Testing

@testable import SpendAnalytics

/// Hashed colours are moved apart over the run's sorted categories, not per donut, so a category
/// keeps its colour in every month (issue 14: `#4477AA` in November, `#228833` in October).
@Suite("Donut colours")
struct DonutColorsTests {
    typealias Row = LedgerFixtures.Row

    /// Two export category names (found by a fixed search) whose hashed colours are the same.
    static func collidingNames() throws -> (String, String) {
        var seen: [String: String] = [:]
        for index in 0..<500 {
            let name = "Export \(index)"
            let color = StableColor.color(for: name)
            if let earlier = seen[color] { return (earlier, name) }
            seen[color] = name
        }
        throw CancellationError()
    }

    static func taxonomy(_ names: [String]) -> Taxonomy {
        var taxonomy = LedgerFixtures.taxonomy
        for name in names { taxonomy.add(Category(name: name, color: StableColor.color(for: name), direction: .spent)) }
        return taxonomy
    }

    @Test("the same category keeps its colour across two months of one file, whichever categories each donut holds")
    func stableAcrossMonths() throws {
        let (first, second) = try Self.collidingNames()
        let taxonomy = Self.taxonomy([first, second])
        // October: both, the second one larger (per donut, the smaller first was moved); November: each alone in turn.
        let rows = [
            Row("2026-10-02", .spent, second, "INR", 90_000), Row("2026-10-03", .spent, first, "INR", 10_000),
            Row("2026-11-02", .spent, first, "INR", 50_000), Row("2026-11-03", .spent, second, "INR", 20_000),
        ]
        let october = try ReportFixtures.model(
            rows, taxonomy: taxonomy, options: ReportFixtures.options(month: YearMonth(year: 2026, month: 10)))
        let november = try ReportFixtures.model(
            rows, taxonomy: taxonomy, options: ReportFixtures.options(month: YearMonth(year: 2026, month: 11)))
        let octoberColors = Dictionary(
            uniqueKeysWithValues: october.entries[0].spent.slices.map { ($0.category, $0.color) })
        let novemberColors = Dictionary(
            uniqueKeysWithValues: november.entries[0].spent.slices.map { ($0.category, $0.color) })
        #expect(octoberColors[first] != nil && octoberColors[first] == novemberColors[first])
        #expect(octoberColors[second] != nil && octoberColors[second] == novemberColors[second])
        #expect(octoberColors[first] != octoberColors[second])
    }

    @Test("two export categories hashing to one colour get colours at least the spacing apart; fixed colours stay")
    func collisions() throws {
        let (first, second) = try Self.collidingNames()
        let colors = DonutColors(taxonomy: Self.taxonomy([first, second]))
        let own = StableColor.color(for: first)
        // Sorted by case-folded name, the first is placed first (here it moves too: its #999933
        // darkens to nearly the fixture Travel's #F0E442 on white), then the second moves off it.
        let placed = colors.color(of: first, direction: .spent, own: own)
        #expect(own == "#999933" && placed == "#4477AA", "\(placed)")
        let moved = colors.color(of: second, direction: .spent, own: own)
        #expect(moved != placed && CategoryPalette.hashed.contains(moved))
        for adjust in [ContrastColors.light, ContrastColors.dark] {
            let x = try #require(CategoryPalette.rgb(adjust(placed)))
            let y = try #require(CategoryPalette.rgb(adjust(moved)))
            #expect(CategoryPalette.distance(x, y) >= DonutColors.minimumDistance)
        }
        #expect(colors.color(of: "Food & Dining", direction: .spent, own: "#E69F00") == "#E69F00")
        #expect(
            colors.color(of: Category.othersName, direction: .spent, own: Category.othersColor) == Category.othersColor)
    }

    /// An export category name (found by a fixed search) whose hashed colour is `color`.
    static func name(hashingTo color: String) throws -> String {
        for index in 0..<5_000 where StableColor.color(for: "Export \(index)") == color { return "Export \(index)" }
        throw CancellationError()
    }

    @Test(
        "spacing is checked again after the contrast adjustment: no two slices of a donut closer than the spacing on either background"
    )
    func spacingAfterContrast() throws {
        // #999933 is far from Entertainment's #F0E442 as given (RGB distance 116), but both darken
        // to nearly the same olive on white (distance 10): it must move.
        let olive = try Self.name(hashingTo: "#999933")
        var taxonomy = Self.taxonomy([olive])
        taxonomy.add(Category(name: "Entertainment", color: "#F0E442", direction: .spent))
        let rows = [
            Row("2026-11-02", .spent, olive, "INR", 50_000), Row("2026-11-03", .spent, "Entertainment", "INR", 40_000),
            Row("2026-11-04", .spent, "Groceries", "INR", 30_000), Row("2026-11-05", .spent, "Travel", "INR", 20_000),
        ]
        let slices = try ReportFixtures.model(rows, taxonomy: taxonomy).entries[0].spent.slices
        let moved = try #require(slices.first { $0.category == olive })
        #expect(moved.color != ContrastColors.light("#999933"))
        for other in slices where other.category != olive {
            for (a, b) in [(moved.color, other.color), (moved.darkColor, other.darkColor)] {
                let x = try #require(CategoryPalette.rgb(a))
                let y = try #require(CategoryPalette.rgb(b))
                #expect(
                    CategoryPalette.distance(x, y) >= DonutColors.minimumDistance,
                    "\(olive) \(a) beside \(other.category) \(b)")
            }
        }
        // The same in another month without Entertainment's money: the choice depends on the run's categories, not the donut.
        let alone = try ReportFixtures.model([Row("2026-11-02", .spent, olive, "INR", 50_000)], taxonomy: taxonomy)
            .entries[0].spent.slices
        #expect(alone.first?.color == moved.color && alone.first?.darkColor == moved.darkColor)
    }
}
