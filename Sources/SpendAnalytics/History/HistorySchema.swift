import GRDB

/// The store's tables, as GRDB migrations (docs/HISTORY.md: The schema). A migration once
/// released never changes; a new one is appended.
///
/// `entry` holds every row; `category` the categories rows were given; `monthSum` and `account`
/// are summaries kept up to date by each import (and rebuilt by the maintenance commands), so a
/// report reads a few hundred sums rather than every row.
enum HistorySchema {
    /// The indexes of `entry` (v1): the identity lookup, a transfer's counterpart, the
    /// transfer-like rows. An import into an empty store drops and rebuilds them
    /// (``HistoryImport``): one sort instead of a B-tree insert per row.
    static let entryIndexes: [(name: String, create: String)] = [
        ("entry_identity", "CREATE INDEX entry_identity ON entry(day, identity);"),
        ("entry_counterpart", "CREATE INDEX entry_counterpart ON entry(amount, day);"),
        ("entry_transfer", "CREATE INDEX entry_transfer ON entry(day) WHERE transferLike = 1;"),
    ]

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
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
                \(entryIndexes.map(\.create).joined(separator: "\n"))
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
        // Learning across runs (README: Learning from your own data): the category a merchant
        // was given by an export's Category column or a rule, and the input and line that gave it.
        migrator.registerMigration("v3-learned-merchants") { db in
            try db.execute(sql: """
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
        return migrator
    }
}
