import Testing

@testable import SpendAnalytics

/// Built-in categories for real narrations: the bundled samples row by row, and the narration
/// shapes of `docs/research/bank-formats.md`.
@Suite("Built-in rules")
struct BuiltinRulesTests {
    /// Category of one description with the built-in rules only.
    static func category(_ description: String, _ direction: Direction = .spent) -> String {
        var categorizer = Categorizer()
        var record = TransactionRecord()
        record.description = Array(description.utf8)
        record.direction = direction
        record.amount = Money(minorUnits: 1000)
        let id = categorizer.categorize(record)
        return categorizer.taxonomy[id].name
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var description: String
        var direction: Direction
        var category: String
        init(_ description: String, _ direction: Direction, _ category: String) {
            self.description = description
            self.direction = direction
            self.category = category
        }
        var testDescription: String { "\(description) (\(direction.rawValue)) → \(category)" }
    }

    static let narrations: [Case] = [
        // HDFC (sample-transactions/hdfc-savings.csv)
        Case("UPI-SWIGGY-swiggy.stores@axb-AXB838208731501-Payment for order", .spent, "Food & Dining"),
        Case("UPI-ZOMATO-zomato-order@ptybl-YBL161299416428-UPI", .spent, "Food & Dining"),
        Case("NEFT CR-HDFC0000001-ACME SOFTWARE PVT LTD-SALARY SEP 2026", .received, "Salary"),
        Case("NEFT DR-SBIN0001234-RAMESH KUMAR-HOUSE RENT SEP", .spent, "Rent"),
        Case("POS 416021XXXXXX1234 DMART AVENUE KORAMANGALA", .spent, "Groceries"),
        Case("POS 416021XXXXXX1234 INDIAN OIL PETROL PUMP", .spent, "Transport & Fuel"),
        Case("CC 4375XXXXXXXX1006 AUTOPAY SI-TAD", .spent, "Transfers"),
        Case("BBPS-BESCOM BANGALORE-930722529254-ELECTRICITY BILL", .spent, "Bills & Utilities"),
        Case("BBPS-AIRTEL POSTPAID-815772035646-MOBILE BILL", .spent, "Bills & Utilities"),
        Case("UPI-IRCTC-irctc@sbi-SBI782010038470-Train ticket", .spent, "Travel"),
        Case("UPI-APOLLO PHARMACY-apollo@ybl-YBL990689009297-Medicines", .spent, "Health"),
        Case("UPI-OLA CABS-olacabs@ybl-YBL551272375639-Ride", .spent, "Transport & Fuel"),
        Case("UPI-AMAZON SELLER SERVICES-REFUND-229337", .received, "Refunds"),
        Case("CREDIT INTEREST CAPITALISED", .received, "Interest"),
        Case("ATM WDL-ATM CASH 1234 MG ROAD BANGALORE", .spent, "Transfers"),
        Case("NWD-416021XXXXXX1234-SPCNB123-BANGALORE", .spent, "Transfers"),
        // Axis, Kotak, SBI, ICICI narration shapes
        Case("UPI/P2M/123456789012/SWIGGY/Payment from Phone", .spent, "Food & Dining"),
        Case("IMPS/P2A/612345678901/RAMESH KUMAR/", .spent, "Transfers"), // a payment rail between people
        Case("SB:918010012345678:Int.Pd:01-01-2026 to 31-03-2026", .received, "Interest"),
        Case("UPI/ZOMATO LTD/612345678901/food order", .spent, "Food & Dining"),
        Case("BILL PAID TO CREDIT CARD XX1234", .spent, "Transfers"),
        Case("TO TRANSFER-UPI/DR/612345678901/BLINKIT/YESB/blinkit.payu/UPI", .spent, "Groceries"),
        Case("BY TRANSFER-NEFT*HDFC0000001*N123456789*ACME CORP SALARY", .received, "Salary"),
        Case("BY TRANSFER-NEFT*HDFC0000001*N123456789*RAMESH KUMAR", .received, "Transfers"),
        Case("UPI-RAMESH KUMAR-ramesh@okaxis-612345678901-dinner split", .spent, "Others"),
        Case("UPI-RAMESH KUMAR-ramesh@okaxis-612345678901-UPI", .spent, "Others"),
        // Paytm wallet (Activity and Source/Destination)
        Case("Added to wallet HDFC Bank XX6789", .received, "Transfers"),
        Case("Cashback Received Paytm Cashback", .received, "Cashback"),
        Case("Paid for order FASTag Toll NH44", .spent, "Transport & Fuel"),
        Case("Paid for order Jio Prepaid Recharge", .spent, "Bills & Utilities"),
        Case("Paid for order PharmEasy", .spent, "Health"),
        Case("Paid for order Zepto", .spent, "Groceries"),
        Case("Paid for order Rapido", .spent, "Transport & Fuel"),
        Case("Paid for order", .spent, "Others"),
        // US cards and banks
        Case("AMAZON.COM*2K4LM0 AMZN.COM/BILL WA", .spent, "Shopping"),
        Case("AMAZON.COM REFUND AMZN.COM/BILL WA", .received, "Refunds"),
        Case("AUTOPAY PAYMENT - THANK YOU", .received, "Transfers"),
        Case("Payment Thank You - Web", .received, "Transfers"),
        Case("WHOLE FOODS MARKET #10234 BROOKLYN NY", .spent, "Groceries"),
        Case("CVS/PHARMACY #04411 NEW YORK NY", .spent, "Health"),
        Case("UBER *TRIP HELP.UBER.COM CA", .spent, "Transport & Fuel"),
        Case("UBER *EATS HELP.UBER.COM CA", .spent, "Food & Dining"),
        Case("STARBUCKS STORE 08123 NEW YORK NY", .spent, "Food & Dining"),
        Case("TARGET 00012345 BROOKLYN NY", .spent, "Shopping"),
        Case("DELTA AIR LINES ATLANTA GA", .spent, "Travel"),
        Case("CON ED OF NY 800-752-6633 NY", .spent, "Bills & Utilities"),
        Case("NETFLIX.COM LOS GATOS CA", .spent, "Entertainment"),
        Case("SHELL OIL 57442109 JERSEY CITY NJ", .spent, "Transport & Fuel"),
        Case("CHIPOTLE 1234 NEW YORK NY", .spent, "Food & Dining"),
        Case("COSTCO GAS #0123 SEATTLE WA", .spent, "Transport & Fuel"),
        Case("COSTCO WHSE #0123 SEATTLE WA", .spent, "Groceries"),
        Case("ONLINE TRANSFER TO SAV ...1234 TRANSACTION#: 123456", .spent, "Transfers"),
        Case("ACME CORP DIRECT DEP PPD ID: 123456", .received, "Salary"),
        Case("ZELLE PAYMENT TO JOHN SMITH", .spent, "Transfers"),
        Case("SPOTIFY USA", .spent, "Entertainment"),
        Case("WALGREENS #1234", .spent, "Health"),
        // UK and EU
        Case("TESCO STORES 3456 LONDON", .spent, "Groceries"),
        Case("SAINSBURYS S/MKTS", .spent, "Groceries"),
        Case("TFL TRAVEL CH", .spent, "Transport & Fuel"),
        Case("PRET A MANGER LONDON", .spent, "Food & Dining"),
        Case("BRITISH GAS DIRECT DEBIT", .spent, "Bills & Utilities"),
        Case("Top-Up by *1234", .received, "Transfers"),
        Case("Exchanged to EUR", .spent, "Transfers"),
        Case("Converted 100.00 GBP to 117.00 EUR", .spent, "Transfers"),
        Case("Card transaction of 12.00 GBP issued by Lidl GB", .spent, "Groceries"),
        Case("Bank Deposit to PP Account", .received, "Transfers"),
        Case("REWE Markt GmbH//Berlin", .spent, "Groceries"),
        Case("DB Vertrieb GmbH", .spent, "Travel"),
        Case("Miete Oktober", .spent, "Rent"),
        Case("Gehalt Oktober ACME GmbH", .received, "Salary"),
        Case("BÄCKEREI MÜLLER", .spent, "Food & Dining"),
        // Whole words and direction
        Case("COCA COLA BOTTLING", .spent, "Others"),
        Case("UPI-FLIPKART-flipkart@axisbank-UTIB293715168468-Payment", .received, "Refunds"),
        Case("SWIGGY INSTAMART BANGALORE", .spent, "Groceries"),
        Case("AMAZON PRIME VIDEO", .spent, "Entertainment"),
        Case("UPI-AMAZON PAY-amazonpay@apl-APL1641367-ADD MONEY TO WALLET", .spent, "Transfers"),
        Case("SALARY ADVANCE RECOVERY", .spent, "Others"),
    ]

