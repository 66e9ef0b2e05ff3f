/// Running sums per currency × month × direction × category: all the aggregation state of a run
/// (it grows with distinct keys, never with rows).
struct SpendLedger: Sendable {
    /// One bucket: a currency (`nil` when the row named none), a month, a side and a category.
    struct Key: Sendable, Hashable {
        var currency: String?
        var month: YearMonth
        var direction: Direction
        var category: CategoryID
    }

    /// The money and the number of rows in one bucket, and the latest date among them.
    struct Sum: Sendable, Hashable {
        var amount: Money = .zero
        var count = 0
        /// The latest row's date as ``LocalDate/packed`` (`yyyymmdd`); 0 when no row said (a sum
        /// added without dates, as the history store's month sums are).
        var latestDay: Int32 = 0

        init(amount: Money = .zero, count: Int = 0, latestDay: Int32 = 0) {
            self.amount = amount
            self.count = count
            self.latestDay = latestDay
        }

        /// Adds `amount` over `count` rows, the latest of them on `latestDay` (packed, 0: unknown);
        /// unchanged when the amount would overflow.
        mutating func add(_ amount: Money, count: Int, latestDay: Int32 = 0) throws(MoneyOverflow) {
            self.amount = try self.amount.adding(amount)
            self.count += count
            if latestDay > self.latestDay { self.latestDay = latestDay }
        }

        /// ``latestDay`` as a date; `nil` when unknown.
        var latestDate: LocalDate? {
            latestDay > 0
                ? LocalDate(year: Int(latestDay / 10_000), month: Int(latestDay / 100 % 100), day: Int(latestDay % 100))
                : nil
        }
    }

    /// The buckets of each currency (index 0: rows naming none), keyed by month, side and category
    /// packed into one integer: the per-row work hashes one integer, not a key holding a `String`.
    private var buckets: [PackedSums] = [PackedSums()]
    /// Keys that do not pack (a year past 89 000 or a negative category id: only through ``add(_:amount:count:)``).
    private var unpackable: [Key: Sum] = [:]
    /// Currencies seen, in order of first appearance; index 0 is "no currency".
    private var currencies: [String?] = [nil]
    private var currencyIndex: [String: Int] = [:]
    /// The last currency added and its index: consecutive rows almost always share it.
    private var lastCurrency: (code: String?, index: Int) = (nil, 0)

    init() {}

    /// Every bucket with its sum, each key once, in no particular order: a list, not a
    /// dictionary, so that reading the buckets hashes no currency code.
    var sums: [(key: Key, sum: Sum)] {
        var result = unpackable.map { (key: $0.key, sum: $0.value) }
        for (index, currencyBuckets) in buckets.enumerated() {
            let currency = currencies[index]
            currencyBuckets.forEachEntry { packed, sum in result.append((unpack(packed, currency: currency), sum)) }
        }
        return result
    }

    /// Adds one transaction; ``MoneyOverflow`` when a sum would pass `Int64` (the ledger is then unchanged).
    mutating func add(date: LocalDate, direction: Direction, category: CategoryID, currency: String?, amount: Money)
        throws(MoneyOverflow)
    {
        try add(
            Key(currency: currency, month: date.yearMonth, direction: direction, category: category), amount: amount,
            latestDay: date.packed)
    }

    /// Adds `amount` over `count` rows to the bucket `key`, the latest of them on `latestDay`
    /// (``LocalDate/packed``; 0 when not known).
    mutating func add(_ key: Key, amount: Money, count: Int = 1, latestDay: Int32 = 0) throws(MoneyOverflow) {
        guard let packed = SpendLedger.pack(month: key.month, direction: key.direction, category: key.category) else {
            try unpackable[key, default: Sum()].add(amount, count: count, latestDay: latestDay)
            return
        }
        let index = currencyIndex(key.currency)
        try buckets[index].add(packed, amount: amount, count: count, latestDay: latestDay)
    }

    private mutating func currencyIndex(_ currency: String?) -> Int {
        if currency == lastCurrency.code { return lastCurrency.index }
        let index: Int
        if let code = currency {
            if let known = currencyIndex[code] {
                index = known
            } else {
                index = currencies.count
                currencies.append(code)
                currencyIndex[code] = index
                buckets.append(PackedSums())
            }
        } else {
            index = 0
        }
        lastCurrency = (currency, index)
        return index
    }

