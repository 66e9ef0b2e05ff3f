import ArgumentParser
import SpendAnalytics

/// `--rules FILE` (shared by `report`, `batch`, `explain`, `review`, `teach` and `categories`).
struct RulesOptions: ParsableArguments {
    @Option(help: "A YAML rules file: categories to add or recolour, and ordered rules.")
    var rules: String?

    func loadRules() throws -> CategoryRules {
        guard let rules else { return .empty }
        return try CategoryRules.load(path: rules)
    }
}
