import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 14: today's light palette fails WCAG's 3:1 non-text contrast on white (Others `#9E9E9E`
/// 2.68:1, `#CCBB44` 1.95:1, `#56B4E9` 2.31:1) and Transfers `#000000` vanishes on a dark home screen.
@Suite("Category colours: 3:1 against their own background, light and dark")
struct ContrastColorsTests {
    /// Every colour a category can have without a rules file: the built-in categories, Others and
    /// every colour a name can hash to.
    static var everyColor: [String] {
        (BuiltinTaxonomy.spent + BuiltinTaxonomy.received).map(\.color) + [Category.othersColor]
            + CategoryPalette.colors
    }

    @Test("the ratios the issue quotes")
    func quotedRatios() throws {
        #expect(String(format: "%.2f", try #require(ContrastColors.ratio("#9E9E9E", "#FFFFFF"))) == "2.68")
        #expect(String(format: "%.2f", try #require(ContrastColors.ratio("#CCBB44", "#FFFFFF"))) == "1.95")
        #expect(String(format: "%.2f", try #require(ContrastColors.ratio("#56B4E9", "#FFFFFF"))) == "2.31")
        #expect(String(format: "%.2f", try #require(ContrastColors.ratio("#000000", "#FFFFFF"))) == "21.00")
    }

    @Test("every built-in and hashed colour: light ≥ 3:1 on #FFFFFF, dark ≥ 3:1 on #1C1C1E, neither black nor white")
    func everyColorPasses() throws {
        for color in Self.everyColor {
            let light = ContrastColors.light(color)
            let dark = ContrastColors.dark(color)
            #expect(try #require(ContrastColors.ratio(light, "#FFFFFF")) >= 3, "\(color) → \(light)")
            #expect(try #require(ContrastColors.ratio(dark, "#1C1C1E")) >= 3, "\(color) → \(dark)")
            for shown in [light, dark] { #expect(shown != "#000000" && shown != "#FFFFFF", "\(color) → \(shown)") }
        }
    }

    @Test("exact replacements: Others, the failing palette entries, Transfers' black; passing colours unchanged")
    func exactValues() {
        #expect(ContrastColors.light("#9E9E9E") == "#8E8E8E")
        #expect(ContrastColors.light("#000000") == "#0D0D0D")
        #expect(ContrastColors.dark("#000000") == "#737373")
        #expect(ContrastColors.dark("#FFFFFF") == "#F2F2F2")
        #expect(ContrastColors.light("#332288") == "#332288")
        #expect(ContrastColors.dark("#E69F00") == "#E69F00")
        #expect(ContrastColors.light("#CCBB44") != "#CCBB44" && ContrastColors.light("#56B4E9") != "#56B4E9")
    }

    @Test("a report's slices carry both colours, each passing on its background (Others included)")
    func reportSlices() throws {
        let slices = try ReportFixtures.busy().entries[0].spent.slices
        #expect(slices.last?.category == "Others")
        for slice in slices {
            #expect(try #require(ContrastColors.ratio(slice.color, "#FFFFFF")) >= 3, "\(slice.category) \(slice.color)")
            #expect(
                try #require(ContrastColors.ratio(slice.darkColor, "#1C1C1E")) >= 3,
                "\(slice.category) \(slice.darkColor)")
        }
        #expect(slices.last?.color == "#8E8E8E")
    }
}