    @Test("narrations", arguments: narrations)
    func narration(_ example: Case) {
        #expect(Self.category(example.description, example.direction) == example.category)
    }

    @Test("every built-in rule names a category of its side, and every keyword is folded and non-empty")
    func tableIsConsistent() {
        let taxonomy = BuiltinTaxonomy.taxonomy
        for rule in BuiltinRules.all {
            let sides = rule.direction.map { [$0] } ?? Direction.allCases
            #expect(sides.contains { taxonomy.id(named: rule.category, direction: $0) != nil }, "\(rule.category)")
            for keyword in rule.words + rule.contains {
                #expect(!keyword.isEmpty)
                #expect(
                    CaseFolding.folded(keyword) == Array(keyword.utf8), "keywords are written in lower case: \(keyword)"
                )
            }
        }
    }
}

/// The bundled samples, row by row: every row has an expected category, and the share of Others
/// is what the report says.
@Suite("Built-in rules on sample-transactions/")
struct SampleCategoriesTests {
    /// Description prefix → category, for every kind of row in the samples.
    static let expected: [(prefix: String, direction: Direction, category: String)] = [
        ("UPI-SWIGGY-", .spent, "Food & Dining"), ("UPI-ZOMATO-", .spent, "Food & Dining"),
        ("UPI-BIGBASKET-", .spent, "Groceries"), ("UPI-BLINKIT-", .spent, "Groceries"),
        ("POS 416021XXXXXX1234 DMART", .spent, "Groceries"), ("UPI-FLIPKART-", .spent, "Shopping"),
        ("UPI-AMAZON PAY-", .spent, "Shopping"), ("UPI-AMAZON SELLER SERVICES-REFUND", .received, "Refunds"),
        ("UPI-IRCTC-", .spent, "Travel"), ("UPI-UBER INDIA-", .spent, "Transport & Fuel"),
        ("UPI-OLA CABS-", .spent, "Transport & Fuel"), ("POS 416021XXXXXX1234 INDIAN OIL", .spent, "Transport & Fuel"),
        ("BBPS-BESCOM", .spent, "Bills & Utilities"), ("BBPS-AIRTEL", .spent, "Bills & Utilities"),
        ("UPI-NETFLIX-", .spent, "Entertainment"), ("UPI-BOOKMYSHOW-", .spent, "Entertainment"),
        ("UPI-APOLLO PHARMACY-", .spent, "Health"), ("NEFT DR-SBIN0001234-RAMESH KUMAR-HOUSE RENT", .spent, "Rent"),
        ("CC 4375XXXXXXXX1006 AUTOPAY SI-TAD", .spent, "Transfers"), ("NEFT CR-", .received, "Salary"),
        ("CREDIT INTEREST CAPITALISED", .received, "Interest"),
        ("Paid for order Swiggy", .spent, "Food & Dining"), ("Paid for order Zomato", .spent, "Food & Dining"),
        ("Paid for order Zepto", .spent, "Groceries"), ("Paid for order Blinkit", .spent, "Groceries"),
        ("Paid for order Uber", .spent, "Transport & Fuel"), ("Paid for order Rapido", .spent, "Transport & Fuel"),
        ("Paid for order FASTag", .spent, "Transport & Fuel"), ("Paid for order BookMyShow", .spent, "Entertainment"),
        ("Paid for order PharmEasy", .spent, "Health"), ("Paid for order Jio Prepaid", .spent, "Bills & Utilities"),
        ("Added to wallet", .received, "Transfers"), ("Cashback Received", .received, "Cashback"),
        ("AMAZON.COM*", .spent, "Shopping"), ("AMAZON.COM REFUND", .received, "Refunds"),
        ("AUTOPAY PAYMENT - THANK YOU", .received, "Transfers"), ("WHOLE FOODS", .spent, "Groceries"),
        ("CVS/PHARMACY", .spent, "Health"), ("UBER *TRIP", .spent, "Transport & Fuel"),
        ("STARBUCKS", .spent, "Food & Dining"), ("TARGET", .spent, "Shopping"), ("DELTA AIR LINES", .spent, "Travel"),
        ("CON ED OF NY", .spent, "Bills & Utilities"), ("NETFLIX.COM", .spent, "Entertainment"),
        ("SHELL OIL", .spent, "Transport & Fuel"), ("CHIPOTLE", .spent, "Food & Dining"),
    ]

