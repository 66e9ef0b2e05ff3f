/// One record from the tokenizer: its fields' bytes side by side in `storage`.
///
/// The tokenizer reuses the arrays from row to row; a row kept beyond the callback is copied
/// on write like any Swift array, so keeping one is safe (just not free).
///
/// A row may be a window onto a batch of rows (``RowPipeline`` hands rows over that way, without
/// copying them out): then `storage` and `ends` hold the whole batch, and the row's own part
/// starts at `byteBase` and `endBase`. Read fields through ``bounds(_:)`` or the subscript.
struct CSVRow: Sendable {
    /// All field bytes, concatenated (UTF-8, transcoded when the input was Windows-1252);
    /// this row's start at ``byteBase``.
    var storage: [UInt8] = []
    /// `ends[endBase + i]` is where field `i` ends, counted from ``byteBase``; it starts where
    /// field `i - 1` ends.
    var ends: [Int] = []
    /// 1-based line where the record starts.
    var line: Int = 1
    /// Where this row's bytes start in ``storage`` (0 unless the row is a window onto a batch).
    var byteBase = 0
    /// Where this row's field ends start in ``ends`` (0 unless the row is a window onto a batch).
    var endBase = 0
    /// The number of fields.
    var count = 0
    /// Cells ``RowPipeline``'s tokenizer thread already read (see ``CellReadAhead``); none for
    /// a row from a plain ``CSVTokenizer`` pass.
    var readAhead = ReadAheadCells()

    init() {}

    /// Builds a row from strings (tests and headerless helpers).
    init(fields: [String], line: Int = 1) {
        for field in fields {
            storage.append(contentsOf: Array(field.utf8))
            ends.append(storage.count)
        }
        count = ends.count
        self.line = line
    }

    /// The byte range of field `index` in ``storage``.
    @inline(__always)
    func bounds(_ index: Int) -> Range<Int> {
        precondition(index >= 0 && index < count, "CSVRow: no such field")
        let end = ends[endBase + index]
        return byteBase + (index == 0 ? 0 : ends[endBase + index - 1])..<byteBase + end
    }

    /// The bytes of field `index`.
    @inline(__always)
    subscript(index: Int) -> ArraySlice<UInt8> { storage[bounds(index)] }

    /// Calls `body` with the bytes of field `index`, trimmed of blanks (``ByteText/trimmed(_:)-(UnsafeBufferPointer<UInt8>)``),
    /// lent in place: unlike the subscript's slice, no reference to ``storage`` is taken per cell
    /// (the per-row path reads several cells of every row).
    @inline(__always)
    func withTrimmedCell<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result
    {
        let bounds = bounds(index)
        return try storage.withUnsafeBufferPointer { storage in
            try body(ByteText.trimmed(UnsafeBufferPointer(rebasing: storage[bounds])))
        }
    }

    /// Calls `body` with this row as the tokenizer lends a record (its bytes and field ends in
    /// place).
    func withRecord<Result>(_ body: (CSVTokenizer.Record) throws -> Result) rethrows -> Result {
        let length = count == 0 ? 0 : ends[endBase + count - 1]
        return try storage.withUnsafeBufferPointer { storage in
            try ends.withUnsafeBufferPointer { ends in
                try body(
                    CSVTokenizer.Record(
                        bytes: UnsafeBufferPointer(rebasing: storage[byteBase..<(byteBase + length)]),
                        ends: UnsafeBufferPointer(rebasing: ends[endBase..<(endBase + count)]), line: line))
            }
        }
    }

    /// Calls `body` with the merchant key made ahead for this row (``ReadAheadCells/merchantKeyLength``
    /// bytes, lent in place).
    func withMerchantKey<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let start = byteBase + Int(readAhead.merchantKeyStart)
        let length = max(0, Int(readAhead.merchantKeyLength))
        return try storage.withUnsafeBufferPointer { storage in
            try body(UnsafeBufferPointer(rebasing: storage[start..<(start + length)]))
        }
    }

    /// Field `index` as a string (invalid UTF-8 is repaired with U+FFFD).
    func string(_ index: Int) -> String {
        String(decoding: self[index], as: UTF8.self)
    }

    /// Every field as a string.
    var strings: [String] { (0..<count).map(string) }

    /// True when every field is empty or only spaces (a blank or separator-only line).
    var isBlank: Bool {
        let length = count == 0 ? 0 : ends[endBase + count - 1]
        return storage[byteBase..<byteBase + length].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The 1-based byte column where field `index` starts on the record's first line, for error
    /// messages: one plus the bytes the fields before it take when written as the shortest CSV,
    /// each followed by `delimiter`. libcsv hands fields over without their quotes, so a field is
    /// counted as quoted (two quotes, and a second one for each quote inside) only when it must
    /// have been: when it holds the delimiter or a quote, or starts or ends with a blank libcsv
    /// would have trimmed. A field before it that was quoted without need, or padded with blanks,
    /// puts the field's true column further right. `index` may be ``count``: where a field libcsv
    /// could not finish starts. `nil` past that, and when a field before it holds a line break (it
    /// starts on a later line than ``line``).
    ///
    /// Computed when an error is built, never on the per-row path.
    func column(ofField index: Int, delimiter: UInt8) -> Int? {
        guard index >= 0, index <= count else { return nil }
        var column = 1
        for field in 0..<index {
            guard let width = CSVRow.writtenWidth(self[field], delimiter: delimiter) else { return nil }
            column += width + 1
        }
        return column
    }

    /// The bytes `field` takes in the shortest CSV that holds it; `nil` when it holds a line break.
    private static func writtenWidth(_ field: ArraySlice<UInt8>, delimiter: UInt8) -> Int? {
        // libcsv trims spaces and tabs around an unquoted field, except a tab that is the delimiter.
        func trimmable(_ byte: UInt8) -> Bool { byte == 0x20 || (byte == 0x09 && delimiter != 0x09) }
        var quotes = 0
        var mustQuote = field.first.map(trimmable) == true || field.last.map(trimmable) == true
        for byte in field {
            if byte == 0x0A || byte == 0x0D { return nil }
            if byte == UInt8(ascii: "\"") { quotes += 1 }
            if byte == delimiter { mustQuote = true }
        }
        return mustQuote || quotes > 0 ? field.count + 2 + quotes : field.count
    }

    /// The original record as text, fields joined by `delimiter`, for error messages.
    func text(delimiter: UInt8) -> String {
        strings.joined(separator: String(UnicodeScalar(delimiter)))
    }
}
