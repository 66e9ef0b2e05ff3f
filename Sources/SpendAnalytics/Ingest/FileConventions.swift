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
        if cell.count >= 8, cell.prefix(4).allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return .silent
        }
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

    /// What an amount cell says about the decimal mark, in a row whose currency has `exponent`
    /// (`nil`: no currency known).
    ///
    /// A reading is invalid when it needs more fraction digits than the currency has — so with
    /// a two-decimal currency `1.234` deduces the comma. With no currency known, three digits
    /// after a point may be a three-decimal currency's (`12.345` KWD) as well as a thousands
    /// group: such a cell is ambiguous (never a comma deduced, which would read it ×1000); with
    /// a three-decimal currency it deduces the point.
    static func judge(amount cell: ArraySlice<UInt8>, exponent: Int? = nil) -> Verdict<DecimalMark> {
        if let mark = AmountParser.evidence(cell) { return .decides(mark) }
        guard let exponent else {
            // No currency known: a point reading may have three decimals (compared in thousandths);
            // a comma reading may not (`1,234` stays a thousands group, as before).
            let verdict = judge(readings: cell, point: CurrencyExponent.largest, comma: 2)
            if case .silent = verdict { return judge(readings: cell, point: 2, comma: 2) } // too large for thousandths
            return verdict
        }
        let verdict = judge(readings: cell, point: exponent, comma: exponent)
        if case .ambiguous = verdict, exponent == 3 { return .deduces(.point) }
        return verdict
    }

    /// The verdict of the point reading valid in exponent `point` against the comma reading
    /// valid in exponent `comma`; both compared in exponent `point`.
    private static func judge(readings cell: ArraySlice<UInt8>, point pointExponent: Int, comma commaExponent: Int)
        -> Verdict<DecimalMark>
    {
        let point = try? AmountParser.parse(cell, mark: .point, exponent: pointExponent)
        var comma = try? AmountParser.parse(cell, mark: .comma, exponent: commaExponent)
        if comma != nil, commaExponent != pointExponent {
            comma = try? AmountParser.parse(cell, mark: .comma, exponent: pointExponent)
        }
        switch (point, comma) {
        case (let point?, let comma?): return point.minorUnits == comma.minorUnits ? .silent : .ambiguous
        case (.some, nil): return .deduces(.point)
        case (nil, .some): return .deduces(.comma)
        case (nil, nil): return .silent
        }
    }

    /// Takes what a (trimmed, non-empty) date cell says; `column` (where the cell starts, 0 when
    /// unknown) is asked for only when the cell is kept as the first ambiguous one.
    mutating func observeDate(_ cell: ArraySlice<UInt8>, line: Int, column: @autoclosure () -> Int, timeZone: TimeZone)
    {
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
    mutating func observeAmount(
        _ cell: ArraySlice<UInt8>, line: Int, column: @autoclosure () -> Int,
        exponent: Int? = nil
    ) -> Verdict<DecimalMark> {
        guard decimalMark == nil || markIsDeduced else { return .silent }
        let verdict = FileConventions.judge(amount: cell, exponent: exponent)
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
