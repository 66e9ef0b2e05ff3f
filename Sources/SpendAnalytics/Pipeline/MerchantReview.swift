import Foundation

/// The `review` command (docs/CATEGORIES.md: Teaching it once): reads the inputs as `report` would, with the
/// rules file and the store's lessons, and lists the merchants whose rows land in Others, the
/// largest sums first, with a rules snippet and the `teach` command to paste. Writes nothing.
public struct MerchantReview: Sendable {
    var paths: [String]
    var options: ReaderOptions
    var rules: CategoryRules
    var history: String?
    /// Merchants listed per side and currency, at most.
    var limit: Int

    /// A review of the inputs at `paths` read with `options`, categorised with `rules` and the
    /// lessons of the store at `history` (which must exist; `nil`: none); `limit` merchants listed
    /// per side and currency.
    public init(paths: [String], options: ReaderOptions, rules: CategoryRules, history: String?, limit: Int = 20) {
        self.paths = paths
        self.options = options
        self.rules = rules
        self.history = history
        self.limit = limit
    }

    /// One merchant of Others: its key (what `teach` takes), side, currency, sum and rows.
    public struct Merchant: Sendable, Hashable {
        /// The merchant key (`migros`, `wholefds mkt`), or the whole description when it has none.
        public var key: String
        /// Whether `key` is a merchant key (`teach` can record it).
        public var hasKey: Bool
        /// Which side the money moved.
        public var direction: Direction
        /// The rows' currency code (empty when the input names none).
        public var currency: String
        /// The rows' sum.
        public var total: Money
        /// How many rows.
        public var rows: Int
        /// The first row's description and where it is (`tx.csv:4`).
        public var example: String
        /// Where the first row is: input and line.
        public var firstSeen: String
    }

    /// A side of the money in one currency.
    public struct Side: Sendable, Hashable {
        /// Spent or received.
        public var direction: Direction
        /// The rows' currency code (empty when the input names none).
        public var currency: String
    }

    /// What `review` found.
    public struct Result: Sendable {
        /// Rows read, and of those the rows in Others.
        public var rows = 0
        /// Rows in Others.
        public var othersRows = 0
        /// Every merchant of Others, by side (spent first), currency, then the largest sum first.
        public var merchants: [Merchant] = []
        /// Per side and currency: the money in Others and all the money.
        public var totals: [Side: (others: Money, all: Money)] = [:]
    }

    /// Reads every input; an unreadable input or row stops it as it stops `report`.
    public func run() throws -> Result {
        var categorizer = try ExplainCategorizer.make(rules: rules, history: history)
        categorizer.learning = true
        var groups: [GroupKey: Merchant] = [:]
        var pending: [GroupKey: Int32] = [:]
        var result = Result()
        var keyMaker = MerchantKey()
        let others = (
            spent: categorizer.taxonomy.id(named: Category.othersName, direction: .spent),
            received: categorizer.taxonomy.id(named: Category.othersName, direction: .received)
        )
        for path in paths {
            let source = InputSource(path: path)
            _ = try TransactionReader(source: source, options: options).read { record in
                result.rows += 1
                let side = Side(direction: record.direction, currency: String(decoding: record.currency, as: UTF8.self))
                let categorized = categorizer.categorize(record, file: source.displayName)
                var sums = result.totals[side] ?? (.zero, .zero)
                sums.all = try sums.all.adding(record.amount)
                guard categorized.category == (side.direction == .spent ? others.spent : others.received) else {
                    result.totals[side] = sums
                    return
                }
                sums.others = try sums.others.adding(record.amount)
                result.totals[side] = sums
                result.othersRows += 1
                let hasKey = keyMaker.make(record.description)
                let key =
                    hasKey
                    ? String(decoding: keyMaker.key, as: UTF8.self)
                    : String(decoding: record.description, as: UTF8.self)
                let group = GroupKey(key: key, side: side)
                if var merchant = groups[group] {
                    merchant.total = try merchant.total.adding(record.amount)
                    merchant.rows += 1
                    groups[group] = merchant
                } else {
                    groups[group] = Merchant(
                        key: key, hasKey: hasKey, direction: side.direction, currency: side.currency,
                        total: record.amount, rows: 1,
                        example: String(decoding: record.description, as: UTF8.self),
                        firstSeen: "\(source.displayName):\(record.line)")
                    if let merchant = categorized.pendingMerchant { pending[group] = merchant }
                }
            }
        }
        // A merchant a later row of the run taught (its Category column, a rule) is not Others.
        for (group, number) in pending where categorizer.lesson(merchant: number, side: group.side.direction) != nil {
            if let merchant = groups.removeValue(forKey: group), var sums = result.totals[group.side] {
                result.othersRows -= merchant.rows
                sums.others = try sums.others.subtracting(merchant.total)
                result.totals[group.side] = sums
            }
        }
        result.merchants = groups.values.sorted { left, right in
            if left.direction != right.direction { return left.direction == .spent }
            if left.currency != right.currency { return left.currency < right.currency }
            if left.total != right.total { return left.total.minorUnits > right.total.minorUnits }
            return left.key.utf8.lexicographicallyPrecedes(right.key.utf8)
        }
        return result
    }

