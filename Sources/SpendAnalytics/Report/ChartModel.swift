import Foundation

/// The counters of `stats` in the JSON: every data row is either used or counted in one of these.
public struct ReportStats: Sendable, Hashable, Decodable {
    /// Data rows after the header (not the preamble, nor a dateless trailer).
    public var rows = 0
    /// Rows of the report month in the report currency: all of them are in the donuts.
    public var used = 0
    /// Unreadable rows skipped with `--skip-invalid`.
    public var skippedInvalid = 0
    /// Rows that repeat an earlier row's reference, date, amount and description.
    public var duplicates = 0
    /// Rows whose amount is zero.
    public var zeroAmount = 0
    /// Rows with every amount cell empty (balance lines, card-number lines).
    public var nonTransaction = 0
    /// Rows whose status says failed, declined, pending, reverted and the like.
    public var notCompleted = 0
    /// Transfer rows left out by `--exclude-transfers`.
    public var transfersExcluded = 0
    /// Rows that name a currency other than the report's.
    public var otherCurrency = 0
    /// Rows in the report currency from other months.
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
    /// Rows whose Category value would have been a new category past the limit of new
    /// categories per run (docs/LIMITS.md: Limits), counted in Others; `nil` (no key in the JSON) when none.
    public var foldedIntoOthers: Int?

    /// Every counter at zero.
    public init() {}
}

/// `spend-analytics.json`: the chart model a widget decodes, shaped like a WidgetKit timeline
/// (docs/JSON.md: spend-analytics.json). Keys are the contract: never rename or remove one without bumping ``schemaVersion``.
///
/// Only `Decodable`: ``ChartJSON`` writes the file by hand (fixed bytes), and decodes it back
/// with `JSONDecoder` as a widget would.
public struct ChartModel: Sendable, Hashable, Decodable {
    /// The `schemaVersion` this build writes.
    public static let currentSchemaVersion = 1

    /// Bumped when a key is removed or changes meaning.
    public var schemaVersion = ChartModel.currentSchemaVersion
    /// When the report was made, ISO 8601 local time in ``timezone`` with its offset.
    public var generatedAt: String
    /// The IANA zone of every timestamp.
    public var timezone: String
    /// The ISO 4217 code of every amount in the file.
    public var currency: String
    /// The report month, `yyyy-MM`.
    public var month: String
    /// The report month for display, `November 2026` (in `--locale`'s words: `novembre 2026`).
    public var monthLabel: String
    /// The latest transaction date in the report currency's data up to the end of the report
    /// month, `yyyy-MM-dd`; `nil` (no key) when there is none.
    public var asOf: String?
    /// ``asOf`` for display, `Updated 21 Nov` (in `--locale`'s words); `nil` with it.
    public var asOfText: String?
    /// ``refreshAfter`` for display, `Next update 28 Nov, 06:00`.
    public var refreshAfterText: String
    /// The ISO 4217 exponent of ``currency``: how many fraction digits its minor unit has (2, JPY 0, KWD 3).
    public var currencyExponent: Int
    /// What the display strings put before the digits: `₹`, `$`, `€`, `£`, else the code (`JPY`); empty for `XXX`.
    public var currencySymbol: String
    /// The timeline entries: exactly one today.
    public var entries: [Entry]
    /// When the widget should reload (`Timeline(policy: .after(refreshAfter))`).
    public var refreshAfter: String
    /// The URL the widget opens when tapped.
    public var deepLink: String
    /// The file names of every SVG chart the run wrote, relative to the JSON file.
    public var charts: Charts
    /// The row counters: every data row is in exactly one.
    public var stats: ReportStats
    /// With `--history`: every account of the store (name, rows, first and last date).
    public var accounts: [AccountSummary]?

