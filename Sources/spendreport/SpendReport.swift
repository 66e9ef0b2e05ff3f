import ArgumentParser
import SpendAnalytics

@main
struct SpendReport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spendreport",
        abstract: "Turn a bank or wallet transactions CSV into spend-analytics widget data (JSON + SVG donuts).",
        version: SpendAnalyticsVersion.string,
        subcommands: [Tokenize.self]
    )
}

/// Temporary: prints the tokenizer's rows (replaced by the real subcommands).
struct Tokenize: ParsableCommand {
    @Argument var input: String
    func run() throws {
        try CSVTokenizer().tokenize(InputSource(path: input)) { row in
            print(row.line, row.strings)
            return .proceed
        }
    }
}
