import Foundation

/// Gives each transaction a category: user rules, the export's own Category column, built-in
/// rules (with the merchant dictionary), then Others (docs/CATEGORIES.md: Categories and rules).
///
/// On the hot path (``categorize(_:)``) a row costs one pass over its description per tier of
/// rules tried (case-folded into a reused buffer unless it is ASCII) whatever the number of
/// keywords, plus a dictionary lookup for the export's Category column (each distinct value is resolved into the taxonomy once). No
/// `String` is made per row unless a user rule with a regex could still win.
public struct Categorizer: Sendable {
    private(set) var taxonomy: Taxonomy
    let rules: CategoryRules

    private let engine: RuleEngine
    private var scratch = RuleEngine.Scratch()
    /// Whether the built-in tier is scanned in one combined pass at present (tests).
    var scansBuiltinCombined: Bool { scratch.combined != nil }
    /// Export Category column values (raw bytes) → category, per side; -1 for a blank value.
    private var sourceCategories: (spent: [[UInt8]: CategoryID], received: [[UInt8]: CategoryID]) = ([:], [:])
    private let others: (spent: CategoryID, received: CategoryID)
    /// The category of each of ``MerchantCategoryCodes/categories`` on each side (-1 for Others
    /// and where the side lacks it: such a code decides nothing).
    private let codeCategories: (spent: [Int32], received: [Int32])
    /// The last row's currency and its exponent (most files have one currency).
    private var exponentCache: (currency: [UInt8], exponent: Int) = ([], 2)
    /// Whether a rule has `min` or `max` (else a row's amount is never looked at).
    private let rulesUseAmounts: Bool
    /// Categories the export's Category column added to the taxonomy.
    private var addedFromSource = 0
    /// Rows whose Category value would have been a new category past ``maximumSourceCategories``:
    /// counted in Others instead (`stats.foldedIntoOthers`).
    private(set) var foldedIntoOthers = 0

    /// New categories a run's Category column may add (docs/LIMITS.md: Limits); the rows of any further
    /// name are counted in Others.
    static let maximumSourceCategories = 1000
    /// Characters of a category name from the Category column kept (docs/LIMITS.md: Limits): a longer
    /// name is cut to ``maximumNameLength`` - 1 characters and `…`, as stored and as displayed.
    static let maximumNameLength = 64
    /// Category values remembered per side, at most (past it, a value is looked up each time).
    static let maximumCachedValues = 4096

    /// Starts making the dictionary's automaton (``MerchantDictionary/matcher``, about 25 million
    /// instructions) on another thread, once per process, so that a run that will categorise rows
    /// has it ready, or nearly, when its first row reaches it, instead of making it then (the run's
    /// reader is still sniffing its input). A run that never reaches the dictionary pays it on
    /// that other thread. The CLI calls it first thing for the commands that categorise rows
    /// (while their arguments are parsed); the report pipeline and `batch` call it before they read.
    public static func prepareDictionary() { _ = preparing }

    private static let preparing: Void = {
        let thread = Thread { _ = MerchantDictionary.matcher }
        thread.start()
    }()

    /// A categoriser for `rules` (the built-in rules alone by default).
    public init(rules: CategoryRules = .empty) {
        self.init(
            rules: rules, builtin: BuiltinRules.all, dictionaryPosition: BuiltinRules.dictionaryPosition,
            builtinPass: .adaptive)
    }

    /// With another set of built-in rules (tests and the benchmark), the merchant dictionary
    /// consulted after `dictionaryPosition` of them (`nil`: not at all).
    /// `builtinPass`: how the built-in rules and the dictionary are scanned (``RuleEngine/BuiltinPass``).
    init(
        rules: CategoryRules, builtin: [BuiltinRule], dictionaryPosition: Int? = nil,
        builtinPass: RuleEngine.BuiltinPass = .separate
    ) {
        self.rules = rules
        var taxonomy = rules.taxonomy
        self.others = (taxonomy.othersID(.spent), taxonomy.othersID(.received))
        self.codeCategories = taxonomy.idsBySide(of: MerchantCategoryCodes.categories)
        self.taxonomy = taxonomy
        self.engine = RuleEngine(
            user: rules.rules, builtin: builtin, dictionaryPosition: dictionaryPosition, taxonomy: taxonomy,
            builtinPass: builtinPass)
        self.rulesUseAmounts = rules.rules.contains { $0.minimum != nil || $0.maximum != nil }
    }

