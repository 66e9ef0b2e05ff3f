/// The header names the reader recognises for each column role, best first, as ``HeaderName``
/// keys (lowercase letters and digits). Names from the 28 exports of `bank-formats.md` plus
/// common synonyms in English, German and French here, then the words of 48 languages of
/// `Ingest/HeaderWords/*.tsv` (``HeaderWordsData``, docs/research/header-words.md), ranked after
/// these: a name here always keeps its meaning.
enum ColumnVocabulary {
    /// What a header name says about its column.
    enum Kind: Sendable, Hashable {
        case role(ColumnRole)
        /// A running balance: never an amount, and a `Dr / Cr` or currency right after it is the balance's.
        case balance
    }

    /// Names per role, in order of preference (the first present wins).
    static let names: [ColumnRole: [String]] = [
        .date: [
            "transactiondate", "txndate", "trandate", "transdate", "date", "datum", "buchungsdatum",
            "buchungstag", "buchung", "bookingdate", "starteddate", "postingdate", "posteddate", "postdate",
            "completeddate", "datetime", "transactiondatetime", "datedopération", "valuedate", "valuedt",
            "valuedat", "wertstellung", "valuta", "datedevaleur",
            // Polish, Spanish, Italian, Portuguese, Dutch, Nordic
            "dataoperacji", "datatransakcji", "data", "fecha", "fechaoperación", "dataoperazione", "datamovimento",
            "boekingsdatum", "bokföringsdag", "bogføringsdato",
            // Japanese, Chinese
            "利用日", "ご利用日", "日付", "取引日", "交易时间", "交易创建时间", "日期",
        ],
        .description: [
            "description", "narration", "particulars", "transactiondetails", "transactiondescription",
            "transactionremarks", "remarks", "merchantdescription", "memo", "payee", "name", "merchant",
            "merchantname", "partnername", "empfänger", "auftraggeberempfänger", "auftraggeberbegünstigter",
            "zahlungsempfängerin", "bénéficiaire", "beneficiary", "counterparty", "narrative", "libellé",
            "libelle", "omschrijving", "beschreibung", "verwendungszweck", "paymentreference", "référencedepaiement",
            "details",
            "opisoperacji", "opistransakcji", "tytuł", "nadawcaodbiorca", "odbiorca", "concepto", "descripción",
            "descrizione", "descrição", "tekst", "text",
            "利用店名商品名", "ご利用店名", "利用店名", "摘要", "内容", "交易对方", "商品名称", "商品", "商户名称",
        ],
        .amount: [
            "amount", "transactionamount", "betrag", "montant", "bedrag", "debitcredit", "net", "netamount",
            "gross", "kwota", "kwotaoperacji", "importe", "importo", "valor", "belopp", "beløb", "summa",
            "利用金額", "ご利用金額", "金額", "支払金額", "金额", "金额元",
        ],
        .debit: [
            "debit", "debitamount", "debitamt", "withdrawal", "withdrawals", "withdrawalamt", "withdrawalamount",
            "paidout", "moneyout", "dr", "debits", "outflow",
        ],
        .credit: [
            "credit", "creditamount", "creditamt", "deposit", "deposits", "depositamt", "depositamount",
            "paidin", "moneyin", "cr", "credits", "inflow",
        ],
        .type: [
            "drcr", "crdr", "billingamountsign", "debitcreditindicator", "transactiontype", "type", "umsatztyp",
        ],
        .category: ["category", "kategorie", "catégorie", "categorie"],
        .currency: ["currency", "währung", "waehrung", "devise", "ccy", "currencycode", "waluta", "moneda"],
        .reference: [
            "reference", "referencenumber", "referenceno", "refno", "chqrefno", "chqrefnumber", "refnochequeno",
            "transactionid", "txnid", "wallettxnid", "transferwiseid", "utr", "utrno", "utrnumber",
            "transactionreference", "chequenumber", "chequeno", "chqno", "checkorslip", "checknumber",
        ],
        .account: ["account", "accountnumber", "accountno", "card", "cardno", "cardnumber"],
        .status: ["status", "state", "transactionstatus"],
        .fee: ["fee", "fees", "gebühr", "gebühren", "frais"],
        .mcc: [
            "mcc", "mcccode", "merchantcategorycode", "merchantcategory", "categorycode", "merchantcode", "kodmcc",
            "codigomcc", "códigomcc",
        ],
    ]

