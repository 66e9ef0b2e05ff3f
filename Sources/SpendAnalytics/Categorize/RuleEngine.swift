/// The user's rules and the built-in rules compiled into one keyword automaton, built once per run.
///
/// Rules are numbered in precedence order: user rules `0..<userRuleCount`, then the built-in
/// rules. Each tier has its own ``KeywordMatcher``: the built-in tier is only scanned when no
/// user rule wins, and the small user automaton stays in cache. The merchant dictionary
/// (``MerchantDictionary/matcher``) sits inside the built-in tier, after the first
/// `dictionaryPosition` built-in rules: it is consulted (and, the first time, built) only when no
/// rule before it won on the spent side; its entries are numbered after every rule
/// (``dictionaryBase`` + entry). One pass over the folded
/// description finds every keyword of the tier's rules; for each hit the cheap conditions (side, direction, min, max) are checked at once
/// and the lowest rule of each tier is kept. A rule with a regex is only tried after the pass, and
/// only when it is below that tier's best keyword hit (so it could still win); rules without
/// `contains` are tried the same way, in order. The cost per row is the length of the description
/// plus the number of keyword hits, whatever the number of keywords.
final class RuleEngine: Sendable {
    /// A rule reduced to what matching needs: plain values only, so reading one per keyword hit
    /// copies no reference (its regex, if any, is in ``regexes``).
    struct Rule: Sendable {
        /// Category per side, -1 when the rule never applies to that side.
        var spentCategory: Int32
        var receivedCategory: Int32
        var direction: Direction?
        /// Inclusive bounds on the amount in thousandths of the currency's unit, whatever its
        /// exponent (``RuleEngine/thousandths(_:exponent:)``; `Int64.min` / `.max` when absent).
        var minimum: Int64
        var maximum: Int64
        var hasAmountBounds: Bool
        var hasRegex: Bool
        var hasKeywords: Bool

        @inline(__always)
        func category(_ side: Direction) -> Int32 { side == .spent ? spentCategory : receivedCategory }

        /// Side, direction and amount conditions (an unknown amount fails a rule with bounds).
        @inline(__always)
        func cheapConditionsHold(_ side: Direction, amount: Int64?) -> Bool {
            if category(side) < 0 { return false }
            if let direction, direction != side { return false }
            if hasAmountBounds {
                guard let amount, amount >= minimum, amount <= maximum else { return false }
            }
            return true
        }
    }

    /// The two tiers of rules, in precedence order (the export's Category column sits between them).
    enum Tier { case user, builtin }

    /// A rule that chose a category, and the keyword that matched (none for rules without `contains`).
    struct Hit: Sendable, Hashable {
        var rule: Int
        var keyword: Int32?
    }

    let rules: [Rule]
    /// The regex of each rule (`nil` for most), by rule index.
    let regexes: [RuleRegex?]
    let userRuleCount: Int
    /// One automaton per tier: the user rules' keywords and the built-in rules' keywords.
    let matchers: (user: KeywordMatcher, builtin: KeywordMatcher)
    /// Keywords as written, by keyword id.
    let keywordTexts: [String]
    /// Rules without keywords, ascending.
    let keywordFreeRules: [Int]
    let userRules: [UserRule]
    /// The first rule number after the merchant dictionary's place (`nil`: no dictionary).
    let dictionaryPlace: Int?
    /// The category of each of ``MerchantDictionary/categories`` on each side (-1 when the
    /// taxonomy lacks it on that side).
    let dictionaryCategories: (spent: [Int32], received: [Int32])
    /// Rule number of the dictionary's entry 0 (entries are numbered after every rule).
    var dictionaryBase: Int { rules.count }
    /// How the built-in tier and the merchant dictionary are scanned (``BuiltinPass``).
    let builtinPass: BuiltinPass
    /// Keyword id of the built-in rules' first keyword (after the user rules' keywords).
    let builtinKeywordBase: Int32

