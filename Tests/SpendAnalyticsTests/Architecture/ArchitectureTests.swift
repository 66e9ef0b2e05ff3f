import Foundation
import Testing

/// `scripts/check-architecture.py`: the library's folders use only the folders
/// docs/ARCHITECTURE.md allows, and the check does report a folder that reaches sideways.
@Suite("Architecture")
struct ArchitectureTests {
    /// The package root: this file is Tests/SpendAnalyticsTests/Architecture/ArchitectureTests.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let script = packageRoot.appendingPathComponent("scripts/check-architecture.py")

    /// What one run of the script printed (stdout and stderr together) and its exit status.
    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `script` (the architecture check unless told otherwise) with `arguments` from the
    /// package root.
    static func check(_ arguments: [String] = [], script: URL = script) throws -> Run {
        let run = try ToolRun.run("/usr/bin/env", ["python3", script.path] + arguments, in: packageRoot)
        return Run(status: run.status, output: run.output)
    }

    /// A package tree under a new temporary folder: `files` maps paths to contents.
    static func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("spendreport-architecture-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// Runs the script on a temporary tree of `files` (see ``tree(_:)``), then removes the tree.
    static func check(tree files: [String: String]) throws -> Run {
        let root = try tree(files)
        defer { try? FileManager.default.removeItem(at: root) }
        return try check(["--root", root.path])
    }

    /// Model, Report (allowed to use Model) and Aggregate (not allowed to use Report). Report's
    /// top-level `Options` and Aggregate's nested one share a name: Aggregate's use is its own.
    static let layered: [String: String] = [
        "Sources/SpendAnalytics/Model/Money.swift": "public struct Money { var units: Int64 }\n",
        "Sources/SpendAnalytics/Report/Chart.swift": "struct Chart { var total: Money }\nstruct Options {}\n",
        "Sources/SpendAnalytics/Aggregate/Sum.swift": """
        // A Chart mentioned in a comment is no use of it. /* Nor is a Chart here. */
        struct Sum {
            var label = "a Chart in a string"
            var chart: Chart?
            func text() -> String { "total \\(Chart.self)" }
            struct Options {}
            var options = Options()
        }

        """,
    ]

    /// Expects `run` to have printed exactly `problems`, one a line, and to have exited 1 when it
    /// printed any, 0 when it printed none.
    static func expect(_ run: Run, reports problems: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.output == problems.map { $0 + "\n" }.joined(), sourceLocation: sourceLocation)
        #expect(run.status == (problems.isEmpty ? 0 : 1), sourceLocation: sourceLocation)
    }

    /// ``layered`` with Aggregate's file replaced by `aggregate` and `extra` files added.
    static func layered(aggregate: String, adding extra: [String: String] = [:]) -> [String: String] {
        var files = layered
        files["Sources/SpendAnalytics/Aggregate/Sum.swift"] = aggregate
        return files.merging(extra) { _, new in new }
    }

    @Test("every folder of SpendAnalytics uses only the folders it may")
    func packageObeysItsDirections() throws {
        // On failure: fix the use, or change the allowed directions in docs/ARCHITECTURE.md and the script.
        Self.expect(try Self.check(), reports: [])
    }

    @Test("a folder using a type of a folder it may not is reported, in code and interpolations only")
    func reportsAViolation() throws {
        Self.expect(
            try Self.check(tree: Self.layered),
            reports: [
                "Sources/SpendAnalytics/Aggregate/Sum.swift:4: Aggregate uses Chart from Report",
                "Sources/SpendAnalytics/Aggregate/Sum.swift:5: Aggregate uses Chart from Report",
            ])
    }

    @Test("allowed uses pass: the same tree without Aggregate's reach into Report")
    func allowedUsesPass() throws {
        Self.expect(try Self.check(tree: Self.layered(aggregate: "struct Sum { var total: Money }\n")), reports: [])
    }

    @Test("a table of allowed directions that differs from the script's is reported")
    func documentCannotDrift() throws {
        let document = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let loosened = document.replacingOccurrences(
            of: "| `Aggregate/` | `Model/` |", with: "| `Aggregate/` | `Model/`, `Report/` |")
        #expect(loosened != document, "the document's row for Aggregate/ moved: update this test")
        let files = Self.layered(aggregate: "struct Sum {}\n", adding: ["docs/ARCHITECTURE.md": loosened])
        Self.expect(
            try Self.check(tree: files),
            reports: [
                "docs/ARCHITECTURE.md: the table says Aggregate may use Model, Report, this script says Model"
            ])
    }

    @Test("a file using Foundation without importing it is reported; its own `range(of:)` or a string is not")
    func foundationWithoutImport() throws {
        let uses = """
            struct Sum {
                var label = "no URL( here"
                func others(_ name: String) -> Bool { name.caseInsensitiveCompare("Others") == .orderedSame }
            }

            """
        Self.expect(
            try Self.check(tree: Self.layered(aggregate: uses)),
            reports: [
                "Sources/SpendAnalytics/Aggregate/Sum.swift:3: uses caseInsensitiveCompare from Foundation "
                    + "without importing Foundation"
            ])
        Self.expect(try Self.check(tree: Self.layered(aggregate: "import Foundation\n\n" + uses)), reports: [])
        let own = "struct Sum { func range(of x: Int) -> Range<Int> { x..<x }\n var r: Range<Int> { range(of: 1) } }\n"
        Self.expect(try Self.check(tree: Self.layered(aggregate: own)), reports: [])
    }

    @Test("a Swift file outside the pipeline's folders is reported")
    func strayFile() throws {
        let files = Self.layered(
            aggregate: "struct Sum {}\n", adding: ["Sources/SpendAnalytics/Helpers/Util.swift": "enum Util {}\n"])
        Self.expect(
            try Self.check(tree: files),
            reports: [
                "Sources/SpendAnalytics/Helpers/Util.swift:1: folder Helpers is not in the allowed directions"
            ])
    }
}
