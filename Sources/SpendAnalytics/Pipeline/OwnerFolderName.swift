/// The folder name of an owner in `spendreport batch` (docs/BATCH.md: Batch): an injective escape that
/// is safe on every common disk.
///
/// The owner's UTF-8 bytes are written as follows:
/// - `a`–`z`, `0`–`9`, `-`, `_` as they are, and `.` except as the first or the last character;
/// - an uppercase `A`–`Z` as `^` and the letter in lowercase (`Cust7` → `^cust7`);
/// - every other byte (including `^`, `~`, `/`, `\`, control characters, spaces, non-ASCII) as
///   `~` and two lowercase hex digits (`a/b` → `a~2fb`, `é` → `~c3~a9`).
///
/// So a name is made of lowercase letters, digits and `-_.^~` only: two owners that differ only
/// in case get names that differ in more than case (no clash on a case-insensitive disk), and no
/// name is empty, `.`, `..`, hidden, or ends in a dot. When the part before the first dot is a
/// name Windows reserves (`con`, `prn`, `aux`, `nul`, `com0`–`com9`, `lpt0`–`lpt9`) or the
/// whole name is one the batch run writes itself (`batch-summary.json`), the last character
/// before the first dot is written as `~XX` too (`CON` → `^c^o^n` is safe already; `con` →
/// `co~6e`, `con.txt` → `co~6e.txt`, `batch-summary.json` → `batch-summar~79.json`).
///
/// Every such name decodes back to its owner (``owner(of:)``), which is why the escape is
/// injective. A name that would be longer than 255 bytes (most file systems' limit) is shortened
/// instead: its first escaped characters (whole escapes, at most ``shortenedPrefixBytes`` bytes),
/// then `~~` and the 64 hex digits of the SHA-256 of the owner's bytes. The escape never writes
/// `~~` (a `~` is always followed by two hex digits), so a shortened name cannot be any other
/// owner's escaped name, and two shortened names differ whenever the owners' bytes do (short of a
/// SHA-256 collision). The owner is compared byte for byte throughout: `café` written with é
/// (U+00E9) and with e and U+0301 are two owners with two folders.
enum OwnerFolderName {
    /// The names the batch run writes beside the owners' folders.
    static let reservedNames: Set<String> = ["batch-summary.json"]
    static let windowsDevices: Set<String> = Set(
        ["con", "prn", "aux", "nul"]
            + (0...9).map { "com\($0)" } + (0...9).map { "lpt\($0)" })
    static let maximumBytes = 255
    /// The escaped characters a shortened name keeps, at most: 255 less `~~` and 64 hex digits.
    static let shortenedPrefixBytes = maximumBytes - 2 - 64
    /// What separates a shortened name's prefix from its digest (never written by the escape).
    static let digestMark = "~~"

    /// The folder name for `owner` (as its UTF-8); `nil` only for the empty owner.
    static func name(for owner: String) -> String? { name(for: ExactName(owner)) }

    /// The folder name for the owner whose bytes are `owner`; `nil` only when it has none.
    static func name(for owner: ExactName) -> String? {
        guard let escaped = escapedName(owner.bytes) else { return nil }
        guard escaped.utf8.count > maximumBytes else { return escaped }
        // Cut at a whole escape (`~XX` and `^x` are never split) that starts a whole character
        // (never before a UTF-8 continuation byte), so the prefix reads as the owner's first characters.
        let bytes = Array(escaped.utf8)
        var cuts: [(end: Int, startsCharacter: Bool)] = []
        var index = 0
        while index < bytes.count {
            let length = bytes[index] == UInt8(ascii: "~") ? 3 : bytes[index] == UInt8(ascii: "^") ? 2 : 1
            let continuation =
                length == 3
                && (bytes[index + 1] == UInt8(ascii: "8") || bytes[index + 1] == UInt8(ascii: "9")
                    || bytes[index + 1] == UInt8(ascii: "a") || bytes[index + 1] == UInt8(ascii: "b"))
            cuts.append((index, !continuation))
            index += length
        }
        let end = cuts.last { $0.end <= shortenedPrefixBytes && $0.startsCharacter }?.end ?? 0
        let prefix = bytes[..<end]
        // A prefix may end with the dot the escape keeps inside a name: the digest follows it.
        return String(decoding: prefix, as: UTF8.self) + digestMark + SHA256.hex(owner.bytes)
    }

    /// The escape of `bytes` (any length), `nil` when empty.
    private static func escapedName(_ bytes: [UInt8]) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        for (index, byte) in bytes.enumerated() {
            let isEdge = index == 0 || index == bytes.count - 1
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"):
                out.append(byte)
            case UInt8(ascii: ".") where !isEdge:
                out.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                out.append(contentsOf: [UInt8(ascii: "^"), byte | 0x20])
            default:
                appendHex(byte, to: &out)
            }
        }
        var name = String(decoding: out, as: UTF8.self)
        let stem =
            name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
        if windowsDevices.contains(stem) || reservedNames.contains(name) {
            // The stem is plain letters and digits here: escape its last one.
            var escaped = Array(stem.utf8)
            let last = escaped.removeLast()
            appendHex(last, to: &escaped)
            name = String(decoding: escaped, as: UTF8.self) + name.dropFirst(stem.count)
        }
        return name.isEmpty ? nil : name
    }

    /// The owner a folder name stands for (the inverse of ``name(for:)``), `nil` when the text
    /// is not a name the escape writes (a shortened name among them: its digest does not decode).
    static func owner(of name: String) -> String? {
        guard !name.contains(digestMark) else { return nil }
        let bytes = Array(name.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "^"):
                guard index + 1 < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index + 1]) else {
                    return nil
                }
                out.append(bytes[index + 1] & ~0x20)
                index += 2
            case UInt8(ascii: "~"):
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                    let low = hexValue(bytes[index + 2])
                else { return nil }
                out.append(high << 4 | low)
                index += 3
            default:
                out.append(byte)
                index += 1
            }
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func appendHex(_ byte: UInt8, to out: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        out.append(contentsOf: [UInt8(ascii: "~"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
