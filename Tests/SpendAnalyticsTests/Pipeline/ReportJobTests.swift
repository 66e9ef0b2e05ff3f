import Foundation
import Testing

@testable import SpendAnalytics

/// The `report` and `validate` commands as library calls (``ReportJob``, ``InputValidation``),
/// and the `profiles` listing, without the CLI.
@Suite("Report job and input validation")
struct ReportJobTests {
    /// A month after the clock's (a warning: the report stays in the clock's month), one
    /// unreadable amount (line 3), two good rows.
    static let csv = """
        Date,Description,Amount
        2026-12-01,Coffee,-4.50
        2026-12-02,Lunch,twelve
        2026-12-03,Salary,1000.00

        """

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("spendreport-job-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func pipeline(_ source: InputSource) -> ReportPipeline {
        var reader = ReaderOptions(timeZone: ReportFixtures.kolkata)
        reader.skipInvalid = true
        return ReportPipeline(
            source: source, options: ReportPipeline.Options(reader: reader, report: ReportFixtures.options()))
    }

    @Test("the job writes the pipeline's files and tells its events in order")
    func writesAndTells() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("nested/out")
        var heard: [String] = []
        var events = ReportJob.Events()
        events.willRead = { heard.append("willRead") }
        events.didRead = { heard.append("didRead") }
        events.problem = { heard.append("problem \($0.position?.line ?? 0)") }
        events.warning = { _ in heard.append("warning") }
        let job = ReportJob(pipeline: Self.pipeline(.bytes(Array(Self.csv.utf8), name: "job.csv")), directory: out.path)
        let output = try job.run(events)
        #expect(heard == ["willRead", "problem 3", "didRead", "warning"])
        #expect(
            output.warnings == [
                "2 rows are dated after the current month 2026-11 and not in this report "
                    + "(a date may be mistyped; pass --month to report a later month)"
            ])
        #expect(
            output.model.month == "2026-11" && output.model.stats.skippedInvalid == 1
                && output.model.stats.otherMonths == 2)
        for file in output.files {
            #expect(
                FileManager.default.contents(atPath: out.appendingPathComponent(file.name).path) == Data(file.bytes),
                "\(file.name)")
        }
    }

    @Test("a missing input fails before the output folder is created or locked")
    func missingInput() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        var heard: [String] = []
        var events = ReportJob.Events()
        events.willRead = { heard.append("willRead") }
        let job = ReportJob(
            pipeline: Self.pipeline(.file(dir.appendingPathComponent("absent.csv").path)), directory: out.path)
        let error = try #require(throws: InputError.self) { try job.run(events) }
        guard case .missing = error.reason else {
            Issue.record("expected a missing input, got \(error)")
            return
        }
        #expect(heard.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("validation lists every bad row even without --skip-invalid, and counts the rest")
    func validation() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("statement.csv").path
        try Data(Self.csv.utf8).write(to: URL(fileURLWithPath: path))
        let report = try InputValidation(path: path, options: ReaderOptions(timeZone: ReportFixtures.kolkata)).run()
        #expect(report.problems.map { $0.position?.line } == [3])
        #expect(report.used == 2 && report.summary.stats.rows == 3)
        let lines = report.text.split(separator: "\n")
        #expect(lines.first == "input: \(path)")
        #expect(lines.contains("used: 2") && lines.contains("skipped invalid: 1") && lines.contains("problems: 1"))
        #expect(lines.last.map(String.init) == "  " + report.problems[0].description)
    }

    @Test("the profiles listing: three lines per known export, in catalogue order")
    func profiles() {
        let lines = ProfileListing.text().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 * ExportProfiles.all.count)
        for (index, profile) in ExportProfiles.all.enumerated() {
            #expect(lines[3 * index].hasPrefix(profile.id + " ") && lines[3 * index].hasSuffix(" " + profile.name))
            #expect(lines[3 * index + 1] == String(repeating: " ", count: 17) + "fixes: \(profile.fixes)")
            #expect(lines[3 * index + 2].hasPrefix(String(repeating: " ", count: 17) + "dates "))
        }
    }
}
