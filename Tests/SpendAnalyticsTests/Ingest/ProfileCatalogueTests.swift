import Foundation
import Testing

@testable import SpendAnalytics

/// The export profiles: their ids, and that each header signature selects its own profile.
@Suite struct ProfileCatalogueTests {
    @Test func idsFollowTheResearchOrder() {
        #expect(
            ExportProfiles.all.map(\.id) == [
                "hdfc-delimited", "hdfc", "icici", "icici-netbanking", "icici-card", "sbi", "axis", "kotak", "paytm",
                "chase", "chase-card", "bofa", "bofa-card", "amex", "capitalone-card", "capitalone-360", "discover",
                "wellsfargo", "barclays", "nationwide", "monzo", "revolut", "revolut-legacy", "n26", "wise", "paypal",
                "ing", "dkb",
                "rbc", "td", "scotiabank", "cibc", "commbank", "anz", "westpac", "nubank", "nubank-card", "itau",
                "santander-es", "bbva", "caixabank", "bnp", "credit-agricole", "rabobank", "abnamro", "ing-nl",
                "nordea",
                "danske", "ubs", "postfinance", "sparkasse", "commerzbank", "intesa", "unicredit", "kaspi", "mpesa",
                "dbs",
                "bunq", "mbank", "ing-pl", "rakuten-card", "alipay", "wechat", "pko",
            ])
        #expect(ExportProfiles.named("AMEX")?.id == "amex")
        #expect(ExportProfiles.named("visa") == nil)
    }

    @Test(arguments: ExportProfiles.all.map(\.id))
    func everySignatureSelectsItsOwnProfile(_ id: String) throws {
        let profile = try #require(ExportProfiles.named(id))
        for signature in profile.signatures {
            #expect(ExportProfiles.recognise(Set(signature))?.id == id, "\(signature)")
        }
        #expect(profile.signatures.isEmpty == (profile.headerless != nil))
        #expect((profile.shape != nil) == (profile.headerless != nil), "a headerless export is recognised by its shape")
    }

    @Test func everyProfileSaysWhatItFixes() {
        for profile in ExportProfiles.all {
            #expect(!profile.name.isEmpty && !profile.fixes.isEmpty && !profile.dates.isEmpty, "\(profile.id)")
        }
    }

    @Test func theInputGuideListsEveryProfile() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/INPUT.md")
        let text = String(decoding: try Data(contentsOf: guide), as: UTF8.self)
        let listed = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return String(line.dropFirst(3).prefix { $0 != "`" })
        }
        #expect(listed.suffix(ExportProfiles.all.count) == ExportProfiles.all.map(\.id)[...])
    }
}
