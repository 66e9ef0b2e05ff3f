import Foundation
import Testing

@testable import SpendAnalytics

/// Reads an output folder the two ways docs/WIDGET.md tells a widget to: through `.current` resolved
/// once, and through the public names. Files are `"TAG NAME\n"` (``OutputWriterTests/files(_:)``).
struct OutputSetReader {
    static let names = ["spend-analytics.json", "spent.svg", "received.svg"]
    var directory: URL

    /// The tag of each file, read at `folder`; `nil` for a file that is missing or not whole.
    static func tags(in folder: URL) -> [String?] {
        names.map { name in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            guard text.hasSuffix(" \(name)\n"), let tag = text.split(separator: " ").first else { return nil }
            return String(tag)
        }
    }

    /// The set in force through `.current` (resolved once): its one tag, or a description of what is wrong.
    func current() -> Result<String, SetProblem> {
        guard
            let version = OutputLayout(directory: directory.path).linkTarget(
                directory.appendingPathComponent(".current").path)
        else {
            return .failure(SetProblem(text: "no .current link"))
        }
        let tags = Self.tags(in: directory.appendingPathComponent(version))
        guard let first = tags.first ?? nil, tags.allSatisfy({ $0 == first }) else {
            return .failure(SetProblem(text: "not one whole set in \(version): \(tags)"))
        }
        return .success(first)
    }

    /// The tag of each public name (each must be whole on its own).
    func publicTags() -> [String?] { Self.tags(in: directory) }

    struct SetProblem: Error, CustomStringConvertible {
        var text: String
        var description: String { text }
    }
}

@Suite("Set-atomic output: a failure or a kill at every step leaves the old set or the new one")
struct OutputSetTests {
    typealias Files = [(name: String, bytes: [UInt8])]

    /// How many seam calls one write makes over a folder that holds a set already written by `setUp`.
    static func stepCount(_ setUp: (URL) throws -> Void) throws -> Int {
        let dir = try OutputWriterTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try setUp(dir)
        let counting = FaultyFileSystem()
        try OutputWriter(directory: dir.path, fileSystem: counting).write(
            files: OutputWriterTests.files("new"), wait: true)
        return counting.calls.count
    }

    static func writeOldSet(_ dir: URL) throws {
        try OutputWriter(directory: dir.path).write(files: OutputWriterTests.files("old"), wait: true)
    }

    /// The folder as spendreport before version folders left it: plain files.
    static func writeLegacyFiles(_ dir: URL) throws {
        for (name, bytes) in OutputWriterTests.files("old") {
            try Data(bytes).write(to: dir.appendingPathComponent(name))
        }
        try Data().write(to: dir.appendingPathComponent(".spendreport.lock"))
    }

