/// What makes two descriptions "the same merchant" for learning (README: Learning from your own
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
struct MerchantKey: Sendable {
    /// Card, wallet and payment words skipped before the name (folded).
    static let noise: Set<[UInt8]> = Set([
        "pos", "upi", "visa", "debit", "credit", "card", "purchase", "sq", "tst", "paypal", "cb", "achat",
        "zakup", "compra", "merchant", "payment", "to", "pay", "buy", "at", "the", "prlv", "sepa", "vir",
        "ach", "eftpos", "contactless", "apple", "google", "покупка", "оплата",
    ].map { Array($0.utf8) })

    /// The last key made (valid after ``make(_:)`` returned `true`).
    private(set) var key: [UInt8] = []
    // Working buffers, reused from row to row.
    private var folded: [UInt8] = []
    private var word: [UInt8] = []
    private var wordHasDigit = false
    private var words = 0
    private var letters = 0
    private var done = false

    /// Makes the merchant key of `description` into ``key``; `false` when it has none.
    mutating func make(_ description: [UInt8]) -> Bool {
        key.removeAll(keepingCapacity: true)
        folded.removeAll(keepingCapacity: true)
        folded.append(contentsOf: description)
        CaseFolding.foldInPlace(&folded)
        words = 0
        letters = 0
        done = false
        word.removeAll(keepingCapacity: true)
        wordHasDigit = false
        var index = 0
        let count = folded.count
        while index < count && !done {
            let byte = folded[index]
            if byte == 0x27 {
                // An apostrophe is dropped without ending the word.
            } else if byte == 0xE2, index + 2 < count, folded[index + 1] == 0x80, folded[index + 2] == 0x99 {
                index += 2  // ’, dropped likewise
            } else if byte >= 0x80 || (byte | 0x20) &- 0x61 < 26 {
                word.append(byte)
            } else if byte &- 0x30 < 10 {
                word.append(byte)
                wordHasDigit = true
            } else {
                finishWord()
            }
            index += 1
        }
        finishWord()
        return letters >= 3
    }

    /// Ends the current word: skips it, adds it to the key, or ends the key.
    private mutating func finishWord() {
        defer {
            word.removeAll(keepingCapacity: true)
            wordHasDigit = false
        }
        if word.isEmpty || done { return }
        if words == 0 && (wordHasDigit || MerchantKey.noise.contains(word)) { return }
        if wordHasDigit {
            done = true
            return
        }
        if words > 0 { key.append(0x20) }
        key.append(contentsOf: word)
        letters += word.count
        words += 1
        if words == 2 { done = true }
    }

    /// The key of `description` as text (tests, explanations), `nil` when it has none.
    static func of(_ description: String) -> String? {
        var maker = MerchantKey()
        return maker.make(Array(description.utf8)) ? String(decoding: maker.key, as: UTF8.self) : nil
    }
}
