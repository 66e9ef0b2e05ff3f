import Foundation

/// Watches the rows of a header search that found nothing, to make the refusal help
/// (``NoHeaderRow``): the rows whose cells name the most column roles, each with the row after it
/// (to guess the roles it misses from data), and the first rows, in case the file has no header
/// at all. Only rows of the search (the preamble) pass through it, never the data.
struct HeaderCandidates {
    /// A row that named at least one role, and the non-blank rows after it (up to ``trialRows``).
    private struct Kept {
        var line: Int
        var cells: [String]
        var roles: [ColumnRole?]
        var named: Int
        var following: [[String]] = []

        /// The first non-blank row after it.
        var next: [String]? { following.first }
    }

    /// Rows after a candidate kept to try a suggestion on, and to read its columns from.
    static let trialRows = ColumnInference.maximumRows

    /// The closest rows, best first, each with the rows after it (``ColumnInference``'s input).
    var trials: [Trial] {
        kept.map {
            Trial(
                line: $0.line, cells: $0.cells.map { $0.trimmingWhitespace() },
                following: $0.following.map { $0.map { $0.trimmingWhitespace() } })
        }
    }

    /// A close row to try as a header: its line, its cells trimmed and the rows after it, trimmed.
    struct Trial {
        var line: Int
        var cells: [String]
        var following: [[String]]
    }

    private var kept: [Kept] = []
    /// The first non-blank row of the search, for a headerless suggestion.
    private var firstRow: [String]?
    /// Cells shown per candidate, and characters per cell.
    static let shownCells = 12
    static let shownCharacters = 24

    /// Looks at one row of the header search.
    mutating func observe(_ cells: [String], line: Int) {
        guard cells.contains(where: { !$0.trimmingWhitespace().isEmpty }) else { return }
        if firstRow == nil { firstRow = cells }
        for index in kept.indices
        where kept[index].following.count < HeaderCandidates.trialRows && kept[index].line < line {
            kept[index].following.append(cells)
        }
        guard cells.count >= 2 else { return }
        let roles = cells.map { HeaderCandidates.role(of: $0) }
        let named = Set(roles.compactMap { $0 }).count
        guard named > 0 else { return }
        kept.append(Kept(line: line, cells: cells, roles: roles, named: named))
        // Most roles first, then the earliest; the ones past the limit are dropped.
        kept.sort { ($0.named, -$0.line) > ($1.named, -$1.line) }
        if kept.count > NoHeaderRow.maximumCandidates { kept.removeLast() }
    }

    /// The role a header cell's name matches, if any.
    static func role(of cell: String) -> ColumnRole? {
        guard case .role(let role)? = ColumnVocabulary.kind(of: HeaderName(cell).key)?.kind else { return nil }
        return role
    }

    /// The candidates for the message, best first.
    var candidates: [NoHeaderRow.Candidate] {
        kept.map { row in
            let cells = zip(row.cells, row.roles).prefix(HeaderCandidates.shownCells).map { cell, role in
                (text: HeaderCandidates.shorten(cell.trimmingWhitespace()), role: role?.rawValue)
            }
            return NoHeaderRow.Candidate(
                line: row.line, cells: Array(cells), missing: HeaderCandidates.missing(row.roles))
        }
    }

    /// The required roles `roles` lacks.
    private static func missing(_ roles: [ColumnRole?]) -> [String] {
        var out: [String] = []
        if !roles.contains(.date) { out.append("date") }
        if !roles.contains(.description) { out.append("description") }
        if !roles.contains(.amount) && !(roles.contains(.debit) && roles.contains(.credit)) { out.append("amount") }
        return out
    }

    /// `--column date=… --column description=… --column amount=…` from the best candidate (its
    /// missing roles guessed from the row after it), or `--no-header --column date=N …` when the
    /// first row reads as data; `nil` when neither gives all three, or when the suggestion, tried
    /// on the rows that follow, would leave money out (``losesMoney(_:rows:)``): a suggestion is
    /// a command a person pastes, and must never drop payments or deposits.
    var suggestion: String? {
        if let best = kept.first {
            let columns = HeaderCandidates.columns(of: best)
            guard !HeaderCandidates.losesMoney(columns, rows: best.following) else { return nil }
            return HeaderCandidates.options(columns, names: best.cells)
        }
        guard let firstRow else { return nil }
        let guessed = HeaderCandidates.guess(from: firstRow, taken: [])
        guard guessed.count == 3, let options = HeaderCandidates.options(guessed, names: nil) else { return nil }
        return "--no-header " + options
    }

    /// Two columns of the best candidate that each hold an amount in some rows and are empty
    /// exactly where the other is not: a withdrawal and a deposit column whose names the reader
    /// does not know. Which is which the rows alone cannot say, so the refusal names them and
    /// suggests no command.
    var oneSidedPair: [String]? {
        guard let best = kept.first, suggestion == nil else { return nil }
        let columns = HeaderCandidates.columns(of: best)
        let rows = HeaderCandidates.dataRows(best.following, dateColumn: columns[.date])
        guard !rows.isEmpty else { return nil }
        let taken = Set([columns[.date], columns[.description]].compactMap { $0 })
        let width = rows.map(\.count).max() ?? 0
        let sided = (0..<width).filter { column in
            !taken.contains(column) && rows.contains { HeaderCandidates.isAmount($0, column) }
                && rows.allSatisfy { HeaderCandidates.isAmount($0, column) || HeaderCandidates.isBlank($0, column) }
        }
        for (offset, first) in sided.enumerated() {
            for second in sided.dropFirst(offset + 1)
            where rows.allSatisfy({ HeaderCandidates.isAmount($0, first) != HeaderCandidates.isAmount($0, second) }) {
                return [first, second].map {
                    $0 < best.cells.count ? best.cells[$0].trimmingWhitespace() : "column \($0 + 1)"
                }
            }
        }
        return nil
    }

