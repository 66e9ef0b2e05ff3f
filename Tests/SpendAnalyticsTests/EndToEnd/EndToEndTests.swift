import Foundation
import Testing

@testable import SpendAnalytics

/// Runs the built `spendreport` on `sample-transactions/` and compares every output file with
/// the golden copies in `Tests/SpendAnalyticsTests/Golden/e2e/` byte for byte.
/// Re-record with `RECORD_GOLDEN=1 swift test --filter EndToEnd`.
@Suite("End to end: the built binary on the bundled samples")
struct EndToEndTests {
    static let samples = ["hdfc-savings", "paytm-wallet", "amex-card"]
    static let outputFiles = [
        "spend-analytics.json", "spent.svg", "received.svg", "widget-small.svg", "widget-medium.svg",
        "widget-large.svg", "trend.svg", "spent-dark.svg", "received-dark.svg", "widget-small-dark.svg",
        "widget-medium-dark.svg", "widget-large-dark.svg", "trend-dark.svg",
    ]
    static let goldenRoot = CLIRunner.packageRoot.appendingPathComponent("Tests/SpendAnalyticsTests/Golden/e2e")
    static let recording = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"

    /// Fixed clock and zone: the output must not depend on when or where the test runs.
    static func reportArguments(_ sample: String, out: URL) -> [String] {
        [
            "report", "sample-transactions/\(sample).csv", "--out", out.path,
            "--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata",
        ]
    }

