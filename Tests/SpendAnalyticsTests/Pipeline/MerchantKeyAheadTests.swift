import Foundation
import Testing

@testable import SpendAnalytics

/// The merchant key the reader makes on its tokenizer thread (``CellReadAhead/merchantKeying``,
/// wired by ``ReportPipeline``) is exactly the key the categoriser makes from the record's
/// description, on both ways of tokenizing and across batch boundaries; where the description
/// is not one column's cell in every row, or the sniff kept the whole input (one thread reads
/// it), no key is made ahead. Inputs are larger than the sniff's prefix so that the tokenizer
/// reads them.
@Suite("Merchant keys made on the tokenizer thread")
struct MerchantKeyAheadTests {
    /// Descriptions that exercise the key's rule: trimming, quoting, card words, digits,
    /// apostrophes, non-ASCII noise words, too few letters, blank and `-` cells.
    static let descriptions = [
        "WHOLEFDS MKT 10234 AUSTIN TX", "  SQ *TACO STAND PORTLAND OR  ", "\"TST* JOE'S CAFE\"", "\"JOE’S, CAFE\"",
        "POS 416021XXXXXX1234 CORNER DELI", "ПОКУПКА Пятёрочка 5521", "Żabka Z5521", "美团外卖 订单", "AB 12", "1234 5678",
        "", " - ", "-", "\"\"", "Merchant Payment to 512345 - NAIVAS LTD", String(repeating: "LONGNAME", count: 40),
    ]

    /// `count` rows cycling through ``descriptions``, with signed amounts of both signs.
    static func csv(rows count: Int, header: String = "Date,Description,Amount") -> String {
        var text = header + "\n"
        for index in 0..<count {
            let description = descriptions[index % descriptions.count]
            text +=
                "2026-03-\(index % 28 + 10 < 29 ? index % 28 + 1 : 28),\(description),\(index % 3 == 0 ? "" : "-")\(index % 900 + 1).25\n"
        }
        return text
    }

    /// The records' descriptions and the keys they carry, read with keys made ahead.
    static func read(
        _ text: String, onCallingThread: Bool,
        keying: MerchantKeying = MerchantKey.keying(requiresCategoryColumn: false)
    )
        throws -> [(description: [UInt8], key: AheadMerchantKey)]
    {
        var options = ReaderOptions(timeZone: TimeZone(identifier: "UTC") ?? .current)
        options.tokenizeOnCallingThread = onCallingThread
        options.merchantKeying = keying
        var seen: [(description: [UInt8], key: AheadMerchantKey)] = []
        _ = try TransactionReader(source: .bytes(Array(text.utf8), name: "k.csv"), options: options).read { record in
            seen.append((record.description, record.merchantKey))
        }
        return seen
    }

