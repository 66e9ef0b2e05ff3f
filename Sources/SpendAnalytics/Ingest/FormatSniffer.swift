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
    /// Data rows a generic header's layout is checked against (``revised(_:headerCells:rows:)``).
    static let contentRows = 48

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
        /// True when the profile was recognised by the shape of its rows (a headerless export):
        /// its currency is its country's, not named by the file.
        var profileByShape = false
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
        if input.prefix.isEmpty && input.prefixIsWhole { throw InputError(file: name, reason: .emptyFile) }
        let sourceEncoding = try chooseEncoding(input)
        var encoding = sourceEncoding
        if let chosen = sourceEncoding, chosen.isConverted {
            try convert(input, from: chosen)
            encoding = .utf8
        }
        let delimiter =
            options.delimiter
            ?? DialectSniffer(matcher: matcher, hasHeader: options.hasHeader)
            .delimiter(prefix: input.prefix, isWhole: input.prefixIsWhole, name: name, encoding: encoding)
        var scanner = PrefixScanner(
            prefix: input.prefix[...], isWhole: input.prefixIsWhole, name: name,
            delimiter: delimiter, encoding: encoding)
        // `batch`: the owner's rows as the split read them, when this read would read the same.
        let split = options.splitRows.flatMap { split in
            input.prefixIsWhole
                && split.isUsable(delimiter: delimiter, encoding: sourceEncoding, byteCount: input.prefix.count)
                ? split : nil
        }
        scanner.tokenized = split?.rows

        var header: FoundHeader?
        var headerless: ColumnMatcher.Match?
        var firstRows: [CSVRow] = []
        // The first rows' cells, for reading the columns from the data when no header names them.
        var searchRows: [(line: Int, cells: [String])] = []
        // The first data rows under a header, to check its layout against.
        var contentRows = ContentRows()
        var rowsSeen = 0
        var conventions = FileConventions()
        var candidates = HeaderCandidates()
        // Reads rows with the layout once the header (or the headerless layout) is known.
        var observer: ConventionObserver?
        // Rows from the header on, kept while this pass can stand in for the read's (SniffedRows);
        // the split's rows stand in while the header is their first row (or there is none).
        var kept: SniffedRows? =
            input.prefixIsWhole && encoding == sourceEncoding && split == nil
            ? SniffedRows(byteCount: input.prefix.count) : nil
        var keepsSplit = split != nil
        var stoppedEarly = false
        var profileByShape = false

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
                if searchRows.count < ColumnInference.maximumRows && !row.isBlank {
                    searchRows.append((row.line, cells.map { $0.trimmingWhitespace() }))
                }
                if row.count >= 2, let match = matcher.header(cells) {
                    header = FoundHeader(
                        line: row.line, cells: (0..<row.count).map { Array(ByteText.trimmed(row[$0])) }, match: match)
                    observer = ConventionObserver(layout: match.layout, unlabelled: options.unlabelledCurrency)
                    kept?.append(row)
                    // The split numbers its header row 1 (OwnerRows).
                    if row.line != 1 { keepsSplit = false }
                } else {
                    candidates.observe(cells, line: row.line)
                }
                if rowsSeen < FormatSniffer.headerSearchRows { return .proceed }
                stoppedEarly = true
                return .stop
            }
            kept?.append(row)
            observe(row, with: observer, delimiter: delimiter, into: &conventions)
            if contentRows.count < FormatSniffer.contentRows && !row.isBlank {
                contentRows.append(row)
            }
            if conventions.isDecided && contentRows.count >= FormatSniffer.contentRows {
                stoppedEarly = true
                return .stop
            }
            return .proceed
        }
        // Bytes that are not in the file's encoding, or a record past the limits, are that error
        // (with their line), not "no header".
        if let stop, stop.endsScan { throw stop }
        if stop != nil || stoppedEarly || observer == nil {
            kept = nil
            keepsSplit = false
        }

        if header == nil && headerless == nil && options.hasHeader {
            let inferred: InferredColumns?
            if let shape = HeaderlessShape(rows: firstRows, forced: matcher.forcedProfile, overrides: options.columns) {
                inferred = InferredColumns(line: nil, cells: [], match: shape.match)
                profileByShape = matcher.forcedProfile == nil
            } else {
                inferred = try inferColumns(
                    candidates: candidates, searchRows: searchRows, rowsSeen: rowsSeen, stop: stop)
            }
            guard let inferred else { throw noHeader(rowsSeen: rowsSeen, stoppedBy: stop, candidates: candidates) }
            if let line = inferred.line {
                header = FoundHeader(line: line, cells: inferred.cells.map { Array($0.utf8) }, match: inferred.match)
            } else {
                headerless = inferred.match
            }
            conventions = observeConventions(
                scanner, layout: inferred.match.layout, after: inferred.line, delimiter: delimiter)
            kept = nil
            keepsSplit = false
        }
        // A generic header's layout checked against its data: a date column of no dates, amount
        // columns empty in every row, unsigned amounts beside a marker column, a one-sided amount
        // beside a credit or debit column (docs/INPUT.md: Columns from the data).
        if let found = header, found.match.profile == nil, options.columns.isEmpty,
            let revised = try revised(
                found.match, headerCells: found.cells.map { String(decoding: $0, as: UTF8.self) }, rows: contentRows)
        {
            header = FoundHeader(line: found.line, cells: found.cells, match: revised)
            conventions = observeConventions(scanner, layout: revised.layout, after: found.line, delimiter: delimiter)
        }
        guard var match = header?.match ?? headerless else {
            throw noHeader(rowsSeen: rowsSeen, stoppedBy: stop, candidates: candidates)
        }
        if let line = header?.line, match.layout.currency == nil, match.layout.defaultCurrency.isEmpty,
            let named = FormatSniffer.preambleCurrency(searchRows, above: line)
        {
            match.layout.defaultCurrency = Array(named.code.utf8)
            match.layout.defaultCurrencyLine = named.line
        }

        try settle(&conventions, profile: match.profile)
        var result = Result(
            encoding: encoding, sourceEncoding: sourceEncoding, delimiter: delimiter, headerLine: header?.line,
            headerCells: header?.cells ?? [],
            match: match, conventions: conventions, rows: kept ?? (keepsSplit ? split?.rows : nil))
        result.profileByShape = profileByShape
        return result
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

    /// The conventions the data rows after `headerLine` decide under `layout` (a layout decided
    /// after the first pass: the rows read again until they are decided).
    private func observeConventions(
        _ scanner: PrefixScanner, layout: ColumnLayout, after headerLine: Int?,
        delimiter: UInt8
    ) -> FileConventions {
        var conventions = FileConventions()
        let observer = ConventionObserver(layout: layout, unlabelled: options.unlabelledCurrency)
        scanner.scan(mayStepOver: { false }) { row in
            if let headerLine, row.line <= headerLine { return .proceed }
            observe(row, with: observer, delimiter: delimiter, into: &conventions)
            return conventions.isDecided ? .stop : .proceed
        }
        return conventions
    }

    /// Feeds one data row's date and amount cells to the conventions.
    private func observe(
        _ row: CSVRow, with observer: ConventionObserver, delimiter: UInt8, into conventions: inout FileConventions
    ) {
        guard observer.layout.date < row.count else { return }
        let cell = ByteText.trimmed(row[observer.layout.date])
        let date = DateParser.firstLine(of: cell) ?? cell
        // A yyyy-MM-dd cell is a date that says nothing about the day/month order.
        if DateParser.isoDate(date) == nil {
            guard !date.isEmpty, DateParser.looksLikeDate(date) else { return }
            if options.dateFormat == nil {
                conventions.observeDate(
                    date, line: row.line, column: row.column(ofField: observer.layout.date, delimiter: delimiter) ?? 0,
                    timeZone: options.timeZone)
            }
        }
        guard options.decimalMark == nil else { return }
        let exponent = observer.currency.exponent(row)
        func amount(_ index: Int?) {
            guard let index, index < row.count else { return }
            let cell = ByteText.trimmed(row[index])
            if !ByteText.isEmptyCell(cell) {
                conventions.observeAmount(
                    cell, line: row.line, column: row.column(ofField: index, delimiter: delimiter) ?? 0,
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

    /// A header row found: its line, its cells trimmed and the columns it names.
    private struct FoundHeader {
        var line: Int
        var cells: [[UInt8]]
        var match: ColumnMatcher.Match
    }

    /// Columns read from the data: the header row's line and cells (none when headerless) and the match.
    private struct InferredColumns {
        var line: Int?
        var cells: [String]
        var match: ColumnMatcher.Match
    }

    /// A header (or none) to read the columns under, from its line, with the rows after it.
    private struct ColumnTrial {
        var line: Int?
        var header: [String]?
        var rows: [[String]]
    }

    /// A trial whose data allows several readings and nothing decides.
    private struct AmbiguousTrial {
        var line: Int?
        var header: [String]?
        var readings: [ColumnInference.Reading]
    }

    /// Columns read from the data (``ColumnInference``): under each closest row as a header, best
    /// first, then with no header at all. The first reading proven or decided is taken; when the
    /// data allows several and nothing decides, the refusal lists each with its `--column` line.
    /// `nil` when the data shows no date, amount and description columns, or flags name columns.
    private func inferColumns(
        candidates: HeaderCandidates, searchRows: [(line: Int, cells: [String])], rowsSeen: Int,
        stop: InputError?
    ) throws -> InferredColumns? {
        guard options.columns.isEmpty, matcher.forcedProfile == nil else { return nil }
        var ambiguous: [AmbiguousTrial] = []
        // A row holding a date and an amount is data, never a header (a currency code in it
        // named a role).
        let isData = { (cells: [String]) in ColumnInference.isDataRow(cells.map { Array($0.utf8)[...] }) }
        // The data starts at the first row holding a date and an amount; the row right before it,
        // as wide, is its header (whatever words it holds), tried first. Then the closest rows
        // the header words found, then no header at all.
        var trials: [ColumnTrial] = []
        let first = searchRows.firstIndex { isData($0.cells) }
        if let first, first > 0, searchRows[first - 1].cells.count == searchRows[first].cells.count {
            trials.append(
                ColumnTrial(
                    line: searchRows[first - 1].line, header: searchRows[first - 1].cells,
                    rows: searchRows[first...].map(\.cells)))
        }
        trials += candidates.trials.filter { !isData($0.cells) }.map {
            ColumnTrial(line: $0.line, header: $0.cells, rows: $0.following)
        }
        if let first {
            trials.append(
                ColumnTrial(
                    line: first > 0 ? searchRows[first - 1].line : nil, header: nil,
                    rows: searchRows[first...].map(\.cells)))
        }
        for trial in trials {
            switch ColumnInference(header: trial.header, rows: trial.rows).infer() {
            case .inferred(let inferred):
                let match = FormatSniffer.match(
                    inferred, header: trial.header, width: trial.rows.lazy.map { $0.count }.max() ?? 0)
                return InferredColumns(line: trial.line, cells: trial.header ?? [], match: match)
            case .ambiguous(let readings):
                ambiguous.append(AmbiguousTrial(line: trial.line, header: trial.header, readings: readings))
            case .none:
                continue
            }
        }
        if let first = ambiguous.first {
            let lines = first.readings.prefix(6).map { FormatSniffer.columnOptions($0, header: first.header) }
            throw InputError(file: name, reason: .readingsUndecided(line: first.line, readings: lines))
        }
        return nil
    }

    /// `match` revised by what its data rows hold, `nil` when they agree with it.
    private func revised(_ match: ColumnMatcher.Match, headerCells: [String], rows: ContentRows) throws -> ColumnMatcher
        .Match?
    {
        guard rows.count >= 2 else { return nil }
        let layout = match.layout
        let dates = rows.indices.filter { DateParser.looksLikeDate(rows.cell($0, layout.date)) }.count
        let amountColumns: [Int]
        switch layout.amounts {
        case .signed(let index): amountColumns = [index]
        case .split(let debit, let credit): amountColumns = [debit, credit]
        }
        let withAmounts = rows.indices.filter { row in
            amountColumns.contains { !ByteText.isEmptyCell(rows.cell(row, $0)) }
        }.count
        if dates * 2 < rows.count || withAmounts == 0 {
            // The header words chose columns the data does not fill: the columns from the data.
            let trimmedHeader = headerCells.map { $0.trimmingWhitespace() }
            switch ColumnInference(header: trimmedHeader, rows: rows.strings).infer() {
            case .inferred(let inferred):
                let width = max(rows.maximumWidth, trimmedHeader.count)
                return FormatSniffer.match(inferred, header: trimmedHeader, width: width)
            case .ambiguous(let readings):
                throw InputError(
                    file: name,
                    reason: .readingsUndecided(
                        line: nil,
                        readings: readings.prefix(6).map { FormatSniffer.columnOptions($0, header: trimmedHeader) }))
            case .none:
                return nil
            }
        }
        // A running balance the header words do not name: the column the amounts run as.
        let width = rows.maximumWidth
        let roles = Set(layout.roles.map(\.index))
        // Only a column of numbers on the first rows can be a balance (a cheap test first: the
        // search reads every column of every row).
        func numberLike(_ text: ArraySlice<UInt8>) -> Bool {
            var digits = 0
            var letters = 0
            for byte in text {
                if byte >= 0x30 && byte <= 0x39 { digits += 1 } else if ByteClass.isLetter(byte) { letters += 1 }
            }
            return digits > 0 && letters <= 3
        }
        let spareNumbers = (0..<width).contains { index in
            !roles.contains(index) && rows.indices.prefix(3).allSatisfy { numberLike(rows.cell($0, index)) }
        }
        if layout.balance == nil, spareNumbers {
            let reading = ColumnInference.Reading(
                date: layout.date, descriptions: layout.descriptions, amounts: layout.amounts,
                type: layout.type, currency: layout.currency, balance: nil)
            if let (column, finding) = ColumnInference(header: headerCells, rows: rows.strings).balanceColumn(
                for: reading, excluding: roles)
            {
                var balanced = match
                balanced.layout.balance = column
                balanced.layout.evidence = [
                    "balance: content (runs on \(finding.holding) of \(finding.pairs) pairs of the first rows)"
                ]
                balanced.layout.resolve()
                return try revised(balanced, headerCells: headerCells, rows: rows) ?? balanced
            }
        }
        guard case .signed(let amount) = layout.amounts else { return nil }
        let mark = ColumnInference.decimalMark(rows)
        let values = rows.indices.map { ColumnInference.amount(rows.cell($0, amount), mark: mark) }
        let used = roles.union([layout.balance].compactMap { $0 })
        // A one-sided amount column beside a column the header names a credit (or a debit): the
        // pair, never the amount alone (which would drop the other side's money).
        let headerRoles = matcher.memo?.roles(of: headerCells) ?? headerCells.map(HeaderCandidates.role(of:))
        for other in 0..<width where !used.contains(other) && other < headerCells.count {
            guard let role = headerRoles[other], role == .credit || role == .debit else {
                continue
            }
            let otherValues = rows.indices.map { ColumnInference.amount(rows.cell($0, other), mark: mark) }
            guard ColumnInference.oneSided(values, otherValues), !values.contains(where: { ($0 ?? 0) < 0 }) else {
                continue
            }
            var split = match
            split.layout.amounts =
                role == .credit ? .split(debit: amount, credit: other) : .split(debit: other, credit: amount)
            split.layout.evidence = [
                "\(role == .credit ? "debit" : "credit"): content (one-sided beside \"\(headerCells[other])\")"
            ]
            split.layout.resolve()
            return split
        }
        // Unsigned amounts beside a column of direction markers (D/K, DR/CR …): the markers sign them.
        if layout.type == nil, !values.contains(where: { ($0 ?? 0) < 0 }) {
            for other in 0..<width where !used.contains(other) {
                let markers = rows.indices.map { rows.cell($0, other) }.filter { !$0.isEmpty }
                guard markers.count * 2 >= rows.count,
                    markers.allSatisfy({ DirectionMarker.direction($0) != nil }),
                    Set(markers.compactMap { DirectionMarker.direction($0) }).count == 2
                else { continue }
                var typed = match
                typed.layout.type = other
                typed.layout.evidence = [
                    "type: content (direction markers in \"\(other < headerCells.count ? headerCells[other] : "#\(other + 1)")\")"
                ]
                typed.layout.resolve()
                return typed
            }
        }
        return nil
    }

    /// The currency a line above the header names for the whole file: a label the header words
    /// know as a currency (`Currency`, `Moneda:`, `Loại tiền/Currency:`, `Валюта`) and, in the next
    /// non-empty cell (past a lone `=` or `:`) or after a colon in the same cell, a code or a
    /// currency's name. `nil` when no
    /// line names one, or when two lines name different ones.
    static func preambleCurrency(_ rows: [(line: Int, cells: [String])], above header: Int) -> (
        code: String, line: Int
    )? {
        var found: (code: String, line: Int)?
        for row in rows where row.line < header {
            // `Mata Uang,=,IDR`: a cell of only `=` or `:` stands between a label and its value.
            let cells = row.cells.filter { !$0.isEmpty && $0 != "=" && $0 != ":" }
            for (index, cell) in cells.enumerated() {
                var label = Substring(cell)
                var value: Substring?
                if HeaderCandidates.role(of: String(label)) != .currency, let colon = cell.lastIndex(of: ":") {
                    label = cell[..<colon]
                    value = Substring(cell[cell.index(after: colon)...].trimmingWhitespace())
                    if value?.isEmpty ?? true { value = nil }
                }
                guard HeaderCandidates.role(of: String(label)) == .currency else { continue }
                guard let text = value ?? (index + 1 < cells.count ? Substring(cells[index + 1]) : nil) else {
                    continue
                }
                guard let code = HeaderCurrencyCodes.code(ofCell: Array(text.utf8)[...]) else { continue }
                if let found, found.code != code { return nil }
                if found == nil { found = (code, row.line) }
                break
            }
        }
        return found
    }

    /// A reading as a layout the reader reads with.
    static func match(_ inferred: ColumnInference.Inferred, header: [String]?, width: Int) -> ColumnMatcher.Match {
        let reading = inferred.reading
        let names = header ?? (0..<max(width, 1)).map { "#\($0 + 1)" }
        var layout = ColumnLayout(
            date: reading.date, descriptions: reading.descriptions, amounts: reading.amounts,
            type: reading.type, fee: nil, currency: reading.currency, reference: nil, category: nil, account: nil,
            status: nil,
            fieldCount: max(width, names.count), minimumFieldCount: 1,
            names: names + (names.count < width ? (names.count..<width).map { "#\($0 + 1)" } : []))
        layout.joinsDescriptions = reading.descriptions.count > 1
        layout.balance = reading.balance
        layout.evidence = inferred.evidence
        layout.resolve()
        layout.minimumFieldCount = layout.highestIndex + 1
        // Every column's name, those past a short header's end (`#4`) too: a reading's amount may be there.
        let headerNames = layout.names.map(HeaderName.init)
        layout.defaultCurrency = Array((ColumnMatcher.headerCurrency(headerNames, reading.amounts) ?? "").utf8)
        return ColumnMatcher.Match(layout: layout, profile: nil)
    }

    /// A reading's `--column` options: by header name, or `--no-header` and positions.
    static func columnOptions(_ reading: ColumnInference.Reading, header: [String]?) -> String {
        func name(_ index: Int) -> String {
            guard let header, index < header.count, !header[index].isEmpty else { return String(index + 1) }
            return header[index]
        }
        var parts = [("date", reading.date)] + reading.descriptions.map { ("description", $0) }
        switch reading.amounts {
        case .signed(let index): parts.append(("amount", index))
        case .split(let debit, let credit): parts += [("debit", debit), ("credit", credit)]
        }
        if let type = reading.type { parts.append(("type", type)) }
        let options = parts.map { "--column " + HeaderCandidates.shellWord("\($0.0)=\(name($0.1))") }.joined(
            separator: " ")
        return (header == nil ? "--no-header " : "") + options
    }

    private func noHeader(rowsSeen: Int, stoppedBy error: InputError?, candidates: HeaderCandidates) -> InputError {
        let stop = error.flatMap { error in
            error.position.map { NoHeaderRow.TokenizerStop(line: $0.line, reason: error.reason.description) }
        }
        return InputError(
            file: name,
            reason: .noHeaderRow(
                NoHeaderRow(
                    rowsSeen: rowsSeen, withColumnNames: !options.columns.isEmpty, tokenizerStop: stop,
                    candidates: candidates.candidates, suggestion: candidates.suggestion,
                    oneSidedPair: candidates.oneSidedPair)))
    }
}

/// What the sniff reads data rows with once it knows their layout: made once per sniff, so that
/// no row copies the layout or looks its currency up again (``RowCurrency`` keeps the last one).
private final class ConventionObserver {
    let layout: ColumnLayout
    /// Used by one `observe` call at a time, which makes one access (`exponent(_:)`): not checked
    /// at run time, where the check cost about a tenth of reading a row's conventions.
    @exclusivity(unchecked) var currency: RowCurrency

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
