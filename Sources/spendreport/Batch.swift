import ArgumentParser
import Foundation
import SpendAnalytics

/// `spendreport batch INPUT --by COLUMN --out DIR`: one report per owner of a many-account CSV.
struct Batch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Write one report per owner of a CSV holding many accounts into --out DIR, or print them (--jsonl).",
        discussion: """
            Each owner's folder DIR/<folder>/ (the owner's value escaped into a name safe on any \
            disk) holds what `spendreport report` writes for that owner's rows alone with the same \
            flags; DIR/batch-summary.json, written last, lists the owners that failed and the rows \
            without an owner. --jsonl writes nothing and prints one JSON line per owner on stdout \
            instead. The rows of one owner must be together unless --ungrouped. A run refused as a \
            whole leaves no DIR it created behind.

            Exit status: 0 every owner's report written, 64 usage, 65 an owner failed, a row had no \
            owner, or bad input data, 66 input missing, 73 output cannot be written, 75 output locked \
            (--no-wait).
            """
    )

    @Argument(help: "The transactions CSV with an owner column, or - for standard input.")
    var input: String

    @Option(help: "The header of the column naming each row's owner, e.g. customer_id.")
    var by: String

    @Option(name: .long, help: "Output directory: one folder per owner (created when missing).")
    var out: String?

    @Flag(help: "Print one JSON line per owner on stdout instead of writing folders.")
    var jsonl = false

    @Flag(help: "The input's rows are in any order: hold every owner's rows in memory (up to --max-memory).")
    var ungrouped = false

    @Option(name: .customLong("max-memory"), help: "With --ungrouped: the most row bytes held, in MiB.")
    var maxMemory: Int = 1024

    @OptionGroup var inputOptions: InputOptions
    @OptionGroup var rulesOptions: RulesOptions
    @OptionGroup var reportOptions: ReportOptionsGroup

    func validate() throws {
        if jsonl == (out != nil) { throw ValidationError("give either --out DIR or --jsonl") }
        if !(1...(1 << 30)).contains(maxMemory) {
            throw ValidationError("--max-memory must be from 1 to \(1 << 30) (MiB), not \(maxMemory)")
        }
    }

    func run() throws {
        MallocTuning.apply()
        try ExitStatus.mapping {
            let readerOptions = try inputOptions.readerOptions()
            let options = ReportPipeline.Options(
                reader: readerOptions, rules: try rulesOptions.loadRules(),
                excludeTransfers: reportOptions.excludeTransfers,
                report: try reportOptions.reportOptions(timeZone: readerOptions.timeZone, named: inputOptions.timezone),
                requiresNamedCurrency: true)
            let stdout = BufferedOutput()
            let destination: BatchJob.Destination = out.map { .folders($0) } ?? .lines { try stdout.write($0) }
            let job = BatchJob(
                source: InputSource(path: input), column: by, options: options,
                grouping: ungrouped ? .ungrouped(maximumBytes: maxMemory << 20) : .grouped,
                destination: destination, waitForLock: !reportOptions.noWait)
            var events = BatchJob.Events()
            events.problem = { owner, problem in
                Standard.error("spendreport: skipped (\(owner)): " + problem.description)
            }
            events.warning = { owner, warning in Standard.error("spendreport: warning (\(owner)): " + warning) }
            events.failure = { failure in Standard.error("spendreport: failed: " + failure.description) }
            let summary: BatchJob.Summary
            do {
                summary = try job.run(events)
            } catch {
                // The lines made before the run stopped are printed, then why it stopped (after a
                // failed write none are left: the buffer lets them go).
                try stdout.flush()
                throw error
            }
            try stdout.flush()
            var line =
                "spendreport: \(input): \(summary.reports) of \(summary.owners) owners' reports "
                + (out.map { "written to \($0.hasSuffix("/") ? $0 : $0 + "/")" } ?? "printed")
            if !summary.failures.isEmpty { line += ", \(summary.failures.count) failed" }
            if !summary.rowsWithoutOwner.isEmpty { line += ", \(summary.rowsWithoutOwner.count) rows without an owner" }
            if let out, !summary.failures.isEmpty || !summary.rowsWithoutOwner.isEmpty {
                line += " (see \(out.hasSuffix("/") ? out : out + "/")\(BatchJob.summaryFileName))"
            }
            Standard.error(line)
            if !summary.failures.isEmpty || !summary.rowsWithoutOwner.isEmpty { throw ExitCode(ExitStatus.dataError) }
        }
    }
}
