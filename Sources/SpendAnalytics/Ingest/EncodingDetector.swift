/// Decides an input's encoding from its first bytes, only where the bytes decide it
/// (docs/INPUT.md, Encodings):
///
/// 1. a byte order mark: UTF-16 (`FF FE`, `FE FF`) or UTF-8 (`EF BB BF`); UTF-16 without one
///    by its NUL bytes (``UTF16Sniffer``);
/// 2. all ASCII: undecided (`nil`, as good as UTF-8); a valid UTF-8 sequence before any invalid
///    one: UTF-8;
/// 3. otherwise the encoding whose reading of the first lines names the most header words with
///    non-ASCII letters (``ColumnVocabulary``, 48 languages) or a known export's signature, at
///    least two, among the CJK ones (Shift_JIS, EUC-JP, GB18030, Big5, CP949) and every
///    single-byte code page (Windows-1250 to -1258, -874, KOI8-R, the ISO-8859 family): its
///    confidence is the count. Two that name as many with different text are refused by name
///    (`--encoding` decides); two that read the same text are one (the first in
///    ``scoredCandidates``);
/// 4. otherwise, text whose non-ASCII bytes make whole words (a script other than Latin) is the
///    one non-Latin code page that reads it as letters, or refused naming those that do;
/// 5. otherwise Windows-1252, Windows-1250 or ISO-8859-2 by which of them reads the non-ASCII
///    bytes inside words as letters (``SingleByteVote``); Windows-1252 keeps a tie.
///
/// When neither decides, the input is refused at the offset of the first byte they read
/// differently, with the suggestion to pass `--encoding`.
struct EncodingDetector {
    var name: String

    /// The encoding of `prefix` (the input's first bytes; `isWhole` when it is all of it), `nil`
    /// when the bytes are all ASCII.
    func detect(_ prefix: [UInt8], isWhole: Bool) throws -> TextEncoding? {
        if let form = UTF16Sniffer.form(of: prefix[...]) { return form.littleEndian ? .utf16LE : .utf16BE }
        let first = TextEncoding.detect(in: prefix, isWhole: isWhole)
        if first == .utf8, !EncodingDetector.isUTF8(prefix, isWhole: isWhole) {
            // GB18030 and Shift_JIS text often opens with byte pairs that are also valid UTF-8
            // (Alipay's `支付宝` is D6 A7 B8 B6 …): a header in one of them wins over UTF-8.
            for encoding in [TextEncoding.shiftJIS, .gb18030]
            where EncodingDetector.namesColumns(prefix, isWhole: isWhole, in: encoding) {
                return encoding
            }
        }
        guard first == .windows1252 else { return first }
        if let named = try namedByHeaderWords(prefix, isWhole: isWhole) { return named }
        if let script = try nonLatinScript(prefix, isWhole: isWhole) { return script }
        let vote = SingleByteVote(prefix[...])
        switch vote.decision {
        case .encoding(let encoding): return encoding
        case .undecided(let offset, let candidates):
            throw InputError(
                file: name, reason: .encodingUndecided(offset: offset, candidates: candidates.map(\.rawValue)))
        case .none(let offset):
            throw InputError(file: name, reason: .notInEncoding(nil, offset: offset))
        }
    }

    /// Whether `prefix` is valid UTF-8 throughout (a sequence cut by the end of a partial prefix
    /// aside).
    static func isUTF8(_ prefix: [UInt8], isWhole: Bool) -> Bool {
        if isValidUTF8(prefix[...]) { return true }
        guard !isWhole else { return false }
        for cut in 1...3 where prefix.count > cut {
            if isValidUTF8(prefix.dropLast(cut)) { return true }
        }
        return false
    }

