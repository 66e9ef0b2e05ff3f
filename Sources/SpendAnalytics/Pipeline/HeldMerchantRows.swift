/// Rows of a run held back because a later row may still teach their merchant's category
/// (README: Learning from your own data): summed per merchant and ledger bucket (currency,
/// month, side, the category the other rules gave), not kept row by row, and added to the
/// ledger once the inputs are read, each under the merchant's lesson if one came.
///
/// At most ``capacity`` sums are held; a row that would need another is not held (it keeps the
/// category it was given), so memory stays bounded whatever the input's size.
struct HeldMerchantRows {
    /// Sums held, at most.
    static let capacity = 100_000

    /// The merchant and the bucket, with the currency as its number in ``currencies`` (hashing
    /// four integers per row, not a string).
    private struct Key: Hashable {
        var merchant: Int32
        var currency: Int32
        var month: YearMonth
        var direction: Direction
        var category: CategoryID
    }

    private struct Held {
        var sum = SpendLedger.Sum()
        /// The first row of the sum, named when adding it to the ledger overflows.
        var file: String
        var line: Int
    }

    private var index: [Key: Int] = [:]
    private var keys: [Key] = []
    private var buckets: [SpendLedger.Key] = []
    private var sums: [Held] = []
    private var currencies: [String?] = []
    private var lastCurrency: (code: String?, number: Int32) = (nil, -1)

    /// Holds a row of merchant `merchant` with `amount` for ledger bucket `bucket`; `false` when
    /// it cannot be held (full): the caller adds it to the ledger as it is.
    mutating func hold(merchant: Int32, _ bucket: SpendLedger.Key, amount: Money, file: String, line: Int) throws(MoneyOverflow) -> Bool {
        if lastCurrency.number < 0 || lastCurrency.code != bucket.currency {
            let number = currencies.firstIndex(of: bucket.currency) ?? currencies.count
            if number == currencies.count { currencies.append(bucket.currency) }
            lastCurrency = (bucket.currency, Int32(number))
        }
        let key = Key(merchant: merchant, currency: lastCurrency.number, month: bucket.month, direction: bucket.direction,
                      category: bucket.category)
        if let slot = index[key] {
            try sums[slot].sum.add(amount, count: 1)
            return true
        }
        guard keys.count < HeldMerchantRows.capacity else { return false }
        var held = Held(file: file, line: line)
        try held.sum.add(amount, count: 1)
        index[key] = keys.count
        keys.append(key)
        buckets.append(bucket)
        sums.append(held)
        return true
    }

    /// Adds every held sum to `ledger` under its merchant's lesson (else the category it was
    /// given), in the order the sums were first held; returns the rows left out as transfers
    /// when `excludeTransfers`.
    func release(into ledger: inout SpendLedger, categorizer: Categorizer, excludeTransfers: Bool) throws -> Int {
        var transfersExcluded = 0
        for (slot, key) in keys.enumerated() {
            var bucket = buckets[slot]
            if let lesson = categorizer.lesson(merchant: key.merchant, side: bucket.direction) {
                bucket.category = lesson.category
            }
            let held = sums[slot]
            if excludeTransfers && categorizer.taxonomy[bucket.category].isTransfer {
                transfersExcluded += held.sum.count
                continue
            }
            do {
                try ledger.add(bucket, amount: held.sum.amount, count: held.sum.count)
            } catch {
                throw InputError(file: held.file, position: SourcePosition(line: held.line), reason: .sumOverflow,
                                 text: held.sum.amount.description)
            }
        }
        return transfersExcluded
    }
}
