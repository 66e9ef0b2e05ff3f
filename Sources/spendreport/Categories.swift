import ArgumentParser
import SpendAnalytics

/// `spendreport categories [--rules FILE]`: the taxonomy with its report colours (light and dark) and transfer flags.
struct Categories: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "categories",
        abstract:
            "List the categories (built in, plus those a rules file adds or recolours) with the light and dark colours reports draw them in."
    )

    @OptionGroup var rulesOptions: RulesOptions

    func run() throws {
        try ExitStatus.mapping {
            let rules = try rulesOptions.loadRules()
            try Standard.output(TaxonomyListing.textAsReported(rules.taxonomy), terminator: "")
        }
    }
}
