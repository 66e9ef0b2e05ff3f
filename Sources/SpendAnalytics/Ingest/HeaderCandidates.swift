import Foundation

/// Watches the rows of a header search that found nothing, to make the refusal help
/// (``NoHeaderRow``): the rows whose cells name the most column roles, each with the row after it
/// (to guess the roles it misses from data), and the first rows, in case the file has no header
/// at all. Only rows of the search (the preamble) pass through it, never the data.
struct HeaderCandidates {
    /// A row that named at least one role, and the first non-blank row after it.
    private struct Kept {
        var line: Int
        var cells: [String]
        var roles: [ColumnRole?]
        var named: Int
        var next: [String]?
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
        for index in kept.indices where kept[index].next == nil && kept[index].line < line {
            kept[index].next = cells
        }
        guard cells.count >= 2 else { return }
        let roles = cells.map { HeaderCandidates.role(of: $0) }
        let named = Set(roles.compactMap { $0 }).count
        guard named > 0 else { return }
        kept.append(Kept(line: line, cells: cells, roles: roles, named: named, next: nil))
        // Most roles first, then the earliest; the ones past the limit are dropped once they have their next row.
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
            return NoHeaderRow.Candidate(line: row.line, cells: Array(cells), missing: HeaderCandidates.missing(row.roles))
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
    /// first row reads as data; `nil` when neither gives all three.
    var suggestion: String? {
        if let best = kept.first {
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
            return HeaderCandidates.options(columns, names: best.cells)
        }
        guard let firstRow else { return nil }
        let guessed = HeaderCandidates.guess(from: firstRow, taken: [])
        guard guessed.count == 3, let options = HeaderCandidates.options(guessed, names: nil) else { return nil }
        return "--no-header " + options
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
            } else if out[.amount] == nil, ((try? AmountParser.parse(cell, mark: .point)) ?? nil) != nil
                        || ((try? AmountParser.parse(cell, mark: .comma)) ?? nil) != nil {
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
