import Foundation
import Testing

@testable import SpendAnalytics

/// Reads one fixture per documented bank export (`Fixtures/banks`, see its README.md) with no
/// flags and checks every transaction, the stats and the detected profile against the
/// fixture's `.expected.tsv`.
@Suite struct BankFormatTests {
    /// …/Tests/SpendAnalyticsTests/Ingest/BankFormatTests.swift → …/Tests/SpendAnalyticsTests/Fixtures/banks
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("banks")

    /// The profile ids of the formats in `docs/research/bank-formats.md`, in its order.
    static let profileIDs = [
        "hdfc-delimited", "hdfc", "icici", "icici-netbanking", "icici-card", "sbi", "axis", "kotak", "paytm",
        "chase", "chase-card", "bofa", "bofa-card", "amex", "capitalone-card", "capitalone-360", "discover",
        "wellsfargo", "barclays", "nationwide", "monzo", "revolut", "revolut-legacy", "n26", "wise", "paypal",
        "ing", "dkb",
        "rbc", "td", "scotiabank", "cibc", "commbank", "anz", "westpac", "nubank", "nubank-card", "itau",
        "santander-es", "bbva", "caixabank", "bnp", "credit-agricole", "rabobank", "abnamro", "ing-nl", "nordea",
        "danske", "ubs", "postfinance", "sparkasse", "commerzbank", "intesa", "unicredit", "kaspi", "mpesa", "dbs",
        "bunq", "mbank", "ing-pl", "rakuten-card", "alipay", "wechat", "pko",
    ]

    /// Every `NN-id.csv` in the fixtures folder, sorted by name.
    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".csv") }.sorted()
    }()

    @Test func everyDocumentedFormatHasAFixtureAndAnExpectation() {
        let expected = Self.profileIDs.enumerated().map { offset, id in
            (offset < 9 ? "0" : "") + String(offset + 1) + "-" + id + ".csv"
        }
        #expect(Self.fixtures == expected)
        for name in Self.fixtures {
            let tsv = Self.directory.appendingPathComponent(BankFixtureExpectation.fileName(for: name))
            #expect(FileManager.default.fileExists(atPath: tsv.path), "\(tsv.lastPathComponent) is missing")
        }
    }

    @Test(arguments: BankFormatTests.fixtures)
    func readsTheExportWithNoFlags(_ name: String) throws {
        let csv = Self.directory.appendingPathComponent(name)
        let tsvName = BankFixtureExpectation.fileName(for: name)
        let expected = try BankFixtureExpectation(contentsOf: Self.directory.appendingPathComponent(tsvName))

        var transactions: [Transaction] = []
        let utc = try #require(TimeZone(identifier: "UTC"))
        let reader = TransactionReader(source: .file(csv.path), options: ReaderOptions(timeZone: utc))
        let summary = try reader.read { record in transactions.append(record.transaction) }

        #expect(summary.detected.profile == expected.profile, "detected profile of \(name)")
        #expect(BankFixtureExpectation.statsText(summary.stats) == expected.stats, "stats of \(name)")
        let actual = transactions.map(BankFixtureExpectation.line(for:))
        if let difference = BankFixtureExpectation.firstDifference(expected: expected.transactions, actual: actual) {
            Issue.record("\(name): \(difference)")
        }
    }
}

