import GRDB

/// The store's tables, as migrations (docs/HISTORY.md: The schema). A migration once released
/// never changes; a new one is appended.
///
/// `entry` holds every row; `category` the categories rows were given; `monthSum` and `account`
/// are summaries kept up to date by each import (and rebuilt by the maintenance commands), so a
/// report reads a few hundred sums rather than every row.
///
/// The applied migrations are named in `grdb_migrations`, as GRDB's migrator names them (stores
/// before v5 were migrated by it). ``migrate(_:)`` applies the missing ones inside the caller's
/// transaction, so two runs opening a new or an old store at once never both apply one: the
/// second waits for the first's write lock and then finds nothing to do.
enum HistorySchema {
    /// The store's SQLite `application_id` ("SRPT"), set at creation (and on the first write to
    /// a store made before v5): a database with another id is another program's.
    static let applicationID: Int32 = 0x5352_5054

    /// One migration: its name in `grdb_migrations` and what it does.
    struct Migration {
        var identifier: String
        var apply: (Database) throws -> Void
    }

    /// The identifiers of every migration this version knows, in order.
    static var identifiers: [String] { migrations.map(\.identifier) }

    /// The tables a store of any released version holds (stores before v5 have no `application_id`
    /// and are recognised by them).
    static let earlierTables: Set<String> = ["grdb_migrations", "import", "category", "monthSum", "account"]

