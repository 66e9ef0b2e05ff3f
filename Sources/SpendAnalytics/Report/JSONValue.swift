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
            if members.isEmpty { out.append(contentsOf: Array("{}".utf8)); return }
            out.append(UInt8(ascii: "{"))
            let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (index, key) in keys.enumerated() {
                out.append(contentsOf: index == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
                JSONValue.spaces(indent + 2, into: &out)
                JSONValue.quote(key, into: &out)
                out.append(contentsOf: Array(" : ".utf8))
                members[key]?.write(into: &out, indent: indent + 2)
            }
            out.append(0x0A)
            JSONValue.spaces(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            if elements.isEmpty { out.append(contentsOf: Array("[]".utf8)); return }
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
        case .integer(let value): out.append(contentsOf: Array(String(value).utf8))
        case .number(let literal): out.append(contentsOf: Array(literal.utf8))
        case .bool(let value): out.append(contentsOf: Array((value ? "true" : "false").utf8))
        case .null: out.append(contentsOf: Array("null".utf8))
        }
    }

    private static func spaces(_ count: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// `text` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`.
    static func quote(_ text: String, into out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x00..<0x20:
                out.append(contentsOf: Array("\\u00".utf8))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
