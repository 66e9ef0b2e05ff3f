/// A place in an input file: 1-based line and column (column counted in UTF-8 bytes, 0 when unknown).
///
/// For a bad field the column is where the field starts on ``line`` (its opening quote, when
/// quoted), counted over the fields as the tokenizer read them: ``CSVRow/column(ofField:delimiter:)``.
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line of the input where the record starts.
    public var line: Int
    /// The 1-based byte column on that line where the bad field starts; 0 when unknown.
    public var column: Int

    /// A position at `line`, and at `column` when known.
    public init(line: Int, column: Int = 0) {
        self.line = line
        self.column = column
    }

    /// `LINE:COL`, or `LINE` when the column is unknown.
    public var description: String { column > 0 ? "\(line):\(column)" : "\(line)" }
}

/// Input that cannot be read: printed compiler-style as `FILE:LINE:COL: reason (text)`, or
/// `FILE:LINE: reason (text)` when no column is known and `FILE: reason` for the file as a whole.
///
/// The CLI maps every `InputError` to exit status 65 (EX_DATAERR), except ``Reason/missing(_:)``
/// (66, EX_NOINPUT).
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it (`-` or `<stdin>` for standard input).
    public var file: String
    /// Where, when the problem is in one place of the file.
    public var position: SourcePosition?
    /// What is wrong, as values (``Reason``); its `description` is the message.
    public var reason: Reason
    /// The offending text, shortened for display, when there is one.
    public var text: String?

    /// An error in `file` (as the user named it), at `position` when it is in one place, with the offending `text` when there is one.
    public init(file: String, position: SourcePosition? = nil, reason: Reason, text: String? = nil) {
        self.file = file
        self.position = position
        self.reason = reason
        self.text = text.map(InputError.shorten)
    }

    /// `FILE:LINE:COL: reason (text)`, with every control character escaped (`\x1B`): the
    /// file's text never reaches a terminal raw.
    public var description: String {
        var out = file
        if let position { out += ":" + position.description }
        out += ": " + reason.description
        if let text { out += " (" + text + ")" }
        return out.escapingControlCharacters()
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

extension InputError {
    /// The error for a sum that `record`'s amount, from the input named `file`, would take past
    /// `Int64` minor units (``Reason/sumOverflow``), naming the amount as written.
    static func sumOverflow(_ record: TransactionRecord, file: String) -> InputError {
        InputError(
            file: file, position: SourcePosition(line: record.line), reason: .sumOverflow,
            text: record.amount.plainText(exponent: CurrencyExponent.of(bytes: record.currency)))
    }
}
