import Foundation

/// One header cell as the matcher sees it: the text as written, a key for matching and the
/// currency the name carries (`Amount (INR )` → key `amount`, currency `INR`).
///
/// Keys are lowercased and keep only letters and digits, so `Withdrawal Amt.`, `Chq./Ref.No.`
/// and `Trans. Date` match `withdrawalamt`, `chqrefno` and `transdate`, and `Zahlungsempfänger*in`
/// matches `zahlungsempfängerin`; `#Data operacji` and `*Amount` match by their words. A
/// parenthesised currency (`(INR)`, `(in Rs)`, `(€)`, `Kwota (PLN)`, `金额（元）`) is taken out of
/// the key, and a name that is only a currency (`CAD$`, `USD$`, `€`) is an amount in it.
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
        if let code = HeaderName.bareCurrency(text) {
            // `CAD$`, `USD$`, `#PLN`, `€`: a column named by its currency alone holds amounts in it.
            key = "amount"
            currency = code
            return
        }
        var base = Substring(text)
        var currency: String?
        let open = text.lastIndex(where: { $0 == "(" || $0 == "（" })
        if let open, let close = text[open...].firstIndex(where: { $0 == ")" || $0 == "）" }),
            let code = HeaderName.currencyCode(in: text[text.index(after: open)..<close])
        {
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
        if currency == nil, let space = text.lastIndex(where: { $0 == " " }), ColumnVocabulary.kind(of: key) == nil,
            !ExportProfiles.columnKeys.contains(key)
        {
            // `Määrä EUROA`, `Сумма руб.`: a currency's name as the last word of a known amount name
            // (a profile's own name, Crédit Agricole's `Débit euros`, stays as it is).
            let word = text[text.index(after: space)...]
            let stem = HeaderName.normalize(text[..<space])
            if let code = CurrencyMark.code(ofName: Array(word.utf8)[...]), ColumnVocabulary.isMoneyName(stem) {
                key = stem
                currency = code
            }
        }
        // `출금액(원)`, `Tutar (TL)`: a short parenthesis (a unit, four characters at most) that is no
        // currency the reader knows, at the end of a name it does know, is read without it;
        // `Amount (Foreign Currency)` is another column, not the amount.
        if currency == nil, ColumnVocabulary.kind(of: key) == nil, let open,
            text.last == ")" || text.last == "）", text.distance(from: open, to: text.endIndex) <= 6
        {
            let stem = HeaderName.normalize(text[..<open])
            if !stem.isEmpty, ColumnVocabulary.kind(of: stem) != nil { key = stem }
        }
        // `Ngày giao dịch/Transaction Date`: a name in two languages is read by the part the
        // reader knows.
        if currency == nil, ColumnVocabulary.kind(of: key) == nil, text.contains("/") {
            for part in text.split(separator: "/") {
                let partKey = HeaderName.normalize(part)
                if !partKey.isEmpty, ColumnVocabulary.kind(of: partKey) != nil {
                    key = partKey
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

    private static let suffixCodes = [
        "inr", "eur", "usd", "gbp", "pln", "chf", "cad", "aud", "czk", "huf", "sek", "nok", "dkk",
    ]

    /// The code a header names when it is nothing but a currency (after any `#`, `*` or quotes
    /// around it): a known ISO code with or without a `$` (`CAD$`, `USD$`, `$CAD`, `PLN`), or a
    /// sign or mark (`€`, `zł`, `C$`).
    static func bareCurrency(_ text: String) -> String? {
        let inner = text.trimmingCharacters(in: HeaderName.decoration).trimmingWhitespace()
        guard !inner.isEmpty, inner.count <= 4 else { return nil }
        var letters = Substring(inner)
        if letters.hasSuffix("$") { letters.removeLast() } else if letters.hasPrefix("$") { letters.removeFirst() }
        if letters.count == 3, letters.allSatisfy({ $0.isASCII && $0.isLetter && $0.isUppercase }),
            HeaderCurrencyCodes.isKnownCode(String(letters))
        {
            return String(letters)
        }
        return CurrencyMark.code(ofMark: Array(inner.utf8)[...])
    }

    /// What exports put around a header name: `#Kwota`, `*Amount`, `"Date"`.
    private static let decoration = CharacterSet(charactersIn: "#*\"'")

    /// The ISO code named by a header's parenthesis (`INR `, `in Rs`, `€`, `in ₹`), if it is one.
    static func currencyCode(in inner: Substring) -> String? {
        var word = inner.trimmingWhitespace()
        if word.lowercased().hasPrefix("in ") { word = word.dropFirst(3).trimmingWhitespace() }
        if word.hasSuffix(".") { word.removeLast() }
        if let mark = CurrencyMark.code(ofMark: Array(word.utf8)[...])
            ?? CurrencyMark.code(ofName: Array(word.utf8)[...])
        {
            return mark
        }
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
        "KES", "KZT", "NGN", "EGP", "ARS", "COP", "PEN", "CLP", "UAH", "TWD", "MAD", "VND",
    ]

    static func isKnownCode(_ code: String) -> Bool { known.contains(code) }

    /// The code a cell names when it is nothing but a currency: three letters that are a code
    /// this list or an amount cell knows, in any case (`AED`, `kwd`), a currency's name (`人民币`,
    /// `lei`) or a sign longer than `$` (`€`, `zł`; a lone `$` is several countries' dollar).
    static func code(ofCell bytes: ArraySlice<UInt8>) -> String? {
        if bytes.count == 3, bytes.allSatisfy(ByteClass.isLetter) {
            let upper = String(decoding: bytes, as: UTF8.self).uppercased()
            return isKnownCode(upper) ? upper : CurrencyMark.code(ofMark: bytes)
        }
        return CurrencyMark.code(ofName: bytes) ?? (bytes.count > 1 ? CurrencyMark.code(ofMark: bytes) : nil)
    }
}