    /// The built-in tier's scan: ``matchers``' built-in automaton, then (for a spent row no rule
    /// before the dictionary's place settled) the dictionary's own; or one ``CombinedBuiltin`` pass
    /// for both. The two decide alike (CombinedBuiltinTests). Two passes cost less when most rows
    /// are settled by the built-in merchant lists, one when most reach the dictionary; `adaptive`
    /// counts, over each ``adaptiveWindow`` rows of the tier, how many reach it, and scans the
    /// next window one way or the other (by the rows alone, so a run's cost is repeatable).
    enum BuiltinPass: Sendable {
        case separate
        case combined(CombinedBuiltin)
        /// With ``CombinedBuiltin/standard`` (the built-in rules must be ``BuiltinRules/all``).
        case adaptive
    }

    /// Built-in-tier rows per decision of ``BuiltinPass/adaptive``.
    static let adaptiveWindow = 4096

    /// The built-in rules' keywords and the merchant dictionary's in one ``MerchantMatcher``,
    /// ranked in precedence order: the rules before the dictionary's place, the dictionary's
    /// entries in table order, the rules after it (the keywords of one rule share its rank, and
    /// the first found wins, as in ``KeywordMatcher``'s order of reports). It depends only on
    /// the built-in rules, so the standard one is built once per process. (A class: a row's pass
    /// borrows it instead of copying its tables.)
    final class CombinedBuiltin: Sendable {
        let matcher: MerchantMatcher
        /// Per entry: the rule's index among the built-in rules, or `-1 - e` for dictionary entry `e`.
        let entryRule: [Int32]
        /// Per entry: the keyword's index among the built-in rules' keywords (-1 for the dictionary's).
        let entryKeyword: [Int32]

        /// For ``BuiltinRules/all``, the dictionary after ``BuiltinRules/dictionaryPosition`` of them.
        static let standard = CombinedBuiltin(
            builtin: BuiltinRules.all, dictionaryPosition: BuiltinRules.dictionaryPosition)

        init(builtin: [BuiltinRule], dictionaryPosition: Int) {
            let dictionary = MerchantDictionary.keywords
            let dictionaryCount = dictionary.start.count - 1
            // (rank, rule or -1 - entry, keyword, folded bytes or a dictionary range, whole word, category)
            var items:
                [(
                    rank: Int32, rule: Int32, keyword: Int32, bytes: [UInt8], dictionary: Range<Int>?, wholeWord: Bool,
                    category: UInt8
                )] = []
            var keyword: Int32 = 0
            RuleEngine.forEachKeyword(of: builtin) { index, text, wholeWord in
                let rank = Int32(index < dictionaryPosition ? index : index + dictionaryCount)
                items.append((rank, Int32(index), keyword, MatchFolding.folded(text), nil, wholeWord, 0))
                keyword += 1
            }
            for entry in 0..<dictionaryCount {
                items.append(
                    (
                        Int32(dictionaryPosition + entry), Int32(-1 - entry), -1, [],
                        Int(dictionary.start[entry])..<Int(dictionary.start[entry + 1]),
                        dictionary.wholeWord[entry], dictionary.categories[entry]
                    ))
            }
            // Stable: the keywords of one rule keep their order.
            let order = items.indices.sorted { (items[$0].rank, $0) < (items[$1].rank, $1) }
            var bytes: [UInt8] = []
            var start: [Int32] = [0]
            var categories: [UInt8] = []
            var wholeWord: [Bool] = []
            var ranks: [Int32] = []
            var entryRule: [Int32] = []
            var entryKeyword: [Int32] = []
            for index in order {
                let item = items[index]
                if let range = item.dictionary {
                    bytes.append(contentsOf: dictionary.bytes[range])
                } else {
                    bytes.append(contentsOf: item.bytes)
                }
                start.append(Int32(bytes.count))
                categories.append(item.category)
                wholeWord.append(item.wholeWord)
                ranks.append(item.rank)
                entryRule.append(item.rule)
                entryKeyword.append(item.keyword)
            }
            matcher = MerchantMatcher(
                keywordBytes: bytes, keywordStart: start, categories: categories, wholeWord: wholeWord, ranks: ranks)
            self.entryRule = entryRule
            self.entryKeyword = entryKeyword
        }
    }

