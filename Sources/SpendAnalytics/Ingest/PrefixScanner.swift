/// Tokenizes the sniffed prefix of an input. Before the header row is found it steps over
/// lines the strict tokenizer rejects — preamble text (`Account: 5" display`, `"Girokonto";"DE…"`
/// in a comma file) is not always valid CSV. A quote left open swallows the rest of the prefix,
/// so then the scan restarts on the line after the record's start, a bounded number of times.
struct PrefixScanner {
    /// The bytes to scan, cut after their last line break when they are not the whole input.
    let bytes: ArraySlice<UInt8>
    let name: String
    let delimiter: UInt8
    let encoding: TextEncoding?
    /// ``CSVTokenizer/restAfterStopMatters``: false for a caller that ignores what a scan
    /// returns once its callback stopped it.
    var restAfterStopMatters = true
    /// The rows of ``bytes``, tokenized already (``SplitRows``): scanned instead of the bytes.
    var tokenized: SniffedRows?

    /// Restarts after an unterminated quote, at most (each can re-read the rest of the prefix).
    static let maximumRestarts = 24

    init(prefix: ArraySlice<UInt8>, isWhole: Bool, name: String, delimiter: UInt8, encoding: TextEncoding?) {
        var bytes = prefix
        if !isWhole, let lastBreak = prefix.lastIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
            bytes = prefix[...lastBreak]
        } else if !isWhole {
            bytes = prefix[prefix.startIndex..<prefix.startIndex]
        }
        self.bytes = bytes
        self.name = name
        self.delimiter = delimiter
        self.encoding = encoding
    }

    /// Calls `onRow` for each row in order. When the tokenizer rejects a line and `mayStepOver()`
    /// says so, scanning resumes on the next line (never after bytes that are not in the file's
    /// encoding). Returns the error that ended the scan, if any.
    @discardableResult
    func scan(mayStepOver: () -> Bool, onRow: (CSVRow) -> CSVTokenizer.Next) -> InputError? {
        if let tokenized {
            // Read without an error (the split's pass is strict), so nothing to step over.
            tokenized.forEachRow(onRow)
            return nil
        }
        var offset = bytes.startIndex
        var line = 1
        var restarts = 0
        var tokenizer = CSVTokenizer(delimiter: delimiter, encoding: encoding)
        tokenizer.restAfterStopMatters = restAfterStopMatters
        while true {
            do {
                let blocks = MemoryBlocks(bytes: bytes[offset...], displayName: name)
                try tokenizer.tokenize(
                    blocks: blocks, startLine: line, stepOverMalformed: true,
                    onMalformed: { error in
                        if error.reason == .unterminatedQuote || !mayStepOver() { throw error }
                    }, onRow: onRow)
                return nil
            } catch let error as InputError {
                if error.endsScan { return error }
                guard mayStepOver(), restarts < PrefixScanner.maximumRestarts, let bad = error.position?.line,
                    let next = LineIndex.offset(ofLine: bad + 1, in: bytes, from: offset, line: line)
                else { return error }
                restarts += 1
                offset = next
                line = bad + 1
            } catch {
                return InputError(file: name, reason: .other(String(describing: error)))
            }
        }
    }
}

extension InputError {
    /// An error no scan steps over: bytes not in the file's encoding, or a record past the
    /// tokenizer's limits (docs/LIMITS.md: Limits).
    var endsScan: Bool {
        switch reason {
        case .invalidUTF8, .malformedCSV(.tooManyFields), .malformedCSV(.fieldLargerThan): return true
        default: return false
        }
    }
}

/// Physical line positions in raw bytes, counted as the tokenizer counts them: each LF, and
/// each CR not followed by LF, ends a line.
enum LineIndex {
    /// The offset where line `target` starts, scanning `bytes` from `start` (which is on line
    /// `line`); `nil` when the bytes end first.
    static func offset(ofLine target: Int, in bytes: ArraySlice<UInt8>, from start: Int, line: Int) -> Int? {
        var current = line
        var index = start
        let end = bytes.endIndex
        while current < target {
            guard index < end else { return nil }
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                current += 1
            } else if byte == 0x0D {
                if index < end && bytes[index] == 0x0A { index += 1 }
                current += 1
            }
        }
        return index < end ? index : nil
    }
}
