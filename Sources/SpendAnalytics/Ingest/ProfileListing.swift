import Foundation

/// The known exports as text (`spendreport profiles`): per profile, its id and name, what reading
/// it fixes, and its dates, currency and sign convention.
public enum ProfileListing {
    /// Every known export, three lines each (see ``text(_:)``).
    public static func text() -> String { text(ExportProfiles.all) }

    /// Three lines per profile in catalogue order, the last two indented under the id column;
    /// no trailing newline.
    static func text(_ profiles: [ExportProfile]) -> String {
        var lines: [String] = []
        for profile in profiles {
            lines.append("\(profile.id.padding(toLength: 16, withPad: " ", startingAt: 0)) \(profile.name)")
            lines.append(String(repeating: " ", count: 17) + "fixes: \(profile.fixes)")
            var facts = ["dates \(profile.dates)"]
            if let currency = profile.currency { facts.append("currency \(currency)") }
            if profile.purchasesPositive { facts.append("signs flipped") }
            lines.append(String(repeating: " ", count: 17) + facts.joined(separator: "; "))
        }
        return lines.joined(separator: "\n")
    }
}
