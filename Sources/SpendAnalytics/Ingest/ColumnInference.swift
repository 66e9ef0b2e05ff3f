import Foundation

/// Column roles read from the data itself (docs/INPUT.md: Columns from the data), for a file whose
/// header words do not name a date, an amount and a description column, or that has no header.
///
/// Each column is judged by its cells over the first data rows: dates (every cell reads as a date),
/// amounts (every cell an amount, not a date, not a long reference number), direction markers
/// (`D`/`C`, `DR`/`CR` …), currency codes, or text (the description is the most varied text). The
/// readings the amount columns allow are then tried against the running balance: one signed
/// column, or two one-sided columns (each row fills one) either way round, each with each other
/// amount column as the balance. A reading whose balance identity holds on every pair of rows
/// (rows of one day in any order) is proven and read with no flag, and so is one that holds on
/// three pairs in four when no other reading does as well (the breaks are then warned about); the balance is read as money
/// held (a balance that rises with money received), the usual account's. Without a proof, a lone
/// signed column with both signs reads as signed, as a file with an amount header does; anything
/// else is ambiguous, and the caller refuses with each reading's `--column` line.
struct ColumnInference {
    /// The columns of one reading, by index.
    struct Reading: Sendable, Hashable {
        var date: Int
        var descriptions: [Int]
        var amounts: ColumnLayout.Amounts
        var type: Int?
        var currency: Int?
        var balance: Int?
    }

    /// A reading and why it was chosen.
    struct Inferred: Sendable {
        var reading: Reading
        /// How each role was decided, for `validate`: `date: content`, `amount: balance identity (38 of 38 rows)`.
        var evidence: [String]
        /// Pairs of rows on which the balance identity holds, of all pairs; `nil` without a balance.
        var proof: (holding: Int, pairs: Int)?
    }

    enum Outcome {
        case inferred(Inferred)
        /// The data allows these readings and nothing decides between them.
        case ambiguous([Reading])
        /// No date, amount and description columns in the data.
        case none
    }

    /// What one column's cells hold.
    private struct Column {
        var nonEmpty = 0
        var dates = 0
        var amounts = 0
        var markers = 0
        var currencies = 0
        var distinct = Set<String>()
        var letters = 0
        var totalLength = 0
        var negatives = 0
        var referenceLike = 0
        /// Cells with a decimal fraction (`12.50`, `12,5`): money, where a code or a count has none.
        var fractions = 0
    }

    /// Header cells (or `nil` for a file without a header) and their roles by header words.
    let header: [String]?
    let headerRoles: [ColumnRole?]
    /// The data rows, trimmed cells.
    let rows: [[String]]

    /// Rows looked at, at most.
    static let maximumRows = 256

    init(header: [String]?, rows: [[String]]) {
        self.header = header
        headerRoles = (header ?? []).map { HeaderCandidates.role(of: $0) }
        self.rows = Array(rows.filter { $0.contains { !$0.isEmpty } }.prefix(ColumnInference.maximumRows))
    }