    /// After any failed or killed write, a normal run succeeds and leaves exactly the lock, one
    /// version folder, `.current` and the public links.
    static func expectCleanNextRun(_ dir: URL, _ context: String) throws {
        try OutputWriter(directory: dir.path).write(files: OutputWriterTests.files("next"), wait: true)
        let reader = OutputSetReader(directory: dir)
        #expect((try? reader.current().get()) == "next", "\(context)")
        #expect(reader.publicTags() == ["next", "next", "next"], "\(context)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        let versions = names.filter { $0.hasPrefix(".spendreport-v") }
        #expect(versions.count == 1, "\(context): \(names)")
        #expect(
            names.subtracting(versions) == Set([".spendreport.lock", ".current"] + OutputSetReader.names),
            "\(context): \(names)")
        let layout = OutputLayout(directory: dir.path)
        for name in OutputSetReader.names {
            #expect(
                layout.linkTarget(dir.appendingPathComponent(name).path) == ".current/" + name, "\(context): \(name)")
        }
    }

    @Test(
        "every step of a write over a previous set, failing (EIO) or killed there",
        arguments: [FaultyFileSystem.Mode.fail, .crash])
    func everyStep(mode: FaultyFileSystem.Mode) throws {
        let steps = try Self.stepCount(Self.writeOldSet)
        #expect(steps >= 20, "a write makes at least its files' create, write, fsync and close and the swap")
        var outcomes: [String: Int] = [:]
        let began = Date()
        defer {
            print(
                "everyStep(\(mode)): \(steps) steps, sets left \(outcomes), \(String(format: "%.2f", Date().timeIntervalSince(began))) s"
            )
        }
        for k in 1...steps {
            let dir = try OutputWriterTests.scratch()
            defer { try? FileManager.default.removeItem(at: dir) }
            try Self.writeOldSet(dir)
            let faulty = FaultyFileSystem(failAt: k, mode: mode)
            let failed =
                (try? OutputWriter(directory: dir.path, fileSystem: faulty).write(
                    files: OutputWriterTests.files("new"), wait: true)) == nil
            let context = "\(mode) at step \(k) (\(faulty.calls.last ?? "?"))"
            let reader = OutputSetReader(directory: dir)
            switch reader.current() {
            case .success(let tag):
                #expect(tag == "old" || tag == "new", "\(context)")
                #expect(failed || tag == "new", "\(context): the write succeeded, the new set must be in force")
                #expect(reader.publicTags() == [tag, tag, tag], "\(context): the public names read the set in force")
                outcomes[tag, default: 0] += 1
            case .failure(let problem):
                Issue.record("\(context): \(problem)")
            }
            try Self.expectCleanNextRun(dir, context)
        }
        // Both outcomes happen: before the swap the old set stays, after it the new one is in force.
        #expect(outcomes["old", default: 0] > 0 && outcomes["new", default: 0] > 0, "\(outcomes)")
    }

    @Test(
        "every step of the first write over plain files from an older spendreport",
        arguments: [FaultyFileSystem.Mode.fail, .crash])
    func everyStepOfMigration(mode: FaultyFileSystem.Mode) throws {
        let steps = try Self.stepCount(Self.writeLegacyFiles)
        let began = Date()
        defer {
            print(
                "everyStepOfMigration(\(mode)): \(steps) steps, \(String(format: "%.2f", Date().timeIntervalSince(began))) s"
            )
        }
        for k in 1...steps {
            let dir = try OutputWriterTests.scratch()
            defer { try? FileManager.default.removeItem(at: dir) }
            try Self.writeLegacyFiles(dir)
            let faulty = FaultyFileSystem(failAt: k, mode: mode)
            _ = try? OutputWriter(directory: dir.path, fileSystem: faulty).write(
                files: OutputWriterTests.files("new"), wait: true)
            let context = "\(mode) at step \(k) (\(faulty.calls.last ?? "?"))"
            let reader = OutputSetReader(directory: dir)
            // Each public name is whole, old or new; once .current exists, it is the whole new set.
            for tag in reader.publicTags() {
                #expect(tag == "old" || tag == "new", "\(context): \(reader.publicTags())")
            }
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".current").path) {
                #expect((try? reader.current().get()) == "new", "\(context)")
            }
            try Self.expectCleanNextRun(dir, context)
        }
    }

    @Test(
        "every step of the first write into an empty folder: once .current is there, no public name is missing",
        arguments: [FaultyFileSystem.Mode.fail, .crash])
    func everyStepOfFirstWrite(mode: FaultyFileSystem.Mode) throws {
        let steps = try Self.stepCount { _ in }
        for k in 1...steps {
            let dir = try OutputWriterTests.scratch()
            defer { try? FileManager.default.removeItem(at: dir) }
            let faulty = FaultyFileSystem(failAt: k, mode: mode)
            _ = try? OutputWriter(directory: dir.path, fileSystem: faulty).write(
                files: OutputWriterTests.files("new"), wait: true)
            let context = "\(mode) at step \(k) (\(faulty.calls.last ?? "?"))"
            let reader = OutputSetReader(directory: dir)
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".current").path) {
                #expect((try? reader.current().get()) == "new", "\(context)")
                #expect(reader.publicTags() == ["new", "new", "new"], "\(context)")
            } else {
                #expect(reader.publicTags() == [nil, nil, nil], "\(context)")
            }
            try Self.expectCleanNextRun(dir, context)
        }
    }

    @Test("a write over plain files from an older spendreport turns them into links to the new set")
    func migration() throws {
        let dir = try OutputWriterTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeLegacyFiles(dir)
        try Data("half".utf8).write(to: dir.appendingPathComponent(".spendreport-tmp-99999-spent.svg"))
        try OutputWriter(directory: dir.path).write(files: OutputWriterTests.files("new"), wait: true)
        #expect(OutputSetReader(directory: dir).publicTags() == ["new", "new", "new"])
        try Self.expectCleanNextRun(dir, "after migration")
    }

    @Test("the set reader itself: a version folder mixing two runs, or a file cut short, is not a set")
    func readerSeesMixes() throws {
        let dir = try OutputWriterTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeOldSet(dir)
        let reader = OutputSetReader(directory: dir)
        #expect((try? reader.current().get()) == "old")
        let version = try #require(OutputLayout(directory: dir.path).currentVersion())
        let spent = dir.appendingPathComponent(version).appendingPathComponent("spent.svg")
        try Data("new spent.svg\n".utf8).write(to: spent)
        #expect((try? reader.current().get()) == nil, "a mix of old and new")
        try Data("old spent".utf8).write(to: spent)
        #expect((try? reader.current().get()) == nil, "a file cut short")
    }

    @Test(
        "links planted under the writer's own names (.current, a version folder, .current.tmp) are replaced, never followed"
    )
    func plantedLinks() throws {
        let dir = try OutputWriterTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let elsewhere = dir.appendingPathComponent("elsewhere")
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for name in OutputSetReader.names + ["keep.txt"] {
            try Data("keep".utf8).write(to: elsewhere.appendingPathComponent(name))
        }
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent(".spendreport-v7").path, withDestinationPath: elsewhere.path)
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent(".current").path, withDestinationPath: ".spendreport-v7")
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent(".current.tmp").path,
            withDestinationPath: elsewhere.appendingPathComponent("keep.txt").path)
        try OutputWriter(directory: out.path).write(files: OutputWriterTests.files("new"), wait: true)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted()
                == (OutputSetReader.names + ["keep.txt"]).sorted())
        #expect((try? OutputSetReader(directory: out).current().get()) == "new")
        try Self.expectCleanNextRun(out, "after planted links")
    }

    @Test(
        "the steps of a write, in order: the set into a fresh folder (every file written, then each flushed), one rename swaps it, then the old folder goes"
    )
    func stepOrder() throws {
        let dir = try OutputWriterTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeOldSet(dir)
        let counting = FaultyFileSystem()
        try OutputWriter(directory: dir.path, fileSystem: counting).write(
            files: OutputWriterTests.files("new"), wait: true)
        let perFile =
            OutputSetReader.names.flatMap { ["create \($0)", "write"] }
            + OutputSetReader.names.flatMap { _ in ["fsync", "close"] }
        let oldFiles = OutputSetReader.names.map { "unlink \($0)" }
        let calls = counting.calls
        #expect(
            Array(calls.dropLast(oldFiles.count + 1)) == ["mkdir .spendreport-v2"] + perFile
                + [
                    "open .spendreport-v2", "fsync", "close", "symlink .current.tmp", "rename .current.tmp",
                    "open " + dir.lastPathComponent, "fsync", "close",
                ], "\(calls)")
        #expect(Set(calls.suffix(oldFiles.count + 1)) == Set(oldFiles + ["rmdir .spendreport-v1"]), "\(calls)")
    }
}
