import Foundation
import GRDB
import Testing

@testable import SpendAnalytics

/// A store written by an earlier schema is brought up to date when it is opened: its rows kept,
/// still recognised by the identity rule, its transfers still paired.
@Suite("History store: schema migrations")
struct SchemaMigrationTests {
    typealias Fixture = HistoryFixtures
    static let fixtures = "Tests/SpendAnalyticsTests/Fixtures/history/"
    /// A store written by the v1 schema's release: savings.csv, card.csv and wallet.csv imported
    /// in one run as the accounts savings, card and wallet (27 rows, 6 of them paired transfers).
    static let v1Store = fixtures + "v1-store.db"

    static func inputs() throws -> [(name: String, bytes: [UInt8])] {
        try ["savings.csv", "card.csv", "wallet.csv"].map { name in
            (name, Array(try Data(contentsOf: URL(fileURLWithPath: fixtures + name))))
        }
    }

    static func migrations(_ store: String) throws -> [String] {
        try DatabaseQueue(path: store).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
    }

    @Test(
        "a v1 store gets v2-day-amount-index, v3-learned-merchants and v4-day-blocks: its rows packed into day blocks, known, its transfers paired, the same report as a new store"
    )
    func v1ToV2() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = dir.appendingPathComponent("old.db").path
        let fresh = dir.appendingPathComponent("fresh.db").path
        try FileManager.default.copyItem(atPath: Self.v1Store, toPath: old)
        #expect(try Self.migrations(old) == ["v1"])
        let accounts = ["savings", "card", "wallet"]

        let upgraded = try Fixture.run(Self.inputs(), store: old, accounts: accounts)
        #expect(
            try Self.migrations(old) == [
                "v1", "v2-day-amount-index", "v3-learned-merchants", "v4-day-blocks", "v5-settings",
            ])
        // v3 adds the learned merchants' table (empty: these inputs have no Category column and no rules were given).
        #expect(try Fixture.count(old, "SELECT count(*) FROM learnedMerchant") == 0)
        // v4 packs entry's rows into blocks (one per import, account and day) and drops entry.
        let (tables, indexes) = try DatabaseQueue(path: old).read { db in
            (
                try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('entry', 'block')"),
                try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'block' ORDER BY name")
            )
        }
        #expect(tables == ["block"] && indexes == ["block_day"])
        // Every row the v1 store holds is found again in its blocks: nothing added.
        #expect(upgraded.model.stats.imported == 0 && upgraded.model.stats.alreadyKnown == 27)
        #expect(upgraded.model.stats.internalTransfers == 6)
        #expect(try HistoryMaintenance(path: old).check() == (rows: 27, imports: 2))

        let new = try Fixture.run(Self.inputs(), store: fresh, accounts: accounts)
        #expect(new.model.stats.imported == 27 && new.model.stats.internalTransfers == 6)
        #expect(upgraded.model.entries == new.model.entries)
        #expect(upgraded.model.accounts == new.model.accounts)
    }
}
