internal import CCSV

/// Splits CSV bytes into records with libcsv: the only type in the library that touches
/// libcsv's C API and pointers. Everything it hands out is a Swift value (``CSVRow``).
///
/// The parser runs in strict mode (`CSV_STRICT | CSV_STRICT_FINI`): a quote inside an unquoted
/// field, or a quoted field never closed, is an ``InputError`` with the line where its record
/// starts. It also asks libcsv to report every line end (`CSV_REPALL_NL`) so that line numbers
/// stay exact across blank lines, CRLF and newlines inside quotes. The parser is created, used
/// and freed inside one ``tokenize(_:onRow:)`` call, and created afresh when a malformed record
/// is stepped over (libcsv's state is unusable after an error). Input streams through in
/// blocks: memory holds one block and one record (at most ``maximumRecordBytes``).
struct CSVTokenizer: Sendable {
    /// What the row callback wants next.
    enum Next: Sendable { case proceed, stop }

    /// What a pass found out besides the rows.
    struct Outcome: Sendable, Hashable {
        /// The encoding the bytes turned out to be in (`nil`: all ASCII so far, either one).
        var encoding: TextEncoding?
        /// Whether the pass read to the end (false when the callback stopped it).
        var reachedEnd: Bool
    }

    var delimiter: UInt8
    var encoding: TextEncoding?
    /// The largest record held in memory: past it the record is malformed (a quote left open
    /// would otherwise pull the rest of the input into one field).
    var maximumRecordBytes = 64 << 20
    /// Fields a record may have (docs/LIMITS.md: Limits): past it the pass stops with
    /// ``MalformedCSV/tooManyFields(limit:)``, even when malformed records are stepped over.
    var maximumFields = 1024
    /// Bytes a field may have (docs/LIMITS.md: Limits): past it the pass stops with
    /// ``MalformedCSV/fieldLargerThan(kibibytes:)``. Checked on each completed field and, for an
    /// unquoted field still open, after each block (libcsv buffers at most this and one block of
    /// it). A quoted field still open is held up to ``maximumRecordBytes``: its quote may be a
    /// stray one, whose rest is read again at the end.
    var maximumFieldBytes = 64 << 10
    /// Whether the caller looks at the outcome of a pass after its callback stopped it (the
    /// default). A caller that ignores it (``DialectSniffer``: the rows seen decide) sets this
    /// to false, and the rest of the block is then never parsed.
    var restAfterStopMatters = true

    /// - Parameters:
    ///   - delimiter: the field separator byte (`,` `;` tab `|`).
    ///   - encoding: the input encoding, or `nil` to detect it (UTF-8, else Windows-1252).
    init(delimiter: UInt8 = UInt8(ascii: ","), encoding: TextEncoding? = nil) {
        self.delimiter = delimiter
        self.encoding = encoding
    }

    /// Reads `source` and calls `onRow` for each non-empty record, in order.
    @discardableResult
    func tokenize(_ source: InputSource, onRow: (CSVRow) throws -> Next) throws -> Outcome {
        try tokenize(blocks: source, onRow: onRow)
    }

    /// A record as the tokenizer holds it, lent to the callback: its fields' bytes side by side
    /// and where each field ends. The memory is the tokenizer's own (never libcsv's) and is reused
    /// for the next record: copy what you keep (``copy(into:)`` makes a ``CSVRow``).
    struct Record {
        let bytes: UnsafeBufferPointer<UInt8>
        /// `ends[i]` is where field `i` ends in ``bytes``.
        let ends: UnsafeBufferPointer<Int>
        /// 1-based line where the record starts.
        let line: Int
        /// Whether the record's text was converted from Windows-1252 (an input whose encoding was
        /// detected as it was read turns Windows-1252 at its first byte that is not UTF-8).
        var isConverted = false