    /// Whether this categoriser learns (docs/CATEGORIES.md: Learning from your own data): the report pipeline
    /// turns it on; the public ``categorize(_:)`` alone never learns.
    var learning = false
    /// Whether a row may teach whatever the inputs' columns: a user rule without `min` or `max`,
    /// or a lesson of an earlier run (an export's Category column is the only other teacher).
    var teachesWithoutCategoryColumn: Bool {
        learned.lessonCount > 0 || engine.rules[..<engine.userRuleCount].contains { !$0.hasAmountBounds }
    }

    /// Whether a run over `inputCount` inputs needs ``learning``, decided once the first input's
    /// layout is known (whether it has a Category column): off (no per-row cost, no held rows)
    /// only when nothing can teach. With
    /// several inputs a later one may have a Category column that teaches the first one's rows,
    /// so learning stays on.
    func needsLearning(inputCount: Int, firstHasCategoryColumn: Bool) -> Bool {
        firstHasCategoryColumn || learnsWithoutCategoryColumn(inputCount: inputCount)
    }

    /// Whether a run over `inputCount` inputs learns whether or not its inputs have a Category
    /// column: with several inputs (a later one may teach), or when something else teaches.
    private func learnsWithoutCategoryColumn(inputCount: Int) -> Bool {
        inputCount > 1 || teachesWithoutCategoryColumn
    }

    /// What was learned so far (and, with `--history`, in earlier runs).
    private(set) var learned = LearnedMerchants()
    private var merchantKey = MerchantKey()

    /// A row's category, and, when learning, the merchant whose lesson may still change it.
    struct Categorized: Sendable, Hashable {
        var category: CategoryID
        /// The merchant's number in ``Categorizer/learned`` when the category came from the built-in
        /// rules or Others and no lesson for the merchant is known yet (a later row may teach one).
        var pendingMerchant: Int32?
    }

    /// The category of `record` from the input named `file`, learning from it and applying what
    /// was learned when ``learning`` is on (the export's Category column and user rules teach;
    /// a lesson overrides the built-in rules and Others).
    mutating func categorize(_ record: TransactionRecord, file: String) -> Categorized {
        let category = categorize(record)
        guard learning, let decision = lastDecision else {
            return Categorized(category: category, pendingMerchant: nil)
        }
        let side = record.direction
        switch decision {
        case .sourceCategory, .userRule:
            if let number = merchantNumber(record) {
                learned.learn(
                    number, side: side,
                    LearnedMerchants.Lesson(category: category, file: learned.fileNumber(file), line: record.line))
            }
            return Categorized(category: category, pendingMerchant: nil)
        case .settled:
            return Categorized(category: category, pendingMerchant: nil)
        case .fallback:
            guard let number = merchantNumber(record) else {
                return Categorized(category: category, pendingMerchant: nil)
            }
            if let lesson = learned.lesson(number, side: side) {
                return Categorized(category: lesson.category, pendingMerchant: nil)
            }
            return Categorized(category: category, pendingMerchant: number)
        }
    }

    /// The number of the merchant of `record`'s description (numbering it when new), from the key
    /// the reader made ahead when it did; `nil` when the description has no key.
    private mutating func merchantNumber(_ record: TransactionRecord) -> Int32? {
        switch record.merchantKey.state {
        case .made: return learned.number(record.merchantKey.bytes, hash: record.merchantKey.hash)
        case .noKey: return nil
        case .notMade: return merchantKey.make(record.description) ? learned.number(merchantKey.key) : nil
        }
    }

