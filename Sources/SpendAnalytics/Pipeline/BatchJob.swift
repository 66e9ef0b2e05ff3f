import Foundation

/// The `batch` command as one library call (docs/BATCH.md: Batch): a CSV holding many accounts, one
/// report per owner (the value of the `--by` column), each byte for byte what ``ReportJob``
/// writes for that owner's rows alone with the same options.
///
/// The input streams through once. Grouped input (each owner's rows together, as a Spark
/// partition sorted by owner arrives) holds one owner's rows at a time, plus the names of the
/// owners already done (to catch an owner coming back). With ``Grouping/ungrouped(maximumBytes:)``
/// every owner's rows are held until the end, up to a bound. An owner whose rows cannot be read
/// (or whose report cannot be written) fails alone: the others' reports are written, and the
/// failure is in the ``Summary``.
public struct BatchJob {
    /// How the input's rows are ordered.
    public enum Grouping: Sendable, Hashable {
        /// Each owner's rows are together; an owner appearing again after another's rows stops the run.
        case grouped
        /// Any order: every owner's rows are held in memory until the end, at most `maximumBytes`
        /// of row bytes (past it the run stops and asks for grouped input).
        case ungrouped(maximumBytes: Int)
    }

    /// Where the reports go.
    public enum Destination {
        /// `DIR/<folder>/` per owner (``OwnerFolderName``), written as `report --out` writes,
        /// and `DIR/batch-summary.json`.
        case folders(String)
        /// One JSON line per owner, handed to the closure (`--jsonl`); nothing is written. An error
        /// the closure throws (its output can take no more) ends the run: ``run(_:)`` throws it.
        case lines(([UInt8]) throws -> Void)
    }

