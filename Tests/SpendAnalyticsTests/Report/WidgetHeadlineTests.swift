import Foundation
import Testing

@testable import SpendAnalytics

/// The widget's data: the headline of each side, the slices' ids, icons, transfer flags and links,
/// the display texts, and colours that never clash inside one widget.
@Suite("Widget: headline, slices a device can style, colours apart")
struct WidgetHeadlineTests {
    @Test("each side has its previous total, the change as a number and as text, and a short total")
    func headline() throws {
        let entry = try #require(try ReportFixtures.busy().entries.first)
        // November's INR spending 23,523.45 against October's 22,100.00: +6.44 %, shown +6 %.
        #expect(entry.spent.totalText == "₹23,523.45" && entry.spent.shortTotalText == "₹23.5K")
        #expect(entry.spent.previousTotal == 2_210_000 && entry.spent.previousTotalText == "₹22,100.00")
        #expect(entry.spent.change == 6 && entry.spent.changeText == "▲ 6% vs October")
        // Received 5,019.99 against 5,000.00: +0.4 %, shown 0 % with no arrow.
        #expect(entry.received.change == 0 && entry.received.changeText == "0% vs October")
        // No previous month with data: no key at all.
        let single = try #require(try ReportFixtures.single().entries.first)
        #expect(single.spent.previousTotal == nil && single.spent.change == nil && single.spent.changeText == nil)
        // A fall, and a side new this month.
        let rows = [
            ReportFixtures.Row("2026-11-02", .spent, "Groceries", "INR", 45_000),
            ReportFixtures.Row("2026-11-02", .received, "Salary", "INR", 10_000),
            ReportFixtures.Row("2026-10-02", .spent, "Groceries", "INR", 100_000),
        ]
        let fall = try #require(try ReportFixtures.model(rows).entries.first)
        #expect(fall.spent.change == -55 && fall.spent.changeText == "▼ 55% vs October")
        #expect(
            fall.received.previousTotal == 0 && fall.received.change == nil
                && fall.received.changeText == "new vs October")
        // In another locale, the locale's words and comparison.
        var options = ReportFixtures.options()
        options.locale = try #require(DisplayLocale("pl-PL"))
        let polish = try #require(try ReportFixtures.model(rows, options: options).entries.first)
        #expect(polish.spent.changeText == "▼ 55% wobec października" && polish.spent.title == "Wydatki")
    }

    @Test("the headline's change: the whole text when it fits the column, else the arrow and the percentage alone")
    func headlineChangeLine() throws {
        let side = ChartModel.Side(
            title: "Money Spent", total: 100, totalText: "₹1.00", slices: [], change: -14,
            changeText: "▼ 14% vs a month with a very long name indeed")
        let measure = TextMeasure(fontSize: DonutChart.minimumFontSize)
        #expect(
            WidgetCharts.Headline(side: side, x: 0, top: 0, width: 158, largestSize: 28).changeLine(
                locale: .standard, measure: measure) == "▼ 14%")
        #expect(
            WidgetCharts.Headline(side: side, x: 0, top: 0, width: 400, largestSize: 28).changeLine(
                locale: .standard, measure: measure)
                == side.changeText)
        let new = ChartModel.Side(
            title: "Ausgaben", total: 100, totalText: "1,00 €", slices: [],
            changeText: "neu ggü. einem sehr langen Monatsnamen")
        #expect(
            WidgetCharts.Headline(side: new, x: 0, top: 0, width: 158, largestSize: 28)
                .changeLine(locale: try #require(DisplayLocale("de-DE")), measure: measure) == "neu")
    }

    @Test(
        "short totals: three significant digits in the locale's units, halves up, never past the next unit",
        arguments: [
            (Int64(95_000), "USD", nil as String?, "$950"), (1_240_000_000, "USD", nil, "$12.4M"),
            (12_339_593, "INR", nil, "₹1.23L"),
            (99_995_000, "USD", nil, "$1M"), (123_456_789_012, "INR", nil, "₹123Cr"),
            (1_250_000_000_000_000, "USD", nil, "$12.5T"),
            (1_000_000_000_000_000_000, "USD", nil, "$10,000T"),
            (120_000_000, "EUR", "de-DE", "1,2\u{00A0}Mio.\u{00A0}€"),
            (12_345, "JPY", "ja-JP", "￥1.23万"), (123_456_789, "KRW", "ko-KR", "₩1.23억"),
            (12_339_593, "INR", "en-US", "₹123K"),
            (0, "INR", nil, "₹0"), (123_456, "KWD", nil, "KWD 123"), (-1_240_000_000, "USD", nil, "-$12.4M"),
        ])
    func shortTotals(minor: Int64, currency: String, locale: String?, expected: String) throws {
        let display = try locale.map { try #require(DisplayLocale($0)) } ?? .standard
        #expect(MoneyFormatter(currency: currency, locale: display).compactString(Money(minorUnits: minor)) == expected)
    }

    @Test(
        "slices: a stable id, the shown name, the transfer flag, an icon for built-in categories and a link of their own"
    )
    func sliceIdentities() throws {
        var taxonomy = LedgerFixtures.taxonomy
        for name in ["Pottery Studio", "pottery-studio!", "食費", "Café Crème"] {
            taxonomy.add(Category(name: name, color: StableColor.color(for: name), direction: .spent))
        }
        taxonomy.add(Category(name: "Transfers", color: "#000000", direction: .spent, isTransfer: true))
        let identities = SliceIdentities(taxonomy: taxonomy)
        #expect(identities.identity(of: "Groceries", direction: .spent).id == "groceries")
        #expect(identities.identity(of: "Others", direction: .received).id == "others")
        #expect(
            identities.identity(of: "Café Crème", direction: .spent)
                == SliceIdentities.Identity(id: "cafe-creme", isTransfer: false, icon: nil))
        // Two names with one slug, and a name with no ASCII letter: the slug and the SHA-256 of the name.
        #expect(identities.identity(of: "Pottery Studio", direction: .spent).id == "pottery-studio-15c01eee")
        #expect(identities.identity(of: "pottery-studio!", direction: .spent).id == "pottery-studio-cf6a6466")
        #expect(identities.identity(of: "食費", direction: .spent).id == "category-7b96c26b")
        let transfers = identities.identity(of: "Transfers", direction: .spent)
        #expect(
            transfers.isTransfer && transfers.id == "transfers" && transfers.icon?.sfSymbol == "arrow.left.arrow.right")

        let entry = try #require(try ReportFixtures.busy().entries.first)
        let food = try #require(entry.spent.slices.first)
        #expect(food.id == "food-dining" && food.categoryText == "Food & Dining" && !food.isTransfer)
        #expect(food.icon == ChartModel.Icon(sfSymbol: "fork.knife", material: "restaurant"))
        #expect(food.deepLink == "spendreport://analytics?month=2026-11&side=spent&category=food-dining")
        #expect(
            entry.received.slices.first?.deepLink
                == "spendreport://analytics?month=2026-11&side=received&category=salary")
        // Every built-in category has an id, both icons and a name in every locale.
        for (name, identity) in BuiltinTaxonomy.identities {
            #expect(!identity.sfSymbol.isEmpty && !identity.material.isEmpty, "\(name)")
            for identifier in DisplayLocale.identifiers {
                let words = try #require(LocaleWords(identifier: identifier))
                #expect(words.categoryName(id: identity.id)?.isEmpty == false, "\(identifier) \(name)")
            }
        }
        #expect(Set(BuiltinTaxonomy.identities.values.map(\.id)).count == BuiltinTaxonomy.identities.count)
    }

    @Test("a slice's link goes into the query before a fragment")
    func sliceLinks() {
        let month = YearMonth(year: 2026, month: 11)
        #expect(
            ReportBuilder.sliceDeepLink(
                "https://example.com/spend#top", month: month, direction: .received, id: "salary")
                == "https://example.com/spend?side=received&category=salary#top")
        #expect(
            ReportBuilder.sliceDeepLink("app://a?m={month}&x=1", month: month, direction: .spent, id: "rent")
                == "app://a?m=2026-11&x=1&side=spent&category=rent")
    }

    @Test("the display texts of asOf, refreshAfter and each month, in the locale's words")
    func displayTexts() throws {
        let model = try ReportFixtures.busy()
        #expect(model.asOfText == "Updated 10 Nov" && model.refreshAfterText == "Next update 23 Nov, 00:00")
        #expect(model.entries.first?.monthly.map(\.monthText) == ["October 2026", "November 2026"])
        let expected: [String: (String, String)] = [
            "en-US": ("Updated Nov 10", "Next update Nov 23, 12:00 AM"),
            "ja-JP": ("11月10日更新", "次回更新 11月23日 00:00"),
            "tr-TR": ("Güncellendi: 10 Kas", "Güncellenecek: 23 Kas, 00:00"),
        ]
        for (identifier, texts) in expected {
            var options = ReportFixtures.options()
            options.locale = try #require(DisplayLocale(identifier))
            let localized = try ReportFixtures.model(ReportFixtures.busyRows, options: options)
            #expect(localized.asOfText == texts.0 && localized.refreshAfterText == texts.1, "\(identifier)")
        }
    }

    @Test("every locale: its own words for titles, categories, empty states and the comparison; numbers in its style")
    func everyLocaleWords() throws {
        let english = try #require(LocaleWords(identifier: "en-GB"))
        for identifier in DisplayLocale.identifiers {
            let locale = try #require(DisplayLocale(identifier))
            let words = locale.words
            if !identifier.hasPrefix("en") {
                for key in ["title.spent", "title.received", "empty.spent", "trend.title", "category.groceries"] {
                    #expect(words[key] != english[key], "\(identifier) \(key) is English")
                }
            }
            let november = YearMonth(year: 2026, month: 11)
            #expect(DonutChart.emptyText(.spent, month: "2026-11", locale: locale).contains(words.monthInPhrase(11)))
            #expect(
                locale.changeText(ChangeText.Change(percent: 12, negative: false), against: november.previous)
                    .contains(words.monthCompared(10)))
            #expect(!locale.monthLabel(november).isEmpty && locale.monthLabel(november).contains("2026"))
        }
        let checks: [(String, String)] = [
            ("es-ES", "+12\u{00A0}% frente a octubre"), ("tr-TR", "Ekim ayına göre +%12"),
            ("pl-PL", "+12% wobec października"),
            ("zh-CN", "较10月 +12%"), ("de-DE", "+12\u{00A0}% ggü. Oktober"), ("ja-JP", "10月比 +12%"),
        ]
        for (identifier, text) in checks {
            let locale = try #require(DisplayLocale(identifier))
            #expect(
                locale.changeText(
                    ChangeText.Change(percent: 12, negative: false), against: YearMonth(year: 2026, month: 10)) == text,
                "\(identifier)")
        }
        #expect(try #require(DisplayLocale("tr-TR")).percentageText(Percentage(hundredths: 3_215)) == "%32,15")
        #expect(
            MoneyFormatter(currency: "BRL", locale: try #require(DisplayLocale("pt-BR"))).string(
                Money(minorUnits: 123_456)) == "R$\u{00A0}1.234,56")
        #expect(
            MoneyFormatter(currency: "PLN", locale: try #require(DisplayLocale("pl-PL"))).string(
                Money(minorUnits: 123_456)) == "1\u{00A0}234,56\u{00A0}zł")
    }

    @Test("LocaleWordsData.swift is what scripts/generate-locales.py makes of Report/Locales")
    func generatedWordsAreCurrent() throws {
        let run = try ArchitectureTests.check(
            ["--check"], script: ArchitectureTests.packageRoot.appendingPathComponent("scripts/generate-locales.py"))
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("the locale generator refuses a missing key, a phrase without its placeholder and a file without provenance")
    func generatorRefuses() throws {
        let good = try String(
            contentsOf: ArchitectureTests.packageRoot.appendingPathComponent(
                "Sources/SpendAnalytics/Report/Locales/en-GB.tsv"),
            encoding: .utf8)
        let broken = good.replacingOccurrences(of: "change\t{change} vs {month}\n", with: "change\t{change} vs\n")
            .replacingOccurrences(of: "title.received\tMoney Received\n", with: "")
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#") }.joined(
                separator: "\n")
        let root = try ArchitectureTests.tree([
            "Sources/SpendAnalytics/Report/Locales/en-GB.tsv": broken,
            "scripts/generate-locales.py": try String(
                contentsOf: ArchitectureTests.packageRoot.appendingPathComponent("scripts/generate-locales.py"),
                encoding: .utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ArchitectureTests.check(
            ["--root", root.path], script: root.appendingPathComponent("scripts/generate-locales.py"))
        #expect(run.status == 1)
        #expect(run.output.contains("en-GB.tsv: no provenance comment"), "\(run.output)")
        #expect(run.output.contains("en-GB.tsv: title.received is missing"), "\(run.output)")
        #expect(
            run.output.contains("en-GB.tsv: change must hold ['change', 'month'], got '{change} vs'"), "\(run.output)")
    }
}

@Suite("Widget colours: never twice in one widget")
struct WidgetColorTests {
    /// Both colours of each slice, as the charts show them.
    static func shown(_ slices: [ChartModel.Slice]) -> [(name: String, light: String, dark: String)] {
        slices.map { ($0.category, $0.color, $0.darkColor) }
    }

    /// The smallest ΔE00 between two different categories' colours, on either background.
    static func smallestDifference(_ slices: [ChartModel.Slice]) throws -> (Double, String) {
        var smallest = (Double.infinity, "")
        for (i, a) in slices.enumerated() {
            for b in slices[(i + 1)...] where a.category != b.category {
                for (x, y) in [(a.color, b.color), (a.darkColor, b.darkColor)] {
                    let difference = try #require(ColorDifference.between(x, y))
                    if difference < smallest.0 { smallest = (difference, "\(a.category) \(x) / \(b.category) \(y)") }
                }
            }
        }
        return smallest
    }

    @Test("the kept separations answer as working them out again does, kept or let go")
    func separationMemo() {
        func slice(_ category: String, _ color: String, _ dark: String) -> ChartModel.Slice {
            ChartModel.Slice(
                category: category, color: color, darkColor: dark, amount: 100, amountText: "1.00",
                percentage: Percentage(hundredths: 5_000), count: 1)
        }
        // Two categories alike (one is moved), the same category on both sides (kept), none alike,
        // a colour that is not #RRGGBB (left as it is), and a side with no slices.
        let cases: [([ChartModel.Slice], [ChartModel.Slice])] = [
            ([slice("A", "#E69F00", "#E69F00"), slice("B", "#E69F01", "#E69F01")], [slice("C", "#E69F00", "#E69F00")]),
            ([slice("Transfers", "#000000", "#737373")], [slice("Transfers", "#000000", "#737373")]),
            ([slice("Groceries", "#009E73", "#009E73")], [slice("Salary", "#0072B2", "#0072B2")]),
            ([slice("A", "red", "red"), slice("B", "#E69F00", "#E69F00")], []),
            ([], []),
        ]
        let memo = WidgetColors.Memo()
        for round in 0..<3 {
            for (spent, received) in cases {
                let direct = WidgetColors.separated(spent: spent, received: received)
                let kept = memo.separated(spent: spent, received: received)
                #expect(kept.spent == direct.spent && kept.received == direct.received, "round \(round)")
            }
        }
        #expect(WidgetColors.separated(spent: cases[0].0, received: cases[0].1).spent[1].color != "#E69F01")
        // Past the capacity every answer is let go, and answers are still right.
        for index in 0..<(WidgetColors.Memo.capacity + 3) {
            let spent = [slice("S\(index)", "#E69F00", "#E69F00"), slice("T", "#E69F01", "#E69F01")]
            let kept = memo.separated(spent: spent, received: [])
            #expect(kept.spent == WidgetColors.separated(spent: spent, received: []).spent)
        }
    }

    @Test("one colour table kept across many reports answers as ΔE00 worked out each time does")
    func keptColorTable() {
        // Colours near each other (steps of 0x11 in each channel) so that many pairs clash and
        // many slices are moved; a linear congruential walk picks them, the same every run.
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        func color() -> String {
            let channels = (0..<3).map { _ in 0x33 + 0x11 * next(6) }
            return "#" + channels.map { String($0, radix: 16, uppercase: true) }.joined()
        }
        func slices(_ prefix: String) -> [ChartModel.Slice] {
            (0..<next(7)).map { index in
                ChartModel.Slice(
                    category: "\(prefix)\(next(9))", color: color(), darkColor: color(), amount: 100,
                    amountText: "1.00", percentage: Percentage(hundredths: 1_000), count: 1)
            }
        }
        let table = WidgetColors.Colors()
        var moved = 0
        for _ in 0..<300 {
            let (spent, received) = (slices("S"), slices("R"))
            let kept = WidgetColors.separated(spent: spent, received: received, colors: table)
            let fresh = WidgetColors.separated(spent: spent, received: received)
            #expect(kept.spent == fresh.spent && kept.received == fresh.received)
            moved += zip(spent + received, kept.spent + kept.received).filter { $0.color != $1.color }.count
        }
        #expect(moved > 100)
        for _ in 0..<500 {
            let (first, second) = (color(), color())
            guard let x = table.lab(first), let y = table.lab(second) else {
                Issue.record("\(first) or \(second) has no CIELAB")
                continue
            }
            #expect(table.tooClose(x, y) == (ColorDifference.between(x, y) < ColorDifference.minimumInWidget))
            #expect(x == ColorDifference.Lab(first))
        }
        #expect(table.lab("red") == nil)
    }

    @Test("CIEDE2000 matches Sharma, Wu and Dalal's test pairs")
    func ciede2000() {
        // Pairs 1, 7 and 17 of the published test data (CIELAB in, ΔE00 out, four decimals).
        let pairs: [((Double, Double, Double), (Double, Double, Double), Double)] = [
            ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
            ((50, 0, 0), (50, -1, 2), 2.3669),
            ((50, 2.5, 0), (73, 25, -18), 27.1492),
        ]
        for (x, y, expected) in pairs {
            var first = ColorDifference.Lab(red: 0, green: 0, blue: 0)
            var second = first
            (first.l, first.a, first.b) = x
            (second.l, second.a, second.b) = y
            #expect(abs(ColorDifference.between(first, second) - expected) < 0.0001, "\(x) \(y)")
        }
    }

    @Test(
        "the built-in colours: every two at least ΔE00 15 apart as shown, light and dark; Transfers and Others apart in the dark"
    )
    func builtinPalette() throws {
        let colors = Set((BuiltinTaxonomy.spent + BuiltinTaxonomy.received).map(\.color)).sorted()
        for (i, a) in colors.enumerated() {
            for b in colors[(i + 1)...] {
                for adjust in [ContrastColors.light, ContrastColors.dark] {
                    let difference = try #require(ColorDifference.between(adjust(a), adjust(b)))
                    #expect(difference >= 15, "\(a) / \(b): \(difference)")
                }
            }
        }
        let transfers = ContrastColors.dark("#000000")
        let others = ContrastColors.dark(Category.othersColor)
        #expect(transfers == "#737373" && others == "#BDBDBD")
        #expect(try #require(ColorDifference.between(transfers, others)) >= 20)
    }

    @Test(
        "the large widget of the built-in categories: Groceries and Salary, Travel and Refunds no longer share a colour"
    )
    func builtinBothSides() throws {
        let taxonomy = BuiltinTaxonomy.taxonomy
        let rows =
            ["Groceries", "Travel", "Entertainment", "Shopping", "Rent"].enumerated().map {
                ReportFixtures.Row(
                    "2026-11-0\($0.offset + 1)", .spent, $0.element, "INR", Int64(10_000 * ($0.offset + 1)))
            }
            + ["Salary", "Refunds", "Cashback", "Interest"].enumerated().map {
                ReportFixtures.Row(
                    "2026-11-0\($0.offset + 1)", .received, $0.element, "INR", Int64(10_000 * ($0.offset + 1)))
            }
        let entry = try #require(try ReportFixtures.model(rows, taxonomy: taxonomy).entries.first)
        let (smallest, pair) = try Self.smallestDifference(entry.spent.slices + entry.received.slices)
        #expect(smallest >= 15, "\(pair)")
        // Built-in colours are not moved: each slice shows its category's own colour.
        for slice in entry.spent.slices + entry.received.slices {
            let own = try #require(
                (BuiltinTaxonomy.spent + BuiltinTaxonomy.received).first { $0.name == slice.category }
            ).color
            #expect(slice.color == ContrastColors.light(own), "\(slice.category)")
        }
    }

    @Test(
        "custom categories: Pottery Studio and Stamp Collecting, and 12 long names over both donuts, ΔE00 ≥ 10 light and dark"
    )
    func customCategories() throws {
        var taxonomy = BuiltinTaxonomy.taxonomy
        let spent = [
            "Pottery Studio", "Stamp Collecting", "Neighbourhood Association Membership Fees",
            "Children's After-School Activities",
            "Veterinary and Pet Insurance Premiums", "Home Improvement Stores and Garden Centres",
        ]
        let received = [
            "Freelance Illustration Commissions", "Rental Income from the Garden Flat", "Dividends from Index Funds",
            "Reimbursed Business Travel Expenses", "Gifts from Family Members Abroad", "Sale of Second-Hand Furniture",
        ]
        for name in spent { taxonomy.add(Category(name: name, color: StableColor.color(for: name), direction: .spent)) }
        for name in received {
            taxonomy.add(Category(name: name, color: StableColor.color(for: name), direction: .received))
        }
        // The two names of the issue hash to one colour.
        #expect(StableColor.color(for: "Pottery Studio") == StableColor.color(for: "Stamp Collecting"))
        var rows: [ReportFixtures.Row] = []
        for (index, name) in spent.enumerated() {
            rows.append(ReportFixtures.Row("2026-11-02", .spent, name, "INR", Int64(900_000 - index * 100_000)))
        }
        for (index, name) in received.enumerated() {
            rows.append(ReportFixtures.Row("2026-11-02", .received, name, "INR", Int64(900_000 - index * 100_000)))
        }
        let entry = try #require(try ReportFixtures.model(rows, taxonomy: taxonomy).entries.first)
        let pottery = try #require(entry.spent.slices.first { $0.category == "Pottery Studio" })
        let stamps = try #require(entry.spent.slices.first { $0.category == "Stamp Collecting" })
        #expect(pottery.color != stamps.color)
        let (smallest, pair) = try Self.smallestDifference(entry.spent.slices + entry.received.slices)
        #expect(smallest >= ColorDifference.minimumInWidget, "\(pair)")
        // Every colour keeps 3:1 against its background.
        for slice in entry.spent.slices + entry.received.slices {
            #expect(try #require(ContrastColors.ratio(slice.color, ContrastColors.lightBackground)) >= 3)
            #expect(try #require(ContrastColors.ratio(slice.darkColor, ContrastColors.darkBackground)) >= 3)
        }
        // The same category keeps its colour from month to month when nothing clashes with it.
        let alone = try #require(
            try ReportFixtures.model(
                [ReportFixtures.Row("2026-11-02", .spent, "Pottery Studio", "INR", 1_000)],
                taxonomy: taxonomy
            ).entries.first)
        let october = try #require(
            try ReportFixtures.model(
                [ReportFixtures.Row("2026-10-02", .spent, "Pottery Studio", "INR", 1_000)],
                taxonomy: taxonomy, options: ReportFixtures.options(month: YearMonth(year: 2026, month: 10))
            )
            .entries.first)
        #expect(alone.spent.slices.first?.color == october.spent.slices.first?.color)
    }
}