    /// The standard library's UTF-8 validation (that of `String(validating:as:)`), without
    /// making a `String` copy of the bytes, and given only the runs of non-ASCII bytes: an ASCII
    /// byte is valid alone and never inside a longer sequence, so the bytes are valid exactly
    /// when each such run is. ASCII is skipped eight bytes at a time.
    private static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            let count = raw.count
            var index = 0
            while index < count {
                if index + 8 <= count,
                    ByteWord.isASCII(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                {
                    index += 8
                    continue
                }
                if raw[index] < 0x80 {
                    index += 1
                    continue
                }
                var end = index + 1
                while end < count, raw[end] >= 0x80 { end += 1 }
                let run = UnsafeBufferPointer(rebasing: buffer[index..<end])
                guard (try? UTF8Span(validating: run.span)) != nil else { return false }
                index = end
            }
            return true
        }
    }

    /// The encodings step 3 scores, in order of preference when two read the same text.
    static let scoredCandidates: [TextEncoding] = [
        .windows1252, .windows1250, .iso88592, .iso885915, .windows1257, .iso885913, .iso88594, .windows1254, .iso88599,
        .windows1251, .koi8r, .iso88595, .windows1253, .iso88597, .windows1255, .iso88598, .windows1256, .windows1258,
        .windows874, .shiftJIS, .eucJP, .gb18030, .big5, .cp949,
    ]
    /// The Latin-script code pages among them.
    static let latin: Set<TextEncoding> = [
        .windows1252, .windows1250, .iso88592, .iso885915, .windows1257, .iso885913, .iso88594,
        .windows1254, .iso88599, .windows1258,
    ]

    /// Bytes of the prefix scored: the header is near the top.
    static let scoredBytes = 64 << 10

    /// Step 3: the encoding whose reading names the most header words (two at least), `nil` when
    /// none names two; two naming as many with different text are refused.
    private func namedByHeaderWords(_ prefix: [UInt8], isWhole: Bool) throws -> TextEncoding? {
        let head = ScoredHead(Array(prefix.prefix(EncodingDetector.scoredBytes)))
        let whole = isWhole && head.bytes.count == prefix.count
        var scored: [Reading] = []
        for encoding in EncodingDetector.scoredCandidates {
            guard let (score, text) = EncodingDetector.headerScore(head, isWhole: whole, in: encoding), score >= 2
            else { continue }
            scored.append(Reading(encoding: encoding, headerWords: score, text: text))
        }
        guard let best = scored.map(\.headerWords).max() else { return nil }
        // As many header words: the reading whose non-ASCII characters stand inside words as
        // letters most often (a wrong code page makes symbols and stray letters), then the
        // first of ``scoredCandidates`` when they read the same text.
        var top = scored.filter { $0.headerWords == best }
        for index in top.indices { top[index].letters = EncodingDetector.letterScore(top[index].text) }
        let bestLetters = top.map(\.letters).max() ?? 0
        let leaders = top.filter { $0.letters == bestLetters }
        let distinct = leaders.filter { $0.text != leaders[0].text }
        if distinct.isEmpty { return leaders[0].encoding }
        // A Latin code page among them: they differ in letters the words do not decide (`õ`, `ő`;
        // Windows-1256 reads French `é` too), and the byte vote of step 5 decides, as before
        // these were scored.
        if leaders.contains(where: { EncodingDetector.latin.contains($0.encoding) }) { return nil }
        throw InputError(
            file: name,
            reason: .encodingUndecided(
                offset: 0, candidates: [leaders[0].encoding.rawValue, distinct[0].encoding.rawValue]))
    }

    /// The header read in one candidate encoding, with its scores.
    private struct Reading {
        var encoding: TextEncoding
        /// Header words the reading names.
        var headerWords: Int
        /// The scored head, converted.
        var text: [UInt8]
        /// ``letterScore(_:)`` of ``text``, worked out only among the readings naming the most words.
        var letters = 0
    }

    /// The code pages of scripts other than Latin.
    static let nonLatin: [TextEncoding] = [
        .windows1251, .koi8r, .iso88595, .windows1253, .iso88597, .windows1255, .iso88598,
        .windows1256, .windows874, .shiftJIS, .eucJP, .gb18030, .big5, .cp949,
    ]

    /// Text whose non-ASCII bytes make whole words (Cyrillic, Greek, Hebrew, Arabic or Thai in a
    /// single-byte code page), with no header word to say which: the one non-Latin code page
    /// that reads it as letters, or a refusal naming those that do. `nil` when the non-ASCII
    /// bytes are letters inside Latin words (`Kraków`, `Wpływy`): the byte vote decides those.
    private func nonLatinScript(_ prefix: [UInt8], isWhole: Bool) throws -> TextEncoding? {
        let head = Array(prefix.prefix(EncodingDetector.scoredBytes))
        guard EncodingDetector.wordsOfHighBytes(head[...]) else { return nil }
        let whole = isWhole && head.count == prefix.count
        let scored = EncodingDetector.nonLatin.compactMap { encoding -> (encoding: TextEncoding, letters: Int)? in
            guard let converter = IconvConverter(detecting: encoding) else { return nil }
            var utf8: [UInt8] = []
            do {
                try head.withUnsafeBytes { try converter.convert($0, isLast: whole, into: &utf8) }
            } catch {
                return nil
            }
            let letters = EncodingDetector.letterScore(utf8)
            return letters > 0 ? (encoding, letters) : nil
        }
        if scored.count == 1 { return scored[0].encoding }
        // Most letters first (a stable sort keeps the list's order among equals).
        let readings = scored.enumerated().sorted {
            ($0.element.letters, -$0.offset) > ($1.element.letters, -$1.offset)
        }.map(\.element.encoding)
        let offset = head.firstIndex { $0 >= 0x80 } ?? 0
        throw InputError(
            file: name,
            reason: .encodingUndecided(
                offset: offset,
                candidates: (readings.isEmpty ? EncodingDetector.nonLatin : readings).prefix(4).map(\.rawValue)))
    }

    /// Whether most words holding non-ASCII bytes are made of nothing else (three such words at
    /// least): a script of its own, not accented Latin.
    static func wordsOfHighBytes(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer(wordsOfHighBytes(in:))
    }

    private static func wordsOfHighBytes(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var withHigh = 0
        var allHigh = 0
        var length = 0
        var high = 0
        for byte in bytes {
            if byte >= 0x80 {
                length += 1
                high += 1
                continue
            }
            if ByteClass.isLetter(byte) {
                length += 1
                continue
            }
            if high > 0 {
                withHigh += 1
                if high == length && length >= 2 { allHigh += 1 }
            }
            length = 0
            high = 0
        }
        if high > 0 {
            withHigh += 1
            if high == length && length >= 2 { allHigh += 1 }
        }
        return allHigh >= 3 && allHigh * 2 > withHigh
    }

    /// Non-ASCII letters between letters, less non-ASCII non-letters between letters, in `text`.
    static func letterScore(_ text: [UInt8]) -> Int {
        var score = 0
        let characters = Array(String(decoding: text, as: UTF8.self))
        for index in characters.indices where !characters[index].isASCII {
            let before = index > 0 && characters[index - 1].isLetter
            let after = index + 1 < characters.count && characters[index + 1].isLetter
            guard before || after else { continue }
            score += characters[index].isLetter ? 1 : -2
        }
        return score
    }

    /// Lines of the prefix whose header words are counted: the header is near the top.
    static let scoredLines = FormatSniffer.shapeRows * 4

    /// How many header words with non-ASCII letters the best of the first ``scoredLines`` lines
    /// of the head names when read in `encoding`, with the line's ASCII ones when there is one at
    /// least (a known export's signature counts as many as it has names); with a score of two or
    /// more, the text of those lines too, and `nil` when the head is not in `encoding`. A score
    /// under two is all ``namedByHeaderWords(_:isWhole:)`` needs of the others: only the head's
    /// candidate lines (``ScoredHead``) are converted for it.
    static func headerScore(_ head: ScoredHead, isWhole: Bool, in encoding: TextEncoding) -> (Int, [UInt8])? {
        // No candidate line: no header word in any encoding (and no converter opened for it).
        if head.candidateLines.isEmpty { return (0, []) }
        guard let converter = IconvConverter(detecting: encoding) else { return nil }
        var best = 0
        var line: [UInt8] = []
        for range in head.candidateLines {
            line.removeAll(keepingCapacity: true)
            do {
                // A line the head's end cuts may end inside a character (the prefix goes on).
                let isLast = range.upperBound < head.bytes.count || isWhole
                try head.bytes[range].withUnsafeBytes { try converter.convert($0, isLast: isLast, into: &line) }
            } catch {
                return nil
            }
            let words = HeaderLineWords(line[...])
            var score = words.nonASCII
            // A non-ASCII name this reading knows (`Açıklama`, `Aprašymas`): the line's ASCII
            // names count beside it (`Tarih;Açıklama;Tutar` is three).
            if score > 0 { score += words.asciiNames() }
            if words.isProfileSignature { score = max(score, words.keys.count + 2) }
            best = max(best, score)
        }
        guard best >= 2 else { return (best, []) }
        // The scored lines' text, and the rest of the head checked to be in `encoding` too (by a
        // converter of its own: the last line's cut character stays in the first one's carry).
        guard let wholeHead = IconvConverter(detecting: encoding) else { return nil }
        var text: [UInt8] = []
        var rest: [UInt8] = []
        do {
            try head.bytes[..<head.cut].withUnsafeBytes {
                try wholeHead.convert($0, isLast: isWhole || head.cut < head.bytes.count, into: &text)
            }
            if head.cut < head.bytes.count {
                try head.bytes[head.cut...].withUnsafeBytes { try wholeHead.convert($0, isLast: isWhole, into: &rest) }
            }
        } catch {
            return nil
        }
        return (best, text)
    }

    /// Whether `prefix` converts whole in `encoding` and one of its first ``scoredLines`` lines
    /// holds two or more header names with non-ASCII letters that ``ColumnVocabulary`` knows, or
    /// non-ASCII names that make up a profile's signature.
    static func namesColumns(_ prefix: [UInt8], isWhole: Bool, in encoding: TextEncoding) -> Bool {
        guard let converter = IconvConverter(from: encoding) else { return false }
        var utf8: [UInt8] = []
        do {
            try prefix.withUnsafeBytes { try converter.convert($0, isLast: isWhole, into: &utf8) }
        } catch {
            return false
        }
        var lines = 0
        for line in utf8.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
            lines += 1
            if lines > scoredLines { break }
            let words = HeaderLineWords(line)
            // A known export's signature in non-ASCII names: a Japanese or Chinese profile.
            if words.nonASCII >= 2 || words.isProfileSignature { return true }
        }
        return false
    }
}