    /// A model with every key given; ``monthLabel``, ``currencyExponent`` and ``currencySymbol``
    /// follow from `month`, `currency` and `locale` (``DisplayLocale/standard`` by default).
    public init(
        generatedAt: String, timezone: String, currency: String, month: String, entries: [Entry],
        refreshAfter: String, deepLink: String, charts: Charts = Charts(), stats: ReportStats,
        accounts: [AccountSummary]? = nil,
        asOf: String? = nil, locale: DisplayLocale = .standard
    ) {
        self.accounts = accounts
        self.asOf = asOf
        self.asOfText = asOf.flatMap(locale.updatedText)
        self.refreshAfterText = locale.nextUpdateText(refreshAfter)
        self.generatedAt = generatedAt
        self.timezone = timezone
        self.currency = currency
        self.month = month
        self.monthLabel = YearMonth(month).map(locale.monthLabel) ?? month
        self.currencyExponent = CurrencyExponent.of(currency)
        self.currencySymbol = MoneyFormatter(currency: currency, locale: locale).symbol
        self.entries = entries
        self.refreshAfter = refreshAfter
        self.deepLink = deepLink
        self.charts = charts
        self.stats = stats
    }

    /// One timeline entry: the month's two donuts and the monthly sums.
    public struct Entry: Sendable, Hashable, Decodable {
        /// The entry's date, equal to ``ChartModel/generatedAt``.
        public var date: String
        /// The money-spent donut of the report month.
        public var spent: Side
        /// The money-received donut of the report month.
        public var received: Side
        /// Monthly sums, oldest first.
        public var monthly: [MonthSum]

        /// An entry with both donuts and the monthly sums.
        public init(date: String, spent: Side, received: Side, monthly: [MonthSum]) {
            self.date = date
            self.spent = spent
            self.received = received
            self.monthly = monthly
        }
    }

    /// One direction's donut: title, total and at most six slices (top five plus Others).
    public struct Side: Sendable, Hashable, Decodable {
        /// `Money Spent` or `Money Received`.
        public var title: String
        /// All the side's money in the report month, in minor units (≥ 0).
        public var total: Int64
        /// ``total`` for display (`₹23,400.00`).
        public var totalText: String
        /// At most six: the five largest categories, then one Others slice; empty when ``total`` is 0.
        public var slices: [Slice]
        /// ``total`` shortened for a headline: `$12.4M`, `₹1.23L`, `1,2 Mio. €` (docs/JSON.md: Display strings).
        public var shortTotalText: String
        /// The side's money in the month before the report month (0 when it had none); `nil` (no
        /// key) when that month holds no row in the report currency.
        public var previousTotal: Int64?
        /// ``previousTotal`` for display.
        public var previousTotalText: String?
        /// The change of ``total`` against ``previousTotal`` in whole percent, signed, rounded as
        /// `changeText` of a slice; `nil` (no key) without a previous total or when it is 0.
        public var change: Decimal?
        /// ``change`` for display after an arrow, `▲ 12% vs October`, `▼ 5% vs October`,
        /// `0% vs October`, `new vs October` (previous total 0); `nil` without ``previousTotal``
        /// or when both months are 0.
        public var changeText: String?

        /// A side with its title, total and slices.
        public init(
            title: String, total: Int64, totalText: String, slices: [Slice], shortTotalText: String? = nil,
            previousTotal: Int64? = nil, previousTotalText: String? = nil, change: Decimal? = nil,
            changeText: String? = nil
        ) {
            self.title = title
            self.total = total
            self.totalText = totalText
            self.slices = slices
            self.shortTotalText = shortTotalText ?? totalText
            self.previousTotal = previousTotal
            self.previousTotalText = previousTotalText
            self.change = change
            self.changeText = changeText
        }
    }