    func infer() -> Outcome {
        let width = rows.map(\.count).max() ?? 0
        guard rows.count >= 2, width >= 3 else { return .none }
        let mark = ColumnInference.decimalMark(rows)
        let columns = (0..<width).map { column(at: $0, mark: mark) }
        func isDate(_ index: Int) -> Bool {
            let column = columns[index]
            return column.nonEmpty * 2 >= rows.count && column.dates * 10 >= column.nonEmpty * 9
        }
        func isAmountShaped(_ index: Int) -> Bool {
            let column = columns[index]
            return column.nonEmpty > 0 && column.amounts * 10 >= column.nonEmpty * 9 && column.dates == 0
                && column.referenceLike * 2 < column.nonEmpty
        }
        // Money varies: a column of one repeated number (a record type, an account code) is no
        // amount, unless a running balance proves it is (the same fee or instalment every row).
        func isRepeated(_ index: Int) -> Bool { columns[index].nonEmpty >= 5 && columns[index].distinct.count == 1 }
        // The date: the header's date column when its cells are dates, else the first date column.
        let dateColumns = (0..<width).filter(isDate)
        guard
            let date = dateColumns.first(where: { headerRoles.indices.contains($0) && headerRoles[$0] == .date })
                ?? dateColumns.first
        else { return .none }
        // The amounts are judged on the dated rows only: a trailer of totals fills both sides.
        let dated = rows.filter { date < $0.count && ColumnInference.date($0[date]) != nil }
        if dated.count < rows.count && dated.count >= 2 {
            return ColumnInference(header: header, rows: dated).infer()
        }
        let shapedColumns = (0..<width).filter { $0 != date && isAmountShaped($0) && !isHeaderText($0) }
        let amountColumns = shapedColumns.filter { !isRepeated($0) }
        let markerColumn = (0..<width).first { index in
            index != date && columns[index].nonEmpty * 2 >= rows.count
                && columns[index].markers == columns[index].nonEmpty
        }
        let currencyColumn = (0..<width).first { index in
            index != date && columns[index].nonEmpty > 0 && columns[index].currencies == columns[index].nonEmpty
        }
        let used = Set([date] + shapedColumns + [markerColumn, currencyColumn].compactMap { $0 })
        let descriptions = descriptionColumns(columns, excluding: used, width: width)
        guard !descriptions.isEmpty, !shapedColumns.isEmpty else { return .none }
        var values: [Int: [Int64?]] = [:]
        for index in shapedColumns { values[index] = rows.map { ColumnInference.amount($0, index, mark: mark) } }
        func oneSided(_ first: Int, _ second: Int) -> Bool {
            ColumnInference.oneSided(values[first] ?? [], values[second] ?? [])
        }

        var readings: [Reading] = []
        func add(_ amounts: ColumnLayout.Amounts, balance: Int?) {
            readings.append(
                Reading(
                    date: date, descriptions: descriptions, amounts: amounts, type: markerColumn,
                    currency: currencyColumn, balance: balance))
        }
        // A column filled one-sided beside another (each row fills one of the two) is never a
        // signed amount alone, and a signed amount alone has both signs or a marker beside it:
        // any other reading would drop money or read it the wrong way round.
        func paired(among pool: [Int]) -> Set<Int> {
            Set(pool.filter { first in pool.contains { $0 != first && oneSided(first, $0) } })
        }
        let pairedAmounts = paired(among: amountColumns)
        let pairedShaped = paired(among: shapedColumns)
        for balance in [nil] + shapedColumns.map(Optional.some) {
            // A repeated number is an amount only where a balance can prove it.
            let pool = balance == nil ? amountColumns : shapedColumns
            let paired = balance == nil ? pairedAmounts : pairedShaped
            let others = pool.filter { $0 != balance }
            for first in others {
                if !paired.contains(first),
                    markerColumn != nil || (values[first] ?? []).contains(where: { ($0 ?? 0) < 0 })
                {
                    add(.signed(first), balance: balance)
                }
                for second in others where second != first && oneSided(first, second) {
                    add(.split(debit: first, credit: second), balance: balance)
                }
            }
        }
        // Readings the header words contradict are out (a column named a debit is no credit …),
        // and of readings that give every row the same money (a debit/credit pair and a signed
        // amount beside it) one stays: the one the header names, else the first.
        readings = distinctMoney(readings.filter(agreesWithHeader), mark: mark)
        let tried = readings.compactMap { reading -> (reading: Reading, proof: BalanceCheck.Finding)? in
            guard let balance = reading.balance, let finding = proof(reading, balance: balance, mark: mark) else {
                return nil
            }
            return (reading, finding)
        }
        // Proven: the identity holds on every pair. Failing that, on three pairs in four, with no
        // other reading of the amounts doing as well: the rest are breaks the read warns about.
        let exact = tried.filter { $0.proof.breakCount == 0 }
        let near = exact.isEmpty ? tried.filter { $0.proof.holding * 4 >= $0.proof.pairs * 3 } : exact
        if let best = near.max(by: { $0.proof.holding < $1.proof.holding }),
            near.allSatisfy({ $0.reading.amounts == best.reading.amounts && $0.reading.balance == best.reading.balance }
            )
        {
            return .inferred(
                Inferred(
                    reading: best.reading, evidence: evidence(best.reading, provenBy: best.proof),
                    proof: (best.proof.holding, best.proof.pairs)))
        }
        if near.count > 1 { return .ambiguous(near.map(\.reading)) }
        // No proof: the header's own amount words decide, or a lone signed column with both signs.
        let plain = readings.filter { $0.balance == nil }
        let named = plain.filter(isNamedByHeader)
        if named.count == 1, let reading = named.first {
            return .inferred(Inferred(reading: reading, evidence: evidence(reading, provenBy: nil), proof: nil))
        }
        // One reading only (one signed column with both signs, or with a marker beside it): the data
        // allows nothing else. Among several, the one whose columns alone hold money with a
        // fraction (`12.50`), where the others hold whole numbers (codes, counts), is the money.
        if plain.count == 1, let reading = plain.first {
            return .inferred(Inferred(reading: reading, evidence: evidence(reading, provenBy: nil), proof: nil))
        }
        let withFractions = plain.filter { reading in
            amountIndices(reading).allSatisfy { columns[$0].fractions * 10 >= columns[$0].nonEmpty * 9 }
        }
        let others = plain.filter { reading in
            amountIndices(reading).allSatisfy { columns[$0].fractions * 10 <= columns[$0].nonEmpty }
        }
        if withFractions.count == 1, let reading = withFractions.first, others.count == plain.count - 1 {
            return .inferred(Inferred(reading: reading, evidence: evidence(reading, provenBy: nil), proof: nil))
        }
        return plain.isEmpty ? .none : .ambiguous(plain)
    }