    private struct GroupKey: Hashable {
        var key: String
        var side: Side
    }

    /// The text `review` prints: per side and currency the share of Others, the merchants largest
    /// first (at most ``limit`` of each), then a rules snippet and the `teach` commands to paste.
    public func text(_ result: Result, historyForTeach: String?) -> String {
        var lines: [String] = []
        lines.append("\(result.othersRows) of \(result.rows) rows are in Others.")
        let store = historyForTeach ?? "FILE"
        var listed: [Merchant] = []
        let sides = result.totals.keys.sorted {
            ($0.direction == .spent ? 0 : 1, $0.currency) < ($1.direction == .spent ? 0 : 1, $1.currency)
        }
        for side in sides {
            guard let sums = result.totals[side], sums.others.minorUnits > 0 else { continue }
            let exponent = CurrencyExponent.of(side.currency)
            let share = Self.share(sums.others.minorUnits, of: sums.all.minorUnits)
            lines.append("")
            lines.append(
                "\(side.direction.rawValue) \(side.currency.isEmpty ? "(no currency)" : side.currency): "
                    + "\(sums.others.magnitudeText(exponent: exponent)) of \(sums.all.magnitudeText(exponent: exponent)) "
                    + "in Others (\(share)), largest first:")
            let merchants = result.merchants.filter { $0.direction == side.direction && $0.currency == side.currency }
            for merchant in merchants.prefix(limit) {
                let rows = merchant.rows == 1 ? "1 row" : "\(merchant.rows) rows"
                lines.append(
                    "  \(merchant.total.magnitudeText(exponent: exponent))  \(rows)  \(Self.quoted(merchant.key))"
                        + "  e.g. \(Self.quoted(merchant.example)) (\(merchant.firstSeen))")
                if merchant.hasKey { listed.append(merchant) }
            }
            if merchants.count > limit { lines.append("  … and \(merchants.count - limit) more (--limit)") }
        }
        guard !listed.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines.append("")
        lines.append(
            "Name each merchant's category (spendreport categories lists them), in a rules file (--rules FILE):")
        lines.append("rules:")
        for merchant in listed {
            let direction = merchant.direction == .received ? ", direction: received" : ""
            lines.append("  - { category: Others, contains: [\(Self.quoted(merchant.key))]\(direction) }")
        }
        lines.append("or once in the store, which every later run with --history uses:")
        for merchant in listed {
            let direction = merchant.direction == .received ? " --direction received" : ""
            lines.append(
                "  spendreport teach \(Self.quoted(merchant.key)) CATEGORY --history \(Self.shellQuoted(store))\(direction)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `part` of `whole` as a percentage with one decimal, rounded half up (`42.0%`).
    static func share(_ part: Int64, of whole: Int64) -> String {
        guard whole > 0 else { return "0.0%" }
        var (part, whole) = (part, whole)
        while part > Int64.max / 1000 { (part, whole) = (part / 10, max(whole / 10, 1)) }
        let tenths = (part * 1000 + whole / 2) / whole
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// `"text"` with `"` and `\` escaped (a YAML and a shell double-quoted string alike, for
    /// text without `$` or backquotes, which are escaped too).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"", "\\", "$", "`":
                out.append("\\")
                out.append(character)
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// A path for a shell command line: as it is when it is plain, else single-quoted.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+".contains($0)) }
        return plain && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