    /// One category's part of a donut.
    public struct Slice: Sendable, Hashable, Decodable {
        /// The category's name as the run knows it (`Others` for the folded slice): the stable
        /// key, English for a built-in category in every locale.
        public var category: String
        /// A stable id for styling (``SliceIdentities``): `food-dining`, `others`, `pottery-studio`.
        public var id: String
        /// The name to show, in `--locale`'s words for a built-in category (`Lebensmittel`), else ``category``.
        public var categoryText: String
        /// Money moved between the person's own accounts (Transfers, card bill payments, a
        /// category with `transfer: true`): a widget may show it apart from spending.
        public var isTransfer: Bool
        /// A built-in category's icon; `nil` (no key) for any other.
        public var icon: Icon?
        /// The URL the row of this slice opens (docs/JSON.md: spend-analytics.json).
        public var deepLink: String
        /// The category's fixed colour on a light background, `#RRGGBB` (≥ 3:1 against white).
        public var color: String
        /// The category's fixed colour on the dark background `#1C1C1E` (≥ 3:1 against it).
        public var darkColor: String
        /// Minor units (> 0).
        public var amount: Int64
        /// ``amount`` for display.
        public var amountText: String
        /// Percent of the side's total with two decimals; a side's slices sum to exactly 100.00.
        public var percentage: Percentage
        /// ``percentage`` for display with both decimals and a percent sign, `32.15%` (a JSON
        /// number such as `20.50` reads back as `20.5` in JavaScript).
        public var percentageText: String
        /// Transactions in the slice (≥ 1).
        public var count: Int
        /// The slice's money in the month before the report month, in minor units (0 when it had
        /// none); `nil` (no key) when that month holds no row in the report currency at all.
        public var previousAmount: Int64?
        /// ``previousAmount`` for display.
        public var previousAmountText: String?
        /// The change against the previous month, `+12% vs October`, `−5% vs October`,
        /// `new vs October` (docs/JSON.md: Display strings); `nil` with ``previousAmount``.
        public var changeText: String?

        /// A slice with every key given; `percentageText` defaults to `32.15%`.
        public init(
            category: String, color: String, darkColor: String, amount: Int64, amountText: String,
            percentage: Percentage, count: Int,
            percentageText: String? = nil, previousAmount: Int64? = nil, previousAmountText: String? = nil,
            changeText: String? = nil
        ) {
            self.init(
                id: SliceIdentities.slug(category), category: category, color: color, darkColor: darkColor,
                amount: amount, amountText: amountText, percentage: percentage, count: count,
                percentageText: percentageText, previousAmount: previousAmount,
                previousAmountText: previousAmountText, changeText: changeText)
        }

        /// A slice whose `id` is already known (``SliceIdentities``).
        init(
            id: String, category: String, color: String, darkColor: String, amount: Int64, amountText: String,
            percentage: Percentage, count: Int, percentageText: String?, previousAmount: Int64?,
            previousAmountText: String?, changeText: String?
        ) {
            self.category = category
            self.color = color
            self.darkColor = darkColor
            self.amount = amount
            self.amountText = amountText
            self.percentage = percentage
            self.percentageText = percentageText ?? percentage.description + "%"
            self.count = count
            self.previousAmount = previousAmount
            self.previousAmountText = previousAmountText
            self.changeText = changeText
            self.id = id
            categoryText = category
            isTransfer = false
            icon = nil
            deepLink = ""
        }
    }

    /// A built-in category's icon in the two symbol sets widgets draw from.
    public struct Icon: Sendable, Hashable, Decodable {
        /// An SF Symbols name, `fork.knife`.
        public var sfSymbol: String
        /// A Material Symbols name, `restaurant`.
        public var material: String
    }

    /// One month's sums in minor units.
    public struct MonthSum: Sendable, Hashable, Decodable {
        /// The month, `yyyy-MM`.
        public var month: String
        /// Money spent that month.
        public var spent: Int64
        /// Money received that month.
        public var received: Int64
        /// ``received`` − ``spent``; negative when more went out than came in.
        public var net: Int64
        /// ``spent`` for display, `₹22,100.00`.
        public var spentText: String
        /// ``received`` for display.
        public var receivedText: String
        /// ``net`` for display, `-₹17,100.00` when negative.
        public var netText: String
        /// ``month`` for display, `November 2026` (in `--locale`'s words).
        public var monthText: String

        /// A month with its sums, displayed in `currency`'s style and exponent.
        public init(month: String, spent: Int64, received: Int64, net: Int64, currency: String) {
            self.init(
                month: month, spent: spent, received: received, net: net, formatter: MoneyFormatter(currency: currency))
        }

        /// A month with its sums, displayed by `formatter`.
        init(month: String, spent: Int64, received: Int64, net: Int64, formatter: MoneyFormatter) {
            self.month = month
            self.spent = spent
            self.received = received
            self.net = net
            spentText = formatter.string(Money(minorUnits: spent))
            receivedText = formatter.string(Money(minorUnits: received))
            netText = formatter.string(Money(minorUnits: net))
            monthText = YearMonth(month).map(formatter.locale.monthLabel) ?? month
        }
    }