        /// The bytes of field `index` (which must exist).
        @inline(__always)
        func field(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]])
        }

        /// Makes `row` hold this record (its arrays keep their capacity).
        func copy(into row: inout CSVRow) {
            row.storage.removeAll(keepingCapacity: true)
            row.storage.append(contentsOf: bytes)
            row.ends.removeAll(keepingCapacity: true)
            row.ends.append(contentsOf: ends)
            row.byteBase = 0
            row.endBase = 0
            row.count = ends.count
            row.line = line
        }
    }

    /// Reads any block source (a buffered input replaying its sniffed prefix, bytes in memory).
    ///
    /// - Parameters:
    ///   - startLine: the line number of the first byte (a pass that starts at the header row).
    ///   - stepOverMalformed: hand a record libcsv rejects to `onMalformed` (with the line where
    ///     the record starts) and, unless it throws, resume on the line after the offending byte
    ///     with a fresh parser; an unterminated quote at the end goes to `onMalformed` too.
    ///     Otherwise both are thrown.
    ///     A quoted field still open at the end is reported the same way, and then the text after
    ///     the line where its quote opened is read again as records (``Reopened``), so one stray
    ///     quote does not swallow the rest of the input.
    @discardableResult
    func tokenize(
        blocks source: some ByteBlocks, startLine: Int = 1, stepOverMalformed: Bool = false,
        onMalformed: (InputError) throws -> Void = { throw $0 },
        onRow: (CSVRow) throws -> Next
    ) throws -> Outcome {
        var row = CSVRow()
        return try tokenize(
            blocks: source, startLine: startLine, stepOverMalformed: stepOverMalformed,
            onMalformed: onMalformed
        ) { (record: Record) in
            record.copy(into: &row)
            return try onRow(row)
        }
    }

    /// The same pass, lending each record to `onRecord` without making a ``CSVRow`` of it (the
    /// caller copies what it keeps: ``RowPipeline`` copies it straight into its batch).
    @discardableResult
    func tokenize(
        blocks source: some ByteBlocks, startLine: Int = 1, stepOverMalformed: Bool = false,
        onMalformed: (InputError) throws -> Void = { throw $0 },
        onRecord: (Record) throws -> Next
    ) throws -> Outcome {
        var reopened: Reopened?
        let outcome = try tokenizePass(
            blocks: source, startLine: startLine, stepOverMalformed: stepOverMalformed,
            onMalformed: onMalformed, reopened: &reopened, onRecord: onRecord)
        // The reopened text is UTF-8 already; each pass can reopen a later line, never an earlier one.
        var again = self
        again.encoding = .utf8
        while let text = reopened {
            reopened = nil
            let replay = MemoryBlocks(bytes: text.bytes[...], displayName: source.displayName)
            let pass = try again.tokenizePass(
                blocks: replay, startLine: text.line, stepOverMalformed: true,
                onMalformed: onMalformed, reopened: &reopened, onRecord: onRecord)
            if !pass.reachedEnd { return Outcome(encoding: outcome.encoding, reachedEnd: false) }
        }
        return outcome
    }

    /// The input after a quoted field left open at the end: the bytes after the line where the
    /// quote opened, as they were written, and that line's successor.
    struct Reopened {
        var bytes: [UInt8]
        var line: Int
    }

    private func tokenizePass(
        blocks source: some ByteBlocks, startLine: Int, stepOverMalformed: Bool,
        onMalformed: (InputError) throws -> Void, reopened: inout Reopened?,
        onRecord: (Record) throws -> Next
    ) throws -> Outcome {
        var normalizer = EncodingNormalizer(forced: encoding)
        // A block that is UTF-8 as read is parsed where it is; only the others are converted into
        // this buffer (its memory taken when first needed).
        var utf8: [UInt8] = []

        let parser = UnsafeMutablePointer<csv_parser>.allocate(capacity: 1)
        defer { parser.deallocate() }
        try start(parser, name: source.displayName)
        defer { csv_free(parser) }

        return try withoutActuallyEscaping(onRecord) { escapableOnRecord in
            let state = ParserState(
                name: source.displayName, line: startLine,
                limits: ParserState.Limits(fields: maximumFields, fieldBytes: maximumFieldBytes),
                onRecord: escapableOnRecord)
            // libcsv's callbacks reach the state's cursor through its address: the state lives until the pass ends.
            defer { withExtendedLifetime(state) {} }
            let context = state.context
            var stopped = false
            // Physical lines, counted per block only when malformed records are stepped over.
            var lines = LineCounter(line: startLine)
            var skippingToLineEnd = false
            try source.forEachBlock { block, isLast in
                let asRead: UnsafeRawBufferPointer?
                do {
                    asRead = try normalizer.inPlace(block, isLast: isLast)
                    if asRead == nil {
                        if utf8.capacity > 2 * (block.count + 64) && utf8.capacity > 2 * InputSource.blockSize {
                            // Sized for a larger first block (the sniffed prefix): the rest are smaller.
                            utf8 = []
                            utf8.reserveCapacity(block.count + 64)
                        } else {
                            utf8.removeAll(keepingCapacity: true)
                        }
                        try normalizer.normalize(block, isLast: isLast, into: &utf8)
                    }
                } catch EncodingNormalizer.Failure.invalidUTF8(let offset) {
                    // The line of the offending byte: where this block starts, plus its line breaks before the byte.
                    let start =
                        stepOverMalformed
                        ? (line: lines.line, afterCR: lines.endsWithCR) : state.lineAfterParsed(parser.pointee)
                    throw CSVTokenizer.encodingError(in: block, at: offset, blockStart: start, name: state.name)
                }
                state.cursor.pointee.converting = normalizer.chosen == .windows1252
                // Parses one block's UTF-8 text.
                func parseText(_ bytes: UnsafeRawBufferPointer) throws {
                    var offset = 0
                    if skippingToLineEnd {
                        guard let resume = lines.lineStart(after: 0, in: bytes) else { return }
                        skippingToLineEnd = false
                        offset = resume.offset
                        state.resume(atLine: resume.line, afterCR: resume.afterCR)
                    }
                    while offset < bytes.count {
                        let (parsed, restSkipped) = parse(
                            parser, UnsafeRawBufferPointer(rebasing: bytes[offset...]), state: state)
                        try state.rethrow()
                        // An unquoted field still open is refused as it grows; a quoted one may be a stray
                        // quote, recovered at the end (``Reopened``) within ``maximumRecordBytes``.
                        if !restSkipped && parser.pointee.entry_pos > maximumFieldBytes && parser.pointee.quoted == 0 {
                            state.exceed(.fieldLargerThan(kibibytes: maximumFieldBytes >> 10))
                        }
                        if let limit = state.exceeded {
                            throw state.recordError(.malformedCSV(limit), delimiter: delimiter)
                        }
                        if state.stopped { return }
                        let tooBig = parser.pointee.entry_pos + state.recordBytes > maximumRecordBytes
                        if parsed == bytes.count - offset && !tooBig { break }
                        let reason: MalformedCSV =
                            tooBig
                            ? .recordTooLarge(mebibytes: maximumRecordBytes >> 20)
                            : CSVTokenizer.malformation(csv_error(parser))
                        let error = state.recordError(.malformedCSV(reason), delimiter: delimiter)
                        guard stepOverMalformed else { throw error }
                        try onMalformed(error)
                        csv_free(parser)
                        try start(parser, name: state.name)
                        if let resume = lines.lineStart(after: tooBig ? bytes.count - 1 : offset + parsed, in: bytes) {
                            offset = resume.offset
                            state.resume(atLine: resume.line, afterCR: resume.afterCR)
                        } else {
                            skippingToLineEnd = true
                            offset = bytes.count
                        }
                    }
                }
                // The block's text: where it was read, or the converted copy.
                func withText(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
                    if let asRead { try body(asRead) } else { try utf8.withUnsafeBytes(body) }
                }
                try withText(parseText)
                if state.stopped {
                    stopped = true
                    return false
                }
                if stepOverMalformed { withText { lines.finish($0) } }
                return true
            }
            if !stopped {
                if csv_fini(parser, fieldEnded, rowEnded, context) != 0 {
                    let error = state.recordError(.unterminatedQuote, delimiter: delimiter)
                    guard stepOverMalformed else { throw error }
                    try onMalformed(error)
                    reopened = CSVTokenizer.reopen(parser.pointee, quoteLine: state.rowStartLine + state.breaksInRecord)
                }
                try state.rethrow()
                if let limit = state.exceeded { throw state.recordError(.malformedCSV(limit), delimiter: delimiter) }
            }
            return Outcome(encoding: normalizer.chosen, reachedEnd: !stopped)
        }
    }

    /// Bytes given to libcsv per call: a pass the callback stops (a sniff that has seen enough)
    /// ends within this many bytes instead of parsing the rest of its block for nothing.
    static let parseSlice = 8 << 10

    /// Parses `bytes` as one `csv_parse` call over them would, in slices of ``parseSlice``: the
    /// same callbacks, and the same count of bytes parsed (up to the error, if any). Once the
    /// callback has stopped the pass, the rest is skipped (`restSkipped`) when parsing it could
    /// change nothing the caller looks at: it holds no quote, so no parse error, and the field
    /// open at its end (after its last delimiter or line break) is within ``maximumFieldBytes``;
    /// or the caller does not look at it (``restAfterStopMatters``). Otherwise the rest is parsed.
    private func parse(
        _ parser: UnsafeMutablePointer<csv_parser>, _ bytes: UnsafeRawBufferPointer,
        state: ParserState
    ) -> (parsed: Int, restSkipped: Bool) {
        guard let base = bytes.baseAddress else { return (0, false) }
        let context = state.context
        var parsed = 0
        while parsed < bytes.count {
            let length = min(bytes.count - parsed, CSVTokenizer.parseSlice)
            let count = csv_parse(parser, base + parsed, length, fieldEnded, rowEnded, context)
            parsed += count
            if count < length { break }
            if state.stopped && parsed < bytes.count {
                let rest = UnsafeRawBufferPointer(rebasing: bytes[parsed...])
                if !restAfterStopMatters
                    || CSVTokenizer.restChangesNothing(rest, delimiter: delimiter, fieldLimit: maximumFieldBytes)
                {
                    return (bytes.count, true)
                }
                parsed += csv_parse(parser, base + parsed, bytes.count - parsed, fieldEnded, rowEnded, context)
                break
            }
        }
        return (parsed, false)
    }

    /// Whether `rest` holds no quote and ends in a field (the bytes after its last delimiter, CR or
    /// LF) of at most `fieldLimit` bytes: with the callbacks stopped, parsing it cannot fail and
    /// leaves no open field past the limit.
    static func restChangesNothing(_ rest: UnsafeRawBufferPointer, delimiter: UInt8, fieldLimit: Int) -> Bool {
        guard !rest.contains(UInt8(ascii: "\"")) else { return false }
        var index = rest.count
        let floor = max(0, rest.count - fieldLimit - 1)
        while index > floor {
            index -= 1
            let byte = rest[index]
            if byte == delimiter || byte == 0x0A || byte == 0x0D { return true }
        }
        // No separator: the open field may have started before `rest`.
        return false
    }

    /// Initialises libcsv's parser: strict, every line end reported, this delimiter, spaces trimmed.
    private func start(_ parser: UnsafeMutablePointer<csv_parser>, name: String) throws {
        guard csv_init(parser, UInt8(CSV_STRICT | CSV_STRICT_FINI | CSV_REPALL_NL)) == 0 else {
            throw InputError(file: name, reason: .other("cannot initialise the CSV parser"))
        }
        csv_set_delim(parser, delimiter)
        // libcsv's own space test (space and tab) trims unquoted fields; it never takes the
        // delimiter for a space, so TAB-separated files keep their empty fields.
    }

    /// What follows the line where the open quoted field began, rebuilt from libcsv's entry
    /// buffer (the field's text since its quote, where each `""` was kept as one `"`: in a field
    /// still open at the end no other quote can occur); `nil` when the field has no line break.
    static func reopen(_ parser: csv_parser, quoteLine: Int) -> Reopened? {
        guard let buffer = parser.entry_buf, parser.entry_pos > 0 else { return nil }
        let entry = UnsafeBufferPointer(start: buffer, count: parser.entry_pos)
        guard var start = entry.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
        start += entry[start] == 0x0D && start + 1 < entry.count && entry[start + 1] == 0x0A ? 2 : 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entry.count - start + 64)
        for byte in entry[start...] {
            bytes.append(byte)
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
        }
        return Reopened(bytes: bytes, line: quoteLine + 1)
    }

    /// `FILE:LINE:COL: bytes are not valid UTF-8 … (text)` for the byte at `offset` of `block`, whose
    /// first byte is on `blockStart.line` (an LF opening it belongs to a CR before it when `afterCR`).
    static func encodingError(
        in block: UnsafeRawBufferPointer, at offset: Int, blockStart: (line: Int, afterCR: Bool),
        name: String
    ) -> InputError {
        let offset = min(offset, block.count)
        let before = UnsafeRawBufferPointer(rebasing: block[0..<offset])
        let line = blockStart.line + CSVTokenizer.lineBreaks(in: before, afterCR: blockStart.afterCR)
        let lineStart = (before.lastIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? -1) + 1
        // The text around the byte: up to 40 bytes before it (from a character's start), the byte
        // in hex, and the rest of its line (cut by the message).
        var from = max(lineStart, offset - 40)
        while from < offset, block[from] & 0xC0 == 0x80 { from += 1 }
        var to = offset + 1
        while to < block.count, to < offset + 40, block[to] != 0x0A, block[to] != 0x0D { to += 1 }
        var text = String(decoding: UnsafeRawBufferPointer(rebasing: block[from..<offset]), as: UTF8.self)
        if offset < block.count {
            let byte = block[offset]
            let hex = Array("0123456789ABCDEF".utf8)
            text += "\\x" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]], as: UTF8.self)
            text += String(
                decoding: UnsafeRawBufferPointer(rebasing: block[(offset + 1)..<max(offset + 1, to)]), as: UTF8.self)
        }
        // The byte's column when its line starts in this block (else it started in an earlier one).
        let column = line > blockStart.line ? offset - lineStart + 1 : 0
        return InputError(
            file: name, position: SourcePosition(line: line, column: column),
            reason: .invalidUTF8,
            text: text)
    }

    /// What libcsv's error `code` means.
    static func malformation(_ code: Int32) -> MalformedCSV {
        switch code {
        case CSV_EPARSE: return .misplacedQuote
        case CSV_ENOMEM: return .outOfMemory
        case CSV_ETOOBIG: return .fieldTooLarge
        default: return .unknown
        }
    }

    /// The line breaks in `buffer`: each CR, and each LF not right after a CR (so CRLF is one).
    /// `afterCR`: the byte before `buffer` was a CR (an LF opening `buffer` belongs to it).
    ///
    /// The tokenizer's one rule for counting lines: in field bytes, in libcsv's open entry,
    /// across blocks (``LineCounter``) and before a byte that is not UTF-8.
    @inline(__always)
    static func lineBreaks(in buffer: UnsafeRawBufferPointer, afterCR: Bool = false) -> Int {
        // Most words have none: eight bytes at a time, test for any byte below 0x0E (the classic
        // has-less-than word test), and look at the bytes of a word only when it has one.
        let count = buffer.count
        var breaks = 0
        var previousIsCR = afterCR
        var index = 0
        while index < count {
            // The last bytes are tested as the buffer's last eight (overlapping bytes already seen).
            let wordStart = min(index, count - 8)
            if wordStart >= 0 {
                let word = buffer.loadUnaligned(fromByteOffset: wordStart, as: UInt64.self)
                if !ByteWord.hasByte(word, below: 0x0E) {
                    index = wordStart + 8
                    previousIsCR = false
                    continue
                }
            }
            let end = min(index + 8, count)
            while index < end {
                let byte = buffer[index]
                let isCR = byte == 0x0D
                breaks &+= isCR || (byte == 0x0A && !previousIsCR) ? 1 : 0
                previousIsCR = isCR
                index += 1
            }
        }
        return breaks
    }
}