    @Test("each record's key made ahead is the categoriser's key of its description", arguments: [false, true])
    func keysAreTheCategorisersKeys(onCallingThread: Bool) throws {
        let rows = 30_000
        let text = Self.csv(rows: rows)
        #expect(text.utf8.count > FormatSniffer.prefixLimit)
        let seen = try Self.read(text, onCallingThread: onCallingThread)
        #expect(seen.count == rows)
        var made = 0
        // The tokenizer thread leaves keys to the categoriser (`.notMade`) while the reading
        // thread waits for rows; it makes them for the first batch, before it knows.
        var leftOver = 0
        #expect(seen.first?.key.state == .made)
        for (description, ahead) in seen {
            var maker = MerchantKey()
            if ahead.state == .notMade && !onCallingThread {
                leftOver += 1
                continue
            }
            if maker.make(description) {
                made += 1
                #expect(ahead.state == .made, "\(String(decoding: description, as: UTF8.self))")
                #expect(ahead.bytes == maker.key && ahead.hash == LearnedMerchants.hash(maker.key))
            } else {
                #expect(ahead.state == .noKey, "\(String(decoding: description, as: UTF8.self))")
            }
        }
        if onCallingThread { #expect(leftOver == 0) }
        made +=
            seen.filter {
                $0.key.state == .notMade && MerchantKey.of(String(decoding: $0.description, as: UTF8.self)) != nil
            }.count
        // 10 of the 16 descriptions have a key.
        #expect(
            made
                == (0..<rows).filter {
                    MerchantKey.of(
                        Self.descriptions[$0 % Self.descriptions.count]
                            .trimmingCharacters(in: CharacterSet(charactersIn: " \""))) != nil
                }.count)
        #expect(
            Self.descriptions.filter {
                MerchantKey.of($0.trimmingCharacters(in: CharacterSet(charactersIn: " \""))) != nil
            }.count == 10)
    }

    @Test("no key is made ahead without a Category column when only such an input needs one")
    func onlyWithCategoryColumnWhenAsked() throws {
        let keying = MerchantKey.keying(requiresCategoryColumn: true)
        let without = try Self.read(Self.csv(rows: 30_000), onCallingThread: false, keying: keying)
        #expect(without.count == 30_000 && without.allSatisfy { $0.key.state == .notMade })
        var text = "Date,Description,Amount,Category\n"
        for index in 0..<30_000 { text += "2026-03-02,CORNER DELI \(index),-\(index + 1).00,Food\n" }
        let with = try Self.read(text, onCallingThread: false, keying: keying)
        // (Made for the first batch at least; later ones only while the reading thread has rows waiting.)
        #expect(
            with.count == 30_000 && with.first?.key.state == .made
                && with.allSatisfy {
                    $0.key.state == .notMade || ($0.key.state == .made && $0.key.bytes == Array("corner deli".utf8))
                })
    }

    @Test("no key is made ahead when the description comes from several columns")
    func notFromSeveralColumns() throws {
        var text = "Date,Name,Memo,Amount\n"
        for index in 0..<30_000 {
            text += "2026-03-02,\(index % 2 == 0 ? "" : "CORNER DELI"),NAIVAS LTD,-\(index + 1).00\n"
        }
        let seen = try Self.read(text, onCallingThread: false)
        #expect(seen.count == 30_000 && seen.allSatisfy { $0.key.state == .notMade })
    }

    @Test("no key is made ahead for an input the sniff read whole")
    func notForASniffedInput() throws {
        let text = Self.csv(rows: 500)
        #expect(text.utf8.count < FormatSniffer.prefixLimit)
        let seen = try Self.read(text, onCallingThread: false)
        #expect(seen.count == 500 && seen.allSatisfy { $0.key.state == .notMade })
    }

    @Test("a report that learns is the same with keys made ahead as with keys made by the categoriser")
    func learningUnchanged() throws {
        // A rule teaches `corner deli`; its other rows (before and after) follow the lesson.
        var text = "Date,Description,Amount\n"
        for index in 0..<30_000 {
            let description =
                index % 500 == 250 ? "CORNER DELI SPECIAL LUNCH" : Self.descriptions[index % Self.descriptions.count]
            text += "2026-03-\(index % 28 + 1 < 10 ? "0" : "")\(index % 28 + 1),\(description),-\(index % 90 + 1).50\n"
        }
        let parsed = try CategoryRules.parse(
            yaml: "rules:\n  - { category: Groceries, contains: [special lunch] }\n", file: "rules.yaml")
        let (withAhead, madeAhead) = try Self.categorize(
            text, rules: parsed, keying: MerchantKey.keying(requiresCategoryColumn: false))
        let (plain, noneAhead) = try Self.categorize(text, rules: parsed, keying: nil)
        #expect(withAhead == plain)
        // Keys are made ahead at least for the first batch (later ones only while the reading
        // thread has rows waiting); none without keying.
        #expect(madeAhead >= RowPipeline.batchRows && noneAhead == 0)
        // The `POS … CORNER DELI` rows (one in 16, before the first teaching row too) were taught.
        let taught = (0..<30_000).filter { $0 % 500 != 250 && $0 % 16 == 4 }
        #expect(taught.count == 1875 && taught.allSatisfy { withAhead[$0] == "Groceries" })
        #expect(withAhead[4] == "Groceries" && Set(withAhead).count > 2)
    }

    /// Each row's category name through ``Categorizer/categorize(_:file:)`` with learning on,
    /// lessons applied to held rows at the end as the report does; and how many rows came with
    /// their key made ahead.
    static func categorize(_ text: String, rules: CategoryRules, keying: MerchantKeying?) throws -> (
        [String], madeAhead: Int
    ) {
        var options = ReaderOptions(timeZone: TimeZone(identifier: "UTC") ?? .current)
        options.merchantKeying = keying
        var categorizer = Categorizer(rules: rules)
        categorizer.learning = true
        var results: [(category: CategoryID, merchant: Int32?, side: Direction)] = []
        var madeAhead = 0
        _ = try TransactionReader(source: .bytes(Array(text.utf8), name: "l.csv"), options: options).read { record in
            if record.merchantKey.state != .notMade { madeAhead += 1 }
            let categorized = categorizer.categorize(record, file: "l.csv")
            results.append((categorized.category, categorized.pendingMerchant, record.direction))
        }
        return (
            results.map { result in
                let lesson = result.merchant.flatMap { categorizer.lesson(merchant: $0, side: result.side) }
                let id = lesson?.category ?? result.category
                return categorizer.taxonomy[id].name
            }, madeAhead
        )
    }
}