    /// Each keyword of the built-in rules in keyword-id order (a rule's whole words, then its
    /// `contains` keywords), with its rule's index among them.
    private static func forEachKeyword(
        of builtin: [BuiltinRule], _ body: (_ rule: Int, _ text: String, _ wholeWord: Bool) -> Void
    ) {
        for (index, rule) in builtin.enumerated() {
            for word in rule.words { body(index, word, true) }
            for keyword in rule.contains { body(index, keyword, false) }
        }
    }

    /// `dictionaryPosition`: the merchant dictionary is consulted after that many of `builtin`'s
    /// rules (`nil`: never).
    /// A combined pass (`builtinPass`) must be made from `builtin` and `dictionaryPosition`.
    init(
        user: [UserRule], builtin: [BuiltinRule], dictionaryPosition: Int? = nil, taxonomy: Taxonomy,
        builtinPass: BuiltinPass = .separate
    ) {
        var rules: [Rule] = []
        var regexes: [RuleRegex?] = []
        var keywords:
            (
                user: [(bytes: [UInt8], payload: KeywordMatcher.Payload)],
                builtin: [(bytes: [UInt8], payload: KeywordMatcher.Payload)]
            ) = ([], [])
        var keywordTexts: [String] = []
        var keywordFree: [Int] = []

        func addKeyword(_ text: String, rule: Int, wholeWord: Bool) {
            let payload = KeywordMatcher.Payload(
                rule: Int32(rule), keyword: Int32(keywordTexts.count), wholeWord: wholeWord)
            keywordTexts.append(text)
            if rule < user.count {
                keywords.user.append((MatchFolding.folded(text), payload))
            } else {
                keywords.builtin.append((MatchFolding.folded(text), payload))
            }
        }

        for (index, rule) in user.enumerated() {
            rules.append(
                Rule(
                    spentCategory: Int32(rule.spentCategory ?? -1),
                    receivedCategory: Int32(rule.receivedCategory ?? -1),
                    direction: rule.direction,
                    minimum: rule.minimum.map { RuleEngine.thousandths($0.minorUnits, exponent: 2) } ?? .min,
                    maximum: rule.maximum.map { RuleEngine.thousandths($0.minorUnits, exponent: 2) } ?? .max,
                    hasAmountBounds: rule.minimum != nil || rule.maximum != nil,
                    hasRegex: rule.regex != nil, hasKeywords: !rule.contains.isEmpty))
            regexes.append(rule.regex)
            for keyword in rule.contains { addKeyword(keyword, rule: index, wholeWord: false) }
            if rule.contains.isEmpty { keywordFree.append(index) }
        }
        for rule in builtin {
            let spent = rule.direction == .received ? nil : taxonomy.id(named: rule.category, direction: .spent)
            let received = rule.direction == .spent ? nil : taxonomy.id(named: rule.category, direction: .received)
            rules.append(
                Rule(
                    spentCategory: Int32(spent ?? -1), receivedCategory: Int32(received ?? -1),
                    direction: rule.direction, minimum: .min, maximum: .max, hasAmountBounds: false,
                    hasRegex: false, hasKeywords: true))
            regexes.append(nil)
        }
        RuleEngine.forEachKeyword(of: builtin) { rule, text, wholeWord in
            addKeyword(text, rule: user.count + rule, wholeWord: wholeWord)
        }

        self.rules = rules
        self.regexes = regexes
        self.userRuleCount = user.count
        self.builtinPass = dictionaryPosition == nil ? .separate : builtinPass
        self.builtinKeywordBase = Int32(keywordTexts.count - keywords.builtin.count)
        var onlyCombined = false
        if case .combined = self.builtinPass { onlyCombined = true }
        self.matchers = (
            KeywordMatcher(keywords: keywords.user), KeywordMatcher(keywords: onlyCombined ? [] : keywords.builtin)
        )
        self.keywordTexts = keywordTexts
        self.keywordFreeRules = keywordFree
        self.userRules = user
        self.dictionaryPlace = dictionaryPosition.map { user.count + $0 }
        self.dictionaryCategories = taxonomy.idsBySide(of: MerchantDictionary.categories)
    }

