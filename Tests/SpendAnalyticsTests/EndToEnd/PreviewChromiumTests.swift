import Foundation
import Testing

@testable import SpendAnalytics

/// `spendreport preview DIR` through the built binary, and its page opened in headless Chromium
/// (Debian's `chromium`; `make test` installs it): the screenshot's pixels are checked against
/// the report's own colours at points computed from each SVG's geometry and the page's layout.
@Suite("Preview: the CLI and the page in headless Chromium")
struct PreviewChromiumTests {
    /// Four spending categories (56, 24, 12 and 8 %) and two received ones, all in November 2026.
    static let csv = """
        Date,Description,Amount
        2026-11-02,BIGBASKET ORDER 8812,-4200.00
        2026-11-03,SWIGGY ORDER 1204,-1800.00
        2026-11-05,UBER TRIP 7781,-900.00
        2026-11-07,NETFLIX SUBSCRIPTION,-600.00
        2026-11-01,SALARY NOVEMBER ACME LTD,85000.00
        2026-11-10,REFUND AMAZON ORDER 33,15000.00

        """

    /// Writes the CSV and its report into a fresh folder; returns the folder and the report folder.
    static func report(locale: String? = nil) throws -> (scratch: URL, out: URL) {
        let scratch = try CLIRunner.temporaryDirectory()
        let input = scratch.appendingPathComponent("statement.csv")
        try Data(csv.utf8).write(to: input)
        let out = scratch.appendingPathComponent("out")
        let result = try CLIRunner.run(
            [
                "report", input.path, "--out", out.path, "--now", "2026-11-22T02:00:00+05:30",
                "--timezone", "Asia/Kolkata",
            ] + (locale.map { ["--locale", $0] } ?? []))
        try #require(result.status == 0, "\(result.stderr)")
        return (scratch, out)
    }

