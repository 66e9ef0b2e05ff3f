import GRDB

/// The identity rule's memory during an import (docs/HISTORY.md: The identity rule): for each
/// account and day the run reaches inside the store's dates, how many of the store's rows of each
/// identity the run has not met yet.
///
/// The first time the run reaches an account and day, the store's rows of that day are counted
/// (a 128-bit hash of amount, currency, description and reference per row; the account and day
/// are the map's own). A run row whose identity the store still holds unmet is known and uses one
/// up; an identity used up is forgotten. So a re-import in date order holds about one day's rows,
/// whatever its size. In any other order the days not used lately are set aside, past
/// ``defaultMaximumHeld`` identities in memory, into a temporary table of the connection (SQLite's temp
/// store, a file) and read back when the run reaches them again: the import's memory stays
/// bounded whatever the order. Two different rows of one day share a hash with probability about
/// n²/2¹²⁹ for n rows of that day.
struct KnownRows {
    /// A row's identity within its account and day.
    struct Key: Hashable {
        var high: UInt64
        var low: UInt64

        /// The key of a row's fields as the store holds them.
        init(
            amount: Int64, currency: UnsafeRawBufferPointer, description: UnsafeRawBufferPointer,
            reference: UnsafeRawBufferPointer
        ) {
            high = Key.hash(seed: 0x5EED_0001, amount, currency, description, reference)
            low = Key.hash(seed: 0x5EED_0002, amount, currency, description, reference)
        }

        /// The key of a run's row.
        init(amount: Int64, currency: [UInt8], description: [UInt8], reference: [UInt8]) {
            self = currency.withUnsafeBytes { currency in
                description.withUnsafeBytes { description in
                    reference.withUnsafeBytes { reference in
                        Key(amount: amount, currency: currency, description: description, reference: reference)
                    }
                }
            }
        }

        /// One 64-bit half: the seed, the amount, then each field's length and bytes (so `ab`+`c`
        /// and `a`+`bc` differ).
        private static func hash(seed: UInt32, _ amount: Int64, _ fields: UnsafeRawBufferPointer...) -> UInt64 {
            var hasher = Hasher()
            hasher.combine(seed)
            hasher.combine(amount)
            for field in fields {
                hasher.combine(field.count)
                hasher.combine(bytes: field)
            }
            return UInt64(bitPattern: Int64(hasher.finalize()))
        }
    }

    /// An account (the import's number for it) and a day.
    struct AccountDay: Hashable {
        var account: Int
        var day: Int
    }

    private struct Day {
        var unmet: [Key: Int32] = [:]
        var lastUse = 0
    }

    /// Identities held in memory before the least recently used days are set aside (about
    /// 40 bytes each in the maps).
    static let defaultMaximumHeld = 262_144

    /// This import's bound (``defaultMaximumHeld``; tests set a small one).
    var maximumHeld = KnownRows.defaultMaximumHeld

    private var days: [AccountDay: Day] = [:]
    private var held = 0
    /// Identities held in memory now.
    var heldIdentities: Int { held }
    private var clock = 0
    /// Days counted already: in memory, set aside, or used up and forgotten.
    private var counted: Set<AccountDay> = []
    private var setAside: Set<AccountDay> = []
    private var hasTable = false

    /// True when the run's row `key` of `place` is one the store already held: the run's k-th row
    /// of an identity is known when the store held that identity k times or more before the
    /// import. `storedRows` calls its argument with each of the store's rows of that account and
    /// day (asked once per account and day).
    mutating func isKnown(
        _ key: Key, at place: AccountDay, db: Database,
        storedRows: (_ each: (Key) -> Void) throws -> Void
    ) throws -> Bool {
        clock += 1
        if counted.insert(place).inserted {
            var day = Day()
            try storedRows { key in day.unmet[key, default: 0] += 1 }
            held += day.unmet.count
            days[place] = day
            try setAsideIfNeeded(db, keeping: place)
        } else if setAside.contains(place) {
            try readBack(place, db)
            try setAsideIfNeeded(db, keeping: place)
        }
        guard var day = days[place] else { return false }
        day.lastUse = clock
        guard let unmet = day.unmet[key] else {
            days[place] = day
            return false
        }
        if unmet > 1 {
            day.unmet[key] = unmet - 1
        } else {
            day.unmet.removeValue(forKey: key)
            held -= 1
        }
        if day.unmet.isEmpty { days.removeValue(forKey: place) } else { days[place] = day }
        return true
    }

    /// Sets aside the least recently used days but `place` while more than ``maximumHeld``
    /// identities are held.
    private mutating func setAsideIfNeeded(_ db: Database, keeping place: AccountDay) throws {
        while held > maximumHeld {
            guard let oldest = days.filter({ $0.key != place }).min(by: { $0.value.lastUse < $1.value.lastUse }) else {
                return
            }
            if !hasTable {
                try db.execute(
                    sql: """
                        CREATE TEMP TABLE IF NOT EXISTS spendreport_unmet (account INTEGER, day INTEGER, high INTEGER, low INTEGER, unmet INTEGER);
                        CREATE INDEX IF NOT EXISTS temp.spendreport_unmet_day ON spendreport_unmet (account, day);
                        DELETE FROM temp.spendreport_unmet;
                        """)
                hasTable = true
            }
            let insert = try db.cachedStatement(sql: "INSERT INTO temp.spendreport_unmet VALUES (?, ?, ?, ?, ?)")
            for (key, unmet) in oldest.value.unmet {
                try insert.execute(arguments: [
                    oldest.key.account, oldest.key.day, Int64(bitPattern: key.high), Int64(bitPattern: key.low), unmet,
                ])
            }
            held -= oldest.value.unmet.count
            days.removeValue(forKey: oldest.key)
            setAside.insert(oldest.key)
        }
    }

    /// Reads back a day set aside.
    private mutating func readBack(_ place: AccountDay, _ db: Database) throws {
        var day = Day()
        let rows = try Row.fetchCursor(
            db, sql: "SELECT high, low, unmet FROM temp.spendreport_unmet WHERE account = ? AND day = ?",
            arguments: [place.account, place.day])
        while let row = try rows.next() {
            day.unmet[Key(high: UInt64(bitPattern: row["high"]), low: UInt64(bitPattern: row["low"])), default: 0] +=
                row["unmet"]
        }
        try db.execute(
            sql: "DELETE FROM temp.spendreport_unmet WHERE account = ? AND day = ?",
            arguments: [place.account, place.day])
        setAside.remove(place)
        held += day.unmet.count
        if !day.unmet.isEmpty { days[place] = day }
    }
}

extension KnownRows.Key {
    /// A key read back from the temporary table.
    fileprivate init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }
}
