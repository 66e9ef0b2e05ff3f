/// One record from the tokenizer: its fields' bytes side by side in `storage`.
///
/// The tokenizer reuses the arrays from row to row; a row kept beyond the callback is copied
/// on write like any Swift array, so keeping one is safe (just not free).
public struct CSVRow: Sendable {
    /// All field bytes, concatenated (UTF-8, transcoded when the input was Windows-1252).
    public internal(set) var storage: [UInt8] = []
    /// `ends[i]` is where field `i` ends in `storage`; it starts where field `i - 1` ends.
    public internal(set) var ends: [Int] = []
    /// 1-based line where the record starts.
    public internal(set) var line: Int = 1

    public init() {}

    /// Builds a row from strings (tests and headerless helpers).
    public init(fields: [String], line: Int = 1) {
        for field in fields {
            storage.append(contentsOf: Array(field.utf8))
            ends.append(storage.count)
        }
        self.line = line
    }

    public var count: Int { ends.count }

    /// The byte range of field `index` in ``storage``.
    @inline(__always)
    public func bounds(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1]) ..< ends[index]
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
        storage.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The original record as text, fields joined by `delimiter`, for error messages.
    public func text(delimiter: UInt8) -> String {
        strings.joined(separator: String(UnicodeScalar(delimiter)))
    }
}
