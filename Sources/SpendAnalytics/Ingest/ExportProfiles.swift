/// The catalogue of known exports (`docs/research/bank-formats.md`), in the order they are tried.
public enum ExportProfiles {
    /// Every profile, in `bank-formats.md` order; tried in this order against a header row
    /// (the first match wins; no two signatures overlap).
    static let all: [ExportProfile] =
        india + unitedStates + europe + canada + australia + brazil + southernEurope
        + northernEurope + alpsAndGermany + italy + elsewhere + polandJapanChina

    /// The profile with this id (case-insensitive), if any.
    public static func named(_ id: String) -> ExportProfile? {
        let wanted = id.lowercased()
        return all.first { $0.id == wanted }
    }

    /// The ids, comma-separated (for usage errors).
    public static var ids: String { all.map(\.id).joined(separator: ", ") }

    /// The first profile whose signature the header keys hold.
    /// Every header key a profile names in a signature or a column.
    static let columnKeys: Set<String> = Set(
        all.flatMap { Array($0.signatures.joined()) + Array($0.columns.values.joined()) })

    static func recognise(_ keys: Set<String>) -> ExportProfile? {
        all.first { $0.matches(keys) }
    }

    // MARK: - India

    static let india: [ExportProfile] = [
        ExportProfile(
            id: "hdfc-delimited", name: "HDFC Bank: net-banking delimited text (.txt)",
            fixes: "space-padded fields and names, Debit/Credit Amount with 0.00 in the unused one, INR",
            signatures: [["narration", "valuedat", "debitamount", "creditamount"]],
            currency: "INR", dateOrder: .dayFirst, dates: "DD/MM/YY"),
        ExportProfile(
            id: "hdfc", name: "HDFC Bank: statement (XLS saved as CSV)",
            fixes: "bank/customer preamble, Withdrawal/Deposit Amt., STATEMENT SUMMARY trailer, Indian grouping, INR",
            signatures: [["narration", "withdrawalamt", "depositamt"]],
            currency: "INR", dateOrder: .dayFirst, dates: "DD/MM/YY"),
        ExportProfile(
            id: "icici", name: "ICICI Bank: savings detailed statement CSV",
            fixes: "DEPOSITS before WITHDRAWALS (mapped by name), zero B/F opening row, preamble and trailer, INR",
            signatures: [["date", "particulars", "deposits", "withdrawals"]],
            currency: "INR", dateOrder: .dayFirst, dates: "DD-MM-YYYY"),
        ExportProfile(
            id: "icici-netbanking", name: "ICICI Bank: net-banking OpTransactionHistory (XLS as CSV)",
            fixes:
                "Transaction Date over Value Date, Withdrawal/Deposit Amount (INR ), 12-line preamble and legend trailer, INR",
            signatures: [["transactionremarks", "withdrawalamount", "depositamount"]],
            columns: [.date: ["transactiondate"]],
            currency: "INR", dateOrder: .dayFirst, dates: "DD/MM/YYYY"),
        ExportProfile(
            id: "icici-card", name: "ICICI Bank: credit card statement CSV",
            fixes:
                "purchases positive with an empty BillingAmountSign (CR = money back), card-number line after the header, INR",
            signatures: [["transactiondetails", "billingamountsign"]],
            columns: [.amount: ["amount"], .type: ["billingamountsign"], .reference: ["srno"]],
            emptyMarker: .spent, currency: "INR", dateOrder: .dayFirst, dates: "DD/MM/YYYY"),
        ExportProfile(
            id: "sbi", name: "State Bank of India: statement (tab-separated, named .xls)",
            fixes:
                "TAB delimiter, 20-line preamble, Txn Date over Value Date, free-text Ref No. (not unique), starred trailer, INR",
            signatures: [["txndate", "refnochequeno", "debit", "credit"]],
            currency: "INR", dateOrder: .dayFirst, dates: "D MMM YYYY"),
        ExportProfile(
            id: "axis", name: "Axis Bank: savings account CSV",
            fixes:
                "DR/CR columns with space-padded or blank (\" \") amounts, Name :- preamble, disclaimer trailer, INR",
            signatures: [["trandate", "particulars", "dr", "cr"], ["trandate", "particulars", "debit", "credit"]],
            currency: "INR", dateOrder: .dayFirst, dates: "DD-MM-YYYY"),
        ExportProfile(
            id: "kotak", name: "Kotak Mahindra Bank: account statement CSV",
            fixes:
                "Amount + Dr / Cr (the second Dr / Cr is the balance's), right-column preamble, Closing balance trailer, INR",
            signatures: [
                ["slno", "transactiondate", "chqrefno", "drcr"],
                ["slno", "transactiondate", "chqrefno", "debit", "credit"],
            ],
            currency: "INR", dateOrder: .dayFirst, dates: "DD-MM-YYYY [HH:MM:SS]"),
        ExportProfile(
            id: "paytm", name: "Paytm: wallet passbook CSV",
            fixes:
                "Activity: Source/Destination as the description, whole-rupee Debit/Credit, Status (FAILED … excluded), INR",
            signatures: [["activity", "wallettxnid"]],
            descriptions: ["activity", "sourcedestination"], joinsDescriptions: true,
            currency: "INR", dateOrder: .dayFirst, dates: "D/M/YYYY H:mm[:ss]",
            notCompleted: ["fail", "pending", "cancel", "revers", "refund initiated", "processing"]),
    ]