    /// The column, among those not in `used`, whose values run as the balance of `reading`'s
    /// amounts on three pairs of rows in four at least (a header that names its amounts but not
    /// its balance), with what the check found.
    func balanceColumn(for reading: Reading, excluding used: Set<Int>) -> (column: Int, finding: BalanceCheck.Finding)?
    {
        let width = rows.map(\.count).max() ?? 0
        let mark = ColumnInference.decimalMark(rows)
        var found: [(Int, BalanceCheck.Finding)] = []
        for index in 0..<width where !used.contains(index) {
            let filled = rows.filter { ColumnInference.amount($0, index, mark: mark) != nil }.count
            guard filled * 2 >= rows.count, let finding = proof(reading, balance: index, mark: mark),
                finding.pairs >= 3, finding.holding * 4 >= finding.pairs * 3
            else { continue }
            found.append((index, finding))
        }
        return found.count == 1 ? found[0] : nil
    }

    // MARK: - Columns

    private func column(at index: Int, mark: DecimalMark) -> Column {
        var column = Column()
        for row in rows where index < row.count {
            let cell = row[index]
            guard !cell.isEmpty else { continue }
            column.nonEmpty += 1
            column.distinct.insert(cell)
            column.totalLength += cell.count
            let bytes = Array(cell.utf8)[...]
            if DateParser.looksLikeDate(bytes) { column.dates += 1 }
            if let value = ColumnInference.amount(row, index, mark: mark) {
                column.amounts += 1
                if value < 0 { column.negatives += 1 }
            }
            if DirectionMarker.direction(bytes) != nil { column.markers += 1 }
            if HeaderCurrencyCodes.code(ofCell: bytes) != nil { column.currencies += 1 }
            if cell.contains(where: \.isLetter) { column.letters += 1 }
            if let separator = cell.lastIndex(where: { $0 == "." || $0 == "," }),
                (1...2).contains(cell.distance(from: separator, to: cell.endIndex) - 1),
                cell[cell.index(after: separator)...].allSatisfy(\.isNumber)
            {
                column.fractions += 1
            }
            // A reference number: ten digits or more with no decimal mark, or digits with leading zeros.
            let digits = bytes.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            if digits == bytes.count && (digits >= 10 || (digits > 1 && bytes.first == UInt8(ascii: "0"))) {
                column.referenceLike += 1
            }
        }
        return column
    }