/// The first ``EncodingDetector/scoredLines`` lines of a prefix's head, found once for every
/// candidate encoding. A line break is the same byte in every candidate and none of them uses it
/// inside a character, and so are the ASCII bytes: a line of ASCII only, or one whose ASCII cells
/// already make a data row (a date and an amount, split at `,` `;` TAB), names no header word in
/// any of them (``HeaderLineWords``). The others, the candidate lines, are the ones each encoding converts to score.
struct ScoredHead {
    let bytes: [UInt8]
    /// Where the line after the scored lines starts (`bytes.count` when there is none).
    let cut: Int
    let candidateLines: [Range<Int>]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Range<Int>] = []
        var start: Int?
        var cut = bytes.count
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A || byte == 0x0D {
                if let first = start { lines.append(first..<index) }
                start = nil
            } else if start == nil {
                if lines.count == EncodingDetector.scoredLines {
                    cut = index
                    break
                }
                start = index
            }
        }
        if let first = start, cut == bytes.count { lines.append(first..<bytes.count) }
        self.cut = cut
        candidateLines = lines.filter { range in
            let line = bytes[range]
            guard line.contains(where: { $0 >= 0x80 }) else { return false }
            let cells = line.split(whereSeparator: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") || $0 == 0x09 })
            // ASCII cells only: they read the same in every candidate.
            return !ColumnInference.isDataRow(cells.map(ByteText.trimmed).filter { $0.allSatisfy { $0 < 0x80 } })
        }
    }
}

