import Foundation
import GRDB
import Testing

@testable import SpendAnalytics

/// Issue 30's properties, on seeded random cases (``SplitMix64``): every person's data stays
/// theirs whatever the owner ids, a re-import adds nothing whatever the zone and the order, and a
/// store damaged at random is refused, never a crash.
@Suite("Properties: every person's data stays theirs", .serialized)
struct OwnershipPropertyTests {
    static let seeds: [UInt64] = [11, 12, 13]

    /// Scalars owner ids are made of: ASCII, Latin letters precomposed and decomposed, the
    /// Ångström and Kelvin signs, Hangul syllables and jamo, combining marks, emoji, a quote, a
    /// comma, a space, a control character, a non-character.
    static let scalars: [Unicode.Scalar] = [
        "a", "B", "0", ".", "/", "-", "\u{E9}", "e", "\u{301}", "\u{212B}", "\u{C5}", "A",
        "\u{30A}", "\u{212A}", "K", "\u{AC00}", "\u{1100}", "\u{1161}", "\u{1F600}", "\"",
        ",", " ", "\u{7}", "\u{FFFE}", "\u{3099}", "\u{30AB}", "\u{FF76}",
    ]

    static func ownerID(_ random: inout SplitMix64) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<(1 + Int(random.next() % 5)) { text.append(scalars[Int(random.next() % UInt64(scalars.count))]) }
        let id = String(text)
        // An id the CSV writes as it is, without surrounding spaces the reader would trim.
        return id.trimmingWhitespace().isEmpty ? "x" + id : id.trimmingWhitespace()
    }

    static func cell(_ text: String) -> String {
        text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    @Test("batch gives every owner id, any Unicode, exactly the report of a single run on its rows", arguments: seeds)
    func batchEqualsSingleRuns(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let dir = try BatchJobTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var owners: [String] = []
        for _ in 0..<8 {
            let id = Self.ownerID(&random)
            if !owners.contains(where: { Array($0.utf8) == Array(id.utf8) }) { owners.append(id) }
        }
        var rows: [(owner: String, text: String)] = []
        for _ in 0..<40 {
            let owner = owners[Int(random.next() % UInt64(owners.count))]
            let day = 1 + Int(random.next() % 28)
            let amount =
                "\(random.next() % 2 == 0 ? "-" : "")\(1 + random.next() % 5_000).\(random.next() % 100 / 10)\(random.next() % 10)"
            rows.append(
                (
                    owner,
                    "\(Self.cell(owner)),2026-11-\(day < 10 ? "0" : "")\(day),Shop \(random.next() % 9),\(amount),INR\r\n"
                ))
        }
        let out = dir.appendingPathComponent("out")
        let summary = try BatchJob(
            source: .bytes(BatchJobTests.csv(rows), name: "batch.csv"), column: "customer_id",
            options: BatchJobTests.options(), grouping: .ungrouped(maximumBytes: 1 << 20),
            destination: .folders(out.path)
        ).run()
        let present = owners.filter { owner in rows.contains { Array($0.owner.utf8) == Array(owner.utf8) } }
        #expect(summary.failures.map(\.description) == [] && summary.reports == present.count, "seed \(seed)")
        var folders: Set<String> = []
        for owner in present {
            let folder = try #require(OwnerFolderName.name(for: owner))
            #expect(folders.insert(folder).inserted, "\(owner) shares a folder")
            let mine = rows.filter { Array($0.owner.utf8) == Array(owner.utf8) }
            let single = dir.appendingPathComponent("single-\(folders.count)")
            let pipeline = ReportPipeline(
                source: .bytes(BatchJobTests.csv(mine), name: "batch.csv"), options: BatchJobTests.options())
            _ = try ReportJob(pipeline: pipeline, directory: single.path).run()
            #expect(
                try BatchJobTests.files(in: out.appendingPathComponent(folder)) == BatchJobTests.files(in: single),
                "seed \(seed): \(owner.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("a re-import under any zone and in any order adds nothing and changes no total", arguments: seeds)
    func reimportAddsNothing(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let dir = try HistoryFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("h.db").path
        let zones = [
            "UTC", "Asia/Kolkata", "America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Europe/Berlin",
        ]
        var lines: [String] = []
        for index in 0..<60 {
            let day = 1 + Int(random.next() % 30)
            let hour = Int(random.next() % 24)
            let offset = ["+00:00", "+05:30", "-05:00", "+14:00", "-11:00", "Z"][Int(random.next() % 6)]
            let stamp =
                "2026-\(random.next() % 2 == 0 ? "10" : "11")-\(day < 10 ? "0" : "")\(day)T\(hour < 10 ? "0" : "")\(hour):30:00\(offset)"
            // Same-day repeats of one row as well: the identity rule counts them.
            let description = index % 7 == 0 ? "COFFEE" : "SHOP \(random.next() % 20)"
            lines.append("\(stamp),\(description),-\(1 + random.next() % 900).00")
        }
        func run(_ lines: [String], zone: String) throws -> ReportPipeline.Output {
            let options = ReportPipeline.Options(
                reader: ReaderOptions(timeZone: TimeZone(identifier: zone) ?? .current),
                report: ReportOptions(timeZone: TimeZone(identifier: zone) ?? .current, now: ReportFixtures.now),
                history: ReportPipeline.HistoryOptions(path: store, accounts: ["card"]))
            let bytes = Array((["Date,Description,Amount"] + lines).joined(separator: "\n").utf8) + [0x0A]
            return try ReportPipeline(sources: [.bytes(bytes, name: "card.csv")], options: options).run()
        }
        let first = try run(lines, zone: zones[Int(random.next() % UInt64(zones.count))])
        #expect(first.model.stats.imported == lines.count)
        for _ in 0..<3 {
            var shuffled = lines
            for index in shuffled.indices.reversed() { shuffled.swapAt(index, Int(random.next() % UInt64(index + 1))) }
            let zone = zones[Int(random.next() % UInt64(zones.count))]
            let again = try run(Array(shuffled.prefix(10 + Int(random.next() % 50))), zone: zone)
            #expect(again.model.stats.imported == 0, "seed \(seed), zone \(zone)")
            #expect(try HistoryFixtures.count(store) == lines.count)
            #expect(try HistoryMaintenance(path: store).check().rows == lines.count)
        }
    }

    /// Random damage to a real store, read by the built binary's commands: each exits 0 (damage
    /// it does not read) or 65 (refused, naming it), never by a signal or with another status.
    @Test("random damage to a store is refused with 65 or harmless, never a crash", arguments: seeds)
    func randomDamageIsRefused(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = ["--now", "2026-12-01T02:00:00Z", "--timezone", "UTC"]
        let input = dir.appendingPathComponent("in.csv")
        let template = dir.appendingPathComponent("template.db")
        try Data(
            ("Date,Description,Amount,Account\n2026-11-01,SALARY,1000.00,savings\n2026-11-02,TRANSFER TO CARD,-200.00,savings\n"
                + "2026-11-03,PAYMENT RECEIVED,200.00,card\n2026-11-04,COFFEE,-4.50,card\n").utf8
        ).write(to: input)
        #expect(
            try CLIRunner.run(
                ["report", input.path, "--history", template.path, "--out", dir.appendingPathComponent("o").path]
                    + clock
            ).status == 0)
        let columns = StoreCheck.columns
        for trial in 0..<12 {
            let store = dir.appendingPathComponent("s\(trial).db")
            try FileManager.default.copyItem(at: template, to: store)
            let values: [DatabaseValue] = [
                Int64.max.databaseValue, Int64.min.databaseValue, (-1).databaseValue, 1.5.databaseValue,
                "text".databaseValue, Data([0xFF, 0x00]).databaseValue, .null, 400_000_000.databaseValue,
            ]
            try DatabaseQueue(path: store.path).write { db in
                for _ in 0..<(1 + Int(random.next() % 3)) {
                    let entry = columns[Int(random.next() % UInt64(columns.count))]
                    let (table, column) = (entry.table, entry.column)
                    try? db.execute(
                        sql: "UPDATE \(table) SET \(column) = ?",
                        arguments: [values[Int(random.next() % UInt64(values.count))]])
                }
                if random.next() % 2 == 0 {
                    let bytes = (0..<Int(random.next() % 24)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                    try db.execute(
                        sql: "UPDATE block SET data = ? WHERE id = (SELECT min(id) FROM block)",
                        arguments: [Data(bytes)])
                }
            }
            for arguments in [
                ["history", "check"], ["history", "accounts"], ["history", "imports"],
                ["report", input.path, "--out", dir.appendingPathComponent("o\(trial)").path] + clock,
            ] {
                let result = try CLIRunner.run(arguments + ["--history", store.path])
                #expect(
                    result.status == 0 || result.status == 65,
                    "seed \(seed) trial \(trial) \(arguments[0]) \(arguments[1]): \(result.status) \(result.stderr)")
                if result.status == 65 {
                    #expect(result.stderr.hasPrefix("spendreport: error: \(store.path): "), "\(result.stderr)")
                }
            }
        }
    }
}
