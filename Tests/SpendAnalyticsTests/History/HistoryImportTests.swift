import Foundation
import GRDB
import Testing

@testable import SpendAnalytics

/// `--history`: the import rule (max(0, n − m) per identity), the report from the store, and the
/// JSON additions, on real SQLite files.
@Suite("History store: import and report")
struct HistoryImportTests {
    typealias Fixture = HistoryFixtures

    @Test("nightly growing windows over three months end with the monthly sums of one run over the whole file")
    func growingWindows() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        let all = Fixture.threeMonths
        var last: ReportPipeline.Output?
        var imported = 0
        for month in ["2026-09", "2026-10", "2026-11"] {
            for lastDay in [10, 20, 31] {
                let window = all.filter { $0.date.hasPrefix(month) && Int($0.date.suffix(2))! <= lastDay }
                let output = try Fixture.run([("bank.csv", Fixture.csv(window))], store: store)
                imported += try #require(output.model.stats.imported)
                #expect(output.model.stats.imported! + output.model.stats.alreadyKnown! == window.count)
                last = output
            }
        }
        let whole = try Fixture.run([("bank.csv", Fixture.csv(all))], store: nil)
        let history = try #require(last)
        #expect(imported == all.count)
        #expect(try Fixture.count(store) == all.count)
        // The sums kept night by night (rows added, repeats taken back) are what the rows add up to.
        #expect(try HistoryMaintenance(path: store).check() == (rows: all.count, imports: 9))
        #expect(history.model.entries[0].monthly == whole.model.entries[0].monthly)
        #expect(history.model.entries[0].monthly.map(\.month) == ["2026-09", "2026-10", "2026-11"])
        #expect(history.model.entries[0].spent == whole.model.entries[0].spent)
        #expect(history.model.entries[0].received == whole.model.entries[0].received)
        // The last window was November 1–31: November's two identical coffees on the 7th, 14th, 21st and 28th stay two.
        let november7 = CivilCalendar.days(from: LocalDate(year: 2026, month: 11, day: 7)!)
        #expect(
            try Fixture.countRows(store) { _, day, description, _ in day == november7 && description == "STARBUCKS" }
                == 2)
    }

    @Test("without --history several inputs are summed into one report, exactly as one file holding their rows")
    func severalInputsWithoutHistory() throws {
        let all = Fixture.threeMonths
        let split = all.count / 2
        let two = try Fixture.run(
            [("a.csv", Fixture.csv(Array(all[..<split]))), ("b.csv", Fixture.csv(Array(all[split...])))], store: nil)
        let one = try Fixture.run([("all.csv", Fixture.csv(all))], store: nil)
        #expect(two.model.entries == one.model.entries && two.model.stats == one.model.stats)
        #expect(two.model.accounts == nil && two.model.stats.imported == nil)
    }

    @Test("re-importing the same file adds nothing and reports the same numbers")
    func reimport() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        let bytes = Fixture.csv(Fixture.threeMonths)
        let first = try Fixture.run([("bank.csv", bytes)], store: store)
        let second = try Fixture.run([("bank.csv", bytes)], store: store)
        #expect(first.model.stats.imported == Fixture.threeMonths.count && first.model.stats.alreadyKnown == 0)
        #expect(second.model.stats.imported == 0 && second.model.stats.alreadyKnown == Fixture.threeMonths.count)
        #expect(first.model.entries == second.model.entries)
        #expect(try Fixture.count(store) == Fixture.threeMonths.count)
        #expect(try Fixture.count(store, "SELECT count(*) FROM import") == 2)
    }

    @Test("real repeats are kept: n in the run and m in the store add max(0, n − m)")
    func repeatsKept() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        let coffee = (date: "2026-11-03", description: "BLUE TOKAI", amount: "-180.00")
        func coffees(_ n: Int) -> [UInt8] { Fixture.csv(Array(repeating: coffee, count: n)) }
        let two = try Fixture.run([("a.csv", coffees(2))], store: store)
        #expect(two.model.stats.imported == 2 && two.model.entries[0].spent.total == 36_000)
        let three = try Fixture.run([("b.csv", coffees(3))], store: store)
        #expect(three.model.stats.imported == 1 && three.model.stats.alreadyKnown == 2)
        #expect(three.model.entries[0].spent.total == 54_000)
        let one = try Fixture.run([("c.csv", coffees(1))], store: store)
        #expect(one.model.stats.imported == 0 && one.model.stats.alreadyKnown == 1)
        #expect(one.model.entries[0].spent.total == 54_000)
        // Two inputs of one account in one run count together: 2 + 2 = 4 against 3 held.
        let both = try Fixture.run(
            [("d.csv", coffees(2)), ("e.csv", coffees(2))], store: store, accounts: ["default", "default"])
        #expect(both.model.stats.imported == 1 && both.model.entries[0].spent.total == 72_000)
        // One input named by --account, one named by its profile (here: default), same account:
        // still counted together, 3 + 3 = 6 against 4 held.
        let mixed = try Fixture.run(
            [("g.csv", coffees(3)), ("h.csv", coffees(3))], store: store, accounts: ["default"])
        #expect(mixed.model.stats.imported == 2 && mixed.model.stats.alreadyKnown == 4)
        #expect(mixed.model.entries[0].spent.total == 108_000)
        #expect(try HistoryMaintenance(path: store).check().rows == 6)
        // A row that vanished from a later download is never deleted.
        let none = try Fixture.run(
            [("f.csv", Fixture.csv([(date: "2026-11-04", description: "RENT", amount: "-100.00")]))], store: store)
        #expect(none.model.entries[0].spent.total == 108_000 + 10_000)
    }

    @Test(
        "the same row in two accounts is two rows; accounts come from --account, the Account column, the profile or default"
    )
    func accounts() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        let row = Fixture.csv([(date: "2026-11-03", description: "BLUE TOKAI", amount: "-180.00")])
        let withColumn = Array(
            "Date,Description,Amount,Account\n2026-11-05,UBER,-250.00,Card 1234\n2026-11-06,UBER,-90.00,Card 9876\n"
                .utf8)
        let output = try Fixture.run([("a.csv", row), ("b.csv", row)], store: store, accounts: ["savings", "wallet"])
        #expect(output.model.stats.imported == 2)
        let next = try Fixture.run([("c.csv", row), ("d.csv", withColumn)], store: store)
        #expect(next.model.stats.imported == 3)
        #expect(
            next.model.accounts == [
                AccountSummary(name: "Card 1234", rows: 1, firstDate: "2026-11-05", lastDate: "2026-11-05"),
                AccountSummary(name: "Card 9876", rows: 1, firstDate: "2026-11-06", lastDate: "2026-11-06"),
                AccountSummary(name: "default", rows: 1, firstDate: "2026-11-03", lastDate: "2026-11-03"),
                AccountSummary(name: "savings", rows: 1, firstDate: "2026-11-03", lastDate: "2026-11-03"),
                AccountSummary(name: "wallet", rows: 1, firstDate: "2026-11-03", lastDate: "2026-11-03"),
            ])
        #expect(next.model.entries[0].spent.total == 3 * 18_000 + 25_000 + 9_000)
    }

    @Test(
        "an export named by its profile: each row is the profile's account as it arrives, and importing the file again adds nothing"
    )
    func profileAccount() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        // An HDFC statement (Fixtures/banks: 11 transactions below a bank header, a trailer after).
        let hdfc = Array(
            try Data(contentsOf: URL(fileURLWithPath: "Tests/SpendAnalyticsTests/Fixtures/banks/02-hdfc.csv")))
        let first = try Fixture.run([("hdfc.csv", hdfc)], store: store)
        #expect(first.model.stats.imported == 11 && first.model.stats.alreadyKnown == 0)
        #expect(first.model.accounts?.map(\.name) == ["hdfc"] && first.model.accounts?.first?.rows == 11)
        #expect(try Fixture.countRows(store) { account, _, _, _ in account == "hdfc" } == 11)
        let again = try Fixture.run([("hdfc.csv", hdfc)], store: store)
        #expect(again.model.stats.imported == 0 && again.model.stats.alreadyKnown == 11)
        #expect(again.model.entries == first.model.entries)
        #expect(try HistoryMaintenance(path: store).check() == (rows: 11, imports: 2))
    }

    @Test("the JSON holds accounts and the history counters only with --history")
    func jsonAdditions() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        let bytes = Fixture.csv(Fixture.threeMonths)
        let plain = String(decoding: try Fixture.run([("bank.csv", bytes)], store: nil).files[0].bytes, as: UTF8.self)
        let history = String(
            decoding: try Fixture.run([("bank.csv", bytes)], store: store).files[0].bytes, as: UTF8.self)
        for key in ["\"accounts\"", "\"imported\"", "\"alreadyKnown\"", "\"internalTransfers\""] {
            #expect(!plain.contains(key) && history.contains(key), "\(key)")
        }
        let validator = SchemaValidator(root: try JSONParser.parse(ChartSchema.json()))
        #expect(try validator.errors(JSONParser.parse(Array(history.utf8))).isEmpty)
        // The schema accepts unknown keys (forward-compatible), so it must still govern the ones it declares.
        let negative = history.replacingOccurrences(of: "\"alreadyKnown\" : 0", with: "\"alreadyKnown\" : -1")
        #expect(negative != history)
        #expect(
            try validator.errors(JSONParser.parse(Array(negative.utf8))).contains {
                $0.contains("$.stats.alreadyKnown: below")
            })
        let decoded = try ChartJSON.decode(Array(history.utf8))
        #expect(decoded.stats.imported == Fixture.threeMonths.count && decoded.stats.internalTransfers == 0)
        #expect(
            decoded.accounts == [
                AccountSummary(
                    name: "default", rows: Fixture.threeMonths.count, firstDate: "2026-09-01", lastDate: "2026-11-30")
            ])
    }

    @Test("a month's sum past Int64 stops the import at the row that overflows, and the store keeps nothing of the run")
    func overflow() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        _ = try Fixture.run(
            [("first.csv", Fixture.csv([(date: "2026-10-01", description: "RENT", amount: "-100.00")]))], store: store)
        let huge = (date: "2026-11-02", description: "YACHT", amount: "-92233720368547758.07")
        let error = try #require(throws: InputError.self) {
            try Fixture.run([("big.csv", Fixture.csv([huge, huge]))], store: store)
        }
        #expect(error.reason == .sumOverflow && error.file == "big.csv" && error.position?.line == 3)
        #expect(try Fixture.count(store) == 1)
        #expect(try HistoryMaintenance(path: store).check() == (rows: 1, imports: 1))
    }

    @Test("the store file is created with mode 0600, in WAL mode, its rows in day blocks with one index")
    func fileModeAndWAL() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        _ = try Fixture.run([("bank.csv", Fixture.csv(Fixture.threeMonths))], store: store)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: store)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        let journal = try DatabaseQueue(path: store).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
        // Since v4-day-blocks: no table of single rows, one block per account and day (one account
        // here, 90 days: the 1st to the 30th of September, October and November), one index on the blocks.
        let (indexes, tables, blocks) = try DatabaseQueue(path: store).read { db in
            (
                try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'block' ORDER BY name"),
                try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('entry', 'block')"),
                try Int.fetchOne(db, sql: "SELECT count(*) FROM block") ?? -1
            )
        }
        #expect(indexes == ["block_day"] && tables == ["block"] && blocks == 90)
    }
}
