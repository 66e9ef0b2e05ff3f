import ArgumentParser
import SpendAnalytics

/// `spendreport teach "MERCHANT" CATEGORY --history FILE`: records in the store that a merchant is
/// a category; every later run with `--history` applies it and `explain --history` shows it.
struct Teach: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "teach",
        abstract: "Record in the history store that a merchant is a category, for every later run.",
        discussion: """
            MERCHANT is a description as the export prints it or a merchant as `spendreport review` \
            lists it; its merchant key is what is recorded (`MIGROS KADIKOY 4411` and `migros` are both \
            `migros`). The lesson replaces the store's earlier lesson for that merchant and side. It \
            applies above the built-in rules, card merchant category codes, the dictionary and the \
            lexicon, and below the rules file and the export's own Category column.
            """)

    @Argument(help: "The merchant: a description, or a merchant as review lists it.")
    var merchant: String

    @Argument(help: "The category (spendreport categories lists them; a rules file may add more).")
    var category: String

    @Option(help: "The history store to record the lesson in (made when missing).")
    var history: String

    @Option(help: "spent or received (default: spent).")
    var direction: String = "spent"

    @OptionGroup var rulesOptions: RulesOptions

    func run() throws {
        guard let side = Direction(rawValue: direction.lowercased()) else {
            throw ValidationError("--direction must be spent or received, not \"\(direction)\"")
        }
        try ExitStatus.mapping {
            let taught = try MerchantTeaching(history: history, rules: try rulesOptions.loadRules())
                .teach(merchant, category: category, direction: side)
            try Standard.output(
                "\(taught.key) (\(taught.direction.rawValue)): \(taught.category)"
                    + (taught.replaced.map { " (was \($0))" } ?? ""))
        }
    }
}
