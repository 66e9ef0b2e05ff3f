import GRDB

extension AccountSummary {
    /// Every account of the store, by name.
    static func all(_ db: Database) throws -> [AccountSummary] {
        try Row.fetchAll(db, sql: """
            SELECT account, count(*) AS rows, min(day) AS first, max(day) AS last
            FROM entry GROUP BY account ORDER BY account
            """).map { row in
            AccountSummary(name: row["account"], rows: row["rows"],
                           firstDate: AccountSummary.iso(days: row["first"]), lastDate: AccountSummary.iso(days: row["last"]))
        }
    }

    static func iso(days: Int) -> String {
        CivilCalendar.date(fromDays: days)?.description ?? "\(days)"
    }
}
