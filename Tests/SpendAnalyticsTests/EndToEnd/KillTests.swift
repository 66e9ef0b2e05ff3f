import Foundation
import Synchronization
import Testing

@testable import SpendAnalytics

#if canImport(Glibc)
    import Glibc
#endif

/// The built binary killed (`kill -9`, strace fault injection) while it writes, and read while
/// other runs write: the folder always holds one whole set, from one run.
@Suite("End to end: kills, faults and readers never see a mixed set", .serialized)
struct KillTests {
    /// Two statements whose six output files all differ, so every file tells which run wrote it.
    static let statements = [
        "A": "Date,Description,Amount\n2026-11-01,Lunch,-12.00\n2026-11-02,Salary,1500.00\n",
        "B": "Date,Description,Amount\n2026-11-03,Groceries,-30.25\n2026-11-04,Refund,20.00\n2026-11-05,Rent,-700.00\n",
    ]
    static let clock = ["--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata"]
    static let names = EndToEndTests.outputFiles

    /// The inputs, and each statement's six files as a normal run writes them.
    struct Fixture {
        var directory: URL
        var inputs: [String: URL] = [:]
        var reference: [String: [String: Data]] = [:]
        /// How long one normal run took (the slower of the two reference runs).
        var runTime: TimeInterval = 0

        init() throws {
            directory = try CLIRunner.temporaryDirectory()
            for (tag, csv) in KillTests.statements {
                let input = directory.appendingPathComponent("\(tag).csv")
                try Data(csv.utf8).write(to: input)
                inputs[tag] = input
                let out = directory.appendingPathComponent("reference-\(tag)")
                let start = Date()
                let result = try CLIRunner.run(KillTests.arguments(input, out))
                runTime = max(runTime, Date().timeIntervalSince(start))
                #expect(result.status == 0, "stderr: \(result.stderr)")
                reference[tag] = try Dictionary(
                    uniqueKeysWithValues: KillTests.names.map {
                        ($0, try Data(contentsOf: out.appendingPathComponent($0)))
                    })
            }
            for name in KillTests.names {
                #expect(reference["A"]?[name] != reference["B"]?[name], "\(name) must differ between A and B")
            }
        }

        /// Which statement `name` in `folder` is whole output of; `nil` when it is missing or neither.
        func tag(of name: String, in folder: URL) -> String? {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { return nil }
            return reference.first { $0.value[name] == data }?.key
        }

        /// The set through `.current` resolved once: its tag when every file is whole output of
        /// one run; `"missing"` when a file is gone (a swap removed the version folder: read
        /// again); `"none"` before any set; `nil` for a mix or a file that is not whole.
        func currentSet(_ out: URL) -> String? {
            guard
                let version = OutputLayout(directory: out.path).linkTarget(out.appendingPathComponent(".current").path)
            else {
                return "none"
            }
            let folder = out.appendingPathComponent(version)
            var tags: Set<String> = []
            for name in KillTests.names {
                guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { return "missing" }
                guard let tag = reference.first(where: { $0.value[name] == data })?.key else { return nil }
                tags.insert(tag)
            }
            return tags.count == 1 ? tags.first : nil
        }

        /// Checks the folder after a run that may have been killed: one whole set through
        /// `.current`, and the public names all reading that set. Returns the set's tag.
        @discardableResult
        func expectWholeSet(_ out: URL, _ context: @autoclosure () -> String) -> String? {
            let set = currentSet(out)
            guard let set, set != "missing" else {
                Issue.record(
                    "\(context()): not one whole set through .current: \(KillTests.names.map { tag(of: $0, in: out.appendingPathComponent(".current")) ?? "?" })"
                )
                return nil
            }
            let publicTags = KillTests.names.map { tag(of: $0, in: out) }
            if set == "none" {
                #expect(publicTags.allSatisfy { $0 == nil }, "\(context()): public names without a set: \(publicTags)")
            } else {
                #expect(
                    publicTags.allSatisfy { $0 == set },
                    "\(context()): .current is \(set), the public names read \(publicTags)")
            }
            return set
        }

