/// One header cell as the matcher sees it: the text as written, a key for matching and the
/// currency the name carries (`Amount (INR )` → key `amount`, currency `INR`).
///
/// Keys are lowercased and keep only letters and digits, so `Withdrawal Amt.`, `Chq./Ref.No.`
/// and `Trans. Date` match `withdrawalamt`, `chqrefno` and `transdate`, and `Zahlungsempfänger*in`
/// matches `zahlungsempfängerin`. A parenthesised currency (`(INR)`, `(in Rs)`, `(€)`) is taken
/// out of the key.
struct HeaderName: Sendable, Hashable {
    /// The cell, trimmed.
    let text: String
    let key: String
    let currency: String?

    /// Header cells longer than this are text, not column names.
    static let maximumLength = 120

    init(_ raw: String) {
        let text = raw.trimmingWhitespace()
        self.text = text
        guard text.utf8.count <= HeaderName.maximumLength else {
            key = ""
            currency = nil
            return
        }
        var base = Substring(text)
        var currency: String?
        if let open = text.lastIndex(of: "("), let close = text[open...].firstIndex(of: ")"),
           let code = HeaderName.currencyCode(in: text[text.index(after: open)..<close]) {
            currency = code
            base = text[..<open] + text[text.index(after: close)...]
        }
        var key = HeaderName.normalize(base)
        if currency == nil {
            // `Amount INR`, `Betrag EUR`: a code glued to the end of a known amount name.
            for code in HeaderName.suffixCodes where key.count > code.count + 2 && key.hasSuffix(code) {
                let stem = String(key.dropLast(code.count))
                if ColumnVocabulary.isMoneyName(stem) {
                    key = stem
                    currency = code.uppercased()
                    break
                }
            }
        }
        self.key = key
        self.currency = currency
    }

    /// Lowercased letters and digits of `text`, everything else dropped.
    static func normalize(_ text: Substring) -> String {
        var out = ""
        for character in text.lowercased() where character.isLetter || character.isNumber {
            out.append(character)
        }
        return out
    }

    private static let suffixCodes = ["inr", "eur", "usd", "gbp"]

    /// The ISO code named by a header's parenthesis (`INR `, `in Rs`, `€`, `in ₹`), if it is one.
    static func currencyCode(in inner: Substring) -> String? {
        var word = inner.trimmingWhitespace()
        if word.lowercased().hasPrefix("in ") { word = word.dropFirst(3).trimmingWhitespace() }
        if word.hasSuffix(".") { word.removeLast() }
        if let mark = CurrencyMark.code(ofMark: Array(word.utf8)[...]) { return mark }
        if word.count == 3, word.allSatisfy({ $0.isASCII && $0.isLetter }) {
            let code = word.uppercased()
            return HeaderCurrencyCodes.isKnownCode(code) ? code : nil
        }
        return nil
    }
}

/// The ISO 4217 codes the reader accepts when a header names one (`Amount (CHF)`); symbols and
/// marks (`Betrag (€)`, `in Rs.`) are ``CurrencyMark``'s.
enum HeaderCurrencyCodes {
    private static let known: Set<String> = [
        "INR", "EUR", "USD", "GBP", "CHF", "AUD", "CAD", "NZD", "SGD", "HKD", "JPY", "CNY", "AED",
        "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RON", "BGN", "TRY", "ZAR", "BRL", "MXN", "ISK",
        "ILS", "THB", "MYR", "IDR", "PHP", "KRW", "SAR", "QAR", "LKR", "NPR", "BDT", "PKR",
    ]

    static func isKnownCode(_ code: String) -> Bool { known.contains(code) }
}
