import Foundation

/// Runs ``CSVTokenizer`` on a second thread, a few batches of rows ahead of the caller, so that
/// libcsv's parse and the per-row work of the caller use both cores.
///
/// Nothing else changes: the caller's callbacks run on the calling thread, in input order, with
/// the same rows, lines and errors as a plain ``CSVTokenizer`` pass (the tokenizer thread only
/// reads the input and hands over what it found: rows, records it stepped over, its own error,
/// or the end). When a callback throws, the tokenizer thread is stopped and waited for before
/// the error is rethrown, so no thread outlives the call. Memory holds at most
/// ``batchesInFlight`` handed-over batches of about ``batchBytes`` each, plus the one being
/// filled, the one being read and as many read ones given back for filling again (``Handoff``):
/// after the first few, no batch is allocated.
struct RowPipeline {
    /// Row bytes per batch (a batch also ends at ``batchRows`` rows).
    static let batchBytes = 32 << 10
    static let batchRows = 512
    /// Batches handed over but not yet taken, at most.
    static let batchesInFlight = 4

    var tokenizer: CSVTokenizer
    /// Cells the tokenizer thread reads for the caller (``CSVRow/readAhead``).
    var readAhead = CellReadAhead()
    /// Tokenize on the calling thread instead (the same rows, cells read ahead, lines and errors,
    /// in the same order): for many small inputs in a row (``ReaderOptions/tokenizeOnCallingThread``),
    /// where starting a thread and handing batches over costs more than the parse.
    var onCallingThread = false

    /// The same contract as ``CSVTokenizer/tokenize(blocks:startLine:stepOverMalformed:onMalformed:onRow:)``,
    /// without the early stop (every row is read).
    func tokenize(
        blocks source: some ByteBlocks, startLine: Int = 1, stepOverMalformed: Bool = false,
        onMalformed: (InputError) throws -> Void, onRow: (CSVRow) throws -> Void
    ) throws -> CSVTokenizer.Outcome {
        if onCallingThread {
            var row = CSVRow()
            var key: [UInt8] = []
            let readAhead = readAhead
            return try tokenizer.tokenize(
                blocks: source, startLine: startLine, stepOverMalformed: stepOverMalformed,
                onMalformed: onMalformed
            ) { (record: CSVTokenizer.Record) in
                record.copy(into: &row)
                row.readAhead = readAhead.values(of: record, key: &key)
                if row.readAhead.merchantKeyLength > 0 {
                    row.readAhead.merchantKeyStart = Int32(truncatingIfNeeded: row.storage.count)
                    row.storage.append(contentsOf: key)
                }
                try onRow(row)
                return .proceed
            }
        }
        let handoff = Handoff()
        let producer = Producer(
            tokenizer: tokenizer, readAhead: readAhead, source: source, startLine: startLine,
            stepOverMalformed: stepOverMalformed, handoff: handoff)
        let thread = Thread { producer.run() }
        thread.stackSize = 1 << 20
        thread.start()
        do {
            var row = CSVRow()
            var spent: RowBatch?
            while true {
                switch handoff.take(givingBack: &spent) {
                case .rows(let batch):
                    try batch.forEachRow(into: &row, onRow)
                    spent = batch
                case .malformed(let error):
                    try onMalformed(error)
                case .failed(let error):
                    handoff.waitUntilDone()
                    throw error
                case .finished(let outcome):
                    handoff.waitUntilDone()
                    return outcome
                }
            }
        } catch {
            handoff.cancel()
            throw error
        }
    }
}

/// Work on each row's own cells done on the tokenizer thread, which has time to spare, instead of
/// on the thread that reads the rows: the date column's `yyyy-MM-dd` date, the amount column's
/// plain amount (`-1093.00`; both of a debit/credit layout) and, for a categoriser that learns, the merchant key of the one
/// description column. Each is made exactly as ``RowReader`` (or the categoriser) would make it
/// (``DateParser/isoDate(in:)`` when no `--date-format` is given, ``AmountParser/plainAmount(_:)``
/// once the decimal point is decided, the description as ``RowReader`` takes it from a single
/// column); anything else is left to ``RowReader``.
struct CellReadAhead: Sendable {
    /// The date column, when no `--date-format` is given.
    var dateColumn: Int?
    /// The signed-amount column (or the debit column of a debit/credit layout), when the file's
    /// decimal mark is decided as the point.
    var amountColumn: Int?
    /// The credit column of a debit/credit layout, when the file's decimal mark is decided as the point.
    var creditColumn: Int?
    /// The column every row's description is read from, whatever its direction (one description
    /// column, and no other for received money), when a merchant key is to be made.
    var descriptionColumn: Int?
    /// Makes the merchant key of the ``descriptionColumn`` cell.
    var merchantKeying: MerchantKeying?

