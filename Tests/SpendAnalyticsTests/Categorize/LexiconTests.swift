import Foundation
import Testing

@testable import SpendAnalytics

@Suite("Lexicon of kinds, payment rails and ambiguous words")
struct LexiconTests {
    static func explain(_ description: String, _ direction: Direction = .spent, _ categorizer: inout Categorizer)
        -> Explanation
    {
        categorizer.explain(description: description, amount: nil, direction: direction)
    }

    static let lexicon = ArchitectureTests.packageRoot.appendingPathComponent(
        "Sources/SpendAnalytics/Categorize/Lexicon")

    @Test(
        "text is folded as banks print it: half-width katakana, full-width Latin, Turkish İ, diacritics, Greek accents")
    func folding() {
        #expect(MatchFolding.folded("ｾﾌﾞﾝ-ｲﾚﾌﾞﾝ") == MatchFolding.folded("セブン-イレブン"))
        #expect(MatchFolding.folded("ﾛｰｿﾝ") == MatchFolding.folded("ローソン"))
        #expect(MatchFolding.folded("ﾛ-ｿﾝ") == MatchFolding.folded("ローソン"))
        #expect(MatchFolding.folded("ｶﾞｽ") == Array("ガス".utf8))
        #expect(MatchFolding.folded("ｷﾕｳﾖ") == MatchFolding.folded("キュウヨ"))
        #expect(MatchFolding.folded("ﾄｳｷﾖｳｶﾞｽ") == MatchFolding.folded("トウキョウガス"))
        #expect(MatchFolding.folded("ﾊﾟﾝ") == Array("パン".utf8))
        #expect(MatchFolding.folded("ＦＡＭＩＬＹ　ＭＡＲＴ") == Array("family mart".utf8))
        #expect(MatchFolding.folded("MİGROS") == Array("migros".utf8))
        #expect(MatchFolding.folded("KIRA ÖDEMESİ ŞUBAT") == Array("kira odemesi subat".utf8))
        #expect(MatchFolding.folded("Nhà Thuốc Long Châu") == Array("nha thuoc long chau".utf8))
        #expect(MatchFolding.folded("ΦΑΡΜΑΚΕΊΟ") == MatchFolding.folded("φαρμακειο"))
        #expect(MatchFolding.folded("ΠΛΗΡΩΜΗΣ") == Array("πληρωμησ".utf8))
        #expect(MatchFolding.folded("АПТЕКА Ёлка") == Array("аптека елка".utf8))
        #expect(MatchFolding.folded("Straße Łódź") == Array("strasse lodz".utf8))
        #expect(MatchFolding.folded("أحمد") == Array("احمد".utf8))
        // A combining accent (decomposed text) is removed like a precomposed one.
        #expect(MatchFolding.folded("Cafe\u{301}") == Array("cafe".utf8))
        // Bytes that are not UTF-8 are kept as they are; other scripts are untouched.
        var out: [UInt8] = []
        [0x41, 0xFF, 0xC3].withUnsafeBufferPointer { MatchFolding.fold($0, into: &out) }
        #expect(out == [0x61, 0xFF, 0xC3])
        #expect(MatchFolding.folded("월급 약국 ร้านขายยา 药店") == Array("월급 약국 ร้านขายยา 药店".utf8))
    }

    /// The wording the issue names as unrecognised, each with the category a person expects.
    static let named: [(String, Direction, String)] = [
        ("MAAS ODEMESI ACME AS", .received, "Salary"), ("KIRA ODEMESI", .spent, "Rent"),
        ("NOMINA EMPRESA SA", .received, "Salary"), ("HABERES MARZO", .received, "Salary"),
        ("ALQUILER PISO CALLE MAYOR", .spent, "Rent"), ("ARRIENDO DEPTO", .spent, "Rent"),
        ("VENCIMENTO", .received, "Salary"), ("RENDA CASA", .spent, "Rent"), ("MZDA 03/2026", .received, "Salary"),
        ("NAJEM MIESZKANIA", .spent, "Rent"), ("LUONG THANG 3", .received, "Salary"), ("월급", .received, "Salary"),
        ("월세 이체", .spent, "Rent"), ("ZELLE FROM JOHN SMITH", .received, "Transfers"),
        ("ZELLE PAYMENT TO JOHN SMITH", .spent, "Transfers"), ("CARRIS METRO NAVEGANTE", .spent, "Transport & Fuel"),
        ("ｾﾌﾞﾝ-ｲﾚﾌﾞﾝ 新宿店", .spent, "Groceries"), ("ﾛ-ｿﾝ 渋谷", .spent, "Groceries"), ("ﾕﾆｸﾛ 銀座", .spent, "Shopping"),
        ("MİGROS KADIKOY", .spent, "Groceries"), ("ECZANESI KADIKOY ISTANBUL TR", .spent, "Health"),
        ("NHA THUOC LONG CHAU", .spent, "Health"), ("SALAIRE JANVIER", .received, "Salary"),
        ("WYNAGRODZENIE ZA STYCZEN", .received, "Salary"), ("給与", .received, "Salary"),
    ]

