import Testing
@testable import SpendAnalytics

/// Hashed colours are moved apart within one donut; fixed colours never change.
@Suite("Donut colours")
struct DonutColorsTests {
    @Test("two export categories hashing to one colour get two distinct colours; built-in ones stay")
    func collisions() throws {
        let hashed = CategoryPalette.hashed
        let first = try #require(hashed.first)
        let colors = DonutColors.distinct([first, "#E69F00", first, Category.othersColor])
        #expect(colors[0] == first && colors[1] == "#E69F00" && colors[3] == Category.othersColor)
        #expect(colors[2] != first && hashed.contains(colors[2]))
        for (a, b) in [(0, 1), (0, 2), (1, 2)] {
            let x = try #require(CategoryPalette.rgb(colors[a])), y = try #require(CategoryPalette.rgb(colors[b]))
            #expect(CategoryPalette.distance(x, y) >= DonutColors.minimumDistance, "\(colors[a]) \(colors[b])")
        }
        #expect(DonutColors.distinct([first, first]) == DonutColors.distinct([first, first]))
    }

    @Test("colours already apart are kept as they are")
    func unchanged() {
        let spread = ["#E69F00", "#009E73", "#0077BB", "#9E9E9E"]
        #expect(DonutColors.distinct(spread) == spread)
        #expect(DonutColors.distinct(["#E69F00", "#E69F00"]) == ["#E69F00", "#E69F00"], "fixed colours are never changed")
    }
}