    /// True when the header names the column something that is no amount (a reference, a text).
    private func isHeaderText(_ index: Int) -> Bool {
        guard headerRoles.indices.contains(index), let role = headerRoles[index] else { return false }
        return ![.amount, .debit, .credit, .fee].contains(role)
    }

    /// The description: the header's description columns, else the text column with the most
    /// varied and longest cells.
    private func descriptionColumns(_ columns: [Column], excluding used: Set<Int>, width: Int) -> [Int] {
        let named = (0..<width).filter {
            headerRoles.indices.contains($0) && headerRoles[$0] == .description && !used.contains($0)
        }
        if !named.isEmpty { return named }
        let text = (0..<width).filter {
            !used.contains($0) && columns[$0].letters * 2 > columns[$0].nonEmpty && columns[$0].nonEmpty > 0
        }
        let best = text.max { a, b in
            let (ca, cb) = (columns[a], columns[b])
            return (ca.distinct.count * ca.totalLength / max(ca.nonEmpty, 1), -a) < (
                cb.distinct.count * cb.totalLength / max(cb.nonEmpty, 1), -b
            )
        }
        return best.map { [$0] } ?? []
    }

    // MARK: - Readings

    /// Whether no header word contradicts the reading: a column the header names a debit, a
    /// credit, an amount or a balance keeps that role in it.
    private func agreesWithHeader(_ reading: Reading) -> Bool {
        func role(_ index: Int) -> ColumnRole? { headerRoles.indices.contains(index) ? headerRoles[index] : nil }
        switch reading.amounts {
        case .signed(let index):
            if let named = role(index), named == .debit || named == .credit { return false }
        case .split(let debit, let credit):
            if role(debit) == .credit || role(credit) == .debit { return false }
        }
        if let balance = reading.balance, let named = role(balance), [.amount, .debit, .credit].contains(named) {
            return false
        }
        return true
    }

    /// One reading of each set that gives every row the same signed amount and the same balance.
    private func distinctMoney(_ readings: [Reading], mark: DecimalMark) -> [Reading] {
        var kept: [(reading: Reading, money: [Int64?])] = []
        for reading in readings {
            let money = rows.map { signedAmount($0, reading, mark: mark) }
            if let same = kept.firstIndex(where: { $0.money == money && $0.reading.balance == reading.balance }) {
                if isNamedByHeader(reading) && !isNamedByHeader(kept[same].reading) { kept[same] = (reading, money) }
            } else {
                kept.append((reading, money))
            }
        }
        return kept.map(\.reading)
    }

    /// The reading's amount columns.
    private func amountIndices(_ reading: Reading) -> [Int] {
        switch reading.amounts {
        case .signed(let index): return [index]
        case .split(let debit, let credit): return [debit, credit]
        }
    }

    /// Whether the header's words name every amount column of the reading.
    private func isNamedByHeader(_ reading: Reading) -> Bool {
        func role(_ index: Int) -> ColumnRole? { headerRoles.indices.contains(index) ? headerRoles[index] : nil }
        switch reading.amounts {
        case .signed(let index): return role(index) == .amount
        case .split(let debit, let credit): return role(debit) == .debit && role(credit) == .credit
        }
    }

    /// How `balance` runs with the reading's amounts, read as money held, oldest or newest first;
    /// `nil` when it does not run (or runs only as a balance owed) or there are too few rows.
    private func proof(_ reading: Reading, balance: Int, mark: DecimalMark) -> BalanceCheck.Finding? {
        var check = BalanceCheck()
        var rowsWithBalance = 0
        for (offset, row) in rows.enumerated() {
            guard reading.date < row.count, let date = ColumnInference.date(row[reading.date]),
                let amount = signedAmount(row, reading, mark: mark),
                let value = ColumnInference.amount(row, balance, mark: mark)
            else { continue }
            rowsWithBalance += 1
            check.add(BalanceCheck.Row(line: offset + 1, day: date, amount: amount, balance: value))
        }
        guard rowsWithBalance >= 3, let finding = check.finish(), !finding.reading.owed, finding.pairs >= 2 else {
            return nil
        }
        return finding
    }