    /// How the reader makes merchant keys ahead for this categoriser (``MerchantKeying``) in a run
    /// over `inputCount` inputs: for every input when the run learns whatever the inputs' columns,
    /// else only for an input with a Category column (``needsLearning(inputCount:firstHasCategoryColumn:)``).
    func merchantKeying(inputCount: Int) -> MerchantKeying {
        MerchantKey.keying(requiresCategoryColumn: !learnsWithoutCategoryColumn(inputCount: inputCount))
    }

    /// The lesson for merchant `number` on `side` once every row was read, if any.
    func lesson(merchant number: Int32, side: Direction) -> LearnedMerchants.Lesson? {
        learned.lesson(number, side: side)
    }

    /// What decided the last row, for learning: the source category or a user rule without `min`
    /// or `max` (which teach), a user rule with them (settled: neither teaches nor is overridden),
    /// or a fallback (built-in rules, Others: which a lesson overrides).
    private enum DecisionKind { case sourceCategory, userRule, settled, fallback }
    private var lastDecision: DecisionKind?

    /// The lessons learned (new categories of earlier runs included), for the history store.
    var lessons: [LearnedMerchant] {
        learned.all.map { entry in
            LearnedMerchant(
                key: entry.key, direction: entry.side, category: taxonomy[entry.lesson.category],
                file: learned.files[Int(entry.lesson.file)], line: entry.lesson.line)
        }
    }

    /// Starts from `lessons` of earlier runs (the history store): each lesson's category is
    /// looked up in the taxonomy by name, colour and side, and added when it is not there.
    mutating func learn(_ lessons: [LearnedMerchant]) {
        for lesson in lessons {
            let id: CategoryID
            if let known = taxonomy.id(named: lesson.category.name, direction: lesson.direction) {
                id = known
            } else {
                id = taxonomy.add(lesson.category)
            }
            if let number = learned.number(lesson.key) {
                learned.learn(
                    number, side: lesson.direction,
                    LearnedMerchants.Lesson(category: id, file: learned.fileNumber(lesson.file), line: lesson.line))
            }
        }
    }

    /// The category of `record` (may add a category named by the export's Category column).
    public mutating func categorize(_ record: TransactionRecord) -> CategoryID {
        defer {
            if let index = scratch.overBudget {
                if regexOverBudget == nil { regexOverBudget = engine.userRules[index] }
                scratch.overBudget = nil
            }
        }
        var amount = record.amount.minorUnits
        if rulesUseAmounts {
            if record.currency != exponentCache.currency {
                exponentCache = (record.currency, CurrencyExponent.of(bytes: record.currency))
            }
            amount = RuleEngine.thousandths(amount, exponent: exponentCache.exponent)
        }
        let decision = decide(
            description: record.description, side: record.direction, amount: amount,
            sourceCategory: record.sourceCategory, mcc: record.mcc)
        switch decision {
        case .rule(let hit):
            if hit.rule >= engine.userRuleCount {
                lastDecision = .fallback
            } else {
                // A rule with min or max is about the amount, not the merchant: it does not teach.
                lastDecision = engine.rules[hit.rule].hasAmountBounds ? .settled : .userRule
            }
            return engine.category(of: hit.rule, side: record.direction)
        case .sourceCategory(let id):
            lastDecision = .sourceCategory
            return id
        case .merchantCategoryCode(let id, _):
            // Like the built-in rules: a lesson of the person's overrides it.
            lastDecision = .fallback
            return id
        case .others:
            lastDecision = .fallback
            return record.direction == .spent ? others.spent : others.received
        }
    }

    /// The first user rule whose regex went over its budget on a row (the category given then
    /// is not to be trusted: the caller stops the run).
    private(set) var regexOverBudget: UserRule?

    /// What chose a category.
    enum Decision: Hashable {
        case rule(RuleEngine.Hit)
        case sourceCategory(CategoryID)
        /// The row's card merchant category code, and the category it gives.
        case merchantCategoryCode(CategoryID, Int16)
        case others
    }

