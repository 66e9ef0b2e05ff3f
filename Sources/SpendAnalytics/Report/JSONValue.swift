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
            if members.isEmpty {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(UInt8(ascii: "{"))
            let sorted = JSONValue.sortedMembers(members)
            for (index, member) in sorted.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
                JSONValue.spaces(indent + 2, into: &out)
                JSONValue.quote(member.key, into: &out)
                out.append(UInt8(ascii: " "))
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                member.value.write(into: &out, indent: indent + 2)
            }
            out.append(0x0A)
            JSONValue.spaces(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            if elements.isEmpty {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
                JSONValue.spaces(indent + 2, into: &out)
                element.write(into: &out, indent: indent + 2)
            }
            out.append(0x0A)
            JSONValue.spaces(indent, into: &out)
            out.append(UInt8(ascii: "]"))
        case .string(let text): JSONValue.quote(text, into: &out)
        case .integer(let value): JSONValue.decimal(value, into: &out)
        case .number(let literal): JSONValue.appendUTF8(literal, into: &out)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        }
    }

    private static func spaces(_ count: Int, into out: inout [UInt8]) {
        for _ in 0..<count { out.append(UInt8(ascii: " ")) }
    }

    /// `members` with their keys in ``precedes(_:_:)`` order. Sorted by each key's first eight
    /// bytes as a number (a shorter key padded with zeros) and only where those are equal by
    /// the whole keys: where they differ, the first byte that differs decides, as it does for
    /// the keys themselves.
    private static func sortedMembers(_ members: [String: JSONValue]) -> [(key: String, value: JSONValue)] {
        let pairs = Array(members)
        let heads = pairs.map { pair in
            var key = pair.key
            return key.withUTF8 { bytes in
                var head: UInt64 = 0
                for index in 0..<8 { head = head << 8 | UInt64(index < bytes.count ? bytes[index] : 0) }
                return head
            }
        }
        let order = pairs.indices.sorted { left, right in
            heads[left] != heads[right]
                ? heads[left] < heads[right] : JSONValue.precedes(pairs[left].key, pairs[right].key)
        }
        return order.map { pairs[$0] }
    }

    /// True when `a`'s UTF-8 sorts before `b`'s, byte by byte (a prefix first).
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { a in
            b.withUTF8 { b in
                for index in 0..<min(a.count, b.count) where a[index] != b[index] { return a[index] < b[index] }
                return a.count < b.count
            }
        }
    }

    /// `value` in decimal, as `String(value)` writes it, without making the string.
    static func decimal(_ value: Int64, into out: inout [UInt8]) { DecimalDigits.append(value, to: &out) }

    private static func appendUTF8(_ text: String, into out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
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
        // Most strings need no escape: copied whole, found so eight bytes at a time.
        if quotedLengthBound(utf8: bytes) == bytes.count + 2 {
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return
        }
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
                for digit in [
                    UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigit(byte >> 4), hexDigit(byte & 0x0F),
                ] {
                    out.append(digit)
                }
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        out.append(UInt8(ascii: "\""))
    }

    /// At least as many bytes as ``quote(utf8:into:)`` writes for `bytes` (a control character
    /// counted as its longest escape, `\u00XX`), eight bytes at a time.
    static func quotedLengthBound(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 2 }
        var extra = 0
        var index = 0
        // Each byte of `lanes` counts the extra bytes of its column of up to 42 words (at most 6
        // a word, so at most 252): added up a group at a time, without a bit count per word.
        while index + 8 <= bytes.count {
            var lanes: UInt64 = 0
            let groupEnd = min(index + 42 * 8, bytes.count - 7)
            while index < groupEnd {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let escaped =
                    (ByteWord.bytes(word, equalTo: quoteByte) | ByteWord.bytes(word, equalTo: backslashByte)) >> 7
                lanes &+= escaped &+ 5 &* (ByteWord.zeroBytes(word & controlBits) >> 7)
                index += 8
            }
            let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
            extra += Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        while index < bytes.count {
            let byte = base[index]
            extra += byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") ? 1 : byte < 0x20 ? 5 : 0
            index += 1
        }
        return bytes.count + extra + 2
    }

    /// ``quote(utf8:into:)`` written at `start`, which has room for ``quotedLengthBound(utf8:)``
    /// bytes; returns the bytes written. Eight bytes are copied at a time up to the next byte
    /// that is escaped (a file's markup has a quote every few bytes).
    static func quote(utf8 bytes: UnsafeBufferPointer<UInt8>, at start: UnsafeMutablePointer<UInt8>) -> Int {
        var out = start
        out.pointee = UInt8(ascii: "\"")
        out += 1
        if let base = bytes.baseAddress {
            var index = 0
            // Each word is stored whole; the bytes after its first escaped one are written again
            // from the next word. A store never passes the end: at least the word's eight bytes
            // and the closing quote follow where it starts.
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let escaped =
                    ByteWord.bytes(word, equalTo: quoteByte) | ByteWord.bytes(word, equalTo: backslashByte)
                    | ByteWord.zeroBytes(word & controlBits)
                UnsafeMutableRawPointer(out).storeBytes(of: word.littleEndian, as: UInt64.self)
                if escaped == 0 {
                    index += 8
                    out += 8
                    continue
                }
                let plain = escaped.trailingZeroBitCount / 8
                index += plain
                out += plain
                writeEscape(base[index], at: &out)
                index += 1
            }
            while index < bytes.count {
                let byte = base[index]
                if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                    out.pointee = byte
                    out += 1
                } else {
                    writeEscape(byte, at: &out)
                }
                index += 1
            }
        }
        out.pointee = UInt8(ascii: "\"")
        out += 1
        return out - start
    }

    private static var quoteByte: UInt8 { UInt8(ascii: "\"") }
    private static var backslashByte: UInt8 { UInt8(ascii: "\\") }
    /// A byte is a control character when these bits of it are clear.
    private static let controlBits: UInt64 = 0xE0E0_E0E0_E0E0_E0E0

    /// The escape of `byte` as ``quote(utf8:into:)`` writes it, at `out`, which moves past it.
    private static func writeEscape(_ byte: UInt8, at out: inout UnsafeMutablePointer<UInt8>) {
        func put(_ byte: UInt8) {
            out.pointee = byte
            out += 1
        }
        put(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): put(byte)
        case 0x0A: put(UInt8(ascii: "n"))
        case 0x0D: put(UInt8(ascii: "r"))
        case 0x09: put(UInt8(ascii: "t"))
        case 0x08: put(UInt8(ascii: "b"))
        case 0x0C: put(UInt8(ascii: "f"))
        default:
            put(UInt8(ascii: "u"))
            put(UInt8(ascii: "0"))
            put(UInt8(ascii: "0"))
            put(hexDigit(byte >> 4))
            put(hexDigit(byte & 0x0F))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
