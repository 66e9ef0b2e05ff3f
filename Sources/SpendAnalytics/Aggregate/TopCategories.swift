/// One slice of a donut: a category, or Others holding everything past the top five.
struct DonutSlice: Sendable, Hashable {
    var name: String
    var color: String
    var amount: Money
    var count: Int
    var percentage: Percentage
    /// The categories the slice holds (one, or several for Others), in rank order.
    var categories: [CategoryID]
    /// The folded Others slice.
    var isOthers: Bool
    /// The slice's money in the month before the report month: its category's, or for Others
    /// everything of the side that month outside the five named slices' categories. `nil` when
    /// that month holds no row in the report currency at all (nothing to compare with).
    var previousAmount: Money?

    init(
        name: String, color: String, amount: Money, count: Int, percentage: Percentage,
        categories: [CategoryID], isOthers: Bool, previousAmount: Money? = nil
    ) {
        self.name = name
        self.color = color
        self.amount = amount
        self.count = count
        self.percentage = percentage
        self.categories = categories
        self.isOthers = isOthers
        self.previousAmount = previousAmount
    }
}

/// One direction of the report month: its total, every category ranked, and the donut slices.
struct DonutSide: Sendable, Hashable {
    var direction: Direction
    var total: Money
    /// Rows on this side in the report month.
    var count: Int
    /// Every category with money on this side, in donut order (see ``CategoryTotal/ranksBefore(_:_:)``).
    var categories: [CategoryTotal]
    /// At most ``TopCategories/namedSliceLimit`` named slices, then at most one Others slice.
    var slices: [DonutSlice]
    /// The side's money in the month before the report month; `nil` when that month holds no
    /// row in the report currency (set with the slices' previous amounts).
    var previousTotal: Money?

    init(direction: Direction, total: Money, count: Int, categories: [CategoryTotal], slices: [DonutSlice]) {
        self.direction = direction
        self.total = total
        self.count = count
        self.categories = categories
        self.slices = slices
    }

    var isEmpty: Bool { slices.isEmpty }

    /// Sets each slice's ``DonutSlice/previousAmount`` from the side's sums of the previous month
    /// by category (``MoneyOverflow`` when they do not add up in `Int64`).
    mutating func setPreviousAmounts(_ previous: [CategoryID: Money]) throws(MoneyOverflow) {
        var sideTotal = Money.zero
        for amount in previous.values { sideTotal = try sideTotal.adding(amount) }
        var named = Money.zero
        for index in slices.indices where !slices[index].isOthers {
            var amount = Money.zero
            for category in slices[index].categories { amount = try amount.adding(previous[category] ?? .zero) }
            slices[index].previousAmount = amount
            named = try named.adding(amount)
        }
        for index in slices.indices where slices[index].isOthers {
            slices[index].previousAmount = try sideTotal.subtracting(named)
        }
        previousTotal = sideTotal
    }
}

/// Folds a side's categories into a donut: the five largest, then one Others slice (docs/JSON.md: How the numbers are made).
///
/// - The five largest categories *other than Others* get a slice each, largest first (ties:
///   ``CategoryTotal/ranksBefore(_:_:)``).
/// - Everything else — the sixth category onwards, plus a category literally named Others
///   (any case) whatever its size — is one Others slice, always the last slice, drawn in the
///   Others colour. So a side whose only money is in Others has a single Others slice, and
///   Others is never one of the five named slices.
/// - Percentages: ``LargestRemainder`` over the slices in that order, so they add up to 100.00.
/// - A side with no money has no slices and a total of 0.
enum TopCategories {
    /// Named slices before Others.
    static let namedSliceLimit = 5

    /// The donut of `totals` (one entry per category, amounts > 0) on `direction`'s side.
    ///
    /// - Parameter othersColor: the colour of the Others slice (the taxonomy's Others colour).
    static func donut(direction: Direction, totals: [CategoryTotal], othersColor: String = Category.othersColor)
        throws(MoneyOverflow) -> DonutSide
    {
        let ranked = totals.filter { $0.amount.minorUnits > 0 || $0.count > 0 }.sorted(by: CategoryTotal.ranksBefore)
        var total = Money.zero
        var count = 0
        for category in ranked {
            total = try total.adding(category.amount)
            count += category.count
        }
        let named = ranked.filter { !$0.isOthers }
        let top = named.prefix(namedSliceLimit)
        let folded = named.dropFirst(namedSliceLimit) + ranked.filter(\.isOthers)

        var slices = top.map {
            DonutSlice(
                name: $0.name, color: $0.color, amount: $0.amount, count: $0.count,
                percentage: Percentage(hundredths: 0), categories: [$0.category], isOthers: false)
        }
        if !folded.isEmpty {
            var rest = Money.zero
            var restCount = 0
            for category in folded {
                rest = try rest.adding(category.amount)
                restCount += category.count
            }
            slices.append(
                DonutSlice(
                    name: Category.othersName, color: othersColor, amount: rest, count: restCount,
                    percentage: Percentage(hundredths: 0), categories: folded.map(\.category), isOthers: true))
        }
        if total.minorUnits == 0 { slices = [] }
        let percentages = LargestRemainder.percentages(of: slices.map(\.amount), total: total)
        for index in slices.indices { slices[index].percentage = percentages[index] }
        return DonutSide(direction: direction, total: total, count: count, categories: ranked, slices: slices)
    }
}
