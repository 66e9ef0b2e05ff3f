/// The per-row path: turns each data row into a ``TransactionRecord`` or counts why not
/// (zero amount, not a transaction, not completed, duplicate, trailer, invalid).
///
/// Column indices, the amount model and the conventions are resolved before the first row;
/// the record's buffers are reused from row to row. Dateless rows are held back (as counts and
/// at most ``PendingRows/keptProblems`` errors) until a later dated row shows they were inside
/// the data, or the end shows they were the trailer.
struct RowReader {
    let name: String
    let layout: ColumnLayout
    /// Whether the layout has amount columns in other currencies (decided once per file).
    private let hasOtherCurrencyAmounts: Bool
    let headerLine: Int?
    let headerCells: [[UInt8]]
    /// The file's field delimiter: an error quotes its row joined with it.
    let delimiter: UInt8
    private(set) var conventions: FileConventions
    private var dates: DateParser
    private var mark: DecimalMark?
    /// The currency each row's amounts are in, for their exponent.
    private var rowCurrency: RowCurrency
    private let skipInvalid: Bool
    private let signing: AmountSigning
    private let status: StatusFilter
    private var deduplicator = Deduplicator()
    private var record = TransactionRecord()
    private var pending = PendingRows()
    private var inTrailer = false
    private var currencyMemo = CurrencyMemo()
    private(set) var stats = IngestStats()
    /// The running balance followed row by row, when the layout has one.
    private var balanceCheck: BalanceCheck?
    /// The last row's amount as the file signs it (before `--invert`), for the balance check.
    private var lastSigned: Int64 = 0
    /// What the balance check found (after the last row).
    var balanceFinding: BalanceCheck.Finding? { balanceCheck?.finish() }
    /// What ``RowPipeline`` reads ahead for this reader (fixed once the sniff has decided).
    let readAhead: CellReadAhead

    init(name: String, options: ReaderOptions, sniff: FormatSniffer.Result) {
        self.name = name
        layout = sniff.match.layout
        hasOtherCurrencyAmounts = !sniff.match.layout.otherCurrencyAmounts.isEmpty
        headerLine = sniff.headerLine
        headerCells = sniff.headerCells
        delimiter = sniff.delimiter
        conventions = sniff.conventions
        dates = DateParser(order: sniff.conventions.dateOrder, format: options.dateFormat, timeZone: options.timeZone)
        mark = sniff.conventions.decimalMark
        rowCurrency = RowCurrency(layout: sniff.match.layout, unlabelled: options.unlabelledCurrency)
        skipInvalid = options.skipInvalid
        let profile = sniff.match.profile
        signing = AmountSigning(
            invert: options.invert, purchasesPositive: profile?.purchasesPositive ?? false,
            emptyMarker: profile?.emptyMarker)
        status = StatusFilter(extra: profile?.notCompleted ?? [])
        var readAhead = CellReadAhead()
        if options.dateFormat == nil { readAhead.dateColumn = layout.date }
        // The mark is decided for good when the sniff (or --decimal-comma) settled it.
        if mark == .point {
            switch layout.amounts {
            case .signed(let index): readAhead.amountColumn = index
            case .split(let debit, let credit): (readAhead.amountColumn, readAhead.creditColumn) = (debit, credit)
            }
        }
        // The key is made ahead only from a description that is one column's cell in every row.
        if let keying = options.merchantKeying, !keying.requiresCategoryColumn || layout.category != nil,
            layout.descriptions.count == 1,
            layout.receivedDescriptions.isEmpty || layout.receivedDescriptions == layout.descriptions
        {
            readAhead.descriptionColumn = layout.descriptions.first
            readAhead.merchantKeying = keying
        }
        self.readAhead = readAhead
        if layout.balance != nil { balanceCheck = BalanceCheck() }
    }

    /// What became of one data row.
    private enum Outcome {
        case record, zeroAmount, nonTransaction, notCompleted, duplicate
    }

    // MARK: - Rows

