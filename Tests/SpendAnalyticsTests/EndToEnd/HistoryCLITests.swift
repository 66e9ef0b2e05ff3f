import Foundation
import GRDB
import Testing

@testable import SpendAnalytics

/// `report --history` and the `history` commands through the built binary: the golden
/// multi-account report, the store commands' output and exit statuses, and a real `kill -9`.
@Suite("End to end: the history store", .serialized)
struct HistoryCLITests {
    static let fixtures = "Tests/SpendAnalyticsTests/Fixtures/history/"
    static let golden = EndToEndTests.goldenRoot.appendingPathComponent("history-three-accounts")
    static let clock = ["--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata"]

    static func threeAccounts(store: URL, out: URL) -> [String] {
        [
            "report", fixtures + "savings.csv", fixtures + "card.csv", fixtures + "wallet.csv",
            "--account", "savings", "--account", "card", "--account", "wallet",
            "--history", store.path, "--out", out.path,
        ] + clock
    }

    @Test("asOf from the store is the latest date up to the report month, as without --history")
    func asOfFromStore() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db")
        for (month, expected) in [(nil, "2026-11-20"), ("2026-10", "2026-10-30")] as [(String?, String)] {
            var asOf: [String] = []
            for history in [true, false] {
                let out = dir.appendingPathComponent("out-\(history)-\(month ?? "latest")")
                var arguments =
                    [
                        "report", Self.fixtures + "savings.csv", Self.fixtures + "card.csv",
                        Self.fixtures + "wallet.csv",
                        "--out", out.path,
                    ] + Self.clock
                if history { arguments += ["--history", store.path] }
                if let month { arguments += ["--month", month] }
                let result = try CLIRunner.run(arguments)
                #expect(result.status == 0, "stderr: \(result.stderr)")
                let model = try ChartJSON.decode(
                    Array(Data(contentsOf: out.appendingPathComponent("spend-analytics.json"))))
                asOf.append(model.asOf ?? "none")
            }
            #expect(asOf == [expected, expected], "--month \(month ?? "latest")")
        }
    }

    @Test("a three-account history report matches its golden files; a second run reports the same month from the store")
    func goldenThreeAccounts() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db")
        let out = dir.appendingPathComponent("out")
        let result = try CLIRunner.run(Self.threeAccounts(store: store, out: out))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(
            result.stderr.hasSuffix(
                "; history: 27 rows imported, 0 already known, 6 rows of transfers between own accounts\n"),
            "\(result.stderr)")
        for name in EndToEndTests.outputFiles {
            let produced = try Data(contentsOf: out.appendingPathComponent(name))
            let goldenFile = Self.golden.appendingPathComponent(name)
            if EndToEndTests.recording {
                try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
                try produced.write(to: goldenFile)
            } else {
                #expect(produced == (try? Data(contentsOf: goldenFile)), "\(name) differs from its golden copy")
            }
        }
        let again = try CLIRunner.run(Self.threeAccounts(store: store, out: out))
        #expect(
            again.stderr.hasSuffix(
                "; history: 0 rows imported, 27 already known, 6 rows of transfers between own accounts\n"),
            "\(again.stderr)")
        let first = try String(
            decoding: Data(contentsOf: Self.golden.appendingPathComponent("spend-analytics.json")), as: UTF8.self)
        let second = try String(
            decoding: Data(contentsOf: out.appendingPathComponent("spend-analytics.json")), as: UTF8.self)
        #expect(
            second
                == first.replacingOccurrences(of: "\"alreadyKnown\" : 0", with: "\"alreadyKnown\" : 27")
                .replacingOccurrences(of: "\"imported\" : 27", with: "\"imported\" : 0"))
    }

    @Test(
        "history accounts, imports and check print the store; a missing store exits 66, a non-SQLite file 65, unchanged"
    )
    func storeCommands() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db")
        let out = dir.appendingPathComponent("out")
        #expect(try CLIRunner.run(Self.threeAccounts(store: store, out: out)).status == 0)
        let accounts = try CLIRunner.run(["history", "accounts", "--history", store.path])
        #expect(accounts.status == 0)
        #expect(
            accounts.stdout == """
                account  rows  first       last
                card       10  2026-09-28  2026-11-19
                savings    12  2026-10-01  2026-11-18
                wallet      5  2026-10-22  2026-11-20

                """)
        let check = try CLIRunner.run(["history", "check", "--history", store.path])
        #expect(check.status == 0 && check.stdout == "\(store.path): ok (27 rows, 1 imports)\n")
        let imports = try CLIRunner.run(["history", "imports", "--history", store.path])
        #expect(
            imports.stdout
                == "1  2026-11-22T02:00:00+05:30  27 added, 27 held  \(Self.fixtures)savings.csv, \(Self.fixtures)card.csv, \(Self.fixtures)wallet.csv\n"
        )
        let removed = try CLIRunner.run(["history", "remove-account", "--history", store.path, "wallet"])
        #expect(
            removed.status == 0 && removed.stderr == "spendreport: \(store.path): removed account wallet (5 rows)\n")

        let missing = try CLIRunner.run([
            "history", "accounts", "--history", dir.appendingPathComponent("none.db").path,
        ])
        #expect(
            missing.status == 66
                && missing.stderr
                    == "spendreport: error: \(dir.appendingPathComponent("none.db").path): no such history store\n"
        )
        let text = dir.appendingPathComponent("notes.txt")
        let bytes = Data(String(repeating: "not a database\n", count: 100).utf8)
        try bytes.write(to: text)
        for arguments in [
            ["history", "check", "--history", text.path],
            ["report", Self.fixtures + "card.csv", "--history", text.path, "--out", out.path] + Self.clock,
        ] {
            let refused = try CLIRunner.run(arguments)
            #expect(refused.status == 65, "\(arguments)")
            #expect(
                refused.stderr
                    == "spendreport: error: \(text.path): not a spendreport history store (not a SQLite database); nothing was changed\n"
            )
        }
        #expect(try Data(contentsOf: text) == bytes)
    }

    @Test(
        "with --history an empty download exits 65 and changes neither the store nor the report; --no-wait still exits 75"
    )
    func emptyDownloadAndLock() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db")
        let out = dir.appendingPathComponent("out")
        #expect(try CLIRunner.run(Self.threeAccounts(store: store, out: out)).status == 0)
        let report = try Data(contentsOf: out.appendingPathComponent("spend-analytics.json"))
        let empty = dir.appendingPathComponent("card-expired.csv")
        try Data("Date,Description,Amount\n".utf8).write(to: empty)
        let refused = try CLIRunner.run(
            ["report", empty.path, "--account", "card", "--history", store.path, "--out", out.path] + Self.clock)
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(try Data(contentsOf: out.appendingPathComponent("spend-analytics.json")) == report)
        #expect(
            try DatabaseQueue(path: store.path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM import") }
                == 1)
        let allowed = try CLIRunner.run(
            ["report", empty.path, "--account", "card", "--history", store.path, "--out", out.path, "--allow-empty"]
                + Self.clock)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        let rebuilt = try String(
            decoding: Data(contentsOf: out.appendingPathComponent("spend-analytics.json")), as: UTF8.self)
        #expect(rebuilt.contains("\"imported\" : 0") && rebuilt.contains("\"internalTransfers\" : 6"))

        let held = try OutputWriter(directory: out.path).lock(wait: false)
        defer { held.release() }
        let other = dir.appendingPathComponent("other.db")
        let locked = try CLIRunner.run(Self.threeAccounts(store: other, out: out) + ["--no-wait"])
        #expect(locked.status == 75)
        #expect(!FileManager.default.fileExists(atPath: other.path), "a locked run must not touch the store")
    }

    @Test(
        "usage: --account needs --history and one name per input; standard input once",
        arguments: [
            (
                ["report", "a.csv", "b.csv", "--account", "x"],
                "--account names the accounts of a --history store; add --history FILE"
            ),
            (
                ["report", "a.csv", "b.csv", "--account", "x", "--history", "h.db"],
                "--account is given 1 times for 2 inputs; name every input's account, in order"
            ),
            (["report", "-", "-"], "standard input (-) can be read once only"),
            (["history", "accounts"], "Missing expected argument '--history <history>'"),
        ])
    func usage(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: " + message), "\(result.stderr)")
    }

    @Test("two runs on one store with different --out folders serialise on the store: both succeed, every row once")
    func concurrentRuns() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db")
        let rows = 40_000
        var children: [Process] = []
        for name in ["one", "two"] {
            let csv = dir.appendingPathComponent("\(name).csv")
            var text = "Date,Description,Amount\n"
            for index in 0..<rows {
                text +=
                    "2026-11-\(String(format: "%02d", 1 + index % 28)),\(name.uppercased()) SHOP \(index),-\(1 + index % 500).25\n"
            }
            try Data(text.utf8).write(to: csv)
            let child = Process()
            child.executableURL = CLIRunner.binary
            child.arguments =
                [
                    "report", csv.path, "--account", name, "--history", store.path,
                    "--out", dir.appendingPathComponent("out-\(name)").path, "--currency", "XXX",
                ] + Self.clock
            child.standardError = FileHandle.nullDevice
            children.append(child)
        }
        // The store exists first, so both runs open the same file at once.
        #expect(
            try CLIRunner.run(
                [
                    "report", Self.fixtures + "wallet.csv", "--account", "wallet", "--history", store.path,
                    "--out", dir.appendingPathComponent("out-first").path,
                ] + Self.clock
            ).status == 0)
        for child in children { try child.run() }
        for child in children { child.waitUntilExit() }
        #expect(children.map(\.terminationStatus) == [0, 0])
        let check = try CLIRunner.run(["history", "check", "--history", store.path])
        #expect(
            check.stdout == "\(store.path): ok (\(5 + 2 * rows) rows, 3 imports)\n", "\(check.stdout)\(check.stderr)")
    }

    @Test("kill -9 during a large import leaves the store whole: integrity ok and none or all of the run's rows")
    func killDuringImport() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db")
        let out = dir.appendingPathComponent("out")
        #expect(try CLIRunner.run(Self.threeAccounts(store: store, out: out)).status == 0)
        let report = try Data(contentsOf: out.appendingPathComponent("spend-analytics.json"))
        let rows = 150_000
        let big = dir.appendingPathComponent("big.csv")
        var text = "Date,Description,Amount\n"
        text.reserveCapacity(rows * 40)
        for index in 0..<rows {
            text +=
                "2026-\(10 + index % 2)-\(String(format: "%02d", 1 + index % 28)),SHOP \(index),-\(1 + index % 997).\(String(format: "%02d", index % 100))\n"
        }
        try Data(text.utf8).write(to: big)
        let wal = store.path + "-wal"
        // Kill while the rows are read and staged, then while they go into the store's WAL.
        for moment in ["reading", "writing"] {
            let child = Process()
            child.executableURL = CLIRunner.binary
            child.arguments =
                [
                    "report", big.path, "--account", "big", "--history", store.path, "--out", out.path, "--currency",
                    "XXX",
                ] + Self.clock
            child.standardError = FileHandle.nullDevice
            try child.run()
            let start = Date()
            while child.isRunning && Date().timeIntervalSince(start) < 60 {
                if moment == "reading" && Date().timeIntervalSince(start) > 0.3 { break }
                let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
                if moment == "writing" && size > 1 << 20 { break }
                Thread.sleep(forTimeInterval: 0.002)
            }
            #expect(child.isRunning, "the import ended before the kill (\(moment)): make the input larger")
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            #expect(child.terminationReason == .uncaughtSignal)
            let (integrity, held) = try DatabaseQueue(path: store.path).read { db in
                (
                    try String.fetchAll(db, sql: "PRAGMA integrity_check"),
                    try Int.fetchOne(db, sql: "SELECT coalesce(sum(rows), 0) FROM block") ?? -1
                )
            }
            #expect(integrity == ["ok"], "\(moment)")
            // Killed before the commit (the WAL was still growing): none of the run's rows; a kill can
            // only ever leave none or all of them.
            #expect(
                held == 27 || (moment == "writing" && held == 27 + rows),
                "killed while \(moment): the store holds \(held - 27) of the run's rows")
            if held == 27 {
                #expect(try Data(contentsOf: out.appendingPathComponent("spend-analytics.json")) == report)
            }
        }
        // The same import run to the end adds every row once.
        let finished = try CLIRunner.run(
            ["report", big.path, "--account", "big", "--history", store.path, "--out", out.path] + Self.clock)
        #expect(finished.status == 0, "\(finished.stderr)")
        let counts = try DatabaseQueue(path: store.path).read { db in
            (
                try Int.fetchOne(db, sql: "SELECT coalesce(sum(rows), 0) FROM block") ?? -1,
                try String.fetchAll(db, sql: "PRAGMA integrity_check")
            )
        }
        #expect(counts.0 == 27 + rows && counts.1 == ["ok"])
    }
}
