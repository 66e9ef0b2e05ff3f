import Foundation
import Testing

@testable import SpendAnalytics

/// An output folder copied with its links followed (`cp -rL`, a restore, a sync tool): `.current`
/// is a real folder and every public name a plain file. The next night takes it over, as the
/// old plain-file layout is taken over, instead of failing every night after (exit 73).
@Suite("End to end: an output folder copied with its links followed")
struct CopiedOutputTests {
    /// `source` copied to `destination` the way `cp -rL` copies: every link replaced by what it points to.
    static func copyFollowingLinks(_ source: URL, to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(name).resolvingSymlinksInPath()
            let to = destination.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: from.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                try copyFollowingLinks(from, to: to)
            } else {
                try Data(contentsOf: from).write(to: to)
            }
        }
    }

    @Test(
        "the next report takes the copy over: exit 0, .current a link again, the files the new set's; preview reads the copy"
    )
    func takenOver() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = dir.appendingPathComponent("out")
        let copy = dir.appendingPathComponent("restored")
        let clock = ["--now", "2026-12-01T02:00:00Z", "--timezone", "UTC"]
        let input = "sample-transactions/hdfc-savings.csv"
        #expect(try CLIRunner.run(["report", input, "--out", original.path] + clock).status == 0)
        try Self.copyFollowingLinks(original, to: copy)
        var info = stat()
        #expect(lstat(copy.appendingPathComponent(".current").path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR)

        let preview = try CLIRunner.run(["preview", copy.path, "--no-wait"])
        #expect(preview.status == 0, "\(preview.stderr)")

        let next = try CLIRunner.run(["report", input, "--out", copy.path] + clock)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(OutputLayout(directory: copy.path).currentVersion() != nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: copy.path)
        #expect(names.filter { OutputLayout.versionNumber($0) != nil }.count == 1, "\(names)")
        for name in [ReportPipeline.jsonFileName] + WidgetCharts.fileNames {
            #expect(
                OutputLayout(directory: copy.path).linkTarget(copy.appendingPathComponent(name).path) == ".current/"
                    + name)
            #expect(
                try Data(contentsOf: copy.appendingPathComponent(name))
                    == Data(contentsOf: original.appendingPathComponent(name)), "\(name)")
        }
    }
}
