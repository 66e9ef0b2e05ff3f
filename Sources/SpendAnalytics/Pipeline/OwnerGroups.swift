/// Gathers a batch input's records into owners and hands each owner over once all its rows are
/// in: at the next owner's first row for grouped input, at the end for ungrouped input. In grouped
/// input, an owner whose rows come back after another owner's is handed over already, from its
/// first rows only: ``add(_:complete:returned:)`` says so once, and that owner's later rows are
/// dropped (its report must be withdrawn, not completed).
struct OwnerGroups {
    var grouping: BatchJob.Grouping
    /// The batch input's name, for errors.
    var file: String
    /// The header row, set before the first record.
    var header = OwnerRecordSplitter.Header(
        bytes: [], delimiter: UInt8(ascii: ","), line: 1, fields: CSVRow(), isConverted: false)
    /// Grouped: the owner being read, and the owners handed over already.
    private var current: OwnerRows?
    private var done: Set<ExactName> = []
    /// Grouped: owners whose rows came back after another owner's (their rows are dropped).
    private var returnedOwners: Set<ExactName> = []
    /// Ungrouped: every owner in the order first seen, and the row bytes held.
    private var held: [ExactName: OwnerRows] = [:]
    private var order: [ExactName] = []
    private var heldBytes = 0

    init(grouping: BatchJob.Grouping, file: String) {
        self.grouping = grouping
        self.file = file
    }

    /// Adds a record; `complete` gets an owner whose rows are all in, `returned` (once per owner)
    /// the error for a grouped owner whose rows come back after another owner's.
    mutating func add(
        _ record: OwnerRecordSplitter.Record, complete: (OwnerRows) throws -> Void,
        returned: (_ owner: ExactName, InputError) throws -> Void
    ) throws {
        switch grouping {
        case .grouped:
            if let owner = current?.owner, owner == record.owner {
                current?.append(record)
                return
            }
            if done.contains(record.owner) {
                if returnedOwners.insert(record.owner).inserted {
                    try returned(
                        record.owner,
                        InputError(
                            file: file, position: SourcePosition(line: record.line),
                            reason: .other(
                                "owner \"\(record.owner.text)\" appears again after other owners' rows, so its report made from the rows "
                                    + "before is withdrawn; batch needs each owner's rows together (sort the input by the owner column), "
                                    + "or --ungrouped to hold them in memory")))
                }
                return
            }
            if let finished = current {
                done.insert(finished.owner)
                current = nil
                try complete(finished)
            }
            // An owner's records are kept as tokenized too: its read takes them (SplitRows).
            var rows = OwnerRows(owner: record.owner, header: header, keepsFields: true)
            rows.append(record)
            current = rows
        case .ungrouped(let maximumBytes):
            heldBytes += record.bytes.count
            if heldBytes > maximumBytes {
                throw InputError(
                    file: file, position: SourcePosition(line: record.line),
                    reason: .other(
                        "--ungrouped holds at most \(maximumBytes >> 20) MiB of rows (--max-memory); sort the input "
                            + "by the owner column and run without --ungrouped, or raise --max-memory"))
            }
            if held[record.owner] == nil {
                order.append(record.owner)
                // Bytes only: what is held is bounded by --max-memory in bytes.
                held[record.owner] = OwnerRows(owner: record.owner, header: header, keepsFields: false)
            }
            held[record.owner]?.append(record)
        }
    }

    /// Hands over the owners still held, in the order they first appeared.
    mutating func finish(complete: (OwnerRows) throws -> Void) rethrows {
        if let finished = current {
            current = nil
            try complete(finished)
        }
        for owner in order {
            if let rows = held.removeValue(forKey: owner) { try complete(rows) }
        }
        order = []
    }
}
