import GRDB

/// The `history` commands that look after an existing store (docs/HISTORY.md): list its accounts
/// and imports, remove one account or one import, check its integrity. A missing store is
/// ``HistoryError/Reason/missing``; a newer, damaged or non-SQLite file is refused unchanged.
public struct HistoryMaintenance: Sendable {
    /// One import: when it ran, what it read, how many rows it added and how many are still in the store.
    public struct Import: Sendable, Hashable {
        /// The import's number (`history remove-import ID`).
        public var id: Int
        /// The run's `generatedAt` clock, ISO 8601.
        public var importedAt: String
        /// The inputs as the run named them.
        public var inputs: [String]
        /// Rows the import added.
        public var added: Int
        /// Of those, rows still in the store (fewer after `remove-account`).
        public var remaining: Int
    }

    /// The store as the user named it.
    public var path: String

    /// Maintenance of the store at `path`.
    public init(path: String) { self.path = path }

    /// Every account with its rows and first and last date, by name.
    public func accounts() throws -> [AccountSummary] {
        try HistoryStore(path: path, access: .reading).read { db in try AccountSummary.all(db) }
    }

    /// Every import, oldest first.
    public func imports() throws -> [Import] {
        try HistoryStore(path: path, access: .reading).read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT i.id, i.importedAt, i.inputs, i.added, (SELECT coalesce(sum(b.rows), 0) FROM block b WHERE b.importId = i.id) AS remaining
                    FROM import i ORDER BY i.id
                    """
            ).map { row in
                let stored = StoreRow(row, table: "import")
                return Import(
                    id: Int(try stored.integer("id")), importedAt: try stored.text("importedAt"),
                    inputs: try stored.text("inputs").split(separator: "\n").map(String.init),
                    added: try stored.count("added"), remaining: try stored.count("remaining"))
            }
        }
    }

    /// Removes every row of account `name`; returns how many. Fails when no row has that account.
    @discardableResult
    public func removeAccount(_ name: String) throws -> Int {
        let store = try HistoryStore(path: path, access: .maintaining)
        return try store.write { db in
            // The name as given, byte for byte (SQLite compares text by its bytes): `café` in
            // one normalisation never removes the other's rows.
            let removed = try StoreRow(
                try Row.fetchOne(
                    db, sql: "SELECT coalesce(sum(rows), 0) AS removed FROM block WHERE account = ?",
                    arguments: [name]) ?? Row(), table: "block"
            ).count("removed")
            try db.execute(sql: "DELETE FROM block WHERE account = ?", arguments: [name])
            try HistorySummaries.rebuild(db)
            if removed == 0 {
                let known = try Row.fetchAll(db, sql: "SELECT DISTINCT account FROM block ORDER BY account").map {
                    try StoreRow($0, table: "block").text("account")
                }
                throw HistoryError(
                    file: path,
                    reason: .unknown("no account named \"\(name)\" (accounts: \(known.joined(separator: ", ")))"))
            }
            return removed
        }
    }

    /// Removes import `id` and the rows it added; returns how many rows.
    @discardableResult
    public func removeImport(_ id: Int) throws -> Int {
        let store = try HistoryStore(path: path, access: .maintaining)
        return try store.write { db in
            guard try Int.fetchOne(db, sql: "SELECT count(*) FROM import WHERE id = ?", arguments: [id]) == 1 else {
                throw HistoryError(file: path, reason: .unknown("no import \(id) (see `spendreport history imports`)"))
            }
            let removed = try StoreRow(
                try Row.fetchOne(
                    db, sql: "SELECT coalesce(sum(rows), 0) AS removed FROM block WHERE importId = ?",
                    arguments: [id]) ?? Row(), table: "block"
            ).count("removed")
            try db.execute(sql: "DELETE FROM block WHERE importId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM import WHERE id = ?", arguments: [id])
            try HistorySummaries.rebuild(db)
            return removed
        }
    }

    /// SQLite's `integrity_check` and `foreign_key_check`, every value against the schema
    /// (``StoreCheck``), and the summaries against the rows; throws ``HistoryError/Reason/corrupt(_:)``
    /// naming the first finding unless all are clean. Returns the rows and imports held.
    public func check() throws -> (rows: Int, imports: Int) {
        let store = try HistoryStore(path: path, access: .reading)
        return try store.read { db in
            let findings = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            guard findings == ["ok"] else {
                throw HistoryError(file: path, reason: .corrupt(findings.prefix(3).joined(separator: "; ")))
            }
            let orphans = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
            guard orphans.isEmpty else {
                throw HistoryError(file: path, reason: .corrupt("\(orphans.count) rows point at no import or category"))
            }
            if let finding = try StoreCheck.findings(db) { throw HistoryError(file: path, reason: .corrupt(finding)) }
            // The rows' categories are inside the blocks, where foreign_key_check cannot see them.
            let categories = Set(try Int64.fetchAll(db, sql: "SELECT id FROM category"))
            let sums = try HistorySummaries.monthSums(ofRows: db)
            let unknown = sums.keys.filter { !categories.contains($0.category) }.count
            guard unknown == 0 else {
                throw HistoryError(file: path, reason: .corrupt("\(unknown) monthly sums of rows point at no category"))
            }
            guard try HistorySummaries.match(db, rowSums: sums) else {
                throw HistoryError(file: path, reason: .corrupt("the monthly sums do not match the rows"))
            }
            // Every month's side within Int64: no report of the store can overflow.
            var sides = MonthSideTotals()
            for month in try Int.fetchAll(db, sql: "SELECT DISTINCT month FROM monthSum") {
                try sides.add(0, month: month, received: false, db: db)
            }
            return (
                try Int.fetchOne(db, sql: "SELECT coalesce(sum(rows), 0) FROM block") ?? 0,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM import") ?? 0
            )
        }
    }
}
