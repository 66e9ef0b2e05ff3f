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
    /// Every row's field bytes, side by side.
    private var bytes: [UInt8] = []
    /// Where each field ends, counted from its row's first byte.
    private var ends: [Int] = []
    /// Per row: where it ends in ``bytes`` and ``ends``, and its line.
    private var rows: [(bytesEnd: Int, endsEnd: Int, line: Int)] = []

    /// Room for about `byteCount` bytes of rows.
    init(byteCount: Int = 0) {
        bytes.reserveCapacity(byteCount)
    }

    /// The number of rows kept.
    var count: Int { rows.count }

    /// Keeps a copy of `row`.
    mutating func append(_ row: CSVRow) {
        let length = row.count == 0 ? 0 : row.ends[row.endBase + row.count - 1]
        bytes.append(contentsOf: row.storage[row.byteBase ..< row.byteBase + length])
        ends.append(contentsOf: row.ends[row.endBase ..< row.endBase + row.count])
        rows.append((bytes.count, ends.count, row.line))
    }

    /// Calls `body` with each row in order, as a window onto the kept rows (nothing is copied),
    /// with the cells `readAhead` names read as ``RowPipeline`` reads them.
    func forEachRow(readAhead: CellReadAhead, _ body: (CSVRow) throws -> Void) throws {
        var row = CSVRow()
        // One thread reads these rows: the categoriser makes its merchant keys itself (no gain
        // in making them here, and the rows' bytes are shared).
        var cellsRead = readAhead
        cellsRead.merchantKeying = nil
        var key: [UInt8] = []
        row.storage = bytes
        row.ends = ends
        try bytes.withUnsafeBufferPointer { allBytes in
            try ends.withUnsafeBufferPointer { allEnds in
                var bytesStart = 0
                var endsStart = 0
                for (bytesEnd, endsEnd, line) in rows {
                    row.byteBase = bytesStart
                    row.endBase = endsStart
                    row.count = endsEnd - endsStart
                    row.line = line
                    let record = CSVTokenizer.Record(bytes: UnsafeBufferPointer(rebasing: allBytes[bytesStart..<bytesEnd]),
                                                     ends: UnsafeBufferPointer(rebasing: allEnds[endsStart..<endsEnd]), line: line)
                    row.readAhead = cellsRead.values(of: record, key: &key)
                    try body(row)
                    (bytesStart, endsStart) = (bytesEnd, endsEnd)
                }
            }
        }
    }
}