    /// Takes the next row from the tokenizer (preamble and header rows included).
    mutating func take(
        _ row: CSVRow, onProblem: (InputError) -> Void,
        onRecord: (TransactionRecord) throws -> Void
    ) throws {
        if let headerLine, row.line <= headerLine { return }
        var date: Result<LocalDate, DateParser.Failure>
        var dateCell: ArraySlice<UInt8> = []
        if let known = row.readAhead.date {
            // An ISO date read ahead (what parseDate gives such a cell); a dated row ends any trailer.
            inTrailer = false
            date = .success(known)
        } else {
            dateCell = layout.date < row.count ? ByteText.trimmed(row[layout.date]) : []
            if inTrailer {
                // A dated row after a trailer: another statement was appended after this one's
                // summary (overlapping exports). Its rows are read; the summary stays the trailer.
                guard !dateCell.isEmpty, case .success = parseDate(dateCell, line: row.line) else {
                    stats.trailer += 1
                    return
                }
                inTrailer = false
            }
            // A cell shaped like a date but wrong (`31/02/2026`, `September 15`) makes a bad row,
            // not a trailer row.
            date = dateCell.isEmpty ? .failure(.notADate) : parseDate(dateCell, line: row.line)
            // A date cell of two lines (the date, then a time or a reference under it): its first line.
            if case .failure = date, let firstLine = DateParser.firstLine(of: dateCell) {
                dateCell = firstLine
                date = parseDate(dateCell, line: row.line)
            }
            if case .failure(.notADate) = date {
                takeDateless(row, dateCell: dateCell)
                return
            }
        }
        if !pending.isEmpty { try resolvePending(onProblem: onProblem) }
        stats.rows += 1
        let outcome: Outcome
        do {
            outcome = try interpret(row, date: date, dateCell: dateCell)
        } catch let error as InputError {
            try fail(error, onProblem: onProblem)
            return
        }
        if balanceCheck != nil, outcome == .record || outcome == .zeroAmount || outcome == .duplicate {
            followBalance(row)
        }
        // What the receiver throws is never a row to skip (a sum that overflows must stop the run).
        switch outcome {
        case .record: try onRecord(record)
        case .zeroAmount: stats.zeroAmount += 1
        case .nonTransaction: stats.nonTransaction += 1
        case .notCompleted: stats.notCompleted += 1
        case .duplicate: stats.duplicates += 1
        }
    }

    /// The input ended: what is still held back is the trailer, except rows that hold an amount
    /// and whose date cell tries to be a date (`2026-11-3O`, `25/11/126`) — and, when no row of
    /// the file had a readable date, every row that holds an amount (a wrong `--date-format`,
    /// spreadsheet serial dates). Those are bad rows: money is never dropped as a trailer.
    mutating func finish(onProblem: (InputError) -> Void) throws {
        let held = pending
        pending.clear()
        let nothingRead = stats.rows == 0
        let bad = nothingRead ? held.problems : held.problems.filter(\.attemptsDate)
        let unkept = nothingRead ? held.unkeptProblems : held.unkeptAttempts
        stats.trailer += held.count - bad.count - unkept
        stats.rows += bad.count + unkept
        for problem in bad { try fail(problem.error, onProblem: onProblem) }
        if unkept > 0 {
            stats.skippedInvalid += unkept - 1
            try fail(
                InputError(
                    file: name, position: SourcePosition(line: held.lastProblemLine),
                    reason: .moreRowsWithUnreadableDate(unkept)),
                onProblem: onProblem)
        }
    }

    /// A record the tokenizer rejects (a stray quote, a quote never closed), skipped with
    /// `--skip-invalid`; after the data it is part of the trailer.
    mutating func skipUnreadableRecord(_ error: InputError, onProblem: (InputError) -> Void) throws {
        if inTrailer {
            stats.trailer += 1
            return
        }
        if !pending.isEmpty { try resolvePending(onProblem: onProblem) }
        stats.rows += 1
        try fail(error, onProblem: onProblem)
    }