    // MARK: - United States

    static let unitedStates: [ExportProfile] = [
        ExportProfile(
            id: "chase", name: "Chase: checking / savings",
            fixes: "an extra empty field on every row, Posting Date, signed Amount, USD",
            signatures: [["details", "postingdate", "checkorslip"]],
            currency: "USD", dateOrder: .monthFirst, dates: "MM/DD/YYYY"),
        ExportProfile(
            id: "chase-card", name: "Chase: credit card",
            fixes: "Transaction Date over Post Date, optional Card column, purchases negative, USD",
            signatures: [["transactiondate", "postdate", "description", "type", "amount", "memo"]],
            columns: [.date: ["transactiondate"]],
            currency: "USD", dateOrder: .monthFirst, dates: "MM/DD/YYYY"),
        ExportProfile(
            id: "bofa", name: "Bank of America: checking / savings",
            fixes: "summary table before the header, Beginning balance row with an empty Amount, USD",
            signatures: [["date", "description", "amount", "runningbal"]],
            currency: "USD", dateOrder: .monthFirst, dates: "MM/DD/YYYY"),
        ExportProfile(
            id: "bofa-card", name: "Bank of America: credit card",
            fixes: "Payee as the description, long Reference Number kept as text, purchases negative, USD",
            signatures: [["posteddate", "referencenumber", "payee", "amount"]],
            descriptions: ["payee"],
            currency: "USD", dateOrder: .monthFirst, dates: "MM/DD/YYYY"),
        ExportProfile(
            id: "amex", name: "American Express: card activity CSV",
            fixes: "purchases POSITIVE and payments negative (signs flipped), Account # and Reference as text, USD",
            signatures: [["cardmember", "account", "amount"]],
            purchasesPositive: true, currency: "USD", dateOrder: .monthFirst, dates: "MM/DD/YYYY (older MM/DD/YY)"),
        ExportProfile(
            id: "capitalone-card", name: "Capital One: credit card",
            fixes: "Transaction Date over Posted Date, Debit/Credit both positive, USD",
            signatures: [["transactiondate", "posteddate", "cardno", "debit", "credit"]],
            currency: "USD", dateOrder: .monthFirst, dates: "YYYY-MM-DD"),
        ExportProfile(
            id: "capitalone-360", name: "Capital One 360: checking / savings",
            fixes: "direction from Transaction Type (Debit/Credit) whatever the amount's sign, 2-digit years, USD",
            signatures: [["transactionamount", "transactiontype", "transactiondescription"]],
            columns: [.type: ["transactiontype"]],
            currency: "USD", dateOrder: .monthFirst, dates: "MM/DD/YY"),
        ExportProfile(
            id: "discover", name: "Discover: credit card",
            fixes: "purchases POSITIVE (signs flipped), Trans. Date over Post Date, USD",
            signatures: [["transdate", "postdate", "description", "amount"]],
            purchasesPositive: true, currency: "USD", dateOrder: .monthFirst, dates: "MM/DD/YYYY"),
        ExportProfile(
            id: "wellsfargo", name: "Wells Fargo: checking (no header row)",
            fixes: "headerless, all-quoted date, amount, *, check number, description (detected from the rows), USD",
            signatures: [],
            currency: "USD", dateOrder: .monthFirst, dates: "M/D/YYYY",
            headerless: [.date: 0, .amount: 1, .reference: 3, .description: 4],
            shape: [.date, .amount, .star, .any, .text]),
    ]

