import ArgumentParser
import SpendAnalytics

/// `spendreport profiles`: the known exports, recognised from their header row (`--profile ID` forces one).
struct Profiles: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the known bank and wallet exports (use an id with --profile).")

    func run() throws {
        var lines: [String] = []
        for profile in ExportProfiles.all {
            lines.append("\(profile.id.padding(toLength: 16, withPad: " ", startingAt: 0)) \(profile.name)")
            lines.append(String(repeating: " ", count: 17) + "fixes: \(profile.fixes)")
            var facts = ["dates \(profile.dates)"]
            if let currency = profile.currency { facts.append("currency \(currency)") }
            if profile.purchasesPositive { facts.append("signs flipped") }
            lines.append(String(repeating: " ", count: 17) + facts.joined(separator: "; "))
        }
        print(lines.joined(separator: "\n"))
    }
}
