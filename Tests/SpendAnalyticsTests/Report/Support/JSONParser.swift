@testable import SpendAnalytics

/// A strict JSON parser into ``JSONValue`` for tests: numbers keep their exact text, duplicate
/// keys and trailing garbage are errors.
struct JSONParser {
    struct Failure: Error, CustomStringConvertible {
        var offset: Int
        var message: String
        var description: String { "JSON offset \(offset): \(message)" }
    }

    private let bytes: [UInt8]
    private var index = 0

    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == bytes.count else { throw Failure(offset: parser.index, message: "trailing characters") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private func fail(_ message: String) -> Failure { Failure(offset: index, message: message) }

    private mutating func expect(_ literal: String) throws {
        let expected = Array(literal.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw fail("expected \(literal)")
        }
        index += expected.count
    }

    private mutating func value() throws -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw fail("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                let key = try string()
                skipSpace()
                try expect(":")
                guard members[key] == nil else { throw fail("duplicate key \(key)") }
                members[key] = try value()
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                try expect("}")
                return .object(members)
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                elements.append(try value())
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                try expect("]")
                return .array(elements)
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        default: return try number()
        }
    }

    private mutating func string() throws -> String {
        try expect("\"")
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw fail("unfinished escape") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count,
                        let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(code)
                    else { throw fail("bad \\u escape") }
                    index += 4
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw fail("bad escape")
                }
            case 0x00..<0x20: throw fail("control character in a string")
            default: out.append(byte)
            }
        }
        throw fail("unterminated string")
    }

    private mutating func number() throws -> JSONValue {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        let integerDigits = digits()
        guard integerDigits > 0 else { throw fail("not a value") }
        guard integerDigits == 1 || bytes[index - integerDigits] != UInt8(ascii: "0") else {
            throw fail("leading zero")
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard digits() > 0 else { throw fail("no fraction digits") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw fail("no exponent digits") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int64(text) { return .integer(value) }
        return .number(text)
    }
}