/// The header names one line of UTF-8 text holds, as encoding detection counts them; none in a
/// data row (a date and an amount: ``ColumnInference/isDataRow(_:)``), whatever words it holds.
struct HeaderLineWords {
    /// The line's cells (split at `,` `;` TAB `|`).
    let cells: [ArraySlice<UInt8>]
    /// The keys of its cells with non-ASCII bytes.
    let keys: [String]
    /// How many of those ``ColumnVocabulary`` knows.
    let nonASCII: Int

    init(_ line: ArraySlice<UInt8>) {
        guard line.contains(where: { $0 >= 0x80 }) else {
            cells = []
            keys = []
            nonASCII = 0
            return
        }
        let cells = line.split(whereSeparator: {
            $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") || $0 == 0x09 || $0 == UInt8(ascii: "|")
        })
        guard !ColumnInference.isDataRow(cells.map(ByteText.trimmed)) else {
            self.cells = []
            keys = []
            nonASCII = 0
            return
        }
        self.cells = cells
        keys = cells.filter { $0.contains(where: { $0 >= 0x80 }) }.map {
            HeaderName(String(decoding: $0, as: UTF8.self)).key
        }
        nonASCII = keys.filter { !$0.isEmpty && ColumnVocabulary.kind(of: $0) != nil }.count
    }

    /// Whether the non-ASCII names make up a known export's header signature.
    var isProfileSignature: Bool { !keys.isEmpty && ExportProfiles.recognise(Set(keys)) != nil }

