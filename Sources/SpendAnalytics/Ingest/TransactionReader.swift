import Foundation

/// Counts of what the reader saw besides the transactions it handed on.
struct IngestStats: Sendable, Hashable, Codable {
    /// Data rows after the header (trailer rows excluded): every one is used or counted below.
    var rows = 0
    /// Rows skipped with `--skip-invalid` (each reported).
    var skippedInvalid = 0
    /// Rows repeating an earlier row's reference, date, amount and description.
    var duplicates = 0
    /// Rows whose amount is zero.
    var zeroAmount = 0
    /// Rows with every amount cell empty (balance lines, card-number lines).
    var nonTransaction = 0
    /// Rows whose status says the money did not (yet) move: failed, declined, reversed, cancelled, pending, on hold … (``StatusFilter``).
    var notCompleted = 0
    /// Dateless rows after the data (totals, disclaimers), skipped.
    var trailer = 0
    /// Rows dated after the clock's month (within ``RowDateLimit``): not in a default report month.
    var afterCurrentMonth = 0

    init() {}
}

/// What the reader detected (or was told): printed by `spendreport validate`.
struct DetectedFormat: Sendable, Hashable {
    var profile: String?
    var encoding: TextEncoding?
    var delimiter: UInt8 = UInt8(ascii: ",")
    /// 1-based line of the header row (`nil` with `--no-header`).
    var headerLine: Int?
    /// The columns used, by role: header text (or `#N`) and 0-based index.
    var columns: [ColumnAssignment] = []
    var dateOrder: DateOrder?
    /// Where the date order came from: `line 14 (25/11/2026)`, `profile sbi`, `--date-format dd/MM/yyyy`.
    var dateOrderSource: String?
    var dateFormat: DateFormat?
    var decimalMark: DecimalMark?
    /// Where the decimal mark came from: `line 9 (1.234,56)`, `profile ing`, `--decimal-comma`, default.
    var decimalMarkSource: String?
    /// The currency used when no currency column or symbol says (from the header or the profile).
    var defaultCurrency: String = ""
    /// The running balance's column header and what the check found (``BalanceCheck``), when the
    /// layout has one; `finding` is `nil` when the column does not run.
    var balanceColumn: String?
    /// How the columns were read from the data (``ColumnLayout/evidence``); empty when header
    /// words or a profile named them.
    var columnEvidence: [String] = []
    /// The profile whose country gave the currency, when its rows' shape recognised it and nothing
    /// in the file names the currency (a guess the user hears of).
    var currencyFromProfile: String?
    /// The line above the header that names the file's currency (`Currency,AED`), when one does.
    var currencyLine: Int?
    var balance: BalanceCheck.Finding?

    init() {}

    static func == (lhs: DetectedFormat, rhs: DetectedFormat) -> Bool {
        lhs.profile == rhs.profile && lhs.encoding == rhs.encoding && lhs.delimiter == rhs.delimiter
            && lhs.headerLine == rhs.headerLine && lhs.dateOrder == rhs.dateOrder
            && lhs.dateFormat == rhs.dateFormat && lhs.decimalMark == rhs.decimalMark
            && lhs.columns.map { "\($0.role)=\($0.header)@\($0.index)" }
                == rhs.columns.map { "\($0.role)=\($0.header)@\($0.index)" }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(profile)
        hasher.combine(headerLine)
    }
}

/// What a whole read produced besides the records.
struct IngestSummary: Sendable {
    var stats: IngestStats
    var detected: DetectedFormat
    /// Warnings about the inputs, one sentence each, `FILE: …` (the running balance's breaks).
    var notes: [String] = []

    init(stats: IngestStats = IngestStats(), detected: DetectedFormat = DetectedFormat()) {
        self.stats = stats
        self.detected = detected
    }
}

/// Reads a transactions export into ``TransactionRecord``s: dialect, header, columns, dates,
/// amounts, direction, profiles, duplicates — docs/INPUT.md.
///
/// The input is opened once. Its first bytes (``FormatSniffer/prefixLimit``, or all of it when
/// smaller) decide the encoding, delimiter, header row, columns, profile, day/month order and
/// decimal mark; then the rows stream from the header on (standard input replays the buffered
/// prefix), one record at a time, in memory that does not grow with the rows (except about 6.6
/// bytes per reference-bearing row for duplicate detection, ``Deduplicator``). An input the sniff read to its end is not
/// parsed again: the rows it kept are handed on (``SniffedRows``).
struct TransactionReader: Sendable {
    var source: InputSource
    var options: ReaderOptions
    /// `source`'s file when the caller has opened it already (``InputSource/openFile()``).
    var opened: FileHandle?

    init(source: InputSource, options: ReaderOptions = ReaderOptions(), opened: FileHandle? = nil) {
        self.source = source
        self.options = options
        self.opened = opened
    }

