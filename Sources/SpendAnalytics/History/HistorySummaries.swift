import GRDB

/// The store's summaries, `monthSum` (account × currency × month × category: total and rows) and
/// `account` (rows, first and last day): an import adds its rows' sums here in memory as it goes
/// (``add(account:currency:month:day:amount:category:)``) and ``apply(_:)`` writes them; the
/// maintenance commands ``rebuild(_:)`` them from the rows.
struct HistorySummaries {
    struct MonthKey: Hashable {
        /// `nil` for a row without an account (an import stores none without one); compared byte for byte.
        var account: ExactName?
        var currency: String
        var month: Int
        var category: Int64
    }

    struct Sum {
        var total: Int64 = 0
        var rows = 0

        /// Adds `total` over `rows` rows; ``MoneyOverflow`` (and no change) past `Int64`.
        mutating func add(_ total: Int64, rows: Int) throws(MoneyOverflow) {
            let (sum, overflow) = self.total.addingReportingOverflow(total)
            if overflow { throw MoneyOverflow() }
            self.total = sum
            self.rows += rows
        }
    }

    struct Span {
        var rows = 0
        var firstDay = Int.max
        var lastDay = Int.min
    }

    /// The run's sums, by account and currency number (``number(ofAccount:)``, ``number(ofCurrency:)``).
    private struct RunKey: Hashable {
        var account: Int32
        var currency: Int32
        var month: Int32
        var category: Int64
    }

    /// An account, currency and month of the run: its sums are kept by category id in an array
    /// (``denseCategories`` ids; others in ``months``), so a row of the same group as the row
    /// before it costs no hashing.
    private struct Group: Hashable {
        var account: Int32
        var currency: Int32
        var month: Int32
    }

    /// Category ids below this are kept in a group's array; the store numbers its categories
    /// from 1, so in practice every one is.
    private static let denseCategories: Int64 = 4_096

    private var months: [RunKey: Sum] = [:]
    private var groups: [Group] = []
    private var groupNumbers: [Group: Int] = [:]
    private var groupSums: [[Sum]] = []
    private var lastGroup: (group: Group, number: Int)?
    /// By account number.
    private var spans: [Span] = []
    private var accountNames: [ExactName] = []
    private var accountNumbers: [ExactName: Int] = [:]
    private var currencyNames: [String] = []
    private var currencyNumbers: [String: Int] = [:]

    /// The number the sums know account `name` by (given when new).
    mutating func number(ofAccount name: ExactName) -> Int {
        if let number = accountNumbers[name] { return number }
        accountNames.append(name)
        spans.append(Span())
        accountNumbers[name] = accountNames.count - 1
        return accountNames.count - 1
    }

    /// The number the sums know currency `code` by (given when new).
    mutating func number(ofCurrency code: String) -> Int {
        if let number = currencyNumbers[code] { return number }
        currencyNames.append(code)
        currencyNumbers[code] = currencyNames.count - 1
        return currencyNames.count - 1
    }

    /// Adds one row of account and currency numbered by ``number(ofAccount:)`` and
    /// ``number(ofCurrency:)``; ``MoneyOverflow`` when a sum would pass `Int64` (nothing changed then).
    mutating func add(account: Int, currency: Int, month: Int, day: Int, amount: Int64, category: Int64)
        throws(MoneyOverflow)
    {
        let group = Group(
            account: Int32(truncatingIfNeeded: account), currency: Int32(truncatingIfNeeded: currency),
            month: Int32(truncatingIfNeeded: month))
        if 0 <= category && category < HistorySummaries.denseCategories {
            let number: Int
            if let lastGroup, lastGroup.group == group {
                number = lastGroup.number
            } else if let known = groupNumbers[group] {
                number = known
            } else {
                number = groups.count
                groups.append(group)
                groupSums.append([])
                groupNumbers[group] = number
            }
            lastGroup = (group, number)
            let index = Int(category)
            if groupSums[number].count <= index {
                groupSums[number] += Array(repeating: Sum(), count: index + 1 - groupSums[number].count)
            }
            try groupSums[number][index].add(amount, rows: 1)
        } else {
            try months[
                RunKey(account: group.account, currency: group.currency, month: group.month, category: category),
                default: Sum()
            ]
            .add(amount, rows: 1)
        }
        spans[account].rows += 1
        spans[account].firstDay = min(spans[account].firstDay, day)
        spans[account].lastDay = max(spans[account].lastDay, day)
    }

