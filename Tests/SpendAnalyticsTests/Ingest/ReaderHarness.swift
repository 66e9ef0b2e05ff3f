import Foundation
import Testing

@testable import SpendAnalytics

/// Runs ``TransactionReader`` over text or bytes in memory and keeps what it produced.
struct ReaderHarness {
    var transactions: [Transaction] = []
    var problems: [InputError] = []
    var summary = IngestSummary()

    /// The file name used in messages.
    static let name = "t.csv"

    /// Reads `text` (UTF-8) with `options`.
    static func read(_ text: String, _ options: ReaderOptions = ReaderOptions(timeZone: utc)) throws -> ReaderHarness {
        try read(bytes: Array(text.utf8), options)
    }

    static func read(bytes: [UInt8], _ options: ReaderOptions = ReaderOptions(timeZone: utc)) throws -> ReaderHarness {
        try read(source: .bytes(bytes, name: name), options)
    }

    static func read(source: InputSource, _ options: ReaderOptions = ReaderOptions(timeZone: utc)) throws
        -> ReaderHarness
    {
        var harness = ReaderHarness()
        harness.summary = try TransactionReader(source: source, options: options)
            .read(onProblem: { harness.problems.append($0) }) { harness.transactions.append($0.transaction) }
        // Every data row is handed on or counted in exactly one counter.
        let stats = harness.summary.stats
        #expect(
            stats.rows == harness.transactions.count + stats.skippedInvalid + stats.duplicates + stats.zeroAmount
                + stats.nonTransaction + stats.notCompleted, "row accounting: \(stats)")
        return harness
    }

    /// The error reading `text` throws (`nil` when it reads).
    static func error(_ text: String, _ options: ReaderOptions = ReaderOptions(timeZone: utc)) -> InputError? {
        error(bytes: Array(text.utf8), options)
    }

    static func error(bytes: [UInt8], _ options: ReaderOptions = ReaderOptions(timeZone: utc)) -> InputError? {
        do {
            _ = try read(bytes: bytes, options)
            return nil
        } catch let error as InputError {
            return error
        } catch {
            return InputError(file: "?", reason: .other("not an InputError: \(error)"))
        }
    }

    static let utc = TimeZone(identifier: "UTC")!

    /// `yyyy-MM-dd spent|received MINOR CURRENCY DESCRIPTION` per transaction, for compact checks.
    var lines: [String] {
        transactions.map { t in
            "\(t.line) \(t.date) \(t.direction.rawValue) \(t.amount.minorUnits) \(t.currency ?? "-") \(t.description)"
        }
    }

    var stats: IngestStats { summary.stats }

    /// `role=Header` for each column used.
    var columns: [String] { summary.detected.columns.map { "\($0.role)=\($0.header)" } }
}

/// Options with UTC and the given changes.
func options(_ change: (inout ReaderOptions) -> Void = { _ in }) -> ReaderOptions {
    var options = ReaderOptions(timeZone: ReaderHarness.utc)
    change(&options)
    return options
}
