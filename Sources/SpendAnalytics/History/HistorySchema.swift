import GRDB

/// The store's tables, as GRDB migrations (docs/HISTORY.md: The schema). A migration once
/// released never changes; a new one is appended.
///
/// `entry` holds every row; `category` the categories rows were given; `monthSum` and `account`
/// are summaries kept up to date by each import (and rebuilt by the maintenance commands), so a
/// report reads a few hundred sums rather than every row.
enum HistorySchema {
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
        migrator.registerMigration("v2-day-amount-index") { db in
            try db.execute(sql: """
                DROP INDEX entry_identity;
                DROP INDEX entry_counterpart;
                CREATE INDEX entry_day_amount ON entry(day, amount, identity);
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