    /// Running-balance names.
    static let balanceNames: Set<String> = [
        "balance", "closingbalance", "runningbal", "runningbalance", "bal", "saldo", "kontostand",
        "availablebalance", "solde", "balanceafter", "saldopooperacji", "saldopotransakcji", "差引残高", "残高",
    ]

    /// Amount names whose value is already net of fees (PayPal's `Net`): a Fee column is not added.
    static let netAmountNames: Set<String> = ["net", "netamount"]

    /// Where the header words' ranks start: after every name of ``names``.
    static let headerWordsRank = 1_000
    /// Where the memo words' ranks start: a memo column is a description only when no other
    /// column is one (``isMemo(rank:)``).
    static let memoRank = 100_000

    /// Whether a description rank is a memo word's.
    static func isMemo(rank: Int) -> Bool { rank >= memoRank }

    /// key → (kind, rank) of ``names`` and the balance names; the header words come after
    /// (``lookup(_:)``).
    private static let base: [String: (kind: Kind, rank: Int)] = {
        var table: [String: (kind: Kind, rank: Int)] = [:]
        for role in ColumnRole.allCases {
            for (rank, name) in (names[role] ?? []).enumerated() where table[name] == nil {
                table[name] = (.role(role), rank)
            }
        }
        for name in balanceNames where table[name] == nil { table[name] = (.balance, 0) }
        return table
    }()

    /// The header words' first index for each key, keyed by the FNV-1a hash of the key's UTF-8
    /// bytes (a dictionary of two thousand `String` keys costs millions of instructions to build,
    /// paid by every run; the hit is checked against the word itself).
    private static let words: [UInt64: Int] = {
        var table: [UInt64: Int] = [:]
        table.reserveCapacity(HeaderWordsData.words.count)
        for (index, word) in HeaderWordsData.words.enumerated() {
            let hash = fnv1a(word.key)
            if table[hash] == nil { table[hash] = index }
        }
        return table
    }()

    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }

    /// key → (kind, rank): ``names``, the balance names, then the header words.
    private static func lookup(_ key: String) -> (kind: Kind, rank: Int)? {
        if let entry = base[key] { return entry }
        guard let index = words[fnv1a(key)] else { return nil }
        let word = HeaderWordsData.words[index]
        guard word.key == key else { return nil }
        return (ColumnVocabulary.kind(of: word.kind), (word.kind == .memo ? memoRank : headerWordsRank) + index)
    }

    /// The reader's kind for a header word's.
    private static func kind(of word: HeaderWordsData.Kind) -> Kind {
        switch word {
        case .date: return .role(.date)
        case .description, .memo: return .role(.description)
        case .amount: return .role(.amount)
        case .debit: return .role(.debit)
        case .credit: return .role(.credit)
        case .balance: return .balance
        case .currency: return .role(.currency)
        case .reference: return .role(.reference)
        case .category: return .role(.category)
        case .status: return .role(.status)
        }
    }

    /// What a normalised header key names, with its rank among the role's names (0 best).
    ///
    /// A name numbered at its end (`Description 1`, `Beschreibung 2`) is its name's, ranked after it.
    static func kind(of key: String) -> (kind: Kind, rank: Int)? {
        if let entry = lookup(key) { return entry }
        let stem = String(key.reversed().drop(while: \.isNumber).reversed())
        if stem.count < key.count, !stem.isEmpty, let entry = lookup(stem), entry.kind == .role(.description) {
            return (entry.kind, entry.rank + 1)
        }
        return nil
    }

    /// Whether `key` names an amount, debit, credit, fee or balance column (used to strip a glued currency code).
    static func isMoneyName(_ key: String) -> Bool {
        switch lookup(key)?.kind {
        case .role(.amount)?, .role(.debit)?, .role(.credit)?, .role(.fee)?, .balance?: return true
        default: return false
        }
    }
}
