import Foundation

/// The file-level conventions that one cell cannot settle — day/month order and decimal mark —
/// decided once for the whole file from the cells' evidence (docs/INPUT.md: never per value).
///
/// The first cell that decides wins (`25/12/2026` → day first; `1.234,56` → comma). A cell that
/// could be read either way (`05/06/2026`) is *ambiguous*: while nothing has decided, it is an
/// error that names `--date-format` / `--decimal-comma`. Cells that read the same either way
/// (`2026-05-06`, `-250`) say nothing.
///
/// The one place these rules are applied: ``FormatSniffer`` observes the cells of the sniffed
/// prefix, and ``RowReader`` observes later cells while a convention is still open (there a
/// convention, once taken, is final: the rows before were read with it).
struct FileConventions: Sendable {
    var dateOrder: DateOrder?
    /// Where ``dateOrder`` came from (`line 14 (25/11/2026)`, `profile sbi`, `--date-format`).
    var dateOrderSource: String?
    var decimalMark: DecimalMark?
    var decimalMarkSource: String?
    /// The first ambiguous date cell seen while the order was undecided: where it is, and its text.
    var ambiguousDate: (position: SourcePosition, text: String)?
    /// The first ambiguous amount cell seen while the mark was undecided: where it is, and its text.
    var ambiguousAmount: (position: SourcePosition, text: String)?
    /// A mark deduced only because the other reading is invalid (`1,234` cannot be a decimal
    /// comma with three fraction digits); a cell that decides outright replaces it.
    private var markIsDeduced = false

    var isDecided: Bool { dateOrder != nil && decimalMark != nil && !markIsDeduced }

    /// What one cell says about a convention.
    enum Verdict<Value> {
        /// The cell reads one way only because of this value (`25/12/2026`, `1.234,56`).
        case decides(Value)
        /// Only one reading is valid (`1,234` cannot have a decimal comma): weaker than ``decides``.
        case deduces(Value)
        /// Both readings are valid and differ (`05/06/2026`).
        case ambiguous
        /// Both readings agree, or neither is valid.
        case silent
    }

    static func judge(date cell: ArraySlice<UInt8>, timeZone: TimeZone) -> Verdict<DateOrder> {
        // Year first (`2026-03-01`, `20260301`): the order of the rest is fixed.
        if cell.count >= 8, cell.prefix(4).allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return .silent }
        if let order = DateParser.evidence(cell) { return .decides(order) }
        do {
            _ = try DateParser(order: nil, timeZone: timeZone).parse(cell)
            return .silent
        } catch {
            guard error == .ambiguous else { return .silent }
            // Dates written with dots are day first (`dd.MM.yyyy`, `dd.MM.yy`): docs/INPUT.md knows no
            // month-first dotted form.
            return isDotted(cell) ? .deduces(.dayFirst) : .ambiguous
        }
    }

    /// `D.M.YY` to `DD.MM.YYYY`, nothing else (a time may follow after a space).
    static func isDotted(_ cell: ArraySlice<UInt8>) -> Bool {
        var groups = [0]
        for byte in cell {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "T") { break }
            if byte == UInt8(ascii: ".") {
                groups.append(0)
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                groups[groups.count - 1] += 1
            } else {
                return false
            }
        }
        return groups.count == 3 && (1...2).contains(groups[0]) && (1...2).contains(groups[1])
            && (groups[2] == 2 || groups[2] == 4)
    }

    static func judge(amount cell: ArraySlice<UInt8>) -> Verdict<DecimalMark> {
        if let mark = AmountParser.evidence(cell) { return .decides(mark) }
        let point = try? AmountParser.parse(cell, mark: .point)
        let comma = try? AmountParser.parse(cell, mark: .comma)
        switch (point, comma) {
        case let (point?, comma?): return point.minorUnits == comma.minorUnits ? .silent : .ambiguous
        case (.some, nil): return .deduces(.point)
        case (nil, .some): return .deduces(.comma)
        case (nil, nil): return .silent
        }
    }

    /// Takes what a (trimmed, non-empty) date cell says; `column` (where the cell starts, 0 when
    /// unknown) is asked for only when the cell is kept as the first ambiguous one.
    mutating func observeDate(_ cell: ArraySlice<UInt8>, line: Int, column: @autoclosure () -> Int, timeZone: TimeZone) {
        guard dateOrder == nil else { return }
        switch FileConventions.judge(date: cell, timeZone: timeZone) {
        case .decides(let order), .deduces(let order):
            dateOrder = order
            dateOrderSource = "line \(line) (\(String(decoding: cell, as: UTF8.self)))"
        case .ambiguous:
            if ambiguousDate == nil {
                ambiguousDate = (SourcePosition(line: line, column: column()), String(decoding: cell, as: UTF8.self))
            }
        case .silent:
            break
        }
    }

    /// Takes what a (trimmed, non-empty) amount cell says, and returns it (``RowReader`` makes a
    /// row error of an ambiguous cell while the mark is open); `column` as for
    /// ``observeDate(_:line:column:timeZone:)``.
    @discardableResult
    mutating func observeAmount(_ cell: ArraySlice<UInt8>, line: Int, column: @autoclosure () -> Int) -> Verdict<DecimalMark> {
        guard decimalMark == nil || markIsDeduced else { return .silent }
        let verdict = FileConventions.judge(amount: cell)
        switch verdict {
        case .decides(let mark):
            decimalMark = mark
            markIsDeduced = false
            decimalMarkSource = "line \(line) (\(String(decoding: cell, as: UTF8.self)))"
        case .deduces(let mark) where decimalMark == nil:
            decimalMark = mark
            markIsDeduced = true
            decimalMarkSource = "line \(line) (\(String(decoding: cell, as: UTF8.self)): the other reading is invalid)"
        case .ambiguous where decimalMark == nil:
            if ambiguousAmount == nil {
                ambiguousAmount = (SourcePosition(line: line, column: column()), String(decoding: cell, as: UTF8.self))
            }
        default:
            break
        }
        return verdict
    }

    /// Settles what the data left open with the profile's hints.
    mutating func apply(profile: ExportProfile?) {
        guard let profile else { return }
        if dateOrder == nil, let order = profile.dateOrder {
            dateOrder = order
            dateOrderSource = "profile \(profile.id)"
        }
        if decimalMark == nil, let mark = profile.decimalMark {
            decimalMark = mark
            decimalMarkSource = "profile \(profile.id)"
        }
    }
}
