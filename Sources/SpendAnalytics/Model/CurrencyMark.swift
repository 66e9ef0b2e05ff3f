/// The currency symbols and codes an amount cell may carry around its number, matched on bytes.
enum CurrencyMark {
    /// The ISO 4217 code and byte length of the currency symbol or code at `index`, if any.
    ///
    /// Symbols: `₹` `₨` (INR), `$` `US$` (USD), `€` (EUR), `£` (GBP), `₸` (KZT). Codes and `Rs`/`Rs.`
    /// match case-insensitively and must not run on into another letter (`INRX` is no code).
    static func match(_ p: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (code: String, length: Int)? {
        let first = p[index]
        switch first {
        case 0x24: return ("USD", 1) // $
        case 0xC2: // £ = C2 A3
            return index + 1 < end && p[index + 1] == 0xA3 ? ("GBP", 2) : nil
        case 0xE2: // ₹ = E2 82 B9, ₨ = E2 82 A8, € = E2 82 AC, ₸ = E2 82 B8
            guard index + 2 < end, p[index + 1] == 0x82 else { return nil }
            switch p[index + 2] {
            case 0xB9, 0xA8: return ("INR", 3)
            case 0xAC: return ("EUR", 3)
            case 0xB8: return ("KZT", 3)
            default: return nil
            }
        default:
            break
        }
        guard ByteClass.isLetter(first) else { return nil }
        var length = 0
        while index + length < end, ByteClass.isLetter(p[index + length]) { length += 1 }
        let a = ByteClass.lowered(first)
        let b = length > 1 ? ByteClass.lowered(p[index + 1]) : 0
        if length == 2, a == UInt8(ascii: "r"), b == UInt8(ascii: "s") {
            // `Rs` or `Rs.`
            return index + 2 < end && p[index + 2] == UInt8(ascii: ".") ? ("INR", 3) : ("INR", 2)
        }
        if length == 2, a == UInt8(ascii: "u"), b == UInt8(ascii: "s"),
           index + 2 < end, p[index + 2] == 0x24 {
            return ("USD", 3) // US$
        }
        guard length == 3 else { return nil }
        let c = ByteClass.lowered(p[index + 2])
        let key = UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
        guard let code = isoCodes[key] else { return nil }
        return (code, 3)
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
        for code in ["INR", "USD", "EUR", "GBP", "CAD", "AUD", "NZD", "SGD", "HKD", "AED", "CHF", "SEK", "NOK", "DKK", "PLN", "ZAR"]
            + CurrencyExponent.exceptions.keys.sorted() {
            let bytes = Array(code.lowercased().utf8)
            table[UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])] = code
        }
        return table
    }()
}

extension CurrencyMark {
    /// The ISO 4217 code a Currency column's cell names, or `nil` when it names none.
    ///
    /// Any three ASCII letters are taken as a code (in any case: `eur` → `EUR`); a symbol or
    /// mark an amount cell may carry (`₹`, `Rs.`, `$`, `US$`, `€`, `£`) and the common English
    /// names (`Euro`, `Rupees`, `Pound Sterling`, `US Dollar`) are mapped to their code. A bare
    /// `Dollar` names none: it is the unit of USD, CAD, AUD, NZD, SGD, HKD …
    static func code(ofColumnValue cell: ArraySlice<UInt8>) -> String? {
        if cell.count == 3, cell.allSatisfy(ByteClass.isLetter) {
            return String(decoding: cell.map { ByteClass.lowered($0) &- 0x20 }, as: UTF8.self)
        }
        if let mark = code(ofMark: cell) { return mark }
        let key = String(decoding: cell.map { ByteClass.lowered($0) }, as: UTF8.self)
            .split(whereSeparator: { $0 == " " }).joined(separator: " ")
        return names[key]
    }

    /// Currency names written out in Currency columns, lower case, single-spaced.
    private static let names: [String: String] = [
        "euro": "EUR", "euros": "EUR",
        "rupee": "INR", "rupees": "INR", "indian rupee": "INR", "indian rupees": "INR",
        "pound": "GBP", "pounds": "GBP", "sterling": "GBP", "pound sterling": "GBP", "pounds sterling": "GBP",
        "us dollar": "USD", "us dollars": "USD", "u.s. dollar": "USD", "u.s. dollars": "USD",
    ]
}