    /// A row's amount in `reading`, as the file signs it (a debit negative).
    private func signedAmount(_ row: [String], _ reading: Reading, mark: DecimalMark) -> Int64? {
        switch reading.amounts {
        case .signed(let index):
            guard let value = ColumnInference.amount(row, index, mark: mark) else { return nil }
            if let type = reading.type, type < row.count,
                let direction = DirectionMarker.direction(Array(row[type].utf8)[...])
            {
                return direction == .spent ? -abs(value) : abs(value)
            }
            return value
        case .split(let debit, let credit):
            let out = ColumnInference.amount(row, debit, mark: mark).map(abs) ?? 0
            let into = ColumnInference.amount(row, credit, mark: mark).map(abs) ?? 0
            return into - out
        }
    }

    /// How each role of `reading` was decided.
    private func evidence(_ reading: Reading, provenBy proof: BalanceCheck.Finding?) -> [String] {
        func source(_ index: Int, _ role: ColumnRole) -> String {
            headerRoles.indices.contains(index) && headerRoles[index] == role ? "header word" : "content"
        }
        var out = ["date: " + source(reading.date, .date)]
        out += reading.descriptions.map { "description: " + source($0, .description) }
        let amounts = proof.map { "balance identity (\($0.holding) of \($0.pairs) pairs of rows)" }
        switch reading.amounts {
        case .signed(let index): out.append("amount: " + (amounts ?? source(index, .amount)))
        case .split(let debit, let credit):
            out.append("debit: " + (amounts ?? source(debit, .debit)))
            out.append("credit: " + (amounts ?? source(credit, .credit)))
        }
        if reading.type != nil { out.append("type: content (direction markers)") }
        if reading.balance != nil { out.append("balance: " + (amounts ?? "content")) }
        return out
    }

    // MARK: - Cells

    /// The amount in `row[index]` in hundredths, `nil` when empty or not an amount (or a date).
    static func amount(_ row: [String], _ index: Int, mark: DecimalMark) -> Int64? {
        guard index < row.count else { return nil }
        return amount(Array(row[index].utf8)[...], mark: mark)
    }

    /// The amount a trimmed cell holds in hundredths, `nil` when empty or not an amount (or a date).
    static func amount(_ bytes: ArraySlice<UInt8>, mark: DecimalMark) -> Int64? {
        guard bytes.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            !DateParser.looksLikeDate(bytes),
            let parsed = (try? AmountParser.parse(bytes, mark: mark)) ?? nil, parsed.minorUnits != .min
        else { return nil }
        return parsed.marker == .spent ? -abs(parsed.minorUnits) : parsed.minorUnits
    }

    /// Whether trimmed cells make a data row: one holds a date and one an amount (under either
    /// decimal mark). Such a row is never a header, whatever words it holds.
    static func isDataRow(_ cells: [ArraySlice<UInt8>]) -> Bool {
        cells.contains { DateParser.looksLikeDate($0) }
            && cells.contains { amount($0, mark: .point) != nil || amount($0, mark: .comma) != nil }
    }

    /// A cell's date as ``LocalDate/packed`` under either day/month order (the first that reads).
    static func date(_ cell: String) -> Int32? {
        var bytes = Array(cell.utf8)[...]
        if let first = DateParser.firstLine(of: bytes) { bytes = first }
        for order in [DateOrder.dayFirst, .monthFirst] {
            if let date = try? DateParser(order: order, timeZone: TimeZone(secondsFromGMT: 0) ?? .current).parse(bytes)
            {
                return date.packed
            }
        }
        return nil
    }

    /// Two columns each row fills at most one of (a non-zero amount), both filled somewhere.
    static func oneSided(_ a: [Int64?], _ b: [Int64?]) -> Bool {
        var seenA = false
        var seenB = false
        for (x, y) in zip(a, b) {
            let (hasA, hasB) = ((x ?? 0) != 0, (y ?? 0) != 0)
            if hasA && hasB { return false }
            seenA = seenA || hasA
            seenB = seenB || hasB
        }
        return seenA && seenB
    }

