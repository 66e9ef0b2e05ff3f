import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 26: the encodings of Cyrillic, Greek, Turkish, Hebrew, Arabic, Baltic, Thai, Korean,
/// Japanese (EUC-JP) and traditional Chinese exports, each made from UTF-8 text by the system's
/// `iconv` command, read with no flag to the same transactions as the UTF-8 text.
@Suite("Encodings of the world's exports")
struct WorldEncodingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        /// What the `iconv` command calls the encoding.
        var iconvName: String
        /// The encodings the detection may report: one, or those that read these bytes as the
        /// same text (a reading that differs is a wrong one).
        var expected: [TextEncoding]
        var testDescription: String { "\(iconvName) → \(expected.map(\.rawValue).joined(separator: " or "))" }
    }

    static let russian = """
        Дата операции;Описание;Сумма
        03.11.2026;Пятёрочка Москва;-1250,50
        04.11.2026;Яндекс Такси поездка;-389,00
        05.11.2026;Зарплата ООО Ромашка;85000,00

        """
    static let greek = """
        Ημερομηνία;Περιγραφή;Ποσό
        13/11/2026;ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ - ΣΚΛΑΒΕΝΙΤΗΣ;-45,20
        14/11/2026;Πληρωμή λογαριασμού ΔΕΗ;-81,00
        15/11/2026;ΜΙΣΘΟΔΟΣΙΑ Ιούλιος;1450,00

        """
    static let turkish = """
        Tarih;Açıklama;Tutar
        03.11.2026;MİGROS TİCARET Kadıköy şube;-412,35
        04.11.2026;İSKİ SU FATURASI ödeme;-326,15
        05.11.2026;Maaş ödemesi ĞÜŞİÖÇ;42000,00

        """
    static let hebrew = """
        תאריך,תיאור,סכום
        13/11/2026,שופרסל דיל תל אביב,-245.60
        14/11/2026,חברת החשמל לישראל,-412.00
        15/11/2026,משכורת חודש נובמבר,12500.00

        """
    static let arabic = """
        التاريخ,الوصف,المبلغ
        2026-11-03,كارفور دبي مول,-227.15
        2026-11-04,هيئة كهرباء ومياه دبي,-410.00
        2026-11-05,راتب شهر نوفمبر,23500.00

        """
    static let lithuanian = """
        Data;Aprašymas;Suma
        2026-11-03;Mokėjimas kortele MAXIMA Šiauliai;-23,45
        2026-11-04;Įmoka už elektrą ĖŪŲČŽ;-61,20
        2026-11-05;Darbo užmokestis;1850,00

        """
    static let thai = """
        วันที่,รายการ,จำนวนเงิน
        13/11/2026,ชำระเงิน เซเว่น อีเลฟเว่น,-171.00
        14/11/2026,ค่าไฟฟ้า การไฟฟ้านครหลวง,-1250.00
        15/11/2026,เงินเดือน บริษัท,45000.00

        """
    static let korean = """
        거래일자,적요,거래금액
        2026.11.03,이마트 성수점 체크카드,-105900
        2026.11.04,스타벅스 역삼역점,-13100
        2026.11.05,급여 한빛소프트,3850000

        """
    static let japanese = """
        日付,摘要,金額
        2026/11/03,セブンイレブン 新宿店,-1200
        2026/11/04,東京電力 口座振替,-8998
        2026/11/05,給与 振込,300000

        """
    static let traditionalChinese = """
        交易日期,摘要,金額
        2026/11/03,全聯福利中心 臺北,-356
        2026/11/04,台灣電力公司 電費,-1280
        2026/11/05,薪資轉帳,52000

        """

    static let cases = [
        Case(text: russian, iconvName: "CP1251", expected: [.windows1251]),
        Case(text: russian, iconvName: "KOI8-R", expected: [.koi8r]),
        Case(text: russian, iconvName: "ISO-8859-5", expected: [.iso88595]),
        Case(text: greek, iconvName: "CP1253", expected: [.windows1253, .iso88597]),
        Case(text: greek, iconvName: "ISO-8859-7", expected: [.iso88597, .windows1253]),
        Case(text: turkish, iconvName: "CP1254", expected: [.windows1254, .iso88599]),
        Case(text: hebrew, iconvName: "CP1255", expected: [.windows1255, .iso88598]),
        Case(text: arabic, iconvName: "CP1256", expected: [.windows1256]),
        Case(text: lithuanian, iconvName: "CP1257", expected: [.windows1257, .iso885913]),
        Case(text: thai, iconvName: "CP874", expected: [.windows874]),
        Case(text: korean, iconvName: "CP949", expected: [.cp949]),
        Case(text: korean, iconvName: "EUC-KR", expected: [.cp949]),
        Case(text: japanese, iconvName: "EUC-JP", expected: [.eucJP]),
        Case(text: traditionalChinese, iconvName: "BIG5", expected: [.big5]),
    ]

    @Test("read with no flag to the UTF-8 text's transactions, and by --encoding", arguments: cases)
    func roundTrip(_ testCase: Case) throws {
        let reference = try ReaderHarness.read(testCase.text)
        #expect(reference.transactions.count == 3)
        let bytes = try EncodingTests.iconv(testCase.text, to: testCase.iconvName)
        #expect(bytes != Array(testCase.text.utf8))

        let detected = try ReaderHarness.read(bytes: bytes)
        #expect(detected.lines == reference.lines)
        let encoding = try #require(detected.summary.detected.encoding)
        #expect(testCase.expected.contains(encoding), "\(encoding)")

        let flagged = try ReaderHarness.read(bytes: bytes, options { $0.encoding = testCase.expected[0] })
        #expect(flagged.lines == reference.lines)
    }

    @Test(
        "Cyrillic words under an English header: no header word decides, so refused naming the code pages, never read as Latin"
    )
    func undecidedRefused() throws {
        let text =
            "Date,Description,Amount\n2026-11-03,Пятёрочка Москва,-12.50\n2026-11-04,Зарплата ООО Ромашка,1000.00\n"
        for iconvName in ["CP1251", "KOI8-R"] {
            let bytes = try EncodingTests.iconv(text, to: iconvName)
            let error = try #require(ReaderHarness.error(bytes: bytes))
            guard case .encodingUndecided(_, let candidates) = error.reason else {
                Issue.record("\(iconvName): \(error)")
                continue
            }
            #expect(candidates.contains("windows-1251") && candidates.contains("koi8-r"), "\(candidates)")
            #expect(error.description.contains("pass --encoding"), "\(error)")
            let given: TextEncoding = iconvName == "CP1251" ? .windows1251 : .koi8r
            let read = try ReaderHarness.read(bytes: bytes, options { $0.encoding = given })
            #expect(read.transactions.map(\.description) == ["Пятёрочка Москва", "Зарплата ООО Ромашка"])
        }
        // Polish letters inside Latin words stay the byte vote's (Windows-1250), as before.
        #expect(
            try ReaderHarness.read(bytes: try EncodingTests.iconv(EncodingTests.polish, to: "CP1250")).summary.detected
                .encoding == .windows1250)
    }
}
