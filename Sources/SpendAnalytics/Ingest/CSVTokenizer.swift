internal import CCSV

/// Splits CSV bytes into records with libcsv: the only type in the library that touches
/// libcsv's C API and pointers. Everything it hands out is a Swift value (``CSVRow``).
///
/// The parser runs in strict mode (`CSV_STRICT | CSV_STRICT_FINI`): a quote inside an unquoted
/// field, or a quoted field never closed, is an ``InputError`` with the line where it happens.
/// It also asks libcsv to report every line end (`CSV_REPALL_NL`) so that line numbers stay
/// exact across blank lines, CRLF and newlines inside quotes. The parser is created, used and
/// freed inside one ``tokenize(_:delimiter:encoding:onRow:)`` call (libcsv's state is unusable
/// after an error). Input streams through in blocks: memory holds one block and one record.
public struct CSVTokenizer: Sendable {
    /// What the row callback wants next.
    public enum Next: Sendable { case proceed, stop }

    /// What a pass found out besides the rows.
    public struct Outcome: Sendable, Hashable {
        /// The encoding the bytes turned out to be in (`nil`: all ASCII so far, either one).
        public var encoding: TextEncoding?
        /// Whether the pass read to the end (false when the callback stopped it).
        public var reachedEnd: Bool
    }

    public var delimiter: UInt8
    public var encoding: TextEncoding?

    /// - Parameters:
    ///   - delimiter: the field separator byte (`,` `;` tab `|`).
    ///   - encoding: the input encoding, or `nil` to detect it (UTF-8, else Windows-1252).
    public init(delimiter: UInt8 = UInt8(ascii: ","), encoding: TextEncoding? = nil) {
        self.delimiter = delimiter
        self.encoding = encoding
    }

    /// Reads `source` and calls `onRow` for each non-empty record, in order.
    @discardableResult
    public func tokenize(_ source: InputSource, onRow: (CSVRow) throws -> Next) throws -> Outcome {
        try tokenize(blocks: source, onRow: onRow)
    }

    /// Reads any block source (a buffered input replaying its sniffed prefix, bytes in memory).
    @discardableResult
    /// `startLine` is the line number of the first byte (a pass that starts at the header row).
    func tokenize(blocks source: some ByteBlocks, startLine: Int = 1, onRow: (CSVRow) throws -> Next) throws -> Outcome {
        var normalizer = EncodingNormalizer(forced: encoding)
        var utf8: [UInt8] = []
        utf8.reserveCapacity(source.blockSizeHint + 64)

        let parser = UnsafeMutablePointer<csv_parser>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard csv_init(parser, UInt8(CSV_STRICT | CSV_STRICT_FINI | CSV_REPALL_NL)) == 0 else {
            throw InputError(file: source.displayName, reason: .other("cannot initialise the CSV parser"))
        }
        defer { csv_free(parser) }
        csv_set_delim(parser, delimiter)
        // Only spaces are trimmed around unquoted fields; a tab may be the delimiter.
        csv_set_space_func(parser, isSpace)

        return try withoutActuallyEscaping(onRow) { escapableOnRow in
            let state = ParserState(name: source.displayName, onRow: escapableOnRow)
            state.line = startLine
            state.rowStartLine = startLine
            let context = Unmanaged.passUnretained(state).toOpaque()
            var stopped = false
            try source.forEachBlock { block, isLast in
                utf8.removeAll(keepingCapacity: true)
                do {
                    try normalizer.normalize(block, isLast: isLast, into: &utf8)
                } catch {
                    throw InputError(file: state.name, position: SourcePosition(line: state.line),
                                     reason: .encoding("bytes are not valid UTF-8 after UTF-8 text earlier in the file; pass --encoding"))
                }
                let parsed = utf8.withUnsafeBytes { bytes in
                    csv_parse(parser, bytes.baseAddress, bytes.count, fieldEnded, rowEnded, context)
                }
                try state.rethrow()
                if state.stopped { stopped = true; return false }
                if parsed != utf8.count {
                    let line = state.line + CSVTokenizer.lineBreaks(in: state.row.storage[...])
                    throw InputError(file: state.name, position: SourcePosition(line: line),
                                     reason: .malformedCSV(CSVTokenizer.describe(csv_error(parser))),
                                     text: state.partialText(delimiter: delimiter))
                }
                return true
            }
            if !stopped {
                if csv_fini(parser, fieldEnded, rowEnded, context) != 0 {
                    throw InputError(file: state.name, position: SourcePosition(line: state.rowStartLine),
                                     reason: .unterminatedQuote, text: state.partialText(delimiter: delimiter))
                }
                try state.rethrow()
            }
            return Outcome(encoding: normalizer.chosen, reachedEnd: !stopped)
        }
    }

    static func describe(_ code: Int32) -> String {
        switch code {
        case CSV_EPARSE: return "malformed CSV: a quote inside an unquoted field or text after a closing quote"
        case CSV_ENOMEM: return "out of memory reading a field"
        case CSV_ETOOBIG: return "field too large"
        default: return "malformed CSV"
        }
    }

    /// Line breaks inside field bytes: each LF, and each CR not followed by LF.
    @inline(__always)
    static func lineBreaks(in bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                count += 1
            } else if byte == 0x0D && (index + 1 == end || bytes[index + 1] != 0x0A) {
                count += 1
            }
            index += 1
        }
        return count
    }
}

/// The mutable state libcsv's callbacks work on (reached through the `void *` context).
private final class ParserState {
    let name: String
    let onRow: (CSVRow) throws -> CSVTokenizer.Next
    var row = CSVRow()
    /// The line the tokenizer is on now (1-based).
    var line = 1
    var rowStartLine = 1
    var afterCR = false
    var failure: Error?
    var stopped = false

    init(name: String, onRow: @escaping (CSVRow) throws -> CSVTokenizer.Next) {
        self.name = name
        self.onRow = onRow
    }

    func rethrow() throws {
        if let failure { throw failure }
    }

    func partialText(delimiter: UInt8) -> String {
        row.text(delimiter: delimiter)
    }

    @inline(__always)
    func field(_ bytes: UnsafeRawBufferPointer) {
        if stopped { return }
        if row.ends.isEmpty { rowStartLine = line }
        afterCR = false
        row.storage.append(contentsOf: bytes)
        row.ends.append(row.storage.count)
    }

    @inline(__always)
    func endRow(_ terminator: Int32) {
        if stopped { return }
        let hadFields = !row.ends.isEmpty
        let breaksInside = hadFields ? CSVTokenizer.lineBreaks(in: row.storage[...]) : 0
        if hadFields {
            row.line = rowStartLine
            do {
                if try onRow(row) == .stop { stopped = true }
            } catch {
                failure = error
                stopped = true
            }
            row.storage.removeAll(keepingCapacity: true)
            row.ends.removeAll(keepingCapacity: true)
        }
        line += breaksInside
        switch terminator {
        case 0x0D:
            line += 1
            afterCR = true
        case 0x0A:
            if afterCR && !hadFields { afterCR = false } else { line += 1; afterCR = false }
        default:
            afterCR = false
        }
        rowStartLine = line
    }
}

private func fieldEnded(_ data: UnsafeMutableRawPointer?, _ length: Int, _ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    let state = Unmanaged<ParserState>.fromOpaque(context).takeUnretainedValue()
    state.field(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : length))
}

private func rowEnded(_ terminator: Int32, _ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    let state = Unmanaged<ParserState>.fromOpaque(context).takeUnretainedValue()
    state.endRow(terminator)
}

private func isSpace(_ byte: UInt8) -> Int32 { byte == 0x20 ? 1 : 0 }
