/// Decides everything that holds for the whole file before any row is handed on: encoding,
/// delimiter, the header row and its columns (and profile), the day/month order and the decimal
/// mark — from the input's first bytes (up to ``prefixLimit``, the whole input when smaller).
struct FormatSniffer {
    /// How much of the input is looked at before reading starts.
    static let prefixLimit = 1 << 20
    /// Rows looked at for a header row (preamble lines included).
    static let headerSearchRows = 2000
    /// Rows a headerless export's shape is judged on.
    static let shapeRows = 20

    /// What the sniff decided.
    struct Result {
        /// The encoding the tokenizer reads: UTF-8 once the input converts through iconv.
        var encoding: TextEncoding?
        /// The input's own encoding (given or detected; `nil`: all ASCII so far).
        var sourceEncoding: TextEncoding?
        var delimiter: UInt8
        /// Line of the header row; `nil` for a headerless file.
        var headerLine: Int?
        /// The header cells, trimmed (a repeated header row inside the data is not a transaction).
        var headerCells: [[UInt8]] = []
        var match: ColumnMatcher.Match
        var conventions: FileConventions
        /// The rows from the header row on, when the sniff tokenized the whole input exactly as
        /// the read would (``SniffedRows``); `nil` otherwise. Taken by ``takeRows()``.
        var rows: SniffedRows?

        /// Hands over ``rows`` (the result then holds none).
        mutating func takeRows() -> SniffedRows? {
            defer { rows = nil }
            return rows
        }
    }

    var name: String
    var options: ReaderOptions
    var matcher: ColumnMatcher

    func sniff(_ input: BufferedInput) throws -> Result {
        let sourceEncoding = try chooseEncoding(input)
        var encoding = sourceEncoding
        if let chosen = sourceEncoding, chosen.isConverted {
            try convert(input, from: chosen)
            encoding = .utf8
        }
        let delimiter = options.delimiter
            ?? DialectSniffer(matcher: matcher, hasHeader: options.hasHeader)
                .delimiter(prefix: input.prefix, isWhole: input.prefixIsWhole, name: name, encoding: encoding)
        let scanner = PrefixScanner(prefix: input.prefix[...], isWhole: input.prefixIsWhole, name: name,
                                    delimiter: delimiter, encoding: encoding)

        var header: (line: Int, cells: [[UInt8]], match: ColumnMatcher.Match)?
        var headerless: ColumnMatcher.Match?
        var firstRows: [CSVRow] = []
        var rowsSeen = 0
        var conventions = FileConventions()
        var candidates = HeaderCandidates()
        // Reads rows with the layout once the header (or the headerless layout) is known.
        var observer: ConventionObserver?
        // Rows from the header on, kept while this pass can stand in for the read's (SniffedRows).
        var kept: SniffedRows? = input.prefixIsWhole && encoding == sourceEncoding
            ? SniffedRows(byteCount: input.prefix.count) : nil
        var stoppedEarly = false

        if !options.hasHeader {
            let match = try headerlessMatch(scanner)
            headerless = match
            observer = ConventionObserver(layout: match.layout, unlabelled: options.unlabelledCurrency)
        }
        let stop = scanner.scan(mayStepOver: { options.hasHeader && header == nil }) { row in
            guard let observer else {
                rowsSeen += 1
                if firstRows.count < FormatSniffer.shapeRows && !row.isBlank { firstRows.append(row) }
                let cells = row.strings
                if row.count >= 2, let match = matcher.header(cells) {
                    header = (row.line, (0..<row.count).map { Array(ByteText.trimmed(row[$0])) }, match)
                    observer = ConventionObserver(layout: match.layout, unlabelled: options.unlabelledCurrency)
                    kept?.append(row)
                } else {
                    candidates.observe(cells, line: row.line)
                }
                if rowsSeen < FormatSniffer.headerSearchRows { return .proceed }
                stoppedEarly = true
                return .stop
            }
            kept?.append(row)
            observe(row, with: observer, delimiter: delimiter, into: &conventions)
            if conventions.isDecided {
                stoppedEarly = true
                return .stop
            }
            return .proceed
        }
        // Bytes that are not in the file's encoding, or a record past the limits, are that error
        // (with their line), not "no header".
        if let stop, stop.endsScan { throw stop }
        if stop != nil || stoppedEarly || observer == nil { kept = nil }

        if header == nil && headerless == nil && options.hasHeader {
            if let shape = HeaderlessShape(rows: firstRows, forced: matcher.forcedProfile, overrides: options.columns) {
                headerless = shape.match
                let observer = ConventionObserver(layout: shape.match.layout, unlabelled: options.unlabelledCurrency)
                scanner.scan(mayStepOver: { false }) { row in
                    observe(row, with: observer, delimiter: delimiter, into: &conventions)
                    return conventions.isDecided ? .stop : .proceed
                }
            } else {
                throw noHeader(rowsSeen: rowsSeen, stoppedBy: stop, candidates: candidates)
            }
        }
        guard let match = header?.match ?? headerless else { throw noHeader(rowsSeen: rowsSeen, stoppedBy: stop, candidates: candidates) }

        try settle(&conventions, profile: match.profile)
        return Result(encoding: encoding, sourceEncoding: sourceEncoding, delimiter: delimiter, headerLine: header?.line, headerCells: header?.cells ?? [],
                      match: match, conventions: conventions, rows: kept)
    }

