import GRDB

/// Pairs the store's transfers between the person's own accounts (docs/HISTORY.md): an outflow in
/// one account and an inflow in another, same currency and amount, at most ``maximumDays`` apart,
/// with at least one side in a Transfers category or worded like a transfer (`transferLike`).
///
/// Each row belongs to at most one pair. Outflows are taken in date order (then store order), each
/// with the nearest free inflow (then the earliest stored), so the pairing is deterministic.
///
/// Bounded whatever the input (docs/LIMITS.md: Limits): the candidates (rows of a transfer-like row's
/// currency and size, on days near one) are held once, about 60 bytes each, and each outflow finds
/// its inflow in O(log n): the inflows of one currency, amount and day are kept in queues per
/// account and side (transfer-like or not), in store order, and the queues' first rows in a heap,
/// so no outflow looks at more than a few rows it cannot take. Time O(n log n) for n candidates.
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
        var order: StoreOrder
    }

    /// Where a row stands in the store: its import, then its sequence in the import.
    struct StoreOrder: Comparable, Hashable {
        var importID: Int64
        var sequence: Int64

        static func < (a: StoreOrder, b: StoreOrder) -> Bool { (a.importID, a.sequence) < (b.importID, b.sequence) }
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
        var accounts = Interned<ExactName>()
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
        try StoredBlocks.forEachRow(db, "WHERE day BETWEEN ? AND ? ORDER BY day", arguments: [first, last]) {
            place, row in
            guard days.contains(place.day) else { return }
            let currency = currencies.number(Array(row.currency))
            guard sizes.contains(Size(currency: currency, magnitude: row.amount.magnitude)) else { return }
            rows.append(
                Candidate(
                    account: accounts.number(place.account), currency: currency, day: place.day, amount: row.amount,
                    category: row.category, transferLike: row.transferLike,
                    order: StoreOrder(importID: place.importID, sequence: row.sequence)))
        }
        var inflows: [InflowKey: InflowQueues] = [:]
        // Added in store order, so each queue is in store order.
        for index in rows.indices.sorted(by: { rows[$0].order < rows[$1].order }) where rows[index].amount > 0 {
            let row = rows[index]
            inflows[InflowKey(currency: row.currency, amount: row.amount, day: row.day), default: InflowQueues()]
                .append(index, account: row.account, transferLike: row.transferLike, order: row.order)
        }
        let outflows = rows.indices.filter { rows[$0].amount < 0 && rows[$0].amount != Int64.min }
            .sorted { (rows[$0].day, rows[$0].order) < (rows[$1].day, rows[$1].order) }
        var sides: [Side] = []
        for index in outflows {
            let outflow = rows[index]
            guard let inflow = takeNearest(for: outflow, from: &inflows) else { continue }
            for row in [outflow, rows[inflow]] {
                sides.append(
                    Side(
                        account: accounts.names[row.account].text,
                        currency: String(decoding: currencies.names[row.currency], as: UTF8.self),
                        month: HistoryCalendar.monthIndex(ofDay: row.day), amount: row.amount, category: row.category))
            }
        }
        return sides
    }

    /// The free inflow `outflow` pairs with, taken: the nearest day first (a day before and a day
    /// after the same distance away: the earlier stored), then the earliest stored.
    private static func takeNearest(for outflow: Candidate, from inflows: inout [InflowKey: InflowQueues]) -> Int? {
        for gap in 0...maximumDays {
            var best: (key: InflowKey, order: StoreOrder)?
            for day in Set([outflow.day - gap, outflow.day + gap]) {
                let key = InflowKey(currency: outflow.currency, amount: -outflow.amount, day: day)
                guard let order = inflows[key]?.first(notOf: outflow.account, onlyTransferLike: !outflow.transferLike)
                else { continue }
                if best.map({ order < $0.order }) ?? true { best = (key, order) }
            }
            if let best {
                return inflows[best.key]?.take(notOf: outflow.account, onlyTransferLike: !outflow.transferLike)
            }
        }
        return nil
    }
}