    /// Per-row working memory, reused from row to row (no allocation once warmed up).
    struct Scratch: Sendable {
        var folded: [UInt8] = []
        var best: (user: Int, builtin: Int) = (.max, .max)
        var bestKeyword: (user: Int32, builtin: Int32) = (-1, -1)
        /// Keyword hits on rules that also have a regex (cheap conditions held): tried after the pass.
        var pending: [KeywordMatcher.Payload] = []
        var description: String?
        /// The first rule whose regex went over its budget (``RuleRegex/budget``) on this row.
        var overBudget: Int?
        /// The combined pass, while ``BuiltinPass/adaptive`` scans the built-in tier so.
        var combined: CombinedBuiltin?
        /// Built-in-tier rows of this ``adaptiveWindow`` so far, and how many reached the dictionary.
        var window = (rows: 0, reachedDictionary: 0)
    }

    /// One pass over `description` for all keywords of the rules of `tier`; ``winner(_:description:side:amount:scratch:)``
    /// then reads that tier's result.
    ///
    /// The matcher reads ASCII capitals as lower case, so an ASCII description is scanned as it
    /// is; only one with other bytes is case-folded first (into the scratch buffer).
    func scan(_ tier: Tier, _ description: [UInt8], side: Direction, amount: Int64?, into scratch: inout Scratch) {
        scratch.description = nil
        if RuleEngine.isASCII(description) {
            description.withUnsafeBufferPointer { scan(tier, text: $0, side: side, amount: amount, into: &scratch) }
        } else {
            scratch.folded.removeAll(keepingCapacity: true)
            description.withUnsafeBufferPointer { MatchFolding.fold($0, into: &scratch.folded) }
            // Moved out (not copied) while `scratch` is lent on.
            var folded: [UInt8] = []
            swap(&folded, &scratch.folded)
            folded.withUnsafeBufferPointer { scan(tier, text: $0, side: side, amount: amount, into: &scratch) }
            swap(&folded, &scratch.folded)
        }
    }

    /// ``scan(_:_:side:amount:into:)`` over the folded (or all-ASCII) description.
    private func scan(
        _ tier: Tier, text: UnsafeBufferPointer<UInt8>, side: Direction, amount: Int64?, into scratch: inout Scratch
    ) {
        // The running result lives behind a pointer: the match callback updates it without the
        // runtime's exclusivity bookkeeping for captured variables. The pending list is moved in
        // and out of the scratch (no reference taken per row).
        var found = (best: Int.max, keyword: Int32(-1), pending: [KeywordMatcher.Payload]())
        swap(&found.pending, &scratch.pending)
        let combined: CombinedBuiltin?
        switch (tier, builtinPass) {
        case (.builtin, .combined(let fixed)): combined = fixed
        case (.builtin, .adaptive): combined = scratch.combined
        default: combined = nil
        }
        var reachedDictionary = false
        found.pending.removeAll(keepingCapacity: true)
        withUnsafeMutablePointer(to: &found) { found in
            rules.withUnsafeBufferPointer { rules in
                let take = { (payload: KeywordMatcher.Payload) in
                    let index = Int(payload.rule)
                    if index >= found.pointee.best { return }
                    let rule = rules[index]
                    guard rule.cheapConditionsHold(side, amount: amount) else { return }
                    if rule.hasRegex {
                        found.pointee.pending.append(payload)
                    } else {
                        found.pointee.best = index
                        found.pointee.keyword = payload.keyword
                    }
                }
                switch tier {
                case .user: matchers.user.forEachMatch(in: text) { payload, _, _ in take(payload) }
                case .builtin:
                    if let combined {
                        let userRuleCount = self.userRuleCount
                        let matcher = combined.matcher
                        let entry = combined.entryRule.withUnsafeBufferPointer { entryRule in
                            matcher.firstEntry(in: text) { entry in
                                let rule = Int(entryRule[entry])
                                if rule >= 0 {
                                    return rules[userRuleCount + rule].cheapConditionsHold(side, amount: amount)
                                }
                                return dictionaryAccepts(
                                    -1 - rule, category: Int(matcher.entryCategory[entry]), side: side, text: text)
                            }
                        }
                        if let entry {
                            let rule = Int(combined.entryRule[entry])
                            found.pointee.best = rule >= 0 ? userRuleCount + rule : dictionaryBase + (-1 - rule)
                            found.pointee.keyword = rule >= 0 ? builtinKeywordBase + combined.entryKeyword[entry] : -1
                        }
                        // Where two passes would have scanned the dictionary too.
                        if let place = dictionaryPlace { reachedDictionary = found.pointee.best >= place }
                        return
                    }
                    matchers.builtin.forEachMatch(in: text) { payload, _, _ in take(payload) }
                    if let place = dictionaryPlace, found.pointee.best >= place {
                        reachedDictionary = true
                        if let entry = dictionaryEntry(in: text, side: side) {
                            found.pointee.best = dictionaryBase + entry
                            found.pointee.keyword = -1
                        }
                    }
                }
            }
        }
        swap(&found.pending, &scratch.pending)
        if tier == .builtin { choosePass(reachedDictionary: reachedDictionary, scratch: &scratch) }
        switch tier {
        case .user: (scratch.best.user, scratch.bestKeyword.user) = (found.best, found.keyword)
        case .builtin: (scratch.best.builtin, scratch.bestKeyword.builtin) = (found.best, found.keyword)
        }
    }

