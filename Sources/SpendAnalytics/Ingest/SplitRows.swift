/// One owner's records as `batch`'s split tokenized them (``OwnerRecordSplitter``), numbered by
/// the lines of the owner's own bytes (``OwnerRows``): the owner's read takes them instead of
/// tokenizing those bytes again.
///
/// They are what the owner's own pass would give when it reads the bytes with the same delimiter
/// and as they are: each record's bytes were cut where the split's tokenizer started it, so libcsv
/// starts each one fresh in both passes, with the same limits. ``FormatSniffer`` takes them only
/// then (``isUsable(delimiter:encoding:byteCount:)``): its delimiter is the split's, and the
/// text is the bytes as written (all ASCII, or UTF-8 the split did not convert).
struct SplitRows: Sendable {
    private(set) var rows = SniffedRows()
    /// The split's field separator.
    let delimiter: UInt8
    /// Whether any record's text was converted from Windows-1252 by the split.
    private(set) var hasConvertedText = false
    /// The number of bytes of the owner's input these rows were read from.
    private(set) var byteCount = 0

    init(delimiter: UInt8) { self.delimiter = delimiter }

    /// Adds a record of `bytes` bytes, read as `fields` on `line` of the owner's bytes.
    mutating func append(_ fields: CSVRow, line: Int, bytes: Int, converted: Bool) {
        rows.append(fields, line: line)
        hasConvertedText = hasConvertedText || converted
        byteCount += bytes
    }

    /// Whether an owner's read of `byteCount` bytes (all of its input), tokenized with
    /// `delimiter` and sniffed as `encoding` (`nil`: all ASCII), would read these records.
    func isUsable(delimiter: UInt8, encoding: TextEncoding?, byteCount: Int) -> Bool {
        guard delimiter == self.delimiter, byteCount == self.byteCount, rows.count > 0 else { return false }
        switch encoding {
        case nil: return true // ASCII reads the same converted or not
        case .utf8?: return !hasConvertedText
        default: return false
        }
    }
}
