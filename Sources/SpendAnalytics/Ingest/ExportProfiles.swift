/// The catalogue of known exports (`docs/research/bank-formats.md`), in the order they are tried.
public enum ExportProfiles {
    /// Every profile, in `bank-formats.md` order; tried in this order against a header row
    /// (the first match wins; no two signatures overlap).
    static let all: [ExportProfile] = india + unitedStates + europe

    /// The profile with this id (case-insensitive), if any.
    public static func named(_ id: String) -> ExportProfile? {
        let wanted = id.lowercased()
        return all.first { $0.id == wanted }
    }

    /// The ids, comma-separated (for usage errors).
    public static var ids: String { all.map(\.id).joined(separator: ", ") }

    /// The first profile whose signature the header keys hold.
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
            fixes: "Transaction Date over Value Date, Withdrawal/Deposit Amount (INR ), 12-line preamble and legend trailer, INR",
            signatures: [["transactionremarks", "withdrawalamount", "depositamount"]],
            columns: [.date: ["transactiondate"]],
            currency: "INR", dateOrder: .dayFirst, dates: "DD/MM/YYYY"),
        ExportProfile(
            id: "icici-card", name: "ICICI Bank: credit card statement CSV",
            fixes: "purchases positive with an empty BillingAmountSign (CR = money back), card-number line after the header, INR",
            signatures: [["transactiondetails", "billingamountsign"]],
            columns: [.amount: ["amount"], .type: ["billingamountsign"], .reference: ["srno"]],
            emptyMarker: .spent, currency: "INR", dateOrder: .dayFirst, dates: "DD/MM/YYYY"),
        ExportProfile(
            id: "sbi", name: "State Bank of India: statement (tab-separated, named .xls)",
            fixes: "TAB delimiter, 20-line preamble, Txn Date over Value Date, free-text Ref No. (not unique), starred trailer, INR",
            signatures: [["txndate", "refnochequeno", "debit", "credit"]],
            currency: "INR", dateOrder: .dayFirst, dates: "D MMM YYYY"),
        ExportProfile(
            id: "axis", name: "Axis Bank: savings account CSV",
            fixes: "DR/CR columns with space-padded or blank (\" \") amounts, Name :- preamble, disclaimer trailer, INR",
            signatures: [["trandate", "particulars", "dr", "cr"], ["trandate", "particulars", "debit", "credit"]],
            currency: "INR", dateOrder: .dayFirst, dates: "DD-MM-YYYY"),
        ExportProfile(
            id: "kotak", name: "Kotak Mahindra Bank: account statement CSV",
            fixes: "Amount + Dr / Cr (the second Dr / Cr is the balance's), right-column preamble, Closing balance trailer, INR",
            signatures: [["slno", "transactiondate", "chqrefno", "drcr"], ["slno", "transactiondate", "chqrefno", "debit", "credit"]],
            currency: "INR", dateOrder: .dayFirst, dates: "DD-MM-YYYY [HH:MM:SS]"),
        ExportProfile(
            id: "paytm", name: "Paytm: wallet passbook CSV",
            fixes: "Activity: Source/Destination as the description, whole-rupee Debit/Credit, Status (FAILED … excluded), INR",
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
            headerless: [.date: 0, .amount: 1, .reference: 3, .description: 4]),
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
            fixes: "Windows-1252 £, key/value preamble, Paid out/Paid in (statement) or signed Debit/Credit (midata), GBP",
            signatures: [["transactiontype", "paidout", "paidin", "balance"], ["merchantdescription", "debitcredit"]],
            currency: "GBP", dateOrder: .dayFirst, dates: "DD Mon YYYY or DD/MM/YYYY"),
        ExportProfile(
            id: "monzo", name: "Monzo (UK)",
            fixes: "signed Amount over Money Out/In (negative Money Out), Name as the description, account-currency Amount, GBP",
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
            fixes: "' ; ' delimiter with spaces, Paid Out/Paid In (EUR) with the currency in the header, Reference as the description",
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
            descriptions: ["payee", "empfänger", "bénéficiaire", "partnername", "paymentreference", "verwendungszweck", "référencedepaiement"],
            currency: "EUR", dates: "YYYY-MM-DD"),
        ExportProfile(
            id: "wise", name: "Wise (TransferWise): balance statement",
            fixes: "fee rows share their transfer's ID (dedupe on the whole row), Date over Date Time, currency column",
            signatures: [["transferwiseid", "date", "amount", "currency"]],
            columns: [.date: ["date"], .reference: ["transferwiseid"]],
            currency: nil, dateOrder: .dayFirst, dates: "DD-MM-YYYY"),
        ExportProfile(
            id: "paypal", name: "PayPal: activity download",
            fixes: "Net is the money moved (Gross and Fee ignored), Status (Pending, Temporary Hold … excluded), Balance Impact Memo rows",
            signatures: [["timezone", "gross", "fee", "net"]],
            columns: [.amount: ["net"], .reference: ["transactionid"], .type: []],
            descriptions: ["name", "type"],
            currency: nil, dateOrder: .monthFirst, dates: "M/D/YYYY (US)",
            notCompleted: ["hold", "in progress", "update to", "denied", "held"],
            nonTransactions: [ExportProfile.CellRule(column: "balanceimpact", values: ["memo"])]),
        ExportProfile(
            id: "ing", name: "ING (Germany): Girokonto",
            fixes: "';', Windows-1252, decimal comma, Betrag with the Währung after it (the first is Saldo's), payee then purpose",
            signatures: [["buchung", "valuta", "auftraggeberempfänger", "verwendungszweck", "betrag"]],
            columns: [.date: ["buchung"], .type: []],
            descriptions: ["auftraggeberempfänger", "verwendungszweck", "buchungstext"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD.MM.YYYY"),
        ExportProfile(
            id: "dkb", name: "DKB (Germany): Girokonto (2023 onward and legacy)",
            fixes: "',' or ';', BOM, decimal comma, Betrag (€), payee or payer by direction, Status (Vorgemerkt excluded), Tagessaldo rows",
            signatures: [
                ["buchungsdatum", "wertstellung", "zahlungspflichtiger", "zahlungsempfängerin"],
                ["buchungstag", "wertstellung", "auftraggeberbegünstigter", "betrag"],
            ],
            descriptions: ["zahlungsempfängerin", "auftraggeberbegünstigter", "verwendungszweck", "buchungstext"],
            receivedDescriptions: ["zahlungspflichtiger", "auftraggeberbegünstigter", "verwendungszweck", "buchungstext"],
            currency: "EUR", dateOrder: .dayFirst, decimalMark: .comma, dates: "DD.MM.YY (legacy DD.MM.YYYY)",
            nonTransactions: [ExportProfile.CellRule(column: "buchungstext", values: ["tagessaldo"])]),
    ]
}