    @Test("salary, rent, transfers and shops in the words banks print, in many languages", arguments: named)
    func namedWording(_ example: (String, Direction, String)) {
        var categorizer = Categorizer()
        let explanation = Self.explain(example.0, example.1, &categorizer)
        #expect(explanation.category.name == example.2, "\(example.0): \(explanation.rule)")
    }

    @Test("precedence: chains over kinds, kinds over payment rails, rails alone decide, a lesson over all of them")
    func precedence() {
        var categorizer = Categorizer()
        // A chain's name wins over a kind's word in the same line.
        #expect(
            Self.explain("BIEDRONKA APTEKA", .spent, &categorizer).rule.hasPrefix(
                "merchant dictionary: Merchants/pl.tsv:"))
        // A kind's word wins over the rail it was paid by.
        let padaria = Self.explain("PIX ENVIADO CONFEITARIA DONA ANA", .spent, &categorizer)
        #expect(padaria.category.name == "Food & Dining", "\(padaria.rule)")
        // The rail decides when nothing else names the payee.
        let person = Self.explain("PIX ENVIADO JOAO SILVA", .spent, &categorizer)
        #expect(
            person.category.name == "Transfers" && person.rule.hasPrefix("payment rail: Lexicon/rails.tsv:"),
            "\(person.rule)")
        // A kind of money spent never names money received, and the other way round.
        #expect(Self.explain("APTEKA GEMINI", .received, &categorizer).category.isOthers)
        #expect(Self.explain("WYNAGRODZENIE", .spent, &categorizer).category.isOthers)
        // A lesson overrides the lexicon.
        categorizer.learn([
            LearnedMerchant(
                key: Array("apteka gemini".utf8), direction: .spent,
                category: Category(name: "Shopping", color: "#000000", direction: .spent),
                file: "spendreport teach", line: 0)
        ])
        let taught = Self.explain("APTEKA GEMINI 12", .spent, &categorizer)
        #expect(
            taught.category.name == "Shopping" && taught.rule == "taught with `spendreport teach` Shopping",
            "\(taught.rule)")
    }

    /// Every line of `Lexicon/ambiguous.tsv`: (line, word, neighbour, category).
    static func ambiguousLines() throws -> [(Int, String, String, String)] {
        let text = try String(contentsOf: lexicon.appendingPathComponent("ambiguous.tsv"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard !line.hasPrefix("#"), !line.isEmpty else { return nil }
            let fields = line.split(separator: "\t").map(String.init)
            return fields.count == 3 ? (index + 1, fields[0], fields[1], fields[2]) : nil
        }
    }

    @Test("each ambiguous word means what its neighbour says, and alone it is never decided by that line")
    func ambiguousBothWays() throws {
        var categorizer = Categorizer()
        let lines = try Self.ambiguousLines()
        #expect(lines.count >= 40)
        // Every ambiguous entry has its neighbours, and together they are the table's.
        #expect(MerchantDictionary.neighbours.count == MerchantDictionary.ambiguousCount)
        #expect(
            MerchantDictionary.neighbours.map(\.count).reduce(0, +)
                == Set(lines.map { "\($0.1)|\($0.2)|\($0.3)" }).count)
        var categoriesOfWord: [String: Set<String>] = [:]
        for (number, word, neighbour, category) in lines {
            categoriesOfWord[word, default: []].insert(category)
            let side: Direction = ["Salary", "Refunds", "Cashback", "Interest"].contains(category) ? .received : .spent
            let decided = Self.explain("\(word.uppercased()) \(neighbour.uppercased())", side, &categorizer)
            #expect(
                decided.category.name == category, "ambiguous.tsv:\(number) \(word) + \(neighbour): \(decided.rule)")
            let reversed = Self.explain("\(neighbour.uppercased()) 12 \(word.uppercased())", side, &categorizer)
            #expect(
                reversed.category.name == category, "ambiguous.tsv:\(number) \(neighbour) … \(word): \(reversed.rule)")
            let alone = Self.explain("\(word.uppercased()) 4411", side, &categorizer)
            #expect(!alone.rule.hasPrefix("ambiguous word"), "ambiguous.tsv:\(number) \(word) alone: \(alone.rule)")
        }
        // Tested both ways: every word has neighbours for at least two categories.
        for (word, categories) in categoriesOfWord {
            #expect(categories.count >= 2, "\(word): \(categories)")
        }
        // The issue's false positive: a Lisbon metro pass is transport, a cash-and-carry is groceries.
        #expect(Self.explain("CARRIS METRO NAVEGANTE", .spent, &categorizer).category.name == "Transport & Fuel")
        #expect(Self.explain("METRO CASH & CARRY 12", .spent, &categorizer).category.name == "Groceries")
        #expect(Self.explain("SHELL ENERGY DIRECT DEBIT", .spent, &categorizer).category.name == "Bills & Utilities")
        #expect(Self.explain("SHELL 1234 LONDON", .spent, &categorizer).category.name == "Transport & Fuel")
    }

    @Test("at least 40 languages, each naming kinds of money spent and received")
    func languages() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.lexicon.path)
            .filter { $0.hasSuffix(".tsv") && !["ambiguous.tsv", "rails.tsv", "card-bills.tsv"].contains($0) }
        #expect(files.count >= 40, "\(files.count)")
        let entries = MerchantDictionary.entries.filter { $0.origin.source.hasPrefix("Lexicon/") }
        for file in files {
            let source = "Lexicon/" + file.dropLast(4)
            let categories = Set(entries.filter { $0.origin.source == source }.map(\.category))
            #expect(
                categories.contains("Salary") && categories.contains("Groceries") && categories.contains("Health"),
                "\(file): \(categories.sorted())")
        }
        // Payment rails of many markets.
        let rails = Set(entries.filter { $0.origin.source == "Lexicon/rails" }.map { MatchFolding.folded($0.keyword) })
        for marker in [
            "zelle", "venmo", "bizum", "swish", "mobilepay", "vipps", "twint", "mb way", "nequi", "daviplata",
        ] {
            #expect(rails.contains(Array(marker.utf8)), "\(marker)")
        }
    }

    @Test("the generator leaves out a word two languages file under different categories, and says so")
    func generatorLeavesOutConflicts() throws {
        let root = try ArchitectureTests.tree([
            "Sources/SpendAnalytics/Categorize/Merchants/aa.tsv": "# test\nFoo Mart\tGroceries\n",
            "Sources/SpendAnalytics/Categorize/Lexicon/da.tsv": "rente\tInterest\napotek\tHealth\n",
            "Sources/SpendAnalytics/Categorize/Lexicon/de.tsv": "rente\tSalary\napotheke\tHealth\tanywhere\n",
            "Sources/SpendAnalytics/Categorize/Lexicon/ambiguous.tsv":
                "metro\tcash\tGroceries\nmetro\tpass\tTransport & Fuel\nair\tfoo\tPets\n",
            "scripts/generate-merchants.py": try String(
                contentsOf: ArchitectureTests.packageRoot
                    .appendingPathComponent("scripts/generate-merchants.py"), encoding: .utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let refused = try ArchitectureTests.check(
            [], script: root.appendingPathComponent("scripts/generate-merchants.py"))
        #expect(refused.status == 1)
        #expect(refused.output.contains("ambiguous.tsv:3: unknown category 'Pets'"), "\(refused.output)")
        try "metro\tcash\tGroceries\nmetro\tpass\tTransport & Fuel\n".write(
            to: root.appendingPathComponent("Sources/SpendAnalytics/Categorize/Lexicon/ambiguous.tsv"),
            atomically: true, encoding: .utf8)
        let run = try ArchitectureTests.check([], script: root.appendingPathComponent("scripts/generate-merchants.py"))
        #expect(run.status == 0, "\(run.output)")
        let data = try String(
            contentsOf: root.appendingPathComponent("Sources/SpendAnalytics/Categorize/MerchantDictionaryData.swift"),
            encoding: .utf8)
        #expect(data.contains("/// - `rente`: Lexicon/da.tsv:1 Interest, Lexicon/de.tsv:1 Salary"))
        #expect(data.contains("static let leftOutCount = 1"))
        #expect(data.contains("static let ambiguousCount = 2"))
        #expect(!data.contains("\trente\t"))
        #expect(data.contains("Lexicon/de\t2\tHealth\ta\tapotheke\tapotheke\t\t2"))
    }
}
