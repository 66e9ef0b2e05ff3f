/// The character encoding of an input file.
///
/// UTF-8 and Windows-1252 are read by the reader's own code; the others are converted into
/// UTF-8 once, block by block, through glibc's iconv (``IconvConverter``) before the tokenizer.
public enum TextEncoding: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case utf8 = "utf-8"
    case windows1252 = "windows-1252"
    /// Central European Windows code page (Polish, Czech, Slovak, Hungarian, Slovene, Croatian …).
    case windows1250 = "windows-1250"
    /// Central European ISO code page (Latin-2).
    case iso88592 = "iso-8859-2"
    /// Japanese Shift_JIS, read as its Windows form (code page 932), which Japanese banks write.
    case shiftJIS = "shift_jis"
    /// Chinese GB18030 (a superset of GBK and GB2312).
    case gb18030 = "gb18030"
    /// Traditional Chinese Big5 (Taiwan, Hong Kong).
    case big5 = "big5"
    /// Korean, code page 949 (a superset of EUC-KR).
    case cp949 = "cp949"
    /// Japanese EUC-JP.
    case eucJP = "euc-jp"
    /// Cyrillic Windows code page (Russian, Ukrainian, Bulgarian, Serbian …).
    case windows1251 = "windows-1251"
    /// Russian KOI8-R.
    case koi8r = "koi8-r"
    /// Greek Windows code page.
    case windows1253 = "windows-1253"
    /// Turkish Windows code page.
    case windows1254 = "windows-1254"
    /// Hebrew Windows code page.
    case windows1255 = "windows-1255"
    /// Arabic Windows code page.
    case windows1256 = "windows-1256"
    /// Baltic Windows code page.
    case windows1257 = "windows-1257"
    /// Vietnamese Windows code page.
    case windows1258 = "windows-1258"
    /// Thai Windows code page (a superset of TIS-620).
    case windows874 = "windows-874"
    /// The ISO-8859 family: Baltic (4), Cyrillic (5), Greek (7), Hebrew (8), Turkish (9),
    /// Baltic Rim (13), Western with the euro (15).
    case iso88594 = "iso-8859-4"
    case iso88595 = "iso-8859-5"
    case iso88597 = "iso-8859-7"
    case iso88598 = "iso-8859-8"
    case iso88599 = "iso-8859-9"
    case iso885913 = "iso-8859-13"
    case iso885915 = "iso-8859-15"
    /// UTF-16 whose byte order a byte order mark or the bytes tell (little-endian when neither does).
    case utf16 = "utf-16"
    case utf16LE = "utf-16le"
    case utf16BE = "utf-16be"

    public var description: String { rawValue }

    /// Parses a user's `--encoding` value (`utf8`, `UTF-8`, `cp1252`, `windows-1252`, `latin1`,
    /// `cp1250`, `latin2`, `sjis`, `cp932`, `gbk`, `utf-16le` …).
    public init?(name: String) {
        let key = name.lowercased().filter { $0.isLetter || $0.isNumber }
        switch key {
        case "utf8": self = .utf8
        case "windows1252", "cp1252", "win1252", "latin1", "iso88591", "ansi": self = .windows1252
        case "windows1250", "cp1250", "win1250": self = .windows1250
        case "iso88592", "latin2": self = .iso88592
        case "shiftjis", "sjis", "cp932", "windows31j", "ms932": self = .shiftJIS
        case "gb18030", "gbk", "gb2312", "cp936": self = .gb18030
        case "big5", "cp950", "big5hkscs": self = .big5
        case "cp949", "euckr", "uhc", "ks_c_5601_1987", "ksc56011987", "windows949": self = .cp949
        case "eucjp": self = .eucJP
        case "windows1251", "cp1251", "win1251": self = .windows1251
        case "koi8r", "koi8": self = .koi8r
        case "windows1253", "cp1253", "win1253": self = .windows1253
        case "windows1254", "cp1254", "win1254": self = .windows1254
        case "windows1255", "cp1255", "win1255": self = .windows1255
        case "windows1256", "cp1256", "win1256": self = .windows1256
        case "windows1257", "cp1257", "win1257": self = .windows1257
        case "windows1258", "cp1258", "win1258": self = .windows1258
        case "windows874", "cp874", "tis620", "iso885911": self = .windows874
        case "iso88594", "latin4": self = .iso88594
        case "iso88595", "cyrillic": self = .iso88595
        case "iso88597", "greek": self = .iso88597
        case "iso88598", "hebrew": self = .iso88598
        case "iso88599", "latin5": self = .iso88599
        case "iso885913", "latin7": self = .iso885913
        case "iso885915", "latin9": self = .iso885915
        case "utf16", "ucs2": self = .utf16
        case "utf16le": self = .utf16LE
        case "utf16be": self = .utf16BE
        default: return nil
        }
    }

    /// The names `--encoding` accepts, for usage messages.
    public static var acceptedNames: String { InputError.Reason.encodingNames }

    /// Whether the reader converts this encoding through iconv (every one but UTF-8 and Windows-1252).
    var isConverted: Bool { self != .utf8 && self != .windows1252 }

    /// The name glibc's iconv knows it by (`nil` for the encodings read without iconv, and for
    /// ``utf16``, whose byte order is decided first).
    var iconvName: String? {
        switch self {
        case .utf8, .windows1252, .utf16: return nil
        case .windows1250: return "CP1250"
        case .iso88592: return "ISO-8859-2"
        case .shiftJIS: return "CP932"
        case .gb18030: return "GB18030"
        case .big5: return "BIG5"
        case .cp949: return "CP949"
        case .eucJP: return "EUC-JP"
        case .windows1251: return "CP1251"
        case .koi8r: return "KOI8-R"
        case .windows1253: return "CP1253"
        case .windows1254: return "CP1254"
        case .windows1255: return "CP1255"
        case .windows1256: return "CP1256"
        case .windows1257: return "CP1257"
        case .windows1258: return "CP1258"
        case .windows874: return "CP874"
        case .iso88594: return "ISO-8859-4"
        case .iso88595: return "ISO-8859-5"
        case .iso88597: return "ISO-8859-7"
        case .iso88598: return "ISO-8859-8"
        case .iso88599: return "ISO-8859-9"
        case .iso885913: return "ISO-8859-13"
        case .iso885915: return "ISO-8859-15"
        case .utf16LE: return "UTF-16LE"
        case .utf16BE: return "UTF-16BE"
        }
    }
}