    private mutating func takeDateless(_ row: CSVRow, dateCell: ArraySlice<UInt8>) {
        if row.isBlank { return }
        if let first = (0..<row.count).lazy.map({ ByteText.trimmed(row[$0]) }).first(where: { !$0.isEmpty }),
            TrailerMarker.matches(first)
        {
            inTrailer = true
            stats.trailer += pending.count + 1
            pending.clear()
            return
        }
        if isHeaderAgain(row) || amountCellsAreEmpty(row) {
            pending.add(problem: nil)
            return
        }
        let column = tableColumn(layout.date)
        let problem =
            dateCell.isEmpty
            ? InputError(
                file: name, position: position(row, layout.date), reason: .badDate(column, .noDate),
                text: row.text(delimiter: delimiter))
            : InputError(
                file: name, position: position(row, layout.date), reason: .badDate(column, .notADate),
                text: String(decoding: dateCell, as: UTF8.self))
        pending.add(problem: problem, attemptsDate: RowReader.attemptsDate(dateCell))
    }

    /// A date cell that tries to be a date: it holds a digit and is not an amount (a summary
    /// row's total in the date column, `1,85,423.50`, is not).
    static func attemptsDate(_ cell: ArraySlice<UInt8>) -> Bool {
        guard cell.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        return (try? AmountParser.parse(cell, mark: .point)) == nil
    }

    /// The held-back dateless rows were inside the data: structural rows are counted, the rest are errors.
    private mutating func resolvePending(onProblem: (InputError) -> Void) throws {
        let held = pending
        pending.clear()
        stats.rows += held.count
        stats.nonTransaction += held.structural
        for problem in held.problems { try fail(problem.error, onProblem: onProblem) }
        if held.unkeptProblems > 0 {
            stats.skippedInvalid += held.unkeptProblems - 1
            try fail(
                InputError(
                    file: name, position: SourcePosition(line: held.lastProblemLine),
                    reason: .moreRowsWithoutDate(held.unkeptProblems)),
                onProblem: onProblem)
        }
    }

    private mutating func fail(_ error: InputError, onProblem: (InputError) -> Void) throws {
        guard skipInvalid else { throw error }
        stats.skippedInvalid += 1
        onProblem(error)
    }

    private func isHeaderAgain(_ row: CSVRow) -> Bool {
        guard row.count >= headerCells.count, !headerCells.isEmpty else { return false }
        for (index, cell) in headerCells.enumerated() where !ByteText.trimmed(row[index]).elementsEqual(cell) {
            return false
        }
        return true
    }

    private func amountCellsAreEmpty(_ row: CSVRow) -> Bool {
        func empty(_ index: Int) -> Bool { index >= row.count || ByteText.isEmptyCell(ByteText.trimmed(row[index])) }
        switch layout.amounts {
        case .signed(let index): return empty(index) && layout.otherCurrencyAmounts.allSatisfy { empty($0.column) }
        case .split(let debit, let credit): return empty(debit) && empty(credit)
        }
    }

    // MARK: - One data row

