import Foundation
import Testing

/// `spendreport validate` and `spendreport profiles` as a user runs them (the built binary).
@Suite struct ValidateCommandTests {
    static func run(_ arguments: [String], stdin: String? = nil) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, stdin: stdin.map { Data($0.utf8) })
    }

    @Test func reportsWhatWasDetectedAndTheCounts() throws {
        let result = try Self.run(["validate", "sample-transactions/hdfc-savings.csv"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(5)) == [
                "input: sample-transactions/hdfc-savings.csv",
                "profile: hdfc (HDFC Bank: statement (XLS saved as CSV))",
                "encoding: utf-8",
                "delimiter: comma (,)",
                "header: line 11",
            ])
        #expect(lines.contains("  debit        \"Withdrawal Amt.\" (column 5)"))
        #expect(lines.contains("date order: day first (dd/MM), from line 31 (13/09/26)"))
        #expect(lines.contains("default currency: INR"))
        #expect(
            Array(lines.suffix(9)) == [
                "rows: 141", "used: 141", "skipped invalid: 0", "duplicates: 0", "zero amount: 0",
                "not a transaction: 0", "not completed: 0", "trailer rows: 5", "problems: none",
            ])
    }

    static let badFile = "Date,Description,Amount\n2026-01-02,Tea,-2.00\n2026-01-03,Cake,abc\n2026-01-04,Pie,-1.00,x\n"

    @Test(arguments: [false, true])
    func listsEveryProblemAndExits65(_ skipInvalid: Bool) throws {
        let result = try Self.run(["validate", "-"] + (skipInvalid ? ["--skip-invalid"] : []), stdin: Self.badFile)
        #expect(result.status == 65)
        #expect(
            result.stdout.contains(
                """
                skipped invalid: 2
                """))
        #expect(
            result.stdout.hasSuffix(
                """
                problems: 2
                  <stdin>:3:17: column 3 "Amount": not an amount (abc)
                  <stdin>:4:22: expected 3 fields, found 4 (2026-01-04,Pie,-1.00,x)

                """))
        #expect(result.stderr == "spendreport: -: 2 rows cannot be read\n")
    }

    @Test func fileLevelErrorsGoToStandardError() throws {
        let notATable = try Self.run(["validate", "-"], stdin: "just some words\n")
        #expect(notATable.status == 65)
        #expect(notATable.stdout.isEmpty)
        #expect(notATable.stderr.hasPrefix("spendreport: error: <stdin>: no header row"))

        let missing = try Self.run(["validate", "no/such/file.csv"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "spendreport: error: no/such/file.csv: no such file\n")

        let ambiguous = try Self.run(["validate", "-"], stdin: "Date,Description,Amount\n01/02/2026,A,-1\n")
        #expect(ambiguous.status == 65)
        #expect(
            ambiguous.stderr
                == "spendreport: error: <stdin>:2:1: cannot tell day from month: no date in the first rows has a day "
                + "above 12; pass --date-format (e.g. --date-format dd/MM/yyyy or --date-format MM/dd/yyyy) (01/02/2026)\n"
        )
    }

    @Test func unknownProfileIsAUsageError() throws {
        let result = try Self.run(["validate", "sample-transactions/amex-card.csv", "--profile", "visa"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--profile must be one of hdfc-delimited, hdfc, icici,"))
    }

    @Test func profilesListsEveryProfile() throws {
        let result = try Self.run(["profiles"])
        #expect(result.status == 0)
        let ids = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map {
            String($0.split(separator: " ")[0])
        }
        #expect(ids.count == 64)
        #expect(ids.first == "hdfc-delimited" && ids[27] == "dkb" && ids[28] == "rbc" && ids.last == "pko")
        #expect(
            result.stdout.contains(
                "amex             American Express: card activity CSV\n"
                    + "                 fixes: purchases POSITIVE and payments negative (signs flipped), Account # and Reference as text, USD\n"
            ))
    }
}
