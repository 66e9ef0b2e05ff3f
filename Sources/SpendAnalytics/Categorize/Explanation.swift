/// Why a description got its category (`spendreport explain`).
public struct Explanation: Sendable, Hashable, CustomStringConvertible {
    /// What chose the category.
    enum Reason: Sendable, Hashable {
        /// A rule of the user's rules file: its file, line and the conditions that held
        /// (`contains "petsmart"`, `regex "…"`, `direction spent`, `min 10.00`, `max 50.00`).
        case userRule(file: String, line: Int, conditions: [String])
        /// The export's own Category column, with its value.
        case sourceCategory(String)
        /// A built-in keyword rule, with the keyword that matched.
        case builtinKeyword(String)
        /// A name of the merchant dictionary or a word of the lexicon: its file, line and name.
        case merchantDictionary(MerchantDictionary.Origin)
        /// The card merchant category code and the line of `MCC/mcc.tsv` that gives it.
        case merchantCategoryCode(code: Int, MerchantCategoryCodes.Entry)
        /// Learned from another row of the same merchant: its input and line.
        case learned(file: String, line: Int)
        /// Nothing matched: Others.
        case noMatch
    }

    var categoryID: CategoryID
    var category: Category
    var reason: Reason
    /// The export's own label when ``ExportTaxonomy`` placed it onto another category
    /// (`Merchandise & Supplies-Groceries` for Groceries); `nil` otherwise.
    var subcategory: String?
    /// How the label was placed: `amex table`, `keyword "grocer"`.
    var placement: String?
    /// The colour the report draws the category in on a light background (contrast-adjusted);
    /// `nil` until the pipeline sets it (the categoriser does not know the report's colours).
    public var color: String?
    /// The same on the dark background; `nil` until the pipeline sets it.
    public var darkColor: String?

    init(
        categoryID: CategoryID, category: Category, reason: Reason, subcategory: String? = nil, placement: String? = nil
    ) {
        self.categoryID = categoryID
        self.category = category
        self.reason = reason
        self.subcategory = subcategory
        self.placement = placement
    }

    /// The rule in one line: `rules.yaml:7: contains "petsmart"`, `export's Category column "Dining"`,
    /// `built-in: keyword "swiggy"`, `merchant dictionary: Merchants/pl.tsv:7 "Żabka"`,
    /// `lexicon of kinds: Lexicon/tr.tsv:12 "eczane"`, `payment rail: Lexicon/rails.tsv:9 "zelle"`,
    /// `ambiguous word decided by its neighbour: Lexicon/ambiguous.tsv:3 "metro"`,
    /// `learned from amex.csv:14 Groceries` or
    /// `no rule matched: Others`.
    var rule: String {
        switch reason {
        case .userRule(let file, let line, let conditions):
            return "\(file):\(line): " + conditions.joined(separator: ", ")
        case .sourceCategory(let value):
            return "export's Category column \"\(value)\"" + (placement.map { " (\($0))" } ?? "")
        case .builtinKeyword(let keyword):
            return "built-in: keyword \"\(keyword)\""
        case .merchantDictionary(let origin):
            switch origin.source {
            case "Lexicon/ambiguous": return "ambiguous word decided by its neighbour: " + origin.text
            case "Lexicon/rails": return "payment rail: " + origin.text
            case let source where source.hasPrefix("Lexicon/"): return "lexicon of kinds: " + origin.text
            default: return "merchant dictionary: " + origin.text
            }
        case .merchantCategoryCode(let code, let entry):
            let digits = String(code)
            return "merchant category code " + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                + ": MCC/mcc.tsv:\(entry.line) \"\(entry.name)\""
        case .learned(let file, let line) where line == 0:
            return "taught with `\(file)` \(category.name)"
        case .learned(let file, let line):
            return "learned from \(file):\(line) \(category.name)"
        case .noMatch:
            return "no rule matched: \(Category.othersName)"
        }
    }

    /// Every label `spendreport explain` may print, in order.
    static let labels = ["category", "subcategory", "color", "darkColor", "direction", "transfer", "rule"]
    /// The values start in this column, one space after the longest label and its colon
    /// (`subcategory: `), whichever lines an explanation has.
    static let valueColumn = (labels.map(\.count).max() ?? 0) + 2

    /// The lines `spendreport explain` prints: `label:` padded to ``valueColumn``, then the value.
    public var description: String {
        let lines: [(String, String?)] = [
            ("category", category.name), ("subcategory", subcategory), ("color", color ?? category.color),
            ("darkColor", darkColor),
            ("direction", category.direction.rawValue), ("transfer", category.isTransfer ? "yes" : "no"),
            ("rule", rule),
        ]
        return lines.compactMap { label, value in
            value.map {
                label + ":" + String(repeating: " ", count: Explanation.valueColumn - label.count - 1) + $0 + "\n"
            }
        }.joined()
    }
}
