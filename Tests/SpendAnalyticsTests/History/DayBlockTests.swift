import Foundation
import GRDB
import Testing

@testable import SpendAnalytics

/// The store's rows packed one block per account, day and import (migration `v4-day-blocks`):
/// the encoding read back exactly, a damaged block refused, and an import in no date order
/// that fills more than one block a day keeping the identity rule.
@Suite("History store: day blocks")
struct DayBlockTests {
    typealias Fixture = HistoryFixtures

    struct Written: Equatable {
        var sequence: Int64
        var amount: Int64
        var currency: String
        var description: String
        var reference: String
        var category: Int64
        var transferLike: Bool
        var line: Int
    }

    static func decode(_ data: [UInt8]) throws -> [Written] {
        var rows: [Written] = []
        try data.withUnsafeBytes { bytes in
            try DayBlock.forEachRow(in: bytes) { row in
                rows.append(
                    Written(
                        sequence: row.sequence, amount: row.amount,
                        currency: String(decoding: row.currency, as: UTF8.self),
                        description: String(decoding: row.description, as: UTF8.self),
                        reference: String(decoding: row.reference, as: UTF8.self), category: row.category,
                        transferLike: row.transferLike, line: row.line))
            }
        }
        return rows
    }

    @Test("rows read back exactly: extreme amounts, empty and non-ASCII texts, long texts, sequences with gaps")
    func roundTrip() throws {
        let rows = [
            Written(
                sequence: 1, amount: -18_000, currency: "INR", description: "BLUE TOKAI", reference: "", category: 3,
                transferLike: false, line: 2),
            Written(
                sequence: 2, amount: Int64.max, currency: "", description: "", reference: "R-1", category: 1,
                transferLike: true, line: 0),
            Written(
                sequence: 900_000_000_000, amount: Int64.min + 1, currency: "EUR", description: "Café Zürich ☕ 東京",
                reference: String(repeating: "x", count: 300), category: 4_095, transferLike: true, line: 1_000_000),
            Written(
                sequence: 900_000_000_001, amount: 0, currency: "JPY",
                description: String(repeating: "LONG ", count: 40), reference: "",
                category: 70_000, transferLike: false, line: 7),
        ]
        var data: [UInt8] = []
        var previous: Int64 = 0
        for row in rows {
            DayBlock.append(
                to: &data, sequence: row.sequence, previous: previous, amount: row.amount,
                currency: Array(row.currency.utf8),
                description: Array(row.description.utf8), reference: Array(row.reference.utf8), category: row.category,
                transferLike: row.transferLike, line: row.line)
            previous = row.sequence
        }
        #expect(try Self.decode(data) == rows)
        // The first row: sequence 1, the amount, "INR", "BLUE TOKAI", no reference, category 3 × 2, line 2.
        // (Zigzag: −18000 is 35999, three bytes.)
        #expect(
            Array(data.prefix(22)) == [1, 0x9F, 0x99, 0x02, 3] + Array("INR".utf8) + [10] + Array("BLUE TOKAI".utf8) + [
                0, 6, 2,
            ])
        #expect(try Self.decode([]) == [])
    }

    @Test("a block cut short or with a text past its end is refused, not misread")
    func damaged() throws {
        var data: [UInt8] = []
        DayBlock.append(
            to: &data, sequence: 1, previous: 0, amount: -500, currency: Array("INR".utf8),
            description: Array("RENT".utf8),
            reference: [], category: 2, transferLike: false, line: 2)
        for cut in 1..<data.count {
            #expect(throws: DayBlock.Damaged.self, "cut at \(cut)") { try Self.decode(Array(data.prefix(cut))) }
        }
        var long = data
        long[3] = 100 // the currency's length (after the sequence and a two-byte amount), past the block's end
        #expect(throws: DayBlock.Damaged.self) { try Self.decode(long) }
        // A varint that never ends.
        #expect(throws: DayBlock.Damaged.self) { try Self.decode(Array(repeating: 0xFF, count: 12)) }
    }

    @Test(
        "an import in no date order past the blocks' memory bound: several blocks a day, every row once, known again on re-import"
    )
    func unorderedLargeImport() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        // 60,000 rows cycling over 28 days of two months (the odd days of October, the even days of
        // November; each day's rows far apart in the file),
        // with a repeat of every 1,000th row: about 3.1 MB of blocks, more than PendingBlocks.flushBytes
        // (the blocks' buffers are reused after each flush: a buffer not emptied would show here).
        var rows: [(date: String, description: String, amount: String)] = []
        for index in 0..<60_000 {
            let row = (
                date: "2026-\(10 + index % 2)-\(String(format: "%02d", 1 + index % 28))",
                description: "SHOP \(index % 7_000) MUMBAI MAHARASHTRA CARD PURCHASE",
                amount: "-\(1 + index % 997).\(String(format: "%02d", index % 100))"
            )
            rows.append(row)
            if index % 1_000 == 0 { rows.append(row) }
        }
        let bytes = Fixture.csv(rows)
        let first = try Fixture.run([("big.csv", bytes)], store: store)
        #expect(first.model.stats.imported == rows.count && first.model.stats.alreadyKnown == 0)
        let (blocks, days, maxRows) = try HistoryStore(path: store, access: .reading).read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM block") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(DISTINCT day) FROM block") ?? -1,
                try Int.fetchOne(db, sql: "SELECT max(rows) FROM block") ?? -1
            )
        }
        #expect(days == 28 && blocks > days && maxRows < rows.count / 28)
        #expect(try HistoryMaintenance(path: store).check() == (rows: rows.count, imports: 1))
        // Again, in reverse order and with one more repeat of a known row: only that one is new.
        let again = try Fixture.run([("again.csv", Fixture.csv(rows.reversed() + [rows[0]]))], store: store)
        #expect(again.model.stats.imported == 1 && again.model.stats.alreadyKnown == rows.count)
        let plain = try Fixture.run([("all.csv", Fixture.csv(rows + [rows[0]]))], store: nil)
        #expect(again.model.entries[0].monthly == plain.model.entries[0].monthly)
        #expect(again.model.entries[0].spent == plain.model.entries[0].spent)
        #expect(
            try Fixture.countRows(store) { _, _, description, amount in
                description == "SHOP 0 MUMBAI MAHARASHTRA CARD PURCHASE" && amount == -100
            } == 3)
    }
}
