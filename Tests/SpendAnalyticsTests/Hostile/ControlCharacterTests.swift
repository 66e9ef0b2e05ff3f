import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 11, finding 6: text from a bad row reached stderr raw (ESC, BEL, NUL), so a bank file
/// could rewrite the terminal or the cron mail showing it. Every message escapes control characters.
@Suite("Control characters in messages")
struct ControlCharacterTests {
    @Test("C0 controls, DEL and C1 controls are written as escapes; other text is kept")
    func escaping() {
        #expect(
            "a\u{1B}[2Jb\u{07}c\u{0}d\u{7F}e\u{9B}f\ng\th".escapingControlCharacters()
                == "a\\x1B[2Jb\\x07c\\x00d\\x7Fe\\u{9B}f\\x0Ag\th")
        #expect("Café ₹ \\x1B 🙂".escapingControlCharacters() == "Café ₹ \\x1B 🙂")
    }

    @Test("InputError and RulesError descriptions escape the file's text and names")
    func descriptions() {
        let input = InputError(
            file: "in\u{1B}.csv", position: SourcePosition(line: 3, column: 4),
            reason: .badAmount(TableColumn(index: 2, header: "Amt\u{07}"), .notAnAmount), text: "1\u{0}2")
        #expect(input.description == "in\\x1B.csv:3:4: column 3 \"Amt\\x07\": not an amount (1\\x002)")
        let rules = RulesError(file: "r.yaml", line: 2, message: "unknown key \"\u{1B}]0;owned\u{07}\"")
        #expect(rules.description == "r.yaml:2: unknown key \"\\x1B]0;owned\\x07\"")
    }

    /// The bytes ESC, BEL, NUL, DEL and the C1 CSI in a bad row, through the built binary: stderr
    /// holds no control byte but the line end, with and without --skip-invalid.
    @Test("a bad row with ESC, BEL, NUL reaches stderr escaped", arguments: [false, true])
    func throughTheCLI(skipInvalid: Bool) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("hostile.csv")
        var bytes = Array("Date,Description,Amount\n2026-11-01,Coffee,-4.50\n2026-11-02,Lu".utf8)
        bytes += [0x1B] + Array("[2J".utf8) + [0x07, 0x00, 0x7F, 0xC2, 0x9B] + Array("nch,-1.00,x\n".utf8)
        try Data(bytes).write(to: input)
        let result = try CLIRunner.run(
            [
                "report", input.path, "--out", dir.appendingPathComponent("out").path,
                "--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata",
            ]
                + (skipInvalid ? ["--skip-invalid"] : []))
        #expect(result.status == (skipInvalid ? 0 : 65), "stderr: \(result.stderr)")
        let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            firstLine
                == "spendreport: \(skipInvalid ? "skipped" : "error"): \(input.path):3:33: expected 3 fields, found 4 "
                + "(2026-11-02,Lu\\x1B[2J\\x07\\x00\\x7F\\u{9B}nch,-1.00,x)")
        let controls = result.stderr.utf8.enumerated().filter { $0.element < 0x20 && $0.element != 0x0A }
        #expect(controls.isEmpty, "control bytes on stderr: \(controls)")
        #expect(result.stderr.last == "\n")
        #expect(!result.stderr.utf8.contains(0x7F) && !result.stderr.contains("\u{9B}"))
    }

    @Test("validate prints the same row escaped on stdout")
    func validate() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("hostile.csv")
        let bytes =
            Array("Date,Description,Amount\n2026-11-02,Lu".utf8) + [0x1B, 0x07, 0x00] + Array("nch,-1.00,x\n".utf8)
        try Data(bytes).write(to: input)
        let result = try CLIRunner.run(["validate", input.path])
        #expect(result.stdout.contains("(2026-11-02,Lu\\x1B\\x07\\x00nch,-1.00,x)"), "stdout: \(result.stdout)")
        #expect(!result.stdout.utf8.contains { $0 < 0x20 && $0 != 0x0A }, "stdout: \(result.stdout)")
        #expect(!result.stderr.utf8.contains { $0 < 0x20 && $0 != 0x0A }, "stderr: \(result.stderr)")
    }

    /// No control byte but the line end in `text`.
    static func controlBytes(_ text: String) -> [UInt8] {
        text.utf8.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
    }

    static let hostile = "evil\u{1B}]0;owned\u{07}\u{1B}[2J"
    static let escaped = "evil\\x1B]0;owned\\x07\\x1B[2J"

    @Test(
        "history accounts, the remove-account error, batch failed and skipped lines and the preview summary print names escaped"
    )
    func everyPrintedLine() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = ["--now", "2026-12-01T02:00:00Z", "--timezone", "UTC"]
        let input = dir.appendingPathComponent("in.csv")
        try Data("Date,Description,Amount\n2026-11-02,Coffee,-4.50\n".utf8).write(to: input)
        let store = dir.appendingPathComponent("h.db").path
        let out = dir.appendingPathComponent("out-\(Self.hostile)")
        let report = try CLIRunner.run(
            ["report", input.path, "--history", store, "--account", Self.hostile, "--out", out.path] + clock)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(Self.controlBytes(report.stderr).isEmpty, "\(report.stderr)")

        let accounts = try CLIRunner.run(["history", "accounts", "--history", store])
        #expect(accounts.status == 0)
        #expect(accounts.stdout.contains(Self.escaped + "     1  2026-11-02  2026-11-02"), "\(accounts.stdout)")
        #expect(Self.controlBytes(accounts.stdout).isEmpty, "\(accounts.stdout)")

        let remove = try CLIRunner.run(["history", "remove-account", "--history", store, "x\u{1B}[2Jy"])
        #expect(remove.status == 65)
        #expect(
            remove.stderr.contains("no account named \"x\\x1B[2Jy\" (accounts: \(Self.escaped))"), "\(remove.stderr)")
        #expect(Self.controlBytes(remove.stderr).isEmpty, "\(remove.stderr)")

        let preview = try CLIRunner.run(["preview", out.path])
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stderr.contains("out-" + Self.escaped), "\(preview.stderr)")
        #expect(Self.controlBytes(preview.stderr).isEmpty, "\(preview.stderr)")

        let many = dir.appendingPathComponent("many.csv")
        try Data(
            "id,Date,Description,Amount\n\(Self.hostile),2026-11-02,Coffee,-4.50\n\(Self.hostile),2026-11-03,Tea,x\n"
                .utf8
        ).write(to: many)
        for skip in [false, true] {
            let batch = try CLIRunner.run(
                ["batch", many.path, "--by", "id", "--out", dir.appendingPathComponent("batch-\(skip)").path]
                    + clock + (skip ? ["--skip-invalid"] : []))
            #expect(batch.status == (skip ? 0 : 65), "\(batch.stderr)")
            #expect(
                batch.stderr.contains((skip ? "spendreport: skipped (" : "spendreport: failed: ") + Self.escaped),
                "\(batch.stderr)")
            #expect(Self.controlBytes(batch.stderr).isEmpty, "\(batch.stderr)")
        }
    }
}
