/// A JSON document held exactly: numbers are integers or decimal literals kept as text, so what
/// is written is what was meant (`32.15`, never `32.149999…`).
indirect enum JSONValue: Sendable, Hashable {
    /// Members are written with keys sorted by their UTF-8 bytes, whatever the dictionary order.
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case integer(Int64)
    /// A JSON number written verbatim, e.g. `"32.15"` (must be a valid JSON number literal).
    case number(String)
    case bool(Bool)
    case null

    /// The value as pretty-printed UTF-8: two-space indents, `"key" : value`, keys sorted,
    /// `[]`/`{}` when empty, `/` and non-ASCII characters unescaped, a trailing newline.
    func prettyPrinted() -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, indent: 0)
        out.append(0x0A)
        return out
    }

    private func write(into out: inout [UInt8], indent: Int) {
        switch self {
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                out.append(contentsOf: index == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
                JSONValue.spaces(indent + 2, into: &out)
                JSONValue.quote(key, into: &out)
                out.append(contentsOf: " : ".utf8)
                members[key]?.write(into: &out, indent: indent + 2)
            }
            out.append(0x0A)
            JSONValue.spaces(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            if elements.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                out.append(contentsOf: index == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
                JSONValue.spaces(indent + 2, into: &out)
                element.write(into: &out, indent: indent + 2)
            }
            out.append(0x0A)
            JSONValue.spaces(indent, into: &out)
            out.append(UInt8(ascii: "]"))
        case .string(let text): JSONValue.quote(text, into: &out)
        case .integer(let value): out.append(contentsOf: String(value).utf8)
        case .number(let literal): out.append(contentsOf: literal.utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        }
    }

    private static func spaces(_ count: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// `text` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`.
    static func quote(_ text: String, into out: inout [UInt8]) {
        var text = text
        text.withUTF8 { quote(utf8: $0, into: &out) }
    }

    /// UTF-8 bytes as a JSON string, as ``quote(_:into:)`` writes a string of them. The bytes
    /// between escapes are copied in runs, unchanged (so they must be UTF-8 already).
    static func quote(utf8 bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            runStart = index + 1
            out.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
            case 0x0A: out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "t"))
            case 0x08: out.append(UInt8(ascii: "b"))
            case 0x0C: out.append(UInt8(ascii: "f"))
            default:
                for digit in [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigit(byte >> 4), hexDigit(byte & 0x0F)] {
                    out.append(digit)
                }
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        out.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
