import ArgumentParser
import SpendAnalytics

@main
struct SpendReport: ParsableCommand {
    /// Every command, subcommands included, names itself (`commandName`): without it
    /// ArgumentParser derives each name with `String(describing:)` on every start, a runtime
    /// conformance search per command (BENCHMARKS.md: A month's file).
    static let configuration = CommandConfiguration(
        commandName: "spendreport",
        abstract: "Turn a bank or wallet transactions CSV into spend-analytics widget data (JSON + SVG donuts).",
        version: SpendAnalyticsVersion.string,
        subcommands: [
            Report.self, Batch.self, Validate.self, History.self, Profiles.self, Explain.self, Review.self, Teach.self,
            Categories.self, Schema.self, Preview.self,
        ],
        defaultSubcommand: Report.self
    )

    /// The commands that read and categorise no rows.
    static let categorizeNoRows: Set<String> = [
        "validate", "history", "profiles", "teach", "categories", "schema", "preview", "help", "--help", "-h",
        "--version",
    ]

    /// Starts making the merchant dictionary's automaton on another thread while the arguments
    /// are parsed, for a command that categorises rows (README: Performance), then runs the command.
    static func main() {
        if !categorizeNoRows.contains(CommandLine.arguments.dropFirst().first ?? "--help") {
            Categorizer.prepareDictionary()
        }
        main(nil)
    }
}