    /// How many of the line's all-ASCII cells ``ColumnVocabulary`` knows.
    func asciiNames() -> Int {
        cells.filter { cell in
            !cell.contains(where: { $0 >= 0x80 })
                && ColumnVocabulary.kind(of: HeaderName(String(decoding: cell, as: UTF8.self)).key) != nil
        }.count
    }
}

/// Which single-byte code page reads a non-UTF-8 input's bytes as text: each non-ASCII byte
/// inside a word (next to a letter or another non-ASCII byte) is a vote for every code page that
/// reads it as a letter, and a byte a code page lacks (or reads as a control character) rules that
/// code page out. `³` or `¹` inside a word is Polish `ł` or `ą` in Windows-1250; `œæ` is `ść`.
struct SingleByteVote {
    /// What the votes decided.
    enum Decision: Equatable {
        case encoding(TextEncoding)
        /// Two code pages read the words equally well but differently, from this byte on.
        case undecided(offset: Int, candidates: [TextEncoding])
        /// No code page reads the byte at this offset.
        case none(offset: Int)
    }

    static let candidates: [TextEncoding] = [.windows1252, .windows1250, .iso88592]

    let decision: Decision

    init(_ bytes: ArraySlice<UInt8>) {
        var votes = [Int](repeating: 0, count: SingleByteVote.candidates.count)
        var ruledOut = [Int?](repeating: nil, count: SingleByteVote.candidates.count)
        var firstSeen = [Int?](repeating: nil, count: 128)
        var firstHigh: Int?
        let start = bytes.startIndex
        for index in bytes.indices where bytes[index] >= 0x80 {
            let high = Int(bytes[index]) - 0x80
            let offset = index - start
            if firstHigh == nil { firstHigh = offset }
            if firstSeen[high] == nil { firstSeen[high] = offset }
            let before = index > start ? bytes[index - 1] : 0
            let after = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
            let inWord = SingleByteVote.isWordByte(before) || SingleByteVote.isWordByte(after)
            for (slot, table) in SingleByteVote.tables.enumerated() {
                switch table[high] {
                case .missing: if ruledOut[slot] == nil { ruledOut[slot] = offset }
                case .letter: if inWord { votes[slot] += 1 }
                case .other: break
                }
            }
        }
        let open = SingleByteVote.candidates.indices.filter { ruledOut[$0] == nil }
        guard let best = open.map({ votes[$0] }).max() else {
            decision = .none(offset: ruledOut.compactMap { $0 }.max() ?? firstHigh ?? 0)
            return
        }
        let winners = open.filter { votes[$0] == best }
        if winners.contains(0) || winners.count == 1 {
            decision = .encoding(SingleByteVote.candidates[winners.contains(0) ? 0 : winners[0]])
            return
        }
        // Windows-1250 and ISO-8859-2 tie: the same text when every byte seen reads the same in both.
        let differing = (0..<128).filter {
            firstSeen[$0] != nil && SingleByteVote.scalars[winners[0]][$0] != SingleByteVote.scalars[winners[1]][$0]
        }
        if let first = differing.compactMap({ firstSeen[$0] }).min() {
            decision = .undecided(offset: first, candidates: winners.map { SingleByteVote.candidates[$0] })
        } else {
            decision = .encoding(SingleByteVote.candidates[winners[0]])
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool { byte >= 0x80 || ByteClass.isLetter(byte) }

    /// What a byte 0x80...0xFF is in a code page.
    enum Reading { case letter, other, missing }

    /// Each candidate's characters for 0x80...0xFF (`nil` where it has none), from the reader's
    /// own Windows-1252 table and iconv for the others.
    static let scalars: [[Unicode.Scalar?]] = candidates.map { encoding in
        (0x80...0xFF).map { byte -> Unicode.Scalar? in
            if encoding == .windows1252 {
                let mapped = byte < 0xA0 ? EncodingNormalizer.highTable[byte - 0x80] : UInt32(byte)
                return mapped == 0 ? nil : Unicode.Scalar(mapped)
            }
            guard let converter = IconvConverter(from: encoding) else { return nil }
            var out: [UInt8] = []
            do {
                try [UInt8(byte)].withUnsafeBytes { try converter.convert($0, isLast: true, into: &out) }
            } catch {
                return nil
            }
            return String(decoding: out, as: UTF8.self).unicodeScalars.first
        }
    }

    static let tables: [[Reading]] = scalars.map { row in
        row.map { scalar in
            guard let scalar, !(0x80...0x9F).contains(scalar.value) else { return .missing }
            return Character(scalar).isLetter ? .letter : .other
        }
    }
}
