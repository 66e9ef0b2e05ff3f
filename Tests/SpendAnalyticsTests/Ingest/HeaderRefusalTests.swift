import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 12: when no header row is found, the refusal lists the closest rows with the roles their
/// cells matched and missed, and a ready-to-paste `--column` line.
@Suite("A no-header refusal that helps")
struct HeaderRefusalTests {
    static func refusal(_ text: String) -> NoHeaderRow? {
        guard case .noHeaderRow(let missing)? = ReaderHarness.error(text)?.reason else { return nil }
        return missing
    }

    @Test("mBank in English: # headers whose date and description names are unknown")
    func mbankEnglish() throws {
        let text =
            "mBank S.A.;\n\n#Operation date;#Operation description;#Title;#Sender/Receiver;#Account number;#Amount;#Balance after operation;\n"
            + "2026-11-03;CARD PURCHASE;BIEDRONKA 123 KRAKOW;;;-1 249,00 PLN;2 751,00 PLN;\n"
        let refusal = try #require(Self.refusal(text))
        #expect(
            refusal.candidates.map(\.description) == [
                "line 3: \"#Operation date\" (no role), \"#Operation description\" (no role), \"#Title\" (description), "
                    + "\"#Sender/Receiver\" (description), \"#Account number\" (account), \"#Amount\" (amount), "
                    + "\"#Balance after operation\" (no role), \"\" (no role); missing date"
            ])
        // `#` would start a shell comment: such names are quoted.
        #expect(
            refusal.suggestion
                == "--column 'date=#Operation date' --column 'description=#Title' --column 'amount=#Amount'")
        // The suggestion reads the file.
        let read = try ReaderHarness.read(
            text,
            options {
                $0.columns = ["date=#Operation date", "description=#Title", "amount=#Amount"].compactMap(
                    ColumnOverride.init)
            })
        #expect(read.lines == ["4 2026-11-03 spent 124900 PLN BIEDRONKA 123 KRAKOW"])
    }

    @Test("RBC in French: the French header words name the date; read with no flag")
    func rbcFrench() throws {
        let text =
            "\"Type de compte\",\"Numéro du compte\",\"Date de l'opération\",\"Numéro du chèque\",\"Description 1\",\"Description 2\",\"CAD$\",\"USD$\"\n"
            + "Chèques,00012-1234567,11/13/2026,,\"PAIEMENT\",\"RBC VISA\",-250.00,\n"
        #expect(Self.refusal(text) == nil)
        let read = try ReaderHarness.read(text)
        #expect(read.lines == ["2 2026-11-13 spent 25000 CAD PAIEMENT RBC VISA"])
    }

    @Test(
        "a headerless file: its columns read from the data; the date order still needs a date past 12 or --date-format")
    func headerless() throws {
        let text = "03/11/2026,\"PAYMENT - THANK YOU\",-250.00,1234.56\n04/11/2026,\"LOBLAWS 1234\",-85.20,1149.36\n"
        #expect(Self.refusal(text) == nil)
        #expect(ReaderHarness.error(text)?.reason == .dateOrderUnsettled)
        let read = try ReaderHarness.read(text, options { $0.dateFormat = DateFormat("dd/MM/yyyy") })
        #expect(read.transactions.map(\.amount.minorUnits) == [25_000, 8_520])
        #expect(read.summary.detected.columnEvidence == ["date: content", "description: content", "amount: content"])
    }

    @Test("rows that name nothing and hold no data suggest nothing")
    func prose() throws {
        let refusal = try #require(Self.refusal("Dear customer,\nyour statement is attached.\n"))
        #expect(refusal.candidates.isEmpty)
        #expect(refusal.suggestion == nil)
        #expect(
            ReaderHarness.error("Dear customer,\nyour statement is attached.\n")?.description.hasSuffix(
                "; name the columns with --column role=Header, or pass --no-header with --column date=N …") == true)
    }

    @Test("the three rows naming most roles are listed, most first, then the earliest")
    func bestFirst() throws {
        let text = "Date,Qq\nx,y\nAmount,Description,Date2\nz,w\nDate,Description,Total\n1,2,3\nDescription,Other\n"
        let refusal = try #require(Self.refusal(text))
        #expect(refusal.candidates.map(\.line) == [3, 5, 1])
        #expect(refusal.candidates.map(\.missing) == [["date"], ["amount"], ["description", "amount"]])
    }

    /// Issue 30: for MUFG's withdrawal and deposit headers the refusal once suggested
    /// `--column amount=預かり金額`, which reads the deposits and drops every payment. Japanese
    /// header words now name them; and two one-sided columns under words no list knows, with no
    /// running balance, are refused with both readings, never as an amount alone.
    @Test("withdrawal and deposit columns: named by Japanese words, or refused with both readings when unknown")
    func oneSidedColumnsAreNotAnAmount() throws {
        let mufg =
            "日付,摘要,摘要内容,支払い金額,預かり金額,差引残高\n2026/11/01,SALARY,ACME,,300000,1300000\n"
            + "2026/11/02,RENT,KEY,80000,,1220000\n2026/11/03,COFFEE,SHOP,500,,1219500\n"
        let read = try ReaderHarness.read(mufg, options { $0.unlabelledCurrency = "JPY" })
        #expect(
            read.transactions.map { "\($0.direction) \($0.amount.minorUnits)" } == [
                "received 300000", "spent 80000", "spent 500",
            ])
        let unknown = "Aa,Bb,Cc,Dd\n2026-11-01,SALARY ACME,,3000.00\n2026-11-02,RENT,800.00,\n2026-11-03,COFFEE,5.00,\n"
        let error = try #require(ReaderHarness.error(unknown))
        guard case .readingsUndecided(_, let readings) = error.reason else {
            Issue.record("not refused with its readings: \(error)")
            return
        }
        #expect(
            readings == [
                "--column date=Aa --column description=Bb --column debit=Cc --column credit=Dd",
                "--column date=Aa --column description=Bb --column debit=Dd --column credit=Cc",
            ])
        #expect(!error.description.contains("--column amount="))
    }

    @Test("an amount column empty in some rows reads them as no transaction, never drops a filled one")
    func emptyAmountCells() throws {
        let read = try ReaderHarness.read(
            "Fecha,Concepto,Importe X\n2026-11-01,CAFE,-4.50\n2026-11-02,TE,\n2026-11-03,PAN,-1.20\n")
        #expect(read.transactions.map(\.amount.minorUnits) == [450, 120])
        #expect(read.summary.stats.nonTransaction == 1)
    }
}
