/// One account of the store: its name, its rows and the dates of its first and last row (the
/// JSON's `accounts`, `spendreport history accounts`).
public struct AccountSummary: Sendable, Hashable, Decodable {
    /// The account's name (`--account`, the export's Account column, the profile id or `default`).
    public var name: String
    /// Rows the store holds for it.
    public var rows: Int
    /// `yyyy-MM-dd` of its earliest row.
    public var firstDate: String
    /// `yyyy-MM-dd` of its latest row.
    public var lastDate: String

    /// An account summary.
    public init(name: String, rows: Int, firstDate: String, lastDate: String) {
        self.name = name
        self.rows = rows
        self.firstDate = firstDate
        self.lastDate = lastDate
    }

}
