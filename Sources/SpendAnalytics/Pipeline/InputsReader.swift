import Foundation

/// A run's inputs read one after the other through ``TransactionReader``: the records in input
/// order, the counters summed. An input without a single data row (a header only: an expired
/// bank session) is refused unless `allowEmpty`, so that it cannot blank the widget.
struct InputsReader {
    var sources: [InputSource]
    /// The files already opened (``InputSource/openFile()``), by input; `nil` or missing: opened when read.
    var opened: [FileHandle?] = []
    var options: ReaderOptions
    var allowEmpty: Bool
    /// Rows dated too far after the clock are refused (``RowDateLimit``); `nil`: no limit.
    var dateLimit: RowDateLimit?
    /// An input none of whose rows has a currency is refused (``ReportPipeline/Options/requiresNamedCurrency``).
    var requiresNamedCurrency = false

    /// Streams every input; `onRecord` gets each record with its input's display name.
    /// `onInputStart` is called before each input's first record with its index and detected
    /// profile's id (`nil` when none), then `onInputLayout` with its index and column layout;
    /// `onInputEnd` after each input with its index and summary.
    /// The summary returned has the summed counters and the first input's detected format.
    func read(
        onProblem: (InputError) -> Void,
        onInputStart: (Int, String?) throws -> Void = { _, _ in },
        onInputLayout: (Int, ColumnLayout) throws -> Void = { _, _ in },
        onInputEnd: (Int, IngestSummary) throws -> Void = { _, _ in },
        onRecord: (TransactionRecord, String) throws -> Void
    ) throws -> IngestSummary {
        var total: IngestSummary?
        for (index, source) in sources.enumerated() {
            let name = source.displayName
            let handle = index < opened.count ? opened[index] : nil
            var setAside = 0
            var afterCurrentMonth = 0
            var named = 0
            var records = 0
            // Two integers compared per row (``LocalDate/packed``); the rest only for a row after the current month.
            let nextMonth = dateLimit?.nextMonthPacked ?? Int32.max
            // `--currency` names the currency of the rows that name none.
            let mustNameCurrency = requiresNamedCurrency && options.unlabelledCurrency == nil
            var summary: IngestSummary
            do {
                summary = try TransactionReader(source: source, options: options, opened: handle).read(
                    onProblem: onProblem, onProfile: { profile in try onInputStart(index, profile) },
                    onLayout: { layout in try onInputLayout(index, layout) }
                ) { record in
                    if record.date.packed > nextMonth, let dateLimit {
                        if let refusal = dateLimit.refusal(record, file: name) {
                            // Never read: the same as a row that cannot be read.
                            guard options.skipInvalid else { throw refusal }
                            onProblem(refusal)
                            setAside += 1
                            return
                        }
                        afterCurrentMonth += 1
                    }
                    records += 1
                    if !record.currency.isEmpty { named += 1 }
                    // Refused early, before a large file is read to its end.
                    if mustNameCurrency && records == 64 && named == 0 {
                        throw InputError(file: name, reason: .currencyUnnamed)
                    }
                    try onRecord(record, name)
                }
            } catch let error as InputError where error.reason == .emptyFile && allowEmpty {
                // `--allow-empty`: a file of no bytes is a header without rows.
                summary = IngestSummary()
            }
            if mustNameCurrency && records > 0 && named == 0 { throw InputError(file: name, reason: .currencyUnnamed) }
            summary.stats.skippedInvalid += setAside
            summary.stats.afterCurrentMonth += afterCurrentMonth
            try InputsReader.judgeBalance(
                &summary, file: name, strict: options.strictBalance, given: options.unlabelledCurrency)
            if let profile = summary.detected.currencyFromProfile, options.unlabelledCurrency == nil {
                summary.notes.append(
                    "\(name): the currency \(summary.detected.defaultCurrency) is that of the \(profile) export's country, "
                        + "which the rows' shape matched: the file names none (give --currency if the account is in another)"
                )
            }
            if summary.stats.rows == 0 && !allowEmpty {
                throw InputError(file: name, reason: .noDataRows)
            }
            try onInputEnd(index, summary)
            if var sum = total {
                sum.stats = InputsReader.adding(sum.stats, summary.stats)
                sum.notes += summary.notes
                total = sum
            } else {
                total = summary
            }
        }
        return total ?? IngestSummary()
    }

    /// The running balance's breaks as notes (`FILE:LINE: …`, at most ten, then how many more), or
    /// with `strict` the first as the error. Amounts are written in the file's currency, else the
    /// one `--currency` gave (`given`).
    static func judgeBalance(_ summary: inout IngestSummary, file: String, strict: Bool, given: String? = nil) throws {
        guard let finding = summary.detected.balance, finding.breakCount > 0 else { return }
        let named = summary.detected.defaultCurrency
        let exponent = CurrencyExponent.of(named.isEmpty ? given ?? "" : named)
        func error(_ found: BalanceCheck.Break) -> InputError {
            InputError(
                file: file, position: SourcePosition(line: found.second),
                reason: .balanceBreak(
                    first: found.first, second: found.second,
                    missing: Money(minorUnits: found.missing).plainText(exponent: exponent)))
        }
        if strict, let first = finding.breaks.first { throw error(first) }
        for found in finding.breaks.prefix(10) { summary.notes.append(error(found).description) }
        if finding.breakCount > 10 {
            summary.notes.append(
                "\(file): the running balance does not follow at \(finding.breakCount - 10) more places")
        }
    }

    static func adding(_ a: IngestStats, _ b: IngestStats) -> IngestStats {
        var sum = a
        sum.rows += b.rows
        sum.skippedInvalid += b.skippedInvalid
        sum.duplicates += b.duplicates
        sum.zeroAmount += b.zeroAmount
        sum.nonTransaction += b.nonTransaction
        sum.notCompleted += b.notCompleted
        sum.trailer += b.trailer
        sum.afterCurrentMonth += b.afterCurrentMonth
        return sum
    }

    /// The JSON's `stats` with the reader's counters filled in.
    static func reportStats(_ ingest: IngestStats) -> ReportStats {
        var stats = ReportStats()
        stats.rows = ingest.rows
        stats.skippedInvalid = ingest.skippedInvalid
        stats.duplicates = ingest.duplicates
        stats.zeroAmount = ingest.zeroAmount
        stats.nonTransaction = ingest.nonTransaction
        stats.notCompleted = ingest.notCompleted
        stats.trailer = ingest.trailer
        return stats
    }
}
