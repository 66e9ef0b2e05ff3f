import Foundation
import GRDB
import Testing

@testable import SpendAnalytics

/// Transfers between the person's own accounts, paired in the store and left out of every sum.
@Suite("History store: transfers between own accounts")
struct TransferPairingTests {
    typealias Fixture = HistoryFixtures

    static let savings = Fixture.csv([
        (date: "2026-11-01", description: "SALARY ACME", amount: "80000.00"),
        (date: "2026-11-02", description: "BIGBASKET", amount: "-2345.67"),
        (date: "2026-11-05", description: "CREDIT CARD PAYMENT HDFC", amount: "-12000.00"),
        (date: "2026-11-09", description: "NEFT TRANSFER TO RAHUL", amount: "-5000.00"),
    ])
    static let card = Fixture.csv([
        (date: "2026-10-28", description: "SWIGGY", amount: "-450.00"),
        (date: "2026-11-03", description: "UBER TRIP", amount: "-320.50"),
        (date: "2026-11-07", description: "PAYMENT RECEIVED THANK YOU", amount: "12000.00"),
    ])

    @Test(
        "a card payment from savings pairs exactly: left out of spent, received and monthly, counted twice in internalTransfers"
    )
    func cardPayment() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        let output = try Fixture.run(
            [("savings.csv", Self.savings), ("card.csv", Self.card)], store: store, accounts: ["savings", "card"])
        let entry = output.model.entries[0]
        #expect(output.model.stats.internalTransfers == 2)
        // Every row of the store is in exactly one of the store-side counters.
        let stats = output.model.stats
        #expect(
            stats.used + stats.otherCurrency + stats.otherMonths + stats.transfersExcluded + 2
                == output.model.accounts?.reduce(0) { $0 + $1.rows })
        #expect(stats.rows == 7 && stats.imported == 7)
        // Spent in November: groceries, the Uber ride and the unpaired transfer to another person (a Transfers row as today).
        #expect(entry.spent.total == 234_567 + 32_050 + 500_000)
        #expect(entry.received.total == 8_000_000)
        #expect(
            entry.monthly == [
                ChartModel.MonthSum(month: "2026-10", spent: 45_000, received: 0, net: -45_000, currency: "XXX"),
                ChartModel.MonthSum(
                    month: "2026-11", spent: 766_617, received: 8_000_000, net: 7_233_383, currency: "XXX"),
            ])
        // The same payment seen from one account only is not paired.
        let alone = try Fixture.run([("savings.csv", Self.savings)], store: nil)
        #expect(alone.model.entries[0].spent.total == 234_567 + 1_200_000 + 500_000)
    }

    @Test(
        "a pair needs two accounts, the same amount and currency, at most 3 days apart, and transfer wording or category"
    )
    func pairingRules() throws {
        func internalTransfers(_ out: [(String, String, String)], _ into: [(String, String, String)]) throws -> Int? {
            let dir = try Fixture.scratch()
            defer { try? FileManager.default.removeItem(at: dir) }
            let rows = { (list: [(String, String, String)]) in
                Fixture.csv(list.map { (date: $0.0, description: $0.1, amount: $0.2) })
            }
            return try Fixture.run(
                [("a.csv", rows(out)), ("b.csv", rows(into))], store: dir.appendingPathComponent("h.db").path,
                accounts: ["a", "b"]
            ).model.stats.internalTransfers
        }
        #expect(
            try internalTransfers(
                [("2026-11-05", "TRANSFER TO WALLET", "-100.00")], [("2026-11-08", "TOP UP", "100.00")]) == 2)
        #expect(
            try internalTransfers(
                [("2026-11-05", "TRANSFER TO WALLET", "-100.00")], [("2026-11-09", "TOP UP", "100.00")]) == 0)
        #expect(
            try internalTransfers(
                [("2026-11-05", "TRANSFER TO WALLET", "-100.00")], [("2026-11-05", "TOP UP", "100.01")]) == 0)
        #expect(try internalTransfers([("2026-11-05", "AMAZON", "-100.00")], [("2026-11-05", "REFUND", "100.00")]) == 0)
        // One outflow, two candidate inflows: one pair, the nearer inflow; the other stays income.
        #expect(
            try internalTransfers(
                [("2026-11-05", "TRANSFER TO WALLET", "-100.00")],
                [("2026-11-07", "TOP UP", "100.00"), ("2026-11-06", "TOP UP", "100.00")]) == 2)
    }

    /// Which inflow pairs decides the month its money leaves: the nearer one, then (at the same
    /// distance) the one stored first. The other stays income in its own month.
    @Test(
        "an outflow pairs with the nearer inflow, then the earlier stored: the other stays income in its month",
        arguments: [
            // Oct 30 is one day away, Nov 2 two: Oct 30 pairs, November keeps its 100.00 of income.
            ("2026-10-31", ["2026-10-30", "2026-11-02"], 0, 10_000),
            ("2026-10-31", ["2026-11-02", "2026-10-30"], 0, 10_000),
            // Oct 31 and Nov 2 are both one day from Nov 1: the one stored first (listed first) pairs.
            ("2026-11-01", ["2026-11-02", "2026-10-31"], 10_000, 0),
            ("2026-11-01", ["2026-10-31", "2026-11-02"], 0, 10_000),
        ])
    func whichInflowPairs(outflow: String, inflows: [String], october: Int64, november: Int64) throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = try Fixture.run(
            [
                ("a.csv", Fixture.csv([(date: outflow, description: "TRANSFER TO WALLET", amount: "-100.00")])),
                ("b.csv", Fixture.csv(inflows.map { (date: $0, description: "TOP UP", amount: "100.00") })),
            ],
            store: dir.appendingPathComponent("h.db").path, accounts: ["a", "b"])
        #expect(output.model.stats.internalTransfers == 2)
        let received = Dictionary(uniqueKeysWithValues: output.model.entries[0].monthly.map { ($0.month, $0.received) })
        #expect(received["2026-10"] ?? 0 == october && received["2026-11"] ?? 0 == november, "\(received)")
    }

    /// 16,000 transfer-like outflows and inflows of one amount on one day: every one pairs. The
    /// pairing once made every (outflow, inflow) pair first (256 million here) and aborted on
    /// allocation, after the import had committed; now each outflow finds its inflow in O(log n).
    @Test(
        "16,000 outflows and 16,000 inflows of one amount on one day all pair, and the next night's report still runs")
    func manyEqualTransfers() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("h.db").path
        let count = 16_000
        let out = Fixture.csv(
            Array(repeating: (date: "2026-11-05", description: "TRANSFER TO WALLET", amount: "-10.00"), count: count))
        let into = Fixture.csv(
            Array(repeating: (date: "2026-11-05", description: "TOP UP", amount: "10.00"), count: count))
        let output = try Fixture.run([("a.csv", out), ("b.csv", into)], store: store, accounts: ["a", "b"])
        #expect(output.model.stats.internalTransfers == 2 * count)
        #expect(output.model.entries[0].spent.total == 0 && output.model.entries[0].received.total == 0)
        let next = try Fixture.run(
            [("c.csv", Fixture.csv([(date: "2026-11-06", description: "COFFEE", amount: "-4.50")]))],
            store: store, accounts: ["c"])
        #expect(next.model.stats.internalTransfers == 2 * count && next.model.entries[0].spent.total == 450)
    }

    /// The pairing against the rule written the plainest way (every possible pair made, sorted by
    /// the outflow's day and store order, the gap, the inflow's store order, then taken greedily),
    /// on random stores of three accounts: the same sides, in the same order.
    @Test("the pairing equals the plain greedy rule on random stores", arguments: 0..<12)
    func equalsPlainRule(seed: UInt64) throws {
        var random = SplitMix64(state: seed &+ 77)
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("h.db").path
        let words = ["TRANSFER TO SAVINGS", "TOP UP", "GROCERIES", "PAYMENT RECEIVED THANK YOU", "COFFEE"]
        var inputs: [(name: String, bytes: [UInt8])] = []
        for account in ["a", "b", "c"] {
            var rows: [(date: String, description: String, amount: String)] = []
            for _ in 0..<Int(random.next() % 60) {
                let day = 25 + Int(random.next() % 12)
                let date = day > 31 ? "2026-11-0\(day - 31)" : "2026-10-\(day)"
                let amount = ["10.00", "20.00", "35.50"][Int(random.next() % 3)]
                rows.append(
                    (
                        date: date, description: words[Int(random.next() % UInt64(words.count))],
                        amount: (random.next() % 2 == 0 ? "-" : "") + amount
                    ))
            }
            inputs.append(("\(account).csv", Fixture.csv(rows)))
        }
        // Two nights: the store order spans imports.
        _ = try Fixture.run(Array(inputs.prefix(2)), store: store, accounts: ["a", "b"])
        _ = try Fixture.run([inputs[2], inputs[0]], store: store, accounts: ["c", "a"])
        let (sides, plain) = try HistoryStore(path: store, access: .reading).read { db in
            (try TransferPairing.pairedRows(db), try Self.plainPairing(db))
        }
        #expect(sides == plain, "seed \(seed)")
        #expect(!sides.isEmpty, "seed \(seed) paired nothing")
    }

    /// Every candidate pair made and sorted, then taken greedily: the rule, at O(n²).
    static func plainPairing(_ db: Database) throws -> [TransferPairing.Side] {
        struct Row {
            var account: String
            var currency: String
            var day: Int
            var amount: Int64
            var category: Int64
            var transferLike: Bool
            var order: TransferPairing.StoreOrder
        }
        var rows: [Row] = []
        try StoredBlocks.forEachRow(db) { place, row in
            rows.append(
                Row(
                    account: place.account.text, currency: String(decoding: row.currency, as: UTF8.self),
                    day: place.day,
                    amount: row.amount, category: row.category, transferLike: row.transferLike,
                    order: TransferPairing.StoreOrder(importID: place.importID, sequence: row.sequence)))
        }
        var pairs: [(outflow: Int, inflow: Int, gap: Int)] = []
        for (o, outflow) in rows.enumerated() where outflow.amount < 0 {
            for (i, inflow) in rows.enumerated()
            where inflow.amount == -outflow.amount && inflow.currency == outflow.currency
                && inflow.account != outflow.account && abs(inflow.day - outflow.day) <= TransferPairing.maximumDays
                && (outflow.transferLike || inflow.transferLike)
            {
                pairs.append((o, i, abs(inflow.day - outflow.day)))
            }
        }
        pairs.sort { a, b in
            let (oa, ob) = (rows[a.outflow], rows[b.outflow])
            if oa.day != ob.day { return oa.day < ob.day }
            if a.outflow != b.outflow { return oa.order < ob.order }
            if a.gap != b.gap { return a.gap < b.gap }
            return rows[a.inflow].order < rows[b.inflow].order
        }
        var taken = Set<Int>()
        var sides: [TransferPairing.Side] = []
        for pair in pairs where !taken.contains(pair.outflow) && !taken.contains(pair.inflow) {
            taken.formUnion([pair.outflow, pair.inflow])
            for row in [rows[pair.outflow], rows[pair.inflow]] {
                sides.append(
                    TransferPairing.Side(
                        account: row.account, currency: row.currency, month: HistoryCalendar.monthIndex(ofDay: row.day),
                        amount: row.amount, category: row.category))
            }
        }
        return sides
    }

    @Test("pairs are found across runs: the card's side arrives a night later")
    func acrossRuns() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        let first = try Fixture.run([("savings.csv", Self.savings)], store: store, accounts: ["savings"])
        #expect(
            first.model.stats.internalTransfers == 0
                && first.model.entries[0].spent.total == 234_567 + 1_200_000 + 500_000)
        let second = try Fixture.run([("card.csv", Self.card)], store: store, accounts: ["card"])
        #expect(
            second.model.stats.internalTransfers == 2
                && second.model.entries[0].spent.total == 234_567 + 32_050 + 500_000)
    }

    @Test("--exclude-transfers with --history leaves the unpaired Transfers rows out as well, counted apart")
    func excludeTransfers() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        let output = try Fixture.run(
            [("savings.csv", Self.savings), ("card.csv", Self.card)], store: store,
            accounts: ["savings", "card"], excludeTransfers: true)
        #expect(output.model.stats.internalTransfers == 2 && output.model.stats.transfersExcluded == 1)
        #expect(output.model.entries[0].spent.total == 234_567 + 32_050)
    }
}

/// The wording that makes a row transfer-like, whatever its category.
@Suite("History store: transfer wording")
struct TransferWordingTests {
    @Test(
        "phrases match anywhere, in any case; near misses do not",
        arguments: [
            ("NEFT TRANSFER TO RAHUL", true), ("Payment Received - Thank You", true), ("PAYMENT THANK YOU", true),
            ("autopay hdfc card", true), ("IMPS TRF 1234", true), ("UPI TO SELF", true), ("CARD PAYMENT", true),
            ("BESCOM BILL PAYMENT", true), ("ends with transfer", true), ("", false), ("TRANSFE", false),
            ("PAYMENT", false), ("SWIGGY ORDER", false), ("TR F", false), ("AUTO PAY", false),
        ])
    func wording(description: String, expected: Bool) {
        #expect(TransferWording.matches(Array(description.utf8)) == expected)
    }
}
