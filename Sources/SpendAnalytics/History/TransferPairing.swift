import GRDB

/// Pairs the store's transfers between the person's own accounts (docs/HISTORY.md): an outflow in
/// one account and an inflow in another, same currency and amount, at most ``maximumDays`` apart,
/// with at least one side in a Transfers category or worded like a transfer (`transferLike`).
///
/// Each row belongs to at most one pair. Outflows are taken in date order (then store order), each
/// with the nearest free inflow (then the earliest stored), so the pairing is deterministic.
enum TransferPairing {
    static let maximumDays = 3

    /// One row of a pair, as the report takes it out of the sums.
    struct Side: Sendable, Hashable {
        var account: String
        var currency: String
        var month: Int
        var amount: Int64
        var category: Int64
    }

    /// The days at most ``maximumDays`` from `day` (an SQL expression), as an SQL list.
    private static func window(_ day: String) -> String {
        (-maximumDays...maximumDays).map { $0 == 0 ? day : "\(day) \($0 < 0 ? "-" : "+") \(abs($0))" }.joined(separator: ", ")
    }

    /// Both rows of every pair.
    static func pairedRows(_ db: Database) throws -> [Side] {
        guard try Int.fetchOne(db, sql: "SELECT count(*) FROM account") ?? 0 > 1 else { return [] }
        // Each half starts from the transfer-like side (a partial index) and looks the other up in
        // entry_day_amount, one search per day of the window (the days as a list, so that each
        // is a search on day and amount rather than a scan of the window's rows).
        let candidates = try Row.fetchCursor(db, sql: """
            SELECT o.id AS outflow, i.id AS inflow, o.day AS day, abs(i.day - o.day) AS gap
            FROM entry o JOIN entry i ON i.day IN (\(window("o.day"))) AND i.amount = -o.amount
            WHERE o.transferLike = 1 AND o.amount < 0 AND i.account <> o.account AND i.currency = o.currency
            UNION
            SELECT o.id, i.id, o.day, abs(i.day - o.day)
            FROM entry i JOIN entry o ON o.day IN (\(window("i.day"))) AND o.amount = -i.amount
            WHERE i.transferLike = 1 AND i.amount > 0 AND o.account <> i.account AND o.currency = i.currency
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
        let fetch = try db.makeStatement(sql: "SELECT account, currency, day, amount, categoryId FROM entry WHERE id = ?")
        return try ids.map { id in
            guard let row = try Row.fetchOne(fetch, arguments: [id]) else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a paired row vanished") }
            let day: Int = row["day"]
            return Side(account: row["account"], currency: row["currency"], month: HistoryCalendar.monthIndex(ofDay: day),
                        amount: row["amount"], category: row["categoryId"])
        }
    }
}