/// Recognises a UTF-16 input from its first bytes, so that it is refused by name instead of read
/// as text full of NULs: a byte order mark (`FF FE`, `FE FF`), or, without one, NUL bytes in most
/// odd (little-endian) or most even (big-endian) positions of the first kilobytes — which no
/// UTF-8 or Windows-1252 export has.
enum UTF16Sniffer {
    /// Bytes looked at.
    static let window = 4096

    /// The UTF-16 form `prefix` is in, or `nil` when it does not look like UTF-16.
    static func form(of prefix: ArraySlice<UInt8>) -> UTF16Form? {
        let start = prefix.startIndex
        if prefix.count >= 2 {
            if prefix[start] == 0xFF, prefix[start + 1] == 0xFE {
                return UTF16Form(littleEndian: true, byteOrderMark: true)
            }
            if prefix[start] == 0xFE, prefix[start + 1] == 0xFF {
                return UTF16Form(littleEndian: false, byteOrderMark: true)
            }
        }
        let pairs = min(prefix.count, window) / 2
        guard pairs >= 2 else { return nil }
        // Either form needs NUL in more than half the pairs: none at all (nearly every input) is neither.
        guard prefix.withUnsafeBytes({ holdsNUL(UnsafeRawBufferPointer(rebasing: $0.prefix(2 * pairs))) }) else {
            return nil
        }
        var evenZeros = 0
        var oddZeros = 0
        for pair in 0..<pairs {
            if prefix[start + 2 * pair] == 0 { evenZeros += 1 }
            if prefix[start + 2 * pair + 1] == 0 { oddZeros += 1 }
        }
        // Text of mostly ASCII characters: one byte of each pair is NUL, the other almost never.
        if oddZeros * 2 > pairs, evenZeros * 8 < pairs { return UTF16Form(littleEndian: true, byteOrderMark: false) }
        if evenZeros * 2 > pairs, oddZeros * 8 < pairs { return UTF16Form(littleEndian: false, byteOrderMark: false) }
        return nil
    }

    /// Whether `bytes` holds a NUL, eight bytes at a time.
    private static func holdsNUL(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if ByteWord.hasByte(word, below: 1) { return true }
            index += 8
        }
        return bytes[index...].contains(0)
    }
}