    private mutating func interpret(
        _ row: CSVRow, date: Result<LocalDate, DateParser.Failure>,
        dateCell: ArraySlice<UInt8>
    ) throws -> Outcome {
        let count = row.count
        if count < layout.minimumFieldCount || count > layout.fieldCount + 1
            || (count == layout.fieldCount + 1 && !ByteText.trimmed(row[count - 1]).isEmpty)
        {
            throw InputError(
                file: name, position: position(row, layout.fieldCount),
                reason: .fieldCount(expected: layout.fieldCount, found: count),
                text: row.text(delimiter: delimiter))
        }
        if count <= layout.highestIndex {
            throw InputError(
                file: name, position: SourcePosition(line: row.line),
                reason: .fieldCount(expected: layout.highestIndex + 1, found: count),
                text: row.text(delimiter: delimiter))
        }
        if let index = layout.status, status.excludes(ByteText.trimmed(row[index])) { return .notCompleted }
        for rule in layout.nonTransactions {
            let cell = ByteText.trimmed(row[rule.column])
            if rule.values.contains(where: { ByteText.equalsIgnoringCase(cell, $0) }) { return .nonTransaction }
        }
        record.line = row.line
        switch date {
        case .success(let date): record.date = date
        case .failure(let failure): throw dateError(failure, cell: dateCell, at: position(row, layout.date))
        }

        guard let (signed, symbolCurrency) = try signedAmount(row) else { return .nonTransaction }
        lastSigned = signed
        if signed == 0 { return .zeroAmount }
        // An opening, closing or turnover row: its words in the first description cell that has any.
        if let first = layout.descriptions.first {
            var cell = ByteText.trimmed(row[first])
            if cell.isEmpty, layout.descriptions.count > 1,
                let next = layout.descriptions.dropFirst().first(where: { !ByteText.trimmed(row[$0]).isEmpty })
            {
                cell = ByteText.trimmed(row[next])
            }
            if BalanceLine.matches(cell) { return .nonTransaction }
        }
        var direction: Direction = signed < 0 ? .spent : .received
        if signing.invert { direction = direction.flipped }
        guard signed != .min else {
            throw InputError(file: name, position: SourcePosition(line: row.line), reason: .amountOverflow)
        }
        record.direction = direction
        record.amount = Money(minorUnits: signed < 0 ? -signed : signed)

        fillDescription(row, direction: direction)
        fillMerchantKey(row)
        try fillCurrency(row, symbol: symbolCurrency)
        let (reference, category, account) = (layout.reference, layout.category, layout.account)
        RowReader.fill(&record.reference, row, reference)
        RowReader.fill(&record.sourceCategory, row, category)
        RowReader.fill(&record.account, row, account)
        record.mcc = layout.mcc.map { RowReader.merchantCategoryCode(row, $0) } ?? -1

        if layout.reference != nil, !record.reference.isEmpty,
            deduplicator.isDuplicate(
                reference: record.reference, date: record.date, signedAmount: signed,
                description: record.description)
        {
            return .duplicate
        }
        return .record
    }

    /// Hands the row's balance to the balance check (a row without a readable balance, a pending
    /// row, is left out of it).
    private mutating func followBalance(_ row: CSVRow) {
        guard let index = layout.balance, index < row.count else { return }
        let cell = ByteText.trimmed(row[index])
        guard !cell.isEmpty,
            let parsed = (try? AmountParser.parse(cell, mark: mark ?? .point, exponent: rowCurrency.exponent(row)))
                ?? nil,
            parsed.minorUnits != .min
        else { return }
        let balance = parsed.marker == .spent ? -abs(parsed.minorUnits) : parsed.minorUnits
        balanceCheck?.add(
            BalanceCheck.Row(line: row.line, day: record.date.packed, amount: lastSigned, balance: balance))
    }

    /// The date in `cell`; while the file's day/month order is open, a cell that settles it
    /// decides it for the rest of the file first.
    private mutating func parseDate(_ cell: ArraySlice<UInt8>, line: Int) -> Result<LocalDate, DateParser.Failure> {
        // ISO dates settle no order and read the same under any: the common case, first.
        if dates.format == nil, let date = DateParser.isoDate(cell) { return .success(date) }
        if dates.order == nil, dates.format == nil {
            // An ambiguous cell here is reported by the caller, at its own position.
            conventions.observeDate(cell, line: line, column: 0, timeZone: dates.timeZone)
            dates.order = conventions.dateOrder
        }
        do {
            return .success(try dates.parse(cell))
        } catch {
            return .failure(error)
        }
    }

    private func dateError(_ failure: DateParser.Failure, cell: ArraySlice<UInt8>, at position: SourcePosition)
        -> InputError
    {
        let column = tableColumn(layout.date)
        let reason: InputError.Reason
        switch failure {
        case .ambiguous: reason = .ambiguousDate(column)
        case .noYear: reason = .badDate(column, .noYear)
        case .invalid:
            if let order = dates.order, dates.format == nil {
                reason = .badDate(column, .noSuchDateIn(order))
            } else {
                reason = .badDate(column, .noSuchDate)
            }
        case .notADate: reason = .badDate(column, .notADate)
        case .outsideYears: reason = .badDate(column, .outsideYears(zone: dates.timeZone.identifier))
        }
        return InputError(
            file: name, position: position, reason: reason,
            text: String(decoding: cell, as: UTF8.self))
    }

