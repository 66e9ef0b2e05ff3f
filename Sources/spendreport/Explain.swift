import ArgumentParser
import SpendAnalytics

/// `spendreport explain "DESCRIPTION" [--amount -12.50] [--rules FILE] [--category VALUE] [--history FILE]`:
/// the category a description gets, its colour, and the rule that chose it.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show the category a transaction description gets and the rule that chose it.",
        discussion: """
            Precedence: the rules file (first matching rule), the export's Category column \
            (--category), what the --history store learned about the merchant, the card's merchant \
            category code (--mcc), the built-in rules, the merchant dictionary and the lexicon of \
            kinds, then Others. Without --amount, rules with min or max do not match.
            """)

    @Argument(help: "The transaction's description, as in the export.")
    var description: String

    @Option(
        parsing: .unconditional,
        help: "The signed amount, e.g. -12.50: negative is money spent, positive money received.")
    var amount: String?

    @Option(help: "spent or received, when no --amount gives it (default: spent).")
    var direction: String?

    @Option(name: .customLong("category"), help: "The value of the export's own Category column, if any.")
    var sourceCategory: String?

    @Option(help: "The card's merchant category code (ISO 18245, four digits), as in an MCC column.")
    var mcc: String?

    @OptionGroup var rulesOptions: RulesOptions

    @Option(help: "A history store whose learned merchants to use (learned from FILE:LINE).")
    var history: String?

    func run() throws {
        var side = Direction.spent
        var magnitude: Money?
        if let amount {
            guard let parsed = DecimalAmount.signed(amount) else {
                throw ValidationError("--amount must be a number such as -12.50 or 1000, not \"\(amount)\"")
            }
            side = parsed.direction
            magnitude = parsed.amount
        }
        if let direction {
            guard let given = Direction(rawValue: direction.lowercased()) else {
                throw ValidationError("--direction must be spent or received, not \"\(direction)\"")
            }
            if amount != nil && given != side {
                throw ValidationError("--direction \(given.rawValue) contradicts the sign of --amount \(amount ?? "")")
            }
            side = given
        }
        var code: Int?
        if let mcc {
            guard mcc.count == 4, mcc.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(mcc) else {
                throw ValidationError("--mcc must be a four-digit merchant category code such as 5411, not \"\(mcc)\"")
            }
            code = value
        }
        try ExitStatus.mapping {
            var categorizer = try ExplainCategorizer.make(rules: try rulesOptions.loadRules(), history: history)
            let explanation = categorizer.explainAsReported(
                description: description, amount: magnitude, direction: side,
                sourceCategory: sourceCategory, merchantCategoryCode: code)
            try Standard.output("\(explanation)", terminator: "")
        }
    }
}
