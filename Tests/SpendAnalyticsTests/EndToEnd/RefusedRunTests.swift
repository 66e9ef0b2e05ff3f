import Foundation
import Testing

@testable import SpendAnalytics

/// A refused first run leaves nothing behind: the output folder (and the parents) it made, and
/// the lock file in it, are removed again. A folder that was there before, or that holds
/// anything else, is left alone.
@Suite("A refused run removes the output folder it made")
struct RefusedRunTests {
    static let badRow = "Date,Description,Amount,Currency\n2026-11-01,Coffee,-4.50,INR\n2026-11-02,Lunch,abc,INR\n"
    static let fixed = ["--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata"]

    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    @Test(
        "report refused (bad row 65, no data row 65, no currency 65): no --out folder, no parent it made",
        arguments: ["bad row", "no data row", "no currency"])
    func refusedReportLeavesNothing(name: String) throws {
        let inputs = [
            "bad row": Self.badRow, "no data row": "Date,Description,Amount\n",
            "no currency": "Date,Description,Amount\n2026-11-01,Coffee,-4.50\n",
        ]
        let csv = try #require(inputs[name])
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("input.csv")
        try Data(csv.utf8).write(to: input)
        let out = dir.appendingPathComponent("reports/nightly/out")
        let result = try CLIRunner.run(["report", input.path, "--out", out.path] + Self.fixed, namesCurrency: false)
        #expect(result.status == 65, "\(name): \(result.stderr)")
        #expect(result.stderr.hasPrefix("spendreport: error: "), "\(name): \(result.stderr)")
        #expect(!Self.exists(dir.appendingPathComponent("reports")), "\(name): the folders it made are left")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["input.csv"])
    }

    @Test("the default --out (out/ in the working folder) is not left behind by a refused run")
    func defaultOut() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.badRow.utf8).write(to: dir.appendingPathComponent("statement.csv"))
        let result = try CLIRunner.run(["statement.csv"] + Self.fixed, in: dir)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(!Self.exists(dir.appendingPathComponent("out")))
        // The same folder, once the statement is good, gets its report.
        try Data("Date,Description,Amount,Currency\n2026-11-01,Coffee,-4.50,INR\n".utf8).write(
            to: dir.appendingPathComponent("statement.csv"))
        let good = try CLIRunner.run(["statement.csv"] + Self.fixed, in: dir)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(Self.exists(dir.appendingPathComponent("out/spend-analytics.json")))
    }

    @Test("a folder that was there before stays, empty or not, and its report is untouched")
    func existingFolderStays() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.csv")
        try Data(Self.badRow.utf8).write(to: bad)
        let empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        #expect(try CLIRunner.run(["report", bad.path, "--out", empty.path] + Self.fixed).status == 65)
        #expect(Self.exists(empty))

        let out = dir.appendingPathComponent("out")
        let first = try CLIRunner.run(EndToEndTests.reportArguments("paytm-wallet", out: out))
        #expect(first.status == 0, "\(first.stderr)")
        let before = try EndToEndTests.outputFiles.map { try Data(contentsOf: out.appendingPathComponent($0)) }
        #expect(try CLIRunner.run(["report", bad.path, "--out", out.path] + Self.fixed).status == 65)
        #expect(try EndToEndTests.outputFiles.map { try Data(contentsOf: out.appendingPathComponent($0)) } == before)
        #expect(Self.exists(out.appendingPathComponent(OutputWriter.lockFileName)))
    }

    @Test("batch refused as a whole (no owner column) leaves no DIR; an owner's failure keeps DIR and its summary")
    func batch() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("many.csv")
        try Data(BatchCLITests.csv.utf8).write(to: input)
        let out = dir.appendingPathComponent("owners")
        let refused = try CLIRunner.run(["batch", input.path, "--by", "account_no", "--out", out.path] + Self.fixed)
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(refused.stderr.contains("account_no"), "\(refused.stderr)")
        #expect(!Self.exists(out))

        let failedOwner = try CLIRunner.run(
            ["batch", input.path, "--by", "customer_id", "--out", out.path] + Self.fixed)
        #expect(failedOwner.status == 65)
        #expect(Self.exists(out.appendingPathComponent(BatchJob.summaryFileName)))
        #expect(Self.exists(out.appendingPathComponent("a/spend-analytics.json")))
    }

    @Test("the lock: a folder holding anything besides the lock file is kept; a waiting run takes the lock again")
    func lockRemovesOnlyWhatItMade() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("a/b")
        let lock = try OutputWriter(directory: folder.path).lock(wait: false)
        #expect(lock.createdFolders == [dir.appendingPathComponent("a").path, folder.path])
        try Data("kept".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        lock.releaseRemovingCreatedFolders()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                OutputWriter.lockFileName, "notes.txt",
            ])

        // A folder there already: a lock on it made nothing, and removes nothing.
        let again = try OutputWriter(directory: folder.path).lock(wait: false)
        #expect(again.createdFolders.isEmpty)
        again.releaseRemovingCreatedFolders()
        #expect(Self.exists(folder.appendingPathComponent(OutputWriter.lockFileName)))

        // A run waiting for the lock of a folder the holder made, and then removes, takes the
        // lock again, making the folder anew: it never writes into the removed folder (exit 73).
        let fresh = dir.appendingPathComponent("fresh")
        let holder = try OutputWriter(directory: fresh.path).lock(wait: false)
        let waiter = Process()
        waiter.executableURL = CLIRunner.binary
        waiter.arguments = EndToEndTests.reportArguments("paytm-wallet", out: fresh)
        waiter.currentDirectoryURL = CLIRunner.packageRoot
        waiter.standardError = FileHandle.nullDevice
        try waiter.run()
        // Until the waiting run has opened the lock file (it blocks in flock then).
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline
            && !Self.holdsOpen(pid: waiter.processIdentifier, fresh.appendingPathComponent(OutputWriter.lockFileName))
        {
            Thread.sleep(forTimeInterval: 0.05)
        }
        holder.releaseRemovingCreatedFolders()
        waiter.waitUntilExit()
        #expect(waiter.terminationStatus == 0)
        #expect(Self.exists(fresh.appendingPathComponent("spend-analytics.json")))
    }

    /// Whether process `pid` has the file at `url` open (its /proc/PID/fd links).
    static func holdsOpen(pid: Int32, _ url: URL) -> Bool {
        let fds = "/proc/\(pid)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fds)) ?? []
        return names.contains {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: fds + "/" + $0)) == url.path
        }
    }
}
