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
        subcommands: [Report.self, Batch.self, Validate.self, History.self, Profiles.self, Explain.self, Review.self, Teach.self, Categories.self, Schema.self, Preview.self],
        defaultSubcommand: Report.self
    )
}