    static func check(_ rows: [SampleStatements.Row]) -> (others: Int, unexpected: [String]) {
        var categorizer = Categorizer()
        var others = 0
        var unexpected: [String] = []
        for row in rows {
            let id = categorizer.categorize(row.record)
            let category = categorizer.taxonomy[id]
            if category.isOthers { others += 1 }
            if let rule = expected.first(where: {
                row.description.hasPrefix($0.prefix) && row.direction == $0.direction
            }) {
                if category.name != rule.category {
                    unexpected.append("line \(row.line): \(row.description) → \(category.name)")
                }
            } else if !category.isOthers {
                unexpected.append(
                    "line \(row.line): \(row.description) (\(row.direction)) has no expectation; got \(category.name)")
            }
        }
        return (others, unexpected)
    }

    @Test(
        "through the real reader, no row of the three samples lands in Others",
        arguments: [("hdfc-savings.csv", 141), ("paytm-wallet.csv", 103), ("amex-card.csv", 96)])
    func throughTheReader(file: String, transactions: Int) throws {
        var categorizer = Categorizer()
        var seen = 0
        var others: [String] = []
        let source = InputSource.file(SampleStatements.root.appendingPathComponent(file).path)
        _ = try TransactionReader(source: source).read { record in
            seen += 1
            let id = categorizer.categorize(record)
            if categorizer.taxonomy[id].isOthers { others.append(String(decoding: record.description, as: UTF8.self)) }
        }
        #expect(seen == transactions)
        #expect(others.isEmpty, "\(others)")
    }

