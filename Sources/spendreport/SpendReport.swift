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
        discussion: """
            spendreport reads a month of transactions as a bank or wallet exports them (a CSV, as \
            downloaded: the format, encoding, delimiter, date order and decimal mark are detected), \
            sorts every transaction into a spending or receiving category, and writes into one folder \
            the data behind a home-screen spend analytics widget: spend-analytics.json (the chart \
            model, with when to refresh) and SVG donut, widget and trend charts in light and dark. \
            The files are replaced as one set, so a failed or killed run leaves the previous report \
            in force; it is built to run unattended every night (from cron or a systemd timer).

            report is the default command: `spendreport statement.csv --out DIR` is \
            `spendreport report statement.csv --out DIR`. `spendreport help COMMAND` describes each \
            command and its flags.

            Examples:
              spendreport report statement.csv --out out/savings
              spendreport validate statement.csv
              spendreport explain "SWIGGY BANGALORE" --amount -450
              spendreport preview out/savings

            Exit status (sysexits.h): 0 success, 64 bad flags or arguments, 65 bad input data (or a \
            damaged history store), 66 an input missing, 69 --png without librsvg, 70 --png could \
            not draw a chart, 73 the output cannot be written, 74 standard output cannot be written, 75 \
            the output is locked by another run \
            (--no-wait). Warnings, errors and one summary line go to stderr; stdout carries only the \
            answers of validate, explain, categories, profiles, review, teach, history, schema and \
            batch --jsonl.
            """,
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
        "--generate-completion-script", "--experimental-dump-help",
    ]

    /// Starts making the merchant dictionary's automaton on another thread while the arguments
    /// are parsed, for a command that categorises rows (docs/DEVELOPMENT.md: Performance), then runs the command.
    static func main() {
        if !categorizeNoRows.contains(CommandLine.arguments.dropFirst().first ?? "--help") {
            Categorizer.prepareDictionary()
        }
        main(nil)
    }
}
