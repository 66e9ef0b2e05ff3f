import Foundation
import Testing

@testable import SpendAnalytics

/// The merchant dictionary's own automaton finds, for any text, the same entry as trying every
/// entry of the dictionary in order: the lowest-numbered keyword that occurs (as a whole word
/// where the entry asks for one), whatever the case of the text's ASCII letters.
@Suite("Merchant matcher")
struct MerchantMatcherTests {
    /// The first entry of `entries` (folded keyword, whole word) occurring in `text` (folded): by brute force.
    static func bruteForce(_ text: [UInt8], _ entries: [(keyword: [UInt8], wholeWord: Bool)]) -> Int? {
        text.withUnsafeBufferPointer { buffer in
            for (number, entry) in entries.enumerated()
            where !entry.keyword.isEmpty && entry.keyword.count <= text.count {
                let first = entry.keyword[0]
                for start in 0...(text.count - entry.keyword.count)
                where buffer[start] == first
                    && buffer[start..<(start + entry.keyword.count)].elementsEqual(entry.keyword)
                {
                    if !entry.wholeWord
                        || KeywordMatcher.isWholeWord(buffer, start: start, end: start + entry.keyword.count)
                    {
                        return number
                    }
                }
            }
            return nil
        }
    }

    static func matcher(_ keywords: [String], wholeWord: [Bool]) -> MerchantMatcher {
        var bytes: [UInt8] = []
        var starts: [Int32] = [0]
        for keyword in keywords {
            bytes += CaseFolding.folded(keyword)
            starts.append(Int32(bytes.count))
        }
        return MerchantMatcher(
            keywordBytes: bytes, keywordStart: starts, categories: keywords.map { _ in 0 }, wholeWord: wholeWord)
    }

