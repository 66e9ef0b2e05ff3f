import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 12: exports outside the known profiles read with fewer flags — decorated and
/// currency-named headers, several description columns joined, repeated `--column` roles.
@Suite("Generic reading")
struct GenericReadingTests {
    @Test("header names with #, *, quotes or a currency are matched by their role")
    func decoratedHeaderNames() {
        #expect(HeaderName("#Data operacji").key == "dataoperacji")
        #expect(HeaderName("*Amount").key == "amount")
        #expect(HeaderName("'Kwota'").key == "kwota")
        for (text, key, currency) in [
            ("CAD$", "amount", "CAD"), ("USD$", "amount", "USD"), ("#PLN", "amount", "PLN"), ("$CAD", "amount", "CAD"),
            ("€", "amount", "EUR"), ("Kwota (PLN)", "kwota", "PLN"), ("#Kwota (PLN)", "kwota", "PLN"),
            ("Betrag (EUR)", "betrag", "EUR"), ("Amount (GBP)", "amount", "GBP"), ("Kwota PLN", "kwota", "PLN"),
            ("金额（元）", "金额", "CNY"),
        ] {
            #expect(HeaderName(text).key == key, "\(text)")
            #expect(HeaderName(text).currency == currency, "\(text)")
        }
        // Three capitals that are no currency stay a name.
        #expect(HeaderName("UTR").key == "utr")
        #expect(HeaderName("UTR").currency == nil)
    }

    /// An mBank "Lista operacji" as exported: preamble, `#` headers, amounts with a space between
    /// thousands and the currency after them, a trailing `;` on every line.
    static let mbank: String = {
        var text =
            "mBank S.A. Bankowość Detaliczna;\nSkrytka Pocztowa 2108;\n90-959 Łódź 2;\n\n#Klient;\nJAN KOWALSKI;\n\n"
        text +=
            "Lista operacji;\n\n#Za okres:;\n01.11.2026;30.11.2026;\n\n#Waluta;#Wpływy;#Wydatki;\nPLN;4 000,00;-1 338,99;\n\n"
        text += "#Numer rachunku;\n12 1140 2004 0000 3002 0123 4567;\n\n"
        text += "#Data operacji;#Opis operacji;#Tytuł;#Nadawca/Odbiorca;#Numer konta;#Kwota;#Saldo po operacji;\n"
        text += "2026-11-03;ZAKUP PRZY UŻYCIU KARTY;BIEDRONKA 123 KRAKÓW;;;-1 249,00 PLN;2 751,00 PLN;\n"
        text += "2026-11-04;ZAKUP PRZY UŻYCIU KARTY;ŻABKA Z1234;;;-89,99 PLN;2 661,01 PLN;\n"
        text +=
            "2026-11-10;PRZELEW PRZYCHODZĄCY;Wynagrodzenie 11/2026;ACME SP. Z O.O.;11 1140 0000 0000 0000 0000 0001;4 000,00 PLN;6 661,01 PLN;\n"
        text += ";;;;#Saldo końcowe;6 661,01 PLN;\n"
        return text
    }()