    /// The lesson learned for the merchant of `description` on `side`, if any.
    private mutating func learnedLesson(_ description: [UInt8], side: Direction) -> LearnedMerchants.Lesson? {
        guard learned.lessonCount > 0, merchantKey.make(description),
            let number = learned.existingNumber(merchantKey.key)
        else { return nil }
        return learned.lesson(number, side: side)
    }

    /// Precedence: user rules, the export's Category column, the card merchant category code
    /// (`mcc`, -1 for none), built-in rules (with the dictionary and the lexicon), Others.
    /// `amount` is in thousandths of the currency's unit (``RuleEngine/thousandths(_:exponent:)``).
    mutating func decide(
        description: [UInt8], side: Direction, amount: Int64?, sourceCategory: [UInt8],
        mcc: Int16 = -1
    ) -> Decision {
        // Without user rules a non-blank Category column wins before any keyword is looked at.
        if engine.userRuleCount == 0, !sourceCategory.isEmpty, let id = sourceCategoryID(sourceCategory, side: side) {
            return .sourceCategory(id)
        }
        if engine.userRuleCount > 0 {
            engine.scan(.user, description, side: side, amount: amount, into: &scratch)
            if let hit = engine.winner(.user, description: description, side: side, amount: amount, scratch: &scratch) {
                return .rule(hit)
            }
        }
        if !sourceCategory.isEmpty, let id = sourceCategoryID(sourceCategory, side: side) {
            return .sourceCategory(id)
        }
        if mcc >= 0, mcc < 10_000 {
            let index = Int(MerchantCategoryCodes.categoryOfCode[Int(mcc)])
            if index >= 0 {
                let id = side == .spent ? codeCategories.spent[index] : codeCategories.received[index]
                if id >= 0 { return .merchantCategoryCode(Int(id), mcc) }
            }
        }
        engine.scan(.builtin, description, side: side, amount: amount, into: &scratch)
        if let hit = engine.winner(.builtin, description: description, side: side, amount: amount, scratch: &scratch) {
            return .rule(hit)
        }
        return .others
    }

    /// The category for an export's Category value on `side`, `nil` when the value is blank.
    ///
    /// A value naming a known category of that side (case-insensitively, ignoring surrounding
    /// spaces) is that category; else a value ``ExportTaxonomy`` places onto a category of that
    /// side is that one (Amex `Merchandise & Supplies-Groceries` is Groceries); any other value
    /// becomes a category of its own, spelt as first seen, with ``StableColor/color(for:)``.
    private mutating func sourceCategoryID(_ bytes: [UInt8], side: Direction) -> CategoryID? {
        let cached = side == .spent ? sourceCategories.spent[bytes] : sourceCategories.received[bytes]
        if let cached { return cached < 0 ? nil : cached }
        let name = Categorizer.storedName(String(decoding: bytes, as: UTF8.self).trimmingWhitespace())
        var id = -1
        if !name.isEmpty {
            if let known = taxonomy.id(named: name, direction: side) {
                id = known
            } else if let placed = ExportTaxonomy.place(name),
                let known = taxonomy.id(named: placed.category, direction: side)
            {
                id = known
            } else if addedFromSource >= Categorizer.maximumSourceCategories {
                // Not cached: the rows of every further name are counted, and memory stays bounded.
                foldedIntoOthers += 1
                return side == .spent ? others.spent : others.received
            } else {
                addedFromSource += 1
                id = taxonomy.add(Category(name: name, color: StableColor.color(for: name), direction: side))
            }
        }
        if (side == .spent ? sourceCategories.spent.count : sourceCategories.received.count)
            < Categorizer.maximumCachedValues
        {
            if side == .spent { sourceCategories.spent[bytes] = id } else { sourceCategories.received[bytes] = id }
        }
        return id < 0 ? nil : id
    }

