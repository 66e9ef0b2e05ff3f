import Foundation

/// Splits a many-account CSV (`spendreport batch`) into its records as they were written, each
/// with its owner: the value of one column named in the header row.
///
/// The records and fields are ``CSVTokenizer``'s (so quotes, line breaks inside quotes and the
/// encoding are read exactly as `report` reads them); the bytes handed out are the input's own,
/// cut at the lines where the tokenizer says each record starts (``RawLines``). So an owner's
/// records, after the header's bytes, are byte for byte the file `report` would be given for
/// that owner alone. Memory holds one block and the records not yet handed out.
struct OwnerRecordSplitter {
    /// One record: its owner, its bytes as written (up to the next record, line end included),
    /// the input line where it starts and its fields as the split read them.
    struct Record {
        /// The owner column's bytes as written, compared byte for byte.
        var owner: ExactName
        var bytes: ArraySlice<UInt8>
        var line: Int
        /// The line breaks in ``bytes``.
        var lineBreaks: Int
        /// The record's fields (lent: copy what you keep).
        var fields: CSVRow
        /// Whether the fields' text was converted from Windows-1252 (``CSVTokenizer/Record/isConverted``).
        var isConverted: Bool
    }

    /// The header row: its bytes as written (up to the first record), its input line and fields,
    /// and the delimiter the split read the input with.
    struct Header {
        var bytes: [UInt8]
        var delimiter: UInt8
        var line: Int
        var fields: CSVRow
        var isConverted: Bool
    }

    /// The owner column's header, matched ignoring case and surrounding spaces.
    var column: String
    /// The field separator, `nil` to take the candidate (`,` `;` TAB `|`) most frequent in the
    /// first line.
    var delimiter: UInt8?
    var encoding: TextEncoding?

    /// Bytes looked at to choose the delimiter.
    static let sniffBytes = 64 << 10

    /// Reads `source`: `header` gets the header row (the first record) once, then `onRecord` each
    /// data row in order; a row without a value in the owner column goes to
    /// `onOrphan` (which may throw to stop).
    ///
    /// `opened` is `source`'s file when the caller has opened it already (``InputSource/openFile()``).
    func split(
        _ source: InputSource, opened: FileHandle? = nil, header: (Header) throws -> Void,
        onRecord: (Record) throws -> Void, onOrphan: (InputError) throws -> Void
    ) throws {
        if let encoding, encoding.isConverted {
            throw InputError(
                file: source.displayName,
                reason: .other(
                    "batch --by splits UTF-8 and Windows-1252 files only; convert this one first, e.g. iconv -f \(encoding) -t UTF-8"
                ))
        }
        let input = try BufferedInput(source, opened: opened, prefixLimit: OwnerRecordSplitter.sniffBytes)
        if encoding == nil,
            let detected = try? EncodingDetector(name: source.displayName).detect(
                input.prefix, isWhole: input.prefixIsWhole),
            detected.isConverted
        {
            // Read as bytes, its header would name no column (`report` converts it, batch cuts
            // the owners' rows from the bytes as written): say what it is and how to convert it.
            let from =
                [.utf16, .utf16LE, .utf16BE].contains(detected) ? "UTF-16" : detected.iconvName ?? detected.rawValue
            throw InputError(
                file: source.displayName,
                reason: .other(
                    "this file is \(detected) (report reads it), but batch --by splits UTF-8 and Windows-1252 files only; "
                        + "convert it first, e.g. iconv -f \(from) -t UTF-8 \(HeaderCandidates.shellWord(source.displayName)) > "
                        + HeaderCandidates.shellWord(source.displayName + ".utf8.csv")))
        }
        let separator = delimiter ?? OwnerRecordSplitter.likelyDelimiter(input.prefix)
        let lines = RawLines(input)
        let tokenizer = CSVTokenizer(delimiter: separator, encoding: encoding)
        let state = SplitState()

        func flush(upTo end: Int?) throws {
            guard let pending = state.pending else { return }
            let bytes = lines.bytes(from: pending.line, to: end)
            if pending.isHeader {
                try header(
                    Header(
                        bytes: Array(bytes), delimiter: separator, line: pending.line, fields: state.pendingFields,
                        isConverted: pending.isConverted))
            } else if let owner = pending.owner {
                // Its bytes run from its line to the next record's (each line break ends a line).
                let breaks = end.map { $0 - pending.line } ?? bytes.withUnsafeBytes { CSVTokenizer.lineBreaks(in: $0) }
                try onRecord(
                    Record(
                        owner: owner, bytes: bytes, line: pending.line, lineBreaks: breaks, fields: state.pendingFields,
                        isConverted: pending.isConverted))
            }
            if let end { lines.discard(before: end) }
        }

        try tokenizer.tokenize(blocks: lines) { (record: CSVTokenizer.Record) in
            try flush(upTo: record.line)
            guard let index = state.ownerIndex else {
                let names = (0..<record.ends.count).map { String(decoding: record.field($0), as: UTF8.self) }
                let wanted = column.trimmingWhitespace().lowercased()
                guard let found = names.firstIndex(where: { $0.trimmingWhitespace().lowercased() == wanted }) else {
                    throw InputError(
                        file: source.displayName, position: SourcePosition(line: record.line),
                        reason: .other("the header row has no column \"\(column)\" (--by)"),
                        text: names.joined(separator: ", "))
                }
                state.ownerIndex = found
                state.pending = Pending(owner: nil, line: record.line, isHeader: true, isConverted: record.isConverted)
                record.copy(into: &state.pendingFields)
                return .proceed
            }
            if index < record.ends.count, !record.field(index).isEmpty {
                // Grouped input repeats an owner row after row: its name is made once.
                let field = record.field(index)
                let owner =
                    state.pending.flatMap(\.owner).flatMap { $0.hasBytes(field) ? $0 : nil }
                    ?? ExactName(bytes: field)
                state.pending = Pending(
                    owner: owner, line: record.line, isHeader: false, isConverted: record.isConverted)
                record.copy(into: &state.pendingFields)
            } else {
                state.pending = Pending(owner: nil, line: record.line, isHeader: false, isConverted: record.isConverted)
                try onOrphan(
                    InputError(
                        file: source.displayName, position: SourcePosition(line: record.line),
                        reason: .other("no value in the owner column \"\(column)\"")))
            }
            return .proceed
        }
        guard state.ownerIndex != nil else {
            throw InputError(
                file: source.displayName, reason: .other("no header row naming the owner column \"\(column)\""))
        }
        try flush(upTo: nil)
    }