    @Test("an mBank export reads with no flags: # headers, preamble, joined descriptions, -1 249,00 PLN")
    func mbank() throws {
        let read = try ReaderHarness.read(Self.mbank)
        #expect(read.summary.detected.headerLine == 19)
        #expect(
            read.columns == [
                "date=#Data operacji", "description=#Opis operacji", "description=#Tytuł",
                "description=#Nadawca/Odbiorca", "amount=#Kwota",
            ])
        #expect(
            read.lines == [
                "20 2026-11-03 spent 124900 PLN ZAKUP PRZY UŻYCIU KARTY BIEDRONKA 123 KRAKÓW",
                "21 2026-11-04 spent 8999 PLN ZAKUP PRZY UŻYCIU KARTY ŻABKA Z1234",
                "22 2026-11-10 received 400000 PLN PRZELEW PRZYCHODZĄCY Wynagrodzenie 11/2026 ACME SP. Z O.O.",
            ])
    }

    /// An RBC download: amounts in `CAD$` or `USD$`, the payee in `Description 2`.
    static let rbc = """
        "Account Type","Account Number","Transaction Date","Cheque Number","Description 1","Description 2","CAD$","USD$"
        Chequing,00012-1234567,11/3/2026,,"PAYMENT - THANK YOU","RBC VISA",-250.00,
        Chequing,00012-1234567,11/14/2026,,"Purchase","LOBLAWS #1234",-85.20,
        Visa,4510123412341234,11/5/2026,,"AMAZON.COM","SEATTLE WA",,-40.00
        Chequing,00012-1234567,11/20/2026,,"PAYROLL","",3000.00,
        Visa,4510123412341234,11/21/2026,,"FX FEE","",0.00,-1.25

        """

    @Test("an RBC export: each row in the currency of the filled column, both descriptions joined")
    func rbc() throws {
        let read = try ReaderHarness.read(Self.rbc)
        #expect(
            read.columns == [
                "date=Transaction Date", "description=Description 1", "description=Description 2",
                "amount=CAD$", "amount=USD$", "reference=Cheque Number", "account=Account Number",
            ])
        #expect(
            read.lines == [
                "2 2026-11-03 spent 25000 CAD PAYMENT - THANK YOU RBC VISA",
                "3 2026-11-14 spent 8520 CAD Purchase LOBLAWS #1234",
                "4 2026-11-05 spent 4000 USD AMAZON.COM SEATTLE WA",
                "5 2026-11-20 received 300000 CAD PAYROLL",
                "6 2026-11-21 spent 125 USD FX FEE",
            ])
    }

    @Test("a row with an amount in both currencies is refused, naming both columns")
    func rbcBothFilled() {
        let text = Self.rbc + "Visa,4510123412341234,11/22/2026,,\"HOTEL\",\"\",-10.00,-7.50\n"
        let error = ReaderHarness.error(text)
        #expect(
            error?.reason
                == .amountsInTwoCurrencies(TableColumn(index: 6, header: "CAD$"), TableColumn(index: 7, header: "USD$"))
        )
        #expect(
            error?.description == "t.csv:7:49: both column 7 \"CAD$\" and column 8 \"USD$\" hold an amount; "
                + "a row must state its amount in one currency (Visa,4510123412341234,11/22/2026,,HOTEL,,-10.00,-7.50)")
    }

    @Test("duplicates are told apart by the joined description")
    func identityUsesTheJoinedText() throws {
        let text =
            "Date,Reference,Description 1,Description 2,Amount\n"
            + "2026-11-03,R1,Card purchase,SHOP A,-5.00\n2026-11-03,R1,Card purchase,SHOP B,-5.00\n"
            + "2026-11-03,R1,Card purchase,SHOP B,-5.00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.transactions.map(\.description) == ["Card purchase SHOP A", "Card purchase SHOP B"])
        #expect(read.stats.duplicates == 1)
    }

    @Test("a repeated --column description= joins its columns in the order given")
    func repeatedDescriptionOverride() throws {
        let text = "Date,Payee,Memo,Note,Amount\n2026-11-03,Shop,Lunch,x,-1.00\n2026-11-04,Cafe,,y,-2.00\n"
        let read = try ReaderHarness.read(
            text,
            options {
                $0.columns = [ColumnOverride("description=Memo"), ColumnOverride("description=Payee")].compactMap { $0 }
            })
        #expect(read.transactions.map(\.description) == ["Lunch Shop", "Cafe"])
        let headerless = try ReaderHarness.read(
            "2026-11-03,Shop,Lunch,-1.00\n",
            options {
                $0.hasHeader = false
                $0.columns = ["date=1", "description=2", "description=3", "amount=4"].compactMap(ColumnOverride.init)
            })
        #expect(headerless.transactions.map(\.description) == ["Shop Lunch"])
    }

    @Test("any other repeated role is refused, not silently overwritten")
    func repeatedRoleRefused() throws {
        let overrides = ["amount=CAD$", "description=A", "amount=USD$", "description=B"].compactMap(ColumnOverride.init)
        let repeated = ColumnOverride.repeatedRole(in: overrides)
        #expect(repeated?.role == .amount)
        #expect(repeated?.targets == ["CAD$", "USD$"])
        #expect(
            ColumnOverride.repeatedRole(in: ["description=A", "description=B"].compactMap(ColumnOverride.init)) == nil)

        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("rbc.csv")
        try Data(Self.rbc.utf8).write(to: input)
        let result = try CLIRunner.run([
            "validate", input.path, "--column", "date=Transaction Date", "--column", "date=3",
        ])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(
                "--column date= is given 2 times (\"Transaction Date\", \"3\"); a role takes one column, "
                    + "except description, whose columns are joined in the order given"))
    }
}
