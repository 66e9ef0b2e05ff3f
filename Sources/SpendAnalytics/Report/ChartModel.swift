import Foundation

/// The counters of `stats` in the JSON: every data row is either used or counted in one of these.
public struct ReportStats: Sendable, Hashable, Decodable {
    public var rows = 0
    public var used = 0
    public var skippedInvalid = 0
    public var duplicates = 0
    public var zeroAmount = 0
    public var nonTransaction = 0
    public var notCompleted = 0
    public var transfersExcluded = 0
    public var otherCurrency = 0
    public var otherMonths = 0
    /// Dateless rows after the data (a statement's summary or disclaimer), skipped. Not data rows,
    /// so not in `rows`; shown so that nothing is dropped unseen.
    public var trailer = 0
    /// With `--history`: the run's rows added to the store.
    public var imported: Int?
    /// With `--history`: the run's rows the store already held.
    public var alreadyKnown: Int?
    /// With `--history`: rows of paired transfers between the person's own accounts (both sides),
    /// left out of every sum.
    public var internalTransfers: Int?

    public init() {}
}

/// `spend-analytics.json`: the chart model a widget decodes, shaped like a WidgetKit timeline
/// (README: spend-analytics.json). Keys are the contract: never rename or remove one without bumping ``schemaVersion``.
///
/// Only `Decodable`: ``ChartJSON`` writes the file by hand (fixed bytes), and decodes it back
/// with `JSONDecoder` as a widget would.
public struct ChartModel: Sendable, Hashable, Decodable {
    public static let currentSchemaVersion = 1

    public var schemaVersion = ChartModel.currentSchemaVersion
    public var generatedAt: String
    public var timezone: String
    public var currency: String
    public var month: String
    public var entries: [Entry]
    public var refreshAfter: String
    public var deepLink: String
    public var charts: Charts
    public var stats: ReportStats
    /// With `--history`: every account of the store (name, rows, first and last date).
    public var accounts: [AccountSummary]?

    public init(generatedAt: String, timezone: String, currency: String, month: String, entries: [Entry],
                refreshAfter: String, deepLink: String, charts: Charts = Charts(), stats: ReportStats, accounts: [AccountSummary]? = nil) {
        self.accounts = accounts
        self.generatedAt = generatedAt
        self.timezone = timezone
        self.currency = currency
        self.month = month
        self.entries = entries
        self.refreshAfter = refreshAfter
        self.deepLink = deepLink
        self.charts = charts
        self.stats = stats
    }

    /// One timeline entry: the month's two donuts and the monthly sums.
    public struct Entry: Sendable, Hashable, Decodable {
        public var date: String
        public var spent: Side
        public var received: Side
        public var monthly: [MonthSum]

        public init(date: String, spent: Side, received: Side, monthly: [MonthSum]) {
            self.date = date
            self.spent = spent
            self.received = received
            self.monthly = monthly
        }
    }

    /// One direction's donut: title, total and at most six slices (top five plus Others).
    public struct Side: Sendable, Hashable, Decodable {
        public var title: String
        public var total: Int64
        public var totalText: String
        public var slices: [Slice]

        public init(title: String, total: Int64, totalText: String, slices: [Slice]) {
            self.title = title
            self.total = total
            self.totalText = totalText
            self.slices = slices
        }
    }

    public struct Slice: Sendable, Hashable, Decodable {
        public var category: String
        public var color: String
        public var amount: Int64
        public var amountText: String
        /// Percent of the side's total with two decimals; a side's slices sum to exactly 100.00.
        public var percentage: Percentage
        public var count: Int

        public init(category: String, color: String, amount: Int64, amountText: String, percentage: Percentage, count: Int) {
            self.category = category
            self.color = color
            self.amount = amount
            self.amountText = amountText
            self.percentage = percentage
            self.count = count
        }
    }

    public struct MonthSum: Sendable, Hashable, Decodable {
        public var month: String
        public var spent: Int64
        public var received: Int64
        public var net: Int64

        public init(month: String, spent: Int64, received: Int64, net: Int64) {
            self.month = month
            self.spent = spent
            self.received = received
            self.net = net
        }
    }

    public struct Charts: Sendable, Hashable, Decodable {
        public var spent = "spent.svg"
        public var received = "received.svg"

        public init() {}
    }
}

/// Reads a percentage of `spend-analytics.json` (`32.15`) back as hundredths, through `Decimal`
/// rather than a binary floating-point value. (``ChartJSON`` writes them; nothing encodes one.)
extension Percentage: Decodable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(Decimal.self)
        var scaled = text * 100
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        self.init(hundredths: NSDecimalNumber(decimal: rounded).intValue)
    }
}