    /// Sets the pass ``scan(_:_:side:amount:into:)`` makes over the built-in tier: fixed, or by
    /// ``BuiltinPass/adaptive``'s count (combined once more than a third of a window's rows
    /// reached the dictionary).
    private func choosePass(reachedDictionary: Bool, scratch: inout Scratch) {
        switch builtinPass {
        case .separate, .combined: return
        case .adaptive:
            scratch.window.rows += 1
            if reachedDictionary { scratch.window.reachedDictionary += 1 }
            guard scratch.window.rows == Self.adaptiveWindow else { return }
            scratch.combined =
                scratch.window.reachedDictionary * 3 > Self.adaptiveWindow ? CombinedBuiltin.standard : nil
            scratch.window = (0, 0)
        }
    }

    /// The winning rule of `tier` after ``scan(_:_:side:amount:into:)`` of that tier, trying regexes and rules
    /// without keywords only where they could still win.
    func winner(
        _ tier: Tier, description: [UInt8], side: Direction, amount: Int64?,
        scratch: inout Scratch
    ) -> Hit? {
        let range = tier == .user ? 0..<userRuleCount : userRuleCount..<rules.count
        var best = tier == .user ? scratch.best.user : scratch.best.builtin
        var bestKeyword: Int32? = tier == .user ? scratch.bestKeyword.user : scratch.bestKeyword.builtin
        if best == .max || bestKeyword ?? 0 < 0 { bestKeyword = nil }

        // Keyword hits that still need their regex, lowest rule first.
        if scratch.pending.contains(where: { range.contains(Int($0.rule)) && Int($0.rule) < best }) {
            scratch.pending.sort { $0.rule < $1.rule }
        }
        var pendingIndex = 0
        var freeIndex = 0
        let free = keywordFreeRules
        while true {
            // Next candidate: the lower of the next pending hit and the next keyword-free rule.
            while pendingIndex < scratch.pending.count && !range.contains(Int(scratch.pending[pendingIndex].rule)) {
                pendingIndex += 1
            }
            while freeIndex < free.count && !range.contains(free[freeIndex]) { freeIndex += 1 }
            let pendingRule = pendingIndex < scratch.pending.count ? Int(scratch.pending[pendingIndex].rule) : Int.max
            let freeRule = freeIndex < free.count ? free[freeIndex] : Int.max
            let candidate = min(pendingRule, freeRule)
            if candidate >= best { break }
            let rule = rules[candidate]
            if pendingRule <= freeRule {
                let keyword = scratch.pending[pendingIndex].keyword
                pendingIndex += 1
                // Other hits of the same rule add nothing.
                while pendingIndex < scratch.pending.count && Int(scratch.pending[pendingIndex].rule) == candidate {
                    pendingIndex += 1
                }
                if regexMatches(candidate, description: description, scratch: &scratch) {
                    best = candidate
                    bestKeyword = keyword
                    break
                }
            } else {
                freeIndex += 1
                if rule.cheapConditionsHold(side, amount: amount)
                    && (!rule.hasRegex || regexMatches(candidate, description: description, scratch: &scratch))
                {
                    best = candidate
                    bestKeyword = nil
                    break
                }
            }
        }
        return best == .max ? nil : Hit(rule: best, keyword: bestKeyword)
    }