    /// An owner whose report was not made, and why.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The owner, as in the input (bytes that are not UTF-8 shown as U+FFFD).
        public var owner: String { id.text }
        /// The owner byte for byte.
        var id: ExactName
        /// Why: the error's message, its lines those of the batch input.
        public var message: String
        /// `owner: message`.
        public var description: String { owner + ": " + message }
    }

    /// What a run did.
    public struct Summary: Sendable {
        /// Owners seen.
        public var owners = 0
        /// Owners whose report was written (or printed).
        public var reports = 0
        /// Owners whose report was not made.
        public var failures: [Failure] = []
        /// Rows with no value in the owner column (they belong to no report).
        public var rowsWithoutOwner: [InputError] = []
    }

    /// What the caller hears while the job runs.
    public struct Events {
        /// A row skipped with `--skip-invalid` (its line is the batch input's).
        public var problem: (_ owner: String, InputError) -> Void = { _, _ in }
        /// A warning about one owner's report (``ReportPipeline/Output/warnings``).
        public var warning: (_ owner: String, String) -> Void = { _, _ in }
        /// An owner failed (also listed in the summary).
        public var failure: (Failure) -> Void = { _ in }

        /// Events that do nothing: set the ones you want to hear about.
        public init() {}
    }

    /// The summary's file name in the output folder.
    public static let summaryFileName = "batch-summary.json"

    var source: InputSource
    /// The owner column's header (`--by`).
    var column: String
    var options: ReportPipeline.Options
    var grouping: Grouping
    var destination: Destination
    var waitForLock: Bool

    /// A job reading `source`, one report per value of the `column` column, each made with `options`.
    public init(
        source: InputSource, column: String, options: ReportPipeline.Options, grouping: Grouping = .grouped,
        destination: Destination, waitForLock: Bool = true
    ) {
        self.source = source
        self.column = column
        var options = options
        // An owner's rows are small: a second thread per owner costs more than it saves.
        options.reader.tokenizeOnCallingThread = true
        // Every owner's input has the batch input's header: matched once.
        options.reader.headerMatches = HeaderMatchMemo()
        self.options = options
        self.grouping = grouping
        self.destination = destination
        self.waitForLock = waitForLock
    }

    /// Runs the job. Throws only for the input as a whole (unreadable, no owner column, an
    /// ungrouped input without ``Grouping/ungrouped(maximumBytes:)``, over the memory bound), when
    /// the output folder cannot be locked or the summary written, or with what the lines' closure
    /// threw; an owner's own failure is in the summary.
    @discardableResult
    public func run(_ events: Events = Events()) throws -> Summary {
        // Opened once, before the lock (as ``ReportJob`` does): a FIFO waits here holding nothing.
        let opened = try source.openFile()
        var lock: OutputLock?
        if case .folders(let directory) = destination {
            lock = try OutputWriter(directory: directory).lock(wait: waitForLock)
        }
        defer { lock?.release() }
        do {
            return try run(opened: opened, events, holding: lock)
        } catch {
            // Refused as a whole before any owner's folder was made: no empty DIR is left behind.
            lock?.releaseRemovingCreatedFolders()
            throw error
        }
    }

    /// The run once `DIR`'s lock (with ``Destination/folders(_:)``) is held.
    private func run(opened: FileHandle?, _ events: Events, holding lock: OutputLock?) throws -> Summary {
        var summary = Summary()
        // Built once: a copy of an unused categoriser is a fresh one, and building it (its keyword
        // automaton) costs more than a small owner's whole report.
        Categorizer.prepareDictionary()
        let categorizer = Categorizer(rules: options.rules)
        // Likewise the donuts' colours, resolved once for the rules' categories.
        let donutColors = DonutColors(taxonomy: categorizer.taxonomy)
        var owners = OwnerGroups(grouping: grouping, file: source.displayName)
        var reported = Reported()
        let splitter = OwnerRecordSplitter(
            column: column, delimiter: options.reader.delimiter, encoding: options.reader.encoding)
        try splitter.split(
            source, opened: opened,
            header: { header in
                owners.header = header
            },
            onRecord: { record in
                try owners.add(
                    record,
                    complete: { finished in
                        try report(
                            finished, categorizer: categorizer, colors: donutColors, into: &summary,
                            reported: &reported, events)
                    },
                    returned: { owner, error in
                        try withdraw(owner, because: error, into: &summary, reported: &reported, events)
                    })
            },
            onOrphan: { error in
                summary.rowsWithoutOwner.append(error)
            })
        try owners.finish { finished in
            try report(
                finished, categorizer: categorizer, colors: donutColors, into: &summary, reported: &reported, events)
        }
        if case .folders(let directory) = destination, let lock {
            try OutputWriter(directory: directory).write(
                files: [(BatchJob.summaryFileName, BatchSummaryJSON.encode(summary))], holding: lock)
        }
        return summary
    }

    /// The owners whose report this run wrote (or printed), and the file names of a report.
    struct Reported {
        var owners: Set<ExactName> = []
        var fileNames: [String] = []
    }

    /// An owner whose rows came back after another owner's: its report, made from its first rows
    /// only, is withdrawn (its folder's set removed; with `--jsonl`, an error line follows the
    /// report line) and the owner is a failure, so no report short of rows stays in place.
    private func withdraw(
        _ owner: ExactName, because error: InputError, into summary: inout Summary,
        reported: inout Reported, _ events: Events
    ) throws {
        var message = error.description
        if reported.owners.remove(owner) != nil {
            summary.reports -= 1
            guard let folder = OwnerFolderName.name(for: owner) else { return }
            switch destination {
            case .folders(let directory):
                let writer = OutputWriter(directory: OutputLayout(directory: directory).path(folder))
                do {
                    let lock = try writer.lock(wait: waitForLock)
                    defer { lock.release() }
                    try writer.withdraw(names: reported.fileNames, holding: lock)
                } catch {
                    message += "; withdrawing it failed: \(error)"
                }
            case .lines(let sink):
                try sink(BatchLine.failure(owner: owner, folder: folder, message: message))
            }
        } else if summary.failures.contains(where: { $0.id == owner }) {
            return
        }
        let failure = Failure(id: owner, message: message)
        summary.failures.append(failure)
        events.failure(failure)
    }

    /// Makes and writes (or prints) one owner's report; a failure goes to the summary. Throws only
    /// what the lines' closure throws.
    private func report(
        _ rows: OwnerRows, categorizer: Categorizer, colors donutColors: DonutColors, into summary: inout Summary,
        reported: inout Reported, _ events: Events
    ) throws {
        summary.owners += 1
        let file = source.displayName
        // With ``Destination/lines(_:)``: this owner's line, its report or its failure.
        var line: [UInt8]?
        do {
            guard let folder = OwnerFolderName.name(for: rows.owner) else {
                throw InputError(file: file, reason: .other("the owner is empty"))
            }
            var ownerOptions = options
            ownerOptions.reader.splitRows = rows.split
            var pipeline = ReportPipeline(source: .bytes(rows.bytes, name: file), options: ownerOptions)
            pipeline.categorizer = categorizer
            pipeline.donutColors = donutColors
            let output = try pipeline.run(onProblem: { events.problem(rows.owner.text, rows.relocated($0, file: file)) }
            )
            for warning in output.warnings { events.warning(rows.owner.text, warning) }
            switch destination {
            case .folders(let directory):
                // Written only once made, so a failing owner leaves its previous folder untouched.
                let path = OutputLayout(directory: directory).path(folder)
                try OutputWriter(directory: path).write(files: output.files, wait: waitForLock)
            case .lines:
                line = BatchLine.report(owner: rows.owner, folder: folder, files: output.files)
            }
            summary.reports += 1
            reported.owners.insert(rows.owner)
            if reported.fileNames.isEmpty { reported.fileNames = output.files.map(\.name) }
        } catch {
            let message =
                (error as? InputError).map { rows.relocated($0, file: file).description } ?? String(describing: error)
            let failure = Failure(id: rows.owner, message: message)
            summary.failures.append(failure)
            events.failure(failure)
            if case .lines = destination {
                line = BatchLine.failure(
                    owner: rows.owner, folder: OwnerFolderName.name(for: rows.owner), message: message)
            }
        }
        // Handed over outside the catch: the closure's error is the run's, not this owner's.
        if let line, case .lines(let sink) = destination { try sink(line) }
    }
}