    // MARK: - UK and Europe

    static let europe: [ExportProfile] = [
        ExportProfile(
            id: "barclays", name: "Barclays (UK): current account",
            fixes: "Memo as the description (payee padded with spaces), GBP",
            signatures: [["number", "account", "subcategory", "memo", "amount"]],
            descriptions: ["memo"],
            currency: "GBP", dateOrder: .dayFirst, dates: "DD/MM/YYYY"),
        ExportProfile(
            id: "nationwide", name: "Nationwide (UK): statement or midata",
            fixes:
                "Windows-1252 £, key/value preamble, Paid out/Paid in (statement) or signed Debit/Credit (midata), GBP",
            signatures: [
                ["transactiontype", "paidout", "paidin", "balance"], ["merchantdescription", "debitcredit"],
            ],
            currency: "GBP", dateOrder: .dayFirst, dates: "DD Mon YYYY or DD/MM/YYYY"),
        ExportProfile(
            id: "monzo", name: "Monzo (UK)",
            fixes:
                "signed Amount over Money Out/In (negative Money Out), Name as the description, account-currency Amount, GBP",
            signatures: [["transactionid", "emoji", "localamount"], ["transactionid", "emoji", "amount"]],
            descriptions: ["name", "description"],
            currency: "GBP", dateOrder: .dayFirst, dates: "DD/MM/YYYY"),
        ExportProfile(
            id: "revolut", name: "Revolut (2021 onward)",
            fixes: "Fee added to the money spent, State (PENDING, REVERTED … excluded), Started Date, currency column",
            signatures: [["product", "starteddate", "completeddate", "state"]],
            columns: [.date: ["starteddate"]],
            currency: nil, dates: "YYYY-MM-DD H:MM:SS"),
        ExportProfile(
            id: "revolut-legacy", name: "Revolut legacy (2018-2020)",
            fixes:
                "' ; ' delimiter with spaces, Paid Out/Paid In (EUR) with the currency in the header, Reference as the description",
            signatures: [["completeddate", "paidout", "paidin", "exchangeout"]],
            descriptions: ["description", "reference"],
            currency: nil, dates: "Mon D, YYYY (no year: rejected)"),
        ExportProfile(
            id: "n26", name: "N26 (English, German, French, 2024 layouts)",
            fixes: "translated headers, payee then payment reference as the description, Amount (EUR), EUR",
            signatures: [
                ["payee", "accountnumber", "transactiontype", "paymentreference"],
                ["empfänger", "kontonummer", "transaktionstyp", "verwendungszweck"],
                ["bénéficiaire", "numérodecompte", "typedetransaction"],
                ["bookingdate", "partnername", "partneriban"],
            ],
            descriptions: [
                "payee", "empfänger", "bénéficiaire", "partnername", "paymentreference", "verwendungszweck",
                "référencedepaiement",
            ],
            currency: "EUR", dates: "YYYY-MM-DD"),
        ExportProfile(
            id: "wise", name: "Wise (TransferWise): balance statement",
            fixes: "fee rows share their transfer's ID (dedupe on the whole row), Date over Date Time, currency column",
            signatures: [["transferwiseid", "date", "amount", "currency"]],
            columns: [.date: ["date"], .reference: ["transferwiseid"]],
            currency: nil, dateOrder: .dayFirst, dates: "DD-MM-YYYY"),
        ExportProfile(
            id: "paypal", name: "PayPal: activity download",
            fixes:
                "Net is the money moved (Gross and Fee ignored), Status (Pending, Temporary Hold … excluded), Balance Impact Memo rows",
            signatures: [["timezone", "gross", "fee", "net"]],
            columns: [.amount: ["net"], .reference: ["transactionid"], .type: []],
            descriptions: ["name", "type"],
            currency: nil, dateOrder: .monthFirst, dates: "M/D/YYYY (US)",
            notCompleted: ["hold", "in progress", "update to", "denied", "held"],
            nonTransactions: [ExportProfile.CellRule(column: "balanceimpact", values: ["memo"])]),
        ExportProfile(
            id: "ing", name: "ING (Germany): Girokonto",
            fixes:
                "';', Windows-1252, decimal comma, Betrag with the Währung after it (the first is Saldo's), payee then purpose",
            signatures: [["buchung", "valuta", "auftraggeberempfänger", "verwendungszweck", "betrag"]],
            columns: [.date: ["buchung"], .type: []],
            descriptions: ["auftraggeberempfänger", "verwendungszweck", "buchungstext"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD.MM.YYYY"),
        ExportProfile(
            id: "dkb", name: "DKB (Germany): Girokonto (2023 onward and legacy)",
            fixes:
                "',' or ';', BOM, decimal comma, Betrag (€), payee or payer by direction, Status (Vorgemerkt excluded), Tagessaldo rows",
            signatures: [
                ["buchungsdatum", "wertstellung", "zahlungspflichtiger", "zahlungsempfängerin"],
                ["buchungstag", "wertstellung", "auftraggeberbegünstigter", "betrag"],
            ],
            descriptions: ["zahlungsempfängerin", "auftraggeberbegünstigter", "verwendungszweck", "buchungstext"],
            receivedDescriptions: [
                "zahlungspflichtiger", "auftraggeberbegünstigter", "verwendungszweck", "buchungstext",
            ],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD.MM.YY (legacy DD.MM.YYYY)",
            nonTransactions: [ExportProfile.CellRule(column: "buchungstext", values: ["tagessaldo"])]),
    ]

    // MARK: - Canada

    static let canada: [ExportProfile] = [
        ExportProfile(
            id: "rbc", name: "RBC Royal Bank (Canada): chequing, savings and Visa",
            fixes:
                "amounts in CAD$ (or USD$ for a US-dollar account), Description 1 and Description 2 joined (the payee is often in 2), CAD",
            signatures: [["accounttype", "transactiondate", "chequenumber", "description1", "description2"]],
            joinsDescriptions: true,
            currency: "CAD", dateOrder: .monthFirst, dates: "M/D/YYYY"),
        ExportProfile(
            id: "td", name: "TD Canada Trust: account activity (no header row)",
            fixes: "headerless date, description, debit, credit, balance (detected from the rows), CAD",
            signatures: [],
            currency: "CAD", dateOrder: .monthFirst, dates: "MM/DD/YYYY",
            headerless: [.date: 0, .description: 1, .debit: 2, .credit: 3],
            shape: [.date, .text, .debitOrCredit, .debitOrCredit, .amount]),
        ExportProfile(
            id: "scotiabank", name: "Scotiabank (Canada): account activity",
            fixes:
                "positive amounts with Type of Transaction Debit/Credit, Description and Sub-description joined, pending rows, CAD",
            signatures: [["filter", "subdescription", "typeoftransaction"]],
            columns: [.type: ["typeoftransaction"]],
            descriptions: ["description", "subdescription"], joinsDescriptions: true,
            currency: "CAD", dates: "YYYY-MM-DD"),
        ExportProfile(
            id: "cibc", name: "CIBC (Canada): chequing (no header row)",
            fixes: "headerless ISO date, description, debit, credit (detected from the rows), CAD",
            signatures: [],
            currency: "CAD", dates: "YYYY-MM-DD",
            headerless: [.date: 0, .description: 1, .debit: 2, .credit: 3],
            shape: [.date, .text, .debitOrCredit, .debitOrCredit]),
    ]

    // MARK: - Australia

    static let australia: [ExportProfile] = [
        ExportProfile(
            id: "commbank", name: "Commonwealth Bank (Australia): NetBank (no header row)",
            fixes: "headerless date, +/- amount, description, +/- balance (detected from the rows), AUD",
            signatures: [],
            currency: "AUD", dateOrder: .dayFirst, dates: "DD/MM/YYYY",
            headerless: [.date: 0, .amount: 1, .description: 2],
            shape: [.date, .signedAmount, .text, .signedAmount]),
        ExportProfile(
            id: "anz", name: "ANZ (Australia): account (no header row)",
            fixes: "headerless, all-quoted date, signed amount, description (detected from the rows), AUD",
            signatures: [],
            currency: "AUD", dateOrder: .dayFirst, dates: "DD/MM/YYYY",
            headerless: [.date: 0, .amount: 1, .description: 2],
            shape: [.date, .amount, .text]),
        ExportProfile(
            id: "westpac", name: "Westpac (Australia): account",
            fixes: "Narrative as the description, Debit/Credit Amount, bank codes in Categories (not a category), AUD",
            signatures: [["bankaccount", "narrative", "debitamount", "creditamount", "serial"]],
            descriptions: ["narrative"],
            currency: "AUD", dateOrder: .dayFirst, dates: "DD/MM/YYYY"),
    ]

    // MARK: - Brazil

    static let brazil: [ExportProfile] = [
        ExportProfile(
            id: "nubank", name: "Nubank (Brazil): account (conta)",
            fixes: "Portuguese header (Data, Valor, Identificador, Descrição), signed Valor, BRL",
            signatures: [["data", "valor", "identificador", "descrição"]],
            columns: [.date: ["data"], .amount: ["valor"], .reference: ["identificador"]],
            descriptions: ["descrição"],
            currency: "BRL", dateOrder: .dayFirst, decimalMark: .point, dates: "DD/MM/YYYY"),
        ExportProfile(
            id: "nubank-card", name: "Nubank (Brazil): credit card",
            fixes: "purchases POSITIVE (signs flipped), title as the description, BRL",
            signatures: [["date", "title", "amount"]],
            descriptions: ["title"],
            purchasesPositive: true, currency: "BRL", decimalMark: .point, dates: "YYYY-MM-DD"),
        ExportProfile(
            id: "itau", name: "Itaú (Brazil): statement (no header row)",
            fixes: "headerless ';' date, description, amount with decimal comma (detected from the rows), BRL",
            signatures: [],
            currency: "BRL", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD/MM/YYYY",
            headerless: [.date: 0, .description: 1, .amount: 2],
            shape: [.date, .text, .amount]),
    ]

    // MARK: - Spain and France

    static let southernEurope: [ExportProfile] = [
        ExportProfile(
            id: "santander-es", name: "Santander (Spain): account movements",
            fixes: "Windows-1252, ';', Fecha Operación over Fecha Valor, Concepto, decimal comma, EUR",
            signatures: [["fechaoperación", "fechavalor", "concepto", "importe"]],
            columns: [.date: ["fechaoperación"], .amount: ["importe"]],
            descriptions: ["concepto"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD/MM/YYYY"),
        ExportProfile(
            id: "bbva", name: "BBVA (Spain): account movements",
            fixes:
                "Fecha over F.Valor, Importe with the Divisa after it (the second is Disponible's), decimal comma, EUR",
            signatures: [["fvalor", "fecha", "concepto", "movimiento", "importe"]],
            columns: [.date: ["fecha"], .amount: ["importe"], .currency: ["divisa"]],
            descriptions: ["concepto"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD/MM/YYYY"),
        ExportProfile(
            id: "caixabank", name: "CaixaBank (Spain): account movements",
            fixes: "Windows-1252, Concepto before Fecha, amounts with EUR glued on, decimal comma, EUR",
            signatures: [["concepto", "fecha", "importe", "saldo"]],
            columns: [.date: ["fecha"], .amount: ["importe"]],
            descriptions: ["concepto"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD/MM/YYYY"),
        ExportProfile(
            id: "bnp", name: "BNP Paribas (France): account",
            fixes: "account-summary line before the header, Libelle operation, space-grouped decimal comma, EUR",
            signatures: [["dateoperation", "libelleoperation", "montantoperation"]],
            columns: [.date: ["dateoperation"], .amount: ["montantoperation"]],
            descriptions: ["libelleoperation"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD/MM/YYYY"),
        ExportProfile(
            id: "credit-agricole", name: "Crédit Agricole (France): account",
            fixes: "Windows-1252, 8-line preamble, two-line quoted Libellé, Débit/Crédit euros, decimal comma, EUR",
            signatures: [["libellé", "débiteuros", "créditeuros"]],
            columns: [.debit: ["débiteuros"], .credit: ["créditeuros"]],
            descriptions: ["libellé"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD/MM/YYYY"),
    ]

    // MARK: - Netherlands and the Nordics

    static let northernEurope: [ExportProfile] = [
        ExportProfile(
            id: "rabobank", name: "Rabobank (Netherlands): account",
            fixes:
                "26 quoted columns, +/- Bedrag with decimal comma, Munt as the currency, Naam tegenpartij as the description",
            signatures: [["ibanbban", "munt", "volgnr", "rentedatum", "naamtegenpartij"]],
            columns: [.date: ["datum"], .amount: ["bedrag"], .currency: ["munt"]],
            descriptions: ["naamtegenpartij", "omschrijving1"],
            currency: "EUR", decimalMark: .comma, dates: "YYYY-MM-DD"),
        ExportProfile(
            id: "abnamro", name: "ABN AMRO (Netherlands): tab-separated download (no header row)",
            fixes:
                "headerless TAB account, currency, YYYYMMDD date, balances, amount, description (detected from the rows)",
            signatures: [],
            currency: "EUR", decimalMark: .comma, dates: "YYYYMMDD",
            headerless: [.account: 0, .currency: 1, .date: 2, .amount: 6, .description: 7],
            shape: [.any, .text, .date, .amount, .amount, .date, .amount, .text]),
        ExportProfile(
            id: "ing-nl", name: "ING (Netherlands): current account",
            fixes: "positive Bedrag (EUR) with Af/Bij for the direction, Naam / Omschrijving, YYYYMMDD, decimal comma",
            signatures: [["naamomschrijving", "tegenrekening", "afbij", "mutatiesoort"]],
            columns: [.type: ["afbij"]],
            descriptions: ["naamomschrijving"],
            currency: "EUR", decimalMark: .comma, dates: "YYYYMMDD"),
        ExportProfile(
            id: "nordea", name: "Nordea (Sweden): account",
            fixes:
                "Swedish header, Valuta is the currency (not a value date), Rubrik as the description, decimal comma, SEK",
            signatures: [["bokföringsdag", "belopp", "avsändare", "mottagare", "rubrik"]],
            columns: [.date: ["bokföringsdag"], .amount: ["belopp"], .currency: ["valuta"]],
            descriptions: ["rubrik", "namn"],
            currency: "SEK", decimalMark: .comma, dates: "YYYY/MM/DD"),
        ExportProfile(
            id: "danske", name: "Danske Bank (Denmark): account",
            fixes: "Windows-1252, all quoted, Beløb with decimal comma, Status (Venter excluded), DKK",
            signatures: [["dato", "tekst", "beløb", "afstemt"]],
            columns: [.date: ["dato"], .amount: ["beløb"]],
            descriptions: ["tekst"],
            currency: "DKK", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD.MM.YYYY",
            notCompleted: ["venter"]),
    ]

    // MARK: - Switzerland and German savings banks

    static let alpsAndGermany: [ExportProfile] = [
        ExportProfile(
            id: "ubs", name: "UBS (Switzerland): account",
            fixes:
                "key/value preamble, Trade date, Debit (negative) / Credit with ' grouping, Description1 and 2 joined",
            signatures: [["tradedate", "bookingdate", "individualamount", "transactionno"]],
            columns: [.date: ["tradedate"], .reference: ["transactionno"]],
            descriptions: ["description1", "description2"], joinsDescriptions: true,
            currency: "CHF", decimalMark: .point, dates: "YYYY-MM-DD"),
        ExportProfile(
            id: "postfinance", name: "PostFinance (Switzerland): account",
            fixes: "Windows-1252, key/value preamble, Gutschrift/Lastschrift in CHF, disclaimer trailer, CHF",
            signatures: [["buchungsdatum", "avisierungstext", "gutschriftinchf", "lastschriftinchf"]],
            columns: [.date: ["buchungsdatum"], .debit: ["lastschriftinchf"], .credit: ["gutschriftinchf"]],
            descriptions: ["avisierungstext"],
            currency: "CHF", dateOrder: .dayFirst, decimalMark: .point, dates: "DD.MM.YYYY"),
        ExportProfile(
            id: "sparkasse", name: "Sparkasse (Germany): CSV-CAMT",
            fixes:
                "Windows-1252, all quoted, Beguenstigter/Zahlungspflichtiger as the description, Info (vorgemerkt excluded)",
            signatures: [["auftragskonto", "buchungstag", "beguenstigterzahlungspflichtiger", "betrag"]],
            columns: [.date: ["buchungstag"], .status: ["info"]],
            descriptions: ["beguenstigterzahlungspflichtiger", "verwendungszweck"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD.MM.YY"),
        ExportProfile(
            id: "commerzbank", name: "Commerzbank (Germany): account",
            fixes: "BOM, ';', Buchungstext as the description, bank's Kategorie, decimal comma, EUR",
            signatures: [["buchungstag", "wertstellung", "umsatzart", "buchungstext", "betrag"]],
            columns: [.date: ["buchungstag"]],
            descriptions: ["buchungstext"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD.MM.YYYY"),
    ]

    // MARK: - Italy

    static let italy: [ExportProfile] = [
        ExportProfile(
            id: "intesa", name: "Intesa Sanpaolo (Italy): movements list",
            fixes:
                "Valuta is the currency (not a value date), Contabilizzazione (NON CONTABILIZZATO excluded), decimal comma",
            signatures: [["data", "operazione", "dettagli", "contoocarta", "contabilizzazione"]],
            columns: [.date: ["data"], .amount: ["importo"], .currency: ["valuta"], .status: ["contabilizzazione"]],
            descriptions: ["operazione"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD/MM/YYYY",
            notCompleted: ["non contabilizzato"]),
        ExportProfile(
            id: "unicredit", name: "UniCredit (Italy): account movements",
            fixes: "Data Registrazione over Data valuta, Importo (EUR), decimal comma",
            signatures: [["dataregistrazione", "datavaluta", "descrizione", "importo"]],
            columns: [.date: ["dataregistrazione"], .amount: ["importo"]],
            descriptions: ["descrizione"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD.MM.YYYY"),
    ]

    // MARK: - Kazakhstan, Kenya, Singapore, a Dutch neobank

    static let elsewhere: [ExportProfile] = [
        ExportProfile(
            id: "kaspi", name: "Kaspi.kz (Kazakhstan): Kaspi Gold statement",
            fixes: "Russian header, amounts like '- 12 450,00 ₸' (spaced sign, space grouping, tenge mark), KZT",
            signatures: [["дата", "сумма", "операция", "детали"]],
            columns: [.date: ["дата"], .amount: ["сумма"]],
            descriptions: ["детали"],
            currency: "KZT", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD.MM.YY"),
        ExportProfile(
            id: "mpesa", name: "M-Pesa (Kenya): full statement",
            fixes:
                "statement preamble, Completion Time, Paid In / Withdrawn (negative), Transaction Status (Failed excluded), KES",
            signatures: [["receiptno", "completiontime", "transactionstatus", "withdrawn"]],
            columns: [
                .date: ["completiontime"], .debit: ["withdrawn"], .credit: ["paidin"], .reference: ["receiptno"],
                .status: ["transactionstatus"],
            ],
            descriptions: ["details"],
            currency: "KES", decimalMark: .point, dates: "YYYY-MM-DD HH:MM:SS"),
        ExportProfile(
            id: "dbs", name: "DBS / POSB (Singapore): account",
            fixes:
                "account-details preamble, Transaction Ref1-3 joined as the description, Reference is a code (not unique), SGD",
            signatures: [["transactiondate", "reference", "debitamount", "creditamount", "transactionref1"]],
            columns: [.reference: []],
            descriptions: ["transactionref1", "transactionref2", "transactionref3"], joinsDescriptions: true,
            currency: "SGD", decimalMark: .point, dates: "DD Mon YYYY"),
        ExportProfile(
            id: "bunq", name: "bunq (Netherlands): account",
            fixes: "';', all quoted, Name (else Description) as the description, signed Amount, EUR",
            signatures: [["date", "interestdate", "amount", "counterparty", "name"]],
            descriptions: ["name", "description"],
            currency: "EUR", decimalMark: .point, dates: "YYYY-MM-DD"),
    ]

    // MARK: - Poland, Japan and China

    static let polandJapanChina: [ExportProfile] = [
        ExportProfile(
            id: "mbank", name: "mBank (Poland): Lista operacji",
            fixes: "Windows-1250, 23-line preamble, '#' header names, amounts like '-1 249,00 PLN', PLN",
            signatures: [["dataoperacji", "opisoperacji", "rachunek", "kategoria", "kwota"]],
            columns: [.date: ["dataoperacji"], .amount: ["kwota"]],
            descriptions: ["opisoperacji"],
            currency: "PLN", decimalMark: .comma, dates: "YYYY-MM-DD"),
        ExportProfile(
            id: "ing-pl", name: "ING Bank Śląski (Poland): Lista transakcji",
            fixes:
                "Windows-1250, preamble, Data transakcji, blocked amounts (not transactions), Waluta after the amount, PLN",
            signatures: [
                ["datatransakcji", "danekontrahenta", "tytuł", "nrtransakcji", "kwotatransakcjiwalutarachunku"]
            ],
            columns: [
                .date: ["datatransakcji"], .amount: ["kwotatransakcjiwalutarachunku"], .currency: ["waluta"],
                .reference: ["nrtransakcji"],
            ],
            descriptions: ["danekontrahenta", "tytuł"],
            currency: "PLN", decimalMark: .comma, dates: "YYYY-MM-DD"),
        ExportProfile(
            id: "rakuten-card", name: "Rakuten Card (Japan): usage details",
            fixes: "Shift_JIS, purchases POSITIVE (signs flipped), 利用店名・商品名 as the description, whole yen, JPY",
            signatures: [["利用日", "利用店名商品名", "利用者", "支払方法", "利用金額"]],
            columns: [.date: ["利用日"], .amount: ["利用金額"]],
            descriptions: ["利用店名商品名"],
            purchasesPositive: true, currency: "JPY", dates: "YYYY/MM/DD"),
        ExportProfile(
            id: "alipay", name: "Alipay (China): transaction record (支付宝交易记录明细)",
            fixes:
                "GB18030, preamble and summary trailer, space-padded cells, positive 金额 with 收/支, 交易关闭 excluded, CNY",
            signatures: [["交易号", "商家订单号", "交易创建时间", "收支", "交易状态"]],
            columns: [
                .date: ["交易创建时间"], .amount: ["金额元"], .type: ["收支"], .status: ["交易状态"],
                .reference: ["交易号"],
            ],
            descriptions: ["交易对方", "商品名称"],
            currency: "CNY", decimalMark: .point, dates: "YYYY-MM-DD HH:MM:SS",
            notCompleted: ["交易关闭", "等待付款"]),
        ExportProfile(
            id: "wechat", name: "WeChat Pay (China): bill details (微信支付账单明细)",
            fixes: "BOM, 16-line preamble, ¥ amounts with 收/支 (neutral '/' rows are not spending), CNY",
            signatures: [["交易时间", "交易类型", "交易对方", "商品", "收支", "当前状态"]],
            columns: [.date: ["交易时间"], .amount: ["金额"], .type: ["收支"], .status: ["当前状态"]],
            descriptions: ["交易对方", "商品"],
            currency: "CNY", decimalMark: .point, dates: "YYYY-MM-DD HH:MM:SS",
            nonTransactions: [ExportProfile.CellRule(column: "收支", values: ["/"])]),
        ExportProfile(
            id: "pko", name: "PKO Bank Polski (Poland): account history",
            fixes:
                "Windows-1250, Opis transakcji spread over the unnamed columns after it (joined), +/- Kwota, Waluta, PLN",
            signatures: [["dataoperacji", "datawaluty", "typtransakcji", "kwota", "opistransakcji"]],
            columns: [.date: ["dataoperacji"], .amount: ["kwota"], .currency: ["waluta"]],
            descriptions: ["opistransakcji"], joinsDescriptions: true,
            currency: "PLN", decimalMark: .point, dates: "YYYY-MM-DD"),
    ]
}
