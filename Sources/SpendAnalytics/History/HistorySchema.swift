import GRDB

/// The store's tables, as GRDB migrations (docs/HISTORY.md: The schema). A migration once
/// released never changes; a new one is appended.
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
                CREATE TABLE entry (
                  id INTEGER PRIMARY KEY,
                  importId INTEGER NOT NULL REFERENCES import(id) ON DELETE CASCADE,
                  account TEXT NOT NULL,
                  day INTEGER NOT NULL,
                  month INTEGER NOT NULL,
                  amount INTEGER NOT NULL,
                  currency TEXT NOT NULL,
                  description TEXT NOT NULL,
                  reference TEXT NOT NULL,
                  category TEXT NOT NULL,
                  categoryColor TEXT NOT NULL,
                  transferCategory INTEGER NOT NULL,
                  transferWording INTEGER NOT NULL,
                  line INTEGER NOT NULL
                );
                CREATE INDEX entry_identity ON entry(account, day, amount, currency, description, reference);
                CREATE INDEX entry_counterpart ON entry(currency, amount, day);
                CREATE INDEX entry_import ON entry(importId);
                CREATE INDEX entry_transfer_side ON entry(transferCategory, transferWording);
                """)
        }
        return migrator
    }
}
