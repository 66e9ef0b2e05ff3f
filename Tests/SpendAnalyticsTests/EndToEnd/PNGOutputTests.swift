import Foundation
import Testing

@testable import SpendAnalytics

/// `report --png` through the built binary: the widgets as palette PNGs beside the SVGs, in the
/// same set, listed in `charts`; without `--png`, librsvg is never opened.
@Suite("--png: the widgets as PNG at @2x and @3x")
struct PNGOutputTests {
    static let loaded: Bool = (try? PNGRenderer.load()) != nil

    /// The width and height of a PNG's IHDR, its colour type.
    static func header(_ bytes: [UInt8]) throws -> (width: Int, height: Int, colourType: UInt8) {
        try #require(bytes.count > 33 && bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20), bytes[25])
    }

    @Test(
        "twelve PNGs, each at its size and under 50 KB, listed in charts and published with the JSON",
        .enabled(if: loaded, "librsvg2-2 cannot be loaded (make deps installs librsvg2-bin, which brings it)"))
    func writesPNGs() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIRunner.run([
            "report", "sample-transactions/hdfc-savings.csv", "--out", out.path, "--png",
            "--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let model = try ChartJSON.decode(Array(Data(contentsOf: out.appendingPathComponent("spend-analytics.json"))))
        #expect(model.charts.png == WidgetPNGs.names && model.charts.png.count == 12)
        #expect(model.charts.png["widgetLargeDark3x"] == "widget-large-dark@3x.png")
        let sizes = ["widget-small": (170, 170), "widget-medium": (364, 170), "widget-large": (364, 382)]
        for picture in WidgetPNGs.pictures {
            // Published like every other file: a link into the current version.
            let link = out.appendingPathComponent(picture.fileName).path
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == ".current/" + picture.fileName)
            let bytes = [UInt8](try Data(contentsOf: out.appendingPathComponent(picture.fileName)))
            let header = try Self.header(bytes)
            let stem = picture.fileName.components(separatedBy: "@")[0].replacingOccurrences(of: "-dark", with: "")
            let points = try #require(sizes[stem])
            #expect(
                header.width == points.0 * picture.scale && header.height == points.1 * picture.scale,
                "\(picture.fileName)")
            #expect(header.colourType == 3, "\(picture.fileName): a palette PNG")
            #expect(bytes.count < 50_000, "\(picture.fileName) is \(bytes.count) bytes")
        }
        // The same input and clock: the same bytes.
        let again = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: again) }
        #expect(
            try CLIRunner.run([
                "report", "sample-transactions/hdfc-savings.csv", "--out", again.path, "--png",
                "--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata",
            ]).status == 0)
        for picture in WidgetPNGs.pictures {
            #expect(
                try Data(contentsOf: out.appendingPathComponent(picture.fileName))
                    == Data(contentsOf: again.appendingPathComponent(picture.fileName)))
        }
    }

    @Test(
        "without --png the run opens no librsvg, cairo or zlib; with it, it does",
        .enabled(if: KillTests.straceWorks, "strace is missing or cannot trace here"))
    func loadedOnlyWhenAsked() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        for png in [false, true] {
            let trace = out.appendingPathComponent("trace-\(png)")
            let arguments =
                [
                    "-f", "-o", trace.path, "-e", "trace=openat,open", CLIRunner.binary.path, "report",
                    "sample-transactions/hdfc-savings.csv", "--out", out.appendingPathComponent("o-\(png)").path,
                ] + (png ? ["--png"] : [])
            let process = try CLIRunner.start(arguments, executable: KillTests.strace)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let opened = try String(contentsOf: trace, encoding: .utf8)
            for library in ["librsvg-2.so", "libcairo.so", "libz.so"] {
                let found = opened.split(separator: "\n").contains { $0.contains(library) && !$0.contains("ENOENT") }
                #expect(found == png, "\(library) opened: \(found), --png: \(png)")
            }
        }
    }

    @Test("a PNG error that is a missing library maps to 69 with the package to install")
    func missingLibrary() {
        let error = PNGRenderError.libraryMissing(name: "librsvg-2.so.2", hint: PNGRenderError.librsvgHint)
        #expect(error.isUnavailable && !PNGRenderError.renderFailed("x").isUnavailable)
        #expect(
            error.description
                == "PNG output needs librsvg-2.so.2, which could not be loaded: install librsvg2-2 (apt-get install librsvg2-2)"
        )
    }
}
