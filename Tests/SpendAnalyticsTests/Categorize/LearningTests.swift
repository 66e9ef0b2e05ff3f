import Foundation
import Testing

@testable import SpendAnalytics

/// Learning from the person's own data: the category an export's Category column or a rule gave
/// a merchant is applied to the same merchant's rows that come without one, in the same run
/// (rows before the teaching row too) and, with `--history`, in later runs; `explain` names the
/// row that taught it.
@Suite("Learning merchants")
struct LearningTests {
    @Test("the merchant key: leading card words and numbers skipped, two words, stops at a digit")
    func merchantKeys() {
        #expect(MerchantKey.of("WHOLEFDS MKT 10234 AUSTIN TX") == "wholefds mkt")
        #expect(MerchantKey.of("WHOLEFDS MKT 10388") == "wholefds mkt")
        #expect(MerchantKey.of("BIEDRONKA 3345 WARSZAWA") == "biedronka")
        #expect(MerchantKey.of("SQ *TACO STAND PORTLAND OR") == "taco stand")
        #expect(MerchantKey.of("TST* JOE'S CAFE") == "joes cafe")
        #expect(MerchantKey.of("POS 416021XXXXXX1234 CORNER DELI") == "corner deli")
        #expect(MerchantKey.of("Merchant Payment to 512345 - NAIVAS LTD") == "naivas ltd")
        #expect(MerchantKey.of("Żabka Z5521") == "żabka")
        #expect(MerchantKey.of("ŻABKA Z5521") == "żabka")
        #expect(MerchantKey.of("美团外卖 订单") == "美团外卖 订单")
        #expect(MerchantKey.of("AB 12") == nil, "fewer than three letters")
        #expect(MerchantKey.of("1234 5678") == nil)
    }

    @Test("every noise word is skipped before the name, in any case; a word one letter longer or shorter is not")
    func noiseWords() {
        for word in MerchantKey.noise.map({ String(decoding: $0, as: UTF8.self) }) {
            #expect(MerchantKey.of(word.uppercased() + " Corner Deli") == "corner deli", "\(word)")
            #expect(MerchantKey.of(word + " Corner Deli") == "corner deli", "\(word)")
            let longer = word + "q"
            #expect(MerchantKey.of(longer + " Deli") == (longer + " deli"), "\(longer)")
            let shorter = String(word.dropLast())
            if shorter.count >= 3, !MerchantKey.noise.contains(Array(shorter.utf8)) {
                #expect(MerchantKey.of(shorter + " Deli") == (shorter + " deli"), "\(shorter)")
            }
        }
        // Capitals fold, a longer or shorter word is not noise, a non-ASCII word goes the folded way.
        #expect(MerchantKey.of("CONTACTLESS Corner Deli") == "corner deli")
        #expect(MerchantKey.of("CONTACTLESSX Deli") == "contactlessx deli")
        #expect(MerchantKey.of("Pa Corner Deli") == "pa corner")
        #expect(MerchantKey.of("ОПЛАТА Пятёрочка") == "пятёрочка")
    }

