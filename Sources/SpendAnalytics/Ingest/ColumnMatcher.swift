import Foundation

/// Decides whether a row is the header — a date, an amount (or debit/credit pair) and a
/// description column recognised — and resolves the ``ColumnLayout`` from it, applying the
/// export's profile (recognised or forced) and the user's `--column` overrides.
struct ColumnMatcher: Sendable {
    /// A header row recognised: its layout and the profile it matched (or was forced).
    struct Match: Sendable {
        var layout: ColumnLayout
        var profile: ExportProfile?
    }

    /// `--profile`: used whatever the header looks like.
    var forcedProfile: ExportProfile?
    var overrides: [ColumnOverride]
    /// Where the last row matched is kept, with what was found (``HeaderMatchMemo``), or `nil`.
    var memo: HeaderMatchMemo?

    /// The layout when `cells` is a header row, else `nil`.
    func header(_ cells: [String]) -> Match? {
        guard let memo else { return match(cells) }
        return memo.match(HeaderMatchMemo.Key(cells: cells, profile: forcedProfile?.id, overrides: overrides)) {
            match(cells)
        }
    }

    private func match(_ cells: [String]) -> Match? {
        guard cells.count >= 2 else { return nil }
        let names = cells.map(HeaderName.init)
        let profile = forcedProfile ?? ExportProfiles.recognise(Set(names.map(\.key)))
        let candidates = Candidates(names: names, profile: profile)

        var date = candidates.pick(.date)
        // Generic reading (or a profile that joins without naming its columns) joins every
        // description-like column, in column order, with a space; a profile keeps its own rule.
        let joinsAll = profile.map { $0.descriptions.isEmpty && $0.joinsDescriptions } ?? true
        var descriptions =
            joinsAll
            ? candidates.allDescriptions()
            : candidates.descriptions(
                profile?.descriptions ?? [], withUnnamedAfter: profile?.joinsDescriptions ?? false)
        var receivedDescriptions = candidates.descriptions(profile?.receivedDescriptions ?? [], fallback: false)
        var joinsDescriptions = joinsAll ? descriptions.count > 1 : profile?.joinsDescriptions ?? false
        var separator = joinsAll ? ColumnLayout.spaceJoiner : ColumnLayout.profileJoiner
        var describedByOverride = false
        var amount = candidates.pick(.amount)
        var debit = amount == nil ? candidates.pick(.debit) : nil
        var credit = amount == nil ? candidates.pick(.credit) : nil
        var picked: [ColumnRole: Int] = [:]
        for role in [ColumnRole.category, .reference, .account, .status, .mcc] {
            picked[role] = candidates.pick(role)
        }

        for override in overrides {
            guard let index = candidates.index(of: override.target) else { return nil }
            switch override.role {
            case .date: date = index
            case .description:
                // A repeated `--column description=` joins its columns in the order given.
                descriptions = describedByOverride ? descriptions + [index] : [index]
                describedByOverride = true
                receivedDescriptions = []
                joinsDescriptions = descriptions.count > 1
                separator = ColumnLayout.spaceJoiner
            case .amount:
                amount = index
                debit = nil
                credit = nil
            case .debit:
                debit = index
                amount = nil
            case .credit:
                credit = index
                amount = nil
            default: picked[override.role] = index
            }
        }
        if amount == nil, debit != nil || credit != nil {
            debit = debit ?? candidates.pick(.debit)
            credit = credit ?? candidates.pick(.credit)
        }

        guard let date, !descriptions.isEmpty else { return nil }
        let amounts: ColumnLayout.Amounts
        let amountColumn: Int
        if let amount {
            amounts = .signed(amount)
            amountColumn = amount
        } else if let debit, let credit, debit != credit {
            amounts = .split(debit: debit, credit: credit)
            amountColumn = max(debit, credit)
        } else {
            return nil
        }

        var isSigned = false
        var isNet = false
        if case .signed(let index) = amounts {
            isSigned = true
            isNet = ColumnVocabulary.netAmountNames.contains(names[index].key)
        }
        // A DR/CR column only qualifies a single amount column; debit/credit pairs say it themselves.
        let type = picked[.type] ?? (isSigned ? candidates.pickBeside(.type, amountColumn: amountColumn) : nil)
        let currency = picked[.currency] ?? candidates.pickBeside(.currency, amountColumn: amountColumn)
        let fee = picked[.fee] ?? (isNet ? nil : candidates.pick(.fee))

        var layout = ColumnLayout(
            date: date, descriptions: descriptions, receivedDescriptions: receivedDescriptions,
            amounts: amounts,
            type: type, fee: fee, currency: currency, reference: picked[.reference], category: picked[.category],
            account: picked[.account], status: picked[.status],
            fieldCount: cells.count, minimumFieldCount: cells.count, names: names.map(\.text))
        var minimum = cells.count
        while minimum > 1, names[minimum - 1].text.isEmpty { minimum -= 1 }
        layout.minimumFieldCount = minimum
        layout.joinsDescriptions = joinsDescriptions
        layout.descriptionJoiner = separator
        layout.mcc = picked[.mcc]
        if let balance = candidates.balance, balance != amountColumn, layout.roles.allSatisfy({ $0.index != balance }) {
            layout.balance = balance
        }
        if case .signed(let index) = amounts, let main = names[index].currency {
            layout.otherCurrencyAmounts = names.indices.compactMap { other in
                guard other != index, names[other].key == names[index].key,
                    let code = names[other].currency, code != main
                else { return nil }
                return (column: other, currency: code)
            }
        }
        layout.defaultCurrency = Array((ColumnMatcher.headerCurrency(names, amounts) ?? profile?.currency ?? "").utf8)
        layout.nonTransactions = (profile?.nonTransactions ?? []).compactMap { rule in
            names.firstIndex { $0.key == rule.column }.map { ($0, rule.values.map { Array($0.utf8) }) }
        }
        layout.resolve()
        return Match(layout: layout, profile: profile)
    }

