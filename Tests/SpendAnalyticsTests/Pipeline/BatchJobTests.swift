import Foundation
import Testing

@testable import SpendAnalytics

/// `batch` as a library call (``BatchJob``): every owner's folder byte for byte what ``ReportJob``
/// writes for that owner's rows alone, hostile owners kept inside the output folder, a bad row
/// failing its owner only, grouped and ungrouped inputs.
@Suite("Batch job")
struct BatchJobTests {
    static let header = "customer_id,Date,Description,Amount,Currency\r\n"

    /// Rows as written (CRLF, a quoted description across lines, a quoted owner with a comma),
    /// grouped by owner; owners chosen to be hostile as folder names.
    static let rows: [(owner: String, text: String)] = [
        ("../x", "../x,2026-11-02,Swiggy order,-250.00,INR\r\n"),
        ("../x", "../x,2026-11-03,\"Salary\r\ncredit\",50000.00,INR\r\n"),
        ("a/b", "a/b,2026-11-04,Uber trip,-180.50,INR\r\n"),
        ("CON", "CON,2026-11-05,Netflix,-649.00,INR\r\n"),
        ("con", "con,2026-11-05,Netflix,-199.00,INR\r\n"),
        ("con", "con,2026-10-05,Zomato,-99.00,INR\r\n"),
        ("😀", "😀,2026-11-06,Apollo Pharmacy,-320.00,INR\r\n"),
        ("Alice", "Alice,2026-11-07,BigBasket,-1200.00,INR\r\n"),
        ("alice", "alice,2026-11-08,Shell petrol,-2000.00,INR\r\n"),
        ("x, y", "\"x, y\",2026-11-09,IRCTC ticket,-845.00,INR\r\n"),
        ("batch-summary.json", "batch-summary.json,2026-11-10,Myntra,-999.00,INR\r\n"),
    ]

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spendreport-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func options(skipInvalid: Bool = false) -> ReportPipeline.Options {
        ReportPipeline.Options(
            reader: ReaderOptions(skipInvalid: skipInvalid, timeZone: ReportFixtures.kolkata),
            report: ReportFixtures.options())
    }

    static func csv(_ rows: [(owner: String, text: String)]) -> [UInt8] {
        Array((header + rows.map(\.text).joined()).utf8)
    }

    /// The public files of `directory` (name → bytes, read through their links), the writer's
    /// own entries (the lock, `.current`, version folders: names starting with a dot) left out.
    static func files(in directory: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !name.hasPrefix(".") {
            out[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return out
    }

    /// What `report` writes for `owner`'s rows alone (the header, then its rows as written).
    static func singleRun(
        _ owner: String, rows: [(owner: String, text: String)], options: ReportPipeline.Options,
        in scratch: URL
    ) throws -> [String: Data] {
        let out = scratch.appendingPathComponent("single-\(UUID().uuidString)")
        let mine = rows.filter { $0.owner == owner }
        let pipeline = ReportPipeline(source: .bytes(csv(mine), name: "batch.csv"), options: options)
        _ = try ReportJob(pipeline: pipeline, directory: out.path).run()
        return try files(in: out)
    }

    @Test("every owner's folder equals a single run on its rows, and every folder stays inside --out")
    func equalsSingleRuns() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let job = BatchJob(
            source: .bytes(Self.csv(Self.rows), name: "batch.csv"), column: "customer_id",
            options: Self.options(), destination: .folders(out.path))
        let summary = try job.run()
        #expect(summary.failures.map(\.description) == [])
        var owners: [String] = []
        for row in Self.rows where owners.last != row.owner { owners.append(row.owner) }
        #expect(owners.count == 9)
        #expect(summary.owners == owners.count && summary.reports == owners.count && summary.failures.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out"])
        let names = try Set(FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") })
        #expect(names == Set(owners.compactMap(OwnerFolderName.name(for:)) + [BatchJob.summaryFileName]))
        #expect(
            names.contains("~2e.~2fx") && names.contains("co~6e") && names.contains("^c^o^n")
                && names.contains("^alice"))
        for owner in owners {
            let folder = out.appendingPathComponent(try #require(OwnerFolderName.name(for: owner)))
            let batch = try Self.files(in: folder)
            #expect(batch.count == 1 + WidgetCharts.fileNames.count)
            #expect(batch == (try Self.singleRun(owner, rows: Self.rows, options: Self.options(), in: dir)), "\(owner)")
        }
        let summaryText = try String(contentsOf: out.appendingPathComponent(BatchJob.summaryFileName), encoding: .utf8)
        #expect(
            summaryText
                == "{\n  \"failed\" : [],\n  \"owners\" : 9,\n  \"reports\" : 9,\n  \"rowsWithoutOwner\" : []\n}\n")
    }

    /// The donuts' colours are resolved once for all owners; an owner whose export adds its own
    /// categories (a category column) gets colours resolved for its categories, as a single run.
    @Test("an owner whose category column adds categories gets a single run's colours")
    func sourceCategoriesColouredAsASingleRun() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let header = "customer_id,Date,Description,Amount,Currency,Category\r\n"
        let rows: [(owner: String, text: String)] = [
            ("a", "a,2026-11-02,Swiggy order,-250.00,INR,\r\n"),
            ("a", "a,2026-11-03,Uber trip,-180.00,INR,\r\n"),
            ("b", "b,2026-11-02,Pet shop,-250.00,INR,Pets\r\n"),
            ("b", "b,2026-11-03,Vet,-900.00,INR,Pet care\r\n"),
            ("b", "b,2026-11-04,Dog walker,-300.00,INR,Pet walking\r\n"),
            ("b", "b,2026-11-05,Swiggy order,-120.00,INR,\r\n"),
            ("c", "c,2026-11-06,Netflix,-649.00,INR,\r\n"),
        ]
        func csv(_ rows: [(owner: String, text: String)]) -> [UInt8] {
            Array((header + rows.map(\.text).joined()).utf8)
        }
        let out = dir.appendingPathComponent("out")
        let summary = try BatchJob(
            source: .bytes(csv(rows), name: "batch.csv"), column: "customer_id",
            options: Self.options(), destination: .folders(out.path)
        ).run()
        #expect(summary.failures.map(\.description) == [] && summary.reports == 3)
        for owner in ["a", "b", "c"] {
            let single = dir.appendingPathComponent("single-\(owner)")
            let pipeline = ReportPipeline(
                source: .bytes(csv(rows.filter { $0.owner == owner }), name: "batch.csv"),
                options: Self.options())
            _ = try ReportJob(pipeline: pipeline, directory: single.path).run()
            #expect(try Self.files(in: out.appendingPathComponent(owner)) == (try Self.files(in: single)), "\(owner)")
        }
        let json = try String(
            contentsOf: out.appendingPathComponent("b").appendingPathComponent(ReportPipeline.jsonFileName),
            encoding: .utf8)
        #expect(json.contains("\"Pet care\"") && json.contains("\"Pet walking\""))
    }