    /// The row's signed amount in minor units (negative: spent) and the currency its cell's
    /// symbol names; `nil` when every amount cell is empty.
    private mutating func signedAmount(_ row: CSVRow) throws -> (Int64, String?)? {
        var signed: Int64
        var currency: String?
        switch layout.amounts {
        case .signed(let main):
            var index = main
            let found: ParsedAmount?
            if hasOtherCurrencyAmounts {
                (found, index) = try otherCurrencyAmount(row, main: main, try amount(row, main))
            } else {
                found = try amount(row, main)
            }
            guard let parsed = found else { return nil }
            currency = parsed.currency
            let value = parsed.minorUnits
            guard value != .min else { throw overflow(row, index) }
            var marker = parsed.marker
            if marker == nil, let type = layout.type {
                let cell = ByteText.trimmed(row[type])
                marker = cell.isEmpty ? signing.emptyMarker : DirectionMarker.direction(cell)
            }
            if let marker {
                if value < 0 && marker == .received {
                    throw InputError(
                        file: name, position: position(row, index),
                        reason: .negativeCredit(tableColumn(index)),
                        text: row.text(delimiter: delimiter))
                }
                let magnitude = value < 0 ? -value : value
                signed = marker == .spent ? -magnitude : magnitude
            } else {
                signed = signing.purchasesPositive ? -value : value
            }
        case .split(let debitIndex, let creditIndex):
            let debit = try amount(row, debitIndex)
            let credit = try amount(row, creditIndex)
            if debit == nil && credit == nil { return nil }
            guard debit?.minorUnits != .min else { throw overflow(row, debitIndex) }
            guard credit?.minorUnits != .min else { throw overflow(row, creditIndex) }
            let out = debit.map { $0.minorUnits < 0 ? -$0.minorUnits : $0.minorUnits } ?? 0
            let into = credit.map { $0.minorUnits < 0 ? -$0.minorUnits : $0.minorUnits } ?? 0
            if out != 0 && into != 0 {
                throw InputError(
                    file: name, position: position(row, creditIndex),
                    reason: .debitAndCredit(debit: tableColumn(debitIndex), credit: tableColumn(creditIndex)),
                    text: row.text(delimiter: delimiter))
            }
            signed = out != 0 ? -out : into
            currency = (out != 0 ? debit : credit)?.currency
        }
        if let feeIndex = layout.fee, let fee = try amount(row, feeIndex), fee.minorUnits != 0 {
            guard fee.minorUnits != .min else { throw overflow(row, feeIndex) }
            let (net, overflowed) = signed.subtractingReportingOverflow(
                fee.minorUnits < 0 ? -fee.minorUnits : fee.minorUnits)
            if overflowed { throw overflow(row, feeIndex) }
            signed = net
        }
        return (signed, currency)
    }

    /// The amount of a row with amount columns in several currencies (``ColumnLayout/otherCurrencyAmounts``)
    /// and its column: the main column's unless it is empty or zero, else the first other column
    /// holding an amount (named in its currency). Two columns holding non-zero amounts are an error.
    private mutating func otherCurrencyAmount(_ row: CSVRow, main: Int, _ mainAmount: ParsedAmount?) throws -> (
        ParsedAmount?, Int
    ) {
        var found = mainAmount
        var index = main
        for other in layout.otherCurrencyAmounts {
            let cell = ByteText.trimmed(row[other.column])
            if ByteText.isEmptyCell(cell) { continue }
            guard var parsed = try parseAmount(cell, row, other.column, exponent: CurrencyExponent.of(other.currency)),
                parsed.minorUnits != 0
            else { continue }
            if let held = found, held.minorUnits != 0 {
                throw InputError(
                    file: name, position: position(row, other.column),
                    reason: .amountsInTwoCurrencies(tableColumn(index), tableColumn(other.column)),
                    text: row.text(delimiter: delimiter))
            }
            parsed.currency = parsed.currency ?? other.currency
            found = parsed
            index = other.column
        }
        return (found, index)
    }

