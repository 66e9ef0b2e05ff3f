import Testing

@testable import SpendAnalytics

/// Headerless exports are recognised from their rows' shape only when every row fits it.
@Suite struct HeaderlessShapeTests {
    static func rows(_ lines: [[String]]) -> [CSVRow] {
        lines.enumerated().map { CSVRow(fields: $1, line: $0 + 1) }
    }

    static func recognisers(_ lines: [[String]]) -> [String] {
        let sample = rows(lines)
        return ExportProfiles.all.filter { profile in
            profile.shape.map { HeaderlessShape.fits(sample, $0) } ?? false
        }.map(\.id)
    }

    @Test func aDebitCreditPairHasExactlyOneCellFilledOnEveryRow() {
        #expect(
            Self.recognisers([
                ["2026-01-02", "SAVE-ON-FOODS #93", "93.42", ""],
                ["2026-01-06", "PAY CASCADIA ENGINEERING", "", "3120.50"],
            ]) == ["cibc"])
        // Amount and balance (both filled): not CIBC's debit/credit pair, and no other shape.
        #expect(
            Self.recognisers([
                ["03/11/2026", "PAYMENT - THANK YOU", "-250.00", "1234.56"],
                ["04/11/2026", "LOBLAWS 1234", "-85.20", "1149.36"],
            ]).isEmpty)
        // One row with neither filled breaks the pair as well.
        #expect(
            Self.recognisers([
                ["01/02/2026", "TIM HORTONS #2211", "4.65", "", "2538.45"],
                ["01/03/2026", "MEMO LINE", "", "", "2538.45"],
            ]).isEmpty)
    }

    @Test func signedAmountsAndFieldOrderTellTheFourAndThreeFieldExportsApart() {
        #expect(Self.recognisers([["02/01/2026", "-87.35", "WOOLWORTHS 1234 SYDNEY", "+3033.10"]]) == ["commbank"])
        #expect(Self.recognisers([["02/01/2026", "-87.35", "WOOLWORTHS 1234 SYDNEY", "3033.10"]]).isEmpty)
        #expect(Self.recognisers([["03/01/2026", "-112.70", "EFTPOS WOOLWORTHS 3340"]]) == ["anz"])
        #expect(Self.recognisers([["02/01/2026", "PIX TRANSF MARIA S02/01", "-150,00"]]) == ["itau"])
    }

    @Test func wellsFargoNeedsAStarOnSomeRow() {
        #expect(Self.recognisers([["01/05/2026", "-12.00", "*", "", "PURCHASE"]]) == ["wellsfargo"])
        #expect(Self.recognisers([["01/05/2026", "-12.00", "", "", "PURCHASE"]]).isEmpty)
    }
}
