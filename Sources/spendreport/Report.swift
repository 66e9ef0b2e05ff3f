import ArgumentParser
import Foundation
import SpendAnalytics

/// `spendreport report INPUT --out DIR`: the nightly job (also the default subcommand).
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "Read transactions CSVs and write the widget's JSON and SVG charts into --out DIR (the default command).",
        discussion: """
            Writes 13 files into DIR as one set: spend-analytics.json and six SVG charts, \
            spent.svg, received.svg, widget-small.svg, widget-medium.svg, widget-large.svg and \
            trend.svg, each with its -dark twin (spent-dark.svg and so on). --charts light writes 7 (no -dark \
            twins), --charts none 1 (the JSON alone); --png adds 12 PNGs, \
            widget-{small,medium,large}[-dark]@{2,3}x.png (25 files). Each name is a link into the \
            set in force (DIR/.current); DIR/.spendreport.lock serialises runs on DIR. A failed run \
            leaves the previous set in force, and a refused first run leaves no DIR behind. On \
            success it prints one summary line on stderr and nothing on stdout.

            Exit status: 0 success, 64 usage, 65 bad input data (or an input without data rows, \
            unless --allow-empty), 66 input missing, 69 --png without librsvg, 70 --png could not \
            draw a chart, 73 output cannot be written, 75 output locked (--no-wait).
            """
    )

    @Argument(help: "The transactions CSVs (one account each), or - once for standard input.")
    var inputs: [String]

    @Option(name: .long, help: "Output directory (created when missing).")
    var out: String = "out"

    @Option(help: "Import the inputs into this SQLite history store and report every account and month it holds.")
    var history: String?

    @Option(name: .customLong("account"), help: "The account of each input, in order (repeatable; needs --history).")
    var accounts: [String] = []

    @Flag(name: .customLong("allow-empty"), help: "Accept an input without any data row instead of exiting 65.")
    var allowEmpty = false

    @Flag(
        name: .customLong("png"),
        help: "Also write each widget as PNG at @2x and @3x, light and dark (needs librsvg2-2, loaded only then).")
    var png = false

    @OptionGroup var inputOptions: InputOptions
    @OptionGroup var rulesOptions: RulesOptions
    @OptionGroup var reportOptions: ReportOptionsGroup

    func run() throws {
        if history == nil { MallocTuning.apply() }
        try ExitStatus.mapping {
            var readerOptions = try inputOptions.readerOptions()
            let sources = inputs.map(InputSource.init(path:))
            let progress = ReadProgress()
            let progressBar = inputs.count == 1 ? ProgressBar(input: sources[0], progress: progress) : nil
            if progressBar != nil { readerOptions.progress = progress }
            let rules = try rulesOptions.loadRules()
            var report = try reportOptions.reportOptions(timeZone: readerOptions.timeZone, named: inputOptions.timezone)
            report.png = png
            if png && report.charts != .all {
                throw ValidationError(
                    "--png draws every widget light and dark: leave out --charts \(report.charts.rawValue)")
            }
            let options = ReportPipeline.Options(
                reader: readerOptions, rules: rules,
                excludeTransfers: reportOptions.excludeTransfers,
                report: report,
                history: history.map { ReportPipeline.HistoryOptions(path: $0, accounts: accounts) },
                allowEmpty: allowEmpty, requiresNamedCurrency: true)
            let job = ReportJob(
                pipeline: ReportPipeline(sources: sources, options: options),
                directory: out, waitForLock: !reportOptions.noWait)
            var events = ReportJob.Events()
            events.willRead = { progressBar?.start() }
            events.didRead = { progressBar?.finish() }
            events.problem = { problem in
                Standard.error(
                    (progressBar == nil ? "" : "\r\u{1B}[2K") + "spendreport: skipped: " + problem.description)
            }
            events.warning = { warning in Standard.error("spendreport: warning: " + warning) }
            let output = try job.run(events)
            Standard.error(RunSummary(input: inputs.joined(separator: ", "), out: out, model: output.model).line)
        }
    }

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one input CSV (or - for standard input)") }
        guard inputs.filter({ $0 == "-" }).count <= 1 else {
            throw ValidationError("standard input (-) can be read once only")
        }
        if !accounts.isEmpty {
            guard history != nil else {
                throw ValidationError("--account names the accounts of a --history store; add --history FILE")
            }
            guard accounts.count == inputs.count else {
                throw ValidationError(
                    "--account is given \(accounts.count) times for \(inputs.count) inputs; name every input's account, in order"
                )
            }
        }
    }
}

/// Options that shape the report itself (month, currency, clock, refresh, deep link, lock).
struct ReportOptionsGroup: ParsableArguments {
    @Option(help: "Report month as yyyy-MM (default: the latest month in the data).")
    var month: String?

    @Option(help: "Report currency as an ISO code (default: the most frequent currency in the data).")
    var currency: String?

    @Option(help: "Fix the clock, ISO 8601 (e.g. 2026-11-22T02:00:00+05:30), for reproducible runs.")
    var now: String?

