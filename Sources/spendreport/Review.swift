import ArgumentParser
import SpendAnalytics

/// `spendreport review INPUT… [--history FILE] [--rules FILE]`: the merchants that make up Others,
/// largest first, with a rules snippet and the `teach` commands to paste. Writes nothing.
struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "List the merchants that make up Others, largest first, with what to paste to name them once.",
        discussion: """
            Reads the inputs as report does (with the rules file and the store's lessons) and lists, per \
            side and currency, the merchants whose rows land in Others: their sum, rows and an example \
            with its FILE:LINE. Then a rules snippet and the `spendreport teach` commands to paste, once \
            each merchant's category is set. Writes nothing.
            """)

    @Argument(help: "The transactions CSVs, or - for standard input.")
    var inputs: [String]

    @OptionGroup var inputOptions: InputOptions
    @OptionGroup var rulesOptions: RulesOptions

    @Option(help: "A history store whose lessons to apply (and to name in the teach commands).")
    var history: String?

    @Option(help: "Merchants listed per side and currency (default 20).")
    var limit: Int = 20

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one input") }
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
    }

    func run() throws {
        try ExitStatus.mapping {
            let review = MerchantReview(
                paths: inputs, options: try inputOptions.readerOptions(), rules: try rulesOptions.loadRules(),
                history: history, limit: limit)
            let result = try review.run()
            try Standard.output(review.text(result, historyForTeach: history), terminator: "")
        }
    }
}