/// The state of one parser run: what libcsv's callbacks work on (``Cursor``) and what the
/// tokenizer asks about it between `csv_parse` calls.
///
/// The callbacks reach the cursor through libcsv's `void *` context, which is the cursor's own
/// address (memory this object allocates and frees): no object reference crosses into C, and
/// the cursor is updated for every field without reference counting or the runtime's
/// exclusivity bookkeeping for class properties. The tokenizer keeps this object alive across
/// every libcsv call that may call back (`withExtendedLifetime`).
private final class ParserState {
    /// What changes with every field and row; libcsv's callbacks update it.
    struct Cursor {
        /// The fields of the record being read.
        var record = RecordBuffer()
        /// The line the tokenizer is on now (1-based).
        var line = 1
        var rowStartLine = 1
        var afterCR = false
        var stopped = false
        /// The text is converted from Windows-1252 (from the block where the input turned it on).
        var converting = false
        let limits: Limits
        /// The limit a field broke (the pass stops; the tokenizer throws it after `csv_parse` returns).
        var exceeded: MalformedCSV?
        let onRecord: (CSVTokenizer.Record) throws -> CSVTokenizer.Next
        /// What `onRecord` threw (the pass stops; the tokenizer rethrows it after `csv_parse` returns).
        var failure: Error?