/// Turns input bytes into UTF-8 block by block: passes UTF-8 through (checking it), or maps
/// Windows-1252 to UTF-8. In `auto` mode it stays undecided while the bytes are ASCII, picks
/// UTF-8 at the first valid multi-byte sequence and Windows-1252 at the first invalid one; an
/// invalid sequence after UTF-8 was chosen is an error (a file mixing encodings).
struct EncodingNormalizer {
    private(set) var chosen: TextEncoding?
    private var carry: [UInt8] = []
    private var atStart = true

    init(forced: TextEncoding?) { chosen = forced }

    /// A byte that is not valid UTF-8 where UTF-8 was chosen, at this offset of the block given
    /// to ``normalize(_:isLast:into:)`` (0 when it was carried over from the block before).
    enum Failure: Error { case invalidUTF8(offsetInBlock: Int) }

    /// Appends the UTF-8 form of `block` to `output`. `isLast` flushes a sequence cut at the end.
    mutating func normalize(_ block: UnsafeRawBufferPointer, isLast: Bool, into output: inout [UInt8]) throws {
        var bytes = UnsafeRawBufferPointer(block)
        var owned: [UInt8] = []
        let carried = carry.count
        if !carry.isEmpty {
            owned = carry + Array(block)
            carry.removeAll()
        }
        try owned.withUnsafeBytes { (ownedBytes: UnsafeRawBufferPointer) throws in
            if !owned.isEmpty { bytes = ownedBytes }
            var start = 0
            if atStart {
                if bytes.count < 3 && !isLast {
                    carry = Array(bytes)
                    return
                }
                start = byteOrderMark(at: bytes)
            }
            do {
                try convert(UnsafeRawBufferPointer(rebasing: bytes[start...]), isLast: isLast, into: &output)
            } catch Failure.invalidUTF8(let offset) {
                throw Failure.invalidUTF8(offsetInBlock: max(0, start + offset - carried))
            }
        }
    }

    /// The part of `block` that is UTF-8 as it stands, to be parsed where it is instead of copied
    /// (the same bytes ``normalize(_:isLast:into:)`` would append, and the same state after it):
    /// without a byte-order mark, and without a sequence cut at the block's end, which is kept for
    /// the next block as there. `nil` when the block must go through ``normalize(_:isLast:into:)``
    /// instead: bytes carried over from the block before, Windows-1252, or the first block shorter
    /// than a byte-order mark.
    mutating func inPlace(_ block: UnsafeRawBufferPointer, isLast: Bool) throws -> UnsafeRawBufferPointer? {
        guard carry.isEmpty, chosen != .windows1252 else { return nil }
        var start = 0
        if atStart {
            guard block.count >= 3 else { return nil }
            start = byteOrderMark(at: block)
        }
        let bytes = UnsafeRawBufferPointer(rebasing: block[start...])
        switch scanUTF8(bytes, isLast: isLast) {
        case .whole:
            return bytes
        case .cut(let index):
            carry = Array(UnsafeRawBufferPointer(rebasing: bytes[index...]))
            return UnsafeRawBufferPointer(rebasing: bytes[..<index])
        case .invalid(let index):
            if chosen == .utf8 { throw Failure.invalidUTF8(offsetInBlock: start + index) }
            // Only ASCII before it (so no byte-order mark): converted from here as Windows-1252.
            return nil
        }
    }

    /// The input's first bytes are `bytes`: the length of the UTF-8 byte-order mark they start
    /// with (3, which also decides UTF-8), or 0.
    private mutating func byteOrderMark(at bytes: UnsafeRawBufferPointer) -> Int {
        atStart = false
        guard bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF else { return 0 }
        if chosen == nil { chosen = .utf8 }
        return 3
    }