    /// The roles of `best`: its named columns, the rest guessed from the row after it.
    private static func columns(of best: Kept) -> [ColumnRole: Int] {
        var columns: [ColumnRole: Int] = [:]
        for (index, role) in best.roles.enumerated() {
            guard let role, columns[role] == nil else { continue }
            columns[role] = index
        }
        if columns[.amount] == nil, columns[.debit] == nil || columns[.credit] == nil {
            columns[.debit] = nil
            columns[.credit] = nil
        }
        let guessed = best.next.map { HeaderCandidates.guess(from: $0, taken: Set(columns.values)) } ?? [:]
        for (role, index) in guessed where columns[role] == nil && index < best.cells.count { columns[role] = index }
        return columns
    }

    /// True when `columns`, read over `rows`, would leave a dated row's money out: its amount
    /// column (or both its debit and credit columns) empty or not an amount. With no dated row
    /// to try it on, a suggestion is not made either.
    static func losesMoney(_ columns: [ColumnRole: Int], rows following: [[String]]) -> Bool {
        let rows = dataRows(following, dateColumn: columns[.date])
        guard !rows.isEmpty else { return true }
        if let amount = columns[.amount] { return !rows.allSatisfy { isAmount($0, amount) } }
        guard let debit = columns[.debit], let credit = columns[.credit] else { return true }
        return !rows.allSatisfy { isAmount($0, debit) || isAmount($0, credit) }
    }

    /// The rows whose `dateColumn` holds a date.
    private static func dataRows(_ rows: [[String]], dateColumn: Int?) -> [[String]] {
        guard let dateColumn else { return [] }
        return rows.filter {
            dateColumn < $0.count && DateParser.looksLikeDate(Array($0[dateColumn].trimmingWhitespace().utf8)[...])
        }
    }

    private static func isAmount(_ row: [String], _ column: Int) -> Bool {
        guard column < row.count else { return false }
        let cell = Array(row[column].trimmingWhitespace().utf8)[...]
        return !cell.isEmpty
            && (((try? AmountParser.parse(cell, mark: .point)) ?? nil) != nil
                || ((try? AmountParser.parse(cell, mark: .comma)) ?? nil) != nil)
    }

    private static func isBlank(_ row: [String], _ column: Int) -> Bool {
        column >= row.count || row[column].trimmingWhitespace().isEmpty
    }

    /// Date, amount and description columns of a data row, by what its cells hold: the first
    /// date, the first amount that is not a date, and the longest text (the last of equals).
    private static func guess(from row: [String], taken: Set<Int>) -> [ColumnRole: Int] {
        var out: [ColumnRole: Int] = [:]
        var longest = 0
        for (index, text) in row.enumerated() where !taken.contains(index) {
            let cell = Array(text.trimmingWhitespace().utf8)[...]
            if cell.isEmpty { continue }
            if out[.date] == nil, DateParser.looksLikeDate(cell) {
                out[.date] = index
            } else if out[.amount] == nil,
                ((try? AmountParser.parse(cell, mark: .point)) ?? nil) != nil
                    || ((try? AmountParser.parse(cell, mark: .comma)) ?? nil) != nil
            {
                out[.amount] = index
            } else if cell.contains(where: { ByteClass.isLetter($0) || $0 >= 0x80 }), cell.count >= longest {
                longest = cell.count
                out[.description] = index
            }
        }
        return out
    }

    /// The `--column` options for date, description and amount (or debit and credit), by header
    /// name when `names` are given (shell-quoted when needed), else by 1-based position.
    private static func options(_ columns: [ColumnRole: Int], names: [String]?) -> String? {
        var roles: [ColumnRole] = [.date, .description]
        roles += columns[.amount] != nil ? [.amount] : [.debit, .credit]
        var parts: [String] = []
        for role in roles {
            guard let index = columns[role] else { return nil }
            let name = names.map { $0[index].trimmingWhitespace() } ?? ""
            let value = name.isEmpty ? String(index + 1) : name
            parts.append("--column " + shellWord("\(role)=\(value)"))
        }
        return parts.joined(separator: " ")
    }

    /// `text` as one shell word: as it is when it holds only safe characters, else in single quotes.
    static func shellWord(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy { scalar in
            scalar.value >= 0x80 || (scalar.properties.isAlphabetic && scalar.isASCII)
                || ("0"..."9").contains(scalar) || "=._-/:@+,%".unicodeScalars.contains(scalar)
        }
        return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func shorten(_ text: String) -> String {
        text.count > shownCharacters ? String(text.prefix(shownCharacters - 1)) + "…" : text
    }
}
