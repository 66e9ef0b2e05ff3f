import Foundation

@testable import SpendAnalytics

/// Stores in scratch folders and report runs into them, through the real pipeline and real SQLite.
enum HistoryFixtures {
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spendreport-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A CSV of `Date,Description,Amount` rows.
    static func csv(_ rows: [(date: String, description: String, amount: String)]) -> [UInt8] {
        Array(
            (["Date,Description,Amount"] + rows.map { "\($0.date),\($0.description),\($0.amount)" }).joined(
                separator: "\n"
            ).utf8) + [0x0A]
    }

    /// One run of `report INPUT... [--history store] [--account NAME]...` without writing files.
    static func run(
        _ inputs: [(name: String, bytes: [UInt8])], store: String?, accounts: [String] = [],
        excludeTransfers: Bool = false, allowEmpty: Bool = false, month: YearMonth? = nil
    ) throws -> ReportPipeline.Output {
        let options = ReportPipeline.Options(
            reader: ReaderOptions(timeZone: ReportFixtures.kolkata), excludeTransfers: excludeTransfers,
            report: ReportFixtures.options(month: month),
            history: store.map { ReportPipeline.HistoryOptions(path: $0, accounts: accounts) }, allowEmpty: allowEmpty)
        return try ReportPipeline(sources: inputs.map { .bytes($0.bytes, name: $0.name) }, options: options).run()
    }

    /// Rows in the store, by a fresh connection.
    static func count(_ store: String, _ sql: String = "SELECT coalesce(sum(rows), 0) FROM block") throws -> Int {
        try HistoryStore(path: store, access: .reading).read { db in try Int.fetchOne(db, sql: sql) ?? -1 }
    }

    /// The stored rows that `keep` accepts (given each row's account and day, description and
    /// amount), decoded from the store's blocks by a fresh connection.
    static func countRows(
        _ store: String,
        where keep: @escaping (_ account: String, _ day: Int, _ description: String, _ amount: Int64) -> Bool
    ) throws -> Int {
        try HistoryStore(path: store, access: .reading).read { db in
            var count = 0
            try StoredBlocks.forEachRow(db) { place, row in
                if keep(place.account.text, place.day, String(decoding: row.description, as: UTF8.self), row.amount) {
                    count += 1
                }
            }
            return count
        }
    }

    /// Three months of spending with same-day repeats, a salary each month, in date order.
    static let threeMonths: [(date: String, description: String, amount: String)] = {
        var rows: [(String, String, String)] = []
        for month in 9...11 {
            rows.append(("2026-\(month)-01", "SALARY ACME", "50000.00"))
            for day in 1...30 {
                let date = String(format: "2026-%02d-%02d", month, day)
                rows.append((date, "STARBUCKS", "-\(200 + day).50"))
                if day % 7 == 0 { rows.append((date, "STARBUCKS", "-\(200 + day).50")) } // a second identical coffee
                if day % 5 == 0 { rows.append((date, "SWIGGY ORDER \(day)", "-\(day * 37).25")) }
                if day % 9 == 0 { rows.append((date, "AMAZON", "-\(day * 101).00")) }
            }
        }
        return rows.map {
            (date: $0.0.replacingOccurrences(of: "2026-9-", with: "2026-09-"), description: $0.1, amount: $0.2)
        }
    }()
}
