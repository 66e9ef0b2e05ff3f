import Foundation
import Testing

@testable import SpendAnalytics

#if canImport(Glibc)
    import Glibc
#endif

/// The built binary the way cron, a planted link, a FIFO or an odd flag would run it (issue 11).
@Suite("End to end: hostile runs")
struct HostileRunTests {
    static let csv = "Date,Description,Amount\n2026-11-01,Lunch,-12.00\n2026-11-02,Salary,1500.00\n"
    static let clock = ["--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata"]

    static func input(in directory: URL, _ text: String = csv) throws -> URL {
        let url = directory.appendingPathComponent("input.csv")
        try Data(text.utf8).write(to: url)
        return url
    }

    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test(
        "a missing relative --out (one letter, trailing slash, two levels) is created, not a crash",
        arguments: ["o", "o/", "a/b", "a/b/", "./c//d"])
    func relativeOut(out: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.input(in: dir)
        let result = try CLIRunner.run(["report", input.path, "--out", out] + Self.clock, in: dir)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let folder = dir.appendingPathComponent(out)
        for name in EndToEndTests.outputFiles {
            #expect(
                FileManager.default.isReadableFile(atPath: folder.appendingPathComponent(name).path), "\(out)/\(name)")
        }
        #expect(try Self.json(folder.appendingPathComponent("spend-analytics.json"))["month"] as? String == "2026-11")
    }

    @Test("a planted lock-file symlink is refused (exit 73) and its target is never created")
    func lockSymlink() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let elsewhere = dir.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let target = elsewhere.appendingPathComponent("created-by-root")
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent(".spendreport.lock").path,
            withDestinationPath: target.path)
        let result = try CLIRunner.run(["report", try Self.input(in: dir).path, "--out", out.path] + Self.clock)
        #expect(result.status == 73, "stderr: \(result.stderr)")
        #expect(
            result.stderr
                == "spendreport: error: \(out.path)/.spendreport.lock: the lock file is not a regular file (a symbolic link); remove it\n"
        )
        #expect(!FileManager.default.fileExists(atPath: target.path), "the link's target was created")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("spend-analytics.json").path))
    }

    @Test("a lock file that is a folder or a FIFO is refused with exit 73, at once", arguments: ["folder", "FIFO"])
    func lockNotAFile(kind: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let lock = out.appendingPathComponent(".spendreport.lock")
        if kind == "folder" {
            try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: true)
        } else {
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            #expect(mkfifo(lock.path, 0o600) == 0)
        }
        let run = try CLIRunner.start(["report", try Self.input(in: dir).path, "--out", out.path] + Self.clock)
        #expect(Self.wait(run, seconds: 15) == 73, "a \(kind) as the lock file")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("spend-analytics.json").path))
        let result = try CLIRunner.run(["report", try Self.input(in: dir).path, "--out", out.path] + Self.clock)
        #expect(
            result.stderr
                == "spendreport: error: \(lock.path): the lock file is not a regular file (a \(kind)); remove it\n")
    }

    /// Waits for `process` up to `seconds`; kills it and returns nil when it is still running.
    static func wait(_ process: Process, seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationStatus
    }

    @Test("a FIFO as input is read once: the run ends with the writer's rows and frees the lock")
    func fifoWithWriter() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("statement.csv")
        let out = dir.appendingPathComponent("out")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let plain = try Self.input(in: dir)
        let run = try CLIRunner.start(
            ["report", fifo.path, "--out", out.path, "--currency", "XXX"] + Self.clock, in: dir)
        // A writer that writes the statement once and goes away, as `cat statement.csv > fifo` does.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "cat \"$0\" > \"$1\"", plain.path, fifo.path]
        try writer.run()
        let status = Self.wait(run, seconds: 15)
        writer.waitUntilExit()
        #expect(status == 0, "the run hung on the FIFO (killed after 15 s) or failed: \(String(describing: status))")
        let model = try Self.json(out.appendingPathComponent("spend-analytics.json"))
        #expect(model["month"] as? String == "2026-11")
        let entry = try #require((model["entries"] as? [[String: Any]])?.first)
        #expect((entry["spent"] as? [String: Any])?["total"] as? Int == 1200)
        // The lock is free again.
        let next = try CLIRunner.run(["report", plain.path, "--out", out.path, "--no-wait"] + Self.clock)
        #expect(next.status == 0, "stderr: \(next.stderr)")
    }

    @Test("a FIFO with no writer waits without holding the lock: another --no-wait run on the folder succeeds")
    func fifoWithoutWriter() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("statement.csv")
        let out = dir.appendingPathComponent("out")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let stuck = try CLIRunner.start(
            ["report", fifo.path, "--out", out.path, "--currency", "XXX"] + Self.clock, in: dir)
        defer {
            if stuck.isRunning {
                kill(stuck.processIdentifier, SIGKILL)
                stuck.waitUntilExit()
            }
        }
        Thread.sleep(forTimeInterval: 0.5)
        #expect(stuck.isRunning, "with no writer the run waits for one")
        let other = try CLIRunner.run(
            ["report", try Self.input(in: dir).path, "--out", out.path, "--no-wait"] + Self.clock)
        #expect(other.status == 0, "stderr: \(other.stderr)")
    }

    struct UsageCase: Sendable, CustomStringConvertible {
        var arguments: [String]
        var message: String
        var description: String { arguments.joined(separator: " ") }
    }

    @Test(
        "flags that cannot make a report are usage errors (exit 64) naming the flag",
        arguments: [
            UsageCase(arguments: ["--column", "date=0"], message: "--column positions count from 1, not \"date=0\""),
            UsageCase(
                arguments: ["--column", "amount=-2"], message: "--column positions count from 1, not \"amount=-2\""),
            UsageCase(
                arguments: ["--month", "0000-01"],
                message: "--month must be yyyy-MM with a year from 0001 to 9999, not \"0000-01\""),
            UsageCase(
                arguments: ["--now", "9999-12-31T23:59:59Z", "--timezone", "UTC"],
                message:
                    "--now 9999-12-31T23:59:59Z is too late: refreshAfter (the next day in UTC) would be after the year 9999"
            ),
            UsageCase(
                arguments: ["--now", "9999-12-30T12:00:00Z", "--timezone", "Pacific/Kiritimati"],
                message:
                    "--now 9999-12-30T12:00:00Z is too late: refreshAfter (the next day in Pacific/Kiritimati) would be after the year 9999"
            ),
        ])
    func usageErrors(_ testCase: UsageCase) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let result = try CLIRunner.run(
            ["report", try Self.input(in: dir).path, "--out", out.path] + testCase.arguments)
        #expect(result.status == 64, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: " + testCase.message + "\n"), "stderr: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "a usage error writes nothing")
    }

    @Test("the last --now before the limit still writes a report that the schema accepts")
    func latestClock() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let result = try CLIRunner.run([
            "report", try Self.input(in: dir).path, "--out", out.path,
            "--now", "9999-12-30T23:59:59Z", "--timezone", "UTC",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let model = try Self.json(out.appendingPathComponent("spend-analytics.json"))
        #expect(model["refreshAfter"] as? String == "9999-12-31T00:00:00+00:00")
        let report = try JSONParser.parse(Array(Data(contentsOf: out.appendingPathComponent("spend-analytics.json"))))
        let errors = try ChartSchemaTests.validator().errors(report)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test("a leap second is the last second of its day: 2026-11-30T23:59:60Z counts in November")
    func leapSecond() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let csv = "Date,Description,Amount\n2026-11-30T23:59:60Z,Lunch,-12.00\n2026-10-02T10:00:00Z,Salary,1500.00\n"
        let result = try CLIRunner.run([
            "report", try Self.input(in: dir, csv).path, "--out", out.path,
            "--now", "2026-11-30T23:59:60Z", "--timezone", "UTC",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let model = try Self.json(out.appendingPathComponent("spend-analytics.json"))
        #expect(model["month"] as? String == "2026-11")
        #expect(model["generatedAt"] as? String == "2026-11-30T23:59:59+00:00")
        #expect(model["refreshAfter"] as? String == "2026-12-01T00:00:00+00:00")
        let entry = try #require((model["entries"] as? [[String: Any]])?.first)
        #expect((entry["spent"] as? [String: Any])?["total"] as? Int == 1200)
    }
}
