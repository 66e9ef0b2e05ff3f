import Foundation
import GRDB
import Testing

@testable import SpendAnalytics

/// Stores that cannot be used are refused with `FILE: reason` and left byte for byte as they were.
@Suite("History store: refusals and maintenance")
struct StoreRefusalTests {
    typealias Fixture = HistoryFixtures

    static func filled(_ dir: URL) throws -> String {
        let store = dir.appendingPathComponent("history.db").path
        _ = try Fixture.run(
            [("savings.csv", TransferPairingTests.savings), ("card.csv", TransferPairingTests.card)],
            store: store, accounts: ["savings", "card"])
        return store
    }

    @Test("a store written by a newer schema version is refused, unchanged")
    func newerSchema() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try Self.filled(dir)
        try DatabaseQueue(path: store).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let error = try #require(throws: HistoryError.self) {
            try Fixture.run([("card.csv", TransferPairingTests.card)], store: store)
        }
        #expect(error.reason == .newerSchema)
        #expect(
            error.description
                == "\(store): the history store was written by a newer spendreport (unknown schema migrations); nothing was changed"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }

    @Test("a file that is not SQLite is refused, unchanged")
    func notADatabase() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("notes.db").path
        let text = Data(String(repeating: "Date,Description,Amount\n2026-11-01,Coffee,-4.50\n", count: 200).utf8)
        try text.write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: HistoryError.self) {
            try Fixture.run([("card.csv", TransferPairingTests.card)], store: path)
        }
        #expect(error.reason == .notADatabase)
        #expect(error.description.hasPrefix(path + ": not a spendreport history store"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["notes.db"])
    }

    @Test("a damaged store is refused by report and by check, unchanged")
    func corrupt() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try Self.filled(dir)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: store))
        let encoded = Int(bytes[16]) << 8 | Int(bytes[17])
        let pageSize = encoded == 1 ? 65_536 : encoded // SQLite's header writes 65536 as 1
        #expect(bytes.count > 3 * pageSize)
        // Scribble over every page but the header page: the tables' b-trees no longer parse.
        for index in pageSize..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
        try bytes.write(to: URL(fileURLWithPath: store))
        let report = try #require(throws: HistoryError.self) {
            try Fixture.run([("card.csv", TransferPairingTests.card)], store: store)
        }
        guard case .corrupt = report.reason else {
            Issue.record("not reported as damaged: \(report)")
            return
        }
        let check = try #require(throws: HistoryError.self) { try HistoryMaintenance(path: store).check() }
        guard case .corrupt = check.reason else {
            Issue.record("check did not report damage: \(check)")
            return
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == bytes)
    }

    @Test("maintenance: accounts, imports, remove one import, remove one account, check")
    func maintenance() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try Self.filled(dir)
        let extra = Fixture.csv([(date: "2026-11-20", description: "UBER TRIP", amount: "-99.00")])
        _ = try Fixture.run([("wallet.csv", extra)], store: store, accounts: ["wallet"])
        let maintenance = HistoryMaintenance(path: store)
        #expect(try maintenance.accounts().map(\.name) == ["card", "savings", "wallet"])
        let imports = try maintenance.imports()
        #expect(
            imports.map(\.added) == [7, 1] && imports.map(\.inputs) == [["savings.csv", "card.csv"], ["wallet.csv"]])
        #expect(try maintenance.check() == (rows: 8, imports: 2))
        #expect(try maintenance.removeImport(imports[1].id) == 1)
        #expect(try maintenance.accounts().map(\.name) == ["card", "savings"])
        #expect(try maintenance.removeAccount("card") == 3)
        #expect(
            try maintenance.accounts() == [
                AccountSummary(name: "savings", rows: 4, firstDate: "2026-11-01", lastDate: "2026-11-09")
            ])
        #expect(try maintenance.imports().map(\.remaining) == [4])
        let unknown = try #require(throws: HistoryError.self) { try maintenance.removeAccount("card") }
        #expect(unknown.description == "\(store): no account named \"card\" (accounts: savings)")
        #expect(
            try #require(throws: HistoryError.self) { try maintenance.removeImport(42) }.reason
                == .unknown("no import 42 (see `spendreport history imports`)"))
        let missing = try #require(throws: HistoryError.self) {
            try HistoryMaintenance(path: dir.appendingPathComponent("none.db").path).accounts()
        }
        #expect(missing.reason == .missing)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("none.db").path))
        // The summaries are rebuilt after each removal: check holds them against the rows, and finds a changed sum.
        #expect(try maintenance.check() == (rows: 4, imports: 1))
        try DatabaseQueue(path: store).write { db in
            try db.execute(
                sql:
                    "UPDATE monthSum SET total = total - 1 WHERE (account, month, categoryId) = (SELECT account, month, categoryId FROM monthSum LIMIT 1)"
            )
        }
        let drift = try #require(throws: HistoryError.self) { try maintenance.check() }
        #expect(drift.reason == .corrupt("the monthly sums do not match the rows"))
        try DatabaseQueue(path: store).write { db in try HistorySummaries.rebuild(db) }
        // Removed rows come back with the next import of the same file.
        let again = try Fixture.run([("card.csv", TransferPairingTests.card)], store: store, accounts: ["card"])
        #expect(again.model.stats.imported == 3 && again.model.stats.internalTransfers == 2)
    }
}
