import Testing

@testable import SpendAnalytics

/// The Aho–Corasick automaton against a naive substring search, and the byte case folding.
@Suite("Keyword matcher")
struct KeywordMatcherTests {
    typealias Payload = KeywordMatcher.Payload

    /// Every occurrence by brute force: for each keyword, each start position.
    static func naive(_ keywords: [(bytes: [UInt8], payload: Payload)], _ text: [UInt8]) -> [KeywordMatcher.Match] {
        var found: [KeywordMatcher.Match] = []
        for (bytes, payload) in keywords where !bytes.isEmpty && bytes.count <= text.count {
            for start in 0...(text.count - bytes.count) where Array(text[start..<start + bytes.count]) == bytes {
                let end = start + bytes.count
                let before = start == 0 || !KeywordMatcher.isWordByte(text[start - 1])
                let after = end == text.count || !KeywordMatcher.isWordByte(text[end])
                if payload.wholeWord && !(before && after) { continue }
                found.append(KeywordMatcher.Match(payload: payload, start: start, end: end))
            }
        }
        return found
    }

    static func sorted(_ matches: [KeywordMatcher.Match]) -> [KeywordMatcher.Match] {
        matches.sorted { ($0.end, $0.start, $0.payload.keyword) < ($1.end, $1.start, $1.payload.keyword) }
    }

    @Test("the classic example: he, she, his, hers in ushers")
    func classic() {
        let words = ["he", "she", "his", "hers"]
        let keywords = words.enumerated().map {
            (Array($1.utf8), Payload(rule: Int32($0), keyword: Int32($0), wholeWord: false))
        }
        let matcher = KeywordMatcher(keywords: keywords)
        let found = matcher.matches(in: Array("ushers".utf8)).map { (words[Int($0.payload.keyword)], $0.start, $0.end) }
        #expect(found.map(\.0) == ["she", "he", "hers"])
        #expect(found.map(\.1) == [1, 2, 2])
        #expect(found.map(\.2) == [4, 4, 6])
    }

    @Test("same result as a naive search on generated keywords and texts", arguments: 1...40)
    func againstNaive(seed: UInt64) {
        var random = SplitMix64(state: seed)
        // A small alphabet (with separators and a two-byte letter) makes overlaps and repeats common.
        let alphabet: [[UInt8]] = [[0x61], [0x62], [0x63], [0x61], [0x20], [0x2D], [0xC3, 0xA9], [0x31]]
        func word(_ length: Int) -> [UInt8] { (0..<length).flatMap { _ in alphabet[random.below(alphabet.count)] } }
        let keywordCount = 1 + random.below(60)
        var keywords: [(bytes: [UInt8], payload: Payload)] = []
        for index in 0..<keywordCount {
            let bytes = word(random.below(6)) // some empty: ignored by both
            keywords.append(
                (bytes, Payload(rule: Int32(random.below(20)), keyword: Int32(index), wholeWord: random.below(3) == 0)))
        }
        if keywordCount > 3 {
            keywords.append((keywords[0].bytes, Payload(rule: 99, keyword: Int32(keywordCount), wholeWord: false)))
        }
        let matcher = KeywordMatcher(keywords: keywords)
        for _ in 0..<30 {
            let text = word(random.below(80))
            let fast = matcher.matches(in: text)
            #expect(Self.sorted(fast) == Self.sorted(Self.naive(keywords, text)))
            // Reported in order of end position.
            #expect(fast.map(\.end) == fast.map(\.end).sorted())
        }
    }

    @Test("whole words: not inside a longer word, but next to punctuation, digits excluded")
    func wholeWords() {
        let matcher = KeywordMatcher(keywords: [(Array("ola".utf8), Payload(rule: 0, keyword: 0, wholeWord: true))])
        for (text, count) in [
            ("coca cola", 0), ("ola", 1), ("upi-ola cabs-x", 1), ("ola2", 0), ("(ola)", 1), ("olá", 0), ("ola ola", 2),
        ] {
            #expect(matcher.matches(in: CaseFolding.folded(text)).count == count, "\(text)")
        }
    }

    @Test("no keywords: nothing matches")
    func noKeywords() {
        let matcher = KeywordMatcher(keywords: [])
        #expect(matcher.matches(in: Array("anything".utf8)).isEmpty)
        #expect(matcher.stateCount == 1)
    }
}

@Suite("Case folding")
struct CaseFoldingTests {
    @Test(
        "ASCII, Latin-1, Latin Extended-A, Greek and Cyrillic capitals fold; lengths stay",
        arguments: [
            ("SWIGGY Instamart 42", "swiggy instamart 42"),
            ("BÄCKEREI MÜLLER ÀÉÎÕÜ ÆØÞ", "bäckerei müller àéîõü æøþ"),
            ("ŁÓDŹ ŻABKA ŠKODA Ÿ", "łódź żabka škoda ÿ"),
            ("ΑΘΗΝΑ", "αθηνα"),
            ("МОСКВА ЁЛКА Ѓ", "москва ёлка ѓ"),
            ("× ß ı 東京", "× ß ı 東京"),
        ])
    func folds(_ text: String, _ expected: String) {
        let folded = CaseFolding.folded(text)
        #expect(String(decoding: folded, as: UTF8.self) == expected)
        #expect(folded.count == text.utf8.count)
    }

    @Test("agrees with Unicode lower case for every two-byte letter it maps")
    func agreesWithUnicode() {
        for value in UInt32(0x80)...UInt32(0x7FF) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            let folded = String(decoding: CaseFolding.folded(text), as: UTF8.self)
            let lower = text.lowercased()
            if folded != text {
                #expect(folded == lower, "U+\(String(value, radix: 16))")
            } else if lower.utf8.count == 2 && lower != text {
                // Not mapped: only outside the documented ranges (or a special case like İ).
                let inRanges =
                    (0xC0...0xDE).contains(value) || (0x100...0x17F).contains(value)
                    || (0x391...0x3A9).contains(value) || (0x400...0x42F).contains(value)
                #expect(!inRanges, "U+\(String(value, radix: 16)) should fold")
            }
        }
    }

    @Test("invalid UTF-8 is left as it is")
    func invalid() {
        var bytes: [UInt8] = [0x41, 0xC3, 0x41, 0xC3]
        CaseFolding.foldInPlace(&bytes)
        #expect(bytes == [0x61, 0xC3, 0x61, 0xC3])
    }
}