        @inline(__always)
        mutating func field(_ bytes: UnsafeRawBufferPointer) {
            if stopped { return }
            if record.fieldCount == 0 { rowStartLine = line }
            afterCR = false
            if _slowPath(record.fieldCount >= limits.fields || bytes.count > limits.fieldBytes) {
                exceedLimit(fieldBytes: bytes.count)
                return
            }
            record.append(bytes)
        }

        /// Stops the pass at a field past a limit (out of line: the per-field path stays small).
        @inline(never)
        mutating func exceedLimit(fieldBytes: Int) {
            exceeded =
                fieldBytes > limits.fieldBytes
                ? .fieldLargerThan(kibibytes: limits.fieldBytes >> 10)
                : .tooManyFields(limit: limits.fields)
            stopped = true
        }

        @inline(__always)
        mutating func endRow(_ terminator: Int32) {
            if stopped { return }
            let hadFields = record.fieldCount > 0
            let breaksInside = hadFields ? CSVTokenizer.lineBreaks(in: record.byteBuffer) : 0
            if hadFields {
                do {
                    if try onRecord(record.lent(line: rowStartLine, converted: converting)) == .stop { stopped = true }
                } catch {
                    failure = error
                    stopped = true
                }
                record.clear()
            }
            var next = line + breaksInside
            switch terminator {
            case 0x0D:
                next += 1
                afterCR = true
            case 0x0A:
                if afterCR && !hadFields {
                    afterCR = false
                } else {
                    next += 1
                    afterCR = false
                }
            default:
                afterCR = false
            }
            line = next
            rowStartLine = next
        }
    }

