import Foundation
import Testing

@testable import SpendAnalytics

/// `spendreport batch` through the real binary: exit statuses, the stderr lines, `--jsonl` on stdout.
@Suite("batch command")
struct BatchCLITests {
    static let csv = """
        customer_id,Date,Description,Amount,Currency
        a,2026-11-02,Swiggy order,-250.00,INR
        b,2026-11-03,Uber trip,twelve,INR
        c,2026-11-04,Netflix,-649.00,INR

        """
    static let fixed = ["--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata"]

    @Test("a bad owner: the others written, one line per failure and a summary line, exit 65")
    func failedOwner() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("many.csv")
        try Data(Self.csv.utf8).write(to: input)
        let out = dir.appendingPathComponent("out").path
        let result = try CLIRunner.run(["batch", input.path, "--by", "customer_id", "--out", out] + Self.fixed)
        #expect(result.status == 65)
        #expect(
            result.stderr == """
                spendreport: failed: b: \(input.path):3:24: column 4 "Amount": not an amount (twelve)
                spendreport: \(input.path): 2 of 3 owners' reports written to \(out)/, 1 failed (see \(out)/batch-summary.json)

                """)
        for owner in ["a", "c"] {
            let single = dir.appendingPathComponent("single-" + owner)
            let rows = Self.csv.split(separator: "\n").filter {
                $0.hasPrefix("customer_id") || $0.hasPrefix(owner + ",")
            }
            let file = dir.appendingPathComponent(owner + ".csv")
            try Data((rows.joined(separator: "\n") + "\n").utf8).write(to: file)
            #expect(try CLIRunner.run(["report", file.path, "--out", single.path] + Self.fixed).status == 0)
            for name in EndToEndTests.outputFiles {
                let batch = try Data(
                    contentsOf: URL(fileURLWithPath: out).appendingPathComponent(owner).appendingPathComponent(name))
                #expect(batch == (try Data(contentsOf: single.appendingPathComponent(name))), "\(owner)/\(name)")
            }
        }
    }

    /// Runs the binary with its standard output or standard error on `/dev/full` (every write
    /// fails with ENOSPC) and the other stream in a file; the status and that file's text.
    static func runIntoFullDevice(_ arguments: [String], full stream: String) throws -> (status: Int32, other: String) {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let otherURL = dir.appendingPathComponent("other")
        #expect(FileManager.default.createFile(atPath: otherURL.path, contents: nil))
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let other = try FileHandle(forWritingTo: otherURL)
        let process = Process()
        process.executableURL = CLIRunner.binary
        process.arguments = arguments
        process.currentDirectoryURL = CLIRunner.packageRoot
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stream == "output" ? full : other
        process.standardError = stream == "output" ? other : full
        try process.run()
        process.waitUntilExit()
        try other.close()
        return (process.terminationStatus, try String(contentsOf: otherURL, encoding: .utf8))
    }

    @Test("standard output that takes nothing (a full disk): one line and exit 74, the run stopped, not a crash")
    func fullStandardOutput() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Enough owners that the lines fill the 64 KiB buffer many times over.
        var csv = "customer_id,Date,Description,Amount,Currency\n"
        for owner in 0..<40 { csv += "o\(owner),2026-11-02,Swiggy order,-250.00,INR\n" }
        let input = dir.appendingPathComponent("many.csv")
        try Data(csv.utf8).write(to: input)
        let full = "spendreport: error: cannot write standard output: No space left on device\n"
        let batch = try Self.runIntoFullDevice(
            ["batch", input.path, "--by", "customer_id", "--jsonl"] + Self.fixed, full: "output")
        // No summary line: the run ended at the first write that failed.
        #expect(batch.status == 74 && batch.other == full)
        for command in [["schema"], ["profiles"], ["validate", input.path]] {
            let run = try Self.runIntoFullDevice(command, full: "output")
            #expect(run.status == 74 && run.other == full, "\(command)")
        }
        // Standard error that takes nothing: its lines are lost, the reports are not.
        let quiet = try Self.runIntoFullDevice(
            ["batch", input.path, "--by", "customer_id", "--jsonl"] + Self.fixed, full: "error")
        #expect(quiet.status == 0 && quiet.other.split(separator: "\n").count == 40)
    }

    @Test("--jsonl from standard input: one line per owner on stdout, nothing written")
    func jsonLinesFromStdin() throws {
        let result = try CLIRunner.run(
            ["batch", "-", "--by", "customer_id", "--jsonl", "--skip-invalid"] + Self.fixed, stdin: Data(Self.csv.utf8))
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines.map { $0.prefix(29) } == [
                #"{"owner":"a","folder":"a","re"#, #"{"owner":"b","folder":"b","re"#, #"{"owner":"c","folder":"c","re"#,
            ])
        #expect(
            result.stderr == """
                spendreport: skipped (b): <stdin>:3:24: column 4 "Amount": not an amount (twelve)
                spendreport: -: 3 of 3 owners' reports printed

                """)
    }

    @Test("--locale shapes every owner's display strings as it shapes report's; an unknown locale is a usage error")
    func locale() throws {
        let result = try CLIRunner.run(
            ["batch", "-", "--by", "customer_id", "--jsonl", "--skip-invalid", "--locale", "fr-FR"] + Self.fixed,
            stdin: Data(Self.csv.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("\"spentText\" : \"250,00\u{00A0}₹\"") && result.stdout.contains("100,00\u{202F}%"),
            "\(result.stdout)")
        let bad = try CLIRunner.run(
            ["batch", "-", "--by", "customer_id", "--jsonl", "--locale", "xx-XX"] + Self.fixed,
            stdin: Data(Self.csv.utf8))
        #expect(bad.status == 64)
        #expect(
            bad.stderr.contains(
                "--locale must be one of de-DE, en-GB, en-IN, en-US, es-ES, fr-FR, hi-IN, it-IT, ja-JP, ko-KR, nl-NL, pl-PL, pt-BR, tr-TR, zh-CN, not \"xx-XX\""
            ), "\(bad.stderr)")
    }

    @Test(
        "--charts light draws no dark twin, --charts none no SVG; the JSON lists what was drawn and is otherwise the same"
    )
    func chartSets() throws {
        func files(_ charts: [String]) throws -> [String: String] {
            let result = try CLIRunner.run(
                ["batch", "-", "--by", "customer_id", "--jsonl", "--skip-invalid"] + charts + Self.fixed,
                stdin: Data(Self.csv.utf8))
            #expect(result.status == 0, "\(result.stderr)")
            let line = try #require(result.stdout.split(separator: "\n").first)
            let entry = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(entry["files"] as? [String: String])
        }
        let all = try files([])
        let light = try files(["--charts", "light"])
        let none = try files(["--charts", "none"])
        let stems = ["received", "spent", "trend", "widget-large", "widget-medium", "widget-small"]
        #expect(
            all.keys.sorted()
                == (["spend-analytics.json"] + stems.flatMap { [$0 + "-dark.svg", $0 + ".svg"] }).sorted())
        #expect(light.keys.sorted() == (["spend-analytics.json"] + stems.map { $0 + ".svg" }).sorted())
        #expect(none.keys.sorted() == ["spend-analytics.json"])
        for stem in stems { #expect(light[stem + ".svg"] == all[stem + ".svg"], "\(stem)") }
        // Only the charts object differs: the twelve names, the six light ones, none.
        let json = try #require(all["spend-analytics.json"])
        let start = try #require(json.range(of: "\"charts\" : {"))
        let end = try #require(json.range(of: "},\n", range: start.upperBound..<json.endIndex))
        #expect(
            none["spend-analytics.json"] == json.replacingCharacters(in: start.upperBound..<end.lowerBound, with: ""))
        #expect(light["spend-analytics.json"]?.contains("\"trend\" : \"trend.svg\"") == true)
        #expect(light["spend-analytics.json"]?.contains("-dark.svg") == false)
        let bad = try CLIRunner.run(
            ["batch", "-", "--by", "customer_id", "--jsonl", "--charts", "dark"] + Self.fixed,
            stdin: Data(Self.csv.utf8))
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: --charts must be all, light or none, not \"dark\"\n"), "\(bad.stderr)")
    }

    @Test("report again with fewer charts: the earlier set's links go, the JSON decodes with what was drawn")
    func fewerChartsRemoveLinks() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        func run(_ charts: String) throws -> [String] {
            let result = try CLIRunner.run(
                ["report", "sample-transactions/hdfc-savings.csv", "--out", out.path, "--charts", charts] + Self.fixed)
            #expect(result.status == 0, "\(result.stderr)")
            return try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }.sorted()
        }
        #expect(try run("all").count == 13)
        #expect(
            try run("light") == [
                "received.svg", "spend-analytics.json", "spent.svg", "trend.svg", "widget-large.svg",
                "widget-medium.svg", "widget-small.svg",
            ])
        #expect(
            try ChartJSON.decode(Array(Data(contentsOf: out.appendingPathComponent("spend-analytics.json")))).charts
                .drawn == .light)
        #expect(try run("none") == ["spend-analytics.json"])
        #expect(
            try ChartJSON.decode(Array(Data(contentsOf: out.appendingPathComponent("spend-analytics.json")))).charts
                .svgs.isEmpty)
        #expect(try run("all").count == 13)
    }

    @Test(
        "usage and whole-input errors: one line and docs/BATCH.md's status",
        arguments: [
            (["--by", "customer_id"], 64, "Error: give either --out DIR or --jsonl"),
            (
                ["--by", "customer_id", "--jsonl", "--ungrouped", "--max-memory", "9007199254740993"], 64,
                "Error: --max-memory must be from 1 to 1073741824 (MiB), not 9007199254740993"
            ),
            (
                ["--by", "account", "--jsonl"], 65,
                "spendreport: error: <stdin>:1: the header row has no column \"account\" (--by) (customer_id, Date, Description, Amount, Currency)"
            ),
        ])
    func usage(arguments: [String], status: Int32, firstLine: String) throws {
        let result = try CLIRunner.run(["batch", "-"] + arguments, stdin: Data(Self.csv.utf8))
        #expect(result.status == status)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == firstLine)
    }
}
