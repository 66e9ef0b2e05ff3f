/// An explicit date format given with `--date-format` (`dd/MM/yyyy`, `MM/dd/yy`, `yyyy-MM-dd`,
/// `dd.MM.yyyy`, `dd-MMM-yyyy`, `MMM dd, yyyy`, `yyyyMMdd` …).
///
/// Fields: `d`/`dd` day, `M`/`MM` month number, `MMM`/`MMMM` month name, `yy` (20yy) or `yyyy`
/// year; literals are punctuation, blanks and `'quoted'` text. The way people write formats in
/// prose is accepted too: `DD/MM/YYYY`, and `dd/mm/yyyy` when no `M` appears (minutes make no
/// sense without hours). A time part (`HH:mm:ss`, `a`,
/// `Z`, `XXX` …) may follow the date: the parser reads whatever time the cell carries.
/// Numbers accept one or two digits unless two fields touch (`yyyyMMdd`).
public struct DateFormat: Sendable, Hashable, CustomStringConvertible {
    let pattern: String

    /// One step of the pattern.
    enum Piece: Sendable, Hashable {
        /// A number of `minDigits…maxDigits` digits.
        case day(minDigits: Int, maxDigits: Int)
        case month(minDigits: Int, maxDigits: Int)
        /// `yy` (two digits, 20yy; four also accepted) or `yyyy` (four digits).
        case year(minDigits: Int, maxDigits: Int)
        /// A month name, three letters or in full.
        case monthName
        /// One or more blanks.
        case blank
        /// A comma, optional in the cell.
        case comma
        /// This exact byte.
        case literal(UInt8)
    }

    let pieces: [Piece]

    /// Returns `nil` when the pattern has no day, month or year field.
    public init?(_ pattern: String) {
        guard let pieces = DateFormat.pieces(of: Array(pattern.utf8)) else { return nil }
        self.pattern = pattern
        self.pieces = pieces
    }

    public var description: String { pattern }

    private enum Field { case day, month, monthName, year }

    /// One token of a pattern: a field and its width, or (no field) one literal byte.
    private struct Token {
        var field: Field?
        var width: Int
        var literal: UInt8
    }

    private static func pieces(of bytes: [UInt8]) -> [Piece]? {
        var tokens: [Token] = []
        // `mm` before any hour means the month when the pattern has no `M` (`dd/mm/yyyy`).
        let minutesAreMonth = !bytes.contains(UInt8(ascii: "M"))
        var index = 0
        scan: while index < bytes.count {
            let byte = bytes[index]
            var run = 1
            while index + run < bytes.count, bytes[index + run] == byte { run += 1 }
            switch byte {
            case UInt8(ascii: "d"), UInt8(ascii: "D"):
                guard run <= 2 else { return nil }
                tokens.append(Token(field: .day, width: run, literal: 0))
            case UInt8(ascii: "M"), UInt8(ascii: "L"):
                guard run <= 4 else { return nil }
                tokens.append(Token(field: run <= 2 ? .month : .monthName, width: run, literal: 0))
            case UInt8(ascii: "m") where minutesAreMonth && run == 2:
                tokens.append(Token(field: .month, width: run, literal: 0))
            case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "u"):
                guard run <= 4 else { return nil }
                tokens.append(Token(field: .year, width: run == 2 ? 2 : 4, literal: 0))
            case UInt8(ascii: "H"), UInt8(ascii: "h"), UInt8(ascii: "k"), UInt8(ascii: "K"),
                UInt8(ascii: "m"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "a"),
                UInt8(ascii: "Z"), UInt8(ascii: "X"), UInt8(ascii: "x"), UInt8(ascii: "T"):
                break scan // the time part: read by the parser from the cell itself
            case UInt8(ascii: "'"):
                // Quoted literal text; `''` is an apostrophe.
                if run >= 2 {
                    for _ in 0..<(run / 2) { tokens.append(Token(field: nil, width: 1, literal: byte)) }
                    index += run / 2 * 2
                    continue scan
                }
                var close = index + 1
                while close < bytes.count, bytes[close] != byte { close += 1 }
                guard close < bytes.count else { return nil }
                let text = bytes[(index + 1)..<close]
                if text.count == 1, text.first == UInt8(ascii: "T") { break scan } // 'T' before a time
                for literal in text { tokens.append(Token(field: nil, width: 1, literal: literal)) }
                index = close + 1
                continue scan
            default:
                guard byte < 0x80, !ByteClass.isLetter(byte), !ByteClass.isDigit(byte) else { return nil }
                for _ in 0..<run { tokens.append(Token(field: nil, width: 1, literal: byte)) }
            }
            index += run
        }
        // Trailing blanks or separators before the time part are not part of the date.
        while let last = tokens.last, last.field == nil { tokens.removeLast() }

        var seen: Set<String> = []
        var pieces: [Piece] = []
        for (position, token) in tokens.enumerated() {
            let touchesNumber = { (other: Int) -> Bool in
                guard other >= 0, other < tokens.count, let field = tokens[other].field else { return false }
                return field != .monthName
            }
            let fixed = touchesNumber(position - 1) || touchesNumber(position + 1)
            switch token.field {
            case .day?:
                guard seen.insert("day").inserted else { return nil }
                pieces.append(.day(minDigits: fixed ? 2 : 1, maxDigits: 2))
            case .month?:
                guard seen.insert("month").inserted else { return nil }
                pieces.append(.month(minDigits: fixed ? 2 : 1, maxDigits: 2))
            case .monthName?:
                guard seen.insert("month").inserted else { return nil }
                pieces.append(.monthName)
            case .year?:
                guard seen.insert("year").inserted else { return nil }
                if token.width == 2 {
                    pieces.append(.year(minDigits: 2, maxDigits: fixed ? 2 : 4))
                } else {
                    pieces.append(.year(minDigits: 4, maxDigits: 4))
                }
            case nil:
                switch token.literal {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    if pieces.last != .blank { pieces.append(.blank) }
                case UInt8(ascii: ","): pieces.append(.comma)
                default: pieces.append(.literal(token.literal))
                }
            }
        }
        guard seen.count == 3 else { return nil }
        return pieces
    }
}