    /// What could be read ahead from `record`; a merchant key made is left in `key`
    /// (``ReadAheadCells/merchantKeyLength`` bytes). Without `makingKey` no key is made (it is
    /// left to the categoriser, as when no column is read ahead).
    @inline(__always)
    func values(of record: CSVTokenizer.Record, key: inout [UInt8], makingKey: Bool = true) -> ReadAheadCells {
        var cells = ReadAheadCells()
        if let column = dateColumn, column < record.ends.count {
            cells.date = DateParser.isoDate(in: ByteText.trimmed(record.field(column)))
        }
        if let column = amountColumn, column < record.ends.count {
            cells.amount = AmountParser.plainAmount(ByteText.trimmed(record.field(column)))
        }
        if let column = creditColumn, column < record.ends.count {
            cells.credit = AmountParser.plainAmount(ByteText.trimmed(record.field(column)))
        }
        if makingKey, let column = descriptionColumn, let keying = merchantKeying, column < record.ends.count {
            let cell = ByteText.trimmed(record.field(column))
            if ByteText.isEmptyCell(cell) {
                cells.merchantKeyLength = 0
            } else if let hash = keying.maker.makeKey(cell, into: &key) {
                cells.merchantKeyLength = Int32(truncatingIfNeeded: key.count)
                cells.merchantKeyHash = hash
            } else {
                cells.merchantKeyLength = 0
            }
        }
        return cells
    }
}

/// The cells ``CellReadAhead`` read from one row; `nil` where it read nothing (no such column
/// to read ahead, or a cell not in the one form it reads: ``RowReader`` reads that cell itself).
struct ReadAheadCells: Sendable {
    /// The date column's ISO date.
    var date: LocalDate?
    /// The amount column's plain amount, in minor units.
    var amount: Int64?
    /// The credit column's plain amount, in minor units.
    var credit: Int64?
    /// The description's merchant key's length in bytes (its bytes follow the row's cells, from
    /// ``merchantKeyStart``): -1 when no key was made ahead, 0 when the description has none.
    var merchantKeyLength: Int32 = -1
    /// Where the merchant key's bytes start, relative to the row's first byte.
    var merchantKeyStart: Int32 = 0
    /// The merchant key's hash (``MerchantKeying/make``).
    var merchantKeyHash: UInt64 = 0
}

/// Rows side by side: their bytes, their field ends (each relative to its row) and, per row,
/// where it ends in both, its line and the cells read ahead from it. ``RowPipeline`` hands rows
/// between its threads in these, and ``SniffedRows`` keeps the sniff's rows in one.
struct RowBatch: Sendable {
    private var bytes: [UInt8] = []
    private var ends: [Int] = []
    private var rows: [Row] = []

    /// One row of the batch: where it ends in ``bytes`` and ``ends``, its line and its cells read ahead.
    private struct Row: Sendable {
        var bytesEnd: Int
        var endsEnd: Int
        var line: Int
        var readAhead: ReadAheadCells
    }

    /// Room for one batch of ``RowPipeline``.
    init() {
        bytes.reserveCapacity(RowPipeline.batchBytes + 4096)
        ends.reserveCapacity(RowPipeline.batchRows * 8)
        rows.reserveCapacity(RowPipeline.batchRows)
    }

    /// Room for about `byteCount` bytes of rows.
    init(byteCount: Int) {
        bytes.reserveCapacity(byteCount)
    }

    var isEmpty: Bool { rows.isEmpty }
    var count: Int { rows.count }

    var isFull: Bool { bytes.count >= RowPipeline.batchBytes || rows.count >= RowPipeline.batchRows }