    @Option(name: .customLong("refresh-at"), help: "Refresh the next day at HH:mm instead of midnight.")
    var refreshAt: String?

    @Option(name: .customLong("deep-link"), help: "URL the widget opens when tapped; {month} is replaced by yyyy-MM.")
    var deepLink: String = ReportOptions.defaultDeepLink

    @Option(
        help: ArgumentHelp(
            "Display strings in this locale's style: \(DisplayLocale.identifiers.joined(separator: ", ")) (default: locale-free).",
            valueName: "locale"))
    var locale: String?

    @Flag(name: .customLong("exclude-transfers"), help: "Leave Transfers out of totals and donuts (counted in stats).")
    var excludeTransfers = false

    @Option(
        help: ArgumentHelp(
            "The SVG charts to draw: all (light and dark), light (no -dark twins) or none (the JSON alone).",
            valueName: "all|light|none"))
    var charts: String = ChartSet.all.rawValue

    @Flag(
        name: .customLong("no-wait"),
        help: "Exit 75 at once when another run holds the output lock, instead of waiting.")
    var noWait = false

    func reportOptions(timeZone: TimeZone, named name: String? = nil) throws -> ReportOptions {
        var options = ReportOptions(timeZone: timeZone)
        options.timeZoneName = name
        if let month {
            guard let parsed = YearMonth(month) else {
                throw ValidationError("--month must be yyyy-MM with a year from 0001 to 9999, not \"\(month)\"")
            }
            options.month = parsed
        }
        if let currency {
            let code = currency.uppercased()
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw ValidationError(
                    "--currency must be a three-letter ISO code such as INR or USD, not \"\(currency)\"")
            }
            options.currency = code
        }
        if let now {
            guard let seconds = Timestamp.seconds(iso8601: now) else {
                throw ValidationError(
                    "--now must be ISO 8601 with an offset, e.g. 2026-11-22T02:00:00+05:30, not \"\(now)\"")
            }
            options.now = Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        if let refreshAt {
            guard let time = RefreshTime(refreshAt) else {
                throw ValidationError("--refresh-at must be HH:mm, not \"\(refreshAt)\"")
            }
            options.refreshAt = time
        }
        // The widget decodes deepLink as a URL: an absolute URL with a scheme, once {month} is in.
        let sample = deepLink.replacingOccurrences(of: "{month}", with: "2026-01")
        guard let url = URL(string: sample), let scheme = url.scheme, !scheme.isEmpty, sample.count > scheme.count + 1
        else {
            throw ValidationError(
                "--deep-link must be an absolute URL such as spendreport://analytics?month={month}, not \"\(deepLink)\""
            )
        }
        options.deepLink = deepLink
        if let locale {
            guard let known = DisplayLocale(locale) else {
                throw ValidationError(
                    "--locale must be one of \(DisplayLocale.identifiers.joined(separator: ", ")), not \"\(locale)\"")
            }
            options.locale = known
        }
        guard let chartSet = ChartSet(rawValue: charts) else {
            throw ValidationError("--charts must be all, light or none, not \"\(charts)\"")
        }
        options.charts = chartSet
        if let now, !options.refreshFitsFourDigitYears {
            throw ValidationError(
                "--now \(now) is too late: refreshAfter (the next day in \(name ?? timeZone.identifier)) would be after the year 9999"
            )
        }
        return options
    }
}

/// The one summary line a run prints on stderr, e.g.
/// `spendreport: statement.csv → out/spend-analytics.json: 2026-11 INR, spent ₹23,400.00, received ₹5,000.00; 140 of 143 rows used (2 duplicates, 1 zero amount)`.
struct RunSummary {
    var input: String
    var out: String
    var model: ChartModel

    var line: String {
        var text =
            "spendreport: \(input) → \(out.hasSuffix("/") ? out : out + "/")\(ReportPipeline.jsonFileName): \(model.month) \(model.currency)"
        if let entry = model.entries.first {
            text += ", spent \(entry.spent.totalText), received \(entry.received.totalText)"
        }
        let stats = model.stats
        text += "; \(stats.used) of \(stats.rows) rows used"
        let others = RunSummary.counters(stats).filter { $0.count > 0 }.map { "\($0.count) \($0.label)" }
        if !others.isEmpty { text += " (" + others.joined(separator: ", ") + ")" }
        if let imported = stats.imported, let known = stats.alreadyKnown {
            text += "; history: \(imported) rows imported, \(known) already known"
            if let transfers = stats.internalTransfers, transfers > 0 {
                text += ", \(transfers) rows of transfers between own accounts"
            }
        }
        return text
    }

    static func counters(_ stats: ReportStats) -> [(count: Int, label: String)] {
        [
            (stats.otherMonths, "in other months"), (stats.otherCurrency, "in other currencies"),
            (stats.transfersExcluded, "transfers excluded"), (stats.duplicates, "duplicates"),
            (stats.zeroAmount, "zero amounts"), (stats.nonTransaction, "not transactions"),
            (stats.notCompleted, "not completed"), (stats.skippedInvalid, "skipped as invalid"),
            (stats.trailer, "trailer rows skipped"),
        ]
    }
}