    /// The merchant key as docs/CATEGORIES.md's rule states it, written plainly (tokens, then the rule), to
    /// check ``MerchantKey/make(_:)``'s one-pass version against.
    static func plainKey(_ description: String) -> String? {
        var tokens: [(raw: [UInt8], word: [UInt8], hasDigit: Bool)] = []
        var raw: [UInt8] = []
        var word: [UInt8] = []
        var hasDigit = false
        let bytes = Array(description.utf8)
        var index = 0
        func close() {
            if !word.isEmpty { tokens.append((raw, word, hasDigit)) }
            raw = []
            word = []
            hasDigit = false
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x99 {
                raw += bytes[index...(index + 2)]
                index += 3
            } else if byte == 0x27 {
                raw.append(byte)
                index += 1
            } else if byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39)
            {
                raw.append(byte)
                word.append(byte)
                hasDigit = hasDigit || (byte >= 0x30 && byte <= 0x39)
                index += 1
            } else {
                close()
                index += 1
            }
        }
        close()
        var words: [[UInt8]] = []
        for token in tokens {
            var folded = token.raw
            CaseFolding.foldInPlace(&folded)
            if words.isEmpty && (token.hasDigit || MerchantKey.noise.contains(folded)) { continue }
            if token.hasDigit || words.count == 2 { break }
            var key = token.word
            CaseFolding.foldInPlace(&key)
            words.append(key)
        }
        guard words.reduce(0, { $0 + $1.count }) >= 3 else { return nil }
        return String(decoding: Array(words.joined(separator: [0x20])), as: UTF8.self)
    }

    @Test("the merchant key of every description of the test fixtures is the plainly written rule's")
    func merchantKeysMatchThePlainRule() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        var descriptions: [String] = [
            "TST* JOE’S CAFE", "O’NEILL'S PUB 12", "POS' SHOP", "ПОКУПКА МАГНИТ 12", "Żabka’s", "'' ’’ abc",
            "PAYPAL *EBAY", "CONTACTLESS Café Noir", "a b c d", "DÉBIT CAFÉ",
        ]
        for folder in ["merchants", "banks"] {
            let files = try FileManager.default.subpathsOfDirectory(
                atPath: fixtures.appendingPathComponent(folder).path)
            for file in files.sorted() where file.hasSuffix(".csv") {
                guard
                    let text = try? String(
                        contentsOf: fixtures.appendingPathComponent(folder).appendingPathComponent(file),
                        encoding: .utf8)
                else { continue }
                for line in text.split(separator: "\n").prefix(200) {
                    // Every comma- or semicolon-separated cell: descriptions and the rest alike.
                    descriptions += line.split(whereSeparator: { $0 == "," || $0 == ";" }).map(String.init)
                }
            }
        }
        #expect(descriptions.count > 2000)
        var keyed = 0
        for description in descriptions {
            let key = MerchantKey.of(description)
            #expect(key == Self.plainKey(description), "\(description)")
            if key != nil { keyed += 1 }
        }
        #expect(keyed > descriptions.count / 3)
    }

    @Test("merchants are numbered once each, found again after the table grows, and not past the capacity")
    func numbering() {
        var learned = LearnedMerchants()
        for index in 0..<LearnedMerchants.capacity {
            #expect(learned.number(Array("shop \(index)".utf8)) == Int32(index))
        }
        #expect(learned.number(Array("shop 0".utf8)) == 0)
        #expect(learned.existingNumber(Array("shop 99999".utf8)) == 99_999)
        #expect(learned.number(Array("one more".utf8)) == nil, "past the capacity nothing new is numbered")
        #expect(learned.existingNumber(Array("one more".utf8)) == nil)
        let file = learned.fileNumber("a.csv")
        #expect(learned.fileNumber("b.csv") == file + 1 && learned.fileNumber("a.csv") == file)
        learned.learn(7, side: .spent, LearnedMerchants.Lesson(category: 1, file: file, line: 2))
        learned.learn(7, side: .spent, LearnedMerchants.Lesson(category: 2, file: file, line: 9))
        #expect(
            learned.lesson(7, side: .spent) == LearnedMerchants.Lesson(category: 1, file: file, line: 2),
            "the first lesson wins")
        #expect(learned.lesson(7, side: .received) == nil)
        #expect(learned.lessonCount == 1)
    }

    static func run(
        _ inputs: [(name: String, csv: String)], rules: CategoryRules = .empty,
        store: String? = nil
    ) throws -> ChartModel {
        let options = ReportPipeline.Options(
            reader: ReaderOptions(timeZone: ReportFixtures.kolkata), rules: rules,
            report: ReportFixtures.options(month: YearMonth(year: 2026, month: 11)),
            history: store.map { ReportPipeline.HistoryOptions(path: $0, accounts: []) })
        return try ReportPipeline(sources: inputs.map { .bytes(Array($0.csv.utf8), name: $0.name) }, options: options)
            .run().model
    }

    /// The spent slices of the report month: category → (amount, count).
    static func spent(_ model: ChartModel) -> [String: (amount: Int64, count: Int)] {
        var result: [String: (amount: Int64, count: Int)] = [:]
        for slice in model.entries[0].spent.slices { result[slice.category] = (slice.amount, slice.count) }
        return result
    }

    /// A card export with its own Category column: the corner shop is named Groceries on line 4.
    static let card = """
        Date,Description,Amount,Category
        2026-11-02,JOE'S CORNER SHOP 0042,-12.50,
        2026-11-03,HARBOUR LIGHTS BISTRO,-40.00,Treats
        2026-11-04,JOE'S CORNER SHOP 0042,-7.25,Groceries
        2026-11-05,JOE'S CORNER SHOP 0077,-3.00,

        """

    /// A bank export without a Category column: the same shop and bistro, and an unknown one.
    static let bank = """
        Date,Description,Amount
        2026-11-06,JOES CORNER SHOP 0042 LONDON,-20.00
        2026-11-07,HARBOUR LIGHTS BISTRO 2,-60.00
        2026-11-08,QUIET LANE NURSERY,-100.00

        """

    @Test("in one run: a lesson applies to the merchant's rows before and after it, in every input")
    func sameRun() throws {
        let spent = Self.spent(try Self.run([("card.csv", Self.card), ("bank.csv", Self.bank)]))
        // Line 2 comes before the teaching row (line 4), line 5 after it, and the bank's row is another input.
        #expect(spent["Groceries"]?.amount == Int64(1250 + 725 + 300 + 2000))
        #expect(spent["Groceries"]?.count == 4)
        #expect(spent["Treats"]?.amount == Int64(4000 + 6000))
        #expect(spent["Others"]?.amount == 10000, "the nursery was never taught")
        // Without the card export nothing is learned: the shop is Others, the bistro Food & Dining
        // (the built-in keyword "bistro").
        let alone = Self.spent(try Self.run([("bank.csv", Self.bank)]))
        #expect(alone["Others"]?.amount == Int64(2000 + 10000))
        #expect(alone["Food & Dining"]?.amount == 6000)
        // The same inputs give the same bytes.
        let first = try ChartJSON.encode(try Self.run([("card.csv", Self.card), ("bank.csv", Self.bank)]))
        let second = try ChartJSON.encode(try Self.run([("card.csv", Self.card), ("bank.csv", Self.bank)]))
        #expect(first == second)
    }

    @Test("a lesson overrides the built-in rules and the dictionary, not the export's own value or a rule")
    func precedence() throws {
        let csv = """
            Date,Description,Amount,Category
            2026-11-02,LIDL 0042,-10.00,Household
            2026-11-03,LIDL 0043,-20.00,
            2026-11-04,LIDL 0044,-30.00,Groceries

            """
        let spent = Self.spent(try Self.run([("card.csv", csv)]))
        // The first lesson wins; the row with its own value keeps it.
        #expect(spent["Household"]?.amount == 3000)
        #expect(spent["Groceries"]?.amount == 3000)
    }

    @Test("learning is off only when nothing can teach: no Category column, no teaching rule, one input")
    func learningOnlyWhenSomethingTeaches() throws {
        let plain = false
        let withCategory = true
        let none = Categorizer(rules: .empty)
        #expect(!none.needsLearning(inputCount: 1, firstHasCategoryColumn: plain))
        #expect(none.needsLearning(inputCount: 1, firstHasCategoryColumn: withCategory))
        #expect(
            none.needsLearning(inputCount: 2, firstHasCategoryColumn: plain), "a later input may have a Category column"
        )

        let bounded = try CategoryRules.parse(
            yaml: """
                rules:
                  - { category: Health, contains: [harbour lights], max: 50 }
                """, file: "rules.yaml")
        #expect(
            !Categorizer(rules: bounded).needsLearning(inputCount: 1, firstHasCategoryColumn: plain),
            "a rule with max does not teach")
        let teaching = try CategoryRules.parse(
            yaml: """
                rules:
                  - { category: Groceries, contains: [corner shop] }
                """, file: "rules.yaml")
        #expect(Categorizer(rules: teaching).needsLearning(inputCount: 1, firstHasCategoryColumn: plain))

        var fromStore = Categorizer(rules: .empty)
        fromStore.learn([
            LearnedMerchant(
                key: Array("corner shop".utf8), direction: .spent,
                category: Category(name: "Groceries", color: "#4CAF50", direction: .spent),
                file: "earlier.csv", line: 2)
        ])
        #expect(fromStore.needsLearning(inputCount: 1, firstHasCategoryColumn: plain), "a lesson of an earlier run")
    }

    @Test("a rule teaches, unless it has min or max")
    func rulesTeach() throws {
        let rules = try CategoryRules.parse(
            yaml: """
                rules:
                  - { category: Groceries, regex: "^JOES CORNER SHOP 0042 LONDON$" }
                  - { category: Health, contains: [harbour lights], max: 50 }
                """, file: "rules.yaml")
        let spent = Self.spent(
            try Self.run(
                [
                    ("bank.csv", Self.bank),
                    (
                        "more.csv",
                        """
                        Date,Description,Amount
                        2026-11-09,JOES CORNER SHOP 0099,-5.00
                        2026-11-10,HARBOUR LIGHTS BISTRO 3,-45.00

                        """
                    ),
                ], rules: rules))
        #expect(spent["Groceries"]?.amount == Int64(2000 + 500))
        // 45.00 is within max 50 (Health); the 60.00 bistro row is not, and the rule did not teach
        // it: the built-in keyword "bistro" gives it Food & Dining.
        #expect(spent["Health"]?.amount == 4500)
        #expect(spent["Food & Dining"]?.amount == 6000)
        #expect(spent["Others"]?.amount == 10000)
    }

    @Test("across runs with --history: the store keeps the lesson, and explain names where it was learned")
    func acrossRuns() throws {
        let folder = try HistoryFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("history.db").path
        _ = try Self.run([("amex.csv", Self.card)], store: store)
        #expect(try HistoryFixtures.count(store, "SELECT count(*) FROM learnedMerchant") == 2)

        // A later run reads only the bank export: the shop and the bistro are known from the store.
        // (Within a --history run rows are stored as they are read: line 2 of the card export came
        // before its lesson and stays in Others.)
        let spent = Self.spent(try Self.run([("bank.csv", Self.bank)], store: store))
        #expect(spent["Groceries"]?.amount == Int64(725 + 300 + 2000))
        #expect(spent["Treats"]?.amount == Int64(4000 + 6000))
        #expect(spent["Others"]?.amount == Int64(1250 + 10000))

        var categorizer = try ExplainCategorizer.make(rules: .empty, history: store)
        let shop = categorizer.explain(description: "JOE'S CORNER SHOP 0123", amount: nil, direction: .spent)
        #expect(shop.rule == "learned from amex.csv:4 Groceries")
        #expect(shop.category.name == "Groceries")
        let bistro = categorizer.explain(description: "HARBOUR LIGHTS BISTRO", amount: nil, direction: .spent)
        #expect(bistro.rule == "learned from amex.csv:3 Treats")
        #expect(bistro.category.color == StableColor.color(for: "Treats"))
        // Money received is another side: nothing was learned there.
        #expect(
            categorizer.explain(description: "JOE'S CORNER SHOP", amount: nil, direction: .received).category.isOthers)
        // Without the store explain knows nothing of it.
        var plain = Categorizer()
        #expect(plain.explain(description: "JOE'S CORNER SHOP 0123", amount: nil, direction: .spent).category.isOthers)
    }

    @Test("the CLI: report --history learns, explain --history says where; a missing store exits 66")
    func commandLine() throws {
        let folder = try HistoryFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("card.csv")
        try Data(Self.card.utf8).write(to: card)
        let store = folder.appendingPathComponent("history.db").path
        let report = try CLIRunner.run([
            "report", card.path, "--out", folder.appendingPathComponent("out").path, "--history", store,
        ])
        #expect(report.status == 0, "\(report.stderr)")
        let explain = try CLIRunner.run(["explain", "JOE'S CORNER SHOP 9", "--amount", "-4.00", "--history", store])
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix("category:    Groceries\n"))
        #expect(explain.stdout.hasSuffix("rule:        learned from \(card.path):4 Groceries\n"))
        let dictionary = try CLIRunner.run(["explain", "ZABKA Z5521", "--history", store])
        #expect(dictionary.stdout.contains("rule:        merchant dictionary: Merchants/pl.tsv:"))
        let missing = try CLIRunner.run(["explain", "X", "--history", folder.appendingPathComponent("none.db").path])
        #expect(missing.status == 66)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("none.db").path))
    }
}
