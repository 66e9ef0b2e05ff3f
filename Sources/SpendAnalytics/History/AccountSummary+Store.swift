import GRDB

extension AccountSummary {
    /// Every account of the store, by name.
    static func all(_ db: Database) throws -> [AccountSummary] {
        try Row.fetchAll(db, sql: "SELECT name, rows, firstDay, lastDay FROM account ORDER BY name").map { row in
            AccountSummary(name: row["name"], rows: row["rows"],
                           firstDate: HistoryCalendar.iso(day: row["firstDay"]), lastDate: HistoryCalendar.iso(day: row["lastDay"]))
        }
    }
}
