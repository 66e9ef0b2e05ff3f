import Foundation
import GRDB
import Testing

@testable import SpendAnalytics

/// The `--history` store through the built binary, as an attacker or a careless operator would
/// use it: accounts compared byte for byte, a re-import under another zone, another program's
/// database, two first nights at once, damaged values, a sum that would overflow, links to
/// nothing and stores that cannot be written. Each case exits with the documented status and
/// leaves the store as a later night can use it.
@Suite("End to end: the store stays whole", .serialized)
struct StoreSafetyCLITests {
    static let clock = ["--now", "2026-12-01T02:00:00Z", "--timezone", "UTC"]

    /// A scratch folder with `files` written into it.
    static func folder(_ files: [String: String] = [:]) throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        return dir
    }

    static func report(_ inputs: [URL], store: URL, out: URL, _ extra: [String] = []) throws -> CLIRunner.Result {
        try CLIRunner.run(
            ["report"] + inputs.map(\.path) + ["--history", store.path, "--out", out.path] + clock + extra)
    }

    static func model(_ out: URL) throws -> ChartModel {
        try ChartJSON.decode(Array(try Data(contentsOf: out.appendingPathComponent(ReportPipeline.jsonFileName))))
    }

    /// The summary line's history part: `history: N rows imported, M already known…`.
    static func historyCounts(_ stderr: String) -> String {
        guard let range = stderr.range(of: "history: ") else { return stderr }
        return String(stderr[range.upperBound...].prefix { $0 != "\n" && $0 != "," })
    }

    @Test(
        "an account named café in both normalisations is two accounts: check is ok, a re-import adds nothing, remove-account removes one"
    )
    func accountsByteForByte() throws {
        let nfc = "caf\u{E9}"
        let nfd = "cafe\u{301}"
        let dir = try Self.folder([
            "in.csv": "Date,Description,Amount,Account\n2026-11-01,COFFEE,-301.00,\(nfc)\n"
                + "2026-11-02,TEA,-301.00,\(nfd)\n2026-11-03,LUNCH,-301.00,\(nfc)\n"
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.csv")
        let store = dir.appendingPathComponent("h.db")
        let out = dir.appendingPathComponent("out")
        let first = try Self.report([input], store: store, out: out)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try Self.model(out).entries.first?.spent.total == 90_300)
        let check = try CLIRunner.run(["history", "check", "--history", store.path])
        #expect(
            check.status == 0 && check.stdout == "\(store.path): ok (3 rows, 1 imports)\n",
            "\(check.stdout)\(check.stderr)")
        let accounts = try CLIRunner.run(["history", "accounts", "--history", store.path])
        #expect(
            accounts.stdout.split(separator: "\n").map { Array($0.utf8) }.filter {
                !$0.starts(with: Array("account".utf8))
            }
                == [
                    Array("\(nfd)        1  2026-11-02  2026-11-02".utf8),
                    Array("\(nfc)        2  2026-11-01  2026-11-03".utf8),
                ],
            "\(accounts.stdout)")
        let again = try Self.report([input], store: store, out: out)
        #expect(Self.historyCounts(again.stderr) == "0 rows imported", "\(again.stderr)")
        #expect(try Self.model(out).entries.first?.spent.total == 90_300)
        let remove = try CLIRunner.run(["history", "remove-account", "--history", store.path, nfd])
        #expect(remove.status == 0 && remove.stderr.hasSuffix("(1 rows)\n"), "\(remove.stderr)")
        let after = try CLIRunner.run(["history", "check", "--history", store.path])
        #expect(after.stdout == "\(store.path): ok (2 rows, 2 imports)\n", "\(after.stdout)\(after.stderr)")
    }

    @Test("a file with offset timestamps imported under UTC and again under Asia/Kolkata adds nothing the second time")
    func reimportUnderAnotherZone() throws {
        let dir = try Self.folder([
            "in.csv": "Date,Description,Amount\n2026-11-30T20:00:00+00:00,DINNER,-25.00\n"
                + "2026-11-15T10:00:00-05:00,TAXI,-12.00\n"
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.csv")
        let store = dir.appendingPathComponent("h.db")
        let out = dir.appendingPathComponent("out")
        let first = try Self.report([input], store: store, out: out)
        #expect(Self.historyCounts(first.stderr) == "2 rows imported", "\(first.stderr)")
        #expect(try Self.model(out).entries.first?.spent.total == 3_700)
        let second = try CLIRunner.run([
            "report", input.path, "--history", store.path, "--out", out.path,
            "--now", "2026-12-01T02:00:00Z", "--timezone", "Asia/Kolkata",
        ])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(Self.historyCounts(second.stderr) == "0 rows imported", "\(second.stderr)")
        #expect(
            second.stderr.contains("warning: the history store takes the day of a timestamp with an offset in GMT"),
            "\(second.stderr)")
        #expect(try Self.model(out).entries.first?.spent.total == 3_700)
    }

    /// Another program's SQLite database (rollback journal, a table of its own, or tables whose
    /// names clash with ours): every command that opens a store refuses it with 65 and leaves it
    /// byte for byte, with no -wal or -shm beside it.
    @Test(
        "another program's database is refused by report, history check and explain, unchanged",
        arguments: [
            "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('keep me');",
            "CREATE TABLE import (id INTEGER PRIMARY KEY, what TEXT); CREATE TABLE account (name TEXT); INSERT INTO import (what) VALUES ('x');",
        ])
    func foreignDatabase(schema: String) throws {
        let dir = try Self.folder(["in.csv": "Date,Description,Amount\n2026-11-01,COFFEE,-4.50\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("app.db")
        try DatabaseQueue(path: store.path).write { db in try db.execute(sql: schema) }
        let before = try Data(contentsOf: store)
        for arguments in [
            [
                "report", dir.appendingPathComponent("in.csv").path, "--history", store.path, "--out",
                dir.appendingPathComponent("out").path,
            ] + Self.clock,
            ["history", "check", "--history", store.path], ["history", "accounts", "--history", store.path],
            ["explain", "COFFEE", "--history", store.path],
        ] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 65, "\(arguments[0]): \(result.stderr)")
            #expect(
                result.stderr.contains(
                    "\(store.path): not a spendreport history store but another program's SQLite database"),
                "\(result.stderr)")
            #expect(try Data(contentsOf: store) == before, "\(arguments[0]) changed the database")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(
            !names.contains("app.db-wal") && !names.contains("app.db-shm") && !names.contains("app.db-journal"),
            "\(names)")
    }

    @Test("two first nights on a store that does not exist yet: both wait their turn and both import")
    func twoFirstNights() throws {
        for trial in 0..<8 {
            let dir = try Self.folder([
                "a.csv": "Date,Description,Amount\n2026-11-01,COFFEE,-4.50\n2026-11-02,TEA,-3.00\n",
                "b.csv": "Date,Description,Amount\n2026-11-03,LUNCH,-12.00\n",
            ])
            defer { try? FileManager.default.removeItem(at: dir) }
            let store = dir.appendingPathComponent("h.db")
            let runs = try ["a", "b"].map { name in
                let process = Process()
                process.executableURL = CLIRunner.binary
                process.arguments =
                    [
                        "report", dir.appendingPathComponent("\(name).csv").path, "--history", store.path,
                        "--account", name, "--out", dir.appendingPathComponent("out-\(name)").path, "--currency", "XXX",
                    ] + Self.clock
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            for run in runs { run.waitUntilExit() }
            #expect(runs.map(\.terminationStatus) == [0, 0], "trial \(trial)")
            #expect(try HistoryFixtures.count(store.path) == 3, "trial \(trial)")
        }
    }

    /// A readable store whose values are out of range or of the wrong type: every command refuses
    /// it with 65 naming the value (never a crash), `history check` finds each, and nothing changes.
    @Test(
        "a store holding out-of-range or mistyped values is refused with 65 naming them, never a crash",
        arguments: [
            ("UPDATE block SET day = 9223372036854775807", "block.day", ["report"]),
            ("UPDATE account SET rows = 'abc'", "account.rows", ["accounts", "report"]),
            ("UPDATE import SET added = 'many'", "import.added", ["imports"]),
            ("UPDATE monthSum SET total = 1.5", "monthSum.total", ["report"]),
            ("UPDATE account SET firstDay = -9223372036854775808", "account.firstDay", ["accounts", "report"]),
            ("UPDATE category SET received = 7", "category.received", ["report"]),
        ])
    func damagedValues(damage: String, column: String, readers: [String]) throws {
        let dir = try Self.folder([
            "in.csv": "Date,Description,Amount\n2026-11-01,COFFEE,-4.50\n2026-11-02,SALARY,100.00\n"
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.csv")
        let store = dir.appendingPathComponent("h.db")
        let out = dir.appendingPathComponent("out")
        #expect(try Self.report([input], store: store, out: out).status == 0)
        try DatabaseQueue(path: store.path).write { db in try db.execute(sql: damage) }
        let before = try Data(contentsOf: store)
        let commands: [String: [String]] = [
            "check": ["history", "check", "--history", store.path],
            "accounts": ["history", "accounts", "--history", store.path],
            "imports": ["history", "imports", "--history", store.path],
            "report": ["report", input.path, "--history", store.path, "--out", out.path] + Self.clock,
        ]
        for name in ["check"] + readers {
            let result = try CLIRunner.run(commands[name] ?? [])
            #expect(result.status == 65, "\(name) on \(column): \(result.status) \(result.stderr)")
            #expect(
                result.stderr.contains("the history store is damaged (\(column) holds"), "\(name): \(result.stderr)")
        }
        #expect(try Data(contentsOf: store) == before)
    }

    @Test(
        "a row that would make a month's sum overflow is refused before the import commits, named, and later nights still run"
    )
    func overflowBeforeCommit() throws {
        let dir = try Self.folder([
            "first.csv": "Date,Description,Amount\n2026-11-01,YACHT,-92233720368547753.00\n",
            "second.csv": "Date,Description,Amount\n2026-11-02,COFFEE,-4.50\n2026-11-03,SECOND YACHT,-1.00\n",
            "third.csv": "Date,Description,Amount\n2026-11-04,TEA,-0.07\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("h.db")
        let out = dir.appendingPathComponent("out")
        #expect(
            try Self.report([dir.appendingPathComponent("first.csv")], store: store, out: out, ["--account", "yacht"])
                .status == 0)
        // Another account: each account's own sums stay in range, the month of all accounts does not.
        let second = try Self.report(
            [dir.appendingPathComponent("second.csv")], store: store, out: out, ["--account", "current"])
        #expect(second.status == 65, "\(second.stderr)")
        #expect(second.stderr.contains("\(dir.appendingPathComponent("second.csv").path):3:"), "\(second.stderr)")
        #expect(try HistoryFixtures.count(store.path) == 1)
        let check = try CLIRunner.run(["history", "check", "--history", store.path])
        #expect(check.status == 0, "\(check.stderr)")
        let third = try Self.report(
            [dir.appendingPathComponent("third.csv")], store: store, out: out, ["--account", "current"])
        #expect(third.status == 0, "\(third.stderr)")
        #expect(try Self.model(out).entries.first?.spent.total == 9_223_372_036_854_775_307)
    }

    @Test("a store path that is a link to nothing is named as such, not 'File exists'")
    func danglingLink() throws {
        let dir = try Self.folder(["in.csv": "Date,Description,Amount\n2026-11-01,COFFEE,-4.50\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("h.db")
        try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: "gone/h.db")
        let result = try Self.report(
            [dir.appendingPathComponent("in.csv")], store: store, out: dir.appendingPathComponent("out"))
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "spendreport: error: \(store.path): is a symbolic link to gone/h.db, which does not exist; "
                + "point the link at the store, or remove it to start a new one\n", "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("gone").path))
    }

    /// A store another user can read but not write (run as `nobody` through setpriv): the commands
    /// that only read it work; report says it cannot write it. Skipped where setpriv cannot
    /// change the user (not root).
    @Test(
        "a read-only store: history accounts, imports, check and explain work; report says the store cannot be written")
    func readOnlyStore() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            print("SKIPPED: the read-only store test needs root and /usr/bin/setpriv")
            return
        }
        let dir = try Self.folder(["in.csv": "Date,Description,Amount\n2026-11-01,COFFEE,-4.50\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("h.db")
        let out = dir.appendingPathComponent("out")
        #expect(try Self.report([dir.appendingPathComponent("in.csv")], store: store, out: out).status == 0)
        // The folder is nobody's (so SQLite can make its -shm beside the store); the store stays root's, 0644.
        #expect(chmod(store.path, 0o644) == 0 && chown(dir.path, 65_534, 65_534) == 0 && chmod(dir.path, 0o755) == 0)
        let binary = dir.appendingPathComponent("spendreport")
        try FileManager.default.copyItem(at: CLIRunner.binary, to: binary)
        let before = try Data(contentsOf: store)
        func asNobody(_ arguments: [String]) throws -> CLIRunner.Result {
            try CLIRunner.run(
                ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + arguments,
                executable: URL(fileURLWithPath: "/usr/bin/setpriv"), in: dir)
        }
        let accounts = try asNobody(["history", "accounts", "--history", store.path])
        #expect(
            accounts.status == 0 && accounts.stdout.contains("default     1  2026-11-01  2026-11-01"),
            "\(accounts.stdout)\(accounts.stderr)")
        #expect(try asNobody(["history", "imports", "--history", store.path]).status == 0)
        let check = try asNobody(["history", "check", "--history", store.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(try asNobody(["explain", "COFFEE", "--history", store.path]).status == 0)
        let report = try asNobody(
            [
                "report", dir.appendingPathComponent("in.csv").path, "--history", store.path,
                "--out", dir.appendingPathComponent("out2").path,
            ] + Self.clock)
        #expect(report.status == 65)
        #expect(report.stderr.contains("\(store.path): the history store cannot be written"), "\(report.stderr)")
        #expect(try Data(contentsOf: store) == before)
    }
}
