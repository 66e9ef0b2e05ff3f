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

    /// `yyyy-MM` as read by characters (the parser before it read bytes).
    static func yearMonthByCharacters(_ text: String) -> YearMonth? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
            parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(parts[0]), let month = Int(parts[1]),
            (1...9999).contains(year), (1...12).contains(month)
        else { return nil }
        return YearMonth(year: year, month: month)
    }

    @Test(
        "a month is read from its bytes as it was from its characters",
        arguments: [
            "2026-11", "0001-01", "9999-12", "0000-01", "2026-00", "2026-13", "2026-1", "226-11", "2026/11", "2026-1a",
            "2026-11 ", " 2026-11", "２０２６-11", "2026-1\u{0301}", "2026-11-01", "", "-", "2026--1", "+026-11", "202６-11",
            "2026-\u{0661}1",
        ])
    func yearMonth(_ text: String) {
        #expect(YearMonth(text) == ByteShortcutTests.yearMonthByCharacters(text))
    }

    /// An instant as the timestamp wrote it by strings.
    static func iso8601ByStrings(seconds: Int64, in zone: TimeZone) -> String {
        func pad(_ value: some BinaryInteger, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let offset = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
        let local = seconds + offset
        let days = Int64(CivilCalendar.floorDivide(Int(local), 86_400))
        let secondOfDay = local - days * 86_400
        let (year, month, day) = CivilCalendar.civil(days: Int(days))
        let offsetMinutes = abs(offset) / 60
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondOfDay / 3600, 2) + ":"
            + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2) + (offset < 0 ? "-" : "+")
            + pad(offsetMinutes / 60, 2) + ":" + pad(offsetMinutes % 60, 2)
    }

    @Test("a timestamp is written in bytes as it was in strings, in zones east and west, across years")
    func timestamps() throws {
        let zones = try ["Asia/Kolkata", "America/St_Johns", "Pacific/Kiritimati", "UTC", "America/Los_Angeles"].map {
            try #require(TimeZone(identifier: $0))
        }
        let instants: [Int64] = [
            0, -1, 1_795_000_000, 1_795_035_599, 951_782_400, 253_402_300_799, -62_135_596_800, -62_135_596_801,
            4_102_444_800, 86_399, -62_167_219_201, 253_402_300_800,
        ]
        for zone in zones {
            for seconds in instants {
                #expect(
                    Timestamp.iso8601(seconds: seconds, in: zone)
                        == ByteShortcutTests.iso8601ByStrings(seconds: seconds, in: zone),
                    "\(seconds) \(zone.identifier)")
            }
        }
        #expect(
            Timestamp.iso8601(seconds: 1_795_035_600, in: try #require(TimeZone(identifier: "Asia/Kolkata")))
                == "2026-11-19T02:30:00+05:30")
    }

    /// Byte strings of every length up to 80, and a few around the bound's groups of 42 words,
    /// drawn from the bytes a file's quoting treats apart (quote, backslash, each kind of control
    /// character, plain ASCII, UTF-8's high bytes), dense in escapes and sparse, from a fixed seed.
    static func quotingCases() -> [[UInt8]] {
        let alphabet: [UInt8] = [
            0x22, 0x5C, 0x0A, 0x0D, 0x09, 0x08, 0x0C, 0x00, 0x1F, 0x20, 0x61, 0x7E, 0xE2, 0x82, 0xB9,
        ]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var cases: [[UInt8]] = []
        for length in Array(0...80) + [335, 336, 337, 343, 344, 345, 700, 2_000] {
            for density in [1, 3, 9] {
                cases.append(
                    (0..<length).map { _ in
                        next() % density == 0
                            ? alphabet[next() % alphabet.count] : UInt8(ascii: "a") + UInt8(next() % 26)
                    })
            }
        }
        return cases
    }

    @Test("a file's bytes quoted in place equal the same bytes quoted by appending, within the bound")
    func quotingInPlace() {
        for bytes in ByteShortcutTests.quotingCases() {
            var appended: [UInt8] = []
            bytes.withUnsafeBufferPointer { JSONValue.quote(utf8: $0, into: &appended) }
            let bound = bytes.withUnsafeBufferPointer(JSONValue.quotedLengthBound(utf8:))
            let expectedBound = bytes.reduce(2) { $0 + ($1 == 0x22 || $1 == 0x5C ? 2 : $1 < 0x20 ? 6 : 1) }
            #expect(bound == expectedBound, "\(bytes)")
            // Sixteen guard bytes after the bound: a store past it would change them.
            let guardByte: UInt8 = 0xA5
            var buffer = [UInt8](repeating: guardByte, count: bound + 16)
            let written = buffer.withUnsafeMutableBufferPointer { out in
                guard let start = out.baseAddress else { return 0 }
                return bytes.withUnsafeBufferPointer { JSONValue.quote(utf8: $0, at: start) }
            }
            #expect(Array(buffer[..<written]) == appended, "\(bytes)")
            #expect(buffer[bound...].allSatisfy { $0 == guardByte }, "\(bytes)")
        }
    }

    @Test("pretty JSON on one line drops each line break and the spaces after it, and nothing else")
    func prettyJSONOnOneLine() {
        for bytes in ByteShortcutTests.quotingCases() {
            var expected: [UInt8] = []
            var afterBreak = false
            for byte in bytes {
                if byte == 0x0A {
                    afterBreak = true
                } else if !(afterBreak && byte == 0x20) {
                    afterBreak = false
                    expected.append(byte)
                }
            }
            #expect(BatchLine.oneLine(bytes) == expected, "\(bytes)")
        }
        let pretty = Array("{\n  \"a\" : [\n    1,\n    \"x  y\"\n  ]\n}\n".utf8)
        #expect(String(decoding: BatchLine.oneLine(pretty), as: UTF8.self) == "{\"a\" : [1,\"x  y\"]}")
    }

    /// Words that reach every edge of the word tests: each byte value at each of the eight places
    /// among fillers (zero, ASCII, the high bit, all bits), then words from a fixed generator.
    static let testWords: [UInt64] = {
        var words: [UInt64] = []
        for filler: UInt8 in [0x00, 0x01, 0x0D, 0x41, 0x7F, 0x80, 0xFF] {
            for place in 0..<8 {
                for byte in 0...255 {
                    var word = ByteWord.repeating(filler)
                    word &= ~(0xFF << UInt64(place * 8))
                    word |= UInt64(byte) << UInt64(place * 8)
                    words.append(word)
                }
            }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<4_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Bytes drawn from few values make zeros, equal bytes and small bytes common.
            var word: UInt64 = 0
            for place in 0..<8 {
                let pick = (state >> UInt64(place * 8)) & 0xFF
                let byte: UInt64 = pick < 64 ? pick % 16 : pick < 128 ? 0x22 : pick < 160 ? 0x0A : pick
                word |= byte << UInt64(place * 8)
            }
            words.append(word)
        }
        return words
    }()

    @Test("ByteWord's word tests answer as a byte-by-byte look at the same eight bytes")
    func wordTests() {
        func bytes(_ word: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: word >> UInt64($0 * 8)) } }
        func highBits(where test: (UInt8) -> Bool, _ word: UInt64) -> UInt64 {
            bytes(word).enumerated().reduce(0) { bits, entry in
                test(entry.element) ? bits | 0x80 << UInt64(entry.offset * 8) : bits
            }
        }
        var failures = 0
        for word in Self.testWords {
            var agrees = ByteWord.zeroBytes(word) == highBits(where: { $0 == 0 }, word)
            for target: UInt8 in [0x0A, 0x22, 0x5C, 0x80, 0xFF] {
                agrees = agrees && ByteWord.bytes(word, equalTo: target) == highBits(where: { $0 == target }, word)
            }
            for bound: UInt8 in [1, 0x0E, 0x20, 0x80] {
                agrees = agrees && ByteWord.hasByte(word, below: bound) == bytes(word).contains { $0 < bound }
            }
            agrees = agrees && ByteWord.isASCII(word) == bytes(word).allSatisfy { $0 < 0x80 }
            if !agrees {
                failures += 1
                if failures <= 5 { Issue.record("ByteWord disagrees with the bytes of \(String(word, radix: 16))") }
            }
        }
        #expect(failures == 0)
        #expect(Self.testWords.count == 7 * 8 * 256 + 4_000)
    }
}
