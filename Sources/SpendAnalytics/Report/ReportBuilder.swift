import Foundation

/// Builds the ``ChartModel`` from a run's ledger: report month, currency, top five plus Others,
/// exact percentages, monthly sums, refresh date (docs/JSON.md: How the numbers are made, spend-analytics.json).
///
/// `stats` carries the reader's counters and `transfersExcluded`; the builder fills in `used`,
/// `otherCurrency` and `otherMonths` from the ledger (see ``ReportAggregate``), so that
/// `rows = used + skippedInvalid + duplicates + zeroAmount + nonTransaction + notCompleted +
/// transfersExcluded + otherCurrency + otherMonths` whenever every row the reader hands on is
/// either excluded as a transfer or added to the ledger.
enum ReportBuilder {
    /// Titles of the two donuts in the standard style.
    static let spentTitle = "Money Spent"
    static let receivedTitle = "Money Received"

    /// The model of `ledger`.
    ///
    /// - Parameters:
    ///   - colors: colours already resolved, used when they are `taxonomy`'s (else resolved here).
    ///   - latestDate: the latest date of the report currency's rows up to the end of the
    ///     report month when the ledger's sums carry no dates (the history store's month sums):
    ///     given the currency choice and the report month; `nil` to use the ledger's own dates.
    static func build(
        ledger: SpendLedger, taxonomy: Taxonomy, stats: ReportStats, options: ReportOptions,
        colors: DonutColors? = nil,
        latestDate: ((ReportCurrency.Choice, YearMonth) throws -> LocalDate?)? = nil
    ) throws -> ChartModel {
        var aggregate = try ReportAggregate(
            ledger: ledger, taxonomy: taxonomy, currency: options.currency, month: options.month,
            fallbackMonth: Timestamp.yearMonth(options.now, in: options.timeZone))
        if let latestDate { aggregate.latestDate = try latestDate(aggregate.currencyChoice, aggregate.month) }
        let colors = colors.flatMap { $0.taxonomy == taxonomy ? $0 : nil } ?? DonutColors(taxonomy: taxonomy)
        return build(aggregate: aggregate, colors: colors, stats: stats, options: options)
    }

    /// The model of an aggregate already computed, its hashed colours resolved by `colors`.
    static func build(aggregate: ReportAggregate, colors: DonutColors, stats: ReportStats, options: ReportOptions)
        -> ChartModel
    {
        let formatter = MoneyFormatter(currency: aggregate.currency, locale: options.locale)
        let previousMonth = aggregate.previousMonthHasData ? aggregate.month.previous : nil
        let generatedAt = Timestamp.iso8601(options.now, in: options.timeZone)
        let refreshAfter = Timestamp.iso8601(
            seconds: RefreshSchedule.refreshAfter(
                seconds: Timestamp.seconds(options.now), in: options.timeZone, at: options.refreshAt),
            in: options.timeZone)
        var stats = stats
        stats.used = aggregate.used
        stats.otherCurrency = aggregate.otherCurrency
        stats.otherMonths = aggregate.otherMonths

        let cardLink = deepLink(options.deepLink, month: aggregate.month)
        let sides = SideContext(
            formatter: formatter, colors: colors, identities: colors.identities,
            previousMonth: previousMonth, sliceLinks: SliceLinks(cardLink: cardLink))
        var spent = sides.side(aggregate.spent)
        var received = sides.side(aggregate.received)
        (spent.slices, received.slices) = colors.separations.separated(spent: spent.slices, received: received.slices)
        let entry = ChartModel.Entry(
            date: generatedAt, spent: spent, received: received,
            monthly: aggregate.monthly.map {
                ChartModel.MonthSum(
                    month: $0.month.description, spent: $0.spent.minorUnits,
                    received: $0.received.minorUnits, net: $0.net.minorUnits, formatter: formatter)
            })
        return ChartModel(
            generatedAt: generatedAt, timezone: options.timeZoneName ?? options.timeZone.identifier,
            currency: aggregate.currency,
            month: aggregate.month.description, entries: [entry], refreshAfter: refreshAfter,
            deepLink: cardLink, stats: stats,
            asOf: aggregate.latestDate?.description, locale: options.locale)
    }

    /// `template` with every `{month}` replaced by `yyyy-MM`.
    static func deepLink(_ template: String, month: YearMonth) -> String {
        // Replaced on the UTF-8 bytes: `{month}` is ASCII, so a byte match is a match of the text.
        // Each `{` is a possible start; a match is replaced whole and the search goes on after it.
        let bytes = Array(template.utf8)
        var link: [UInt8] = []
        var copied = 0
        var next = 0
        while let open = bytes[next...].firstIndex(of: UInt8(ascii: "{")) {
            guard bytes[open...].starts(with: ReportBuilder.monthToken) else {
                next = open + 1
                continue
            }
            link.append(contentsOf: bytes[copied..<open])
            link.append(contentsOf: month.description.utf8)
            next = open + ReportBuilder.monthToken.count
            copied = next
        }
        guard copied > 0 else { return template }
        link.append(contentsOf: bytes[copied...])
        return String(decoding: link, as: UTF8.self)
    }

