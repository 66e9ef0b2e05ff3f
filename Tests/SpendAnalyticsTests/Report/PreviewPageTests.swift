import Foundation
import Testing

@testable import SpendAnalytics

/// `preview.html` (``PreviewPage``), the report it reads (``PublishedReport``) and how it is
/// written beside the set (``OutputWriter/writeBeside(name:bytes:holding:)``, ``PreviewJob``).
/// The page in a real browser: `PreviewChromiumTests`.
@Suite("Preview page")
struct PreviewPageTests {
    static let lightNames = ["widget-small.svg", "widget-medium.svg", "widget-large.svg", "spent.svg", "received.svg"]

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spendreport-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A set as a report run writes it: the JSON, each chart a small SVG naming itself.
    static func files(
        json: String = #"{"generatedAt":"2026-11-22T02:00:00+05:30","month":"2026-11","monthLabel":"November 2026"}"#,
        extra: [String] = []
    ) -> [(name: String, bytes: [UInt8])] {
        [("spend-analytics.json", Array(json.utf8))] + (lightNames + extra).map { ($0, Array(svg($0).utf8)) }
    }

    static func svg(_ name: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><title id=\"title\">\(name)</title></svg>\n"
    }

    /// The SVG texts embedded in one half of the page, in page order.
    static func embedded(_ html: String, half: PreviewPage.Appearance) throws -> [String] {
        let parts = html.components(separatedBy: "<div class=\"half dark\">")
        try #require(parts.count == 2)
        let text = half == .light ? parts[0] : parts[1]
        let marker = "src=\"data:image/svg+xml;base64,"
        return try text.components(separatedBy: marker).dropFirst().map { piece in
            let base64 = try #require(piece.split(separator: "\"", maxSplits: 1).first)
            let data = try #require(Data(base64Encoded: String(base64)))
            return String(decoding: data, as: UTF8.self)
        }
    }

    static func page(_ directory: URL) throws -> String {
        _ = try PreviewJob(directory: directory.path).run()
        return String(decoding: try Data(contentsOf: directory.appendingPathComponent("preview.html")), as: UTF8.self)
    }

