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
        /// Per entry of ``matcher``: where it comes from.
        let sources: [Source]

        /// Where one entry of the combined pass comes from.
        enum Source: Sendable, Hashable {
            /// A keyword of a built-in rule: the rule's index among the built-in rules, and the
            /// keyword's index among their keywords.
            case rule(Int32, keyword: Int32)
            /// An entry of the merchant dictionary, by its index there.
            case dictionary(Int32)
        }

        /// One keyword before they are put in precedence order.
        private struct Item {
            var rank: Int32
            var source: Source
            /// The folded keyword of a rule; a dictionary entry's are ``dictionary``'s range.
            var bytes: [UInt8]
            var dictionary: Range<Int>?
            var wholeWord: Bool
            var category: UInt8
        }

        /// For ``BuiltinRules/all``, the dictionary after ``BuiltinRules/dictionaryPosition`` of them.
        static let standard = CombinedBuiltin(
            builtin: BuiltinRules.all, dictionaryPosition: BuiltinRules.dictionaryPosition)

        init(builtin: [BuiltinRule], dictionaryPosition: Int) {
            let dictionary = MerchantDictionary.keywords
            let dictionaryCount = dictionary.start.count - 1
            var items: [Item] = []
            var keyword: Int32 = 0
            RuleEngine.forEachKeyword(of: builtin) { index, text, wholeWord in
                items.append(
                    Item(
                        rank: Int32(index < dictionaryPosition ? index : index + dictionaryCount),
                        source: .rule(Int32(index), keyword: keyword), bytes: MatchFolding.folded(text),
                        dictionary: nil, wholeWord: wholeWord, category: 0))
                keyword += 1
            }
            for entry in 0..<dictionaryCount {
                items.append(
                    Item(
                        rank: Int32(dictionaryPosition + entry), source: .dictionary(Int32(entry)), bytes: [],
                        dictionary: Int(dictionary.start[entry])..<Int(dictionary.start[entry + 1]),
                        wholeWord: dictionary.wholeWord[entry], category: dictionary.categories[entry]))
            }
            // Stable: the keywords of one rule keep their order.
            let order = items.indices.sorted { (items[$0].rank, $0) < (items[$1].rank, $1) }
            var bytes: [UInt8] = []
            var start: [Int32] = [0]
            var categories: [UInt8] = []
            var wholeWord: [Bool] = []
            var ranks: [Int32] = []
            var sources: [Source] = []
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
                sources.append(item.source)
            }
            matcher = MerchantMatcher(
                keywordBytes: bytes, keywordStart: start, categories: categories, wholeWord: wholeWord, ranks: ranks)
            self.sources = sources
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
        /// What each tier's keyword pass found (``scan(_:_:side:amount:into:)``), for ``winner(_:description:side:amount:scratch:)``.
        var keywordHit: (user: Hit?, builtin: Hit?) = (nil, nil)
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

    /// What a tier's pass found: the lowest rule whose keyword matched and whose cheap conditions
    /// hold (``Int/max`` when none; the dictionary's entries rank after the rules, from
    /// ``dictionaryBase``), the keyword that matched (-1 for a dictionary entry or none), and the
    /// keyword hits that still need their rule's regex.
    struct TierBest {
        var rule = Int.max
        var keyword: Int32 = -1
        var pending: [KeywordMatcher.Payload] = []

        /// The rule and keyword found, `nil` when none.
        var hit: Hit? { rule == .max ? nil : Hit(rule: rule, keyword: keyword < 0 ? nil : keyword) }
    }

    /// ``scan(_:_:side:amount:into:)`` over the folded (or all-ASCII) description.
    private func scan(
        _ tier: Tier, text: UnsafeBufferPointer<UInt8>, side: Direction, amount: Int64?, into scratch: inout Scratch
    ) {
        // The pending list is moved in and out of the scratch (no reference taken per row).
        var found = TierBest()
        swap(&found.pending, &scratch.pending)
        found.pending.removeAll(keepingCapacity: true)
        var reachedDictionary = false
        switch (tier, builtinPass) {
        case (.user, _):
            scanKeywords(matchers.user, text: text, side: side, amount: amount, into: &found)
        case (.builtin, .combined(let combined)):
            reachedDictionary = scanCombined(combined, text: text, side: side, amount: amount, into: &found)
        case (.builtin, .adaptive) where scratch.combined != nil:
            if let combined = scratch.combined {
                reachedDictionary = scanCombined(combined, text: text, side: side, amount: amount, into: &found)
            }
        case (.builtin, _):
            scanKeywords(matchers.builtin, text: text, side: side, amount: amount, into: &found)
            if let place = dictionaryPlace, found.rule >= place {
                reachedDictionary = true
                if let entry = dictionaryEntry(in: text, side: side) {
                    found.rule = dictionaryBase + entry
                    found.keyword = -1
                }
            }
        }
        swap(&found.pending, &scratch.pending)
        if tier == .builtin { choosePass(reachedDictionary: reachedDictionary, scratch: &scratch) }
        switch tier {
        case .user: scratch.keywordHit.user = found.hit
        case .builtin: scratch.keywordHit.builtin = found.hit
        }
    }

    /// The keyword pass of one tier (``matchers``): each hit below the best so far whose cheap
    /// conditions hold becomes the best, or, when its rule has a regex, a pending hit.
    private func scanKeywords(
        _ matcher: KeywordMatcher, text: UnsafeBufferPointer<UInt8>, side: Direction, amount: Int64?,
        into found: inout TierBest
    ) {
        // The running result lives behind a pointer: the match callback updates it without the
        // runtime's exclusivity bookkeeping for captured variables.
        withUnsafeMutablePointer(to: &found) { found in
            rules.withUnsafeBufferPointer { rules in
                matcher.forEachMatch(in: text) { payload, _, _ in
                    let index = Int(payload.rule)
                    if index >= found.pointee.rule { return }
                    let rule = rules[index]
                    guard rule.cheapConditionsHold(side, amount: amount) else { return }
                    if rule.hasRegex {
                        found.pointee.pending.append(payload)
                    } else {
                        found.pointee.rule = index
                        found.pointee.keyword = payload.keyword
                    }
                }
            }
        }
    }

    /// The built-in tier and the dictionary in one pass (``CombinedBuiltin``): the first entry in
    /// precedence order that applies. Returns whether two passes would have scanned the
    /// dictionary too (for ``BuiltinPass/adaptive``).
    private func scanCombined(
        _ combined: CombinedBuiltin, text: UnsafeBufferPointer<UInt8>, side: Direction, amount: Int64?,
        into found: inout TierBest
    ) -> Bool {
        let userRuleCount = self.userRuleCount
        let matcher = combined.matcher
        let entry = rules.withUnsafeBufferPointer { rules in
            combined.sources.withUnsafeBufferPointer { sources in
                matcher.firstEntry(in: text) { entry in
                    switch sources[entry] {
                    case .rule(let rule, _):
                        return rules[userRuleCount + Int(rule)].cheapConditionsHold(side, amount: amount)
                    case .dictionary(let dictionaryEntry):
                        return dictionaryAccepts(
                            Int(dictionaryEntry), category: Int(matcher.entryCategory[entry]), side: side, text: text)
                    }
                }
            }
        }
        if let entry {
            switch combined.sources[entry] {
            case .rule(let rule, let keyword):
                found.rule = userRuleCount + Int(rule)
                found.keyword = builtinKeywordBase + keyword
            case .dictionary(let dictionaryEntry):
                found.rule = dictionaryBase + Int(dictionaryEntry)
                found.keyword = -1
            }
        }
        guard let place = dictionaryPlace else { return false }
        return found.rule >= place
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
        let hit = tier == .user ? scratch.keywordHit.user : scratch.keywordHit.builtin
        var best = hit?.rule ?? .max
        var bestKeyword = hit?.keyword

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
            return ByteWord.isASCII(high)
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
