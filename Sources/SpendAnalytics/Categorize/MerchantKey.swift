/// What makes two descriptions "the same merchant" for learning (docs/CATEGORIES.md: Learning from your own
/// data): a short key made from a description's bytes.
///
/// The description is case-folded (``CaseFolding``) and cut into words: runs of letters and
/// digits (any non-ASCII byte counts as a letter, so `Żabka` and `美团外卖` are words), with
/// apostrophes dropped (`JOE'S` is `joes`). Leading card and payment words (`POS`, `VISA`, `SQ`,
/// `TST`, `CB`, `Merchant Payment to` …) and leading numbers are skipped. The key is the next one
/// or two words that contain no digit, joined by a space; it stops at the first word with a digit,
/// so store numbers, references and dates after the name do not matter (`WHOLEFDS MKT 10234
/// AUSTIN TX` and `WHOLEFDS MKT 10388` are both `wholefds mkt`; `BIEDRONKA 3345 WARSZAWA` is
/// `biedronka`). A key needs at least three letters; a description without one has no key.
struct MerchantKey: Sendable, MerchantKeyMaker {
    /// Card, wallet and payment words skipped before the name (folded).
    static let noise: [[UInt8]] = [
        "pos", "upi", "visa", "debit", "credit", "card", "purchase", "sq", "tst", "paypal", "cb", "achat",
        "zakup", "compra", "merchant", "payment", "to", "pay", "buy", "at", "the", "prlv", "sepa", "vir",
        "ach", "eftpos", "contactless", "apple", "google", "покупка", "оплата",
    ].map { Array($0.utf8) }
    /// The longest noise word, in bytes.
    static let longestNoise = noise.map(\.count).max() ?? 0

    /// The last key made (valid after ``make(_:)`` returned `true`).
    private(set) var key: [UInt8] = []

    /// Makes the merchant key of `description` into ``key``; `false` when it has none. Reads only
    /// as far as the key's end, and folds only the key's bytes.
    mutating func make(_ description: [UInt8]) -> Bool {
        description.withUnsafeBufferPointer { MerchantKey.make($0, into: &key) }
    }