    private mutating func convert(_ bytes: UnsafeRawBufferPointer, isLast: Bool, into output: inout [UInt8]) throws {
        if chosen == .windows1252 {
            EncodingNormalizer.appendWindows1252(bytes, to: &output)
            return
        }
        output.reserveCapacity(output.count + bytes.count)
        switch scanUTF8(bytes, isLast: isLast) {
        case .whole:
            output.append(contentsOf: bytes)
        case .cut(let index):
            // A sequence cut by the block end: kept for the next block.
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[..<index]))
            carry = Array(UnsafeRawBufferPointer(rebasing: bytes[index...]))
        case .invalid(let index):
            if chosen == .utf8 { throw Failure.invalidUTF8(offsetInBlock: index) }
            // First invalid byte with only ASCII before it: the file is Windows-1252.
            chosen = .windows1252
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[..<index]))
            EncodingNormalizer.appendWindows1252(UnsafeRawBufferPointer(rebasing: bytes[index...]), to: &output)
        }
    }

    /// How far `bytes` are UTF-8.
    private enum UTF8Scan {
        /// All of them.
        case whole
        /// Up to a sequence the block's end cuts (not the last block), at this offset.
        case cut(Int)
        /// Up to a byte that is not UTF-8, at this offset.
        case invalid(Int)
    }

    /// Checks `bytes` as UTF-8: ASCII runs a word at a time, multi-byte sequences one by one (the
    /// first valid one makes an undecided input UTF-8).
    private mutating func scanUTF8(_ bytes: UnsafeRawBufferPointer, isLast: Bool) -> UTF8Scan {
        var index = 0
        let count = bytes.count
        while index < count {
            // Thirty-two, then eight ASCII bytes at a time (no high bit set).
            while index + 32 <= count {
                let word =
                    bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    | bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                    | bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                    | bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                if !ByteWord.isASCII(word) { break }
                index += 32
            }
            if index + 8 <= count,
                ByteWord.isASCII(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                index += 8
                continue
            }
            if index >= count { break }
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length = EncodingNormalizer.sequenceLength(lead: byte)
            if length > 0 && index + length > count && !isLast { return .cut(index) }
            if length > 0 && index + length <= count
                && EncodingNormalizer.isValidSequence(bytes, at: index, length: length)
            {
                if chosen == nil { chosen = .utf8 }
                index += length
                continue
            }
            return .invalid(index)
        }
        return .whole
    }

    /// Whether every byte of `bytes` is below 0x80 (eight at a time).
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        var high: UInt64 = 0
        while index + 8 <= bytes.count {
            high |= bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index += 1
        }
        return ByteWord.isASCII(high)
    }

    static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return 0
        }
    }

    static func isValidSequence(_ bytes: UnsafeRawBufferPointer, at index: Int, length: Int) -> Bool {
        let lead = bytes[index]
        for k in 1..<length where bytes[index + k] & 0xC0 != 0x80 { return false }
        let second = bytes[index + 1]
        switch lead {
        case 0xE0: return second >= 0xA0
        case 0xED: return second <= 0x9F
        case 0xF0: return second >= 0x90
        case 0xF4: return second <= 0x8F
        default: return true
        }
    }

    /// Windows-1252 code points for 0x80...0x9F (0 where the code page leaves a hole).
    static let highTable: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E,
        0x0178,
    ]

    /// The UTF-8 bytes of Windows-1252 bytes 0x80...0xFF (U+FFFD for the code page's holes).
    static let highUTF8: [[UInt8]] = (0x80...0xFF).map { byte in
        var scalar = UInt32(byte)
        if byte < 0xA0 {
            let mapped = highTable[byte - 0x80]
            scalar = mapped == 0 ? 0xFFFD : mapped
        }
        return Unicode.Scalar(scalar).map { Array(String(Character($0)).utf8) } ?? [0xEF, 0xBF, 0xBD]
    }

    /// Appends Windows-1252 `bytes` as UTF-8: ASCII runs copied whole, other bytes from a table.
    static func appendWindows1252(_ bytes: UnsafeRawBufferPointer, to output: inout [UInt8]) {
        output.reserveCapacity(output.count + bytes.count + bytes.count / 8)
        var runStart = 0
        for index in 0..<bytes.count where bytes[index] >= 0x80 {
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(contentsOf: highUTF8[Int(bytes[index]) - 0x80])
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart...]))
    }
}

extension TextEncoding {
    /// The encoding the first bytes of an input are in: UTF-8 (a BOM or a valid multi-byte
    /// sequence first), Windows-1252 (an invalid sequence first), `nil` when they are all ASCII.
    static func detect(in prefix: [UInt8], isWhole: Bool) -> TextEncoding? {
        // All ASCII: no byte order mark, no sequence to judge; the normalizer would stay undecided
        // after copying every byte.
        if prefix.withUnsafeBytes(EncodingNormalizer.isASCII) { return nil }
        var normalizer = EncodingNormalizer(forced: nil)
        var sink: [UInt8] = []
        sink.reserveCapacity(prefix.count + 64)
        do {
            try prefix.withUnsafeBytes { try normalizer.normalize($0, isLast: isWhole, into: &sink) }
        } catch {
            // UTF-8 first, then invalid bytes: the read itself reports where.
            return .utf8
        }
        return normalizer.chosen
    }
}