    @Test("HDFC savings: every row has its category, none is Others")
    func hdfc() throws {
        let rows = try SampleStatements.hdfc()
        #expect(rows.count == 141)
        let (others, unexpected) = Self.check(rows)
        #expect(unexpected.isEmpty, "\(unexpected)")
        #expect(others == 0)
    }

    @Test("Paytm wallet with Activity and Source/Destination as the description: none is Others")
    func paytmJoined() throws {
        let rows = try SampleStatements.paytm(joined: true)
        #expect(rows.count == 107)
        let (others, unexpected) = Self.check(rows)
        #expect(unexpected.isEmpty, "\(unexpected)")
        #expect(others == 0)
    }

    @Test("Paytm wallet with only Source/Destination: the six top-ups from a bank account are Others")
    func paytmSourceOnly() throws {
        let rows = try SampleStatements.paytm(joined: false)
        var categorizer = Categorizer()
        var others: [String] = []
        for row in rows {
            let id = categorizer.categorize(row.record)
            if categorizer.taxonomy[id].isOthers { others.append(row.description) }
        }
        #expect(others == Array(repeating: "HDFC Bank XX6789", count: 6))
    }

    @Test("Amex with the built-in rules only (Category column ignored): none is Others")
    func amexBuiltin() throws {
        let rows = try SampleStatements.amex(withCategory: false)
        #expect(rows.count == 96)
        let (others, unexpected) = Self.check(rows)
        #expect(unexpected.isEmpty, "\(unexpected)")
        #expect(others == 0)
    }

    @Test(
        "Amex with its Category column: the export's categories win over built-in keywords, placed onto the built-in taxonomy"
    )
    func amexSourceCategory() throws {
        let rows = try SampleStatements.amex(withCategory: true)
        var categorizer = Categorizer()
        var seen: [String: String] = [:]
        for row in rows {
            let id = categorizer.categorize(row.record)
            let category = categorizer.taxonomy[id]
            seen[String(row.description.prefix(12)) + "|" + row.direction.rawValue] = category.name
        }
        #expect(seen["WHOLE FOODS |spent"] == "Groceries")
        #expect(seen["STARBUCKS ST|spent"] == "Food & Dining")
        #expect(seen["AMAZON.COM R|received"] == "Merchandise & Supplies-Internet Purchase")
        // The payment row has an empty Category: the built-in rules decide.
        #expect(seen["AUTOPAY PAYM|received"] == "Transfers")
        // The 11 values of the spent side all place onto built-in categories; the refund's value
        // (Shopping, which the received side lacks) is a category of its own on the received side.
        let added = categorizer.taxonomy.categories[BuiltinTaxonomy.taxonomy.categories.count...]
        #expect(added.filter { $0.direction == .spent }.isEmpty)
        #expect(added.filter { $0.direction == .received }.map(\.name) == ["Merchandise & Supplies-Internet Purchase"])
    }
}