    /// Streams the input once, calling `onRecord` for each usable transaction in file order.
    ///
    /// - Parameters:
    ///   - onProblem: called for each row skipped with `--skip-invalid`.
    ///   - onProfile: called once the input's format is known, before its first record, with the
    ///     detected (or forced) profile's id, `nil` when none matched.
    ///   - onLayout: called right after `onProfile` with the input's column layout.
    ///   - onRecord: receives each transaction; the record's buffers are reused after it returns.
    /// - Throws: ``InputError`` for bad input (or the first bad row without `--skip-invalid`),
    ///   and whatever `onProfile` or `onRecord` throws.
    func read(
        onProblem: (InputError) -> Void = { _ in },
        onProfile: (String?) throws -> Void = { _ in },
        onLayout: (ColumnLayout) throws -> Void = { _ in },
        onRecord: (TransactionRecord) throws -> Void
    ) throws -> IngestSummary {
        let name = source.displayName
        var forced: ExportProfile?
        if let id = options.profile {
            guard let profile = ExportProfiles.named(id) else {
                throw InputError(file: name, reason: .unknownProfile(id, known: ExportProfiles.ids))
            }
            forced = profile
        }
        let input = try BufferedInput(source, opened: opened, prefixLimit: FormatSniffer.prefixLimit)
        let matcher = ColumnMatcher(
            forcedProfile: forced, overrides: options.columns,
            memo: options.headerMatches ?? HeaderMatchMemo())
        var sniff = try FormatSniffer(name: name, options: options, matcher: matcher).sniff(input)
        let sniffedRows = sniff.takeRows()
        try onProfile(sniff.match.profile?.id)
        try onLayout(sniff.match.layout)

        var startLine = 1
        if let headerLine = sniff.headerLine,
            let offset = LineIndex.offset(ofLine: headerLine, in: input.prefix[...], from: 0, line: 1)
        {
            input.replayOffset = offset
            startLine = headerLine
        }
        var rows = RowReader(name: name, options: options, sniff: sniff)
        let tokenizer = CSVTokenizer(delimiter: sniff.delimiter, encoding: sniff.encoding)
        var encoding = sniff.encoding
        // libcsv runs on a second thread, the rows are read here, in order.
        // With --skip-invalid a record libcsv rejects is reported and reading resumes on the next line.
        let blocks = CountingBlocks(base: input, progress: options.progress)
        let pipeline = RowPipeline(
            tokenizer: tokenizer, readAhead: rows.readAhead, onCallingThread: options.tokenizeOnCallingThread)
        let outcome: CSVTokenizer.Outcome
        // A header on the input's last line leaves the read starting at line 1 (its rows up to the
        // header are read and dropped): then the sniffed rows, which start at the header, are not
        // what it reads.
        if let sniffedRows, sniff.headerLine == nil || sniff.headerLine == startLine {
            // The sniff tokenized the whole input already, as this pass would (SniffedRows).
            options.progress?.advance(by: input.prefix.count - input.replayOffset)
            try sniffedRows.forEachRow(readAhead: rows.readAhead) { row in
                try rows.take(row, onProblem: onProblem, onRecord: onRecord)
            }
            outcome = CSVTokenizer.Outcome(encoding: sniff.encoding, reachedEnd: true)
        } else {
            do {
                outcome = try pipeline.tokenize(
                    blocks: blocks, startLine: startLine, stepOverMalformed: options.skipInvalid,
                    onMalformed: { error in try rows.skipUnreadableRecord(error, onProblem: onProblem) }
                ) { row in
                    try rows.take(row, onProblem: onProblem, onRecord: onRecord)
                }
            } catch IconvConverter.Failure.invalid(let offset) {
                throw InputError(file: name, reason: .notInEncoding(sniff.sourceEncoding?.rawValue, offset: offset))
            }
        }
        encoding = encoding ?? outcome.encoding
        try rows.finish(onProblem: onProblem)

        var detected = DetectedFormat()
        detected.profile = sniff.match.profile?.id
        detected.encoding = sniff.sourceEncoding ?? encoding ?? .utf8
        detected.delimiter = sniff.delimiter
        detected.headerLine = sniff.headerLine
        detected.columns = sniff.match.layout.roles
        detected.dateOrder = options.dateFormat == nil ? rows.conventions.dateOrder : nil
        detected.dateOrderSource = rows.conventions.dateOrderSource
        detected.dateFormat = options.dateFormat
        detected.decimalMark = rows.conventions.decimalMark ?? .point
        detected.decimalMarkSource = rows.conventions.decimalMarkSource ?? "default (no amount needed one)"
        detected.defaultCurrency = String(decoding: sniff.match.layout.defaultCurrency, as: UTF8.self)
        detected.columnEvidence = sniff.match.layout.evidence
        detected.currencyLine = sniff.match.layout.defaultCurrencyLine
        if sniff.profileByShape, sniff.match.layout.currency == nil, !sniff.match.layout.defaultCurrency.isEmpty {
            detected.currencyFromProfile = sniff.match.profile?.id
        }
        if let index = sniff.match.layout.balance, index < sniff.match.layout.names.count {
            detected.balanceColumn = sniff.match.layout.names[index]
            detected.balance = rows.balanceFinding
        }
        return IngestSummary(stats: rows.stats, detected: detected)
    }
}