    /// What ``split(_:opened:header:onRecord:onOrphan:)`` keeps from one record to the next: the
    /// owner column, and the record read last, handed out when the next one starts (where its
    /// bytes end), with its fields. The tokenizer's callback is called one record at a time and
    /// each access is a whole read or write (`copy(into:)` writes the fields, nothing else reads
    /// them meanwhile), so the accesses are not checked at run time: the checks, made for a
    /// callback that escapes, cost more per record than reading them.
    private final class SplitState {
        @exclusivity(unchecked) var ownerIndex: Int?
        @exclusivity(unchecked) var pending: Pending?
        @exclusivity(unchecked) var pendingFields = CSVRow()
    }

    /// A record read but not handed out yet: its owner, first line and whether it is the header.
    private struct Pending {
        var owner: ExactName?
        var line: Int
        var isHeader: Bool
        var isConverted: Bool
    }

    /// The candidate delimiter seen most often in the first line (`,` when none is).
    static func likelyDelimiter(_ prefix: [UInt8]) -> UInt8 {
        let firstLine = prefix.prefix { $0 != 0x0A && $0 != 0x0D }
        var best = (delimiter: UInt8(ascii: ","), count: 0)
        for candidate in DialectSniffer.candidates {
            let count = firstLine.count { $0 == candidate }
            if count > best.count { best = (candidate, count) }
        }
        return best.delimiter
    }
}

/// A byte source that keeps what it hands out, cut into lines, until told to let it go: the
/// input's own bytes for a run of lines (``OwnerRecordSplitter``).
///
/// Lines are counted the way ``CSVTokenizer`` counts them (a line ends at LF, CR or CRLF), so
/// the line numbers the tokenizer gives its records find their bytes here.
final class RawLines: ByteBlocks {
    private let source: BufferedInput
    // The stored lines are read and written only by this class's own methods, none of which
    // calls another while it holds one of them: no two accesses can overlap, so they are not
    // checked at run time (the checks cost more than the work in `keep`, `bytes` and `discard`,
    // called for every record).
    /// The bytes of lines ``firstLine`` onwards.
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    /// `starts[i]` is where line `firstLine + i` starts in ``buffer``.
    @exclusivity(unchecked) private var starts: [Int] = [0]
    @exclusivity(unchecked) private var firstLine = 1
    /// The last byte seen was a CR: an LF starting the next block belongs to it.
    @exclusivity(unchecked) private var afterCR = false

    init(_ source: BufferedInput) { self.source = source }

    var displayName: String { source.displayName }
    var blockSizeHint: Int { source.blockSizeHint }

    func forEachBlock(_ body: (UnsafeRawBufferPointer, _ isLast: Bool) throws -> Bool) throws {
        try source.forEachBlock { block, isLast in
            keep(block)
            return try body(block, isLast)
        }
    }

    private func keep(_ block: UnsafeRawBufferPointer) {
        let base = buffer.count
        buffer.append(contentsOf: block)
        var index = 0
        if afterCR, index < block.count {
            if block[0] == 0x0A {
                starts[starts.count - 1] = base + 1
                index = 1
            }
            afterCR = false
        }
        while index < block.count {
            // Eight bytes at a time while none is below 0x0E (the has-less-than word test): no
            // line break among them.
            if index + 8 <= block.count {
                let word = block.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if !ByteWord.hasByte(word, below: 0x0E) {
                    index += 8
                    continue
                }
            }
            let byte = block[index]
            index += 1
            if byte == 0x0A {
                starts.append(base + index)
            } else if byte == 0x0D {
                if index < block.count, block[index] == 0x0A {
                    index += 1
                } else if index == block.count {
                    afterCR = true
                }
                starts.append(base + index)
            }
        }
    }

    /// The bytes of lines `first` up to (not including) `end`, or to the end of what was read.
    func bytes(from first: Int, to end: Int?) -> ArraySlice<UInt8> {
        let lower = offset(of: first)
        let upper = end.map(offset(of:)) ?? buffer.count
        return buffer[lower..<upper]
    }

    /// Lets the lines before `line` go.
    func discard(before line: Int) {
        let drop = line - firstLine
        guard drop > 0 else { return }
        let cut = offset(of: line)
        // Compacted only when half of the buffer and at least 64 KiB are gone, so each byte moves
        // about once and small records do not each shift the rest.
        guard cut >= buffer.count / 2, cut >= 1 << 16 else { return }
        buffer.removeSubrange(0..<cut)
        starts.removeSubrange(0..<drop)
        for index in starts.indices { starts[index] -= cut }
        firstLine = line
    }

    private func offset(of line: Int) -> Int {
        let index = line - firstLine
        return index < starts.count ? starts[index] : buffer.count
    }
}