        /// A normal run after a killed one succeeds and leaves only the lock, `.current`, one
        /// version folder and the six links.
        func expectCleanNextRun(_ out: URL, _ context: String) throws {
            let result = try CLIRunner.run(KillTests.arguments(inputs["A"]!, out))
            #expect(result.status == 0, "\(context): stderr: \(result.stderr)")
            #expect(currentSet(out) == "A", "\(context)")
            let left = Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
            let versions = left.filter { $0.hasPrefix(".spendreport-v") }
            #expect(
                versions.count == 1
                    && left.subtracting(versions) == Set([".spendreport.lock", ".current"] + KillTests.names),
                "\(context): \(left)")
        }
    }

    static func arguments(_ input: URL, _ out: URL) -> [String] {
        // The statements name no currency: --currency XXX, the reading these tests were written for.
        ["report", input.path, "--out", out.path, "--currency", "XXX"] + clock
    }

    /// 200 trials within 60 s; `SPENDREPORT_KILL_TRIALS=N` runs N (with a budget of N × 0.3 s).
    static let killTrials = Int(ProcessInfo.processInfo.environment["SPENDREPORT_KILL_TRIALS"] ?? "") ?? 200

    @Test("kill -9 at random moments of 200 runs (alternating statements): .current always holds one whole set")
    func randomKills() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.directory) }
        let out = fixture.directory.appendingPathComponent("out")
        var generator = SystemRandomNumberGenerator()
        let began = Date()
        var trials = 0
        var killed = 0
        var leftovers = 0
        var sets: [String: Int] = [:]
        while trials < Self.killTrials && Date().timeIntervalSince(began) < max(60, Double(Self.killTrials) * 0.3) {
            let tag = trials % 2 == 0 ? "B" : "A"
            let run = try CLIRunner.start(Self.arguments(fixture.inputs[tag]!, out))
            // Anywhere from the start to a little past a normal run's end.
            usleep(UInt32.random(in: 0...UInt32(fixture.runTime * 1.2 * 1_000_000), using: &generator))
            if run.isRunning { kill(run.processIdentifier, SIGKILL) }
            run.waitUntilExit()
            if run.terminationReason == .uncaughtSignal { killed += 1 }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
            if names.contains(where: { $0 == ".current.tmp" || $0.hasPrefix(".spendreport-link-") })
                || names.filter({ $0.hasPrefix(".spendreport-v") }).count > 1
            {
                leftovers += 1
            }
            if let set = fixture.expectWholeSet(out, "trial \(trials) (\(tag))") { sets[set, default: 0] += 1 }
            trials += 1
        }
        print(
            "randomKills: \(trials) trials in \(String(format: "%.1f", Date().timeIntervalSince(began))) s, \(killed) killed, \(leftovers) left a run's leftovers, sets seen \(sets)"
        )
        #expect(trials >= min(50, Self.killTrials), "too few trials in the time budget: \(trials)")
        #expect(killed > 0)
        try fixture.expectCleanNextRun(out, "after the kills")
    }

    @Test("a reader resolving .current once while 40 runs alternate statements never reads a mixed set")
    func concurrentReader() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.directory) }
        let out = fixture.directory.appendingPathComponent("out")
        #expect(try CLIRunner.run(Self.arguments(fixture.inputs["A"]!, out)).status == 0)
        let inputs = fixture.inputs
        let done = DoneFlag()
        let writer = Thread {
            for index in 0..<40 {
                _ = try? CLIRunner.run(KillTests.arguments(inputs[index % 2 == 0 ? "B" : "A"]!, out))
            }
            done.value.withLock { $0 = true }
        }
        writer.start()
        var reads = 0
        var retries = 0
        var mixed = 0
        var wholeNames = 0
        var sets: Set<String> = []
        while !done.value.withLock({ $0 }) {
            switch fixture.currentSet(out) {
            case "missing": retries += 1
            case nil: mixed += 1
            case let set?:
                reads += 1
                sets.insert(set)
            }
            // Each public name alone is always a whole file of one run or the other.
            for name in Self.names where fixture.tag(of: name, in: out) != nil { wholeNames += 1 }
        }
        print(
            "concurrentReader: \(reads) whole sets read, \(retries) reads retried (version removed after a swap), \(mixed) mixed, \(wholeNames) whole public files"
        )
        #expect(mixed == 0)
        #expect(reads > 40)
        #expect(sets == ["A", "B"], "the reader saw both statements' sets: \(sets)")
    }

    final class DoneFlag: Sendable { let value = Mutex(false) }

    static let strace = URL(fileURLWithPath: "/usr/bin/strace")
    static let straceWorks: Bool = {
        guard FileManager.default.isExecutableFile(atPath: strace.path),
            let probe = try? CLIRunner.start(["-f", "-o", "/dev/null", "true"], executable: strace)
        else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    /// Runs the binary under strace with `injection` (`rename:signal=KILL:when=2`).
    static func runInjected(_ injection: String, _ arguments: [String]) throws -> Process {
        let call = injection.prefix { $0 != ":" }
        let calls = call == "rename" ? "rename,renameat,renameat2" : String(call)
        let process = try CLIRunner.start(
            [
                "-f", "-o", "/dev/null", "-e", "trace=\(calls)",
                "-e", "inject=\(calls)" + injection.dropFirst(call.count), CLIRunner.binary.path,
            ] + arguments, executable: strace)
        process.waitUntilExit()
        return process
    }

    @Test(
        "strace kills at every rename and fsync, and fails each with EIO: one whole set every time",
        .enabled(if: straceWorks, "strace is missing or cannot trace here (make deps installs it)"))
    func straceFaults() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.directory) }
        let began = Date()
        var injections = 0
        // The first run over an older spendreport's plain files: a rename for .current and one per
        // public link; an fsync per file, then the version folder and the output folder.
        let renames = 1 + Self.names.count
        let fsyncs = Self.names.count + 2
        for injection in (1...renames).map({ "rename:signal=KILL:when=\($0)" })
            + (1...fsyncs).map({ "fsync:signal=KILL:when=\($0)" })
        {
            let out = fixture.directory.appendingPathComponent("legacy-\(injections)")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            for name in Self.names { try fixture.reference["A"]![name]!.write(to: out.appendingPathComponent(name)) }
            let run = try Self.runInjected(injection, Self.arguments(fixture.inputs["B"]!, out))
            #expect(run.terminationReason == .uncaughtSignal, "\(injection): the run was not killed")
            // Each public name is whole (old plain file or new link); .current, once there, is all B.
            for name in Self.names { #expect(fixture.tag(of: name, in: out) != nil, "\(injection): \(name) not whole") }
            let set = fixture.currentSet(out)
            #expect(set == "none" || set == "B", "\(injection): \(String(describing: set))")
            try fixture.expectCleanNextRun(out, injection)
            injections += 1
        }
        // Runs over a set in force: the one rename (the swap) and each fsync, killed or failing.
        let kills = ["rename:signal=KILL:when=1"] + (1...fsyncs).map { "fsync:signal=KILL:when=\($0)" }
        let errors = ["rename:error=EIO:when=1"] + (1...fsyncs).map { "fsync:error=EIO:when=\($0)" }
        for injection in kills + errors {
            let out = fixture.directory.appendingPathComponent("set-\(injections)")
            #expect(try CLIRunner.run(Self.arguments(fixture.inputs["A"]!, out)).status == 0)
            let run = try Self.runInjected(injection, Self.arguments(fixture.inputs["B"]!, out))
            let set = fixture.expectWholeSet(out, injection)
            if injection.contains("error") {
                #expect(
                    run.terminationReason == .exit && run.terminationStatus == 73,
                    "\(injection): exit \(run.terminationStatus)")
                // Only the last fsync (the output folder's, after the swap) comes after the new set is in force.
                #expect(set == (injection == "fsync:error=EIO:when=\(fsyncs)" ? "B" : "A"), "\(injection)")
            } else {
                #expect(run.terminationReason == .uncaughtSignal, "\(injection): the run was not killed")
                #expect(set == "A" || set == "B", "\(injection)")
            }
            try fixture.expectCleanNextRun(out, injection)
            injections += 1
        }
        print(
            "straceFaults: \(injections) injected runs in \(String(format: "%.1f", Date().timeIntervalSince(began))) s")
    }

    @Test(
        "every file of the set is written and its writeback started (sync_file_range) before the first fsync; each is then fsynced",
        .enabled(if: straceWorks, "strace is missing or cannot trace here (make deps installs it)"))
    func writebackBeforeFlush() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.directory) }
        let log = fixture.directory.appendingPathComponent("strace.log")
        let out = fixture.directory.appendingPathComponent("out")
        let process = try CLIRunner.start(
            ["-f", "-o", log.path, "-e", "trace=sync_file_range,fsync", CLIRunner.binary.path]
                + Self.arguments(fixture.inputs["B"]!, out), executable: Self.strace)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").compactMap { line -> String? in
            if line.contains("sync_file_range(") { return line.contains(") = 0") ? "writeback" : "writeback failed" }
            return line.contains("fsync(") ? "fsync" : nil
        }
        // The files, then the version folder and the output folder.
        #expect(
            calls == Array(repeating: "writeback", count: Self.names.count)
                + Array(repeating: "fsync", count: Self.names.count + 2), "\(calls)")
        #expect(fixture.tag(of: "spend-analytics.json", in: out) == "B")
    }
}
