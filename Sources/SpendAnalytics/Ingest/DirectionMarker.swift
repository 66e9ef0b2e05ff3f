/// Reads a DR/CR-style marker cell (`DR`, `Debit`, `D`, `Ausgang` … / `CR`, `Credit`, `C`,
/// `Eingang`, Chinese wallets' `支出` / `收入` …), case-insensitively. Values that are not markers (`Card payment`, `ACH_DEBIT`)
/// say nothing, so a generic Type column never overrides an amount's sign.
enum DirectionMarker {
    private static let spent: [[UInt8]] = [
        "d", "dr", "dr.", "debit", "debet", "db", "dbit", "af", "out", "ausgang", "charge", "(-)", "withdrawal",
        "支出",
        // Baltic, Nordic and Central European marker columns (D/K, T/J …).
        "deebet", "debets", "debetas", "t", "terhelés", "obciążenie", "wn", "出金", "출금",
    ].map { Array($0.utf8) }
    private static let received: [[UInt8]] = [
        "c", "cr", "cr.", "credit", "bij", "in", "eingang", "(+)", "deposit", "收入",
        "k", "kredit", "kreedit", "kredīts", "kreditas", "j", "jóváírás", "uznanie", "ma", "入金", "입금",
    ].map { Array($0.utf8) }

    /// The direction a trimmed marker cell names, or `nil`.
    static func direction(_ cell: ArraySlice<UInt8>) -> Direction? {
        guard !cell.isEmpty, cell.count <= 10 else { return nil }
        for word in spent where ByteText.equalsIgnoringCase(cell, word) { return .spent }
        for word in received where ByteText.equalsIgnoringCase(cell, word) { return .received }
        return nil
    }
}

/// Status values that keep a row out (docs/INPUT.md): failed, declined, reverted, cancelled, pending,
/// on hold — in English and German — plus a profile's own words. Matched as lowercase
/// substrings of the status cell.
struct StatusFilter: Sendable {
    static let generic = [
        "fail", "declin", "revert", "revers", "cancel", "pending", "hold", "held", "rejected", "denied",
        "in progress", "processing", "not completed", "incomplete", "unsuccessful",
        "vorgemerkt", "ausstehend", "abgelehnt", "storniert", "fehlgeschlagen", "abgebrochen",
    ]

    private let words: [[UInt8]]

    init(extra: [String]) {
        words = (StatusFilter.generic + extra).map { Array($0.utf8) }
    }

    /// True when the status cell says the row did not (yet) move money.
    func excludes(_ cell: ArraySlice<UInt8>) -> Bool {
        guard !cell.isEmpty else { return false }
        return words.contains { ByteText.containsIgnoringCase(cell, $0) }
    }
}

/// Descriptions that mark a balance line, not a transaction (`Beginning balance as of …`,
/// `OPENING BALANCE`, `Tagessaldo`, `B/F`): such rows are counted as non-transactions even
/// when an amount cell holds the balance.
enum BalanceLine {
    private static let prefixes: [[UInt8]] = [
        "opening balance", "beginning balance", "closing balance", "balance brought forward", "brought forward",
        "balance b/f", "balance forward", "b/f", "tagessaldo", "anfangssaldo", "endsaldo", "kontostand",
        // Opening, closing and turnover rows of statements in other languages (as banks print
        // them; ASCII letters match in any case, others as written here).
        "turnover", "algsaldo", "lõppsaldo", "LÕPPSALDO", "käive", "KÄIVE", "sākuma atlikums", "beigu atlikums",
        "apgrozījums", "pradinis likutis", "galutinis likutis", "apyvarta", "alkusaldo", "loppusaldo",
        "ingående saldo", "utgående saldo", "INGÅENDE SALDO", "UTGÅENDE SALDO", "inngående saldo", "utgående balanse",
        "saldo początkowe", "saldo końcowe", "SALDO POCZĄTKOWE", "SALDO KOŃCOWE", "počáteční zůstatek",
        "konečný zůstatek",
        "POČÁTEČNÍ ZŮSTATEK", "KONEČNÝ ZŮSTATEK", "nyitó egyenleg", "záró egyenleg", "NYITÓ EGYENLEG", "ZÁRÓ EGYENLEG",
        "saldo inicial", "saldo final", "saldo anterior", "solde initial", "solde final", "solde précédent",
        "SOLDE PRÉCÉDENT",
        "saldo iniziale", "saldo finale", "beginsaldo", "eindsaldo", "входящий остаток", "исходящий остаток",
        "ВХОДЯЩИЙ ОСТАТОК", "ИСХОДЯЩИЙ ОСТАТОК", "вхідний залишок", "вихідний залишок", "devreden bakiye",
        "DEVREDEN BAKİYE",
        "前日残高", "繰越残高", "期初余额", "期末余额", "이월잔액",
    ].map { Array($0.utf8) }

    /// For each lowercase first two bytes (first × 256 + second), 1 + the index in ``buckets`` of
    /// the prefixes that start with them, 0 for none: a quick test before comparing (every prefix
    /// has at least three bytes), and only those prefixes compared.
    private static let initials: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 1 << 16)
        var count: UInt8 = 0
        for prefix in prefixes {
            let pair = Int(ByteText.lowerASCII(prefix[0])) << 8 | Int(ByteText.lowerASCII(prefix[1]))
            if table[pair] == 0 {
                count += 1
                table[pair] = count
            }
        }
        return table
    }()

    /// The prefixes grouped by their first two bytes, in the order ``initials`` numbers them.
    private static let buckets: [[[UInt8]]] = {
        var out: [[[UInt8]]] = []
        for prefix in prefixes {
            let bucket =
                Int(initials[Int(ByteText.lowerASCII(prefix[0])) << 8 | Int(ByteText.lowerASCII(prefix[1]))]) - 1
            if bucket == out.count { out.append([]) }
            out[bucket].append(prefix)
        }
        return out
    }()

    static func matches(_ description: ArraySlice<UInt8>) -> Bool {
        guard description.count >= 2 else { return false }
        let start = description.startIndex
        let pair = Int(ByteText.lowerASCII(description[start])) << 8 | Int(ByteText.lowerASCII(description[start + 1]))
        let bucket = Int(initials[pair])
        guard bucket > 0 else { return false }
        for prefix in buckets[bucket - 1] where ByteText.hasPrefixIgnoringCase(description, prefix) {
            let end = description.startIndex + prefix.count
            // A whole word: `B/F` but not `B/FOO`.
            if end == description.endIndex || !isWordByte(description[end]) { return true }
        }
        return false
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}

/// First cells that start a statement's trailer even when later rows carry dates
/// (`STATEMENT SUMMARY :-`, `Closing balance,"as on …"`, `**This is a computer generated …`).
enum TrailerMarker {
    private static let prefixes: [[UInt8]] = ["statement summary", "closing balance", "**"].map { Array($0.utf8) }

    static func matches(_ firstCell: ArraySlice<UInt8>) -> Bool {
        prefixes.contains { ByteText.hasPrefixIgnoringCase(firstCell, $0) }
    }
}