    /// Month index (`year × 12 + month − 1`, 30 bits), side (1 bit), category (32 bits).
    private static func pack(month: YearMonth, direction: Direction, category: CategoryID) -> Int64? {
        let monthIndex = month.year * 12 + month.month - 1
        guard (0..<(1 << 30)).contains(monthIndex), (1...12).contains(month.month),
            (0...Int(UInt32.max)).contains(category)
        else { return nil }
        return Int64(monthIndex) << 33 | (direction == .received ? 1 << 32 : 0) | Int64(category)
    }

    private func unpack(_ packed: Int64, currency: String?) -> Key {
        let monthIndex = Int(packed >> 33)
        return Key(
            currency: currency, month: YearMonth(year: monthIndex / 12, month: monthIndex % 12 + 1),
            direction: (packed >> 32) & 1 == 1 ? .received : .spent, category: CategoryID(packed & 0xFFFF_FFFF))
    }

    /// Rows per named currency (rows without a currency are not counted here).
    /// Counted bucket by bucket, without unpacking the keys (``sums``).
    var rowsByCurrency: [String: Int] {
        var counts: [String: Int] = [:]
        for (index, currencyBuckets) in buckets.enumerated() where currencyBuckets.count > 0 {
            if let currency = currencies[index] { counts[currency, default: 0] += currencyBuckets.rowCount }
        }
        for (key, sum) in unpackable {
            if let currency = key.currency { counts[currency, default: 0] += sum.count }
        }
        return counts
    }

    /// Every row in the ledger.
    var rowCount: Int { buckets.reduce(0) { $0 + $1.rowCount } + unpackable.values.reduce(0) { $0 + $1.count } }
}

/// The sums of one currency keyed by packed month–side–category integers (never negative):
/// open addressing with linear probing, at most half full, indexed by a multiplicative hash of
/// the key — a multiply and a probe or two per row instead of a seeded hash. The keys are few
/// (months × sides × categories) and come from the ledger, not from the input's bytes.
struct PackedSums: Sendable {
    /// -1 marks an empty slot.
    private var keys = [Int64](repeating: -1, count: 64)
    private var sums = [SpendLedger.Sum](repeating: SpendLedger.Sum(), count: 64)
    /// 64 − log2(slots): the hash's top bits pick the slot.
    private var shift = 58
    private(set) var count = 0

    /// Adds `amount` over `rows` rows, the latest on `latestDay`, to `key`'s sum; ``MoneyOverflow``
    /// leaves everything unchanged.
    mutating func add(_ key: Int64, amount: Money, count rows: Int, latestDay: Int32 = 0) throws(MoneyOverflow) {
        var slot = self.slot(of: key)
        if keys[slot] == key {
            try sums[slot].add(amount, count: rows, latestDay: latestDay)
            return
        }
        if (count + 1) * 2 > keys.count {
            grow()
            slot = self.slot(of: key)
        }
        keys[slot] = key
        sums[slot] = SpendLedger.Sum(amount: amount, count: rows, latestDay: latestDay)
        count += 1
    }

    /// The rows over every key.
    var rowCount: Int {
        var rows = 0
        for slot in keys.indices where keys[slot] >= 0 { rows += sums[slot].count }
        return rows
    }

    /// Every key with its sum, in table order.
    var entries: [(key: Int64, sum: SpendLedger.Sum)] {
        var found: [(key: Int64, sum: SpendLedger.Sum)] = []
        found.reserveCapacity(count)
        forEachEntry { found.append(($0, $1)) }
        return found
    }

    /// Calls `body` with every key and its sum, in table order.
    func forEachEntry(_ body: (Int64, SpendLedger.Sum) -> Void) {
        for slot in keys.indices where keys[slot] >= 0 { body(keys[slot], sums[slot]) }
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(of key: Int64) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
        while keys[slot] != key && keys[slot] >= 0 { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = entries
        keys = [Int64](repeating: -1, count: keys.count * 2)
        sums = [SpendLedger.Sum](repeating: SpendLedger.Sum(), count: keys.count)
        shift -= 1
        for (key, sum) in old {
            let slot = self.slot(of: key)
            keys[slot] = key
            sums[slot] = sum
        }
    }
}
