/// Where ``ReportPipeline`` puts each categorised row: into the ledger; aside in
/// ``HeldMerchantRows`` while a later row may still teach its merchant's category; or counted
/// out as a transfer with `--exclude-transfers`. ``finish(categorizer:)`` adds the held rows
/// under what was learned.
struct LedgerFeed {
    private(set) var ledger = SpendLedger()
    /// Transfers left out by `--exclude-transfers`, held rows included once finished.
    private(set) var transfersExcluded = 0
    private var held = HeldMerchantRows()
    private var currency = CurrencyCode()
    private let excludeTransfers: Bool

    init(excludeTransfers: Bool) {
        self.excludeTransfers = excludeTransfers
    }

    /// Adds `record` of the input named `file` under `categorized`; `taxonomy` says which
    /// categories are transfers. Throws ``InputError/Reason/sumOverflow`` when a sum would
    /// overflow: never skipped, even with `--skip-invalid`, since dropping the row would change
    /// the totals.
    @inline(__always)
    mutating func add(
        _ record: TransactionRecord, _ categorized: Categorizer.Categorized, taxonomy: Taxonomy, file: String
    ) throws {
        let category = categorized.category
        let code = currency.code(of: record.currency)
        do {
            if let merchant = categorized.pendingMerchant {
                let key = SpendLedger.Key(
                    currency: code, month: record.date.yearMonth, direction: record.direction, category: category)
                if try held.hold(
                    merchant: merchant, key, amount: record.amount, day: record.date.packed, file: file,
                    line: record.line)
                {
                    return
                }
            }
            if excludeTransfers && taxonomy[category].isTransfer {
                transfersExcluded += 1
                return
            }
            try ledger.add(
                date: record.date, direction: record.direction, category: category, currency: code,
                amount: record.amount)
        } catch {
            throw InputError.sumOverflow(record, file: file)
        }
    }

    /// Adds the held rows, each under its merchant's lesson if a later row taught one.
    mutating func finish(categorizer: Categorizer) throws {
        transfersExcluded += try held.release(
            into: &ledger, categorizer: categorizer, excludeTransfers: excludeTransfers)
    }
}

/// The rows' ISO currency code as a `String` (`nil` for a row naming none), made again only when
/// it changes: the reader hands over ISO codes already (``TransactionRecord/currency``).
struct CurrencyCode {
    private var bytes: [UInt8] = []
    private var text: String?

    /// The code of `bytes`.
    @inline(__always)
    mutating func code(of bytes: [UInt8]) -> String? {
        if bytes != self.bytes {
            self.bytes = bytes
            text = bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
        }
        return text
    }
}