extension BankFormatTests {
    /// Detection is unambiguous: the fixture's header row is held by its own profile's signature
    /// and by no other profile's, and a headerless fixture's rows fit its own profile's shape and
    /// no other's (so the catalogue order never decides).
    @Test(arguments: BankFormatTests.fixtures)
    func onlyItsOwnProfileRecognisesTheFixture(_ name: String) throws {
        let csv = Self.directory.appendingPathComponent(name)
        let expected = try BankFixtureExpectation(
            contentsOf: Self.directory.appendingPathComponent(
                BankFixtureExpectation.fileName(for: name)))
        let utc = try #require(TimeZone(identifier: "UTC"))
        let reader = TransactionReader(source: .file(csv.path), options: ReaderOptions(timeZone: utc))
        let detected = try reader.read { _ in }.detected

        var bytes = Array(try Data(contentsOf: csv))
        var encoding = detected.encoding
        if let detectedEncoding = encoding, let converter = IconvConverter(from: detectedEncoding) {
            // Shift_JIS, GB18030, Windows-1250 …: the scanner reads UTF-8 (or Windows-1252) only.
            var utf8: [UInt8] = []
            try bytes.withUnsafeBytes { try converter.convert($0, isLast: true, into: &utf8) }
            bytes = utf8
            encoding = .utf8
        }
        let scanner = PrefixScanner(
            prefix: bytes[...], isWhole: true, name: name, delimiter: detected.delimiter,
            encoding: encoding)
        var rows: [CSVRow] = []
        scanner.scan(mayStepOver: { false }) { row in
            if !row.isBlank { rows.append(row) }
            return .proceed
        }
        let recognisers: [String]
        if let headerLine = detected.headerLine {
            let header = try #require(rows.first { $0.line == headerLine })
            let keys = Set(header.strings.map { HeaderName($0).key })
            recognisers = ExportProfiles.all.filter { $0.matches(keys) }.map(\.id)
        } else {
            let sample = Array(rows.prefix(FormatSniffer.shapeRows))
            recognisers = ExportProfiles.all.filter { profile in
                profile.shape.map { HeaderlessShape.fits(sample, $0) } ?? false
            }.map(\.id)
        }
        #expect(recognisers == [expected.profile].compactMap { $0 }, "profiles recognising \(name)")
    }
}

/// A fixture's `.expected.tsv`: the profile, the stats line and one TSV line per transaction.
private struct BankFixtureExpectation {
    var profile: String?
    var stats: String?
    var transactions: [String] = []

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// `01-hdfc.csv` → `01-hdfc.expected.tsv`.
    static func fileName(for csvName: String) -> String {
        String(csvName.dropLast(".csv".count)) + ".expected.tsv"
    }

    init(contentsOf url: URL) throws {
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("# profile: ") {
                profile = String(line.dropFirst("# profile: ".count))
            } else if line.hasPrefix("# stats: ") {
                stats = String(line.dropFirst("# stats: ".count))
            } else if line.hasPrefix("#") {
                continue
            } else if line.split(separator: "\t", omittingEmptySubsequences: false).count == 6 {
                transactions.append(String(line))
            } else {
                throw Malformed(description: "\(url.lastPathComponent): not 6 tab-separated fields: \(line)")
            }
        }
        if profile == nil || stats == nil {
            throw Malformed(description: "\(url.lastPathComponent): no '# profile:' or '# stats:' line")
        }
    }

    /// The stats in the expected file's words.
    static func statsText(_ stats: IngestStats) -> String {
        "rows=\(stats.rows) zeroAmount=\(stats.zeroAmount) nonTransaction=\(stats.nonTransaction) "
            + "notCompleted=\(stats.notCompleted) duplicates=\(stats.duplicates) trailer=\(stats.trailer)"
    }

    /// `LINE  yyyy-MM-dd  spent|received  MINOR_UNITS  CURRENCY  DESCRIPTION`, tab-separated.
    static func line(for transaction: Transaction) -> String {
        [
            String(transaction.line), transaction.date.description, transaction.direction.rawValue,
            String(transaction.amount.minorUnits), transaction.currency ?? "(none)",
            escaped(transaction.description),
        ].joined(separator: "\t")
    }

    /// Backslash, newline, tab and CR written as `\\`, `\n`, `\t`, `\r` (README.md).
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `nil` when both lists are equal, else the first differing transaction, both ways.
    static func firstDifference(expected: [String], actual: [String]) -> String? {
        if expected == actual { return nil }
        let common = min(expected.count, actual.count)
        let index = (0..<common).first { expected[$0] != actual[$0] } ?? common
        let want = index < expected.count ? expected[index] : "(no more transactions)"
        let got = index < actual.count ? actual[index] : "(no more transactions)"
        return
            "expected \(expected.count) transactions, read \(actual.count); first difference at transaction \(index + 1)\n"
            + "  expected: \(want)\n  actual:   \(got)"
    }
}
