/// The running balance as an integrity check (docs/INPUT.md: The running balance). Most bank
/// exports print each row's balance after it; row after row, `balance = previous balance + amount`
/// must hold. Where it breaks between two rows, money is missing or changed between them (a
/// truncated or filtered download, an edited file) and a report would show a quiet month.
///
/// The rows are seen in file order, once. Four readings are followed side by side and the one
/// that holds most often is the file's: oldest first or newest first, and a balance that rises
/// with money received or one that rises with money spent (a card's amount owed). Rows of one day
/// may stand in any order (banks order a day's rows by time, reference or amount): a pair that
/// breaks inside a day is judged with its whole day, which holds when its rows chain in some
/// order. A file whose rows all carry their day's closing balance holds day by day. A balance
/// that holds on fewer than half of the pairs is not a running balance (pending rows, a column
/// of another account) and nothing is reported.
///
/// Memory holds one day's rows per reading (at most ``maximumDayRows``; past that, pairs inside
/// the day are judged as they come) and the first ``maximumBreaks`` breaks of each reading.
struct BalanceCheck: Sendable {
    /// One row: its line, its day (``LocalDate/packed``), its amount as the file signs it and the
    /// balance printed on it, all in minor units.
    struct Row: Sendable, Hashable {
        var line: Int
        var day: Int32
        var amount: Int64
        var balance: Int64
    }

    /// A place where the balance does not follow: between lines `first` and `second` (physical
    /// lines, in file order), `missing` minor units are unaccounted for (the amount of a row that
    /// would make it hold).
    struct Break: Sendable, Hashable {
        var first: Int
        var second: Int
        var missing: Int64
    }

    /// How the balance runs, once decided.
    struct Reading: Sendable, Hashable {
        /// The newest row comes first.
        var newestFirst: Bool
        /// The balance rises with money spent (a card's balance owed).
        var owed: Bool
    }

    /// What the check found.
    struct Finding: Sendable, Hashable {
        var reading: Reading
        /// Pairs of consecutive rows (days, for a file of closing balances) and how many hold.
        var pairs: Int
        var holding: Int
        /// The breaks, in file order (the first ``maximumBreaks``), and how many there are.
        var breaks: [Break]
        var breakCount: Int
    }

    static let maximumBreaks = 50
    static let maximumDayRows = 4_096

    private var followers: [Follower]

    init() {
        followers = [false, true].flatMap { newestFirst in
            [false, true].map { owed in Follower(reading: Reading(newestFirst: newestFirst, owed: owed)) }
        }
    }

    /// Takes the next row (file order).
    mutating func add(_ row: Row) {
        for index in followers.indices { followers[index].add(row) }
    }

    /// The reading that holds most often, when it holds on at least half of the pairs; `nil` when
    /// there are no two rows or no reading runs.
    func finish() -> Finding? {
        let results = followers.map { follower -> Finding in
            var copy = follower
            copy.endDay()
            return Finding(
                reading: copy.reading, pairs: copy.pairs, holding: copy.holding,
                breaks: copy.breaks, breakCount: copy.breakCount)
        }
        // Most pairs holding, then the plainest reading (oldest first, balance rising with income).
        guard
            let best = results.enumerated().max(by: {
                ($0.element.holding, -$0.offset) < ($1.element.holding, -$1.offset)
            })?.element,
            best.pairs > 0, best.holding * 2 >= best.pairs
        else { return nil }
        return best
    }

    /// One reading followed through the rows.
    private struct Follower: Sendable {
        let reading: Reading
        var pairs = 0
        var holding = 0
        var breaks: [Break] = []
        var breakCount = 0
        /// The rows of the day being read, in file order.
        private var day: [Row] = []
        /// The balance at the day's boundary the chain starts from, and the last row before the day.
        private var start: Int64?
        private var lastLine: Int?
        /// The previous day when every row of it carried one balance (a closing-balance file): that
        /// balance, the day's amounts summed and its last line.
        private var previousDayClosing: DayClosing?

        /// A closing-balance day: its one balance, its amounts summed and its last line.
        private struct DayClosing {
            var closing: Int64
            var total: Int64
            var line: Int
        }

        init(reading: Reading) { self.reading = reading }

        /// The signed amount (received positive) of a row that would make a change of `change`.
        private func amount(_ change: Int64) -> Int64 { reading.owed ? 0 &- change : change }

