/// The currency symbols and codes an amount cell may carry around its number, matched on bytes.
enum CurrencyMark {
    /// The ISO 4217 code and byte length of the currency symbol or code at `index`, if any.
    ///
    /// Symbols: `₹` `₨` (INR), `$` `US$` (USD), `€` (EUR), `£` (GBP), `₩ ₺ ₽ ₴ ₪ ₱ ₦ ₸ ₫`,
    /// `円` (JPY), `元` (CNY) and the letter marks of ``localMark(_:at:end:letters:)``. Codes and `Rs`/`Rs.`
    /// match case-insensitively and must not run on into another letter (`INRX` is no code).
    static func match(_ p: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (code: String, length: Int)? {
        let first = p[index]
        switch first {
        case 0x24: return ("USD", 1) // $
        case 0xC2: // £ = C2 A3
            return index + 1 < end && p[index + 1] == 0xA3 ? ("GBP", 2) : nil
        case 0xE2: // ₹ = E2 82 B9, ₨ = E2 82 A8, € = E2 82 AC, and the other signs of the E2 82 block
            guard index + 2 < end, p[index + 1] == 0x82 else { return nil }
            switch p[index + 2] {
            case 0xB9, 0xA8: return ("INR", 3)
            case 0xAC: return ("EUR", 3)
            case 0xA9: return ("KRW", 3) // ₩
            case 0xBA: return ("TRY", 3) // ₺
            case 0xBD: return ("RUB", 3) // ₽
            case 0xB4: return ("UAH", 3) // ₴
            case 0xAA: return ("ILS", 3) // ₪
            case 0xB1: return ("PHP", 3) // ₱
            case 0xA6: return ("NGN", 3) // ₦
            case 0xB8: return ("KZT", 3) // ₸
            case 0xAB: return ("VND", 3) // ₫
            default: return nil
            }
        case 0xE5: // 円 = E5 86 86 (JPY), 元 = E5 85 83 (CNY)
            guard index + 2 < end else { return nil }
            if p[index + 1] == 0x86, p[index + 2] == 0x86 { return ("JPY", 3) }
            if p[index + 1] == 0x85, p[index + 2] == 0x83 { return ("CNY", 3) }
            return nil
        default:
            break
        }
        guard ByteClass.isLetter(first) else { return nil }
        var length = 0
        while index + length < end, ByteClass.isLetter(p[index + length]) { length += 1 }
        let a = ByteClass.lowered(first)
        let b = length > 1 ? ByteClass.lowered(p[index + 1]) : 0
        if let local = localMark(p, at: index, end: end, letters: length) { return local }
        if length == 2, a == UInt8(ascii: "r"), b == UInt8(ascii: "s") {
            // `Rs` or `Rs.`
            return index + 2 < end && p[index + 2] == UInt8(ascii: ".") ? ("INR", 3) : ("INR", 2)
        }
        if length == 2, a == UInt8(ascii: "u"), b == UInt8(ascii: "s"),
            index + 2 < end, p[index + 2] == 0x24
        {
            return ("USD", 3) // US$
        }
        guard length == 3 else { return nil }
        let c = ByteClass.lowered(p[index + 2])
        let key = UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
        guard let code = isoCodes[key] else { return nil }
        return (code, 3)
    }

    /// Marks that start with ASCII letters: `zł` (PLN), `Kč` (CZK), `Ft` (HUF), and a dollar
    /// sign after a country's letters: `R$` (BRL), `C$` `CA$` (CAD), `A$` `AU$` (AUD), `NZ$`,
    /// `HK$`, `S$` (SGD), `MX$` (MXN).
    private static func localMark(_ p: UnsafeBufferPointer<UInt8>, at index: Int, end: Int, letters: Int) -> (
        code: String, length: Int
    )? {
        let a = ByteClass.lowered(p[index])
        let b = letters > 1 ? ByteClass.lowered(p[index + 1]) : 0
        if letters == 1, index + 2 < end {
            if a == UInt8(ascii: "z"), p[index + 1] == 0xC5, p[index + 2] == 0x82 { return ("PLN", 3) }
            if a == UInt8(ascii: "k"), p[index + 1] == 0xC4, p[index + 2] == 0x8D { return ("CZK", 3) }
        }
        if letters == 2, a == UInt8(ascii: "f"), b == UInt8(ascii: "t") { return ("HUF", 2) }
        guard letters <= 2, index + letters < end, p[index + letters] == 0x24 else { return nil }
        let code: String?
        switch (a, b) {
        case (UInt8(ascii: "r"), 0): code = "BRL"
        case (UInt8(ascii: "c"), 0), (UInt8(ascii: "c"), UInt8(ascii: "a")): code = "CAD"
        case (UInt8(ascii: "a"), 0), (UInt8(ascii: "a"), UInt8(ascii: "u")): code = "AUD"
        case (UInt8(ascii: "n"), UInt8(ascii: "z")): code = "NZD"
        case (UInt8(ascii: "h"), UInt8(ascii: "k")): code = "HKD"
        case (UInt8(ascii: "s"), 0): code = "SGD"
        case (UInt8(ascii: "m"), UInt8(ascii: "x")): code = "MXN"
        default: code = nil
        }
        return code.map { ($0, letters + 1) }
    }

    /// The code `text` names when it is exactly one symbol or mark of ``match(_:at:end:)``
    /// (`₹`, `Rs.`, `US$`, `€`, `eur`), else `nil`.
    static func code(ofMark text: ArraySlice<UInt8>) -> String? {
        Array(text).withUnsafeBufferPointer { p -> String? in
            guard !p.isEmpty, let (code, length) = match(p, at: 0, end: p.count), length == p.count else { return nil }
            return code
        }
    }

    /// Three-letter ISO codes accepted in amount cells, keyed by their lower-case bytes.
    private static let isoCodes: [UInt32: String] = {
        var table: [UInt32: String] = [:]
        // The common codes, and every code whose exponent is not 2 (its amounts read differently).
        for code in [
            "INR", "USD", "EUR", "GBP", "CAD", "AUD", "NZD", "SGD", "HKD", "AED", "CHF", "SEK", "NOK", "DKK", "PLN",
            "ZAR",
            "CZK", "HUF", "RON", "BGN", "TRY", "BRL", "MXN", "ARS", "COP", "PEN", "CNY", "ILS", "THB", "MYR",
            "IDR", "PHP", "KES", "KZT", "NGN", "EGP", "SAR", "QAR", "UAH", "RUB", "TWD", "MAD", "LKR", "PKR", "BDT",
        ]
            + CurrencyExponent.exceptions.keys.sorted()
        {
            let bytes = Array(code.lowercased().utf8)
            table[UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])] = code
        }
        return table
    }()
}

