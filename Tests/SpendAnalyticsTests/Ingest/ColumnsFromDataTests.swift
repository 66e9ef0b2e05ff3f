import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 26: columns read from the data when no header word names them, decided by the running
/// balance where one runs; the balance as an integrity check; the currency named above the header
/// or in a header's unit. Fixtures are written here, not taken from eval/banks (kept apart, so the
/// evaluation measures what these tests did not shape).
@Suite("Columns from the data and the running balance")
struct ColumnsFromDataTests {
    /// A headerless export in no known profile's shape: date, reference, text, withdrawal,
    /// deposit, balance, oldest first (decimal comma, `;`).
    static let oldestFirst = """
        2026-11-02;R0001;Kahvila Aalto;4,50;;995,50
        2026-11-03;R0002;Palkka Firma Oy;;2000,00;2995,50
        2026-11-05;R0003;Vuokra Kotikatu;1200,00;;1795,50
        2026-11-06;R0004;Ruokakauppa;80,25;;1715,25
        2026-11-07;R0005;Apteekki;12,40;;1702,85

        """

    static func newestFirst(_ text: String) -> String {
        text.split(separator: "\n").reversed().joined(separator: "\n") + "\n"
    }

    @Test(
        "a headerless file with two one-sided columns and a balance: the balance says which is which, oldest or newest first"
    )
    func balanceDecidesTheSides() throws {
        for text in [Self.oldestFirst, Self.newestFirst(Self.oldestFirst)] {
            let read = try ReaderHarness.read(text)
            let byDate = read.transactions.sorted { $0.date < $1.date }.map {
                "\($0.date) \($0.direction.rawValue) \($0.amount.minorUnits) \($0.description)"
            }
            #expect(
                byDate == [
                    "2026-11-02 spent 450 R0001 Kahvila Aalto",
                    "2026-11-03 received 200000 R0002 Palkka Firma Oy",
                    "2026-11-05 spent 120000 R0003 Vuokra Kotikatu",
                    "2026-11-06 spent 8025 R0004 Ruokakauppa",
                    "2026-11-07 spent 1240 R0005 Apteekki",
                ]
                    || byDate == [
                        "2026-11-02 spent 450 Kahvila Aalto",
                        "2026-11-03 received 200000 Palkka Firma Oy",
                        "2026-11-05 spent 120000 Vuokra Kotikatu",
                        "2026-11-06 spent 8025 Ruokakauppa",
                        "2026-11-07 spent 1240 Apteekki",
                    ], "\(byDate)")
            let evidence = read.summary.detected.columnEvidence.joined(separator: "\n")
            #expect(evidence.contains("debit: balance identity (4 of 4 pairs of rows)"), "\(evidence)")
            #expect(evidence.contains("credit: balance identity (4 of 4 pairs of rows)"), "\(evidence)")
            let finding = try #require(read.summary.detected.balance)
            #expect(finding.pairs == 4 && finding.holding == 4 && finding.breakCount == 0)
            #expect(finding.reading.newestFirst == (text != Self.oldestFirst))
        }
    }

    @Test(
        "the same columns with the balance taken away allow two readings: refused, each reading's --column line given")
    func noBalanceTwoReadings() throws {
        let text =
            Self.oldestFirst.split(separator: "\n").map { line in
                line.split(separator: ";", omittingEmptySubsequences: false).dropLast().joined(separator: ";")
            }.joined(separator: "\n") + "\n"
        let error = try #require(ReaderHarness.error(text))
        guard case .readingsUndecided(_, let readings) = error.reason else {
            Issue.record("not refused for its readings: \(error)")
            return
        }
        #expect(readings.count == 2)
        #expect(readings.allSatisfy { $0.hasPrefix("--no-header ") })
        #expect(
            Set(readings.map { $0.contains("--column debit=4 --column credit=5") }) == [true, false], "\(readings)")
        #expect(
            Set(readings.map { $0.contains("--column debit=5 --column credit=4") }) == [true, false], "\(readings)")
        // Each line given reads the file.
        for reading in readings {
            var given = options()
            given.hasHeader = false
            let words = reading.split(separator: " ")
            for (index, word) in words.enumerated() where word == "--column" {
                given.columns.append(try #require(ColumnOverride(String(words[index + 1]))))
            }
            #expect(try ReaderHarness.read(text, given).transactions.count == 5, "\(reading)")
        }
    }

    @Test(
        "the same amount on every row, signed by a D/C column: the balance proves it the amount, not the balance itself (fuzz-columns)"
    )
    func repeatedAmountProvenByBalance() throws {
        // fuzz-columns' first finding: the amount column, one repeated number, was no amount, and
        // the balance column was read as unsigned amounts beside the markers.
        let read = try ReaderHarness.read(
            """
            kolumno1\tkolumno2\tkolumno3\tkolumno4\tkolumno5\tkolumno6
            2453.45\t2026-10-02\tkiosk 0\tR1000\t173.45\tC
            2280.00\t2026-10-03\tkiosk 1\tR1001\t173.45\tD
            2106.55\t2026-10-04\tkiosk 2\tR1002\t173.45\tD
            1933.10\t2026-10-05\tkiosk 3\tR1003\t173.45\tD
            1759.65\t2026-10-06\tkiosk 4\tR1004\t173.45\tD
            1586.20\t2026-10-07\tkiosk 5\tR1005\t173.45\tD
            1412.75\t2026-10-08\tkiosk 6\tR1006\t173.45\tD

            """)
        #expect(
            read.transactions.map { "\($0.date) \($0.direction.rawValue) \($0.amount.minorUnits)" } == [
                "2026-10-02 received 17345", "2026-10-03 spent 17345", "2026-10-04 spent 17345",
                "2026-10-05 spent 17345",
                "2026-10-06 spent 17345", "2026-10-07 spent 17345", "2026-10-08 spent 17345",
            ])
        #expect(
            read.summary.detected.columnEvidence.contains("amount: balance identity (6 of 6 pairs of rows)"),
            "\(read.summary.detected.columnEvidence)")
        // Without the balance nothing proves the repeated number money: refused, not read.
        let withoutBalance = """
            kolumno2\tkolumno3\tkolumno4\tkolumno5\tkolumno6
            2026-10-02\tkiosk 0\tR1000\t173.45\tC
            2026-10-03\tkiosk 1\tR1001\t173.45\tD
            2026-10-04\tkiosk 2\tR1002\t173.45\tD
            2026-10-05\tkiosk 3\tR1003\t173.45\tD
            2026-10-06\tkiosk 4\tR1004\t173.45\tD

            """
        #expect(ReaderHarness.error(withoutBalance) != nil)
    }

    @Test("data rows wider than the row before them, taken as the header: read, not a crash (fuzz-encoding)")
    func rowsWiderThanTheirHeader() throws {
        // fuzz-encoding's finding: the amount column lay past the header's last name, and the
        // currency in the amount's name was looked up beyond the names.
        let read = try ReaderHarness.read(
            """
            Data Registrazione;DaSDD ENEL ENERGIA SPA BOLLETTA 0126;-74,30
            14.01.2026;13.01.2026;PAGAMENTO POS ATAC ROMA CARTA *1234;-35,00
            21.01.2026;21.01.2026;PRELIEVO BANCOMAT ROMA TERMINI;-100,00
            31.01.2026;01.02.2026;PAGAMENTO POS CARREFOUR EXPRESS, ROMA CARTA *1234;-27,46
            03.02.2026;03.02.2026;ADDEBITO SDD VODAFONE ITALIA;-29,99

            """)
        #expect(read.transactions.map(\.amount.minorUnits) == [3500, 10000, 2746, 2999])
        #expect(read.transactions.allSatisfy { $0.direction == .spent })
    }

    @Test("withdrawal and deposit named in Japanese, no balance: a pair, never the withdrawals as signed amounts")
    func nearMissReadsBothSides() throws {
        let read = try ReaderHarness.read(
            """
            日付,摘要,支払金額,預入金額
            2026/11/03,コンビニ,1200,
            2026/11/05,給与,,100000

            """)
        #expect(read.lines == ["2 2026-11-03 spent 120000 - コンビニ", "3 2026-11-05 received 10000000 - 給与"])
    }

    /// The oldest-first file under a header, with one row taken out (line 4, the rent of 1,200.00).
    static let headed = "Date;Reference;Description;Withdrawal;Deposit;Balance\n" + Self.oldestFirst
    static let rowRemoved =
        Self.headed.split(separator: "\n").enumerated()
        .filter { $0.offset != 3 }.map(\.element).joined(separator: "\n") + "\n"

    @Test("a row taken out of the file: the break between its neighbours, with the missing row's amount and side")
    func missingRow() throws {
        let newestFirst =
            "Date;Reference;Description;Withdrawal;Deposit;Balance\n"
            + Self.newestFirst(String(Self.rowRemoved.drop { $0 != "\n" }.dropFirst()))
        for (text, lines) in [(Self.rowRemoved, (3, 4)), (newestFirst, (3, 4))] {
            let read = try ReaderHarness.read(text)
            let finding = try #require(read.summary.detected.balance)
            #expect(finding.breakCount == 1)
            #expect(
                finding.breaks == [BalanceCheck.Break(first: lines.0, second: lines.1, missing: -120_000)],
                "\(finding.breaks)")
            #expect(read.transactions.count == 4)
        }
        // Without the header no reading is proven: refused, not guessed.
        let headerless = String(Self.rowRemoved.drop { $0 != "\n" }.dropFirst())
        #expect(ReaderHarness.error(headerless) != nil)
    }

    @Test("a received row taken out of a newest-first file is named as money paid in")
    func missingDepositNewestFirst() throws {
        let rows =
            Self.newestFirst(Self.oldestFirst).split(separator: "\n").enumerated()
            .filter { $0.offset != 3 }.map(\.element).joined(separator: "\n") + "\n"
        let finding = try #require(
            try ReaderHarness.read("Date;Reference;Description;Withdrawal;Deposit;Balance\n" + rows).summary.detected
                .balance)
        #expect(finding.breaks == [BalanceCheck.Break(first: 4, second: 5, missing: 200_000)], "\(finding.breaks)")
    }

    @Test("rows of one day in another order than the balance ran, and days of closing balances, are no break")
    func nonRunningBalances() throws {
        // Two rows of 5 November listed after the order they happened in.
        let shuffled = """
            Date,Description,Amount,Balance
            2026-11-04,Opening deposit,500.00,500.00
            2026-11-05,Bakery,-3.00,467.00
            2026-11-05,Bookshop,-30.00,470.00
            2026-11-06,Cinema,-12.00,455.00

            """
        let finding = try #require(try ReaderHarness.read(shuffled).summary.detected.balance)
        #expect(finding.breakCount == 0 && finding.holding == finding.pairs, "\(finding)")
        // Every row of a day shows the day's closing balance.
        let closing = """
            Date,Description,Amount,Balance
            2026-11-04,Opening deposit,500.00,500.00
            2026-11-05,Bakery,-3.00,455.00
            2026-11-05,Bookshop,-30.00,455.00
            2026-11-05,Cinema,-12.00,455.00
            2026-11-06,Refund,10.00,465.00
            2026-11-07,Bakery,-2.00,463.00
            2026-11-07,Bakery,-1.00,463.00
            2026-11-08,Cinema,-12.00,451.00
            2026-11-09,Kiosk,-1.00,450.00
            2026-11-10,Kiosk,-5.00,445.00

            """
        let days = try #require(try ReaderHarness.read(closing).summary.detected.balance)
        #expect(days.breakCount == 0, "\(days)")
        // A closing-balance day whose sum does not reach the next day's balance is a break.
        let broken = closing.replacingOccurrences(
            of: "2026-11-06,Refund,10.00,465.00", with: "2026-11-06,Refund,10.00,475.00")
        let brokenDays = try #require(try ReaderHarness.read(broken).summary.detected.balance)
        // One balance changed breaks the pairs on both sides of it.
        #expect(
            brokenDays.breaks == [
                BalanceCheck.Break(first: 5, second: 6, missing: 1_000),
                BalanceCheck.Break(first: 6, second: 7, missing: -900),
            ], "\(brokenDays.breaks)")
        #expect(brokenDays.pairs == 5 && brokenDays.holding == 3, "\(brokenDays)")
    }

    @Test(
        "a currency named above the header (Currency,AED / Mata Uang,=,IDR / Moneda:,RON) is the file's; two different ones name none"
    )
    func preambleCurrency() throws {
        let body = """
            Transaction Date,Narration,Debit,Credit
            13/11/2026,LULU HYPERMARKET,227,
            15/11/2026,SALARY CREDIT,,23500

            """
        for (preamble, code, line) in [
            ("Account Statement,,\nCurrency,AED,,\n,,\n", "AED", 2),
            ("Mata Uang,=,IDR\n", "IDR", 1),
            ("Periode:,01.11.2026\nMoneda:,RON\n", "RON", 2),
            ("Loại tiền/Currency:,,VND\n", "VND", 1),
            ("Currency: EUR\n", "EUR", 1),
        ] {
            let read = try ReaderHarness.read(preamble + body)
            #expect(read.transactions.map { $0.currency ?? "-" } == [code, code], "\(preamble)")
            #expect(read.summary.detected.currencyLine == line, "\(preamble)")
        }
        let two = try ReaderHarness.read("Currency,AED\nCurrency,USD\n" + body)
        #expect(two.transactions.map { $0.currency ?? "-" } == ["-", "-"])
        // A label that is no currency's, or a value that is none.
        for preamble in ["Account Type,CURRENT ACCOUNT\n", "Currency,DOLLARS\n", "Currency,kr\n"] {
            #expect(
                try ReaderHarness.read(preamble + body).transactions.map { $0.currency ?? "-" } == ["-", "-"],
                "\(preamble)")
        }
    }

    @Test(
        "a currency's name as a header's unit: Määrä EUROA, ถอนเงิน (บาท), 출금액(원); kr names none",
        arguments: [
            ("Määrä EUROA", "EUR"), ("ถอนเงิน (บาท)", "THB"), ("출금액(원)", "KRW"), ("Сумма руб.", "RUB"),
            ("Amount kr", nil), ("Beløp (kr)", nil), ("Amount (Dinar)", nil),
        ] as [(String, String?)])
    func headerUnit(header: String, code: String?) {
        #expect(HeaderName(header).currency == code)
    }

    @Test("a currency column of local names (人民币, грн, lei) is read as the rows' currency")
    func localCurrencyNames() throws {
        let read = try ReaderHarness.read(
            """
            Date,Description,Amount,Currency
            2026-11-03,Shop,-35.50,人民币
            2026-11-04,Market,-12.00,грн
            2026-11-05,Cafe,-9.00,lei

            """)
        #expect(read.transactions.map { $0.currency ?? "-" } == ["CNY", "UAH", "RON"])
        #expect(
            ReaderHarness.error(
                """
                Date,Description,Amount,Currency
                2026-11-03,Shop,-35.50,kr

                """) != nil, "kr is the crown of four countries: refused, not read as one")
    }
}
