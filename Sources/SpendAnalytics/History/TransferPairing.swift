import GRDB

/// Pairs the store's transfers between the person's own accounts (docs/HISTORY.md): an outflow in
/// one account and an inflow in another, same currency and amount, at most ``maximumDays`` apart,
/// with at least one side in a Transfers category or worded like a transfer.
///
/// Each row belongs to at most one pair. Outflows are taken in date order (then store order), each
/// with the nearest free inflow (then the earliest stored), so the pairing is deterministic.
enum TransferPairing {
    static let maximumDays = 3

    /// One row of a pair, as the report subtracts it.
    struct Side: Sendable, Hashable {
        var id: Int64
        var month: Int
        var amount: Int64
        var currency: String
        var category: String
        var categoryColor: String
        var transferCategory: Bool
    }

    /// Both rows of every pair.
    static func pairedRows(_ db: Database) throws -> [Side] {
        let candidates = try Row.fetchCursor(db, sql: """
            SELECT o.id AS outflow, i.id AS inflow, o.day AS day, abs(i.day - o.day) AS gap
            FROM entry o JOIN entry i
              ON i.currency = o.currency AND i.amount = -o.amount
             AND i.day BETWEEN o.day - \(maximumDays) AND o.day + \(maximumDays)
            WHERE o.amount < 0 AND i.account <> o.account
              AND (o.transferCategory = 1 OR o.transferWording = 1 OR i.transferCategory = 1 OR i.transferWording = 1)
            ORDER BY day, outflow, gap, inflow
            """)
        var taken = Set<Int64>()
        var ids: [Int64] = []
        while let row = try candidates.next() {
            let outflow: Int64 = row["outflow"]
            let inflow: Int64 = row["inflow"]
            guard !taken.contains(outflow), !taken.contains(inflow) else { continue }
            taken.insert(outflow)
            taken.insert(inflow)
            ids += [outflow, inflow]
        }
        guard !ids.isEmpty else { return [] }
        var sides: [Side] = []
        // In chunks: SQLite limits the number of bound variables.
        for start in stride(from: 0, to: ids.count, by: 500) {
            let chunk = Array(ids[start..<min(start + 500, ids.count)])
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, month, amount, currency, category, categoryColor, transferCategory
                FROM entry WHERE id IN (\(marks))
                """, arguments: StatementArguments(chunk))
            while let row = try rows.next() {
                sides.append(Side(id: row["id"], month: row["month"], amount: row["amount"], currency: row["currency"],
                                  category: row["category"], categoryColor: row["categoryColor"],
                                  transferCategory: row["transferCategory"]))
            }
        }
        return sides
    }
}
