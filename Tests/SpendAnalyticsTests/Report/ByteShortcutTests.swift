import Foundation
import Testing

@testable import SpendAnalytics

/// The byte-level shortcuts on `batch`'s per-owner path answer as the character-level code they
/// stand in for, on inputs chosen to reach their edges.
@Suite("Byte shortcuts agree with the text they stand in for")
struct ByteShortcutTests {
    /// The trim as written by characters.
    static func trimmedByCharacters(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    static let trimCases = [
        "", " ", "a", "ab", " a", "a ", " a ", "\ta\n", "a\r\n", "\r\na", "\u{00A0}a", "a\u{00A0}", "\u{3000}x\u{3000}",
        "é", "a\u{0301}", " \u{0301}a", "\u{0600}1", "1\u{0600}", "Food & Dining", "\u{2003}Rent\u{2003}", "x\u{200B}",
        "\u{1F600}", "a\u{1F600}b", "12.50", "a\u{000B}", "\u{000C}a",
    ]

    @Test("trimming returns what trimming by characters does", arguments: trimCases)
    func trimming(_ text: String) {
        #expect(text.trimmingWhitespace() == ByteShortcutTests.trimmedByCharacters(text))
        let wrapped = "[" + text + "]"
        let inner = wrapped.dropFirst().dropLast()
        #expect(inner.trimmingWhitespace() == ByteShortcutTests.trimmedByCharacters(String(inner)))
    }

    @Test(
        "Others is recognised as Foundation's case-insensitive comparison recognises it",
        arguments: [
            "Others", "OTHERS", "others", "oThErS", "Other", "Otherss", "Others ", " Others", "Otherſ", "ÖTHERS",
            "Others\u{0301}", "", "Ot hers", "0thers",
        ]
    )
    func others(_ name: String) {
        #expect(Category.isOthers(named: name) == (name.caseInsensitiveCompare("Others") == .orderedSame))
    }

    /// `fill` as written by characters.
    static func filledByCharacters(_ pattern: String, _ fills: [String: String]) -> String {
        var result = ""
        var rest = pattern[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            result += fills[String(rest[rest.index(after: open)..<close])] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    @Test(
        "fill replaces each {name} as the character-level fill did",
        arguments: [
            "{n}%", "%{n}", "{n}\u{00A0}%", "{a}{b}", "{x", "x}", "}{n}{", "{unknown}", "{a{b}", "", "plain",
            "€{n} {a}", "{}", "{n}{n}", "‹{a}›{b}‹{c",
        ]
    )
    func fill(_ pattern: String) {
        let fills = ["n": "12,5", "a": "α", "b": "{n}", "a{b": "x"]
        #expect(LocaleWords.fill(pattern, fills) == ByteShortcutTests.filledByCharacters(pattern, fills))
    }

    /// The UTF-16 look without its shortcut: the NUL counts alone.
    static func formByCounting(_ bytes: [UInt8]) -> UTF16Form? {
        let pairs = min(bytes.count, UTF16Sniffer.window) / 2
        guard pairs >= 2 else { return nil }
        var evenZeros = 0
        var oddZeros = 0
        for pair in 0..<pairs {
            if bytes[2 * pair] == 0 { evenZeros += 1 }
            if bytes[2 * pair + 1] == 0 { oddZeros += 1 }
        }
        if oddZeros * 2 > pairs, evenZeros * 8 < pairs { return UTF16Form(littleEndian: true, byteOrderMark: false) }
        if evenZeros * 2 > pairs, oddZeros * 8 < pairs { return UTF16Form(littleEndian: false, byteOrderMark: false) }
        return nil
    }

    @Test("the UTF-16 look finds a NUL wherever it is, and the forms as the counts decide")
    func utf16() {
        var inputs: [[UInt8]] = []
        let ascii = Array("Date,Description,Amount\n2026-11-02,Rent,-100.00\n".utf8)
        for length in [4, 7, 8, 9, 15, 16, 17, 40] {
            let text = Array(ascii.prefix(length))
            inputs.append(text)
            for position in text.indices {
                var withNUL = text
                withNUL[position] = 0
                inputs.append(withNUL)
            }
        }
        inputs.append(Array("Date,Amount\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        inputs.append(Array("Date,Amount\n".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }))
        inputs.append([UInt8](repeating: 0x41, count: UTF16Sniffer.window + 8) + [0])
        for input in inputs {
            #expect(UTF16Sniffer.form(of: input[...]) == ByteShortcutTests.formByCounting(input), "\(input)")
        }
    }

    @Test("object keys are written in the order of their UTF-8 bytes, the first eight bytes alike or not")
    func keyOrder() throws {
        let keys = [
            "currency", "currencyExponent", "currencySymbol", "a", "ab", "abcdefgh", "abcdefghi", "abcdefgg",
            "abcdefgha",
            "é", "e", "", "Z", "z", "monthText", "month", "deepLink", "date",
        ]
        let object = JSONValue.object(Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.integer(1)) }))
        let text = String(decoding: object.prettyPrinted(), as: UTF8.self)
        let written = text.split(separator: "\n").dropFirst().dropLast().map { line in
            String(line.drop(while: { $0 == " " }).dropFirst().prefix(while: { $0 != "\"" }))
        }
        #expect(written == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test(
        "a link's {month} is replaced as the standard library's replacing replaces it",
        arguments: [
            "", "plain", "{month}", "{month}{month}", "{{month}", "{month}}", "{mont", "x{month", "{month", "{Month}",
            "app://a?m={month}#{month}", "é{month}ü", "{{month}month}", "{month{month}", "{}{month}{",
        ]
    )
    func deepLink(_ template: String) throws {
        let month = try #require(YearMonth("2026-11"))
        let expected = String(
            decoding: Array(template.utf8).replacing(Array("{month}".utf8), with: "2026-11".utf8), as: UTF8.self)
        #expect(ReportBuilder.deepLink(template, month: month) == expected)
    }

    @Test("the JSON writer lays out a document as the JSON tree prints it")
    func prettyWriter() {
        let tree = JSONValue.object([
            "a": .array([]), "b": .object([:]), "c": .array([.integer(-3), .object(["k": .string("q\"\\\n\u{1}é")])]),
            "d": .array([.array([.bool(true), .number("1.50")])]),
            "e": .object(["x": .object(["y": .array([.integer(0)])])]),
        ])
        var writer = PrettyJSONWriter()
        writer.object { json in
            json.key("a")
            json.array { _ in }
            json.key("b")
            json.object { _ in }
            json.key("c")
            json.array { json in
                json.element()
                json.integer(-3)
                json.element()
                json.object { json in json.member("k", "q\"\\\n\u{1}é") }
            }
            json.key("d")
            json.array([[true]]) { json, row in
                json.array { json in
                    json.element()
                    json.bool(row[0])
                    json.element()
                    json.number("1.50")
                }
            }
            json.key(dynamic: "e")
            json.object { json in
                json.key("x")
                json.object { json in
                    json.key("y")
                    json.array([0]) { json, value in json.integer(value) }
                }
            }
        }
        #expect(
            String(decoding: writer.finished(), as: UTF8.self) == String(decoding: tree.prettyPrinted(), as: UTF8.self))
    }
}
