import Foundation

/// The whole job, usable without the CLI: read → categorise → aggregate → chart model and files.
///
/// Streams the input once through ``TransactionReader`` (which may sniff a prefix first),
/// keeping only the ``SpendLedger`` (currencies × months × categories) in memory.
public struct ReportPipeline: Sendable {
    /// Everything a run needs besides the input.
    public struct Options: Sendable {
        var reader: ReaderOptions
        var rules: CategoryRules
        /// `--exclude-transfers`: leave Transfers categories out of totals and donuts.
        var excludeTransfers: Bool
        var report: ReportOptions
        /// The reader's options, with rows that name no currency in `--currency` (their amounts
        /// are read in its exponent) unless the reader was told otherwise.
        var readerForUnlabelledCurrency: ReaderOptions {
            var reader = reader
            if reader.unlabelledCurrency == nil { reader.unlabelledCurrency = report.currency }
            return reader
        }
        /// `--history`: import into this store and report from it; `nil` for the single-run report.
        var history: HistoryOptions?
        /// `--allow-empty`: an input without any data row is not refused.
        var allowEmpty: Bool
        /// An input none of whose rows has a currency (no column, symbol, code, header or known
        /// export names one) is refused unless `--currency` names it: the command-line tool's
        /// rule (docs/JSON.md: Currency). A library caller may accept such rows as `XXX` (no currency).
        var requiresNamedCurrency: Bool

        /// How to read, categorise and shape one report.
        public init(
            reader: ReaderOptions = ReaderOptions(), rules: CategoryRules = .empty,
            excludeTransfers: Bool = false, report: ReportOptions, history: HistoryOptions? = nil,
            allowEmpty: Bool = false, requiresNamedCurrency: Bool = false
        ) {
            self.reader = reader
            self.rules = rules
            self.excludeTransfers = excludeTransfers
            self.report = report
            self.history = history
            self.allowEmpty = allowEmpty
            self.requiresNamedCurrency = requiresNamedCurrency
        }
    }

    /// `--history FILE` and `--account NAME`…
    public struct HistoryOptions: Sendable {
        /// The SQLite store, created when missing.
        var path: String
        /// The inputs' accounts, in order (fewer names than inputs: the rest are named by their rows).
        var accounts: [String]

        /// The store at `path`, the inputs named `accounts` in order.
        public init(path: String, accounts: [String] = []) {
            self.path = path
            self.accounts = accounts
        }
    }

    /// What a run produced: the model, the files to write and what the reader detected.
    public struct Output: Sendable {
        /// The chart model, as written to `spend-analytics.json`.
        public var model: ChartModel
        var summary: IngestSummary
        /// `spend-analytics.json` and the SVG charts, in a fixed order.
        var files: [(name: String, bytes: [UInt8])]
        /// What the report chose that the user may not expect, one sentence each (for stderr).
        var warnings: [String] = []
    }

    /// The JSON file's name inside `--out`.
    public static let jsonFileName = "spend-analytics.json"

    /// The inputs, read in order (`report INPUT...`).
    var sources: [InputSource]
    var options: Options
    /// A categoriser made from `options.rules` and never used, copied by each run instead of
    /// building one (its rule engine is immutable, so a copy is a fresh one): ``BatchJob`` makes
    /// it once for all owners.
    var categorizer: Categorizer?
    /// The donuts' colours for ``categorizer``'s taxonomy, made once for all owners as well: a
    /// run whose taxonomy is still that one uses them instead of resolving its own.
    var donutColors: DonutColors?

    /// The first input.
    var source: InputSource { sources[0] }

    /// A pipeline over `source` with `options`; nothing is read until it runs.
    public init(source: InputSource, options: Options) {
        self.init(sources: [source], options: options)
    }

    /// A run over several inputs (at least one).
    public init(sources: [InputSource], options: Options) {
        precondition(!sources.isEmpty, "a report needs an input")
        self.sources = sources
        self.options = options
    }

