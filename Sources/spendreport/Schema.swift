import ArgumentParser
import Foundation
import SpendAnalytics

/// `spendreport schema`: prints the JSON Schema (draft 2020-12) of `spend-analytics.json` on stdout.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of spend-analytics.json.")

    func run() throws {
        try ExitStatus.mapping { try StandardStream.output.write(ChartSchema.json()) }
    }
}