        /// The change a row's amount makes to the balance, in this reading.
        private func delta(_ row: Row) -> Int64 { reading.owed ? 0 &- row.amount : row.amount }

        /// The balance before a row and after it, in the direction the chain runs: oldest first,
        /// before → after; newest first, the chain runs from the top's balance down.
        private func ends(_ row: Row) -> (from: Int64, to: Int64) {
            reading.newestFirst ? (row.balance, row.balance &- delta(row)) : (row.balance &- delta(row), row.balance)
        }

        mutating func add(_ row: Row) {
            if let last = day.last, last.day != row.day || day.count >= BalanceCheck.maximumDayRows { endDay() }
            day.append(row)
        }

        /// Judges the day's rows: every pair holds when the day chains, in file order or in
        /// another order, or (every row showing one balance) as a day of closing balances.
        mutating func endDay() {
            guard let first = day.first else { return }
            defer {
                day.removeAll(keepingCapacity: true)
            }
            let startValue = start ?? ends(first).from
            let pairsInDay = day.count - (start == nil ? 1 : 0)
            if let end = chainEnd(from: startValue) {
                pairs += pairsInDay
                holding += pairsInDay
                start = end
                lastLine = day.last?.line
                previousDayClosing = nil
                return
            }
            // Every row shows the day's closing balance: the day as one step.
            let balances = Set(day.map(\.balance))
            if balances.count == 1, let closing = balances.first, day.count > 1 || previousDayClosing != nil {
                let total = day.reduce(Int64(0)) { $0 &+ delta($1) }
                if let previous = previousDayClosing {
                    pairs += 1
                    // Oldest first: this day's closing follows from the previous one; newest first,
                    // the previous (newer) day's closing follows from this one.
                    let missing =
                        reading.newestFirst
                        ? previous.closing &- (closing &+ previous.total)
                        : closing &- (previous.closing &+ total)
                    if missing == 0 {
                        holding += 1
                    } else {
                        record(Break(first: previous.line, second: first.line, missing: amount(missing)))
                    }
                }
                previousDayClosing = DayClosing(closing: closing, total: total, line: day.last?.line ?? first.line)
                start = reading.newestFirst ? closing &- total : closing
                lastLine = day.last?.line
                return
            }
            // The day does not chain: pair by pair, in file order, each break where it is.
            var from = start
            var line = lastLine
            for row in day {
                let (rowFrom, rowTo) = ends(row)
                if let from, let line {
                    pairs += 1
                    // Newest first, the chain runs back in time: a row missing between the two
                    // shows as the opposite change.
                    let gap = reading.newestFirst ? from &- rowFrom : rowFrom &- from
                    if gap == 0 {
                        holding += 1
                    } else {
                        record(Break(first: line, second: row.line, missing: amount(gap)))
                    }
                }
                from = rowTo
                line = row.line
            }
            start = from
            lastLine = line
            previousDayClosing = nil
        }

        /// The balance the day's rows end on when they chain from `value` in some order (file
        /// order first); `nil` when they do not.
        private func chainEnd(from value: Int64) -> Int64? {
            var current = value
            var inOrder = true
            for (offset, row) in day.enumerated() {
                let (rowFrom, rowTo) = ends(row)
                if offset == 0 && start == nil {
                    current = rowTo
                    continue
                }
                if rowFrom != current {
                    inOrder = false
                    break
                }
                current = rowTo
            }
            if inOrder { return current }
            // Another order: follow the rows by the balance each starts from.
            var waiting: [Int64: [Int]] = [:]
            for (index, row) in day.enumerated() { waiting[ends(row).from, default: []].append(index) }
            current = value
            var used = 0
            if start == nil, let first = day.first {
                // No balance before the file's first day: any row may start it; try the file's first.
                waiting[ends(first).from]?.removeFirst()
                current = ends(first).to
                used = 1
            }
            while used < day.count {
                guard var list = waiting[current], let next = list.first else { return nil }
                list.removeFirst()
                waiting[current] = list
                current = ends(day[next]).to
                used += 1
            }
            return current
        }

        private mutating func record(_ found: Break) {
            breakCount += 1
            if breaks.count < BalanceCheck.maximumBreaks { breaks.append(found) }
        }
    }
}