    /// The decimal mark the number cells (24 characters at most, digits and no letter) agree on,
    /// each voting by ``markEvidence(dots:commas:lastDot:lastComma:digitsAfter:)``. A point wins a tie.
    static func decimalMark(_ rows: [[String]]) -> DecimalMark {
        var votes = MarkVotes()
        for row in rows {
            for cell in row { votes.add(asciiMarkEvidence(cell) ?? markEvidence(cell)) }
        }
        return votes.mark
    }

    /// ``decimalMark(_:)-([[String]])`` on cells kept as bytes.
    static func decimalMark(_ rows: ContentRows) -> DecimalMark {
        var votes = MarkVotes()
        for row in rows.indices {
            for index in 0..<rows.width(row) {
                let cell = rows.cell(row, index)
                votes.add(
                    cell.withUnsafeBufferPointer(asciiMarkEvidence(utf8:))
                        ?? markEvidence(String(decoding: cell, as: UTF8.self)))
            }
        }
        return votes.mark
    }

    /// The cells' votes for a decimal mark: a point wins a tie.
    private struct MarkVotes {
        var point = 0
        var comma = 0

        mutating func add(_ evidence: DecimalMark?) {
            switch evidence {
            case .point?: point += 1
            case .comma?: comma += 1
            case nil: break
            }
        }

        var mark: DecimalMark { comma > point ? .comma : .point }
    }

    /// What an all-ASCII cell says of the decimal mark, judged on its bytes (nearly every cell);
    /// `nil` when the cell holds other bytes (``markEvidence(_:)`` judges it).
    private static func asciiMarkEvidence(_ cell: String) -> DecimalMark?? {
        var cell = cell
        return cell.withUTF8(asciiMarkEvidence(utf8:))
    }

    /// ``asciiMarkEvidence(_:)`` on the cell's UTF-8 in memory (a loop over a buffer, not over
    /// the string's views).
    private static func asciiMarkEvidence(utf8 cell: UnsafeBufferPointer<UInt8>) -> DecimalMark?? {
        var digits = 0
        var dots = 0
        var commas = 0
        var lastDot: Int?
        var lastComma: Int?
        for (count, byte) in cell.enumerated() {
            if byte >= 0x80 { return nil }
            if ByteClass.isLetter(byte) { return .some(nil) }
            if byte >= 0x30 && byte <= 0x39 { digits += 1 }
            if byte == 0x2E {
                dots += 1
                lastDot = count
            }
            if byte == 0x2C {
                commas += 1
                lastComma = count
            }
        }
        guard cell.count <= 24, digits > 0 else { return .some(nil) }
        return .some(
            markEvidence(dots: dots, commas: commas, lastDot: lastDot, lastComma: lastComma) { index in
                cell[(index + 1)...].prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            })
    }

    /// What a cell of any characters says of the decimal mark.
    private static func markEvidence(_ cell: String) -> DecimalMark? {
        guard cell.count <= 24 && cell.contains(where: \.isNumber) && !cell.contains(where: \.isLetter) else {
            return nil
        }
        return markEvidence(
            dots: cell.filter { $0 == "." }.count, commas: cell.filter { $0 == "," }.count,
            lastDot: cell.lastIndex(of: "."), lastComma: cell.lastIndex(of: ",")
        ) { index in
            cell[cell.index(after: index)...].prefix { $0.isNumber }.count
        }
    }

    /// The rule both judge by: a mark repeated is the grouping (`1.250.000`), so the other is the
    /// decimal mark; with both, the last is; a lone mark followed by one or two digits is.
    private static func markEvidence<Index: Comparable>(
        dots: Int, commas: Int, lastDot: Index?, lastComma: Index?,
        digitsAfter: (Index) -> Int
    ) -> DecimalMark? {
        if dots > 1 { return .comma }
        if commas > 1 { return .point }
        switch (lastDot, lastComma) {
        case (let dot?, let comma?): return dot > comma ? .point : .comma
        case (let dot?, nil): return (1...2).contains(digitsAfter(dot)) ? .point : nil
        case (nil, let comma?): return (1...2).contains(digitsAfter(comma)) ? .comma : nil
        default: return nil
        }
    }
}
