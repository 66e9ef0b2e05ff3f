import Yams

/// Reads a rules file's YAML into ``CategoryRules``, checking every node and naming its line.
///
/// The file is composed into Yams nodes (not decoded), so every value keeps its source mark and
/// its text exactly as written: `min: 1000.00` is the text `1000.00`, never a `Double`.
///
/// Decisions docs/CATEGORIES.md leaves open:
/// - `categories:` entries: `name` is required; `color` (or `colour`) is optional, a new
///   category without one gets ``StableColor/color(for:)``; `direction` is optional:
///   without it the entry applies to the side(s) where a category of that name exists, or to
///   both sides for a new name; `transfer` (true/false) keeps the existing flag when omitted.
/// - `rules:` entries: `category` is required; a rule needs at least one condition (`contains`,
///   `regex`, `direction`, `min` or `max`), so that no rule silently swallows everything after it.
///   `contains` may be one string or a list. A rule applies only to the side(s) where its category
///   exists: a rule for the spent category Pets never files money received under it, and falls
///   through instead.
/// - Keys are case-sensitive; an unknown key is an error (a typo would otherwise drop a condition).
struct RulesLoader {
    let file: String

    /// The largest rules file read (docs/LIMITS.md: Limits).
    static let maximumFileBytes = 1 << 20
    /// YAML values a rules file may hold once its aliases are expanded (docs/LIMITS.md: Limits): an alias
    /// counts as the values it repeats, so an anchor reused by every rule cannot multiply the work.
    static let maximumExpandedValues = 200_000

    static let topLevelKeys = ["categories", "rules"]
    static let categoryKeys = ["name", "color", "colour", "direction", "transfer"]
    static let ruleKeys = ["category", "contains", "regex", "direction", "min", "max"]

    func load(_ text: String) throws(RulesError) -> CategoryRules {
        var result = CategoryRules()
        result.file = file
        let root: Node?
        do {
            // The basic resolver tags nothing: values are read from their text below, and Yams'
            // default resolver compiles ICU regexes (about 2 MiB of resident memory) to tag them.
            // For the same reason no constructor is needed (Yams' default builds three tables of
            // them), and the text is UTF-8 (Yams' default encoding reads the environment first).
            root = try Yams.compose(yaml: text, .basic, Constructor([:], [:], [:]), .utf8)
        } catch {
            throw yamlError(error, text: text)
        }
        guard let root, !isNull(root) else { return result }
        try checkExpandedSize(root)
        guard case .mapping(let mapping) = root else {
            throw fail(root, "a rules file is a mapping with the keys categories: and rules:")
        }
        var categoriesNode: Node?
        var rulesNode: Node?
        for (key, value) in mapping {
            switch try keyName(key, allowed: Self.topLevelKeys, in: "a rules file") {
            case "categories": categoriesNode = value
            default: rulesNode = value
            }
        }
        if let categoriesNode {
            try declareCategories(categoriesNode, into: &result.taxonomy)
        }
        if let rulesNode {
            result.rules = try readRules(rulesNode, taxonomy: result.taxonomy)
        }
        return result
    }

    // MARK: - categories:

    private func declareCategories(_ node: Node, into taxonomy: inout Taxonomy) throws(RulesError) {
        var declared: [String: Int] = [:] // "folded name|side" → line
        for item in try list(node, what: "categories") {
            guard case .mapping(let entry) = item else {
                throw fail(
                    item, "each category is a mapping such as { name: Pets, color: \"#8E6C8A\", direction: spent }")
            }
            var name: String?
            var color: String?
            var direction: Direction?
            var isTransfer: Bool?
            var colorKey: String?
            for (key, value) in entry {
                let keyText = try keyName(key, allowed: Self.categoryKeys, in: "a category")
                switch keyText {
                case "name":
                    let text = try scalar(value, what: "name").trimmingWhitespace()
                    if text.isEmpty { throw fail(value, "the category name is empty") }
                    // The Category column's names are cut to the same length (docs/LIMITS.md: Limits).
                    if text.count > Categorizer.maximumNameLength {
                        throw fail(
                            value,
                            "the category name is longer than \(Categorizer.maximumNameLength) characters, the limit")
                    }
                    name = text
                case "color", "colour":
                    if let colorKey { throw fail(key, "both \(colorKey) and \(keyText) are given") }
                    colorKey = keyText
                    color = try colorValue(value, key: keyText)
                case "direction":
                    direction = try directionValue(value)
                default:
                    isTransfer = try boolValue(value, key: "transfer")
                }
            }
            guard let name else { throw fail(item, "the category has no name") }
            let line = item.mark?.line ?? 0
            let existingSides = Direction.allCases.filter { taxonomy.id(named: name, direction: $0) != nil }
            let sides = direction.map { [$0] } ?? (existingSides.isEmpty ? Direction.allCases : existingSides)
            for side in sides {
                let key = String(decoding: CaseFolding.folded(name), as: UTF8.self) + "|" + side.rawValue
                if let first = declared[key] {
                    throw RulesError(
                        file: file, line: line,
                        message: "category \"\(name)\" (\(side.rawValue)) is declared twice (first on line \(first))")
                }
                declared[key] = line
                if let id = taxonomy.id(named: name, direction: side) {
                    let existing = taxonomy[id]
                    taxonomy.add(
                        Category(
                            name: existing.name, color: color ?? existing.color, direction: side,
                            isTransfer: isTransfer ?? existing.isTransfer))
                } else {
                    taxonomy.add(
                        Category(
                            name: name, color: color ?? StableColor.color(for: name),
                            direction: side, isTransfer: isTransfer ?? false))
                }
            }
        }
    }