    /// The tokenizer's limits on one record.
    struct Limits {
        var fields: Int
        var fieldBytes: Int
    }

    let name: String
    let cursor: UnsafeMutablePointer<Cursor>

    init(name: String, line: Int, limits: Limits, onRecord: @escaping (CSVTokenizer.Record) throws -> CSVTokenizer.Next)
    {
        self.name = name
        cursor = .allocate(capacity: 1)
        cursor.initialize(to: Cursor(line: line, rowStartLine: line, limits: limits, onRecord: onRecord))
    }

    /// The limit the record broke, if it did.
    var exceeded: MalformedCSV? { cursor.pointee.exceeded }

    /// Records that the open field broke `limit` (the pass stops).
    func exceed(_ limit: MalformedCSV) {
        cursor.pointee.exceeded = limit
        cursor.pointee.stopped = true
    }

    deinit {
        cursor.pointee.record.deallocate()
        cursor.deinitialize(count: 1)
        cursor.deallocate()
    }

    /// The `void *` handed to libcsv for its callbacks (``fieldEnded(_:_:_:)``, ``rowEnded(_:_:)``).
    var context: UnsafeMutableRawPointer { UnsafeMutableRawPointer(cursor) }

    var line: Int { cursor.pointee.line }
    /// Bytes of the record so far (its completed fields).
    var recordBytes: Int { cursor.pointee.record.byteCount }
    var rowStartLine: Int { cursor.pointee.rowStartLine }
    var stopped: Bool { cursor.pointee.stopped }
    /// The line after everything libcsv has been given (its open record and field included),
    /// and whether that ends with a CR (an LF next belongs to it).
    func lineAfterParsed(_ parser: csv_parser) -> (line: Int, afterCR: Bool) {
        var line = cursor.pointee.line + breaksInRecord
        var afterCR = cursor.pointee.afterCR
        if let buffer = parser.entry_buf, parser.entry_pos > 0 {
            let entry = UnsafeRawBufferPointer(start: buffer, count: parser.entry_pos)
            line += CSVTokenizer.lineBreaks(in: entry)
            afterCR = entry.last == 0x0D
        }
        return (line, afterCR)
    }

