import Foundation
import Testing

@testable import SpendAnalytics

@Suite("Atomic, locked output")
struct OutputWriterTests {
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spendreport-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func files(_ tag: String) -> [(name: String, bytes: [UInt8])] {
        ["spend-analytics.json", "spent.svg", "received.svg"].map { ($0, Array("\(tag) \($0)\n".utf8)) }
    }

    static func contents(_ directory: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            result[name] = String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
        }
        return result
    }

    @Test("writes every file whole, replaces old ones, leaves only the outputs and the lock file")
    func writesAndReplaces() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("nested/out")
        try OutputWriter(directory: out.path).write(files: Self.files("old"), wait: true)
        try OutputWriter(directory: out.path).write(files: Self.files("new"), wait: true)
        let contents = try Self.contents(out)
        #expect(
            contents == [
                "spend-analytics.json": "new spend-analytics.json\n", "spent.svg": "new spent.svg\n",
                "received.svg": "new received.svg\n", ".spendreport.lock": "",
            ])
    }

    @Test("a failure while preparing leaves the previous outputs untouched and no temporary files")
    func failureKeepsOldFiles() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = OutputWriter(directory: dir.path)
        try writer.write(files: Self.files("old"), wait: true)
        let before = try Self.contents(dir)

        // A folder where the last file should go: every file is prepared, then the run must fail
        // before renaming any of them.
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("widget-large.svg"), withIntermediateDirectories: false)
        let blocked = Self.files("new") + [("widget-large.svg", Array("new large".utf8))]
        #expect(throws: OutputError.self) { try writer.write(files: blocked, wait: true) }
        #expect(try Self.contents(dir) == before)

        // A file name that is not a plain name.
        let invalid = Self.files("new") + [("../escape.svg", Array("x".utf8))]
        #expect(throws: OutputError.self) { try writer.write(files: invalid, wait: true) }
        #expect(try Self.contents(dir) == before)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("../escape.svg").path))
    }

    @Test("temporary files left by a killed run are cleaned up")
    func staleTemporaries() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("half".utf8).write(to: dir.appendingPathComponent(".spendreport-tmp-99999-spent.svg"))
        try OutputWriter(directory: dir.path).write(files: Self.files("new"), wait: true)
        #expect(
            try Set(FileManager.default.contentsOfDirectory(atPath: dir.path))
                == [
                    "spend-analytics.json", "spent.svg", "received.svg", ".spendreport.lock", ".current",
                    ".spendreport-v1",
                ])
    }

    @Test("a held lock: --no-wait fails at once with isLocked, and works again once released")
    func lock() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = OutputWriter(directory: dir.path)
        let held = try writer.lock(wait: false)
        do {
            try writer.write(files: Self.files("second"), wait: false)
            Issue.record("the second writer got the lock")
        } catch {
            #expect(error.isLocked)
            #expect(error.description.contains("another spendreport run"))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("spent.svg").path))
        try writer.write(files: Self.files("first"), holding: held)
        held.release()
        try writer.write(files: Self.files("second"), wait: false)
        #expect(try Self.contents(dir)["spent.svg"] == "second spent.svg\n")
    }

    @Test("an output path that cannot be created is an OutputError, not a lock error")
    func cannotCreate() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        do {
            try OutputWriter(directory: file.appendingPathComponent("out").path).write(
                files: Self.files("x"), wait: true)
            Issue.record("wrote below a regular file")
        } catch {
            #expect(!error.isLocked)
            #expect(error.description.contains("cannot create the output folder"))
        }
    }
}