    /// Applies the migrations `db` lacks, in order, then sets `application_id` and `user_version`
    /// (the number of migrations). The caller holds a write transaction.
    static func migrate(_ db: Database) throws {
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        for migration in migrations where !applied.contains(migration.identifier) {
            try migration.apply(db)
            try db.execute(
                sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.identifier])
        }
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        try db.execute(sql: "PRAGMA user_version = \(migrations.count)")
    }

    static var migrations: [Migration] {
        var migrations: [Migration] = []
        func registerMigration(_ identifier: String, _ apply: @escaping (Database) throws -> Void) {
            migrations.append(Migration(identifier: identifier, apply: apply))
        }
        registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE import (
                      id INTEGER PRIMARY KEY,
                      importedAt TEXT NOT NULL,
                      inputs TEXT NOT NULL,
                      added INTEGER NOT NULL
                    );
                    CREATE TABLE category (
                      id INTEGER PRIMARY KEY,
                      name TEXT NOT NULL,
                      color TEXT NOT NULL,
                      received INTEGER NOT NULL,
                      isTransfer INTEGER NOT NULL,
                      UNIQUE (name, color, received, isTransfer)
                    );
                    CREATE TABLE entry (
                      id INTEGER PRIMARY KEY,
                      importId INTEGER NOT NULL REFERENCES import(id),
                      account TEXT,
                      day INTEGER NOT NULL,
                      amount INTEGER NOT NULL,
                      currency TEXT NOT NULL,
                      description TEXT NOT NULL,
                      reference TEXT NOT NULL,
                      categoryId INTEGER NOT NULL REFERENCES category(id),
                      transferLike INTEGER NOT NULL,
                      identity INTEGER NOT NULL,
                      line INTEGER NOT NULL
                    );
                    CREATE INDEX entry_identity ON entry(day, identity);
                    CREATE INDEX entry_counterpart ON entry(amount, day);
                    CREATE INDEX entry_transfer ON entry(day) WHERE transferLike = 1;
                    CREATE TABLE monthSum (
                      account TEXT NOT NULL,
                      currency TEXT NOT NULL,
                      month INTEGER NOT NULL,
                      categoryId INTEGER NOT NULL REFERENCES category(id),
                      total INTEGER NOT NULL,
                      rows INTEGER NOT NULL,
                      PRIMARY KEY (account, currency, month, categoryId)
                    ) WITHOUT ROWID;
                    CREATE TABLE account (
                      name TEXT PRIMARY KEY,
                      rows INTEGER NOT NULL,
                      firstDay INTEGER NOT NULL,
                      lastDay INTEGER NOT NULL
                    ) WITHOUT ROWID;
                    """)
        }
        // v1's two indexes on every row, (day, identity) and (amount, day), become one on
        // (day, amount, identity): it serves the identity lookup (all three equal) and a
        // transfer's counterpart (the same amount on each day of the window). Rows mostly arrive
        // in date order, so an import adds to it near its end instead of at a random place in
        // (amount, day). entry_transfer (the transfer-like rows) stays.
        registerMigration("v2-day-amount-index") { db in
            try db.execute(
                sql: """
                    DROP INDEX entry_identity;
                    DROP INDEX entry_counterpart;
                    CREATE INDEX entry_day_amount ON entry(day, amount, identity);
                    """)
        }
        // Learning across runs (docs/CATEGORIES.md: Learning from your own data): the category a merchant
        // was given by an export's Category column or a rule, and the input and line that gave it.
        registerMigration("v3-learned-merchants") { db in
            try db.execute(
                sql: """
                    CREATE TABLE learnedMerchant (
                      key BLOB NOT NULL,
                      received INTEGER NOT NULL,
                      categoryId INTEGER NOT NULL REFERENCES category(id),
                      file TEXT NOT NULL,
                      line INTEGER NOT NULL,
                      PRIMARY KEY (key, received)
                    ) WITHOUT ROWID;
                    """)
        }
        // A row per transaction cost SQLite a record, a B-tree insert and an index entry each:
        // most of a large import's time. The rows of one account, day and import become one
        // block (DayBlock: packed into a BLOB), with the block's row count and transfer-like
        // rows; one small index on the blocks' day serves the identity lookup (an account's
        // blocks of one day), the report's latest day and the transfer pairing's days. The
        // rows keep their store order: a v1–v3 row's id becomes its sequence in its import.
        registerMigration("v4-day-blocks") { db in
            try db.execute(
                sql: """
                    CREATE TABLE block (
                      id INTEGER PRIMARY KEY,
                      importId INTEGER NOT NULL REFERENCES import(id),
                      account TEXT NOT NULL,
                      day INTEGER NOT NULL,
                      rows INTEGER NOT NULL,
                      transferRows INTEGER NOT NULL,
                      data BLOB NOT NULL
                    );
                    CREATE INDEX block_day ON block(day, account);
                    """)
            try HistorySchema.packEntries(db)
            try db.execute(sql: "DROP TABLE entry")
        }
        // Settings of the store itself: `zone`, the time zone in which the day of a timestamp
        // with an offset is taken (docs/HISTORY.md: Time zones), set by the first import.
        registerMigration("v5-settings") { db in
            try db.execute(
                sql: """
                    CREATE TABLE setting (
                      name TEXT PRIMARY KEY,
                      value TEXT NOT NULL
                    ) WITHOUT ROWID;
                    """)
        }
        return migrations
    }

    /// Moves `entry`'s rows (schemas v1–v3) into blocks, one per import, account and day, each
    /// row in id order with its id as its sequence.
    private static func packEntries(_ db: Database) throws {
        var blocks: PendingBlocks?
        var importID: Int64?
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT id, importId, coalesce(account, ?) AS account, day, amount, currency, description, reference, categoryId, transferLike, line
                FROM entry ORDER BY importId, id
                """, arguments: [HistoryImport.defaultAccount])
        var accountNumbers: [ExactName: Int] = [:]
        while let row = try rows.next() {
            // An earlier store's values are input too (``StoreRow``).
            let entry = StoreRow(row, table: "entry")
            let rowImport = try entry.integer("importId")
            if rowImport != importID {
                try blocks?.flush()
                blocks = try PendingBlocks(db: db, importID: rowImport)
                importID = rowImport
            }
            let account = ExactName(try entry.text("account"))
            let number = accountNumbers[account] ?? accountNumbers.count
            if accountNumbers[account] == nil { blocks?.name(account: number, account) }
            accountNumbers[account] = number
            func text(_ column: String) throws -> [UInt8] { Array(try entry.text(column).utf8) }
            try blocks?.add(
                account: number, day: try entry.day("day"), sequence: try entry.integer("id"),
                amount: try entry.integer("amount"), currency: try text("currency"),
                description: try text("description"),
                reference: try text("reference"), category: try entry.integer("categoryId"),
                transferLike: try entry.flag("transferLike"), line: try entry.count("line"))
        }
        try blocks?.flush()
    }
}