    /// Debian's `chromium`, when installed.
    static let chromium: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders: [String] = path.split(separator: ":").map { String($0) } + ["/usr/bin"]
        for folder in folders {
            for name in ["chromium", "chromium-browser"] {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }()

    @Test("preview exits 0 with one line on stderr and none on stdout, and writes the same bytes every time")
    func cliWrites() throws {
        let (scratch, out) = try Self.report()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let first = try CLIRunner.run(["preview", out.path])
        #expect(first.status == 0)
        #expect(first.stdout.isEmpty)
        func has(_ name: String) -> Bool {
            FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path)
        }
        #expect(
            first.stderr
                == "spendreport: \(out.path) → \(out.path)/preview.html: November 2026, \(has("trend.svg") ? 6 : 5) charts, "
                + (has("spent-dark.svg")
                    ? "each with its dark twin\n" : "no dark twins (light files shown on the dark side)\n"))
        let page = try Data(contentsOf: out.appendingPathComponent("preview.html"))
        // The same input and flags again: a new version folder, the same page.
        let again = try CLIRunner.run([
            "report", scratch.appendingPathComponent("statement.csv").path, "--out", out.path,
            "--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata",
        ])
        #expect(again.status == 0)
        #expect(try CLIRunner.run(["preview", out.path]).status == 0)
        #expect(try Data(contentsOf: out.appendingPathComponent("preview.html")) == page)
    }

    @Test("preview of a missing folder or one without a report exits 66, of a damaged report 65, each with one line")
    func cliFailures() throws {
        let (scratch, out) = try Self.report()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let absent = scratch.appendingPathComponent("absent").path
        var result = try CLIRunner.run(["preview", absent])
        #expect(
            result.status == 66
                && result.stderr == "spendreport: error: \(absent): no such folder (No such file or directory)\n")
        result = try CLIRunner.run(["preview", scratch.path])
        #expect(result.status == 66)
        #expect(
            result.stderr
                == "spendreport: error: \(scratch.path): holds no report (no spend-analytics.json); run spendreport report INPUT --out \(scratch.path) first\n"
        )
        let layout = OutputLayout(directory: out.path)
        let version = try #require(layout.currentVersion())
        try FileManager.default.removeItem(atPath: layout.path(version) + "/widget-small.svg")
        result = try CLIRunner.run(["preview", out.path])
        #expect(
            result.status == 65
                && result.stderr
                    == "spendreport: error: \(layout.path(version))/widget-small.svg: missing from the report\n"
        )
        #expect(result.stdout.isEmpty && !layout.exists("preview.html"))
        result = try CLIRunner.run(["preview"])
        #expect(result.status == 64)
    }

    /// A point of the screenshot and the colour it must have.
    struct Probe {
        var what: String
        var x: Int
        var y: Int
        var expected: String
    }

    /// `width`, `height` of an SVG's `viewBox`, and the centre and radius of its first donut
    /// (the first `<path d="M x y A r r …">`: slice 0 starts at 12 o'clock).
    static func geometry(_ svg: String) throws -> (width: Double, height: Double, cx: Double, cy: Double, r: Double) {
        func numbers(after marker: String) throws -> [Double] {
            let range = try #require(svg.range(of: marker), "no \(marker) in the SVG")
            return svg[range.upperBound...].prefix(80).split(whereSeparator: { $0 == " " || $0 == "\"" })
                .prefix(6).compactMap { Double($0) }
        }
        let box = try numbers(after: "viewBox=\"")
        let path = try numbers(after: "<path d=\"M ")
        try #require(box.count >= 4 && path.count >= 3)
        // path: x y (the "A" is skipped by compactMap) rx
        return (box[2], box[3], path[0], path[1] + path[2], path[2])
    }

    /// Dark twins made from the light files, for the dark half's pixels to be checked whatever
    /// the report writes: the white background becomes the dark one, each slice's colour its
    /// `darkColor`.
    static func makeTwins(in set: URL, entry: ChartModel.Entry) throws {
        var colours: [String: String] = [ContrastColors.lightBackground: ContrastColors.darkBackground]
        for slice in entry.spent.slices + entry.received.slices { colours[slice.color] = slice.darkColor }
        for chart in PreviewPage.charts where !chart.isOptional {
            var svg = String(
                decoding: try Data(contentsOf: set.appendingPathComponent(chart.lightFileName)), as: UTF8.self)
            for (light, dark) in colours { svg = svg.replacingOccurrences(of: "\"\(light)\"", with: "\"\(dark)\"") }
            try Data(svg.utf8).write(to: set.appendingPathComponent(chart.darkFileName))
        }
    }

    @Test(
        "Chromium shows each chart: slice colours at their points in light and dark, the wallpapers, rounded tiles",
        .enabled(
            if: chromium != nil, "chromium is not installed: `make test` installs it (apt-get install -y chromium)"),
        arguments: ["as written", "with dark twins made here"])
    func screenshot(twins: String) throws {
        let (scratch, out) = try Self.report()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let set = out.appendingPathComponent(try #require(OutputLayout(directory: out.path).currentVersion()))
        let model = try JSONDecoder().decode(
            ChartModel.self, from: Data(contentsOf: set.appendingPathComponent("spend-analytics.json")))
        let entry = try #require(model.entries.first)
        try #require(
            entry.spent.slices.map(\.category) == ["Groceries", "Food & Dining", "Transport & Fuel", "Entertainment"])
        try #require(entry.received.slices.map(\.category) == ["Salary", "Refunds"])
        if twins != "as written" { try Self.makeTwins(in: set, entry: entry) }
        let preview = try CLIRunner.run(["preview", out.path])
        try #require(preview.status == 0, "\(preview.stderr)")
        let probes = try Self.probes(set: set, entry: entry)
        try Self.check(probes, out: out, scratch: scratch, scale: 1)
        print("preview screenshot \(twins): \(probes.probes.count) points checked")
    }

    @Test(
        "Chromium shows every locale's charts, light and dark, at 1×, 2× and 3×: slice colours, wallpapers and rounded tiles",
        .enabled(
            if: chromium != nil, "chromium is not installed: `make test` installs it (apt-get install -y chromium)"),
        .serialized,
        arguments: DisplayLocale.identifiers)
    func everyLocale(_ identifier: String) throws {
        let (scratch, out) = try Self.report(locale: identifier)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let set = out.appendingPathComponent(try #require(OutputLayout(directory: out.path).currentVersion()))
        let model = try JSONDecoder().decode(
            ChartModel.self, from: Data(contentsOf: set.appendingPathComponent("spend-analytics.json")))
        let entry = try #require(model.entries.first)
        let words = try #require(LocaleWords(identifier: identifier))
        #expect(
            entry.spent.title == words["title.spent"]
                && entry.spent.slices.first?.categoryText == words["category.groceries"])
        let preview = try CLIRunner.run(["preview", out.path])
        try #require(preview.status == 0, "\(preview.stderr)")
        let probes = try Self.probes(set: set, entry: entry)
        for scale in 1...3 { try Self.check(probes, out: out, scratch: scratch, scale: scale) }
    }

    /// The points of the preview page to check: the wallpapers, each tile's corner and
    /// background, each slice's colour in the middle of its arc (or of its bar in the medium widget).
    static func probes(set: URL, entry: ChartModel.Entry) throws -> (probes: [Probe], height: Int) {
        func file(_ name: String) -> String? {
            (try? Data(contentsOf: set.appendingPathComponent(name))).map { String(decoding: $0, as: UTF8.self) }
        }
        let layout = PreviewPage.Layout(hasTrend: file("trend.svg") != nil)
        var probes: [Probe] = []
        for (index, appearance) in PreviewPage.Appearance.allCases.enumerated() {
            let left = index * PreviewPage.Layout.halfWidth
            probes.append(
                Probe(
                    what: "\(appearance.name) wallpaper, bottom left", x: left + 2, y: layout.height - 3,
                    expected: appearance.wallpaper))
            probes.append(
                Probe(
                    what: "\(appearance.name) wallpaper, top right", x: left + PreviewPage.Layout.halfWidth - 3, y: 2,
                    expected: appearance.wallpaper))
            for chart in PreviewPage.charts where !chart.isOptional || file(chart.lightFileName) != nil {
                let frame = try #require(layout.frames[chart.stem])
                let twin = appearance == .dark ? file(chart.darkFileName) : nil
                let svg = try #require(twin ?? file(chart.lightFileName))
                let name = twin == nil ? chart.lightFileName : chart.darkFileName
                let (x0, y0) = (left + frame.x, frame.y)
                // A rounded tile: its corner pixel is wallpaper; just inside its top edge, the chart's background.
                probes.append(
                    Probe(what: "\(appearance.name) \(name) corner", x: x0, y: y0, expected: appearance.wallpaper))
                probes.append(
                    Probe(
                        what: "\(appearance.name) \(name) background", x: x0 + PreviewPage.Layout.cornerRadius,
                        y: y0 + 3,
                        expected: twin == nil ? ContrastColors.lightBackground : ContrastColors.darkBackground))
                if chart.isOptional { continue }
                let root = try XMLElement.parse(svg)
                let box = (root.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
                try #require(box.count == 4)
                let scale = min(Double(frame.width) / box[2], Double(frame.height) / box[3])
                let offsetX = (Double(frame.width) - box[2] * scale) / 2
                let offsetY = (Double(frame.height) - box[3] * scale) / 2
                func place(_ what: String, _ px: Double, _ py: Double, _ slice: ChartModel.Slice) {
                    probes.append(
                        Probe(
                            what: "\(appearance.name) \(name) \(what) \(slice.category)",
                            x: x0 + Int((offsetX + px * scale).rounded()),
                            y: y0 + Int((offsetY + py * scale).rounded()),
                            expected: twin == nil ? slice.color : slice.darkColor))
                }
                if let bar = root.descendants("g").first(where: { $0.attributes["class"] == "bar" }) {
                    for (rect, slice) in zip(bar.descendants("rect"), entry.spent.slices) {
                        let x = try #require(rect.attributes["x"].flatMap(Double.init))
                        let y = try #require(rect.attributes["y"].flatMap(Double.init))
                        let w = try #require(rect.attributes["width"].flatMap(Double.init))
                        let h = try #require(rect.attributes["height"].flatMap(Double.init))
                        place("bar", x + w / 2, y + h / 2, slice)
                    }
                    continue
                }
                // Each slice's colour in the middle of its arc (slice order, clockwise from 12 o'clock).
                let g = try Self.geometry(svg)
                let side = chart.stem == "received" ? entry.received : entry.spent
                var before = 0
                for (slice, span) in zip(side.slices, DonutGeometry.drawnSpans(side.slices.map(\.percentage))) {
                    let middle = (Double(before) + Double(span) / 2) / 10_000 * 2 * Double.pi
                    before += span
                    place("arc", g.cx + g.r * sin(middle), g.cy - g.r * cos(middle), slice)
                }
            }
        }
        return (probes, layout.height)
    }

    /// Screenshots the preview page at `scale` (Chromium's device scale factor) and checks every probe there.
    static func check(_ probes: (probes: [Probe], height: Int), out: URL, scratch: URL, scale: Int) throws {
        let shot = scratch.appendingPathComponent("preview-\(scale)x.png")
        let chromium: URL = try #require(Self.chromium)
        let browser = Process()
        browser.executableURL = chromium
        browser.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=\(scale)",
            "--force-color-profile=srgb", "--user-data-dir=" + scratch.appendingPathComponent("profile").path,
            "--screenshot=" + shot.path, "--window-size=\(PreviewPage.Layout.width),\(probes.height)",
            out.appendingPathComponent("preview.html").absoluteURL.absoluteString,
        ]
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        let deadline = Date().addingTimeInterval(300)
        while browser.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if browser.isRunning { browser.terminate() }
        browser.waitUntilExit()
        try #require(
            FileManager.default.fileExists(atPath: shot.path),
            "chromium wrote no screenshot (status \(browser.terminationStatus))")

        let decoder = Process()
        decoder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // At scale k, the CSS pixel (x, y) covers device pixels k·x … k·x + k − 1: probe the middle one.
        decoder.arguments =
            ["python3", CLIRunner.packageRoot.appendingPathComponent("scripts/png-pixels.py").path, shot.path]
            + probes.probes.map { "\($0.x * scale + (scale - 1) / 2),\($0.y * scale + (scale - 1) / 2)" }
        let pipe = Pipe()
        decoder.standardOutput = pipe
        try decoder.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        decoder.waitUntilExit()
        try #require(decoder.terminationStatus == 0)
        let lines = output.split(separator: "\n").map(String.init)
        try #require(lines.count == probes.probes.count + 1)
        #expect(lines[0] == "\(PreviewPage.Layout.width * scale)x\(probes.height * scale)")
        for (probe, seen) in zip(probes.probes, lines.dropFirst()) {
            #expect(
                Self.close(seen, probe.expected),
                "\(scale)×: \(probe.what) at \(probe.x),\(probe.y): \(seen), expected \(probe.expected)")
        }
    }

    /// Two `#RRGGBB` colours at most 3 apart in each channel (a browser's colour conversion may
    /// round differently).
    static func close(_ a: String, _ b: String) -> Bool {
        guard let x = ContrastColors.channels(a), let y = ContrastColors.channels(b) else { return false }
        return zip(x, y).allSatisfy { abs($0 - $1) <= 3 }
    }
}
