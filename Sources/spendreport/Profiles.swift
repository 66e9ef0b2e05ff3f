import ArgumentParser
import SpendAnalytics

/// `spendreport profiles`: the known exports, recognised from their header row (`--profile ID` forces one).
struct Profiles: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "List the known bank and wallet exports (use an id with --profile).")

    func run() throws {
        try ExitStatus.mapping { try Standard.output(ProfileListing.text()) }
    }
}
