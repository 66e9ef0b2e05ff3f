import Foundation
import Testing

@testable import SpendAnalytics

/// The header words of 48 languages (`Ingest/HeaderWords/*.tsv`, compiled by
/// `scripts/generate-header-words.py` into ``HeaderWordsData``): current, keyed as
/// ``HeaderName`` keys a header, and read as their roles.
@Suite("Header words in every language")
struct HeaderWordsTests {
    static let folder = ArchitectureTests.packageRoot.appendingPathComponent(
        "Sources/SpendAnalytics/Ingest/HeaderWords")

    @Test("HeaderWordsData.swift is what scripts/generate-header-words.py makes of the .tsv files")
    func generatedFileIsCurrent() throws {
        let run = try ArchitectureTests.check(
            ["--check"],
            script: ArchitectureTests.packageRoot
                .appendingPathComponent("scripts/generate-header-words.py"))
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("every word's key is the key HeaderName makes of it, and every file has its language's words")
    func keysAreHeaderNameKeys() throws {
        let keys = Set(HeaderWordsData.words.map(\.key))
        var languages = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        where name.hasSuffix(".tsv") {
            languages += 1
            let lines = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8).split(
                separator: "\n")
            var words = 0
            for line in lines.dropFirst() {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 3, !fields[2].contains("AMBIGUOUS") else { continue }
                let key = HeaderName(String(fields[0])).key
                // A word written with a currency after it is keyed without it, as a header would be.
                #expect(
                    keys.contains(key) || HeaderWordsData.leftOut.contains(key)
                        || ColumnVocabulary.kind(of: key) != nil,
                    "\(name): \(fields[0]) keys as \(key)")
                words += 1
            }
            #expect(words >= 15, "\(name) has \(words) words")
        }
        #expect(languages >= 40)
    }

    @Test(
        "headers of five banks outside the profiles name their columns",
        arguments: [
            ("日付,摘要,摘要内容,支払い金額,預かり金額,差引残高", ["date", "description", "description", "debit", "credit", nil]),
            ("Tarih;Açıklama;Etiket;Tutar;Bakiye", ["date", "description", "category", "amount", nil]),
            ("거래일시,적요,보낸분/받는분,출금액(원),입금액(원),잔액(원)", ["date", "description", "description", "debit", "credit", nil]),
            (
                "Дата операции;Категория;Описание;Сумма в валюте счёта;Остаток",
                ["date", "category", "description", "amount", nil]
            ),
            (
                "תאריך,הפעולה,פרטים,אסמכתא,חובה,זכות,יתרה",
                ["date", "description", nil, "reference", "debit", "credit", nil]
            ),
        ] as [(String, [String?])])
    func roles(header: String, expected: [String?]) throws {
        let separator: Character = header.contains(";") ? ";" : ","
        let roles = header.split(separator: separator).map { HeaderCandidates.role(of: String($0))?.rawValue }
        #expect(roles == expected, "\(header)")
    }
}