    /// Whether the batch kept the room ``init()`` made (a row longer than a batch grows it):
    /// only such a batch is given back for filling again, so a long row's memory is not kept.
    var hasBatchRoom: Bool {
        bytes.capacity <= 2 * RowPipeline.batchBytes && ends.capacity <= 2 * RowPipeline.batchRows * 8
            && rows.capacity <= 2 * RowPipeline.batchRows
    }

    /// Empties the batch, keeping its memory.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
    }

    /// Copies a record the tokenizer lends in, with the cells read ahead from it and the merchant
    /// key made from it (its bytes after the record's).
    @inline(__always)
    /// (`key` is taken `inout`, only read: passed so, it is neither retained nor released per row.)
    mutating func append(_ record: CSVTokenizer.Record, _ readAhead: ReadAheadCells, key: inout [UInt8]) {
        var readAhead = readAhead
        let start = bytes.count
        bytes.append(contentsOf: record.bytes)
        if readAhead.merchantKeyLength > 0 {
            readAhead.merchantKeyStart = Int32(truncatingIfNeeded: bytes.count - start)
            key.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        }
        ends.append(contentsOf: record.ends)
        rows.append(Row(bytesEnd: bytes.count, endsEnd: ends.count, line: record.line, readAhead: readAhead))
    }

    /// Calls `body` with each row in turn, as a window onto this batch (`row` shares the batch's
    /// arrays: nothing is copied).
    func forEachRow(into row: inout CSVRow, _ body: (CSVRow) throws -> Void) throws {
        try forEachRowUntilStop(into: &row) { row in
            try body(row)
            return .proceed
        }
    }

    /// The same, until `body` says ``CSVTokenizer/Next/stop``.
    func forEachRowUntilStop(into row: inout CSVRow, _ body: (CSVRow) throws -> CSVTokenizer.Next) throws {
        var bytesStart = 0
        var endsStart = 0
        row.storage = bytes
        row.ends = ends
        for entry in rows {
            row.byteBase = bytesStart
            row.endBase = endsStart
            row.count = entry.endsEnd - endsStart
            row.line = entry.line
            row.readAhead = entry.readAhead
            if try body(row) == .stop { break }
            (bytesStart, endsStart) = (entry.bytesEnd, entry.endsEnd)
        }
        // The row lets go of the batch's arrays, so a batch given back is the only owner of them
        // and is emptied in place.
        row.storage = []
        row.ends = []
    }
}

/// What the tokenizer thread hands over, in input order.
private enum Handed: Sendable {
    case rows(RowBatch)
    case malformed(InputError)
    /// The tokenizer's own error (after the rows before it).
    case failed(Error)
    case finished(CSVTokenizer.Outcome)
}

/// A bounded queue between the two threads, with the stop flag and the done flag.
///
/// `@unchecked Sendable`: its mutable state (`queue`, `cancelled`, `done`) is read and written
/// only while `condition` is locked, by both threads.
private final class Handoff: @unchecked Sendable {
    private let condition = NSCondition()
    /// At most ``RowPipeline/batchesInFlight`` items (``put(_:)`` waits while it is full), so
    /// taking from the front is cheap.
    private var queue: [Handed] = []
    /// Batches the consumer has read, for the producer to fill again: a batch's memory goes
    /// round between the threads instead of being freed on one and allocated on the other.
    private var spares: [RowBatch] = []
    private var cancelled = false
    private var done = false

    /// Hands `item` over, waiting while the queue is full: the number of items now waiting
    /// (`item` included), or `nil` once the consumer has stopped. `spare` receives a batch the
    /// consumer gave back, if there is one (and is left alone otherwise).
    func put(_ item: Handed, spare: inout RowBatch?) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= RowPipeline.batchesInFlight && !cancelled { condition.wait() }
        if cancelled { return nil }
        queue.append(item)
        if spare == nil { spare = spares.popLast() }
        condition.broadcast()
        return queue.count
    }

    /// The next item, waiting for it; `spent`, a batch read to its end, is kept for the producer.
    func take(givingBack spent: inout RowBatch?) -> Handed {
        condition.lock()
        defer { condition.unlock() }
        if let batch = spent.take(), batch.hasBatchRoom, spares.count < RowPipeline.batchesInFlight {
            spares.append(batch)
        }
        while queue.isEmpty { condition.wait() }
        let item = queue.removeFirst()
        condition.broadcast()
        return item
    }

    /// Stops the producer (it drops what it still had) and waits for it to end.
    func cancel() {
        condition.lock()
        cancelled = true
        queue.removeAll()
        spares.removeAll()
        condition.broadcast()
        condition.unlock()
        waitUntilDone()
    }

    func markDone() {
        condition.lock()
        done = true
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilDone() {
        condition.lock()
        defer { condition.unlock() }
        while !done { condition.wait() }
    }
}

