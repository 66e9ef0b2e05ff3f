import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 11, finding 5: one YAML anchor reused by 1,000 rules took 1.4 GB in 9 s (10,000 aborted
/// near 14 GB), and a rule `(a|a)+b` took 19 s on one 36-character description. A rules file is
/// read up to 1 MiB, up to 200,000 values with its aliases expanded, and a regex match stops
/// past its budget with an error naming the rule (docs/LIMITS.md: Limits).
@Suite("Rules file limits")
struct RulesLimitsTests {
    /// One anchor of `keywords` keywords, reused by `rules` rules.
    static func aliasBomb(keywords: Int, rules: Int) -> String {
        var yaml = "categories:\n  - { name: Pets, direction: spent }\nrules:\n  - category: Pets\n    contains: &k ["
        yaml += (0..<keywords).map { "kw\($0)" }.joined(separator: ", ") + "]\n"
        for _ in 1..<rules { yaml += "  - { category: Pets, contains: *k }\n" }
        return yaml
    }

    @Test("an anchor reused past 200,000 values is refused at the anchored value that passes the limit")
    func aliasExpansion() throws {
        #expect(
            throws: RulesError(
                file: "rules.yaml", line: 5,
                message: "the rules file holds more than 200000 values once its "
                    + "aliases are expanded (an alias counts as the values it repeats), the limit")
        ) {
            try CategoryRules.parse(yaml: Self.aliasBomb(keywords: 1_000, rules: 1_000), file: "rules.yaml")
        }
        // Below the limit the same shape loads.
        #expect(
            try CategoryRules.parse(yaml: Self.aliasBomb(keywords: 1_000, rules: 150), file: "rules.yaml").rules.count
                == 150)
    }

    @Test("a declared category name over 64 characters is refused at its line")
    func longName() throws {
        let long = String(repeating: "n", count: 65)
        #expect(
            throws: RulesError(
                file: "rules.yaml", line: 2, message: "the category name is longer than 64 characters, the limit")
        ) {
            try CategoryRules.parse(yaml: "categories:\n  - { name: \(long), direction: spent }\n", file: "rules.yaml")
        }
        let fits = String(repeating: "n", count: 64)
        #expect(
            try CategoryRules.parse(yaml: "categories:\n  - { name: \(fits), direction: spent }\n", file: "rules.yaml")
                .taxonomy.id(named: fits, direction: .spent) != nil)
    }

    @Test("a rules file over 1 MiB is refused unread")
    func fileSize() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("big.yaml").path
        let comment = "# " + String(repeating: "x", count: 1_000) + "\n"
        try Data(("rules: []\n" + String(repeating: comment, count: 1_100)).utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: RulesError(file: path, message: "the rules file is larger than 1 MiB, the limit")) {
            try CategoryRules.load(path: path)
        }
    }

    @Test("a regex past its budget stops with the rule's line, an ordinary one matches")
    func regexBudget() throws {
        let regex = try RuleRegex("(a|a)+b")
        let start = Date()
        #expect(regex.match(String(repeating: "a", count: 36)) == .overBudget)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(regex.match("xx aab") == .match)
        #expect(
            try RuleRegex("^NEFT.*RENT").match(String(repeating: "UPI/ZOMATO/573647121416/UPI ", count: 40)) == .noMatch
        )
    }

    /// Through the built binary: `(a|a)+b` on a 36-character description.
    @Test("through the CLI: exit 65 naming the rule's line and the row")
    func regexThroughTheCLI() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let rules = dir.appendingPathComponent("rules.yaml")
        try Data(
            "rules:\n  - { category: Shopping, contains: [shop] }\n  - { category: Shopping, regex: \"(a|a)+b\" }\n"
                .utf8
        )
        .write(to: rules)
        let input = dir.appendingPathComponent("in.csv")
        try Data(
            ("Date,Description,Amount\n2026-11-01,shop,-1.00\n2026-11-02," + String(repeating: "a", count: 36)
                + ",-2.00\n").utf8
        )
        .write(to: input)
        let run = try BoundedRun.run([
            "report", input.path, "--out", dir.appendingPathComponent("out").path, "--rules", rules.path,
        ])
        #expect(run.result.status == 65)
        #expect(
            run.result.stderr
                == "spendreport: error: \(rules.path):3: the regex \"(a|a)+b\" took too long on the description on "
                + "line 3 of \(input.path) (past its budget of 250 ms): simplify it, e.g. no repetition "
                + "of a group that can match the same text two ways\n")
        #expect(run.seconds < 3, "\(run.seconds) s")
    }

    @Test("through the CLI: the alias bomb of 10,000 rules stops in bounded time and memory")
    func aliasBombThroughTheCLI() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let rules = dir.appendingPathComponent("rules.yaml")
        try Data(Self.aliasBomb(keywords: 1_000, rules: 10_000).utf8).write(to: rules)
        let input = dir.appendingPathComponent("in.csv")
        try Data("Date,Description,Amount\n2026-11-01,shop,-1.00\n".utf8).write(to: input)
        let run = try BoundedRun.run([
            "report", input.path, "--out", dir.appendingPathComponent("out").path, "--rules", rules.path,
        ])
        #expect(run.result.status == 65)
        #expect(
            run.result.stderr.hasPrefix(
                "spendreport: error: \(rules.path):5: the rules file holds more than 200000 values"),
            "\(run.result.stderr)")
        #expect(run.seconds < 10 && run.peakKiB < 300_000, "\(run.seconds) s, \(run.peakKiB) KiB")
    }
}