    // MARK: - rules:

    private func readRules(_ node: Node, taxonomy: Taxonomy) throws(RulesError) -> [UserRule] {
        var rules: [UserRule] = []
        for item in try list(node, what: "rules") {
            guard case .mapping(let entry) = item else {
                throw fail(item, "each rule is a mapping such as { category: Pets, contains: [petsmart] }")
            }
            let line = item.mark?.line ?? 0
            var categoryNode: Node?
            var categoryName: String?
            var contains: [String] = []
            var regex: RuleRegex?
            var direction: Direction?
            var minimum: Money?
            var maximum: Money?
            var maximumNode: Node?
            for (key, value) in entry {
                switch try keyName(key, allowed: Self.ruleKeys, in: "a rule") {
                case "category":
                    let text = try scalar(value, what: "category").trimmingWhitespace()
                    if text.isEmpty { throw fail(value, "the rule's category is empty") }
                    categoryName = text
                    categoryNode = value
                case "contains":
                    contains = try keywords(value)
                case "regex":
                    regex = try regexValue(value)
                case "direction":
                    direction = try directionValue(value)
                case "min":
                    minimum = try amountValue(value, key: "min")
                default:
                    maximum = try amountValue(value, key: "max")
                    maximumNode = value
                }
            }
            guard let categoryName, let categoryNode else {
                throw RulesError(file: file, line: line, message: "the rule has no category")
            }
            if let minimum, let maximum, let maximumNode, minimum > maximum {
                throw fail(maximumNode, "min \(minimum) is greater than max \(maximum)")
            }
            if contains.isEmpty && regex == nil && direction == nil && minimum == nil && maximum == nil {
                throw RulesError(
                    file: file, line: line,
                    message: "the rule has no condition: give contains, regex, direction, min or max")
            }
            let spent = direction == .received ? nil : taxonomy.id(named: categoryName, direction: .spent)
            let received = direction == .spent ? nil : taxonomy.id(named: categoryName, direction: .received)
            if spent == nil && received == nil {
                if let direction, let other = taxonomy.id(named: categoryName, direction: direction.flipped) {
                    throw fail(
                        categoryNode,
                        "category \"\(taxonomy[other].name)\" is a \(direction.flipped.rawValue) category, "
                            + "but the rule says direction: \(direction.rawValue)")
                }
                throw fail(
                    categoryNode,
                    "unknown category \"\(categoryName)\": not built in and not declared under categories:")
            }
            let canonical = taxonomy[spent ?? received ?? 0].name
            rules.append(
                UserRule(
                    line: line, category: canonical, spentCategory: spent, receivedCategory: received,
                    direction: direction, contains: contains, regex: regex,
                    minimum: minimum, maximum: maximum))
        }
        return rules
    }

    // MARK: - Values

    private func keywords(_ node: Node) throws(RulesError) -> [String] {
        let items: [Node]
        switch node {
        case .scalar: items = [node]
        case .sequence(let sequence): items = Array(sequence)
        default: throw fail(node, "contains is a list of strings, such as [petsmart, \"vet clinic\"]")
        }
        if items.isEmpty { throw fail(node, "contains is empty") }
        var result: [String] = []
        for item in items {
            let text = try scalar(item, what: "each contains entry")
            if text.isEmpty { throw fail(item, "an empty contains entry would match every description") }
            result.append(text)
        }
        return result
    }

    private func regexValue(_ node: Node) throws(RulesError) -> RuleRegex {
        let pattern = try scalar(node, what: "regex")
        if pattern.isEmpty { throw fail(node, "the regex is empty") }
        do {
            return try RuleRegex(pattern)
        } catch {
            throw fail(node, "regex \"\(pattern)\" is not a valid ICU regular expression")
        }
    }