    static func first(_ matcher: MerchantMatcher, _ text: String) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { matcher.firstEntry(in: $0) { _ in true } }
    }

    @Test("overlapping keywords: the lowest entry wins, suffixes and whole words are found")
    func overlaps() {
        // Entry order is precedence: `metro cdmx` (0) before `metro` (1); `he` only as a word.
        let keywords = ["metro cdmx", "metro", "she", "he", "hers", "tro c", "a"]
        let matcher = Self.matcher(keywords, wholeWord: [true, true, false, true, false, false, true])
        #expect(Self.first(matcher, "PAGO METRO CDMX 123") == 0)
        #expect(Self.first(matcher, "METRO #612 TORONTO") == 1)
        #expect(Self.first(matcher, "METROPOLIS") == nil)
        #expect(Self.first(matcher, "ushers") == 2) // `she` inside a word: anywhere
        #expect(Self.first(matcher, "the hers") == 4) // `he` inside `the`, `hers` not whole words: `hers` anywhere
        #expect(Self.first(matcher, "x he y") == 3)
        #expect(Self.first(matcher, "ASTRO CITY") == 5) // found through a failure link
        #expect(Self.first(matcher, "plan a b") == 6)
        #expect(Self.first(matcher, "") == nil)
        #expect(matcher.stateCount == 1 + 10 + 0 + 3 + 2 + 2 + 5 + 1) // `metro` and `he` end inside longer keywords
    }

    @Test("the whole dictionary agrees with trying every entry, on every statement line and on mutations of them")
    func agreesWithBruteForce() throws {
        let entries = MerchantDictionary.entries.map {
            (keyword: MatchFolding.folded($0.keyword), wholeWord: !$0.anywhere)
        }
        let matcher = MerchantDictionary.matcher
        #expect(matcher.entryCategory.count == entries.count)
        #expect(matcher.entryCategory.allSatisfy { Int($0) < MerchantDictionary.categories.count })
        var texts: [String] = []
        for country in MerchantDictionaryTests.statements {
            let csv = try String(
                contentsOf: MerchantDictionaryTests.fixtures.appendingPathComponent("\(country).csv"), encoding: .utf8)
            for line in csv.split(separator: "\n").dropFirst() {
                let description = String(
                    line.split(separator: ",", omittingEmptySubsequences: false).dropFirst().first ?? "")
                texts.append(description)
                // The description glued to a neighbour, cut short, and lower-cased: whole-word checks and partial keywords.
                texts.append("X" + description)
                texts.append(String(description.dropLast(3)))
                texts.append(description.lowercased())
            }
        }
        // Every 97th keyword as written, inside other text.
        for (index, entry) in MerchantDictionary.entries.enumerated() where index % 97 == 0 {
            texts.append("POS \(entry.keyword.uppercased()) 4411")
            texts.append("POS\(entry.keyword)4411")
        }
        var found = 0
        for text in texts {
            let folded = MatchFolding.folded(text)
            let expected = Self.bruteForce(folded, entries)
            let actual = Array(text.utf8).withUnsafeBufferPointer { raw in
                // The engine passes ASCII text unfolded and other text folded.
                RuleEngine.isASCII(Array(raw))
                    ? matcher.firstEntry(in: raw) { _ in true }
                    : folded.withUnsafeBufferPointer { matcher.firstEntry(in: $0) { _ in true } }
            }
            #expect(actual == expected, "\(text)")
            if expected != nil { found += 1 }
        }
        // The statements do hit the dictionary: a comparison of nils alone would prove nothing.
        #expect(found > texts.count / 3, "\(found) of \(texts.count)")
    }

    @Test("an entry the caller does not accept is passed over for the next one")
    func acceptFilter() {
        let matcher = Self.matcher(["coles express", "coles"], wholeWord: [true, true])
        let text = Array("COLES EXPRESS 1234".utf8)
        #expect(text.withUnsafeBufferPointer { matcher.firstEntry(in: $0) { _ in true } } == 0)
        #expect(text.withUnsafeBufferPointer { matcher.firstEntry(in: $0) { $0 != 0 } } == 1)
        #expect(text.withUnsafeBufferPointer { matcher.firstEntry(in: $0) { _ in false } } == nil)
    }

    @Test(
        "the automaton stored in MerchantDictionaryData.swift (made by the Python generator) is the one the Swift construction builds from the table"
    )
    func storedAutomatonIsTheTables() throws {
        let keywords = MerchantDictionary.keywords
        let stored = try #require(MerchantDictionary.storedAutomaton(MerchantDictionary.stored))
        let built = MerchantMatcher.trie(keywordBytes: keywords.bytes, keywordStart: keywords.start)
        #expect(stored.trie.parent.count == built.parent.count)
        #expect(stored.trie.parent == built.parent)
        #expect(stored.trie.label == built.label)
        #expect(stored.trie.failure == built.failure)
        #expect(stored.trie.end == built.end)
        #expect(stored.categories == keywords.categories)
        #expect(stored.wholeWord == keywords.wholeWord)
        #expect(MerchantDictionary.matcher.stateCount == built.parent.count)
        #expect(built.parent.count > 15_000 && built.end.count == MerchantDictionary.entries.count)
    }

    @Test("a stored automaton cut short, with more after it, or with a number out of range is not read")
    func unreadableStoredAutomaton() {
        let text = MerchantDictionary.stored
        #expect(MerchantDictionary.storedAutomaton(text) != nil)
        #expect(MerchantDictionary.storedAutomaton(String(text.dropLast())) == nil)
        #expect(MerchantDictionary.storedAutomaton(text + "0") == nil)
        #expect(MerchantDictionary.storedAutomaton("") == nil)
        // Two states, one keyword (numbers in six-bit digits, lowest first, of fixed widths): the
        // state after the root has parent increase 0, byte `a` (97: `Q1`), failure 0; the keyword
        // ends at it, category 0, a whole word.
        let small = "2000" + "1000" + "0" + "Q1" + "0000" + "1000" + "0" + "1"
        let automaton = MerchantDictionary.storedAutomaton(small)
        #expect(automaton?.trie == MerchantMatcher.Trie(parent: [0, 0], label: [0, 0x61], failure: [0, 0], end: [1]))
        #expect(automaton?.categories == [0] && automaton?.wholeWord == [true])
        // failure 1: not below the state
        #expect(MerchantDictionary.storedAutomaton("2000" + "1000" + "0" + "Q1" + "1000" + "1000" + "0" + "1") == nil)
        // ends at state 2 of 2
        #expect(MerchantDictionary.storedAutomaton("2000" + "1000" + "0" + "Q1" + "0000" + "2000" + "0" + "1") == nil)
        // whole word 2
        #expect(MerchantDictionary.storedAutomaton("2000" + "1000" + "0" + "Q1" + "0000" + "1000" + "0" + "2") == nil)
        // not a digit
        #expect(
            MerchantDictionary.storedAutomaton("2000" + "1000" + "0" + "Q1" + "0000" + "1000" + "0" + "\u{7F}") == nil)
        // Two children of the root: `a` then `b` is a trie, `b` then `a` is not.
        #expect(
            MerchantDictionary.storedAutomaton("3000" + "0000" + "0Q10000" + "0R10000")?.trie.label == [0, 0x61, 0x62])
        #expect(MerchantDictionary.storedAutomaton("3000" + "0000" + "0R10000" + "0Q10000") == nil)
        // cut before the last number
        #expect(MerchantDictionary.storedAutomaton("3000" + "0000" + "0Q10000" + "0R1000") == nil)
        // An increase of 63 or more is written as 63 (`o`) and four more digits.
        #expect(
            MerchantDictionary.storedAutomaton("3000" + "0000" + "0Q10000" + "o1000" + "R10000")?.trie.parent == [
                0, 0, 1,
            ])
        #expect(MerchantDictionary.storedAutomaton("3000" + "0000" + "0Q10000" + "0R10") == nil) // cut inside it
    }
}