    @Test("--locale: the built binary writes every display string in the locale's style; without it, the golden bytes")
    func locale() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIRunner.run(Self.reportArguments("hdfc-savings", out: out) + ["--locale", "de-DE"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("spent 123.395,93\u{00A0}₹"), "\(result.stderr)")
        let model = try ChartJSON.decode(Array(Data(contentsOf: out.appendingPathComponent("spend-analytics.json"))))
        let golden = try ChartJSON.decode(
            Array(Data(contentsOf: Self.goldenRoot.appendingPathComponent("hdfc-savings/spend-analytics.json"))))
        #expect(model.monthLabel == "November 2026" && model.currencySymbol == "₹")
        #expect(
            model.entries[0].spent.totalText == "123.395,93\u{00A0}₹"
                && golden.entries[0].spent.totalText == "₹1,23,395.93")
        #expect(model.entries[0].spent.slices.map(\.amount) == golden.entries[0].spent.slices.map(\.amount))
        #expect(model.entries[0].spent.slices.allSatisfy { $0.percentageText.hasSuffix("\u{00A0}%") })
        #expect(model.entries[0].spent.slices.compactMap(\.changeText).allSatisfy { $0.hasSuffix(" ggü. Oktober") })
        let bad = try CLIRunner.run(Self.reportArguments("hdfc-savings", out: out) + ["--locale", "xx-XX"])
        #expect(bad.status == 64)
    }

    @Test("--locale reaches the SVGs: the month label, legend percentages, trend names and empty state in de-DE")
    func localeCharts() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // October has received money only, so its spent side is the empty state.
        let csv = dir.appendingPathComponent("october.csv")
        try Data("Date,Description,Amount\n2026-10-02,Salary,1500.00\n2026-09-03,Coffee,-4.50\n".utf8).write(to: csv)
        let out = dir.appendingPathComponent("out")
        let result = try CLIRunner.run([
            "report", csv.path, "--out", out.path, "--now", "2026-11-22T02:00:00+05:30",
            "--timezone", "Asia/Kolkata", "--month", "2026-10", "--locale", "de-DE",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        func svg(_ name: String) throws -> String {
            try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
        }
        let medium = try svg("widget-medium.svg")
        #expect(medium.contains(">Oktober 2026</text>"), "\(medium)")
        // Nothing was spent in October: the medium widget shows what was received, in German.
        let mediumTexts = try XMLElement.parse(medium).descendants("text").map(\.text)
        #expect(mediumTexts.prefix(2) == ["Einnahmen", "1.500,00"], "\(mediumTexts)")
        let small = try svg("widget-small.svg")
        #expect(!small.contains("Money") && !small.contains("No spending"), "\(small)")
        let spent = try XMLElement.parse(try svg("spent.svg")).descendants("text").map(\.text)
        #expect(spent.joined(separator: " ") == "Ausgaben Keine Ausgaben im Oktober", "\(spent)")
        let large = try svg("widget-large.svg")
        #expect(!medium.contains("October") && !large.contains("October"))
        #expect(large.contains(">Oktober 2026</text>"))
        let trend = try svg("trend.svg")
        #expect(
            trend.contains(">Sep</text>") && trend.contains(">Okt</text>")
                && trend.contains("September 2026 – Oktober 2026"), "\(trend)")
        #expect(large.contains(">100,00\u{00A0}%</text>"), "\(large)")
    }

    @Test("report writes the golden files", arguments: samples)
    func matchesGolden(sample: String) throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIRunner.run(Self.reportArguments(sample, out: out))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty, "stdout must stay clean")
        #expect(
            result.stderr.hasPrefix("spendreport: ") && result.stderr.contains("rows used"),
            "summary line: \(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "exactly one line on stderr: \(result.stderr)")
        let golden = Self.goldenRoot.appendingPathComponent(sample)
        for name in Self.outputFiles {
            let produced = try Data(contentsOf: out.appendingPathComponent(name))
            let goldenFile = golden.appendingPathComponent(name)
            if Self.recording {
                try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
                try produced.write(to: goldenFile)
            } else {
                guard FileManager.default.fileExists(atPath: goldenFile.path) else {
                    Issue.record(
                        "no golden copy \(sample)/\(name): record with RECORD_GOLDEN=1 swift test --filter EndToEnd")
                    continue
                }
                let expected = try Data(contentsOf: goldenFile)
                #expect(produced == expected, "\(sample)/\(name) differs from its golden copy")
            }
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }
        #expect(Set(left) == Set(Self.outputFiles), "no temporary files left: \(left)")
    }

    @Test("two runs give identical bytes")
    func deterministic() throws {
        let first = try CLIRunner.temporaryDirectory()
        let second = try CLIRunner.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        #expect(try CLIRunner.run(Self.reportArguments("hdfc-savings", out: first)).status == 0)
        #expect(try CLIRunner.run(Self.reportArguments("hdfc-savings", out: second)).status == 0)
        for name in Self.outputFiles {
            #expect(
                try Data(contentsOf: first.appendingPathComponent(name))
                    == Data(contentsOf: second.appendingPathComponent(name)))
        }
    }

    @Test("standard input gives the same report as the file")
    func standardInput() throws {
        let fromFile = try CLIRunner.temporaryDirectory()
        let fromStdin = try CLIRunner.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: fromFile)
            try? FileManager.default.removeItem(at: fromStdin)
        }
        let csv = try Data(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent("sample-transactions/paytm-wallet.csv"))
        #expect(try CLIRunner.run(Self.reportArguments("paytm-wallet", out: fromFile)).status == 0)
        let piped = try CLIRunner.run(
            [
                "-", "--out", fromStdin.path, "--now", "2026-11-22T02:00:00+05:30",
                "--timezone", "Asia/Kolkata",
            ], stdin: csv)
        #expect(piped.status == 0, "stderr: \(piped.stderr)")
        #expect(
            try Data(contentsOf: fromFile.appendingPathComponent("spent.svg"))
                == Data(contentsOf: fromStdin.appendingPathComponent("spent.svg")))
    }

    struct ExitCase: Sendable, CustomStringConvertible {
        var name: String
        var arguments: [String]
        var csv: String?
        var status: Int32
        var message: String
        var description: String { name }
    }

    static let exitCases: [ExitCase] = [
        ExitCase(
            name: "missing input", arguments: ["report", "no/such/file.csv"], csv: nil, status: 66,
            message: "no/such/file.csv"),
        ExitCase(
            name: "bad amount", arguments: [],
            csv: "Date,Description,Amount\n2026-11-01,Coffee,-4.50\n2026-11-02,Lunch,12,3,4\n", status: 65,
            message: ":3:21: expected 3 fields, found 5 (2026-11-02,Lunch,12,3,4)\n"),
        ExitCase(name: "not a table", arguments: [], csv: "hello world\njust text\n", status: 65, message: "input.csv"),
        ExitCase(
            name: "bad month flag", arguments: ["--month", "November"],
            csv: "Date,Description,Amount\n2026-11-01,Coffee,-4.50\n", status: 64, message: "--month"),
        ExitCase(
            name: "bad refresh time", arguments: ["--refresh-at", "25:00"],
            csv: "Date,Description,Amount\n2026-11-01,Coffee,-4.50\n", status: 64, message: "--refresh-at"),
        ExitCase(
            name: "bad clock", arguments: ["--now", "yesterday"],
            csv: "Date,Description,Amount\n2026-11-01,Coffee,-4.50\n", status: 64, message: "--now"),
        ExitCase(
            name: "bad currency", arguments: ["--currency", "rupees"],
            csv: "Date,Description,Amount\n2026-11-01,Coffee,-4.50\n", status: 64, message: "--currency"),
        ExitCase(
            name: "deep link not a URL", arguments: ["--deep-link", "not a url"],
            csv: "Date,Description,Amount\n2026-11-01,Coffee,-4.50\n", status: 64, message: "--deep-link"),
        ExitCase(
            name: "empty deep link", arguments: ["--deep-link", ""],
            csv: "Date,Description,Amount\n2026-11-01,Coffee,-4.50\n", status: 64, message: "--deep-link"),
        ExitCase(
            name: "unknown flag", arguments: ["--frobnicate"],
            csv: "Date,Description,Amount\n2026-11-01,Coffee,-4.50\n", status: 64, message: "frobnicate"),
    ]

    @Test("exit statuses and one clear line", arguments: exitCases)
    func exitStatus(_ testCase: ExitCase) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var arguments = testCase.arguments
        if let csv = testCase.csv {
            let input = dir.appendingPathComponent("input.csv")
            try Data(csv.utf8).write(to: input)
            arguments = ["report", input.path, "--out", dir.appendingPathComponent("out").path] + arguments
        }
        let result = try CLIRunner.run(arguments)
        #expect(result.status == testCase.status, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(testCase.message), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/spend-analytics.json").path))
    }

    @Test("a bad row is one compiler-style line, FILE:LINE:COL, quoting the row with the file's own delimiter")
    func badRowLine() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("konto.csv")
        try Data("Datum;Beschreibung;Betrag\n01.11.2026;Kaffee;-4,50\n02.11.2026;Mittag;abc;x\n".utf8).write(to: input)
        let result = try CLIRunner.run(["report", input.path, "--out", dir.appendingPathComponent("out").path])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "spendreport: error: \(input.path):3:23: expected 3 fields, found 4 (02.11.2026;Mittag;abc;x)\n")
        #expect(result.stdout.isEmpty)
        // With --skip-invalid the same line is reported as skipped, and the run succeeds.
        let skipped = try CLIRunner.run([
            "report", input.path, "--out", dir.appendingPathComponent("out").path, "--skip-invalid",
            "--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata",
        ])
        #expect(skipped.status == 0, "stderr: \(skipped.stderr)")
        #expect(
            skipped.stderr.split(separator: "\n").first
                == "spendreport: skipped: \(input.path):3:23: expected 3 fields, found 4 (02.11.2026;Mittag;abc;x)")
    }

    @Test("a failed run leaves the previous output untouched")
    func failedRunKeepsOutput() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let first = try CLIRunner.run(try Self.plainArguments(in: dir, out: out))
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let before = try Self.outputFiles.map { try Data(contentsOf: out.appendingPathComponent($0)) }
        let bad = dir.appendingPathComponent("bad.csv")
        try Data("Date,Description,Amount\n2026-11-01,Coffee,abc\n".utf8).write(to: bad)
        let failed = try CLIRunner.run(["report", bad.path, "--out", out.path])
        #expect(failed.status == 65)
        #expect(try Self.outputFiles.map { try Data(contentsOf: out.appendingPathComponent($0)) } == before)
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(
            Set(left) == Set(Self.outputFiles + [".spendreport.lock", ".current", ".spendreport-v1"]),
            "no temporary files: \(left)")
    }

    @Test("an output path that cannot be written exits 73")
    func unwritableOutput() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let blocker = dir.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let result = try CLIRunner.run([
            "report", "sample-transactions/paytm-wallet.csv", "--out", blocker.appendingPathComponent("sub").path,
        ])
        #expect(result.status == 73, "stderr: \(result.stderr)")
    }

    @Test("a download without data rows exits 65 and leaves the previous report untouched")
    func emptyDownloadRefused() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try CLIRunner.run(Self.reportArguments("paytm-wallet", out: out)).status == 0)
        let before = try Self.outputFiles.map { try Data(contentsOf: out.appendingPathComponent($0)) }
        let csv = out.appendingPathComponent("header-only.csv")
        try Data(
            "Date,Activity,Source/Destination,Wallet Txn ID,Comment,Debit,Credit,Transaction Breakup,Status\n".utf8
        ).write(to: csv)
        let result = try CLIRunner.run(["report", csv.path, "--out", out.path])
        #expect(result.status == 65)
        #expect(
            result.stderr == "spendreport: error: \(csv.path): holds no data row (a failed or expired download?); "
                + "the previous report is left as it was (--allow-empty to accept)\n")
        #expect(try Self.outputFiles.map { try Data(contentsOf: out.appendingPathComponent($0)) } == before)
    }

    @Test("with --allow-empty an empty month still writes an empty-state report")
    func emptyMonth() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let csv = out.appendingPathComponent("header-only.csv")
        try Data("Date,Description,Amount\n".utf8).write(to: csv)
        let result = try CLIRunner.run([
            "report", csv.path, "--out", out.path, "--now", "2026-11-22T02:00:00+05:30",
            "--timezone", "Asia/Kolkata", "--allow-empty",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        let json = try String(
            decoding: Data(contentsOf: out.appendingPathComponent("spend-analytics.json")), as: UTF8.self)
        #expect(json.contains("\"month\" : \"2026-11\""))
        #expect(json.contains("\"currency\" : \"XXX\""))
        #expect(json.components(separatedBy: "\"slices\" : [],").count == 3, "both sides empty: \(json)")
        #expect(json.components(separatedBy: "\"total\" : 0,").count == 3, "both totals 0: \(json)")
        #expect(json.contains("\"monthly\" : [],"))
        #expect(json.contains("\"generatedAt\" : \"2026-11-22T02:00:00+05:30\""))
        #expect(json.contains("\"refreshAfter\" : \"2026-11-23T00:00:00+05:30\""))
        let spent = try String(decoding: Data(contentsOf: out.appendingPathComponent("spent.svg")), as: UTF8.self)
        #expect(spent.contains("No spending in November"))
        let received = try String(decoding: Data(contentsOf: out.appendingPathComponent("received.svg")), as: UTF8.self)
        #expect(received.contains("Nothing received in November"))
        for name in Self.outputFiles {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name) written")
        }
    }

    /// A plain export (ISO dates, one signed amount) for tests about the output rather than the reader.
    static func plainCSV(in directory: URL) throws -> URL {
        let csv = directory.appendingPathComponent("plain.csv")
        try Data(
            "Date,Description,Amount\n2026-10-03,Coffee,-4.50\n2026-11-01,Lunch,-12.00\n2026-11-02,Salary,1500.00\n"
                .utf8
        ).write(to: csv)
        return csv
    }

    static func plainArguments(in directory: URL, out: URL) throws -> [String] {
        [
            "report", try plainCSV(in: directory).path, "--out", out.path, "--now", "2026-11-22T02:00:00+05:30",
            "--timezone", "Asia/Kolkata",
            "--currency", "XXX",
        ]
    }

    @Test("a run waits for the lock by default, and exits 75 at once with --no-wait")
    func lockAcrossProcesses() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        // This test process holds the lock, as a running spendreport would.
        let held = try OutputWriter(directory: out.path).lock(wait: false)
        let refused = try CLIRunner.run(try Self.plainArguments(in: dir, out: out) + ["--no-wait"])
        #expect(refused.status == 75, "stderr: \(refused.stderr)")
        #expect(refused.stderr.contains("another spendreport run"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("spend-analytics.json").path))

        // Without --no-wait the run blocks until the lock is released, then succeeds.
        let waiting = Process()
        waiting.executableURL = CLIRunner.binary
        waiting.arguments = try Self.plainArguments(in: dir, out: out)
        waiting.currentDirectoryURL = CLIRunner.packageRoot
        waiting.standardError = FileHandle.nullDevice
        try waiting.run()
        // However long the child took to start, it cannot have written while the lock is held.
        Thread.sleep(forTimeInterval: 0.5)
        #expect(waiting.isRunning, "the second run must wait for the lock")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("spend-analytics.json").path))
        held.release()
        waiting.waitUntilExit()
        #expect(waiting.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("spend-analytics.json").path))
    }

    @Test("spendreport schema prints the JSON Schema on stdout, and the report validates against it")
    func schemaCommand() throws {
        let result = try CLIRunner.run(["schema"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(Array(result.stdout.utf8) == ChartSchema.json())
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let run = try CLIRunner.run(try Self.plainArguments(in: dir, out: out))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let report = try JSONParser.parse(Array(Data(contentsOf: out.appendingPathComponent("spend-analytics.json"))))
        let errors = SchemaValidator(root: try JSONParser.parse(Array(result.stdout.utf8))).errors(report)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "report flags shape the JSON",
        arguments: [
            (["--month", "2026-10"], "\"month\" : \"2026-10\""),
            (["--refresh-at", "06:30"], "\"refreshAfter\" : \"2026-11-23T06:30:00+05:30\""),
            (["--deep-link", "myapp://spend?m={month}"], "\"deepLink\" : \"myapp://spend?m=2026-11\""),
            (["--currency", "usd"], "\"currency\" : \"USD\""),
            (["--timezone", "UTC"], "\"timezone\" : \"UTC\""),
        ])
    func flags(arguments: [String], expected: String) throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let csv = out.appendingPathComponent("input.csv")
        try Data("Date,Description,Amount\n2026-10-03,Coffee,-4.50\n2026-11-01,Lunch,-12.00\n".utf8).write(to: csv)
        let result = try CLIRunner.run(
            [
                "report", csv.path, "--out", out.path, "--now", "2026-11-22T02:00:00+05:30",
                "--timezone", "Asia/Kolkata",
            ] + arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try String(
            decoding: Data(contentsOf: out.appendingPathComponent("spend-analytics.json")), as: UTF8.self)
        #expect(json.contains(expected), "\(json)")
    }

    @Test("--exclude-transfers leaves the card bill payments out of every total and counts them")
    func excludeTransfers() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIRunner.run(Self.reportArguments("hdfc-savings", out: out) + ["--exclude-transfers"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        func load(_ url: URL) throws -> [String: Any] {
            try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        }
        let golden = try load(Self.goldenRoot.appendingPathComponent("hdfc-savings/spend-analytics.json"))
        let excluded = try load(out.appendingPathComponent("spend-analytics.json"))
        func entry(_ model: [String: Any]) throws -> [String: Any] {
            try #require((model["entries"] as? [[String: Any]])?.first)
        }
        func spent(_ model: [String: Any]) throws -> [String: Any] {
            try #require(try entry(model)["spent"] as? [String: Any])
        }
        // The statement pays the card bill once a month: "CC 4375XXXXXXXX1006 AUTOPAY SI-TAD", ₹42,000.00.
        let autopay: Int64 = 4_200_000
        let goldenSpent = try #require(try spent(golden)["total"] as? Int64)
        #expect(try spent(excluded)["total"] as? Int64 == goldenSpent - autopay)
        let categories = try #require(try spent(excluded)["slices"] as? [[String: Any]]).compactMap {
            $0["category"] as? String
        }
        #expect(!categories.contains("Transfers"))
        let monthly = { (model: [String: Any]) throws -> [Int64] in
            try #require(try entry(model)["monthly"] as? [[String: Any]]).compactMap { $0["spent"] as? Int64 }
        }
        #expect(try monthly(excluded) == monthly(golden).map { $0 - autopay })
        let stats = try #require(excluded["stats"] as? [String: Int])
        #expect(stats["transfersExcluded"] == 3)
        #expect(stats["rows"] == 141)
        #expect(stats["used"] == 31)
        #expect(stats["otherMonths"] == 107)
    }

    @Test(
        "rows after the current month, and a requested currency no row is in, are warned about on stderr",
        arguments: [
            (
                "Date,Description,Amount\n2026-11-01,A,-10.00\n2026-12-05,AHEAD,-20.00\n", [String](),
                "warning: 1 row is dated after the current month 2026-11 and not in this report"
            ),
            ("Date,Description,Amount\n2026-11-01,A,USD -10.00\n", ["--currency", "JPY"], "warning: no row is in JPY"),
        ])
    func warnings(csv: String, arguments: [String], warning: String) throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let input = out.appendingPathComponent("input.csv")
        try Data(csv.utf8).write(to: input)
        let result = try CLIRunner.run(
            [
                "report", input.path, "--out", out.path, "--now", "2026-11-22T02:00:00+05:30",
                "--timezone", "Asia/Kolkata",
            ] + arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].contains(warning) && lines[1].contains("rows used"), "\(result.stderr)")
    }

    @Test(
        "an input that cannot be read exits 66 before the output folder is created",
        arguments: ["no/such/file.csv", "Tests"])
    func unreadableInputCreatesNothing(input: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let result = try CLIRunner.run(["report", input, "--out", out.path])
        #expect(result.status == 66, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(input))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A row dated decades ahead (a mistyped year) once made that month the report's, and with
    /// --history every later night's. It is refused, naming the row; with --skip-invalid it is
    /// set aside with the same message, and the report stays in the clock's month.
    @Test("a row dated more than 31 days after today is refused with its line, or set aside with --skip-invalid")
    func farFutureRow() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("input.csv")
        let store = dir.appendingPathComponent("h.db")
        try Data("Date,Description,Amount\n2026-11-01,A,-10.00\n2096-11-01,TYPO YEAR,-20.00\n".utf8).write(to: input)
        let clock = ["--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata"]
        let message = "\(input.path):3: dated 2096-11-01, more than 31 days after today (2026-11-22): a mistyped year? "
        for history in [false, true] {
            let extra = history ? ["--history", store.path] : []
            let refused = try CLIRunner.run(
                ["report", input.path, "--out", dir.appendingPathComponent("out").path] + clock + extra)
            #expect(
                refused.status == 65 && refused.stderr.hasPrefix("spendreport: error: " + message), "\(refused.stderr)")
            #expect(
                !FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/spend-analytics.json").path))
            let out = dir.appendingPathComponent("out-\(history)")
            let setAside = try CLIRunner.run(
                ["report", input.path, "--out", out.path, "--skip-invalid"] + clock + extra)
            #expect(
                setAside.status == 0 && setAside.stderr.hasPrefix("spendreport: skipped: " + message),
                "\(setAside.stderr)")
            let model = try ChartJSON.decode(
                Array(try Data(contentsOf: out.appendingPathComponent("spend-analytics.json"))))
            #expect(
                model.month == "2026-11" && model.stats.skippedInvalid == 1 && model.entries[0].spent.total == 1_000)
        }
        // The store holds only the row that was read: a later night's report stays in November.
        let later = try CLIRunner.run(
            [
                "report", input.path, "--out", dir.appendingPathComponent("later").path, "--skip-invalid",
                "--history", store.path,
            ] + clock)
        #expect(later.status == 0 && later.stderr.contains("0 rows imported"), "\(later.stderr)")
    }
}