    private func colorValue(_ node: Node, key: String) throws(RulesError) -> String {
        let text = try scalar(node, what: key)
        if text.isEmpty {
            throw fail(node, "\(key) is empty (a bare # starts a YAML comment: quote the colour, \"#8E6C8A\")")
        }
        let bytes = Array(text.utf8)
        let isHex = { (byte: UInt8) in byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 6 }
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#"), bytes[1...].allSatisfy(isHex) else {
            throw fail(node, "\(key) \"\(text)\" is not a colour of the form \"#RRGGBB\"")
        }
        return text.uppercased()
    }

    private func directionValue(_ node: Node) throws(RulesError) -> Direction {
        let text = try scalar(node, what: "direction")
        guard let direction = Direction(rawValue: text.lowercased()) else {
            throw fail(node, "direction \"\(text)\" must be spent or received")
        }
        return direction
    }

    private func boolValue(_ node: Node, key: String) throws(RulesError) -> Bool {
        switch try scalar(node, what: key).lowercased() {
        case "true": return true
        case "false": return false
        case let text: throw fail(node, "\(key) \"\(text)\" must be true or false")
        }
    }

    private func amountValue(_ node: Node, key: String) throws(RulesError) -> Money {
        let text = try scalar(node, what: key)
        guard let minor = DecimalAmount.minorUnits(text) else {
            throw fail(node, "\(key) \"\(text)\" is not an amount such as 1000 or 1000.50 (absolute, in major units)")
        }
        return Money(minorUnits: minor)
    }

    // MARK: - Nodes

    /// Counts the values of `root` as the loader will walk them (an alias as its expansion), and
    /// stops at the one past ``maximumExpandedValues`` with an error at its line.
    private func checkExpandedSize(_ root: Node) throws(RulesError) {
        var pending = [root]
        var count = 0
        while let node = pending.popLast() {
            count += 1
            if count > RulesLoader.maximumExpandedValues {
                throw fail(
                    node,
                    "the rules file holds more than \(RulesLoader.maximumExpandedValues) values once its aliases "
                        + "are expanded (an alias counts as the values it repeats), the limit")
            }
            switch node {
            case .scalar, .alias: break
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            }
        }
    }

    private func list(_ node: Node, what: String) throws(RulesError) -> [Node] {
        if isNull(node) { return [] }
        guard case .sequence(let sequence) = node else {
            throw fail(node, "\(what) must be a list (each entry starting with -)")
        }
        return Array(sequence)
    }

    private func keyName(_ key: Node, allowed: [String], in context: String) throws(RulesError) -> String {
        let name = try scalar(key, what: "a key")
        guard allowed.contains(name) else {
            throw fail(key, "unknown key \"\(name)\" in \(context) (expected " + allowed.joined(separator: ", ") + ")")
        }
        return name
    }

    private func scalar(_ node: Node, what: String) throws(RulesError) -> String {
        guard case .scalar(let scalar) = node else {
            throw fail(node, "\(what) must be a single value, not a list or a mapping")
        }
        return isNull(node) ? "" : scalar.string
    }

    /// A plain `~`, `null` or nothing at all.
    private func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    private func fail(_ node: Node, _ message: String) -> RulesError {
        RulesError(file: file, line: node.mark?.line, message: message)
    }

    private func yamlError(_ error: Error, text: String) -> RulesError {
        guard let error = error as? YamlError else {
            return RulesError(file: file, message: "cannot read the YAML: \(error)")
        }
        func syntax(_ problem: String, _ mark: Mark, _ context: YamlError.Context?) -> RulesError {
            let during = context.map { " (\($0.text) started on line \($0.mark.line))" } ?? ""
            return RulesError(file: file, line: mark.line, message: "YAML syntax error: \(problem)\(during)")
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return syntax(problem, mark, context)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return RulesError(
                file: file, line: context.mark.line,
                message: "key \(names) is given more than once in one mapping")
        case .reader(let problem, let offset, _, _):
            let line = offset.map { offset in 1 + text.prefix(offset).reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } }
            return RulesError(file: file, line: line, message: "YAML syntax error: \(problem)")
        default:
            return RulesError(file: file, message: "cannot read the YAML: \(error)")
        }
    }

    /// The 1-based line holding the first byte that is not valid UTF-8.
    static func lineOfFirstInvalidUTF8(_ bytes: [UInt8]) -> Int {
        var line = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput, .error: return line
            }
        }
    }
}