/// The tokenizer thread's side: one plain tokenizer pass, its findings batched into the handoff.
///
/// `@unchecked Sendable` because of ``source``, which need not be `Sendable`: it is handed over,
/// not shared. Every property is a `let`; the caller gives the source to this object before the
/// thread starts (`Thread.start()` orders that before the thread's first read) and does not touch
/// it again until ``Handoff/markDone()`` (the last thing ``run()`` does) has been seen under the
/// handoff's lock (``Handoff/waitUntilDone()``, also inside ``Handoff/cancel()``).
private final class Producer<Source: ByteBlocks>: @unchecked Sendable {
    let tokenizer: CSVTokenizer
    let readAhead: CellReadAhead
    /// Read only by the tokenizer thread while it runs (see above).
    let source: Source
    let startLine: Int
    let stepOverMalformed: Bool
    let handoff: Handoff

    init(
        tokenizer: CSVTokenizer, readAhead: CellReadAhead, source: Source, startLine: Int, stepOverMalformed: Bool,
        handoff: Handoff
    ) {
        self.tokenizer = tokenizer
        self.readAhead = readAhead
        self.source = source
        self.startLine = startLine
        self.stepOverMalformed = stepOverMalformed
        self.handoff = handoff
    }

    /// Stands in for an error when the consumer stopped (never handed over).
    private struct Stopped: Error {}

    func run() {
        defer { handoff.markDone() }
        // The batch being filled, behind a pointer: the per-row callback appends to it without
        // the runtime's exclusivity bookkeeping for captured variables.
        let batch = UnsafeMutablePointer<RowBatch>.allocate(capacity: 1)
        // The merchant key of the row being appended (its buffer reused from row to row).
        let key = UnsafeMutablePointer<[UInt8]>.allocate(capacity: 1)
        key.initialize(to: [])
        batch.initialize(to: RowBatch())
        defer {
            batch.deinitialize(count: 1)
            batch.deallocate()
            key.deinitialize(count: 1)
            key.deallocate()
        }
        // Whether this thread makes merchant keys ahead: only while the reading thread has
        // batches waiting. When it is waiting for rows instead, this thread is the slower one and
        // leaves the keys to it (made the same way there, so only the split of work changes).
        let keysAhead = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        keysAhead.initialize(to: true)
        defer { keysAhead.deallocate() }
        // A batch the consumer gave back, to fill next.
        var spare: RowBatch?
        func flush() throws {
            guard !batch.pointee.isEmpty else { return }
            let full = batch.pointee
            batch.pointee = RowBatch(byteCount: 0)
            guard let waiting = handoff.put(.rows(full), spare: &spare) else { throw Stopped() }
            keysAhead.pointee = waiting > 1
            if var reused = spare.take() {
                reused.removeAll()
                batch.pointee = reused
            } else {
                batch.pointee = RowBatch()
            }
        }
        do {
            let outcome = try tokenizer.tokenize(
                blocks: source, startLine: startLine, stepOverMalformed: stepOverMalformed,
                onMalformed: { error in
                    try flush()
                    if handoff.put(.malformed(error), spare: &spare) == nil { throw Stopped() }
                }
            ) { (record: CSVTokenizer.Record) in
                let cells = readAhead.values(of: record, key: &key.pointee, makingKey: keysAhead.pointee)
                batch.pointee.append(record, cells, key: &key.pointee)
                if batch.pointee.isFull { try flush() }
                return .proceed
            }
            try flush()
            _ = handoff.put(.finished(outcome), spare: &spare)
        } catch is Stopped {
            return
        } catch {
            do { try flush() } catch { return }
            _ = handoff.put(.failed(error), spare: &spare)
        }
    }
}
