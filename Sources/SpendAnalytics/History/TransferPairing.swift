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

    /// A row that may be one side of a pair: a transfer-like row, or a row of the same currency
    /// and size as one, on a day near one.
    private struct Candidate {
        var account: Int
        var currency: Int
        var day: Int
        var amount: Int64
        var category: Int64
        var transferLike: Bool
        /// The store's order: the import, then the row's sequence in it.
        var importID: Int64
        var sequence: Int64

        func isStored(before other: Candidate) -> Bool { (importID, sequence) < (other.importID, other.sequence) }
    }

    /// A currency and a size of amount that a transfer-like row has.
    private struct Size: Hashable {
        var currency: Int
        var magnitude: UInt64
    }

    /// Where to find inflows: a currency, an amount and a day.
    private struct InflowKey: Hashable {
        var currency: Int
        var amount: Int64
        var day: Int
    }

    /// Both rows of every pair.
    static func pairedRows(_ db: Database) throws -> [Side] {
        guard try Int.fetchOne(db, sql: "SELECT count(*) FROM account") ?? 0 > 1 else { return [] }
        // Only the blocks that hold a transfer-like row are read whole at first: they give the
        // sizes and days a pair can have. The blocks of those days (and the days around them)
        // are then read for the rows of those sizes.
        var currencies = Interned<[UInt8]>()
        var accounts = Interned<String>()
        var sizes = Set<Size>()
        var days = Set<Int>()
        try StoredBlocks.forEachRow(db, "WHERE transferRows > 0") { place, row in
            guard row.transferLike else { return }
            sizes.insert(Size(currency: currencies.number(Array(row.currency)), magnitude: row.amount.magnitude))
            for day in place.day - maximumDays...place.day + maximumDays { days.insert(day) }
        }
        guard !sizes.isEmpty else { return [] }
        var rows: [Candidate] = []
        let (first, last) = (days.min() ?? 0, days.max() ?? 0)
        try StoredBlocks.forEachRow(db, "WHERE day BETWEEN ? AND ? ORDER BY day", arguments: [first, last]) { place, row in
            guard days.contains(place.day) else { return }
            let currency = currencies.number(Array(row.currency))
            guard sizes.contains(Size(currency: currency, magnitude: row.amount.magnitude)) else { return }
            rows.append(Candidate(account: accounts.number(place.account), currency: currency, day: place.day, amount: row.amount,
                                  category: row.category, transferLike: row.transferLike, importID: place.importID, sequence: row.sequence))
        }
        var inflows: [InflowKey: [Int]] = [:]
        for (index, row) in rows.enumerated() where row.amount > 0 {
            inflows[InflowKey(currency: row.currency, amount: row.amount, day: row.day), default: []].append(index)
        }
        // Every (outflow, inflow) that may pair, as the pairing takes them: the outflow's day, the
        // outflow in store order, the gap, the inflow in store order.
        var pairs: [(outflow: Int, inflow: Int, gap: Int)] = []
        for (index, outflow) in rows.enumerated() where outflow.amount < 0 && outflow.amount != Int64.min {
            for day in outflow.day - maximumDays...outflow.day + maximumDays {
                for other in inflows[InflowKey(currency: outflow.currency, amount: -outflow.amount, day: day)] ?? [] {
                    let inflow = rows[other]
                    guard inflow.account != outflow.account, outflow.transferLike || inflow.transferLike else { continue }
                    pairs.append((index, other, abs(day - outflow.day)))
                }
            }
        }
        pairs.sort { a, b in
            let (oa, ob) = (rows[a.outflow], rows[b.outflow])
            if oa.day != ob.day { return oa.day < ob.day }
            if a.outflow != b.outflow { return oa.isStored(before: ob) }
            if a.gap != b.gap { return a.gap < b.gap }
            return rows[a.inflow].isStored(before: rows[b.inflow])
        }
        var taken = Set<Int>()
        var sides: [Side] = []
        for pair in pairs where !taken.contains(pair.outflow) && !taken.contains(pair.inflow) {
            taken.insert(pair.outflow)
            taken.insert(pair.inflow)
            for row in [rows[pair.outflow], rows[pair.inflow]] {
                sides.append(Side(account: accounts.names[row.account], currency: String(decoding: currencies.names[row.currency], as: UTF8.self),
                                  month: HistoryCalendar.monthIndex(ofDay: row.day), amount: row.amount, category: row.category))
            }
        }
        return sides
    }
}

/// Values numbered in the order first met.
private struct Interned<Value: Hashable> {
    private(set) var names: [Value] = []
    private var numbers: [Value: Int] = [:]

    mutating func number(_ value: Value) -> Int {
        if let number = numbers[value] { return number }
        names.append(value)
        numbers[value] = names.count - 1
        return names.count - 1
    }
}
