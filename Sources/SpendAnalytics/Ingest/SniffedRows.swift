/// The rows ``FormatSniffer`` tokenized from the header row (or, without one, the first row) to
/// the end of an input it read whole, kept so that the read hands them on instead of tokenizing
/// the same bytes again (a month's file is sniffed to its end when its dates are all `yyyy-MM-dd`:
/// nothing in them decides the day/month order).
///
/// Kept only when that pass is what the read's own pass would have been: the input is whole in
/// the sniffed prefix and was not converted through iconv, and the pass reached the end without
/// an error or an early stop. The read then starts on the header row with a fresh parser, and
/// libcsv, having ended a record at the line break before it, is in that same state there: the
/// rows, their fields and their lines are the same.
struct SniffedRows {
    private var batch: RowBatch

    /// Room for about `byteCount` bytes of rows.
    init(byteCount: Int = 0) {
        batch = RowBatch(byteCount: byteCount)
    }

    /// The number of rows kept.
    var count: Int { batch.count }

    /// Keeps a copy of `row`.
    mutating func append(_ row: CSVRow) {
        var noKey: [UInt8] = []
        row.withRecord { batch.append($0, ReadAheadCells(), key: &noKey) }
    }

    /// Keeps a copy of `row` as the record on `line`.
    mutating func append(_ row: CSVRow, line: Int) {
        var noKey: [UInt8] = []
        row.withRecord { record in
            let moved = CSVTokenizer.Record(bytes: record.bytes, ends: record.ends, line: line)
            batch.append(moved, ReadAheadCells(), key: &noKey)
        }
    }

    /// Calls `body` with each row in order, as a window onto the kept rows (nothing is copied),
    /// until it says ``CSVTokenizer/Next/stop``.
    func forEachRow(_ body: (CSVRow) -> CSVTokenizer.Next) {
        var window = CSVRow()
        // Nothing in `body` throws.
        try? batch.forEachRowUntilStop(into: &window, body)
    }

    /// Calls `body` with each row in order, as a window onto the kept rows (nothing is copied),
    /// with the cells `readAhead` names read as ``RowPipeline`` reads them.
    func forEachRow(readAhead: CellReadAhead, _ body: (CSVRow) throws -> Void) throws {
        // One thread reads these rows: the categoriser makes its merchant keys itself (no gain
        // in making them here, and the rows' bytes are shared).
        var cellsRead = readAhead
        cellsRead.merchantKeying = nil
        var key: [UInt8] = []
        var window = CSVRow()
        try batch.forEachRow(into: &window) { row in
            var row = row
            row.readAhead = row.withRecord { cellsRead.values(of: $0, key: &key) }
            try body(row)
        }
    }
}