    /// The layout of a file without a header: positions from `--column role=N` or the profile.
    func headerless(fieldCount: Int) -> Match? {
        var positions = forcedProfile?.headerless ?? [:]
        var descriptions: [Int] = []
        for override in overrides {
            guard case .position(let position) = override.target else { return nil }
            positions[override.role] = position - 1
            if override.role == .description { descriptions.append(position - 1) }
        }
        if descriptions.isEmpty, let description = positions[.description] { descriptions = [description] }
        guard let date = positions[.date], !descriptions.isEmpty else { return nil }
        let amounts: ColumnLayout.Amounts
        if let amount = positions[.amount] {
            amounts = .signed(amount)
        } else if let debit = positions[.debit], let credit = positions[.credit] {
            amounts = .split(debit: debit, credit: credit)
        } else {
            return nil
        }
        var layout = ColumnLayout(
            date: date, descriptions: descriptions, amounts: amounts,
            type: positions[.type], fee: positions[.fee], currency: positions[.currency],
            reference: positions[.reference], category: positions[.category], account: positions[.account],
            status: positions[.status], fieldCount: fieldCount, minimumFieldCount: fieldCount,
            names: (0..<max(fieldCount, 1)).map { "#\($0 + 1)" })
        layout.joinsDescriptions = descriptions.count > 1
        layout.mcc = positions[.mcc]
        layout.resolve()
        guard layout.highestIndex < fieldCount else { return nil }
        layout.defaultCurrency = Array((forcedProfile?.currency ?? "").utf8)
        return Match(layout: layout, profile: forcedProfile)
    }

    /// The currency in the amount column's name (`Amount (INR)`, `Paid Out (EUR)`).
    static func headerCurrency(_ names: [HeaderName], _ amounts: ColumnLayout.Amounts) -> String? {
        switch amounts {
        case .signed(let index): return names[index].currency
        case .split(let debit, let credit): return names[debit].currency ?? names[credit].currency
        }
    }
}

/// The columns of one header row that could play each role, best first.
private struct Candidates {
    let names: [HeaderName]
    let profile: ExportProfile?
    private var byRole: [ColumnRole: [Int]] = [:]
    private var balances: Set<Int> = []
    /// Description columns named by a memo word (a note, a comment): descriptions only when no
    /// other column is one.
    private var memos: Set<Int> = []