    /// Adds the sums to the store's summaries.
    func apply(_ db: Database) throws {
        var all = months
        for (number, group) in groups.enumerated() {
            for (category, sum) in groupSums[number].enumerated() where sum.rows != 0 {
                all[
                    RunKey(
                        account: group.account, currency: group.currency, month: group.month, category: Int64(category))
                ] = sum
            }
        }
        let read = try db.makeStatement(
            sql: "SELECT total, rows FROM monthSum WHERE account = ? AND currency = ? AND month = ? AND categoryId = ?")
        let write = try db.makeStatement(sql: "INSERT OR REPLACE INTO monthSum VALUES (?, ?, ?, ?, ?, ?)")
        for (key, sum) in all where sum.rows != 0 {
            let arguments: StatementArguments = [
                accountNames[Int(key.account)].text, currencyNames[Int(key.currency)], Int(key.month), key.category,
            ]
            var merged = sum
            if let row = try Row.fetchOne(read, arguments: arguments) {
                let stored = StoreRow(row, table: "monthSum")
                try merged.add(try stored.integer("total"), rows: try stored.count("rows"))
            }
            try write.execute(arguments: arguments + [merged.total, merged.rows])
        }
        let readAccount = try db.makeStatement(sql: "SELECT rows, firstDay, lastDay FROM account WHERE name = ?")
        let writeAccount = try db.makeStatement(sql: "INSERT OR REPLACE INTO account VALUES (?, ?, ?, ?)")
        for (number, span) in spans.enumerated() where span.rows != 0 {
            let name = accountNames[number].text
            var merged = span
            if let row = try Row.fetchOne(readAccount, arguments: [name]) {
                let stored = StoreRow(row, table: "account")
                merged.rows += try stored.count("rows")
                merged.firstDay = min(merged.firstDay, try stored.day("firstDay"))
                merged.lastDay = max(merged.lastDay, try stored.day("lastDay"))
            }
            try writeAccount.execute(arguments: [name, merged.rows, merged.firstDay, merged.lastDay])
        }
    }

    /// Recomputes both summaries from the rows (after rows were removed).
    static func rebuild(_ db: Database) throws {
        try db.execute(
            sql: """
                DELETE FROM monthSum;
                DELETE FROM account;
                INSERT INTO account SELECT account, sum(rows), min(day), max(day) FROM block GROUP BY account;
                """)
        let write = try db.makeStatement(sql: "INSERT INTO monthSum VALUES (?, ?, ?, ?, ?, ?)")
        for (key, sum) in try monthSums(ofRows: db) {
            try write.execute(arguments: [
                key.account?.text ?? HistoryImport.defaultAccount, key.currency, key.month, key.category, sum.total,
                sum.rows,
            ])
        }
    }

    /// True when the stored summaries are what the rows add up to (`history check`); `rowSums`
    /// are the rows' ``monthSums(ofRows:)``.
    static func match(_ db: Database, rowSums computed: [MonthKey: Sum]) throws -> Bool {
        var stored: [MonthKey: Sum] = [:]
        let rows = try Row.fetchCursor(
            db, sql: "SELECT account, currency, month, categoryId, total, rows FROM monthSum")
        while let row = try rows.next() {
            let sum = StoreRow(row, table: "monthSum")
            let key = MonthKey(
                account: ExactName(try sum.text("account")), currency: try sum.text("currency"),
                month: try sum.month("month"),
                category: try sum.integer("categoryId"))
            // Two sums of one key would each be added by a report: a damaged store.
            guard
                stored.updateValue(Sum(total: try sum.integer("total"), rows: try sum.count("rows")), forKey: key)
                    == nil
            else { return false }
        }
        let accountsMatch =
            try Bool.fetchOne(
                db,
                sql: """
                    SELECT NOT EXISTS (SELECT account, sum(rows), min(day), max(day) FROM block GROUP BY account
                                       EXCEPT SELECT name, rows, firstDay, lastDay FROM account)
                       AND NOT EXISTS (SELECT name, rows, firstDay, lastDay FROM account
                                       EXCEPT SELECT account, sum(rows), min(day), max(day) FROM block GROUP BY account)
                    """) ?? false
        return accountsMatch && computed.count == stored.count
            && computed.allSatisfy { key, sum in
                stored[key].map { $0.total == sum.total && $0.rows == sum.rows } ?? false
            }
    }

    /// The month sums of every row, summed in Swift rather than by SQL's sum(): an overflow must
    /// fail, not turn into a float.
    static func monthSums(ofRows db: Database) throws -> [MonthKey: Sum] {
        var sums: [MonthKey: Sum] = [:]
        var currencies: [[UInt8]: String] = [:]
        var month = (day: Int.min, index: 0)
        try StoredBlocks.forEachRow(db) { place, row in
            if month.day != place.day { month = (place.day, HistoryCalendar.monthIndex(ofDay: place.day)) }
            let bytes = Array(row.currency)
            let currency = currencies[bytes] ?? String(decoding: bytes, as: UTF8.self)
            currencies[bytes] = currency
            let key = MonthKey(account: place.account, currency: currency, month: month.index, category: row.category)
            try sums[key, default: Sum()].add(row.amount, rows: 1)
        }
        return sums
    }
}

/// Days and months as the store keeps them: days since 1970-01-01, months as `year × 12 + month − 1`.
enum HistoryCalendar {
    static func day(_ date: LocalDate) -> Int { CivilCalendar.days(from: date) }

    static func monthIndex(_ date: LocalDate) -> Int { date.year * 12 + date.month - 1 }

    static func monthIndex(ofDay day: Int) -> Int {
        let civil = CivilCalendar.civil(days: day)
        return civil.year * 12 + civil.month - 1
    }

    static func yearMonth(index: Int) -> YearMonth {
        let year = CivilCalendar.floorDivide(index, 12)
        return YearMonth(year: year, month: index - year * 12 + 1)
    }

    static func iso(day: Int) -> String {
        CivilCalendar.date(fromDays: day)?.description ?? "\(day)"
    }
}
