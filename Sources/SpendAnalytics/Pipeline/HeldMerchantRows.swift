/// Rows of a run held back because a later row may still teach their merchant's category
/// (docs/CATEGORIES.md: Learning from your own data): summed per merchant and ledger bucket (currency,
/// month, side, the category the other rules gave), not kept row by row, and added to the
/// ledger once the inputs are read, each under the merchant's lesson if one came.
///
/// At most ``capacity`` sums are held; a row that would need another is not held (it keeps the
/// category it was given), so memory stays bounded whatever the input's size.
struct HeldMerchantRows {
    /// Sums held, at most.
    static let capacity = 100_000

    /// The merchant and the bucket in one integer: merchant number (17 bits), the currency's
    /// number in ``currencies`` (8), the month (`year × 12 + month − 1`, 20), the side (1) and the
    /// category (16), so a row costs one integer hash. A row whose values do not fit is not held.
    private static func key(
        merchant: Int32, currency: Int, month: YearMonth, direction: Direction, category: CategoryID
    ) -> UInt64? {
        let monthIndex = month.year * 12 + month.month - 1
        guard merchant >= 0, merchant < 1 << 17, currency < 1 << 8, monthIndex >= 0, monthIndex < 1 << 20,
            category >= 0, category < 1 << 16
        else { return nil }
        return UInt64(merchant) << 45 | UInt64(currency) << 37 | UInt64(monthIndex) << 17
            | (direction == .spent ? 0 : 1 << 16) | UInt64(category)
    }

    private struct Held {
        var sum = SpendLedger.Sum()
        /// The first row of the sum, named when adding it to the ledger overflows.
        var file: String
        var line: Int
    }

    private var index: [UInt64: Int] = [:]
    private var merchants: [Int32] = []
    private var buckets: [SpendLedger.Key] = []
    private var sums: [Held] = []
    private var currencies: [String?] = []
    private var lastCurrency: (code: String?, number: Int32) = (nil, -1)

    /// Holds a row of merchant `merchant` with `amount` on `day` (``LocalDate``'s packed form, for
    /// the report's `asOf`) for ledger bucket `bucket`; `false` when
    /// it cannot be held (full): the caller adds it to the ledger as it is.
    mutating func hold(merchant: Int32, _ bucket: SpendLedger.Key, amount: Money, day: Int32, file: String, line: Int)
        throws(MoneyOverflow) -> Bool
    {
        if lastCurrency.number < 0 || lastCurrency.code != bucket.currency {
            let number = currencies.firstIndex(of: bucket.currency) ?? currencies.count
            if number == currencies.count { currencies.append(bucket.currency) }
            lastCurrency = (bucket.currency, Int32(number))
        }
        guard
            let key = HeldMerchantRows.key(
                merchant: merchant, currency: Int(lastCurrency.number), month: bucket.month,
                direction: bucket.direction, category: bucket.category)
        else { return false }
        if let slot = index[key] {
            try sums[slot].sum.add(amount, count: 1, latestDay: day)
            return true
        }
        guard merchants.count < HeldMerchantRows.capacity else { return false }
        var held = Held(file: file, line: line)
        try held.sum.add(amount, count: 1, latestDay: day)
        index[key] = merchants.count
        merchants.append(merchant)
        buckets.append(bucket)
        sums.append(held)
        return true
    }

    /// Adds every held sum to `ledger` under its merchant's lesson (else the category it was
    /// given), in the order the sums were first held; returns the rows left out as transfers
    /// when `excludeTransfers`.
    func release(into ledger: inout SpendLedger, categorizer: Categorizer, excludeTransfers: Bool) throws -> Int {
        var transfersExcluded = 0
        for (slot, merchant) in merchants.enumerated() {
            var bucket = buckets[slot]
            if let lesson = categorizer.lesson(merchant: merchant, side: bucket.direction) {
                bucket.category = lesson.category
            }
            let held = sums[slot]
            if excludeTransfers && categorizer.taxonomy[bucket.category].isTransfer {
                transfersExcluded += held.sum.count
                continue
            }
            do {
                try ledger.add(bucket, amount: held.sum.amount, count: held.sum.count, latestDay: held.sum.latestDay)
            } catch {
                throw InputError(
                    file: held.file, position: SourcePosition(line: held.line), reason: .sumOverflow,
                    text: held.sum.amount.description)
            }
        }
        return transfersExcluded
    }
}