    init(names: [HeaderName], profile: ExportProfile?) {
        self.names = names
        self.profile = profile
        var ranked: [ColumnRole: [(rank: Int, index: Int)]] = [:]
        for (index, name) in names.enumerated() {
            guard let (kind, rank) = ColumnVocabulary.kind(of: name.key) else { continue }
            switch kind {
            case .role(let role):
                ranked[role, default: []].append((rank, index))
                if role == .description && ColumnVocabulary.isMemo(rank: rank) { memos.insert(index) }
            case .balance: balances.insert(index)
            }
        }
        for (role, list) in ranked {
            byRole[role] = list.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.index)
        }
    }

    private func column(_ key: String) -> Int? { names.firstIndex { $0.key == key } }

    /// The running-balance column, when one header names a balance.
    var balance: Int? { balances.count == 1 ? balances.first : nil }

    /// The profile's column for `role` when it names one (an empty list: the role is unused),
    /// else the best generic candidate.
    func pick(_ role: ColumnRole) -> Int? {
        if let preferred = profile?.columns[role] {
            if preferred.isEmpty { return nil }
            if let index = preferred.lazy.compactMap(column).first { return index }
        }
        return byRole[role]?.first
    }

    /// A type or currency column for the amount: the one right after the amount column, else one
    /// that is not right after a balance column (Kotak's second `Dr / Cr`, ING's first `Währung`).
    func pickBeside(_ role: ColumnRole, amountColumn: Int) -> Int? {
        if let preferred = profile?.columns[role] {
            if preferred.isEmpty { return nil }
            if let index = preferred.lazy.compactMap(column).first { return index }
        }
        guard let list = byRole[role], !list.isEmpty else { return nil }
        if list.contains(amountColumn + 1) { return amountColumn + 1 }
        return list.first { !balances.contains($0 - 1) } ?? list.first
    }

    /// Description columns: the profile's that are present, else the two best candidates.
    /// With `withUnnamedAfter`, the columns with an empty name right after a named one belong to
    /// it (PKO BP writes `"Opis transakcji","","",""` and spreads the description over them).
    func descriptions(_ preferred: [String], fallback: Bool = true, withUnnamedAfter: Bool = false) -> [Int] {
        var fromProfile = preferred.compactMap(column)
        if withUnnamedAfter {
            fromProfile = fromProfile.flatMap { index in
                [index] + (index + 1..<names.count).prefix { names[$0].text.isEmpty }
            }
        }
        if !fromProfile.isEmpty || !fallback { return fromProfile }
        return Array((byRole[.description] ?? []).prefix(2))
    }

    /// Every description-like column, in column order (generic reading joins them).
    func allDescriptions() -> [Int] {
        let all = byRole[.description] ?? []
        let named = all.filter { !memos.contains($0) }
        return (named.isEmpty ? all : named).sorted()
    }

    /// The column a `--column` override names (header text, case- and punctuation-insensitive,
    /// or a 1-based position).
    func index(of target: ColumnOverride.Target) -> Int? {
        switch target {
        case .position(let position):
            return position >= 1 && position <= names.count ? position - 1 : nil
        case .name(let name):
            let wanted = HeaderName(name)
            return names.firstIndex { $0.text.lowercased() == wanted.text.lowercased() }
                ?? names.firstIndex { !wanted.key.isEmpty && $0.key == wanted.key }
        }
    }
}

/// The last row a ``ColumnMatcher`` was asked about, with its answer. A read asks about the same
/// header row several times (the delimiter's sniff tries it, the format's sniff matches it), and
/// `batch` reads one input per owner, every one with the batch input's header: the answer for
/// the same cells, profile and overrides is the same, so it is looked up instead of worked out.
///
/// `@unchecked Sendable`: ``last`` is read and written only under ``lock``.
final class HeaderMatchMemo: @unchecked Sendable {
    struct Key: Hashable {
        var cells: [String]
        var profile: String?
        var overrides: [ColumnOverride]
    }

    private let lock = NSLock()
    private var last: (key: Key, match: ColumnMatcher.Match?)?
    private var lastRoles: (cells: [String], roles: [ColumnRole?])?

    /// The answer kept for `key`, else `compute()`'s, which is kept instead.
    func match(_ key: Key, _ compute: () -> ColumnMatcher.Match?) -> ColumnMatcher.Match? {
        if let last = lock.withLock({ last }), last.key == key { return last.match }
        let match = compute()
        lock.withLock { last = (key, match) }
        return match
    }

    /// ``HeaderCandidates/role(of:)`` of each of `cells`, kept for the last cells asked about
    /// (compared byte for byte).
    func roles(of cells: [String]) -> [ColumnRole?] {
        if let last = lock.withLock({ lastRoles }),
            last.cells.elementsEqual(cells, by: { $0.utf8.elementsEqual($1.utf8) })
        {
            return last.roles
        }
        let roles = cells.map(HeaderCandidates.role(of:))
        lock.withLock { lastRoles = (cells, roles) }
        return roles
    }
}
