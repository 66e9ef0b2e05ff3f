/// A place in an input file: 1-based line and column (column counted in UTF-8 bytes, 0 when unknown).
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int = 0) {
        self.line = line
        self.column = column
    }

    public var description: String { column > 0 ? "\(line):\(column)" : "\(line)" }
}

/// Input that cannot be read: printed compiler-style as `FILE:LINE: reason (text)`.
///
/// The CLI maps every `InputError` to exit status 65 (EX_DATAERR), except ``Reason/missing``
/// (66, EX_NOINPUT).
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it (`-` or `<stdin>` for standard input).
    public var file: String
    /// Where, when the problem is in one place of the file.
    public var position: SourcePosition?
    public var reason: Reason
    /// The offending text, shortened for display, when there is one.
    public var text: String?

    public init(file: String, position: SourcePosition? = nil, reason: Reason, text: String? = nil) {
        self.file = file
        self.position = position
        self.reason = reason
        self.text = text.map(InputError.shorten)
    }

    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        case missing(String)
        case unreadable(String)
        case notATable(String)
        case badDate(String)
        case ambiguousDate(String)
        case badAmount(String)
        case amountOverflow
        case fieldCount(expected: Int, found: Int)
        case unterminatedQuote
        case malformedCSV(String)
        case encoding(String)
        case contradiction(String)
        case other(String)

        public var description: String {
            switch self {
            case .missing(let s), .unreadable(let s), .notATable(let s), .badDate(let s),
                 .ambiguousDate(let s), .badAmount(let s), .malformedCSV(let s), .encoding(let s),
                 .contradiction(let s), .other(let s):
                return s
            case .amountOverflow: return "amount overflows a 64-bit count of minor units"
            case .fieldCount(let expected, let found):
                return "expected \(expected) fields, found \(found)"
            case .unterminatedQuote: return "quoted field is never closed"
            }
        }
    }

    /// `FILE:LINE:COL: reason (text)`.
    public var description: String {
        var out = file
        if let position { out += ":" + position.description }
        out += ": " + reason.description
        if let text { out += " (" + text + ")" }
        return out
    }

    static func shorten(_ text: String) -> String {
        let oneLine = text.replacingNewlines()
        return oneLine.count > 80 ? String(oneLine.prefix(77)) + "..." : oneLine
    }
}

extension String {
    func replacingNewlines() -> String {
        String(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }
}
