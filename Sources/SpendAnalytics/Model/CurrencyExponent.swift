/// How many fraction digits a currency's minor unit has (ISO 4217's "minor unit"): the one table
/// the reader (amounts are read in the currency's own exponent) and the display strings share.
///
/// 0 for the yen, won, dong, króna, Chilean peso …; 3 for the Kuwaiti, Bahraini, Omani,
/// Jordanian, Tunisian, Libyan dinars and the Iraqi dinar; 2 for every other code (and for
/// `XXX`, no currency known).
enum CurrencyExponent {
    /// Codes whose minor unit is not a hundredth, with its exponent.
    static let exceptions: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0,
        "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
    ]

    /// The largest exponent in the table.
    static let largest = 3

    /// The exponent of the ISO 4217 `code` (upper case).
    static func of(_ code: String) -> Int { exceptions[code] ?? 2 }

    /// The exponent of the code spelled by `bytes` (upper-case ASCII), without making a `String`
    /// for the common codes of two-decimal currencies.
    static func of(bytes: some Collection<UInt8>) -> Int {
        guard bytes.count == 3 else { return 2 }
        return exceptions[String(decoding: bytes, as: UTF8.self)] ?? 2
    }

    /// 10 to the power `exponent` (0 … 4).
    @inline(__always)
    static func scale(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1000
        default: return 10_000
        }
    }
}