    /// One amount cell read with the file's decimal mark, in minor units of the row's currency;
    /// `nil` when empty.
    private mutating func amount(_ row: CSVRow, _ index: Int) throws -> ParsedAmount? {
        let exponent = rowCurrency.exponent(row)
        // Read ahead in hundredths (a plain cell names no currency of its own).
        if (exponent ?? 2) == 2 {
            if let known = row.readAhead.amount, index == readAhead.amountColumn {
                return ParsedAmount(minorUnits: known)
            }
            if let known = row.readAhead.credit, index == readAhead.creditColumn {
                return ParsedAmount(minorUnits: known)
            }
        }
        let cell = ByteText.trimmed(row[index])
        if ByteText.isEmptyCell(cell) { return nil }
        return try parseAmount(cell, row, index, exponent: exponent)
    }

    /// The amount in the non-empty `cell` of column `index`, in minor units of `exponent`.
    private mutating func parseAmount(_ cell: ArraySlice<UInt8>, _ row: CSVRow, _ index: Int, exponent: Int?) throws
        -> ParsedAmount?
    {
        if mark == nil { try decideMark(cell, in: row, column: index, exponent: exponent) }
        do {
            return try AmountParser.parse(cell, mark: mark ?? .point, exponent: exponent)
        } catch let failure {
            let reason: InputError.Reason
            switch failure {
            case .overflow: throw overflow(row, index)
            case .tooManyFractionDigits(let currency, let applied):
                if let code = currency ?? rowCurrency.code(row) {
                    reason = .badAmount(
                        tableColumn(index),
                        .moreFractionDigitsThan(currency: code, exponent: applied ?? CurrencyExponent.of(code)))
                } else {
                    reason = .badAmount(tableColumn(index), .tooManyFractionDigits)
                }
            case .notANumber: reason = .badAmount(tableColumn(index), .notAnAmount)
            }
            throw InputError(
                file: name, position: position(row, index), reason: reason,
                text: String(decoding: cell, as: UTF8.self))
        }
    }

    /// While the decimal mark is undecided (no cell in the sniffed prefix settled it), a cell
    /// that settles it decides for the rest of the file and one that reads two ways is an error.
    /// Once taken, the mark is not observed again: the rows before were read with it.
    private mutating func decideMark(_ cell: ArraySlice<UInt8>, in row: CSVRow, column: Int, exponent: Int?) throws {
        let delimiter = delimiter
        let verdict = conventions.observeAmount(
            cell, line: row.line,
            column: row.column(ofField: column, delimiter: delimiter) ?? 0,
            exponent: exponent)
        mark = conventions.decimalMark
        if case .ambiguous = verdict {
            throw InputError(
                file: name, position: position(row, column), reason: .ambiguousAmount(tableColumn(column)),
                text: String(decoding: cell, as: UTF8.self))
        }
    }

    private func overflow(_ row: CSVRow, _ index: Int) -> InputError {
        InputError(
            file: name, position: position(row, index), reason: .amountOverflow,
            text: String(decoding: ByteText.trimmed(row[index]), as: UTF8.self))
    }

    // MARK: - Text fields

    private mutating func fillDescription(_ row: CSVRow, direction: Direction) {
        let received = direction == .received && !layout.receivedDescriptions.isEmpty
        // The usual one column is read without taking a copy of the column list (a reference per row).
        let single =
            received
            ? (layout.receivedDescriptions.count == 1 ? layout.receivedDescriptions.first : nil)
            : (layout.descriptions.count == 1 ? layout.descriptions.first : nil)
        if let single {
            RowReader.fill(&record.description, row, single)
            return
        }
        joinDescriptions(row, received ? layout.receivedDescriptions : layout.descriptions)
    }

