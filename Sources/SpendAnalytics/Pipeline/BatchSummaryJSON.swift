/// `DIR/batch-summary.json` (docs/BATCH.md: Batch): how many owners, how many reports, and each owner
/// that failed and each row without an owner, with the batch input's lines.
enum BatchSummaryJSON {
    static func encode(_ summary: BatchJob.Summary) -> [UInt8] {
        JSONValue.object([
            "owners": .integer(Int64(summary.owners)),
            "reports": .integer(Int64(summary.reports)),
            "failed": .array(
                summary.failures.map { failure in
                    .object([
                        "owner": .string(failure.owner),
                        "folder": OwnerFolderName.name(for: failure.id).map(JSONValue.string) ?? .null,
                        "error": .string(failure.message),
                    ])
                }),
            "rowsWithoutOwner": .array(summary.rowsWithoutOwner.map { .string($0.description) }),
        ]).prettyPrinted()
    }
}
