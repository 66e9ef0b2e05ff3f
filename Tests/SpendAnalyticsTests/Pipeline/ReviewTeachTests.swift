import Foundation
import Testing

@testable import SpendAnalytics

/// `spendreport review` and `spendreport teach` as a person runs them (the built binary).
@Suite struct ReviewTeachTests {
    static let csv = """
        Date,Description,Amount,Currency
        2026-03-02,QWERTY HOLDINGS 4411 ISTANBUL,-100.50,TRY
        2026-03-03,QWERTY HOLDINGS 4412,-50.25,TRY
        2026-03-04,ZXCV TRADING 12,-20.00,TRY
        2026-03-05,LIDL 12,-30.00,TRY
        2026-03-06,MAAS ODEMESI ACME,1000.00,TRY
        2026-03-07,PLMOKN SERVICES,12.00,TRY

        """

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try csv.write(to: folder.appendingPathComponent("tx.csv"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test(
        "review lists Others' merchants largest first with exact sums, a rules snippet and teach commands; teach clears them"
    )
    func reviewThenTeach() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("tx.csv").path
        let store = folder.appendingPathComponent("history.sqlite").path
        let review = try CLIRunner.run(["review", input])
        #expect(review.status == 0, "\(review.stderr)")
        #expect(
            review.stdout == """
                4 of 6 rows are in Others.

                spent TRY: 170.75 of 200.75 in Others (85.1%), largest first:
                  150.75  2 rows  "qwerty holdings"  e.g. "QWERTY HOLDINGS 4411 ISTANBUL" (\(input):2)
                  20.00  1 row  "zxcv trading"  e.g. "ZXCV TRADING 12" (\(input):4)

                received TRY: 12.00 of 1012.00 in Others (1.2%), largest first:
                  12.00  1 row  "plmokn services"  e.g. "PLMOKN SERVICES" (\(input):7)

                Name each merchant's category (spendreport categories lists them), in a rules file (--rules FILE):
                rules:
                  - { category: Others, contains: ["qwerty holdings"] }
                  - { category: Others, contains: ["zxcv trading"] }
                  - { category: Others, contains: ["plmokn services"], direction: received }
                or once in the store, which every later run with --history uses:
                  spendreport teach "qwerty holdings" CATEGORY --history FILE
                  spendreport teach "zxcv trading" CATEGORY --history FILE
                  spendreport teach "plmokn services" CATEGORY --history FILE --direction received

                """)

        let taught = try CLIRunner.run(["teach", "QWERTY HOLDINGS 4411 ISTANBUL", "Shopping", "--history", store])
        #expect(taught.status == 0, "\(taught.stderr)")
        #expect(taught.stdout == "qwerty holdings (spent): Shopping\n")
        let again = try CLIRunner.run(["teach", "qwerty holdings", "groceries", "--history", store])
        #expect(again.stdout == "qwerty holdings (spent): Groceries (was Shopping, taught before)\n", "\(again.stderr)")
        let unknown = try CLIRunner.run(["teach", "zxcv trading", "Pets", "--history", store])
        #expect(unknown.status != 0)
        #expect(
            unknown.stderr.contains("no spent category named \"Pets\" (categories: Food & Dining, Groceries"),
            "\(unknown.stderr)")
        let noKey = try CLIRunner.run(["teach", "12 34", "Shopping", "--history", store])
        #expect(noKey.status != 0 && noKey.stderr.contains("names no merchant"), "\(noKey.stderr)")

        // The store's lesson is used by review, explain and every later report.
        let after = try CLIRunner.run(["review", input, "--history", store])
        #expect(
            after.stdout.hasPrefix("2 of 6 rows are in Others.\n\nspent TRY: 20.00 of 200.75 in Others (10.0%)"),
            "\(after.stdout)")
        #expect(after.stdout.contains("spendreport teach \"zxcv trading\" CATEGORY --history \(store)"))
        let explained = try CLIRunner.run(["explain", "QWERTY HOLDINGS 9", "--history", store])
        #expect(explained.stdout.contains("category:    Groceries\n"))
        #expect(
            explained.stdout.contains("rule:        taught with `spendreport teach` Groceries\n"), "\(explained.stdout)"
        )
        let out = folder.appendingPathComponent("out").path
        let report = try CLIRunner.run([
            "report", input, "--out", out, "--history", store, "--now", "2026-03-31T22:00:00Z",
        ])
        #expect(report.status == 0, "\(report.stderr)")
        let json = try String(
            contentsOf: URL(fileURLWithPath: out).appendingPathComponent("spend-analytics.json"), encoding: .utf8)
        #expect(json.contains("\"Groceries\""), "the taught merchant's rows are Groceries")
    }
}
