import Foundation
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

    @Test("a card payment from savings pairs exactly: left out of spent, received and monthly, counted twice in internalTransfers")
    func cardPayment() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        let output = try Fixture.run([("savings.csv", Self.savings), ("card.csv", Self.card)], store: store, accounts: ["savings", "card"])
        let entry = output.model.entries[0]
        #expect(output.model.stats.internalTransfers == 2)
        // Every row of the store is in exactly one of the store-side counters.
        let stats = output.model.stats
        #expect(stats.used + stats.otherCurrency + stats.otherMonths + stats.transfersExcluded + 2
                == output.model.accounts?.reduce(0) { $0 + $1.rows })
        #expect(stats.rows == 7 && stats.imported == 7)
        // Spent in November: groceries, the Uber ride and the unpaired transfer to another person (a Transfers row as today).
        #expect(entry.spent.total == 234_567 + 32_050 + 500_000)
        #expect(entry.received.total == 8_000_000)
        #expect(entry.monthly == [ChartModel.MonthSum(month: "2026-10", spent: 45_000, received: 0, net: -45_000, currency: "XXX"),
                                  ChartModel.MonthSum(month: "2026-11", spent: 766_617, received: 8_000_000, net: 7_233_383, currency: "XXX")])
        // The same payment seen from one account only is not paired.
        let alone = try Fixture.run([("savings.csv", Self.savings)], store: nil)
        #expect(alone.model.entries[0].spent.total == 234_567 + 1_200_000 + 500_000)
    }

    @Test("a pair needs two accounts, the same amount and currency, at most 3 days apart, and transfer wording or category")
    func pairingRules() throws {
        func internalTransfers(_ out: [(String, String, String)], _ into: [(String, String, String)]) throws -> Int? {
            let dir = try Fixture.scratch()
            defer { try? FileManager.default.removeItem(at: dir) }
            let rows = { (list: [(String, String, String)]) in Fixture.csv(list.map { (date: $0.0, description: $0.1, amount: $0.2) }) }
            return try Fixture.run([("a.csv", rows(out)), ("b.csv", rows(into))], store: dir.appendingPathComponent("h.db").path,
                                   accounts: ["a", "b"]).model.stats.internalTransfers
        }
        #expect(try internalTransfers([("2026-11-05", "TRANSFER TO WALLET", "-100.00")], [("2026-11-08", "TOP UP", "100.00")]) == 2)
        #expect(try internalTransfers([("2026-11-05", "TRANSFER TO WALLET", "-100.00")], [("2026-11-09", "TOP UP", "100.00")]) == 0)
        #expect(try internalTransfers([("2026-11-05", "TRANSFER TO WALLET", "-100.00")], [("2026-11-05", "TOP UP", "100.01")]) == 0)
        #expect(try internalTransfers([("2026-11-05", "AMAZON", "-100.00")], [("2026-11-05", "REFUND", "100.00")]) == 0)
        // One outflow, two candidate inflows: one pair, the nearer inflow; the other stays income.
        #expect(try internalTransfers([("2026-11-05", "TRANSFER TO WALLET", "-100.00")],
                                      [("2026-11-07", "TOP UP", "100.00"), ("2026-11-06", "TOP UP", "100.00")]) == 2)
    }

    @Test("pairs are found across runs: the card's side arrives a night later")
    func acrossRuns() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        let first = try Fixture.run([("savings.csv", Self.savings)], store: store, accounts: ["savings"])
        #expect(first.model.stats.internalTransfers == 0 && first.model.entries[0].spent.total == 234_567 + 1_200_000 + 500_000)
        let second = try Fixture.run([("card.csv", Self.card)], store: store, accounts: ["card"])
        #expect(second.model.stats.internalTransfers == 2 && second.model.entries[0].spent.total == 234_567 + 32_050 + 500_000)
    }

    @Test("--exclude-transfers with --history leaves the unpaired Transfers rows out as well, counted apart")
    func excludeTransfers() throws {
        let dir = try Fixture.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("history.db").path
        let output = try Fixture.run([("savings.csv", Self.savings), ("card.csv", Self.card)], store: store,
                                     accounts: ["savings", "card"], excludeTransfers: true)
        #expect(output.model.stats.internalTransfers == 2 && output.model.stats.transfersExcluded == 1)
        #expect(output.model.entries[0].spent.total == 234_567 + 32_050)
    }
}

/// The wording that makes a row transfer-like, whatever its category.
@Suite("History store: transfer wording")
struct TransferWordingTests {
    @Test("phrases match anywhere, in any case; near misses do not", arguments: [
        ("NEFT TRANSFER TO RAHUL", true), ("Payment Received - Thank You", true), ("PAYMENT THANK YOU", true),
        ("autopay hdfc card", true), ("IMPS TRF 1234", true), ("UPI TO SELF", true), ("CARD PAYMENT", true),
        ("BESCOM BILL PAYMENT", true), ("ends with transfer", true), ("", false), ("TRANSFE", false),
        ("PAYMENT", false), ("SWIGGY ORDER", false), ("TR F", false), ("AUTO PAY", false),
    ])
    func wording(description: String, expected: Bool) {
        #expect(TransferWording.matches(Array(description.utf8)) == expected)
    }
}
