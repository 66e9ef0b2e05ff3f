/// Writes pretty-printed JSON straight into bytes, laid out exactly as
/// ``JSONValue/prettyPrinted()`` lays out the same document (two-space indents, `"key" : value`,
/// `{}` and `[]` when empty, a trailing newline), without building the tree first.
///
/// The caller gives each object's members with their keys already in UTF-8 byte order, the order
/// ``JSONValue`` sorts them into; a debug build checks it.
struct PrettyJSONWriter {
    private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// No member or element has been written into the innermost open object or array yet.
    private var isEmpty = false
    #if DEBUG
        /// The last key written in each open object, innermost last.
        private var lastKeys: [[UInt8]?] = []
    #endif

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The document's bytes, with its trailing newline.
    consuming func finished() -> [UInt8] {
        bytes.append(0x0A)
        return bytes
    }

    /// An object whose members `body` writes with ``key(_:)`` and a value each.
    mutating func object(_ body: (inout PrettyJSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        #if DEBUG
            lastKeys.append(nil)
        #endif
        body(&self)
        #if DEBUG
            lastKeys.removeLast()
        #endif
        close(UInt8(ascii: "}"))
    }

    /// An array whose elements `body` writes, each after ``element()``.
    mutating func array(_ body: (inout PrettyJSONWriter) -> Void) {
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    /// An array of `items`, each written by `write`.
    mutating func array<Items: Sequence>(_ items: Items, _ write: (inout PrettyJSONWriter, Items.Element) -> Void) {
        array { writer in
            for item in items {
                writer.element()
                write(&writer, item)
            }
        }
    }

    /// Starts the next member of the innermost object: its key (plain ASCII, nothing to escape),
    /// then the value written next.
    mutating func key(_ key: StaticString) {
        newItem()
        // Through `withUTF8Buffer`: a one-character literal may be held as a scalar, not as bytes.
        key.withUTF8Buffer { utf8 in
            checkOrder(utf8)
            assert(!utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
        }
        bytes.append(contentsOf: PrettyJSONWriter.afterKey)
    }

    /// ``key(_:)`` for a key made at run time, escaped as a JSON string.
    mutating func key(dynamic key: String) {
        newItem()
        var key = key
        key.withUTF8 { utf8 in
            checkOrder(utf8)
            JSONValue.quote(utf8: utf8, into: &bytes)
        }
        bytes.append(contentsOf: PrettyJSONWriter.afterKey.dropFirst())
    }

    /// `"`, then a key's ` : `.
    private static let afterKey: [UInt8] = Array("\" : ".utf8)

    private mutating func checkOrder(_ key: UnsafeBufferPointer<UInt8>) {
        #if DEBUG
            if let last = lastKeys[lastKeys.count - 1] {
                assert(
                    last.lexicographicallyPrecedes(key),
                    "JSON keys out of order: \(String(decoding: key, as: UTF8.self))")
            }
            lastKeys[lastKeys.count - 1] = Array(key)
        #endif
    }

    /// Starts the next element of the innermost array.
    mutating func element() { newItem() }

    mutating func string(_ text: String) { JSONValue.quote(text, into: &bytes) }

    mutating func integer<Value: BinaryInteger>(_ value: Value) { JSONValue.decimal(Int64(value), into: &bytes) }

    /// A number literal written verbatim (``JSONValue/number(_:)``).
    mutating func number(_ literal: String) { bytes.append(contentsOf: literal.utf8) }

    mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    /// `key` and a string, only when `text` is not `nil`.
    mutating func member(_ key: StaticString, _ text: String?) {
        guard let text else { return }
        self.key(key)
        string(text)
    }

    /// `key` and an integer, only when `value` is not `nil`.
    mutating func member<Value: BinaryInteger>(_ key: StaticString, _ value: Value?) {
        guard let value else { return }
        self.key(key)
        integer(value)
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isEmpty {
            bytes.append(0x0A)
            indent()
        }
        bytes.append(bracket)
        isEmpty = false
    }

    private mutating func newItem() {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
        bytes.append(0x0A)
        indent()
    }

    private mutating func indent() {
        var count = 2 * depth
        while count > 0 {
            let run = min(count, PrettyJSONWriter.spaces.count)
            bytes.append(contentsOf: PrettyJSONWriter.spaces[..<run])
            count -= run
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)
}