    @Test("without dark twins: every light chart in both halves, and the dark half says the twins are missing")
    func lightOnly() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try OutputWriter(directory: dir.path).write(files: Self.files(), wait: true)
        let html = try Self.page(dir)
        let lightCharts = Self.lightNames.map(Self.svg)
        #expect(try Self.embedded(html, half: .light) == lightCharts)
        #expect(try Self.embedded(html, half: .dark) == lightCharts)
        #expect(html.contains("<title>spendreport preview: November 2026</title>"))
        #expect(html.contains("<h1>November 2026 · dark</h1>"))
        #expect(
            html.contains("This report has no dark twins (-dark.svg): the light files are shown on the dark wallpaper.")
        )
        #expect(html.contains(">Small 158×158 · light file</p>"))
        #expect(html.contains(">Medium 338×158</p>") && html.contains(">Large 338×354</p>"))
        #expect(!html.contains("trend"))
        #expect(html.contains("background: #D9E2EC;") && html.contains("background: #0E1116;"))
        // Self-contained: nothing is fetched from anywhere.
        #expect(!html.contains("http"))
        #expect(!html.contains("<script") && !html.contains("href="))
    }

    @Test("dark twins go into the dark half, a missing one falls back and is named; trend.svg gets a tile")
    func darkTwins() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let twins = [
            "widget-small-dark.svg", "widget-medium-dark.svg", "widget-large-dark.svg", "spent-dark.svg", "trend.svg",
            "trend-dark.svg",
        ]
        try OutputWriter(directory: dir.path).write(files: Self.files(extra: twins), wait: true)
        let html = try Self.page(dir)
        #expect(try Self.embedded(html, half: .light) == (Self.lightNames + ["trend.svg"]).map(Self.svg))
        let dark = [
            "widget-small-dark.svg", "widget-medium-dark.svg", "widget-large-dark.svg", "spent-dark.svg",
            "received.svg", "trend-dark.svg",
        ]
        #expect(try Self.embedded(html, half: .dark) == dark.map(Self.svg))
        #expect(html.contains("No dark twin of received.svg: the light file is shown instead."))
        #expect(html.contains(">Money Received · light file</p>") && html.contains(">Trend</p>"))
        #expect(!html.contains(">Money Spent · light file</p>"))
        let layout = PreviewPage.Layout(hasTrend: true)
        #expect(
            html.contains("height: \(layout.height)px") && layout.height > PreviewPage.Layout(hasTrend: false).height)
    }

    @Test("all twins present: the dark half has no fallback")
    func allTwins() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let twins = Self.lightNames.map { $0.replacingOccurrences(of: ".svg", with: "-dark.svg") }
        try OutputWriter(directory: dir.path).write(files: Self.files(extra: twins), wait: true)
        let html = try Self.page(dir)
        #expect(try Self.embedded(html, half: .dark) == twins.map(Self.svg))
        #expect(html.contains("The dark twin (-dark.svg) of every chart, on a dark wallpaper."))
        #expect(!html.contains("light file"))
        let output = try PreviewJob(directory: dir.path).run()
        #expect(output.charts == 5 && output.darkTwins == 5 && output.monthLabel == "November 2026")
    }

    @Test("text from the report is HTML-escaped; the same report gives the same bytes")
    func escapedAndDeterministic() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = #"{"generatedAt":"<script>x</script>","month":"2026-11","monthLabel":"Nov & \"<b>'"}"#
        try OutputWriter(directory: dir.path).write(files: Self.files(json: json), wait: true)
        let first = try Self.page(dir)
        #expect(first.contains("<h1>Nov &amp; &quot;&lt;b&gt;&apos; · light</h1>"))
        #expect(first.contains("Generated &lt;script&gt;x&lt;/script&gt;. "))
        #expect(!first.contains("<script>") && !first.contains("<b>"))
        // Another run of the same report (a new version folder) and a new page: the same bytes.
        try OutputWriter(directory: dir.path).write(files: Self.files(json: json), wait: true)
        #expect(try Self.page(dir) == first)
    }

    @Test("a report without monthLabel (an older spendreport) is labelled from its month")
    func olderReport() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try OutputWriter(directory: dir.path).write(files: Self.files(json: #"{"month":"2026-02"}"#), wait: true)
        let html = try Self.page(dir)
        #expect(html.contains("<h1>February 2026 · light</h1>"))
        #expect(!html.contains("Generated"))
    }

    @Test("tiles sit inside their half, with their captions, and never overlap")
    func layoutFits() {
        for hasTrend in [false, true] {
            let layout = PreviewPage.Layout(hasTrend: hasTrend)
            let frames = Array(layout.frames.values)
            #expect(frames.count == (hasTrend ? 6 : 5))
            for frame in frames {
                #expect(
                    frame.x >= PreviewPage.Layout.padding
                        && frame.x + frame.width <= PreviewPage.Layout.halfWidth - PreviewPage.Layout.padding)
                #expect(
                    frame.y >= PreviewPage.Layout.headerHeight
                        && frame.y + frame.height + PreviewPage.Layout.captionHeight <= layout.height)
            }
            for (i, a) in frames.enumerated() {
                for b in frames[(i + 1)...] {
                    let apart =
                        a.x + a.width <= b.x || b.x + b.width <= a.x
                        || a.y + a.height + PreviewPage.Layout.captionHeight <= b.y
                        || b.y + b.height + PreviewPage.Layout.captionHeight <= a.y
                    #expect(apart, "\(a) overlaps \(b)")
                }
            }
            // The iOS widget sizes, in points.
            #expect(layout.frames["widget-small"].map { [$0.width, $0.height] } == [158, 158])
            #expect(layout.frames["widget-medium"].map { [$0.width, $0.height] } == [338, 158])
            #expect(layout.frames["widget-large"].map { [$0.width, $0.height] } == [338, 354])
        }
    }

    @Test("the page goes beside the set: .current and the links stay, and the next report run leaves it alone")
    func besideTheSet() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = OutputWriter(directory: dir.path)
        try writer.write(files: Self.files(), wait: true)
        let layout = OutputLayout(directory: dir.path)
        let version = layout.currentVersion()
        let html = try Self.page(dir)
        #expect(layout.currentVersion() == version)
        #expect(layout.linkTarget(layout.path("preview.html")) == nil)
        #expect(!FileManager.default.fileExists(atPath: layout.path(try #require(version)) + "/preview.html"))
        for name in Self.lightNames { #expect(layout.linkTarget(layout.path(name)) == ".current/" + name) }
        // A killed page write leaves its temporary; the next report run removes it, keeps the page.
        _ = FileManager.default.createFile(
            atPath: layout.path(".spendreport-beside-preview.html"), contents: Data("half".utf8))
        try writer.write(files: Self.files(), wait: true)
        #expect(!layout.exists(".spendreport-beside-preview.html"))
        #expect(
            String(decoding: try Data(contentsOf: dir.appendingPathComponent("preview.html")), as: UTF8.self) == html)
        #expect(layout.currentVersion() != version)
    }

    @Test(
        "every step of writing the page, failing (EIO) or killed there: the old page or the new one, whole; the set untouched",
        arguments: [FaultyFileSystem.Mode.fail, .crash])
    func everyStepBeside(mode: FaultyFileSystem.Mode) throws {
        func page(_ dir: URL) -> String? {
            (try? Data(contentsOf: dir.appendingPathComponent("preview.html"))).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
        func writePage(_ dir: URL, _ text: String, _ fileSystem: any OutputFileSystem = SystemFileSystem()) throws {
            let writer = OutputWriter(directory: dir.path, fileSystem: fileSystem)
            let lock = try writer.lock(wait: true)
            defer { lock.release() }
            try writer.writeBeside(name: "preview.html", bytes: Array(text.utf8), holding: lock)
        }
        let counting = FaultyFileSystem()
        let countDir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: countDir) }
        try writePage(countDir, "old page\n")
        try writePage(countDir, "new page\n", counting)
        #expect(
            counting.calls == [
                "create .spendreport-beside-preview.html", "write", "fsync", "close",
                "rename .spendreport-beside-preview.html", "open \(countDir.lastPathComponent)", "fsync", "close",
            ])
        for k in 1...counting.calls.count {
            let dir = try Self.scratch()
            defer { try? FileManager.default.removeItem(at: dir) }
            try OutputWriter(directory: dir.path).write(files: Self.files(), wait: true)
            let version = OutputLayout(directory: dir.path).currentVersion()
            try writePage(dir, "old page\n")
            let faulty = FaultyFileSystem(failAt: k, mode: mode)
            let failed = (try? writePage(dir, "new page\n", faulty)) == nil
            let context = "\(mode) at step \(k) (\(faulty.calls.last ?? "?"))"
            #expect(page(dir) == "old page\n" || page(dir) == "new page\n", "\(context): \(page(dir) ?? "no page")")
            #expect(failed || page(dir) == "new page\n", "\(context): the write succeeded, the new page must be there")
            #expect(OutputLayout(directory: dir.path).currentVersion() == version, "\(context)")
            try writePage(dir, "next page\n")
            #expect(page(dir) == "next page\n", "\(context)")
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            #expect(!names.contains { $0.hasPrefix(".spendreport-beside-") }, "\(context): \(names)")
        }
    }

    @Test("withdrawing a report (batch) removes its page too; the folder then holds no report to preview")
    func withdrawnWithThePage() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = OutputWriter(directory: dir.path)
        try writer.write(files: Self.files(), wait: true)
        _ = try Self.page(dir)
        let lock = try writer.lock(wait: true)
        try writer.withdraw(names: Self.files().map(\.name), holding: lock)
        lock.release()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [".spendreport.lock"])
        let error = try #require(throws: PreviewError.self) { try PreviewJob(directory: dir.path).run() }
        #expect(error.isMissing)
    }

    @Test("a folder written before version folders (plain files) is read too")
    func legacyLayout() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in Self.files() {
            _ = FileManager.default.createFile(
                atPath: dir.appendingPathComponent(file.name).path, contents: Data(file.bytes))
        }
        let html = try Self.page(dir)
        #expect(try Self.embedded(html, half: .light) == Self.lightNames.map(Self.svg))
    }

    @Test("a missing folder, a file, a folder without a report: isMissing (66), and no lock file made")
    func noReport() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let absent = dir.appendingPathComponent("absent").path
        var error = try #require(throws: PreviewError.self) { try PreviewJob(directory: absent).run() }
        #expect(error.isMissing && error.description.hasPrefix(absent + ": no such folder"))
        #expect(!FileManager.default.fileExists(atPath: absent))
        let file = dir.appendingPathComponent("file").path
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        error = try #require(throws: PreviewError.self) { try PreviewJob(directory: file).run() }
        #expect(error.isMissing && error.description == file + ": not a folder; give the --out folder of a report")
        error = try #require(throws: PreviewError.self) { try PreviewJob(directory: dir.path).run() }
        #expect(
            error.isMissing
                && error.description == dir.path
                    + ": holds no report (no spend-analytics.json); run spendreport report INPUT --out \(dir.path) first"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["file"])
    }

    @Test("a damaged report is a data error (65) naming the file; the page is not written")
    func damaged() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = OutputWriter(directory: dir.path)
        let layout = OutputLayout(directory: dir.path)
        func failure() throws -> PreviewError {
            let error = try #require(throws: PreviewError.self) { try PreviewJob(directory: dir.path).run() }
            #expect(!error.isMissing)
            #expect(!layout.exists("preview.html"))
            return error
        }
        // A required chart missing.
        try writer.write(files: Self.files().filter { $0.name != "widget-large.svg" }, wait: true)
        var version = try #require(layout.currentVersion())
        #expect(try failure().description == layout.path(version) + "/widget-large.svg: missing from the report")
        // Not a report's JSON.
        try writer.write(files: Self.files(json: "[1]"), wait: true)
        version = try #require(layout.currentVersion())
        #expect(
            try failure().description.hasPrefix(
                layout.path(version) + "/spend-analytics.json: not a spend-analytics.json report"))
        // A link planted in the set is not followed (it could name any file of the machine).
        try writer.write(files: Self.files(), wait: true)
        version = try #require(layout.currentVersion())
        let planted = layout.path(version) + "/spent-dark.svg"
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: "/etc/passwd")
        #expect(try failure().description == planted + ": not a regular file (a symbolic link)")
        try FileManager.default.removeItem(atPath: planted)
        // .current naming a folder that is gone.
        try FileManager.default.removeItem(atPath: layout.path(".current"))
        try FileManager.default.createSymbolicLink(
            atPath: layout.path(".current"), withDestinationPath: ".spendreport-v999")
        #expect(
            try failure().description == layout.path(".spendreport-v999")
                + ": the version folder .current names is missing or not a folder")
    }
}
