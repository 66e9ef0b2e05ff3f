import GRDB

extension AccountSummary {
    /// Every account of the store, by name.
    static func all(_ db: Database) throws -> [AccountSummary] {
        try Row.fetchAll(db, sql: "SELECT name, rows, firstDay, lastDay FROM account ORDER BY name").map { row in
            let account = StoreRow(row, table: "account")
            return AccountSummary(
                name: try account.text("name"), rows: try account.count("rows"),
                firstDate: HistoryCalendar.iso(day: try account.day("firstDay")),
                lastDate: HistoryCalendar.iso(day: try account.day("lastDay")))
        }
    }
}
