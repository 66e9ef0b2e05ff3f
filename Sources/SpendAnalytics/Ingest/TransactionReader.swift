import Foundation

/// Counts of what the reader saw besides the transactions it handed on.
public struct IngestStats: Sendable, Hashable, Codable {
    /// Data rows after the header (trailer rows excluded): every one is used or counted below.
    public var rows = 0
    /// Rows skipped with `--skip-invalid` (each reported).
    public var skippedInvalid = 0
    /// Rows repeating an earlier row's reference, date, amount and description.
    public var duplicates = 0
    /// Rows whose amount is zero.
    public var zeroAmount = 0
    /// Rows with every amount cell empty (balance lines, card-number lines).
    public var nonTransaction = 0
    /// Rows whose status says failed, declined, reverted, cancelled, pending or on hold.
    public var notCompleted = 0
    /// Dateless rows after the data (totals, disclaimers), skipped.
    public var trailer = 0

    public init() {}
}

/// What the reader detected (or was told): printed by `spendreport validate`.
public struct DetectedFormat: Sendable, Hashable {
    public var profile: String?
    public var encoding: TextEncoding?
    public var delimiter: UInt8 = UInt8(ascii: ",")
    /// 1-based line of the header row (`nil` with `--no-header`).
    public var headerLine: Int?
    /// The columns used, by role: header text (or `#N`) and 0-based index.
    public var columns: [(role: ColumnRole, header: String, index: Int)] = []
    public var dateOrder: DateOrder?
    public var dateFormat: DateFormat?
    public var decimalMark: DecimalMark?

    public init() {}

    public static func == (lhs: DetectedFormat, rhs: DetectedFormat) -> Bool {
        lhs.profile == rhs.profile && lhs.encoding == rhs.encoding && lhs.delimiter == rhs.delimiter
            && lhs.headerLine == rhs.headerLine && lhs.dateOrder == rhs.dateOrder
            && lhs.dateFormat == rhs.dateFormat && lhs.decimalMark == rhs.decimalMark
            && lhs.columns.map { "\($0.role)=\($0.header)@\($0.index)" } == rhs.columns.map { "\($0.role)=\($0.header)@\($0.index)" }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(profile)
        hasher.combine(headerLine)
    }
}

/// What a whole read produced besides the records.
public struct IngestSummary: Sendable {
    public var stats: IngestStats
    public var detected: DetectedFormat

    public init(stats: IngestStats = IngestStats(), detected: DetectedFormat = DetectedFormat()) {
        self.stats = stats
        self.detected = detected
    }
}

/// Reads a transactions export into ``TransactionRecord``s: dialect, header, columns, dates,
/// amounts, direction, profiles, duplicates — SPEC §2.
///
/// STUB: the ingest work replaces this implementation; the signatures stay.
public struct TransactionReader: Sendable {
    public var source: InputSource
    public var options: ReaderOptions

    public init(source: InputSource, options: ReaderOptions = ReaderOptions()) {
        self.source = source
        self.options = options
    }

    /// Streams the input once, calling `onRecord` for each usable transaction in file order.
    ///
    /// - Parameters:
    ///   - onProblem: called for each row skipped with `--skip-invalid`.
    ///   - onRecord: receives each transaction; the record's buffers are reused after it returns.
    /// - Throws: ``InputError`` for bad input (or the first bad row without `--skip-invalid`),
    ///   and whatever `onRecord` throws.
    public func read(onProblem: (InputError) -> Void = { _ in },
                     onRecord: (TransactionRecord) throws -> Void) throws -> IngestSummary {
        var summary = IngestSummary()
        var header: CSVRow?
        var record = TransactionRecord()
        let name = source.displayName
        try CSVTokenizer(delimiter: options.delimiter ?? UInt8(ascii: ","), encoding: options.encoding).tokenize(source) { row in
            guard let columns = header else {
                header = row
                summary.detected.headerLine = row.line
                return .proceed
            }
            _ = columns
            summary.stats.rows += 1
            guard row.count >= 3 else {
                throw InputError(file: name, position: SourcePosition(line: row.line), reason: .fieldCount(expected: 3, found: row.count))
            }
            do {
                record.date = try DateParser(timeZone: options.timeZone).parse(row[0])
            } catch {
                throw InputError(file: name, position: SourcePosition(line: row.line), reason: .badDate("not a date"), text: row.string(0))
            }
            record.description = Array(row[1])
            let amount: ParsedAmount?
            do {
                amount = try AmountParser.parse(row[2], mark: .point)
            } catch {
                throw InputError(file: name, position: SourcePosition(line: row.line), reason: .badAmount("not an amount"), text: row.string(2))
            }
            guard let amount, amount.minorUnits != 0 else { summary.stats.zeroAmount += 1; return .proceed }
            record.line = row.line
            record.direction = amount.minorUnits < 0 ? .spent : .received
            record.amount = Money(minorUnits: amount.minorUnits.magnitude > UInt64(Int64.max) ? 0 : abs(amount.minorUnits))
            try onRecord(record)
            return .proceed
        }
        if header == nil {
            throw InputError(file: name, reason: .notATable("no header row with a date, an amount and a description column"))
        }
        return summary
    }
}