    /// ``make(_:)`` for bytes in memory, into `key` (replacing what it held).
    static func make(_ text: UnsafeBufferPointer<UInt8>, into key: inout [UInt8]) -> Bool {
        key.removeAll(keepingCapacity: true)
        var words = 0
        var letters = 0
        var index = 0
        let count = text.count
        while index < count && words < 2 {
            // The next word: letters, digits and dropped apostrophes.
            let start = index
            var hasDigit = false
            var hasApostrophe = false
            var wordBytes = 0
            while index < count {
                let byte = text[index]
                if byte >= 0x80 {
                    if byte == 0xE2, index + 2 < count, text[index + 1] == 0x80, text[index + 2] == 0x99 {
                        index += 3 // ’
                        hasApostrophe = true
                    } else {
                        index += 1
                        wordBytes += 1
                    }
                } else if (byte | 0x20) &- 0x61 < 26 {
                    index += 1
                    wordBytes += 1
                } else if byte &- 0x30 < 10 {
                    index += 1
                    wordBytes += 1
                    hasDigit = true
                } else if byte == 0x27 {
                    index += 1
                    hasApostrophe = true
                } else {
                    break
                }
            }
            let end = index
            index += 1 // the separator
            if wordBytes == 0 { continue }
            // While no word is taken the key is empty: the noise check may use it as scratch.
            if words == 0 && (hasDigit || isNoise(text, start, end, scratch: &key)) { continue }
            if hasDigit { break }
            if words > 0 { key.append(0x20) }
            if hasApostrophe {
                var position = start
                while position < end {
                    let byte = text[position]
                    if byte == 0x27 {
                        position += 1
                    } else if byte == 0xE2, position + 2 < end, text[position + 1] == 0x80, text[position + 2] == 0x99 {
                        position += 3
                    } else {
                        key.append(byte)
                        position += 1
                    }
                }
            } else {
                key.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<end]))
            }
            letters += wordBytes
            words += 1
        }
        CaseFolding.foldInPlace(&key)
        return letters >= 3
    }

    /// Whether `text[start..<end]`, folded, is a ``noise`` word: packed into two 64-bit words (ASCII
    /// letters folded on the fly) and compared with the packed ASCII noise words for a word starting
    /// with an ASCII byte, otherwise through a folded copy in `candidate` (empty on entry and on return).
    private static func isNoise(
        _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, scratch candidate: inout [UInt8]
    ) -> Bool {
        let length = end - start
        if text[start] < 0x80 {
            // Packed into two words (ASCII capitals folded), compared with the packed noise words.
            guard length <= 16 else { return false }
            var low: UInt64 = 0
            var high: UInt64 = 0
            for offset in 0..<length {
                var byte = text[start + offset]
                if byte &- 0x41 < 26 { byte |= 0x20 }
                if offset < 8 {
                    low |= UInt64(byte) << UInt64(offset * 8)
                } else {
                    high |= UInt64(byte) << UInt64((offset - 8) * 8)
                }
            }
            // The ASCII words of ``noise``, packed (a test checks each is skipped): one longer
            // than eight bytes, the others compared in one switch.
            if length > 8 { return low == 0x6C74_6361_746E_6F63 && high == 0x0000_0000_0073_7365 } // contactless
            switch low {
            case 0x0000_0000_0073_6F70, // pos
                0x0000_0000_0069_7075, // upi
                0x0000_0000_6173_6976, // visa
                0x0000_0074_6962_6564, // debit
                0x0000_7469_6465_7263, // credit
                0x0000_0000_6472_6163, // card
                0x6573_6168_6372_7570, // purchase
                0x0000_0000_0000_7173, // sq
                0x0000_0000_0074_7374, // tst
                0x0000_6C61_7079_6170, // paypal
                0x0000_0000_0000_6263, // cb
                0x0000_0074_6168_6361, // achat
                0x0000_0070_756B_617A, // zakup
                0x0000_6172_706D_6F63, // compra
                0x746E_6168_6372_656D, // merchant
                0x0074_6E65_6D79_6170, // payment
                0x0000_0000_0000_6F74, // to
                0x0000_0000_0079_6170, // pay
                0x0000_0000_0079_7562, // buy
                0x0000_0000_0000_7461, // at
                0x0000_0000_0065_6874, // the
                0x0000_0000_766C_7270, // prlv
                0x0000_0000_6170_6573, // sepa
                0x0000_0000_0072_6976, // vir
                0x0000_0000_0068_6361, // ach
                0x0000_736F_7074_6665, // eftpos
                0x0000_0065_6C70_7061, // apple
                0x0000_656C_676F_6F67: // google
                return true
            default: return false
            }
        }
        guard length <= MerchantKey.longestNoise else { return false }
        // Left empty, as it came.
        defer { candidate.removeAll(keepingCapacity: true) }
        candidate.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<end]))
        CaseFolding.foldInPlace(&candidate)
        for word in MerchantKey.noise where word == candidate { return true }
        return false
    }

    /// Makes keys as ``make(_:)`` does, with their ``LearnedMerchants/hash(_:)``, for the reader
    /// to make ahead on its tokenizer thread (``MerchantKeying``).
    static func keying(requiresCategoryColumn: Bool) -> MerchantKeying {
        MerchantKeying(maker: MerchantKey.self, requiresCategoryColumn: requiresCategoryColumn)
    }

    /// ``MerchantKeyMaker``: ``make(_:into:)`` with the key's ``LearnedMerchants/hash(_:)``.
    static func makeKey(_ description: UnsafeBufferPointer<UInt8>, into key: inout [UInt8]) -> UInt64? {
        make(description, into: &key) ? key.withUnsafeBufferPointer(LearnedMerchants.hash) : nil
    }

    /// The key of `description` as text (tests, explanations), `nil` when it has none.
    static func of(_ description: String) -> String? {
        var maker = MerchantKey()
        return maker.make(Array(description.utf8)) ? String(decoding: maker.key, as: UTF8.self) : nil
    }
}