    /// Line breaks inside the record's completed fields (quoted fields spanning lines).
    var breaksInRecord: Int { CSVTokenizer.lineBreaks(in: cursor.pointee.record.byteBuffer) }

    /// Continues on `line` after a malformed record was stepped over (its fields dropped).
    func resume(atLine line: Int, afterCR: Bool) {
        cursor.pointee.record.clear()
        cursor.pointee.line = line
        cursor.pointee.rowStartLine = line
        cursor.pointee.afterCR = afterCR
    }

    func rethrow() throws {
        if let failure = cursor.pointee.failure { throw failure }
    }

    /// An error about the record being read, which libcsv could not finish: at the line where it
    /// starts and the column where its unfinished field starts, quoting its completed fields.
    func recordError(_ reason: InputError.Reason, delimiter: UInt8) -> InputError {
        var row = CSVRow()
        cursor.pointee.record.lent(line: rowStartLine).copy(into: &row)
        return InputError(
            file: name,
            position: SourcePosition(
                line: rowStartLine, column: row.column(ofField: row.count, delimiter: delimiter) ?? 0),
            reason: reason, text: row.text(delimiter: delimiter))
    }
}

/// The fields of the record being read, in raw memory it owns: a field costs a capacity check
/// and one `memcpy` (an array append costs several times that), and the record is lent to the
/// callback at its end. Grows to the largest record; freed by its owner.
private struct RecordBuffer {
    private var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    private var byteCapacity = 256
    private(set) var byteCount = 0
    private var ends = UnsafeMutablePointer<Int>.allocate(capacity: 16)
    private var fieldCapacity = 16
    private(set) var fieldCount = 0

