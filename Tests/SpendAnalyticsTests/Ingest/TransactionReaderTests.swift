import Foundation
import Testing

@testable import SpendAnalytics

/// The documented input behaviour (docs/INPUT.md) of ``TransactionReader`` on small inputs written for each rule.
@Suite struct TransactionReaderTests {
    // MARK: - Dialect

    static let dialects: [(delimiter: String, decimal: String)] = [(",", "."), (";", ","), ("\t", "."), ("|", ".")]

    @Test(arguments: 0..<4)
    func detectsTheDelimiter(_ index: Int) throws {
        let (d, point) = Self.dialects[index]
        let text =
            "Date\(d)Description\(d)Amount\n"
            + "2026-03-01\(d)Coffee\(d)-3\(point)50\n"
            + "2026-03-02\(d)Salary\(d)2500\(point)00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.summary.detected.delimiter == Array(d.utf8)[0])
        #expect(read.lines == ["2 2026-03-01 spent 350 - Coffee", "3 2026-03-02 received 250000 - Salary"])
        #expect(read.summary.detected.decimalMark == (point == "," ? .comma : .point))
    }

    @Test func delimiterOptionOverridesDetection() throws {
        // Read with ';' this is one column per row: no header can be found.
        let text = "Date,Description,Amount\n2026-03-01,Coffee,-3.50\n"
        let error = ReaderHarness.error(text, options { $0.delimiter = UInt8(ascii: ";") })
        #expect(error?.reason == .noHeaderRow(NoHeaderRow(rowsSeen: 2)))
        #expect(
            error?.description
                == "t.csv: no header row: none of the first 2 rows names a date, an amount (or debit and credit) "
                + "and a description column; name the columns with --column role=Header, or pass --no-header with --column date=N …"
        )
    }

    @Test func semicolonWithSpacesAroundIt() throws {
        let text =
            "Completed Date ; Description ; Paid Out (EUR) ; Paid In (EUR)\n"
            + "Apr 8, 2018 ; Cafe ; 4.50 ; \n"
            + "Apr 9, 2018 ; Refund ;  ; 12.00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.lines == ["2 2018-04-08 spent 450 EUR Cafe", "3 2018-04-09 received 1200 EUR Refund"])
    }

    @Test func byteOrderMarkAndCRLF() throws {
        let text =
            "\u{FEFF}Date,Description,Amount\r\n2026-03-01,\"Two\r\nlines\",-1.00\r\n\r\n2026-03-02,Tea,-2.00\r\n"
        let read = try ReaderHarness.read(text)
        #expect(read.lines == ["2 2026-03-01 spent 100 - Two\r\nlines", "5 2026-03-02 spent 200 - Tea"])
        #expect(read.summary.detected.encoding == .utf8)
        #expect(read.summary.detected.headerLine == 1)
    }

    @Test func windows1252IsDetected() throws {
        var bytes = Array("Date,Description,Paid out,Paid in\n01/02/2026,CAF".utf8)
        bytes +=
            [0xC9] + Array(" ROUGE,".utf8) + [0xA3] + Array("12.50,\n13/02/2026,Refund,,".utf8) + [0x80]
            + Array("3.00\n".utf8)
        let read = try ReaderHarness.read(bytes: bytes)
        #expect(read.summary.detected.encoding == .windows1252)
        #expect(read.lines == ["2 2026-02-01 spent 1250 GBP CAFÉ ROUGE", "3 2026-02-13 received 300 EUR Refund"])
    }

    @Test func spacePaddedFieldsAndNames() throws {
        let text =
            "\n  Date     ,Narration          ,Debit Amount  ,Credit Amount \n"
            + " 03/05/23  ,UPI-SHOP-1         ,       110.00 ,         0.00 \n"
            + " 14/05/23  ,NEFT SALARY        ,         0.00 ,     50000.00 \n"
        let read = try ReaderHarness.read(text)
        #expect(read.summary.detected.headerLine == 2)
        #expect(read.columns == ["date=Date", "description=Narration", "debit=Debit Amount", "credit=Credit Amount"])
        #expect(read.lines == ["3 2023-05-03 spent 11000 - UPI-SHOP-1", "4 2023-05-14 received 5000000 - NEFT SALARY"])
    }

    // MARK: - Preamble, trailer, structure

    @Test func preambleAndTrailerAreSkippedAndCounted() throws {
        let text = """
            ACME BANK,,,
            Account No : 1234,,,
            Statement From : 01/09/2026 To : 30/09/2026,,,
            ,,,
            Txn Date,Particulars,Withdrawal,Deposit
            01/09/2026,Rent,"25,000.00",
            15/09/2026,Salary,,"1,00,000.00"
            ,,,
            Closing balance,"as on 30/09/2026",,
            Total,,"25,000.00","1,00,000.00"
            **This is a computer generated statement
            """
        let read = try ReaderHarness.read(text)
        #expect(read.summary.detected.headerLine == 5)
        #expect(read.lines == ["6 2026-09-01 spent 2500000 - Rent", "7 2026-09-15 received 10000000 - Salary"])
        #expect(read.stats.rows == 2)
        #expect(read.stats.trailer == 3)
    }

    @Test func datelessRowsAtTheEndAreTheTrailer() throws {
        let text = "Date,Description,Amount\n2026-01-02,Tea,-2.00\nTotal,,-2.00\nEnd of statement,,\n"
        let read = try ReaderHarness.read(text)
        #expect(read.stats.rows == 1)
        #expect(read.stats.trailer == 2)
    }

    @Test func structuralRowsInsideTheDataAreNotTransactions() throws {
        // A card-number line, a repeated header, a balance line with an empty amount, a blank row.
        let text = """
            "Date","Details","Amount"
            "0049XXXXXXXX4939"
            "2026-01-02","Tea","-2.00"
            "Date","Details","Amount"
            "2026-01-03","Opening balance",""
            ,,
            "2026-01-04","Coffee","-3.00"
            """
        let read = try ReaderHarness.read(text)
        #expect(read.lines == ["3 2026-01-02 spent 200 - Tea", "7 2026-01-04 spent 300 - Coffee"])
        #expect(read.stats.rows == 5)
        #expect(read.stats.nonTransaction == 3)
        #expect(read.stats.trailer == 0)
    }

    @Test func balanceLinesWithAnAmountAreNotTransactions() throws {
        let text =
            "Date,Description,Amount\n2026-01-01,Beginning balance as of 01/01/2026,1000.00\n2026-01-02,Tea,-2.00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.lines == ["3 2026-01-02 spent 200 - Tea"])
        #expect(read.stats.nonTransaction == 1)
    }

    @Test func trimmingKeepsMultiByteCharacters() throws {
        // `à` is C3 A0 in UTF-8: its second byte is not a no-break space to trim.
        let read = try ReaderHarness.read("Date,Description,Amount\n2026-01-01,\" Voilà\u{A0}\",-1.00\n")
        #expect(read.transactions.first?.description == "Voilà")
    }

    @Test func aHeaderWithNoRowsIsAnEmptyRead() throws {
        let read = try ReaderHarness.read("Date,Description,Amount\n")
        #expect(read.transactions.isEmpty)
        #expect(read.stats == IngestStats())
    }

    @Test func headerNeedsADateColumn() throws {
        // Bank of America's summary table names a description and an amount but no date.
        let text =
            "Description,,Summary Amt.\nBeginning balance as of 01/01/2026,,\"3,412.87\"\n\n"
            + "Date,Description,Amount,Running Bal.\n01/02/2026,Coffee,-3.00,\"3,409.87\"\n"
        let read = try ReaderHarness.read(text)
        #expect(read.summary.detected.headerLine == 4)
        #expect(read.summary.detected.profile == "bofa")
        #expect(read.lines == ["5 2026-01-02 spent 300 USD Coffee"])
    }

    // MARK: - Amount models

    @Test func debitAndCreditColumns() throws {
        let text = """
            Date,Description,Debit,Credit
            2026-01-01,Empty other,12.00,
            2026-01-02,Zero other,0.00,30.00
            2026-01-03,Negative debit,-4.00,
            2026-01-04,Both zero,0.00,0.00
            2026-01-05,Both empty,,
            2026-01-06,Blank with space, , 
            """
        let read = try ReaderHarness.read(text)
        #expect(
            read.lines == [
                "2 2026-01-01 spent 1200 - Empty other", "3 2026-01-02 received 3000 - Zero other",
                "4 2026-01-03 spent 400 - Negative debit",
            ])
        #expect(read.stats.zeroAmount == 1)
        #expect(read.stats.nonTransaction == 2)
        #expect(read.stats.rows == 6)
    }

    @Test func creditColumnBeforeDebitColumn() throws {
        let text =
            "DATE,MODE,PARTICULARS,DEPOSITS,WITHDRAWALS,BALANCE\n01-04-2026,UPI,Shop,0.00,99.00,1.00\n02-04-2026,NEFT,Pay,500.00,0.00,501.00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.lines == ["2 2026-04-01 spent 9900 INR Shop", "3 2026-04-02 received 50000 INR Pay"])
        #expect(read.summary.detected.profile == "icici")
    }

    @Test func amountWithATypeColumn() throws {
        // Kotak: the first `Dr / Cr` follows Amount; the second belongs to Balance.
        let text = """
            Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance,Dr / Cr
            1,01-04-2026,01-04-2026,UPI/Shop,UPI-1,"1,250.00",DR,"10,000.00",CR
            2,02-04-2026 10:11:12,02-04-2026,NEFT/Salary,UPI-2,"2,10,000.00",CR,"2,20,000.00",CR
            """
        let read = try ReaderHarness.read(text)
        #expect(read.columns.contains("type=Dr / Cr"))
        #expect(read.summary.detected.columns.first { $0.role == .type }?.index == 6)
        #expect(
            read.lines == ["2 2026-04-01 spent 125000 INR UPI/Shop", "3 2026-04-02 received 21000000 INR NEFT/Salary"])
    }

    @Test func typeValuesThatAreNotMarkersLeaveTheSign() throws {
        let text =
            "Date,Type,Description,Amount\n2026-01-01,Card payment,Shop,-5.00\n2026-01-02,Debit,Positive debit,5.00\n2026-01-03,C,Credit,7.00\n"
        let read = try ReaderHarness.read(text)
        #expect(
            read.lines == [
                "2 2026-01-01 spent 500 - Shop", "3 2026-01-02 spent 500 - Positive debit",
                "4 2026-01-03 received 700 - Credit",
            ])
    }

    @Test func markerInsideTheAmountCell() throws {
        let text = "Date,Description,Amount\n2026-01-01,Card,\"1,234.56 DR\"\n2026-01-02,Refund,99.00 CR\n"
        let read = try ReaderHarness.read(text)
        #expect(read.lines == ["2 2026-01-01 spent 123456 - Card", "3 2026-01-02 received 9900 - Refund"])
    }

    @Test func invertFlipsEveryRow() throws {
        let text = "Date,Description,Amount\n2026-01-01,Purchase,25.00\n2026-01-02,Payment,-100.00\n"
        let read = try ReaderHarness.read(text, options { $0.invert = true })
        #expect(read.lines == ["2 2026-01-01 spent 2500 - Purchase", "3 2026-01-02 received 10000 - Payment"])
    }

    @Test func cardProfilesWithPositivePurchases() throws {
        let text =
            "Trans. Date,Post Date,Description,Amount,Category\n01/05/2026,01/06/2026,Store,42.10,Merchandise\n01/09/2026,01/09/2026,Payment,-200.00,Payments\n"
        let read = try ReaderHarness.read(text)
        #expect(read.summary.detected.profile == "discover")
        #expect(read.lines == ["2 2026-01-05 spent 4210 USD Store", "3 2026-01-09 received 20000 USD Payment"])
        // --invert on top of the profile flips again.
        let inverted = try ReaderHarness.read(text, options { $0.invert = true })
        #expect(inverted.transactions.map(\.direction) == [.received, .spent])
    }

    @Test func forcedProfileAppliesItsSignConvention() throws {
        let text = "Date,Description,Amount\n01/05/2026,Store,42.10\n"
        #expect(
            try ReaderHarness.read(text, options { $0.dateFormat = DateFormat("MM/dd/yyyy") }).transactions.map(
                \.direction) == [.received])
        let read = try ReaderHarness.read(text, options { $0.profile = "amex" })
        #expect(read.summary.detected.profile == "amex")
        #expect(read.lines == ["2 2026-01-05 spent 4210 USD Store"])
    }

    @Test func unknownProfileNamesTheKnownOnes() {
        let error = ReaderHarness.error("Date,Description,Amount\n", options { $0.profile = "nope" })
        #expect(error?.description == "t.csv: unknown profile \"nope\"; known profiles: " + ExportProfiles.ids)
        #expect(ExportProfiles.ids.hasPrefix("hdfc-delimited, hdfc, "))
    }

    @Test func feeIsMoneySpentToo() throws {
        let text = """
            Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance
            ATM,Current,2026-01-31 9:14:05,2026-02-01 10:00:00,Cash,-10.00,0.50,EUR,COMPLETED,89.50
            TOPUP,Current,2026-02-02 0:00:01,2026-02-02 0:00:01,Top-Up,100,1.00,EUR,COMPLETED,188.50
            CARD_PAYMENT,Current,2026-02-03 12:00:00,,Shop,-5.00,0.00,EUR,PENDING,
            """
        let read = try ReaderHarness.read(text)
        #expect(read.summary.detected.profile == "revolut")
        #expect(read.lines == ["2 2026-01-31 spent 1050 EUR Cash", "3 2026-02-02 received 9900 EUR Top-Up"])
        #expect(read.stats.notCompleted == 1)
    }

    @Test func netIsTheMoneyMovedWhenGrossAndFeeExist() throws {
        let text =
            "Date,Name,Gross,Fee,Net,Currency\n2026-01-05,Buyer,120.00,-3.79,116.21,USD\n2026-01-06,Shop,-10.00,0.00,-10.00,USD\n"
        let read = try ReaderHarness.read(text)
        #expect(read.lines == ["2 2026-01-05 received 11621 USD Buyer", "3 2026-01-06 spent 1000 USD Shop"])
        #expect(!read.columns.contains { $0.hasPrefix("fee=") })
    }

    @Test func zeroAmountsAreCounted() throws {
        let text = "Date,Description,Amount\n2026-01-01,Hold,0.00\n2026-01-02,Tea,-2.00\n2026-01-03,Hold,-0\n"
        let read = try ReaderHarness.read(text)
        #expect(read.stats.zeroAmount == 2)
        #expect(read.stats.rows == 3)
        #expect(read.transactions.count == 1)
    }

    // MARK: - Status and duplicates

    @Test func statusExcludesRowsThatDidNotMoveMoney() throws {
        let statuses = [
            "Completed", "PENDING", "Failed", "declined", "REVERTED", "Cancelled", "canceled", "On hold",
            "Vorgemerkt", "SUCCESS", "Gebucht",
        ]
        var text = "Date,Description,Amount,Status\n"
        for (offset, status) in statuses.enumerated() {
            text += "2026-01-0\(offset % 9 + 1),Row \(offset),-1.00,\(status)\n"
        }
        let read = try ReaderHarness.read(text)
        #expect(read.transactions.map(\.description) == ["Row 0", "Row 9", "Row 10"])
        #expect(read.stats.notCompleted == 8)
    }

    @Test func duplicatesNeedTheWholeRowToRepeat() throws {
        let text = """
            Date,Description,Amount,Reference
            2026-01-01,Transfer,-100.00,T-1
            2026-01-01,Fee for T-1,-1.50,T-1
            2026-01-01,Transfer,-100.00,T-1
            2026-01-02,Transfer,-100.00,T-1
            2026-01-02,Coffee,-3.00,
            2026-01-02,Coffee,-3.00,
            """
        let read = try ReaderHarness.read(text)
        #expect(read.transactions.map(\.line) == [2, 3, 5, 6, 7])
        #expect(read.stats.duplicates == 1)
    }

    @Test func withoutAReferenceColumnNothingIsADuplicate() throws {
        let text = "Date,Description,Amount\n2026-01-02,Coffee,-3.00\n2026-01-02,Coffee,-3.00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.transactions.count == 2)
        #expect(read.stats.duplicates == 0)
    }

    // MARK: - Field counts

    @Test func oneExtraEmptyTrailingFieldIsAccepted() throws {
        let text =
            "Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #\n"
            + "DEBIT,01/05/2026,\"SHOP   01/04\",-12.00,DEBIT_CARD,100.00,,\n"
        let read = try ReaderHarness.read(text)
        #expect(read.summary.detected.profile == "chase")
        #expect(read.lines == ["2 2026-01-05 spent 1200 USD SHOP   01/04"])
    }

    @Test func aHeaderEndingWithADelimiterAcceptsRowsWithOrWithoutIt() throws {
        let text = "Date;Description;Amount;\n2026-01-05;Shop;-1,00;\n2026-01-06;Shop;-2,00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.transactions.map(\.amount.minorUnits) == [100, 200])
    }

    // MARK: - Columns

    @Test func headerNamesMatchIgnoringCaseSpacesAndPunctuation() {
        #expect(HeaderName("Withdrawal Amt.").key == "withdrawalamt")
        #expect(HeaderName(" Chq./Ref.No. ").key == "chqrefno")
        #expect(HeaderName("Amount (INR )").key == "amount")
        #expect(HeaderName("Amount (INR )").currency == "INR")
        #expect(HeaderName("Amount(in Rs)").currency == "INR")
        #expect(HeaderName("Betrag (€)").key == "betrag")
        #expect(HeaderName("Betrag (€)").currency == "EUR")
        #expect(HeaderName("Amount (Foreign Currency)").key == "amountforeigncurrency")
        #expect(HeaderName("Zahlungsempfänger*in").key == "zahlungsempfängerin")
        #expect(HeaderName("Trans. Date").key == "transdate")
    }

    @Test func germanHeaders() throws {
        let text =
            "Buchungsdatum;Wertstellung;Empfänger;Verwendungszweck;Betrag (€)\n03.02.26;04.02.26;REWE;Einkauf;-23,80 €\n"
        let read = try ReaderHarness.read(text)
        #expect(
            read.columns == [
                "date=Buchungsdatum", "description=Empfänger", "description=Verwendungszweck", "amount=Betrag (€)",
            ])
        // Without a profile the description-like columns are joined in order with a space.
        #expect(read.lines == ["2 2026-02-03 spent 2380 EUR REWE Einkauf"])
        #expect(read.summary.detected.dateOrder == .dayFirst)
    }

    @Test func descriptionColumnsAreJoinedInOrderSkippingEmptyAndRepeatedCells() throws {
        let text =
            "Memo,Date,Description,Amount\nFrom memo,2026-01-01,,-1.00\nOther,2026-01-02,Own,-2.00\nSame,2026-01-03,Same,-3.00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.transactions.map(\.description) == ["From memo", "Other Own", "Same"])
    }

    @Test func columnOverridesByName() throws {
        let text = "Value Date,Txn Date,Counterparty,Note,Amount\n2026-02-01,2026-01-31,Shop,Lunch,-1.00\n"
        let generic = try ReaderHarness.read(text)
        #expect(generic.lines == ["2 2026-01-31 spent 100 - Shop"])
        let read = try ReaderHarness.read(
            text,
            options {
                $0.columns = [ColumnOverride("date=value date"), ColumnOverride("description=NOTE")].compactMap { $0 }
            })
        #expect(read.lines == ["2 2026-02-01 spent 100 - Lunch"])
    }

    @Test func overridesMakeAHeaderOutOfUnknownNames() throws {
        let text = "When,What,How much\n2026-01-01,Tea,-2.00\n"
        #expect(ReaderHarness.error(text)?.reason == .noHeaderRow(NoHeaderRow(rowsSeen: 2)))
        let read = try ReaderHarness.read(
            text,
            options {
                $0.columns = ["date=When", "description=What", "amount=How much"].compactMap(ColumnOverride.init)
            })
        #expect(read.lines == ["2 2026-01-01 spent 200 - Tea"])
    }

    @Test func headerlessWithPositions() throws {
        let text = "01/31/2026,Shop,-4.00,X\n02/01/2026,Pay,10.00,Y\n"
        let read = try ReaderHarness.read(
            text,
            options {
                $0.hasHeader = false
                $0.columns = ["date=1", "description=2", "amount=3", "reference=4"].compactMap(ColumnOverride.init)
            })
        #expect(read.summary.detected.headerLine == nil)
        #expect(read.columns == ["date=#1", "description=#2", "amount=#3", "reference=#4"])
        #expect(read.lines == ["1 2026-01-31 spent 400 - Shop", "2 2026-02-01 received 1000 - Pay"])
        #expect(read.stats.rows == 2)
    }

    @Test func noHeaderWithoutPositionsIsExplained() {
        let error = ReaderHarness.error("2026-01-01,Tea,-2.00\n", options { $0.hasHeader = false })
        #expect(error?.reason == .columnsByPositionNeeded(fieldCount: 3))
        #expect(
            error?.description
                == "t.csv: --no-header needs the columns by position: --column date=N, --column description=N and "
                + "--column amount=N (or debit=N and credit=N), within the 3 fields of the first row")
    }

    @Test func currencyFromColumnSymbolHeaderOrProfile() throws {
        let text =
            "Date,Description,Amount,Currency\n2026-01-01,A,-1.00,usd\n2026-01-02,B,-£2.00,\n2026-01-03,C,-3.00,\n"
        let read = try ReaderHarness.read(text)
        #expect(read.transactions.map { $0.currency ?? "-" } == ["USD", "GBP", "-"])
        let header = try ReaderHarness.read("Date,Description,Amount (INR)\n2026-01-01,A,-1.00\n")
        #expect(header.transactions.first?.currency == "INR")
    }

    // MARK: - Date order and decimal mark

    @Test func dateOrderIsDecidedByTheFirstDayAbove12() throws {
        let text = "Date,Description,Amount\n03/04/2026,A,-1.00\n25/04/2026,B,-1.00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.summary.detected.dateOrder == .dayFirst)
        #expect(read.summary.detected.dateOrderSource == "line 3 (25/04/2026)")
        #expect(read.transactions.map(\.date.description) == ["2026-04-03", "2026-04-25"])
    }

    @Test func undecidableDateOrderNamesTheFlag() throws {
        let text = "Date,Description,Amount\n03/04/2026,A,-1.00\n05/06/2026,B,-1.00\n"
        let error = ReaderHarness.error(text)
        #expect(
            error?.description
                == "t.csv:2:1: cannot tell day from month: no date in the first rows has a day above 12; "
                + "pass --date-format (e.g. --date-format dd/MM/yyyy or --date-format MM/dd/yyyy) (03/04/2026)")
        let read = try ReaderHarness.read(text, options { $0.dateFormat = DateFormat("MM/dd/yyyy") })
        #expect(read.transactions.map(\.date.description) == ["2026-03-04", "2026-05-06"])
        #expect(read.summary.detected.dateFormat == DateFormat("MM/dd/yyyy"))
    }

    @Test func aLaterContradictionIsARowError() {
        let text = "Date,Description,Amount\n25/04/2026,A,-1.00\n12/25/2026,B,-1.00\n"
        #expect(
            ReaderHarness.error(text)?.description
                == "t.csv:3:1: column 1 \"Date\": no such date when read day first like the rest of the file (12/25/2026)"
        )
    }

    @Test func datesAfterTheSniffedPrefixCanStillDecide() throws {
        // Over a mebibyte of rows whose day equals their month says nothing about the order.
        var text = "Date,Description,Amount\n"
        let filler = "05/05/2026,Filler row padded to a good length for the sniff,-1.00\n"
        let fillerRows = FormatSniffer.prefixLimit / filler.utf8.count + 10
        text += String(repeating: filler, count: fillerRows)
        let decided = text + "25/12/2026,Decides,-1.00\n03/04/2026,After,-1.00\n"
        let read = try ReaderHarness.read(decided)
        #expect(read.transactions.suffix(2).map(\.date.description) == ["2026-12-25", "2026-04-03"])
        #expect(read.summary.detected.dateOrder == .dayFirst)
        // An ambiguous date before anything decided is an error on its own line.
        let undecided = text + "03/04/2026,Too early,-1.00\n"
        #expect(ReaderHarness.error(undecided)?.position?.line == fillerRows + 2)
        #expect(ReaderHarness.error(undecided)?.reason == .ambiguousDate(TableColumn(index: 0, header: "Date")))
        #expect(
            ReaderHarness.error(undecided)?.description
                == "t.csv:\(fillerRows + 2):1: column 1 \"Date\": cannot tell day from month, "
                + "and no earlier date settled it; pass --date-format (e.g. dd/MM/yyyy or MM/dd/yyyy) (03/04/2026)")
    }

    @Test func profilesSettleTheDateOrderTheDataLeavesOpen() throws {
        let text =
            "Transaction Date,Post Date,Description,Category,Type,Amount,Memo\n01/02/2026,01/03/2026,Shop,Food,Sale,-5.00,\n"
        let read = try ReaderHarness.read(text)
        #expect(read.summary.detected.profile == "chase-card")
        #expect(read.summary.detected.dateOrderSource == "profile chase-card")
        #expect(read.lines == ["2 2026-01-02 spent 500 USD Shop"])
    }

    @Test func decimalCommaIsDetected() throws {
        let text = "Datum;Beschreibung;Betrag\n01.02.2026;A;-1.234,56\n02.02.2026;B;-12\n"
        let read = try ReaderHarness.read(text)
        #expect(read.summary.detected.decimalMark == .comma)
        #expect(read.transactions.map(\.amount.minorUnits) == [123456, 1200])
    }

    @Test func undecidableDecimalMarkNamesTheFlag() throws {
        // `2,500` is 2500.00 with a decimal point and 2.50 with a decimal comma.
        let text = "Date,Description,Amount\n2026-01-01,A,\"2,500\"\n2026-01-02,B,-5\n"
        let error = ReaderHarness.error(text)
        #expect(
            error?.description
                == "t.csv:2:14: cannot tell the decimal mark: this amount reads differently with a decimal point "
                + "and a decimal comma; pass --decimal-comma if 1.234,56 means one thousand two hundred thirty-four, "
                + "or --currency if the amounts are in a three-decimal currency (KWD, BHD, OMR, JOD, TND, LYD, IQD) (2,500)"
        )
        let read = try ReaderHarness.read(text, options { $0.decimalMark = .comma })
        #expect(read.transactions.map(\.amount.minorUnits) == [250, 500])
        #expect(read.summary.detected.decimalMarkSource == "--decimal-comma")
    }

    @Test func amountsThatReadOneWayOnlyDecide() throws {
        // `2,345` cannot have a decimal comma (three fraction digits that are not zeros).
        let text = "Date,Description,Amount\n2026-01-01,A,\"2,345\"\n"
        let read = try ReaderHarness.read(text)
        #expect(read.transactions.map(\.amount.minorUnits) == [234500])
        #expect(read.summary.detected.decimalMark == .point)
    }

    @Test func amountsAfterTheSniffedPrefixDecideTheSameWay() throws {
        // Over a mebibyte of whole amounts says nothing about the decimal mark.
        var text = "Date,Description,Amount\n"
        let filler = "2026-05-05,Filler row padded to a good length for the sniff,-5\n"
        let fillerRows = FormatSniffer.prefixLimit / filler.utf8.count + 10
        text += String(repeating: filler, count: fillerRows)
        // A deduction after the prefix reads as one inside it, and is final: `2,500` after it is 2500.00.
        text += "2026-05-06,Deduces,\"-1,234\"\n2026-05-07,After,\"-2,500\"\n"
        let read = try ReaderHarness.read(text)
        #expect(read.transactions.suffix(2).map(\.amount.minorUnits) == [123_400, 250_000])
        #expect(read.summary.detected.decimalMark == .point)
        #expect(
            read.summary.detected.decimalMarkSource == "line \(fillerRows + 2) (-1,234: the other reading is invalid)")
        let inPrefix = try ReaderHarness.read("Date,Description,Amount\n2026-05-06,Deduces,\"-1,234\"\n")
        #expect(inPrefix.summary.detected.decimalMarkSource == "line 2 (-1,234: the other reading is invalid)")
    }

    // MARK: - Sources

    @Test func fileAndBytesSourcesReadTheSame() throws {
        let text = "Date,Description,Amount\n2026-01-01,A,-1.00\n"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString).csv")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = try ReaderHarness.read(source: .file(url.path))
        let fromBytes = try ReaderHarness.read(text)
        #expect(fromFile.lines == fromBytes.lines)
        // No byte at all: a failed download, named as such.
        #expect(ReaderHarness.error(bytes: [], options())?.reason == .emptyFile)
        #expect(throws: InputError(file: "/nonexistent/x.csv", reason: .missing(.noSuchFile))) {
            _ = try ReaderHarness.read(source: .file("/nonexistent/x.csv"))
        }
    }

    @Test func aBufferedInputReplaysItsPrefixOnce() throws {
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let input = try BufferedInput(.bytes(bytes, name: "b"), prefixLimit: 1000)
        #expect(input.prefix == Array(bytes[..<1000]))
        #expect(!input.prefixIsWhole)
        input.replayOffset = 10
        var replayed: [UInt8] = []
        var lastFlags: [Bool] = []
        try input.forEachBlock { block, isLast in
            replayed += block
            lastFlags.append(isLast)
            return true
        }
        #expect(replayed == Array(bytes[10...]))
        #expect(lastFlags.last == true && lastFlags.dropLast().allSatisfy { !$0 })
    }

    @Test func preambleLinesThatAreNotValidCSVAreSteppedOver() throws {
        let text = "Account: 27\" display;x\n\"Girokonto\";\"DE99\"\nDate,Description,Amount\n2026-01-01,A,-1.00\n"
        let read = try ReaderHarness.read(text)
        #expect(read.summary.detected.headerLine == 3)
        #expect(read.lines == ["4 2026-01-01 spent 100 - A"])
    }

    @Test func detectedFormatForValidate() throws {
        let read = try ReaderHarness.read("Date,Description,Amount (EUR),Category\n2026-01-01,A,\"-1,00\",Food\n")
        let detected = read.summary.detected
        #expect(detected.profile == nil)
        #expect(detected.headerLine == 1)
        #expect(detected.defaultCurrency == "EUR")
        #expect(read.columns == ["date=Date", "description=Description", "amount=Amount (EUR)", "category=Category"])
        #expect(read.transactions.first?.sourceCategory == "Food")
    }
}