    /// `name` as a category is named: cut to ``maximumNameLength`` characters (the last one `…`).
    static func storedName(_ name: String) -> String {
        var end = name.startIndex
        var count = 0
        while end < name.endIndex {
            count += 1
            if count == maximumNameLength { break }
            end = name.index(after: end)
        }
        guard count == maximumNameLength, end < name.endIndex, name.index(after: end) < name.endIndex else {
            return name
        }
        return String(name[..<end]) + "…"
    }

    // MARK: - Explain

    /// Which category `description` gets and why (`spendreport explain`).
    ///
    /// - Parameters:
    ///   - amount: the absolute amount, or `nil` when unknown (rules with `min`/`max` then do not match).
    ///   - direction: which side the money moved.
    ///   - sourceCategory: the export's Category column value, if any.
    public mutating func explain(
        description: String, amount: Money?, direction: Direction,
        sourceCategory: String? = nil, merchantCategoryCode: Int? = nil
    ) -> Explanation {
        let bytes = Array(description.utf8)
        let source = Array((sourceCategory ?? "").utf8)
        let id: CategoryID
        let reason: Explanation.Reason
        let thousandths = amount.map { RuleEngine.thousandths($0.minorUnits, exponent: 2) }
        let code = merchantCategoryCode.flatMap { (0..<10_000).contains($0) ? Int16($0) : nil } ?? -1
        let decision = decide(
            description: bytes, side: direction, amount: thousandths, sourceCategory: source, mcc: code)
        // A lesson overrides what the built-in rules or Others gave (as in ``categorize(_:file:)``).
        let overridable: Bool
        switch decision {
        case .rule(let hit): overridable = hit.rule >= engine.userRuleCount
        case .others, .merchantCategoryCode: overridable = true
        case .sourceCategory: overridable = false
        }
        if overridable, let lesson = learnedLesson(bytes, side: direction) {
            return Explanation(
                categoryID: lesson.category, category: taxonomy[lesson.category],
                reason: .learned(file: learned.files[Int(lesson.file)], line: lesson.line))
        }
        switch decision {
        case .rule(let hit):
            id = engine.category(of: hit.rule, side: direction)
            let keyword = hit.keyword.map { engine.keywordTexts[Int($0)] }
            if hit.rule < engine.userRuleCount {
                let rule = engine.userRules[hit.rule]
                reason = .userRule(
                    file: rules.file ?? "rules", line: rule.line,
                    conditions: Self.conditions(of: rule, keyword: keyword))
            } else if let origin = engine.dictionaryOrigin(of: hit.rule) {
                reason = .merchantDictionary(origin)
            } else {
                reason = .builtinKeyword(keyword ?? "")
            }
        case .sourceCategory(let sourceID):
            id = sourceID
            let label = Categorizer.storedName((sourceCategory ?? "").trimmingWhitespace())
            reason = .sourceCategory(label)
            if taxonomy.id(named: label, direction: direction) != sourceID, let placed = ExportTaxonomy.place(label) {
                return Explanation(
                    categoryID: id, category: taxonomy[id], reason: reason, subcategory: label, placement: placed.how)
            }
        case .merchantCategoryCode(let codeID, let code):
            id = codeID
            reason =
                MerchantCategoryCodes.entry(of: code).map { .merchantCategoryCode(code: Int(code), $0) } ?? .noMatch
        case .others:
            id = direction == .spent ? others.spent : others.received
            reason = .noMatch
        }
        return Explanation(categoryID: id, category: taxonomy[id], reason: reason)
    }

    /// `contains "petsmart"`, `regex "^NEFT.*RENT"`, `direction received`, `min 1000.00` …
    private static func conditions(of rule: UserRule, keyword: String?) -> [String] {
        var parts: [String] = []
        if let keyword { parts.append("contains \"\(keyword)\"") }
        if let regex = rule.regex { parts.append("regex \"\(regex.pattern)\"") }
        if let direction = rule.direction { parts.append("direction \(direction.rawValue)") }
        if let minimum = rule.minimum { parts.append("min \(minimum)") }
        if let maximum = rule.maximum { parts.append("max \(maximum)") }
        return parts
    }
}
