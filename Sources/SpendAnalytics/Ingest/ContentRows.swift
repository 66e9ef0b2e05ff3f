/// The first data rows under a header (``FormatSniffer/contentRows`` of them), each cell trimmed
/// as ``Swift/String/trimmingWhitespace()`` trims it and kept as UTF-8 bytes side by side: what
/// the header's layout is checked against (``FormatSniffer``'s `revised`). Reading a cell makes
/// no string; the column inference, which reads strings, gets them only when it runs
/// (``strings``).
struct ContentRows {
    private var bytes: [UInt8] = []
    /// `cellEnds[i]` is where cell `i` (counted over all rows) ends in ``bytes``.
    private var cellEnds: [Int] = []
    /// `rowEnds[r]` is where row `r`'s cells end in ``cellEnds``.
    private var rowEnds: [Int] = []

    var count: Int { rowEnds.count }
    var indices: Range<Int> { 0..<count }

    /// Keeps `row`'s cells, trimmed.
    mutating func append(_ row: CSVRow) {
        row.withRecord { record in
            for index in 0..<record.ends.count {
                let cell = record.field(index)
                if TextTrimming.leavesWhole(cell) {
                    bytes.append(contentsOf: cell)
                } else {
                    bytes.append(contentsOf: String(decoding: cell, as: UTF8.self).trimmingWhitespace().utf8)
                }
                cellEnds.append(bytes.count)
            }
        }
        rowEnds.append(cellEnds.count)
    }

    /// The number of cells of row `row`.
    func width(_ row: Int) -> Int {
        rowEnds[row] - (row == 0 ? 0 : rowEnds[row - 1])
    }

    /// The widest row's number of cells (0 without rows).
    var maximumWidth: Int { indices.lazy.map(width).max() ?? 0 }

    /// Cell `index` of row `row`, empty when the row has no such cell.
    func cell(_ row: Int, _ index: Int) -> ArraySlice<UInt8> {
        let first = row == 0 ? 0 : rowEnds[row - 1]
        guard index >= 0, first + index < rowEnds[row] else { return [] }
        let cell = first + index
        return bytes[(cell == 0 ? 0 : cellEnds[cell - 1])..<cellEnds[cell]]
    }

    /// Every row's cells as text (for ``ColumnInference``).
    var strings: [[String]] {
        indices.map { row in (0..<width(row)).map { String(decoding: cell(row, $0), as: UTF8.self) } }
    }
}