    /// The merchant key made ahead from the description (``CellReadAhead/descriptionColumn``), if any.
    private mutating func fillMerchantKey(_ row: CSVRow) {
        switch row.readAhead.merchantKeyLength {
        case ..<0:
            record.merchantKey.state = .notMade
        case 0:
            record.merchantKey.state = .noKey
        default:
            record.merchantKey.state = .made
            record.merchantKey.hash = row.readAhead.merchantKeyHash
            row.withMerchantKey { ByteText.assign(&record.merchantKey.bytes, $0) }
        }
    }

    /// The description from several columns: the first non-empty cell, or with
    /// ``ColumnLayout/joinsDescriptions`` every non-empty cell not repeating an earlier one.
    private mutating func joinDescriptions(_ row: CSVRow, _ columns: [Int]) {
        record.description.removeAll(keepingCapacity: true)
        for (position, index) in columns.enumerated() {
            let cell = ByteText.trimmed(row[index])
            if ByteText.isEmptyCell(cell) { continue }
            if !record.description.isEmpty {
                // `Name` and `Description` often say the same: it is said once.
                if columns[..<position].contains(where: { ByteText.trimmed(row[$0]).elementsEqual(cell) }) { continue }
                record.description.append(contentsOf: layout.descriptionJoiner)
            }
            record.description.append(contentsOf: cell)
            if !layout.joinsDescriptions { return }
        }
    }

    /// The row's ISO currency code: its Currency column (a code, symbol or name), else the
    /// symbol in its amount cell, else the file's default. A Currency value that names no
    /// currency, or one the amount's symbol contradicts, makes a bad row.
    private mutating func fillCurrency(_ row: CSVRow, symbol: String?) throws {
        if let index = layout.currency {
            // Most rows repeat the last row's cell: compared in place, without a slice of the row.
            let seen = row.withTrimmedCell(index) { cell -> CurrencyCell in
                ByteText.isEmptyCell(cell) ? .empty : ByteText.equals(currencyMemo.columnCell, cell) ? .cached : .other
            }
            if seen != .empty {
                if seen == .other {
                    let cell = ByteText.trimmed(row[index])
                    guard let code = CurrencyMark.code(ofColumnValue: cell) else {
                        throw InputError(
                            file: name, position: position(row, index),
                            reason: .notACurrency(tableColumn(index)),
                            text: String(decoding: cell, as: UTF8.self))
                    }
                    currencyMemo.columnCell = Array(cell)
                    currencyMemo.columnCode = Array(code.utf8)
                    currencyMemo.recordHoldsColumnCode = false
                }
                if let symbol, !symbol.utf8.elementsEqual(currencyMemo.columnCode) {
                    throw InputError(
                        file: name, position: position(row, index),
                        reason: .currencyMismatch(
                            amountCurrency: symbol, column: tableColumn(index),
                            columnCurrency: String(decoding: currencyMemo.columnCode, as: UTF8.self)),
                        text: row.text(delimiter: delimiter))
                }
                // Most rows repeat the last row's code: nothing to rewrite, nothing to compare.
                if !currencyMemo.recordHoldsColumnCode {
                    if !ByteText.equals(record.currency, currencyMemo.columnCode[...]) {
                        record.currency.removeAll(keepingCapacity: true)
                        record.currency.append(contentsOf: currencyMemo.columnCode)
                    }
                    currencyMemo.recordHoldsColumnCode = true
                }
                return
            }
        }
        currencyMemo.recordHoldsColumnCode = false
        record.currency.removeAll(keepingCapacity: true)
        if let symbol {
            if symbol != currencyMemo.symbol {
                currencyMemo.symbol = symbol
                currencyMemo.symbolCode = Array(symbol.utf8)
            }
            record.currency.append(contentsOf: currencyMemo.symbolCode)
            return
        }
        record.currency.append(contentsOf: layout.defaultCurrency)
    }

    /// A currency cell against the last one read.
    private enum CurrencyCell { case empty, cached, other }

