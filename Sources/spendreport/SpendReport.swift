import ArgumentParser
import SpendAnalytics

@main
struct SpendReport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spendreport",
        abstract: "Turn a bank or wallet transactions CSV into spend-analytics widget data (JSON + SVG donuts).",
        version: SpendAnalyticsVersion.string,
        subcommands: [Report.self, Batch.self, Validate.self, History.self, Profiles.self, Explain.self, Categories.self, Schema.self, Preview.self],
        defaultSubcommand: Report.self
    )
}

