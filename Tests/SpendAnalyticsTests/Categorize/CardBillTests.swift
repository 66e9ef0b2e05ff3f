import Foundation
import Testing

@testable import SpendAnalytics

/// Card bill payments (`Lexicon/card-bills.tsv`, compiled into ``CardBillPhrases``): a current
/// account paying the person's own credit card is Transfers in every language, and the lines that
/// only look like one (a purchase made with a card, a card's fee, cashback, a refund, a loan
/// instalment, a utility bill) are not.
@Suite("Card bill payments")
struct CardBillTests {
    static func explain(_ description: String, _ direction: Direction) -> Explanation {
        var categorizer = Categorizer()
        return categorizer.explain(description: description, amount: Money(minorUnits: 250_000), direction: direction)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var description: String
        var direction: Direction
        var category: String
        init(_ description: String, _ direction: Direction = .spent, _ category: String = "Transfers") {
            self.description = description
            self.direction = direction
            self.category = category
        }
        var testDescription: String { "\(description) (\(direction.rawValue)) → \(category)" }
    }

    /// Card bill payments as statements print them, in several languages.
    static let payments: [Case] = [
        Case("CC 4375XXXXXXXX1006 AUTOPAY SI-TAD"), // India, HDFC
        Case("UPI-CRED CLUB-cred.club@axisb-AXIS123456789-Card bill"), // India, CRED
        Case("CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224"), // US
        Case("AMEX EPAYMENT ACH PMT M1234"), // US
        Case("AUTOPAY PAYMENT - THANK YOU", .received), // US, the card's side
        Case("DD BARCLAYCARD 4929XXXXXXXX1234"), // UK
        Case("MBNA DIRECT DEBIT 0123"), // UK
        Case("TD VISA PREAUTH PYMT"), // Canada
        Case("BPAY AMEX 3767XXXXXXXX1001"), // Australia
        Case("Abrechnung Kreditkarte 4711 Januar"), // Germany
        Case("KREDITKARTENABRECHNUNG 01.2026"), // Germany
        Case("RELEVÉ DIFFÉRÉ CARTE X1234 JANVIER"), // France
        Case("LIQUIDACIÓN TARJETA 4B 1234"), // Spain
        Case("ADDEBITO CARTA DI CREDITO NEXI 01/2026"), // Italy
        Case("ICS afrekening 12345678901"), // Netherlands
        Case("SPŁATA KARTY KREDYTOWEJ 1234"), // Poland
        Case("PAGTO FATURA ITAU 01/26"), // Brazil
        Case("PAGO TDC BBVA 1234"), // Mexico
        Case("ﾐﾂｲｽﾐﾄﾓｶｰﾄﾞ (ｶ"), // Japan, passbook kana
        Case("カード代金 ラクテン"), // Japan
        Case("BILL PAYMENT DBS CARDS 4119XXXXXXXX1234"), // Singapore
        Case("신한 카드대금 출금"), // Korea
        Case("KREDİ KARTI ÖDEMESİ GARANTİ"), // Turkey
    ]

    @Test("a card bill payment is Transfers, transfer: yes", arguments: payments)
    func payment(_ example: Case) {
        let explanation = Self.explain(example.description, example.direction)
        #expect(explanation.category.name == "Transfers", "\(explanation.rule)")
        #expect(explanation.category.isTransfer)
        #expect(explanation.description.contains("transfer:    yes"))
        #expect(explanation.rule.hasPrefix("built-in: keyword "), "\(explanation.rule)")
    }

    /// Lines with a card in them that are not a payment of the card's bill.
    static let lookalikes: [Case] = [
        Case("POS 1234 AMAZON", .spent, "Shopping"),
        Case("POS 416021XXXXXX1234 CARD PURCHASE DMART", .spent, "Groceries"),
        // A card's fee is a bank charge, not money moving to the card: Bills & Utilities.
        Case("CREDIT CARD ANNUAL FEE", .spent, "Bills & Utilities"),
        Case("ANNUAL CARD FEE 2026", .spent, "Bills & Utilities"),
        Case("CASHBACK ON CARD", .received, "Cashback"),
        Case("CARD REFUND ZARA", .received, "Refunds"),
        Case("FACTURE CARTE DU 120126 MONOPRIX", .spent, "Groceries"),
        Case("EMI LOAN INSTALMENT 123456", .spent, "Bills & Utilities"),
        Case("BBPS-BESCOM BANGALORE-930722529254-ELECTRICITY BILL", .spent, "Bills & Utilities"),
    ]

    @Test(
        "a purchase with a card, a card's fee, cashback, a refund, a loan or a utility bill is not",
        arguments: lookalikes)
    func lookalike(_ example: Case) {
        let explanation = Self.explain(example.description, example.direction)
        #expect(explanation.category.name == example.category, "\(explanation.rule)")
        #expect(!explanation.category.isTransfer)
    }

    @Test("every phrase of card-bills.tsv, alone on a line, is Transfers")
    func everyPhrase() {
        #expect(CardBillPhrases.phrases.count >= 100)
        #expect(CardBillPhrases.phrases == CardBillPhrases.phrases.sorted())
        for phrase in CardBillPhrases.phrases {
            #expect(MatchFolding.folded(phrase) == Array(phrase.utf8), "\(phrase) is not stored folded")
            let explanation = Self.explain(phrase.uppercased(), .spent)
            #expect(explanation.category.name == "Transfers", "\(phrase): \(explanation.rule)")
        }
    }

    @Test("CardBillPhrasesData.swift is what scripts/generate-card-bills.py makes of card-bills.tsv")
    func generatedFileIsCurrent() throws {
        let run = try ArchitectureTests.check(
            ["--check"],
            script: ArchitectureTests.packageRoot
                .appendingPathComponent("scripts/generate-card-bills.py"))
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("the generator refuses a phrase given twice (after folding) with its file and line")
    func generatorRefusesDuplicates() throws {
        var files = [
            "Sources/SpendAnalytics/Categorize/Lexicon/card-bills.tsv":
                "# test\nCarte à débit différé\tFrance\nbpay amex\tAustralia\nCARTE A DEBIT DIFFERE\tFrance again\nno note\n"
        ]
        for script in ["generate-card-bills.py", "generate-merchants.py"] {
            files["scripts/" + script] = try String(
                contentsOf: ArchitectureTests.packageRoot
                    .appendingPathComponent("scripts/" + script), encoding: .utf8)
        }
        let root = try ArchitectureTests.tree(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ArchitectureTests.check([], script: root.appendingPathComponent("scripts/generate-card-bills.py"))
        #expect(run.status == 1)
        #expect(
            run.output.contains("card-bills.tsv:4: 'CARTE A DEBIT DIFFERE' is already given at card-bills.tsv:2"),
            "\(run.output)")
        #expect(run.output.contains("card-bills.tsv:5: expected PHRASE<TAB>NOTE"), "\(run.output)")
    }
}