    var byteBuffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: bytes, count: byteCount) }

    @inline(__always)
    mutating func append(_ field: UnsafeRawBufferPointer) {
        if byteCount + field.count > byteCapacity { growBytes(to: byteCount + field.count) }
        if fieldCount == fieldCapacity { growEnds() }
        if let source = field.baseAddress, field.count > 0 {
            let target = bytes + byteCount
            if field.count <= 32 {
                spendreport_copy_fresh_field(target, source.assumingMemoryBound(to: UInt8.self), field.count)
            } else {
                target.update(from: source.assumingMemoryBound(to: UInt8.self), count: field.count)
            }
        }
        byteCount += field.count
        ends[fieldCount] = byteCount
        fieldCount += 1
    }

    /// The record so far, lent until the next change.
    @inline(__always)
    func lent(line: Int, converted: Bool = false) -> CSVTokenizer.Record {
        CSVTokenizer.Record(
            bytes: UnsafeBufferPointer(start: bytes, count: byteCount),
            ends: UnsafeBufferPointer(start: ends, count: fieldCount), line: line, isConverted: converted)
    }

    mutating func clear() {
        byteCount = 0
        fieldCount = 0
    }

    func deallocate() {
        bytes.deallocate()
        ends.deallocate()
    }

    private mutating func growBytes(to needed: Int) {
        var capacity = byteCapacity * 2
        while capacity < needed { capacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.update(from: bytes, count: byteCount)
        bytes.deallocate()
        (bytes, byteCapacity) = (larger, capacity)
    }

    private mutating func growEnds() {
        let larger = UnsafeMutablePointer<Int>.allocate(capacity: fieldCapacity * 2)
        larger.update(from: ends, count: fieldCount)
        ends.deallocate()
        (ends, fieldCapacity) = (larger, fieldCapacity * 2)
    }
}

