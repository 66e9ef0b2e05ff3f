/// Shares of a whole as percentages with two decimals that add up to exactly 100.00.
///
/// Largest-remainder (Hamilton) rounding over integer minor units: each part first gets the
/// floor of `amount × 10000 / total` hundredths of a percent, then the hundredths still missing
/// go one each to the parts with the largest remainders (`amount × 10000 mod total`). Remainders
/// that tie go to the earlier part in the given order, which for a donut is slice order (largest
/// amount first, Others last). The arithmetic is exact (128-bit intermediate products); no
/// floating point is involved.
enum LargestRemainder {
    /// Hundredths of a percent in 100 %.
    static let whole = 10_000

    /// The percentages of `amounts` (each ≥ 0) of their sum, in order; all zero when the sum is 0.
    static func percentages(of amounts: [Money]) throws(MoneyOverflow) -> [Percentage] {
        var total = Money.zero
        for amount in amounts { total = try total.adding(amount) }
        return percentages(of: amounts, total: total)
    }

    /// The percentages of `amounts` of `total`, which must be their exact sum.
    static func percentages(of amounts: [Money], total: Money) -> [Percentage] {
        guard total.minorUnits > 0 else { return amounts.map { _ in Percentage(hundredths: 0) } }
        let denominator = UInt64(total.minorUnits)
        var floors: [Int] = []
        var remainders: [UInt64] = []
        floors.reserveCapacity(amounts.count)
        remainders.reserveCapacity(amounts.count)
        for amount in amounts {
            let part = UInt64(max(0, amount.minorUnits))
            let product = part.multipliedFullWidth(by: UInt64(whole))
            // part ≤ total, so the quotient is at most `whole` and fits: no trap.
            let (quotient, remainder) = denominator.dividingFullWidth(product)
            floors.append(Int(quotient))
            remainders.append(remainder)
        }
        var missing = whole - floors.reduce(0, +)
        // Indices by remainder, largest first; equal remainders keep the given order.
        let order = remainders.indices.sorted { lhs, rhs in
            remainders[lhs] != remainders[rhs] ? remainders[lhs] > remainders[rhs] : lhs < rhs
        }
        var index = 0
        while missing > 0 && index < order.count {
            floors[order[index]] += 1
            missing -= 1
            index += 1
        }
        return floors.map { Percentage(hundredths: $0) }
    }
}
