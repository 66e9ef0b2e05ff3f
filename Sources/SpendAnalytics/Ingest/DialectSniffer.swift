/// Picks the field delimiter among `,` `;` TAB `|` from the input's first bytes: the one under
/// which a header row is recognised (and the rows after it keep its field count), else the one
/// giving the most rows with one consistent field count.
struct DialectSniffer {
    static let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")]
    /// Bytes and rows looked at per candidate.
    static let sampleBytes = 64 << 10
    static let sampleRows = 400
    /// Rows after a header that are enough to judge its consistency.
    static let rowsAfterHeader = 60

    var matcher: ColumnMatcher
    var hasHeader: Bool

    private struct Trial {
        var delimiter: UInt8
        var counts: [Int] = []
        var headerIndex: Int?

        /// Header found, then rows keeping its field count, then the header's width; else the
        /// most frequent field count above one and how often it occurs.
        var score: (Int, Int, Int) {
            if let headerIndex {
                let width = counts[headerIndex]
                let consistent = counts[(headerIndex + 1)...].filter { $0 == width || $0 == width + 1 }.count
                return (1, consistent, width)
            }
            var frequency: [Int: Int] = [:]
            for count in counts where count > 1 { frequency[count, default: 0] += 1 }
            guard let mode = frequency.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { return (0, 0, 0) }
            return (0, mode.value, mode.key)
        }
    }

    func delimiter(prefix: [UInt8], isWhole: Bool, name: String, encoding: TextEncoding?) -> UInt8 {
        let whole = isWhole && prefix.count <= DialectSniffer.sampleBytes
        let sample = prefix[..<min(prefix.count, DialectSniffer.sampleBytes)]
        var best: Trial?
        // In these encodings the candidates are the same single bytes as in ASCII.
        let asciiBytes = encoding == nil || encoding == .utf8 || encoding == .windows1252
        let candidates = DialectSniffer.candidates
        // Which candidates the sample holds, found in one pass over it.
        var inSample = [Bool](repeating: false, count: 256)
        sample.withUnsafeBufferPointer { bytes in
            for byte in bytes { inSample[Int(byte)] = true }
        }
        for (index, delimiter) in candidates.enumerated() {
            var trial = Trial(delimiter: delimiter)
            if asciiBytes && !inSample[Int(delimiter)] {
                // Parsing would give rows of one field: no header, no count above one, the lowest
                // score (that of a trial without rows), chosen only when it comes first.
                if best == nil { best = trial }
                continue
            }
            // The first trial is kept unless a later one scores higher; when no later candidate
            // is in the sample, none is tried, so its rows need not be read (a comma file's case).
            if best == nil && asciiBytes && !candidates[(index + 1)...].contains(where: { inSample[Int($0)] }) {
                return delimiter
            }
            var scanner = PrefixScanner(
                prefix: sample, isWhole: whole, name: name, delimiter: delimiter, encoding: encoding)
            // The rows seen decide; what the scan returns is not looked at.
            scanner.restAfterStopMatters = false
            scanner.scan(mayStepOver: { hasHeader && trial.headerIndex == nil }) { row in
                trial.counts.append(row.count)
                if hasHeader, trial.headerIndex == nil, row.count >= 3, matcher.header(row.strings) != nil {
                    trial.headerIndex = trial.counts.count - 1
                }
                if let header = trial.headerIndex, trial.counts.count > header + DialectSniffer.rowsAfterHeader {
                    return .stop
                }
                return trial.counts.count >= DialectSniffer.sampleRows ? .stop : .proceed
            }
            if best.map({ trial.score > $0.score }) ?? true { best = trial }
        }
        return best?.delimiter ?? UInt8(ascii: ",")
    }
}
