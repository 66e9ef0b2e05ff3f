import Foundation
import Testing

@testable import SpendAnalytics

/// Owners are identifiers: compared byte for byte wherever `batch` groups, keys, names folders and
/// writes lines, never by Unicode equivalence (`café` with é and with e + U+0301 are two people).
@Suite("Batch: owners compared byte for byte")
struct OwnerIdentityTests {
    /// Canonically equivalent pairs (NFC / NFD, the Ångström sign / Å) and a plain owner.
    static let owners = ["caf\u{E9}", "cafe\u{301}", "\u{212B}", "\u{C5}", "bob"]

    static func rows(grouped: Bool) -> [(owner: String, text: String)] {
        var rows: [(owner: String, text: String)] = []
        for (index, owner) in owners.enumerated() {
            rows.append((owner, "\(owner),2026-11-0\(index + 1),Swiggy order \(index),-\(100 + index).00,INR\r\n"))
            rows.append((owner, "\(owner),2026-11-1\(index + 1),Salary \(index),\(1_000 * (index + 1)).00,INR\r\n"))
        }
        // Ungrouped: each owner's second row after every owner's first.
        return grouped
            ? rows : rows.enumerated().sorted { ($0.offset % 2, $0.offset) < ($1.offset % 2, $1.offset) }.map(\.element)
    }

    @Test(
        "canonically equivalent owners get reports of their own, each equal to a single run on its rows",
        arguments: [true, false])
    func equivalentOwnersStayApart(grouped: Bool) throws {
        let dir = try BatchJobTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let rows = Self.rows(grouped: grouped)
        let job = BatchJob(
            source: .bytes(BatchJobTests.csv(rows), name: "batch.csv"), column: "customer_id",
            options: BatchJobTests.options(), grouping: grouped ? .grouped : .ungrouped(maximumBytes: 1 << 20),
            destination: .folders(out.path))
        let summary = try job.run()
        #expect(summary.failures.map(\.description) == [])
        #expect(summary.owners == 5 && summary.reports == 5)
        let folders = Self.owners.compactMap { OwnerFolderName.name(for: $0) }
        #expect(Set(folders).count == 5)
        for (owner, folder) in zip(Self.owners, folders) {
            let mine = rows.filter { Array($0.owner.utf8) == Array(owner.utf8) }
            #expect(mine.count == 2)
            let single = dir.appendingPathComponent("single-\(folder)")
            let pipeline = ReportPipeline(
                source: .bytes(BatchJobTests.csv(mine), name: "batch.csv"), options: BatchJobTests.options())
            _ = try ReportJob(pipeline: pipeline, directory: single.path).run()
            let batchFiles = try BatchJobTests.files(in: out.appendingPathComponent(folder))
            #expect(batchFiles == (try BatchJobTests.files(in: single)), "\(folder)")
            let model = try ChartJSON.decode(Array(try #require(batchFiles[ReportPipeline.jsonFileName])))
            #expect(model.stats.rows == 2, "\(folder)")
        }
    }

    @Test("--jsonl writes one line per owner, each with its own folder")
    func linesKeepOwnersApart() throws {
        var lines: [[UInt8]] = []
        let job = BatchJob(
            source: .bytes(BatchJobTests.csv(Self.rows(grouped: false)), name: "batch.csv"), column: "customer_id",
            options: BatchJobTests.options(), grouping: .ungrouped(maximumBytes: 1 << 20),
            destination: .lines { lines.append($0) })
        let summary = try job.run()
        #expect(summary.reports == 5 && lines.count == 5)
        let decoded = try lines.map { try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }
        #expect(decoded.map { ($0?["owner"] as? String).map { Array($0.utf8) } } == Self.owners.map { Array($0.utf8) })
        #expect(decoded.map { $0?["folder"] as? String } == Self.owners.map { OwnerFolderName.name(for: $0) })
    }

    @Test("an owner id too long for a folder name gets a shortened unique folder, not a failure")
    func longOwners() throws {
        let dir = try BatchJobTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let first = String(repeating: "k", count: 300)
        let second = String(repeating: "k", count: 299) + "j"
        let rows: [(owner: String, text: String)] = [
            (first, "\(first),2026-11-02,Swiggy order,-250.00,INR\r\n"),
            (second, "\(second),2026-11-03,Uber trip,-180.00,INR\r\n"),
        ]
        let summary = try BatchJob(
            source: .bytes(BatchJobTests.csv(rows), name: "batch.csv"), column: "customer_id",
            options: BatchJobTests.options(), destination: .folders(out.path)
        ).run()
        #expect(summary.failures.map(\.description) == [] && summary.reports == 2)
        for owner in [first, second] {
            let folder = try #require(OwnerFolderName.name(for: owner))
            #expect(folder.hasSuffix("~~" + SHA256.hex(Array(owner.utf8))))
            let model = try ChartJSON.decode(
                Array(try Data(contentsOf: out.appendingPathComponent(folder + "/spend-analytics.json"))))
            #expect(model.stats.rows == 1)
        }
    }
}