/// The inflows of one currency, amount and day, not yet paired: a queue per account and side
/// (transfer-like or not), each in store order, and a heap per side of the queues' first rows.
/// The first row of a heap is the earliest stored inflow of that side; an outflow may not take an
/// inflow of its own account, whose queue holds at most one entry in each heap, so the earliest
/// it may take is the heap's first entry or, when that is its own account's, one of the first
/// entry's two children.
private struct InflowQueues {
    private struct Queue {
        var account: Int
        var rows: [(index: Int, order: TransferPairing.StoreOrder)] = []
        var next = 0
    }

    private var queues: [Queue] = []
    private var queueOf: [QueueKey: Int] = [:]
    /// Heaps of (first row's order, queue), transfer-like queues and others.
    private var heaps: [[(order: TransferPairing.StoreOrder, queue: Int)]] = [[], []]

    private struct QueueKey: Hashable {
        var account: Int
        var transferLike: Bool
    }

    /// Adds an inflow; inflows come in store order.
    mutating func append(_ index: Int, account: Int, transferLike: Bool, order: TransferPairing.StoreOrder) {
        let key = QueueKey(account: account, transferLike: transferLike)
        if let queue = queueOf[key] {
            queues[queue].rows.append((index, order))
            return
        }
        queueOf[key] = queues.count
        queues.append(Queue(account: account, rows: [(index, order)]))
        push((order, queues.count - 1), into: transferLike ? 0 : 1)
    }

    /// The order of the earliest free inflow not of `account` (of a transfer-like side only, when asked).
    func first(notOf account: Int, onlyTransferLike: Bool) -> TransferPairing.StoreOrder? {
        (onlyTransferLike ? [0] : [0, 1]).compactMap { heap in
            earliest(in: heap, notOf: account).map { heaps[heap][$0].order }
        }.min()
    }

    /// Takes the earliest free inflow not of `account` (see ``first(notOf:onlyTransferLike:)``): its index among the candidates.
    mutating func take(notOf account: Int, onlyTransferLike: Bool) -> Int? {
        var chosen: (heap: Int, slot: Int)?
        for heap in onlyTransferLike ? [0] : [0, 1] {
            guard let slot = earliest(in: heap, notOf: account) else { continue }
            if chosen.map({ heaps[heap][slot].order < heaps[$0.heap][$0.slot].order }) ?? true { chosen = (heap, slot) }
        }
        guard let (heap, slot) = chosen else { return nil }
        let queue = heaps[heap][slot].queue
        let taken = queues[queue].rows[queues[queue].next].index
        queues[queue].next += 1
        if queues[queue].next < queues[queue].rows.count {
            heaps[heap][slot].order = queues[queue].rows[queues[queue].next].order
            siftDown(slot, in: heap)
        } else {
            let last = heaps[heap].removeLast()
            if slot < heaps[heap].count {
                heaps[heap][slot] = last
                siftDown(slot, in: heap)
                siftUp(slot, in: heap)
            }
        }
        return taken
    }

    /// The slot of the earliest entry of `heap` whose queue is not `account`'s.
    private func earliest(in heap: Int, notOf account: Int) -> Int? {
        let entries = heaps[heap]
        guard !entries.isEmpty else { return nil }
        if queues[entries[0].queue].account != account { return 0 }
        return [1, 2].filter { $0 < entries.count }.min { entries[$0].order < entries[$1].order }
    }

    private mutating func push(_ entry: (order: TransferPairing.StoreOrder, queue: Int), into heap: Int) {
        heaps[heap].append(entry)
        siftUp(heaps[heap].count - 1, in: heap)
    }

    private mutating func siftUp(_ start: Int, in heap: Int) {
        var slot = start
        while slot > 0 {
            let parent = (slot - 1) / 2
            guard heaps[heap][slot].order < heaps[heap][parent].order else { return }
            heaps[heap].swapAt(slot, parent)
            slot = parent
        }
    }

    private mutating func siftDown(_ start: Int, in heap: Int) {
        var slot = start
        let count = heaps[heap].count
        while true {
            var smallest = slot
            for child in [2 * slot + 1, 2 * slot + 2]
            where child < count && heaps[heap][child].order < heaps[heap][smallest].order {
                smallest = child
            }
            if smallest == slot { return }
            heaps[heap].swapAt(slot, smallest)
            slot = smallest
        }
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
