/// One record from the tokenizer: its fields' bytes side by side in `storage`.
///
/// The tokenizer reuses the arrays from row to row; a row kept beyond the callback is copied
/// on write like any Swift array, so keeping one is safe (just not free).
///
/// A row may be a window onto a batch of rows (``RowPipeline`` hands rows over that way, without
/// copying them out): then `storage` and `ends` hold the whole batch, and the row's own part
/// starts at `byteBase` and `endBase`. Read fields through ``bounds(_:)`` or the subscript.
public struct CSVRow: Sendable {
    /// All field bytes, concatenated (UTF-8, transcoded when the input was Windows-1252);
    /// this row's start at ``byteBase``.
    public internal(set) var storage: [UInt8] = []
    /// `ends[endBase + i]` is where field `i` ends, counted from ``byteBase``; it starts where
    /// field `i - 1` ends.
    public internal(set) var ends: [Int] = []
    /// 1-based line where the record starts.
    public internal(set) var line: Int = 1
    /// Where this row's bytes start in ``storage`` (0 unless the row is a window onto a batch).
    public internal(set) var byteBase = 0
    /// Where this row's field ends start in ``ends`` (0 unless the row is a window onto a batch).
    public internal(set) var endBase = 0
    /// The number of fields.
    public internal(set) var count = 0
    /// Cells ``RowPipeline``'s tokenizer thread already read (see ``CellReadAhead``); none for
    /// a row from a plain ``CSVTokenizer`` pass.
    var readAhead = ReadAheadCells()

    public init() {}

    /// Builds a row from strings (tests and headerless helpers).
    public init(fields: [String], line: Int = 1) {
        for field in fields {
            storage.append(contentsOf: Array(field.utf8))
            ends.append(storage.count)
        }
        count = ends.count
        self.line = line
    }

    /// The byte range of field `index` in ``storage``.
    @inline(__always)
    public func bounds(_ index: Int) -> Range<Int> {
        precondition(index >= 0 && index < count, "CSVRow: no such field")
        let end = ends[endBase + index]
        return byteBase + (index == 0 ? 0 : ends[endBase + index - 1]) ..< byteBase + end
    }

    /// The bytes of field `index`.
    @inline(__always)
    public subscript(index: Int) -> ArraySlice<UInt8> { storage[bounds(index)] }

    /// Field `index` as a string (invalid UTF-8 is repaired with U+FFFD).
    public func string(_ index: Int) -> String {
        String(decoding: self[index], as: UTF8.self)
    }

    /// Every field as a string.
    public var strings: [String] { (0..<count).map(string) }

    /// True when every field is empty or only spaces (a blank or separator-only line).
    public var isBlank: Bool {
        let length = count == 0 ? 0 : ends[endBase + count - 1]
        return storage[byteBase ..< byteBase + length].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The original record as text, fields joined by `delimiter`, for error messages.
    public func text(delimiter: UInt8) -> String {
        strings.joined(separator: String(UnicodeScalar(delimiter)))
    }
}