    /// How the file signs its amounts, fixed for the file.
    private struct AmountSigning {
        /// `--invert`: every row's side flipped.
        var invert: Bool
        /// The export writes purchases as positive amounts (card exports).
        var purchasesPositive: Bool
        /// The side of a row whose debit/credit marker cell is empty, when the export says.
        var emptyMarker: Direction?
    }

    /// What ``fillCurrency(_:symbol:)`` remembers from the rows before, so that most rows, which
    /// repeat the last one's currency, map nothing again.
    private struct CurrencyMemo {
        /// The last amount symbol's code, and its bytes.
        var symbol = ""
        var symbolCode: [UInt8] = []
        /// The last Currency-column cell mapped, and the code it names.
        var columnCell: [UInt8] = []
        var columnCode: [UInt8] = []
        /// Whether the record's currency holds ``columnCode`` (only ``fillCurrency(_:symbol:)``
        /// writes either).
        var recordHoldsColumnCode = false
    }

    /// The four-digit merchant category code in cell `index` (`5411`, `0742`, `5411 Grocery
    /// Stores`: the code before any text), -1 when the row has no such cell or the cell no code.
    static func merchantCategoryCode(_ row: CSVRow, _ index: Int) -> Int16 {
        guard index < row.count else { return -1 }
        return row.withTrimmedCell(index) { cell -> Int16 in
            var code: Int16 = 0
            var digits = 0
            for byte in cell {
                guard byte &- 0x30 < 10 else { break }
                digits += 1
                if digits > 4 { return -1 }
                code = code * 10 + Int16(byte - 0x30)
            }
            guard digits == 4 || (digits == 3 && cell.count == 3) else { return -1 }
            return code
        }
    }

    private static func fill(_ buffer: inout [UInt8], _ row: CSVRow, _ index: Int?) {
        guard let index else {
            if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
            return
        }
        row.withTrimmedCell(index) { cell in
            if ByteText.isEmptyCell(cell) {
                if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
            } else {
                ByteText.assign(&buffer, cell)
            }
        }
    }

    /// Where field `index` of `row` starts, for an error: the record's line, and the column when
    /// ``CSVRow/column(ofField:delimiter:)`` knows it (computed only here, when the error is built).
    private func position(_ row: CSVRow, _ index: Int) -> SourcePosition {
        SourcePosition(line: row.line, column: row.column(ofField: index, delimiter: delimiter) ?? 0)
    }

    /// The column at `index` as messages name it (`column 4 "Amount"`).
    private func tableColumn(_ index: Int) -> TableColumn {
        TableColumn(index: index, header: index < layout.names.count ? layout.names[index] : "")
    }
}

/// Dateless rows held back until the reader knows whether they sit inside the data (then each
/// is a structural row or an error) or after it (the trailer). Bounded memory: counts, plus the
/// errors of the first ``keptProblems`` rows.
struct PendingRows {
    static let keptProblems = 64

    private(set) var count = 0
    /// Rows with every amount cell empty, or a repeated header: not transactions.
    private(set) var structural = 0
    /// A held-back row's error, and whether its date cell tries to be a date.
    struct Problem {
        var error: InputError
        var attemptsDate: Bool
    }

    private(set) var problems: [Problem] = []
    private(set) var unkeptProblems = 0
    /// Of the unkept problems, those whose date cell tries to be a date.
    private(set) var unkeptAttempts = 0
    private(set) var lastProblemLine = 0

    var isEmpty: Bool { count == 0 }

    mutating func add(problem: InputError?, attemptsDate: Bool = false) {
        count += 1
        guard let problem else {
            structural += 1
            return
        }
        if problems.count < PendingRows.keptProblems {
            problems.append(Problem(error: problem, attemptsDate: attemptsDate))
        } else {
            unkeptProblems += 1
            if attemptsDate { unkeptAttempts += 1 }
            lastProblemLine = problem.position?.line ?? lastProblemLine
        }
    }

    mutating func clear() {
        count = 0
        structural = 0
        problems.removeAll()
        unkeptProblems = 0
        unkeptAttempts = 0
    }
}