    private static let monthToken = Array("{month}".utf8)

    /// A slice's link: the card's (``deepLink(_:month:)``) with `side=spent&category=ID` added to
    /// its query (before any `#fragment`).
    static func sliceDeepLink(_ template: String, month: YearMonth, direction: Direction, id: String) -> String {
        sliceDeepLink(cardLink: deepLink(template, month: month), direction: direction, id: id)
    }

    /// ``sliceDeepLink(_:month:direction:id:)`` of the card's link already made.
    static func sliceDeepLink(cardLink link: String, direction: Direction, id: String) -> String {
        SliceLinks(cardLink: link).link(direction: direction, id: id)
    }

    /// The card's link cut where a slice's query goes, once for all of a model's slices.
    struct SliceLinks {
        /// The link before any `#fragment`, with the `?` or `&` a slice's query follows.
        private let start: String
        /// The `#fragment` (or nothing).
        private let fragment: Substring

        init(cardLink link: String) {
            let fragmentStart = link.firstIndex(of: "#") ?? link.endIndex
            let base = link[..<fragmentStart]
            start = base + (base.contains("?") ? "&" : "?")
            fragment = link[fragmentStart...]
        }

        /// ``ReportBuilder/sliceDeepLink(cardLink:direction:id:)``, its parts' bytes put together
        /// once (not a string made per part).
        func link(direction: Direction, id: String) -> String {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(start.utf8.count + id.utf8.count + fragment.utf8.count + 32)
            bytes.append(contentsOf: start.utf8)
            bytes.append(contentsOf: "side=".utf8)
            bytes.append(contentsOf: direction.rawValue.utf8)
            bytes.append(contentsOf: "&category=".utf8)
            bytes.append(contentsOf: id.utf8)
            bytes.append(contentsOf: fragment.utf8)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The side's title in `locale`'s words: `Money Spent`, `Money Received`.
    static func title(_ direction: Direction, locale: DisplayLocale) -> String {
        locale.words[direction == .spent ? "title.spent" : "title.received"]
    }

    /// What every side of one model is made with.
    struct SideContext {
        var formatter: MoneyFormatter
        var colors: DonutColors
        var identities: SliceIdentities
        /// The month the previous amounts are of; `nil`: that month has no data.
        var previousMonth: YearMonth?
        /// The card's link (``ReportBuilder/deepLink(_:month:)``), cut once for every slice's.
        var sliceLinks: SliceLinks

        /// The side of `donut`.
        func side(_ donut: DonutSide) -> ChartModel.Side {
            let locale = formatter.locale
            var side = ChartModel.Side(
                title: ReportBuilder.title(donut.direction, locale: locale), total: donut.total.minorUnits,
                totalText: formatter.string(donut.total),
                slices: donut.slices.map { slice(of: $0, direction: donut.direction) },
                shortTotalText: formatter.compactString(donut.total))
            if let previousMonth, let previous = donut.previousTotal {
                side.previousTotal = previous.minorUnits
                side.previousTotalText = formatter.string(previous)
                let change = ChangeText.change(current: donut.total, previous: previous)
                if let change {
                    let magnitude = Decimal(string: String(change.percent)) ?? 0
                    side.change = change.negative ? -magnitude : magnitude
                }
                if change != nil || donut.total.minorUnits > 0 {
                    side.changeText = locale.comparison(
                        change.map(locale.arrowPercent) ?? locale.words["new"], against: previousMonth)
                }
            }
            return side
        }

        func slice(of slice: DonutSlice, direction: Direction) -> ChartModel.Slice {
            let locale = formatter.locale
            let color = colors.color(of: slice.name, direction: direction, own: slice.color)
            var previous: Money?
            var change: String?
            if let previousMonth, let amount = slice.previousAmount {
                previous = amount
                change = ChangeText.text(
                    current: slice.amount, previous: amount, against: previousMonth, locale: locale)
            }
            let (light, dark) = colors.shown(color)
            let identity = identities.identity(of: slice.name, direction: direction)
            var shown = ChartModel.Slice(
                id: identity.id, category: slice.name, color: light, darkColor: dark,
                amount: slice.amount.minorUnits, amountText: formatter.string(slice.amount),
                percentage: slice.percentage, count: slice.count,
                percentageText: locale.percentageText(slice.percentage),
                previousAmount: previous?.minorUnits, previousAmountText: previous.map(formatter.string),
                changeText: change)
            shown.isTransfer = identity.isTransfer
            shown.icon = identity.icon.map { ChartModel.Icon(sfSymbol: $0.sfSymbol, material: $0.material) }
            shown.categoryText =
                identity.icon != nil ? (locale.words.categoryName(id: identity.id) ?? slice.name) : slice.name
            shown.deepLink = sliceLinks.link(direction: direction, id: identity.id)
            return shown
        }
    }
}