    /// `--encoding` (a UTF-16 without its byte order made definite by the bytes), else the
    /// encoding the bytes decide (``EncodingDetector``).
    private func chooseEncoding(_ input: BufferedInput) throws -> TextEncoding? {
        let form = UTF16Sniffer.form(of: input.prefix[...])
        guard let given = options.encoding else {
            return try EncodingDetector(name: name).detect(input.prefix, isWhole: input.prefixIsWhole)
        }
        switch given {
        case .utf16: return form.map { $0.littleEndian ? .utf16LE : .utf16BE } ?? .utf16LE
        case .utf16LE, .utf16BE: return given
        default:
            // NUL bytes in every other position are no text in a byte-oriented encoding.
            if form != nil { throw InputError(file: name, reason: .notInEncoding(given.rawValue, offset: 0)) }
            return given
        }
    }

    /// Makes `input` UTF-8 through iconv from `encoding` (its byte order mark dropped).
    private func convert(_ input: BufferedInput, from encoding: TextEncoding) throws {
        guard let converter = IconvConverter(from: encoding) else {
            throw InputError(file: name, reason: .other("this system's iconv cannot read \(encoding)"))
        }
        let prefix = input.prefix
        var mark = 0
        if prefix.count >= 2 {
            if encoding == .utf16LE, prefix[0] == 0xFF, prefix[1] == 0xFE { mark = 2 }
            if encoding == .utf16BE, prefix[0] == 0xFE, prefix[1] == 0xFF { mark = 2 }
        }
        if encoding != .utf16LE && encoding != .utf16BE && prefix.starts(with: [0xEF, 0xBB, 0xBF]) { mark = 3 }
        do {
            try input.convert(with: converter, skipping: mark)
        } catch IconvConverter.Failure.invalid(let offset) {
            throw InputError(file: name, reason: .notInEncoding(encoding.rawValue, offset: offset))
        }
    }

    /// A headerless file's layout from `--column role=N` (or the forced profile's positions).
    private func headerlessMatch(_ scanner: PrefixScanner) throws -> ColumnMatcher.Match {
        var width = 0
        let stop = scanner.scan(mayStepOver: { false }) { row in
            if row.isBlank { return .proceed }
            width = row.count
            return .stop
        }
        if width == 0, let stop, stop.endsScan { throw stop }
        if let match = matcher.headerless(fieldCount: width) { return match }
        throw InputError(file: name, reason: .columnsByPositionNeeded(fieldCount: width))
    }

    /// Feeds one data row's date and amount cells to the conventions.
    private func observe(_ row: CSVRow, with observer: ConventionObserver, delimiter: UInt8, into conventions: inout FileConventions) {
        guard observer.layout.date < row.count else { return }
        let date = ByteText.trimmed(row[observer.layout.date])
        // A yyyy-MM-dd cell is a date that says nothing about the day/month order.
        if DateParser.isoDate(date) == nil {
            guard !date.isEmpty, DateParser.looksLikeDate(date) else { return }
            if options.dateFormat == nil {
                conventions.observeDate(date, line: row.line, column: row.column(ofField: observer.layout.date, delimiter: delimiter) ?? 0, timeZone: options.timeZone)
            }
        }
        guard options.decimalMark == nil else { return }
        let exponent = observer.currency.exponent(row)
        func amount(_ index: Int?) {
            guard let index, index < row.count else { return }
            let cell = ByteText.trimmed(row[index])
            if !ByteText.isEmptyCell(cell) {
                conventions.observeAmount(cell, line: row.line, column: row.column(ofField: index, delimiter: delimiter) ?? 0,
                                          exponent: exponent)
            }
        }
        switch observer.layout.amounts {
        case .signed(let index): amount(index)
        case .split(let debit, let credit):
            amount(debit)
            amount(credit)
        }
        amount(observer.layout.fee)
    }

