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
        let text = "mBank S.A.;\n\n#Operation date;#Operation description;#Title;#Sender/Receiver;#Account number;#Amount;#Balance after operation;\n"
            + "2026-11-03;CARD PURCHASE;BIEDRONKA 123 KRAKOW;;;-1 249,00 PLN;2 751,00 PLN;\n"
        let refusal = try #require(Self.refusal(text))
        #expect(refusal.candidates.map(\.description) == [
            "line 3: \"#Operation date\" (no role), \"#Operation description\" (no role), \"#Title\" (no role), "
                + "\"#Sender/Receiver\" (no role), \"#Account number\" (account), \"#Amount\" (amount), "
                + "\"#Balance after operation\" (no role), \"\" (no role); missing date, description",
        ])
        // `#` would start a shell comment: such names are quoted.
        #expect(refusal.suggestion == "--column 'date=#Operation date' --column 'description=#Title' --column 'amount=#Amount'")
        // The suggestion reads the file.
        let read = try ReaderHarness.read(text, options {
            $0.columns = ["date=#Operation date", "description=#Title", "amount=#Amount"].compactMap(ColumnOverride.init)
        })
        #expect(read.lines == ["4 2026-11-03 spent 124900 PLN BIEDRONKA 123 KRAKOW"])
    }

    @Test("RBC in French: the date header is unknown; the quote in its name is shell-quoted")
    func rbcFrench() throws {
        let text = "\"Type de compte\",\"Numéro du compte\",\"Date de l'opération\",\"Numéro du chèque\",\"Description 1\",\"Description 2\",\"CAD$\",\"USD$\"\n"
            + "Chèques,00012-1234567,11/13/2026,,\"PAIEMENT\",\"RBC VISA\",-250.00,\n"
        let refusal = try #require(Self.refusal(text))
        #expect(refusal.candidates.first?.missing == ["date"])
        #expect(refusal.candidates.first?.cells.map(\.role) == [nil, nil, nil, nil, "description", "description", "amount", "amount"])
        #expect(refusal.suggestion == "--column 'date=Date de l'\\''opération' --column 'description=Description 1' --column 'amount=CAD$'")
        let message = try #require(ReaderHarness.error(text)?.description)
        #expect(message == "t.csv: no header row: none of the first 2 rows names a date, an amount (or debit and credit) and a "
                + "description column; closest rows: line 1: \"Type de compte\" (no role), \"Numéro du compte\" (no role), "
                + "\"Date de l'opération\" (no role), \"Numéro du chèque\" (no role), \"Description 1\" (description), "
                + "\"Description 2\" (description), \"CAD$\" (amount), \"USD$\" (amount); missing date; "
                + "try: --column 'date=Date de l'\\''opération' --column 'description=Description 1' --column 'amount=CAD$'")
    }

    @Test("a headerless file: the first row's cells give --no-header with positions")
    func headerless() throws {
        let text = "03/11/2026,\"PAYMENT - THANK YOU\",-250.00,1234.56\n04/11/2026,\"LOBLAWS 1234\",-85.20,1149.36\n"
        let refusal = try #require(Self.refusal(text))
        #expect(refusal.candidates.isEmpty)
        #expect(refusal.suggestion == "--no-header --column date=1 --column description=2 --column amount=3")
        let read = try ReaderHarness.read(text, options {
            $0.hasHeader = false
            $0.columns = ["date=1", "description=2", "amount=3"].compactMap(ColumnOverride.init)
            $0.dateFormat = DateFormat("dd/MM/yyyy")
        })
        #expect(read.transactions.map(\.amount.minorUnits) == [25_000, 8_520])
    }

    @Test("rows that name nothing and hold no data suggest nothing")
    func prose() throws {
        let refusal = try #require(Self.refusal("Dear customer,\nyour statement is attached.\n"))
        #expect(refusal.candidates.isEmpty)
        #expect(refusal.suggestion == nil)
        #expect(ReaderHarness.error("Dear customer,\nyour statement is attached.\n")?.description.hasSuffix(
            "; name the columns with --column role=Header, or pass --no-header with --column date=N …") == true)
    }

    @Test("the three rows naming most roles are listed, most first, then the earliest")
    func bestFirst() throws {
        let text = "Date,Notes\nx,y\nAmount,Memo,Date2\nz,w\nDate,Memo,Total\n1,2,3\nDescription,Other\n"
        let refusal = try #require(Self.refusal(text))
        #expect(refusal.candidates.map(\.line) == [3, 5, 1])
        #expect(refusal.candidates.map(\.missing) == [["date"], ["amount"], ["description", "amount"]])
    }

    /// Issue 30: for MUFG's unknown withdrawal and deposit headers the refusal once suggested
    /// `--column amount=預かり金額`, which reads the deposits and drops every payment. A suggestion
    /// is tried on the rows first; these columns are named as a one-sided pair instead, with no command.
    @Test("unknown withdrawal and deposit columns: no suggestion that drops money, the pair named instead")
    func oneSidedColumnsAreNotAnAmount() throws {
        let text = "日付,摘要,摘要内容,支払い金額,預かり金額,差引残高\n2026/11/01,SALARY,ACME,,300000,1300000\n"
            + "2026/11/02,RENT,KEY,80000,,1220000\n2026/11/03,COFFEE,SHOP,500,,1219500\n"
        let refusal = try #require(Self.refusal(text))
        #expect(refusal.suggestion == nil)
        #expect(refusal.oneSidedPair == ["支払い金額", "預かり金額"])
        #expect(!refusal.description.contains("--column amount="))
        #expect(refusal.description.contains("the money is in two one-sided columns, \"支払い金額\" and \"預かり金額\""))
    }

    @Test("a suggested amount column empty in a later row is not suggested; one full in every row is", arguments: [
        ("Fecha,Concepto,Importe X\n2026-11-01,CAFE,-4.50\n2026-11-02,TE,\n", nil),
        ("Fecha,Concepto,Importe X\n2026-11-01,CAFE,-4.50\n2026-11-02,TE,-3.00\n",
         "--column date=Fecha --column description=Concepto --column 'amount=Importe X'"),
    ] as [(String, String?)])
    func suggestionTriedOnTheRows(text: String, expected: String?) throws {
        let refusal = try #require(Self.refusal(text))
        #expect(refusal.suggestion == expected, "\(refusal.description)")
    }
}