extension CurrencyMark {
    /// The byte length of a `¥` (C2 A5) or full-width `￥` (EF BF A5) at `index`, else `nil`.
    /// The sign is both the yen's and the yuan's, so it names no currency: the amount takes the
    /// row's (WeChat Pay's `¥35.50` is CNY, a Japanese card's `¥1,280` JPY).
    static func yenYuanSignWidth(_ p: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int? {
        if p[index] == 0xC2, index + 1 < end, p[index + 1] == 0xA5 { return 2 }
        if p[index] == 0xEF, index + 2 < end, p[index + 1] == 0xBF, p[index + 2] == 0xA5 { return 3 }
        return nil
    }
}

extension CurrencyMark {
    /// The ISO 4217 code a Currency column's cell names, or `nil` when it names none.
    ///
    /// Any three ASCII letters are taken as a code (in any case: `eur` → `EUR`); a symbol or
    /// mark an amount cell may carry (`₹`, `Rs.`, `$`, `US$`, `€`, `£`) and the common English
    /// names (`Euro`, `Rupees`, `Pound Sterling`, `US Dollar`) are mapped to their code. A bare
    /// `Dollar` names none: it is the unit of USD, CAD, AUD, NZD, SGD, HKD …
    static func code(ofColumnValue cell: ArraySlice<UInt8>) -> String? {
        if let name = code(ofName: cell) { return name } // `lei`, `грн` before any three letters
        if cell.count == 3, cell.allSatisfy(ByteClass.isLetter) {
            return String(decoding: cell.map { ByteClass.lowered($0) &- 0x20 }, as: UTF8.self)
        }
        return code(ofMark: cell)
    }

    /// The ISO 4217 code a currency's written name or local abbreviation names (`Euro`, `руб.`,
    /// `บาท`, `人民币`), in any case and spacing, else `nil`. A name several currencies share (`kr`
    /// of the Nordic crowns, `dinar`, `rial`, `dollar`) names none.
    static func code(ofName text: ArraySlice<UInt8>) -> String? {
        let key = String(decoding: text.map { ByteClass.lowered($0) }, as: UTF8.self)
            .split(whereSeparator: { $0 == " " }).joined(separator: " ")
        return names[key]
    }

    /// Currency names written out in Currency columns, lower case, single-spaced.
    private static let names: [String: String] = [
        "euro": "EUR", "euros": "EUR",
        "rupee": "INR", "rupees": "INR", "indian rupee": "INR", "indian rupees": "INR",
        "pound": "GBP", "pounds": "GBP", "sterling": "GBP", "pound sterling": "GBP", "pounds sterling": "GBP",
        "us dollar": "USD", "us dollars": "USD", "u.s. dollar": "USD", "u.s. dollars": "USD",
        // Local abbreviations and names banks print in a currency column.
        "грн": "UAH", "грн.": "UAH", "гривня": "UAH", "руб": "RUB", "руб.": "RUB", "рубль": "RUB", "рублей": "RUB",
        "лв": "BGN", "лв.": "BGN", "lei": "RON", "tl": "TRY", "ytl": "TRY", "kč": "CZK", "ft": "HUF", "zł": "PLN",
        "дин": "RSD", "дин.": "RSD", "din": "RSD", "din.": "RSD", "円": "JPY", "元": "CNY", "人民币": "CNY", "원": "KRW",
        "บาท": "THB", "đồng": "VND", "₫": "VND", "rp": "IDR", "rm": "MYR", "ש\"ח": "ILS", "שח": "ILS", "₪": "ILS",
        // Finnish headers name the unit in the partitive: `Määrä EUROA`.
        "euroa": "EUR",
    ]
}