    /// Applies the user's flags and the profile's hints; fails when ambiguous cells remain undecided.
    private func settle(_ conventions: inout FileConventions, profile: ExportProfile?) throws {
        if let format = options.dateFormat {
            conventions.dateOrderSource = "--date-format \(format)"
            conventions.ambiguousDate = nil
        }
        if let mark = options.decimalMark {
            conventions.decimalMark = mark
            conventions.decimalMarkSource = mark == .comma ? "--decimal-comma" : "option"
        }
        conventions.apply(profile: profile)
        if options.dateFormat == nil, conventions.dateOrder == nil, let cell = conventions.ambiguousDate {
            throw InputError(
                file: name, position: cell.position,
                reason: .dateOrderUnsettled,
                text: cell.text)
        }
        if conventions.decimalMark == nil, let cell = conventions.ambiguousAmount {
            throw InputError(
                file: name, position: cell.position,
                reason: .decimalMarkUnsettled,
                text: cell.text)
        }
    }

    private func noHeader(rowsSeen: Int, stoppedBy error: InputError?, candidates: HeaderCandidates) -> InputError {
        let stop = error.flatMap { error in
            error.position.map { NoHeaderRow.TokenizerStop(line: $0.line, reason: error.reason.description) }
        }
        return InputError(file: name, reason: .noHeaderRow(
            NoHeaderRow(rowsSeen: rowsSeen, withColumnNames: !options.columns.isEmpty, tokenizerStop: stop,
                        candidates: candidates.candidates, suggestion: candidates.suggestion,
                        oneSidedPair: candidates.oneSidedPair)))
    }
}

/// What the sniff reads data rows with once it knows their layout: made once per sniff, so that
/// no row copies the layout or looks its currency up again (``RowCurrency`` keeps the last one).
private final class ConventionObserver {
    let layout: ColumnLayout
    var currency: RowCurrency

    init(layout: ColumnLayout, unlabelled: String?) {
        self.layout = layout
        currency = RowCurrency(layout: layout, unlabelled: unlabelled)
    }
}

/// A headerless export recognised from its first rows: every row has the profile's field count
/// and each field holds what the profile's ``ExportProfile/shape`` says (a date, an amount, text
/// that is not an amount …). Wells Fargo, TD, CIBC, CommBank, ANZ, Itaú and ABN AMRO differ in
/// field count or in where the amount and the text sit, so at most one shape fits.
struct HeaderlessShape {
    /// What one field of every row must hold.
    enum Cell: Sendable, Hashable {
        /// A date.
        case date
        /// An amount (decimal point or comma).
        case amount
        /// An amount written with an explicit `+` or `-` (CommBank).
        case signedAmount
        /// One of a debit/credit pair: empty or an amount, and on every row exactly one cell of
        /// the pair is filled (TD, CIBC).
        case debitOrCredit
        /// Non-empty text that is not an amount.
        case text
        /// Empty or `*`, and `*` on at least one of the rows (Wells Fargo).
        case star
        /// Anything.
        case any
    }

    let match: ColumnMatcher.Match

    init?(rows: [CSVRow], forced: ExportProfile?, overrides: [ColumnOverride]) {
        guard overrides.isEmpty, !rows.isEmpty else { return nil }
        let candidates = forced.map { [$0] } ?? ExportProfiles.all
        for profile in candidates {
            guard let shape = profile.shape, HeaderlessShape.fits(rows, shape),
                  let match = ColumnMatcher(forcedProfile: profile, overrides: []).headerless(fieldCount: shape.count)
            else { continue }
            self.match = match
            return
        }
        return nil
    }

    /// Whether every row has the shape's field count and each field its kind of content.
    static func fits(_ rows: [CSVRow], _ shape: [Cell]) -> Bool {
        var stars = 0
        let pairs = shape.contains(.debitOrCredit)
        for row in rows {
            guard row.count == shape.count else { return false }
            var filled = 0
            for (index, cell) in shape.enumerated() {
                let text = ByteText.trimmed(row[index])
                switch cell {
                case .date: guard DateParser.looksLikeDate(text) else { return false }
                case .amount: guard isAmount(text) else { return false }
                case .signedAmount:
                    guard let sign = text.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), isAmount(text)
                    else { return false }
                case .debitOrCredit:
                    guard text.isEmpty || isAmount(text) else { return false }
                    if !text.isEmpty { filled += 1 }
                case .text: guard !text.isEmpty, !isAmount(text) else { return false }
                case .star:
                    guard text.isEmpty || text.elementsEqual([UInt8(ascii: "*")]) else { return false }
                    if !text.isEmpty { stars += 1 }
                case .any: break
                }
            }
            if pairs, filled != 1 { return false }
        }
        return !shape.contains(.star) || stars > 0
    }

    /// An amount under either decimal mark.
    private static func isAmount(_ text: ArraySlice<UInt8>) -> Bool {
        guard !text.isEmpty else { return false }
        return (try? AmountParser.parse(text, mark: .point)) != nil
            || (try? AmountParser.parse(text, mark: .comma)) != nil
    }
}