    /// Owner b's third row has an unreadable amount (input line 6, after a row on two lines); a row
    /// has no owner (line 8).
    static let badRows: [(owner: String, text: String)] = [
        ("a", "a,2026-11-02,Swiggy order,-250.00,INR\r\n"),
        ("b", "b,2026-11-02,Zomato,-120.00,INR\r\n"),
        ("b", "b,2026-11-03,\"Multi\r\nline\",-1.00,INR\r\n"),
        ("b", "b,2026-11-04,Uber trip,twelve,INR\r\n"),
        ("c", "c,2026-11-05,Netflix,-649.00,INR\r\n"),
        ("", ",2026-11-05,Netflix,-649.00,INR\r\n"),
        ("d", "d,2026-11-06,BigBasket,-99.00,INR\r\n"),
    ]

    @Test("a bad row fails its owner only, listed with the batch input's line; the others are written")
    func badRowFailsItsOwner() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        var failed: [String] = []
        var events = BatchJob.Events()
        events.failure = { failed.append($0.description) }
        let job = BatchJob(
            source: .bytes(Self.csv(Self.badRows), name: "batch.csv"), column: "Customer_ID ",
            options: Self.options(), destination: .folders(out.path))
        let summary = try job.run(events)
        #expect(failed == ["b: batch.csv:6:24: column 4 \"Amount\": not an amount (twelve)"])
        #expect(summary.owners == 4 && summary.reports == 3)
        #expect(
            summary.rowsWithoutOwner.map(\.description) == [
                "batch.csv:8: no value in the owner column \"Customer_ID \""
            ])
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("b").path))
        for owner in ["a", "c", "d"] {
            #expect(
                try Self.files(in: out.appendingPathComponent(owner))
                    == (try Self.singleRun(owner, rows: Self.badRows, options: Self.options(), in: dir)))
        }
        let summaryText = try String(contentsOf: out.appendingPathComponent(BatchJob.summaryFileName), encoding: .utf8)
        #expect(
            summaryText == """
                {
                  "failed" : [
                    {
                      "error" : "batch.csv:6:24: column 4 \\\"Amount\\\": not an amount (twelve)",
                      "folder" : "b",
                      "owner" : "b"
                    }
                  ],
                  "owners" : 4,
                  "reports" : 3,
                  "rowsWithoutOwner" : [
                    "batch.csv:8: no value in the owner column \\"Customer_ID \\""
                  ]
                }

                """)
    }

    @Test("with --skip-invalid the bad row is skipped within its owner, as a single run skips it")
    func skipInvalidPerOwner() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        var skipped: [String] = []
        var events = BatchJob.Events()
        events.problem = { owner, error in skipped.append(owner + " " + error.description) }
        let options = Self.options(skipInvalid: true)
        let summary = try BatchJob(
            source: .bytes(Self.csv(Self.badRows), name: "batch.csv"), column: "customer_id",
            options: options, destination: .folders(out.path)
        ).run(events)
        #expect(skipped == ["b batch.csv:6:24: column 4 \"Amount\": not an amount (twelve)"])
        #expect(summary.reports == 4 && summary.failures.isEmpty)
        for owner in ["a", "b", "c", "d"] {
            #expect(
                try Self.files(in: out.appendingPathComponent(owner))
                    == (try Self.singleRun(owner, rows: Self.badRows, options: options, in: dir)))
        }
    }

    @Test(
        "an owner that comes back in grouped input fails and its short report is withdrawn, even last night's; --ungrouped gives the full files"
    )
    func ungrouped() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var shuffled = Self.rows
        shuffled.swapAt(1, 9) // ../x, x y, …, ../x
        let source = InputSource.bytes(Self.csv(shuffled), name: "mixed.csv")
        let groupedOut = dir.appendingPathComponent("grouped")
        // Last night's reports, from the input in order: ../x has a report in place.
        try BatchJob(
            source: .bytes(Self.csv(Self.rows), name: "sorted.csv"), column: "customer_id", options: Self.options(),
            destination: .folders(groupedOut.path)
        ).run()
        let returning = groupedOut.appendingPathComponent(try #require(OwnerFolderName.name(for: "../x")))
        #expect(try Self.files(in: returning).keys.contains("spend-analytics.json"))

        var failed: [String] = []
        var events = BatchJob.Events()
        events.failure = { failed.append($0.description) }
        let mixed = try BatchJob(
            source: source, column: "customer_id", options: Self.options(),
            destination: .folders(groupedOut.path)
        ).run(events)
        let message =
            "mixed.csv:11: owner \"../x\" appears again after other owners' rows, so its report made from the rows before "
            + "is withdrawn; batch needs each owner's rows together (sort the input by the owner column), or --ungrouped to hold them in memory"
        #expect(failed == ["../x: " + message])
        #expect(mixed.owners == 9 && mixed.reports == 8 && mixed.failures.map(\.owner) == ["../x"])
        #expect(try Self.files(in: returning) == [:], "no report short of rows stays, nor the old one")
        for owner in Set(Self.rows.map(\.owner)) where owner != "../x" {
            let folder = groupedOut.appendingPathComponent(try #require(OwnerFolderName.name(for: owner)))
            #expect(
                try Self.files(in: folder)
                    == (try Self.singleRun(owner, rows: shuffled, options: Self.options(), in: dir)), "\(owner)")
        }

        // --jsonl: the owner's report line is followed by its error line, which withdraws it.
        var lines: [String] = []
        try BatchJob(
            source: source, column: "customer_id", options: Self.options(),
            destination: .lines { lines.append(String(decoding: $0, as: UTF8.self)) }
        ).run()
        let forX = lines.filter { $0.hasPrefix("{\"owner\":\"../x\"") }
        #expect(
            forX.count == 2 && forX[0].contains("\"report\":") && forX[1].contains("\"error\":")
                && forX[1].contains("withdrawn"))

        let out = dir.appendingPathComponent("ungrouped")
        let summary = try BatchJob(
            source: source, column: "customer_id", options: Self.options(),
            grouping: .ungrouped(maximumBytes: 1 << 20), destination: .folders(out.path)
        ).run()
        #expect(summary.reports == 9)
        for owner in Set(Self.rows.map(\.owner)) {
            let folder = out.appendingPathComponent(try #require(OwnerFolderName.name(for: owner)))
            #expect(
                try Self.files(in: folder)
                    == (try Self.singleRun(owner, rows: shuffled, options: Self.options(), in: dir)), "\(owner)")
        }

        let bounded = BatchJob(
            source: source, column: "customer_id", options: Self.options(),
            grouping: .ungrouped(maximumBytes: 200), destination: .folders(dir.appendingPathComponent("small").path))
        let tooBig = try #require(throws: InputError.self) { try bounded.run() }
        #expect(
            tooBig.description
                == "mixed.csv:7: --ungrouped holds at most 0 MiB of rows (--max-memory); sort the input by the "
                + "owner column and run without --ungrouped, or raise --max-memory")
    }

    @Test("a CRLF split between two reads of a file: each owner's rows still cut at the right bytes")
    func lineEndAcrossBlocks() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The splitter reads 64 KiB first, then 256 KiB blocks: put a row's CR as the first read's last byte.
        let boundary = OwnerRecordSplitter.sniffBytes
        var rows: [(owner: String, text: String)] = []
        var length = Self.header.utf8.count
        var index = 0
        while length < boundary + 4096 {
            let owner = "o\(index / 40)"
            var text =
                "\(owner),2026-11-\(String(format: "%02d", index % 28 + 1)),Swiggy order,-\(index % 900 + 1).00,INR\r\n"
            if length < boundary, length + 200 > boundary {
                // Pad the description so that this row's CR is byte `boundary - 1`.
                let head = "\(owner),2026-11-02,Swiggy order"
                let tail = ",-5.00,INR"
                let padding = boundary - 1 - length - head.utf8.count - tail.utf8.count
                text = head + String(repeating: "x", count: padding) + tail + "\r\n"
            }
            rows.append((owner, text))
            length += text.utf8.count
            index += 1
        }
        let bytes = Self.csv(rows)
        #expect(bytes[boundary - 1] == 0x0D && bytes[boundary] == 0x0A)
        let input = dir.appendingPathComponent("many.csv")
        try Data(bytes).write(to: input)
        let out = dir.appendingPathComponent("out")
        let summary = try BatchJob(
            source: .file(input.path), column: "customer_id", options: Self.options(),
            destination: .folders(out.path)
        ).run()
        let owners = Set(rows.map(\.owner))
        #expect(summary.reports == owners.count && summary.failures.isEmpty)
        for owner in owners {
            #expect(
                try Self.files(in: out.appendingPathComponent(owner))
                    == (try Self.singleRun(owner, rows: rows, options: Self.options(), in: dir)), "\(owner)")
        }
    }

    /// What a lines closure throws when its output can take no more.
    struct Full: Error, Equatable {}

    @Test(
        "a lines closure that throws ends the run with its error: no owner after it is made, none counted a failure",
        arguments: [true, false])
    func throwingLinesEndTheRun(grouped: Bool) throws {
        func job(_ rows: [(owner: String, text: String)], _ sink: @escaping ([UInt8]) throws -> Void) -> BatchJob {
            BatchJob(
                source: .bytes(BatchJobTests.csv(rows), name: "batch.csv"), column: "customer_id",
                options: BatchJobTests.options(), grouping: grouped ? .grouped : .ungrouped(maximumBytes: 1 << 20),
                destination: .lines(sink))
        }
        let rows = OwnerIdentityTests.rows(grouped: grouped)
        for taken in 0..<5 {
            var lines: [[UInt8]] = []
            var made = 0
            var events = BatchJob.Events()
            var failures = 0
            events.failure = { _ in failures += 1 }
            let run = job(rows) { line in
                made += 1
                guard lines.count < taken else { throw Full() }
                lines.append(line)
            }
            #expect(throws: Full.self) { try run.run(events) }
            #expect(lines.count == taken && made == taken + 1 && failures == 0, "\(taken)")
        }
        // A failed owner's line goes through the same closure, and its error ends the run too.
        var bad = rows
        bad[0].text = bad[0].text.replacingOccurrences(of: "-100.00", with: "twelve")
        var seen = 0
        let run = job(bad) { line in
            seen += 1
            if line.suffix(3) == Array("\"}\n".utf8) { throw Full() }
        }
        #expect(throws: Full.self) { try run.run() }
        #expect(seen == 1)
    }

    @Test("--jsonl: one line per owner whose files are the folder's bytes, and a line for an owner that failed")
    func jsonLines() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var lines: [[UInt8]] = []
        let summary = try BatchJob(
            source: .bytes(Self.csv(Self.badRows), name: "batch.csv"), column: "customer_id",
            options: Self.options(), destination: .lines { lines.append($0) }
        ).run()
        #expect(summary.reports == 3 && lines.count == 4)
        #expect(lines.allSatisfy { $0.last == 0x0A && $0.dropLast().allSatisfy { $0 != 0x0A } })
        #expect(
            String(decoding: lines[1], as: UTF8.self)
                == "{\"owner\":\"b\",\"folder\":\"b\",\"error\":\"batch.csv:6:24: column 4 \\\"Amount\\\": not an amount (twelve)\"}\n"
        )
        for (line, owner) in zip([lines[0], lines[2], lines[3]], ["a", "c", "d"]) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
            #expect(object["owner"] as? String == owner && object["folder"] as? String == owner)
            let files = try #require(object["files"] as? [String: String])
            let single = try Self.singleRun(owner, rows: Self.badRows, options: Self.options(), in: dir)
            #expect(files.mapValues { Data($0.utf8) } == single)
            let report = try #require(object["report"] as? [String: Any])
            let fromFile = try #require(
                try JSONSerialization.jsonObject(with: single[ReportPipeline.jsonFileName] ?? Data()) as? NSDictionary)
            #expect(NSDictionary(dictionary: report) == fromFile)
        }
    }
}
