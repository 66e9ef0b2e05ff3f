import Foundation
import Testing

@testable import SpendAnalytics

/// The built-in rules and the merchant dictionary in one automaton (``RuleEngine/CombinedBuiltin``,
/// what every run uses) decide exactly as the two automata passed one after the other: the same
/// category and the same reason (rule, keyword, dictionary line) for every description of the
/// bank and merchant fixtures, mutations of them, and every built-in keyword, on both sides and
/// with and without user rules before them.
@Suite("Built-in rules and dictionary in one automaton")
struct CombinedBuiltinTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Each cell of each fixture CSV's lines (descriptions among them), and variants.
    static func texts() throws -> [String] {
        var texts: [String] = []
        for folder in ["banks", "merchants"] {
            let directory = fixtures.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where name.hasSuffix(".csv") {
                guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else {
                    continue
                }
                for line in text.split(whereSeparator: \.isNewline).prefix(400) {
                    for cell in line.split(separator: ",") where cell.count >= 3 {
                        let cell = String(cell)
                        texts.append(cell)
                        texts.append("X" + cell)
                        texts.append(cell.lowercased())
                    }
                }
            }
        }
        for rule in BuiltinRules.all {
            for keyword in rule.words + rule.contains {
                texts.append("POS \(keyword.uppercased()) 4411")
                texts.append("UPI/\(keyword)x/123")
            }
        }
        return texts
    }

    static let userRules = """
        rules:
          - { category: Shopping, contains: [amazon, "coles"] }
          - { category: Groceries, regex: "^POS .*MART", direction: spent }
          - { category: Salary, contains: [salary], direction: received, min: 1000.00 }
        """

    @Test("the same decision as the two automata, with and without user rules", arguments: [false, true])
    func sameDecisions(withUserRules: Bool) throws {
        let rules = withUserRules ? try CategoryRules.parse(yaml: Self.userRules, file: "rules.yaml") : .empty
        var combined = Categorizer(
            rules: rules, builtin: BuiltinRules.all, dictionaryPosition: BuiltinRules.dictionaryPosition,
            builtinPass: .combined(.standard))
        var separate = Categorizer(
            rules: rules, builtin: BuiltinRules.all, dictionaryPosition: BuiltinRules.dictionaryPosition)
        let texts = try Self.texts()
        #expect(texts.count > 5_000)
        var reasons: [String: Int] = [:]
        for text in texts {
            for direction in [Direction.spent, .received] {
                for amount in [nil, Money(minorUnits: 250_000)] {
                    let expected = separate.explain(description: text, amount: amount, direction: direction)
                    let actual = combined.explain(description: text, amount: amount, direction: direction)
                    #expect(actual == expected, "\(text) \(direction)")
                    reasons["\(expected.reason)".prefix(while: { $0 != "(" }).description, default: 0] += 1
                }
            }
        }
        // Built-in keywords, dictionary names and no match all occur: a comparison of one kind
        // of reason alone would prove little.
        #expect(
            (reasons["builtinKeyword"] ?? 0) > 1_000 && (reasons["merchantDictionary"] ?? 0) > 1_000
                && (reasons["noMatch"] ?? 0) > 1_000, "\(reasons)")
        if withUserRules { #expect((reasons["userRule"] ?? 0) > 10, "\(reasons)") }
    }

    @Test("the adaptive pass turns combined where most rows reach the dictionary, and back, deciding alike")
    func adaptive() throws {
        var adaptive = Categorizer()
        var separate = Categorizer(
            rules: .empty, builtin: BuiltinRules.all, dictionaryPosition: BuiltinRules.dictionaryPosition)
        let window = RuleEngine.adaptiveWindow
        // Spent rows no built-in list settles (they reach the dictionary), then rows a list does.
        let reaching = (0..<window).map { "UPI/PERSON\($0)/NOTE" }
        let settled = (0..<window).map { _ in "UPI/ZOMATO/573647121416/UPI" }
        var states: [Bool] = []
        for texts in [reaching, reaching, settled, settled] {
            for text in texts {
                var record = TransactionRecord()
                record.description = Array(text.utf8)
                record.direction = .spent
                record.amount = Money(minorUnits: 1_000)
                #expect(adaptive.categorize(record) == separate.categorize(record))
            }
            states.append(adaptive.scansBuiltinCombined)
        }
        // Decided at the end of each window, for the next one.
        #expect(states == [true, true, false, false])
        #expect(!separate.scansBuiltinCombined)
    }
}
