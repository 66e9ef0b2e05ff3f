/// One owner's rows in a batch: the bytes of the file `report` would be given for that owner
/// alone (the header row, then the owner's records as written), where each record came from and,
/// when kept, the records as the split tokenized them (``SplitRows``).
struct OwnerRows {
    /// The owner, byte for byte.
    let owner: ExactName
    private(set) var bytes: [UInt8]
    /// The records read from ``bytes``, numbered by its lines; `nil` when not kept.
    private(set) var split: SplitRows?
    /// Where the header row starts in the batch input.
    private let headerLine: Int
    /// For each record: the line it starts on in ``bytes`` and in the batch input.
    private var origins: [(line: Int, inputLine: Int)] = []
    /// The line of ``bytes`` the next record starts on.
    private var nextLine: Int

    /// - Parameter keepsFields: whether to keep the split's records (``split``) besides the bytes.
    init(owner: ExactName, header: OwnerRecordSplitter.Header, keepsFields: Bool) {
        self.owner = owner
        bytes = header.bytes
        headerLine = header.line
        nextLine = 1 + header.bytes.withUnsafeBytes { CSVTokenizer.lineBreaks(in: $0) }
        if keepsFields {
            var split = SplitRows(delimiter: header.delimiter)
            split.append(header.fields, line: 1, bytes: header.bytes.count, converted: header.isConverted)
            self.split = split
        }
    }

    mutating func append(_ record: OwnerRecordSplitter.Record) {
        origins.append((nextLine, record.line))
        bytes.append(contentsOf: record.bytes)
        split?.append(record.fields, line: nextLine, bytes: record.bytes.count, converted: record.isConverted)
        nextLine += record.lineBreaks
    }

    /// The batch input's line for `line` of ``bytes``.
    func inputLine(_ line: Int) -> Int {
        guard let origin = origins.last(where: { $0.line <= line }) else { return headerLine + line - 1 }
        return origin.inputLine + line - origin.line
    }

    /// `error`, read in this owner's bytes, as it stands in the batch input.
    func relocated(_ error: InputError, file: String) -> InputError {
        var moved = error
        moved.file = file
        if let position = error.position {
            moved.position = SourcePosition(line: inputLine(position.line), column: position.column)
        }
        return moved
    }
}
