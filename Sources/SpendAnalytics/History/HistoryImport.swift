import GRDB

/// One run's import, inside the store's write transaction: every row the run's inputs hand on is
/// streamed into a temporary staging table (one prepared statement), then ``finish(importedAt:inputs:)``
/// adds, for each identity (account, date, signed amount, currency, description, reference), the
/// rows past those the store already holds: max(0, n − m) for n in the run and m in the store.
struct HistoryImport {
    /// What one import did.
    struct Counts: Sendable, Hashable {
        /// Rows added to the store.
        var imported = 0
        /// Rows the store already held (same identity, as many times or more).
        var alreadyKnown = 0
    }

    private let db: Database
    private let insert: Statement
    private var input = 0
    /// `--account` for the current input, else `nil` (the row's own Account column, then the profile).
    private var fixedAccount: String?
    private(set) var staged = 0

    /// Creates the staging table in `db` (which must be inside a write transaction).
    init(db: Database) throws {
        self.db = db
        try db.execute(sql: """
            CREATE TEMP TABLE IF NOT EXISTS staged (
              input INTEGER NOT NULL, account TEXT, day INTEGER NOT NULL, month INTEGER NOT NULL,
              amount INTEGER NOT NULL, currency TEXT NOT NULL, description TEXT NOT NULL,
              reference TEXT NOT NULL, category TEXT NOT NULL, categoryColor TEXT NOT NULL,
              transferCategory INTEGER NOT NULL, transferWording INTEGER NOT NULL, line INTEGER NOT NULL);
            DELETE FROM temp.staged;
            """)
        insert = try db.makeStatement(sql: """
            INSERT INTO temp.staged VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    /// Starts the next input; `account` is its `--account` name, if given.
    mutating func beginInput(account: String?) {
        input += 1
        fixedAccount = account
    }

    /// Stages one row with the category the run gave it.
    mutating func add(_ record: TransactionRecord, category: Category) throws {
        let account: String? = fixedAccount ?? (record.account.isEmpty ? nil : String(decoding: record.account, as: UTF8.self))
        let signed = record.direction == .spent ? -record.amount.minorUnits : record.amount.minorUnits
        let month = record.date.year * 12 + record.date.month - 1
        insert.setUncheckedArguments([
            input, account, CivilCalendar.days(from: record.date), month, signed,
            String(decoding: record.currency, as: UTF8.self), String(decoding: record.description, as: UTF8.self),
            String(decoding: record.reference, as: UTF8.self), category.name, category.color,
            category.isTransfer, TransferWording.matches(record.description), record.line,
        ])
        try insert.execute()
        staged += 1
    }

    /// Ends the current input: its rows without an account of their own get `defaultAccount`
    /// (the detected profile's id, else `default`).
    func finishInput(defaultAccount: String) throws {
        try db.execute(sql: "UPDATE temp.staged SET account = ? WHERE input = ? AND account IS NULL",
                       arguments: [defaultAccount, input])
    }

    /// Records the import and adds the new rows; the caller's transaction commits them.
    func finish(importedAt: String, inputs: [String]) throws -> Counts {
        try db.execute(sql: "INSERT INTO import (importedAt, inputs, added) VALUES (?, ?, 0)",
                       arguments: [importedAt, inputs.joined(separator: "\n")])
        let importID = db.lastInsertedRowID
        try db.execute(sql: """
            INSERT INTO entry (importId, account, day, month, amount, currency, description, reference,
                               category, categoryColor, transferCategory, transferWording, line)
            SELECT ?, account, day, month, amount, currency, description, reference,
                   category, categoryColor, transferCategory, transferWording, line
            FROM (SELECT s.*, row_number() OVER (
                    PARTITION BY account, day, amount, currency, description, reference
                    ORDER BY input, line) AS occurrence
                  FROM temp.staged s) AS r
            WHERE r.occurrence > (SELECT count(*) FROM entry e
                                  WHERE e.account = r.account AND e.day = r.day AND e.amount = r.amount
                                    AND e.currency = r.currency AND e.description = r.description
                                    AND e.reference = r.reference)
            ORDER BY input, line
            """, arguments: [importID])
        let added = db.changesCount
        try db.execute(sql: "UPDATE import SET added = ? WHERE id = ?", arguments: [added, importID])
        try db.execute(sql: "DELETE FROM temp.staged")
        return Counts(imported: added, alreadyKnown: staged - added)
    }
}