    /// Whether every byte is ASCII (eight bytes at a time).
    static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var index = 0
            var high: UInt64 = 0
            while index + 8 <= raw.count {
                high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
            if index < raw.count && raw.count >= 8 {
                // The last eight bytes, overlapping the words before.
                high |= raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self)
            } else {
                while index < raw.count {
                    high |= UInt64(raw[index])
                    index += 1
                }
            }
            return high & 0x8080_8080_8080_8080 == 0
        }
    }

    private func regexMatches(_ index: Int, description: [UInt8], scratch: inout Scratch) -> Bool {
        guard let regex = regexes[index] else { return true }
        if scratch.description == nil { scratch.description = String(decoding: description, as: UTF8.self) }
        switch regex.match(scratch.description ?? "") {
        case .match: return true
        case .noMatch: return false
        case .overBudget:
            if scratch.overBudget == nil { scratch.overBudget = index }
            return false
        }
    }

    /// `minorUnits` of a currency with `exponent` (0 … 3) as thousandths of its unit, the one
    /// scale rule bounds and amounts are compared in (`min: 100.00` is 100 KWD, 100 JPY or 100
    /// USD), exactly; past `Int64` it saturates (still above every bound a rules file can give).
    @inline(__always)
    static func thousandths(_ minorUnits: Int64, exponent: Int) -> Int64 {
        let (value, overflow) = minorUnits.multipliedReportingOverflow(by: Int64(CurrencyExponent.scale(3 - exponent)))
        return overflow ? (minorUnits < 0 ? .min : .max) : value
    }

    /// The lowest merchant dictionary entry in `text` whose category the taxonomy has on `side`.
    private func dictionaryEntry(in text: UnsafeBufferPointer<UInt8>, side: Direction) -> Int? {
        let matcher = MerchantDictionary.matcher
        return matcher.firstEntry(in: text) { entry in
            dictionaryAccepts(entry, category: Int(matcher.entryCategory[entry]), side: side, text: text)
        }
    }

    /// Whether dictionary entry `entry` (of `category`, an index into
    /// ``MerchantDictionary/categories``) decides a row on `side` whose folded text is `text`: the
    /// taxonomy has its category on that side, and an ambiguous word has a deciding neighbour.
    @inline(__always)
    private func dictionaryAccepts(_ entry: Int, category: Int, side: Direction, text: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        let categories = side == .spent ? dictionaryCategories.spent : dictionaryCategories.received
        guard category < categories.count, categories[category] >= 0 else { return false }
        return entry >= MerchantDictionary.ambiguousCount || MerchantDictionary.hasNeighbour(entry, in: text)
    }

    /// The category rule `index` gives on `side`.
    func category(of index: Int, side: Direction) -> CategoryID {
        if index >= dictionaryBase {
            let category = Int(MerchantDictionary.matcher.entryCategory[index - dictionaryBase])
            return Int(side == .spent ? dictionaryCategories.spent[category] : dictionaryCategories.received[category])
        }
        return Int(rules[index].category(side))
    }

    /// Where rule `index` comes from, when it is an entry of the merchant dictionary.
    func dictionaryOrigin(of index: Int) -> MerchantDictionary.Origin? {
        index >= dictionaryBase ? MerchantDictionary.entries[index - dictionaryBase].origin : nil
    }
}