    /// Reads the input and builds the model and files; writes nothing.
    ///
    /// Row accounting (the `stats` of the JSON): every data row the reader counts in `rows` ends
    /// in exactly one counter, so
    /// `rows = used + skippedInvalid + duplicates + zeroAmount + nonTransaction + notCompleted
    ///  + transfersExcluded + otherCurrency + otherMonths`.
    /// The reader owns the first five counters; transfers left out by `--exclude-transfers` are
    /// counted here before they reach the ledger (whatever their month or currency); the ledger's
    /// rows are split by ``ReportAggregate`` into used, other-currency and other-month rows.
    ///
    /// - Parameters:
    ///   - opened: the input files, already opened by ``InputSource/openFile()``, in input order
    ///     (`nil` or missing: opened here).
    ///   - onProblem: called for each row skipped with `--skip-invalid`, as it happens.
    public func run(opened: [FileHandle?] = [], onProblem: (InputError) -> Void = { _ in }) throws -> Output {
        Categorizer.prepareDictionary()
        if let history = options.history {
            return try HistoryReport(sources: sources, options: options, history: history).run(
                opened: opened, onProblem: onProblem)
        }
        var categorizer = self.categorizer ?? Categorizer(rules: options.rules)
        var feed = LedgerFeed(excludeTransfers: options.excludeTransfers)
        // Taken out here: the per-row closure must not capture `self` (a copy of the options per row).
        let rulesFile = options.rules.file ?? "rules"

        let inputCount = sources.count
        var readerOptions = options.readerForUnlabelledCurrency
        // The rows' merchant keys are made on the tokenizer thread, for learning.
        readerOptions.merchantKeying = categorizer.merchantKeying(inputCount: inputCount)
        let inputs = InputsReader(
            sources: sources, opened: opened, options: readerOptions, allowEmpty: options.allowEmpty,
            dateLimit: RowDateLimit(now: options.report.now, zone: options.report.timeZone),
            requiresNamedCurrency: options.requiresNamedCurrency)
        let summary = try inputs.read(
            onProblem: onProblem,
            onInputLayout: { index, layout in
                // Learning costs per row and holds rows aside: on only when some input can teach.
                if index == 0 {
                    categorizer.learning = categorizer.needsLearning(
                        inputCount: inputCount, firstHasCategoryColumn: layout.category != nil)
                }
            }
        ) { record, fileName in
            let categorized = categorizer.categorize(record, file: fileName)
            try ReportPipeline.checkRegexBudget(
                categorizer, rulesFile: rulesFile, line: record.line, fileName: fileName)
            try feed.add(record, categorized, taxonomy: categorizer.taxonomy, file: fileName)
        }
        try feed.finish(categorizer: categorizer)

        var stats = InputsReader.reportStats(summary.stats)
        stats.transfersExcluded = feed.transfersExcluded
        if categorizer.foldedIntoOthers > 0 { stats.foldedIntoOthers = categorizer.foldedIntoOthers }
        let model = try ReportBuilder.build(
            ledger: feed.ledger, taxonomy: categorizer.taxonomy, stats: stats, options: options.report,
            colors: donutColors)
        return try ReportPipeline.output(model, summary: summary, options: options.report)
    }

    /// Stops the run when a rule's regex went over its time budget on the row just categorised
    /// (docs/LIMITS.md: Limits): the category it gave cannot be trusted.
    @inline(__always)
    static func checkRegexBudget(_ categorizer: Categorizer, rulesFile: String, line: Int, fileName: String) throws {
        guard let rule = categorizer.regexOverBudget else { return }
        throw RulesError(
            file: rulesFile, line: rule.line,
            message: "the regex \"\(rule.regex?.pattern ?? "")\" took too long on the description on line "
                + "\(line) of \(fileName) (past its budget of \(RuleRegex.budgetNanoseconds / 1_000_000) ms): "
                + "simplify it, e.g. no repetition of a group that can match the same text two ways")
    }

    /// The run's files for `model`: the JSON, then the SVG charts, then with `--png` the widgets' PNGs
    /// (listed in the JSON's `charts`), all written as one set.
    static func output(_ model: ChartModel, summary: IngestSummary, options: ReportOptions) throws -> Output {
        var model = model
        model.charts.drawn = options.charts
        let charts = WidgetCharts.renderBytes(model, locale: options.locale, appearances: options.charts.appearances)
        var pictures: [(name: String, bytes: [UInt8])] = []
        if options.png {
            pictures = try WidgetPNGs.render(charts.map { ($0.fileName, String(decoding: $0.bytes, as: UTF8.self)) })
            model.charts.png = WidgetPNGs.names
        }
        var files: [(name: String, bytes: [UInt8])] = [(ReportPipeline.jsonFileName, try ChartJSON.encode(model))]
        files += charts.map { ($0.fileName, $0.bytes) }
        files += pictures
        return Output(
            model: model, summary: summary, files: files, warnings: ReportPipeline.warnings(model, summary, options))
    }

    /// Choices worth a word on stderr: rows dated after the current month (left out of the
    /// default month, which never passes the clock's), a requested currency that no row is in.
    static func warnings(_ model: ChartModel, _ summary: IngestSummary, _ options: ReportOptions) -> [String] {
        var warnings = summary.notes
        let today = Timestamp.yearMonth(options.now, in: options.timeZone)
        let later = summary.stats.afterCurrentMonth
        if options.month == nil, later > 0 {
            warnings.append(
                "\(later) row\(later == 1 ? " is" : "s are") dated after the current month \(today) and not in this "
                    + "report (a date may be mistyped; pass --month to report a later month)")
        }
        if let currency = options.currency, model.stats.used == 0, model.stats.otherMonths == 0,
            model.stats.otherCurrency > 0
        {
            warnings.append(
                "no row is in \(currency.uppercased()); all \(model.stats.otherCurrency) rows are in other currencies")
        }
        return warnings
    }
}