/// Physical line numbers over consecutive blocks: each LF, and each CR not followed by LF,
/// ends a line (the tokenizer's own count). Counting only moves forward, so stepping over many
/// malformed records in one block stays linear.
private struct LineCounter {
    /// The line at ``counted`` in the current block.
    var line: Int
    /// How far into the current block lines are counted.
    private var counted = 0
    /// The byte before ``counted`` is a CR (an LF right after it belongs to it).
    private var afterCR = false
    /// Whether the bytes counted so far end with a CR (after ``finish(_:)``: the last block did).
    var endsWithCR: Bool { afterCR }

    init(line: Int) { self.line = line }

    /// Counts the line breaks up to `end` in `bytes` (from where counting stopped).
    private mutating func count(in bytes: UnsafeRawBufferPointer, upTo end: Int) {
        guard end > counted else { return }
        line += CSVTokenizer.lineBreaks(in: UnsafeRawBufferPointer(rebasing: bytes[counted..<end]), afterCR: afterCR)
        afterCR = bytes[end - 1] == 0x0D
        counted = end
    }

    /// Where the line after the one holding `bytes[position]` starts in this block (with its
    /// number, and whether an LF opening the next block still belongs to a CR), or `nil`.
    mutating func lineStart(after position: Int, in bytes: UnsafeRawBufferPointer) -> (
        offset: Int, line: Int, afterCR: Bool
    )? {
        var index = max(position, counted)
        if index == counted && afterCR && index < bytes.count && bytes[index] == 0x0A { index += 1 }
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        guard index < bytes.count else { return nil }
        let next = bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
        count(in: bytes, upTo: next)
        return (next, line, next == bytes.count && bytes[index] == 0x0D)
    }

    /// Counts the rest of the block; the next block starts at its offset 0.
    mutating func finish(_ bytes: UnsafeRawBufferPointer) {
        count(in: bytes, upTo: bytes.count)
        counted = 0
    }
}

// libcsv's callbacks: `context` is ``ParserState/context``, the address of the run's cursor,
// which the tokenizer keeps alive across every libcsv call that may call back.

private func fieldEnded(_ data: UnsafeMutableRawPointer?, _ length: Int, _ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    context.assumingMemoryBound(to: ParserState.Cursor.self).pointee
        .field(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : length))
}

private func rowEnded(_ terminator: Int32, _ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    context.assumingMemoryBound(to: ParserState.Cursor.self).pointee.endRow(terminator)
}