    /// The SVG files beside the JSON file: every chart the run wrote, in light and dark.
    public struct Charts: Sendable, Hashable, Decodable {
        /// The money-spent donut.
        public var spent = "spent.svg"
        /// The money-received donut.
        public var received = "received.svg"
        /// The small widget (the spent donut).
        public var widgetSmall = "widget-small.svg"
        /// The medium widget (the month, the spent donut and its legend).
        public var widgetMedium = "widget-medium.svg"
        /// The large widget (the month, both donuts, legends with amounts).
        public var widgetLarge = "widget-large.svg"
        /// The monthly sums as bars.
        public var trend = "trend.svg"
        /// ``spent`` on the dark background.
        public var spentDark = "spent-dark.svg"
        /// ``received`` on the dark background.
        public var receivedDark = "received-dark.svg"
        /// ``widgetSmall`` on the dark background.
        public var widgetSmallDark = "widget-small-dark.svg"
        /// ``widgetMedium`` on the dark background.
        public var widgetMediumDark = "widget-medium-dark.svg"
        /// ``widgetLarge`` on the dark background.
        public var widgetLargeDark = "widget-large-dark.svg"
        /// ``trend`` on the dark background.
        public var trendDark = "trend-dark.svg"
        /// With `--png`: each widget as PNG by key (`widgetSmall2x`, `widgetSmallDark3x`, …:
        /// ``WidgetPNGs/names``); empty (no keys) without it.
        public var png: [String: String] = [:]
        /// The charts drawn (`--charts`): only their keys are listed (``svgs``).
        public var drawn = ChartSet.all

        /// The default file names (`spent.svg`, `spent-dark.svg`, …).
        public init() {}

        public init(from decoder: Decoder) throws {
            let values = try decoder.container(keyedBy: AnyKey.self)
            // A report of `--charts light` lists no dark twin, one of `--charts none` no chart.
            drawn = !values.contains(AnyKey("spent")) ? .none : !values.contains(AnyKey("spentDark")) ? .light : .all
            func file(_ key: String) throws -> String {
                try values.decodeIfPresent(String.self, forKey: AnyKey(key)) ?? Charts.defaultFiles[key] ?? key
            }
            (spent, received, widgetSmall, widgetMedium, widgetLarge, trend) =
                (
                    try file("spent"), try file("received"), try file("widgetSmall"), try file("widgetMedium"),
                    try file("widgetLarge"), try file("trend")
                )
            (spentDark, receivedDark, widgetSmallDark, widgetMediumDark, widgetLargeDark, trendDark) =
                (
                    try file("spentDark"), try file("receivedDark"), try file("widgetSmallDark"),
                    try file("widgetMediumDark"),
                    try file("widgetLargeDark"), try file("trendDark")
                )
            for key in WidgetPNGs.names.keys { png[key] = try values.decodeIfPresent(String.self, forKey: AnyKey(key)) }
        }

        /// Any key of the `charts` object.
        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        /// Every key and its file: the SVGs in the order the files are written (light, then
        /// dark), then the PNGs by key.
        public var all: [(key: String, file: String)] {
            svgs + png.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }

        /// The drawn SVG charts' keys and files (``drawn``), light then dark.
        public var svgs: [(key: String, file: String)] {
            Array(everySVG.prefix(drawn.appearances.count * WidgetCharts.stems.count))
        }

        /// The file names of a report that draws every chart, by key.
        static let defaultFiles = Dictionary(uniqueKeysWithValues: Charts().everySVG.map { ($0.key, $0.file) })

        /// Every SVG chart's key and file, light then dark, drawn or not.
        var everySVG: [(key: String, file: String)] {
            [
                ("spent", spent), ("received", received), ("widgetSmall", widgetSmall), ("widgetMedium", widgetMedium),
                ("widgetLarge", widgetLarge), ("trend", trend), ("spentDark", spentDark),
                ("receivedDark", receivedDark),
                ("widgetSmallDark", widgetSmallDark), ("widgetMediumDark", widgetMediumDark),
                ("widgetLargeDark", widgetLargeDark),
                ("trendDark", trendDark),
            ]
        }
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
