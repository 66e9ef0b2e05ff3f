import Foundation

/// The `validate` command as one library call: reads the input as `report` would, lists every
/// row that cannot be read (with or without `--skip-invalid`) and writes nothing.
public struct InputValidation: Sendable {
    /// The input as the user named it: a path, or `-` for standard input.
    var path: String
    var options: ReaderOptions

    /// Validates the input at `path` (`-` for standard input) read with `options`.
    public init(path: String, options: ReaderOptions) {
        self.path = path
        self.options = options
    }

    /// Reads the whole input; a bad row is a problem in the report, never an error thrown.
    /// (A missing input, or one that stops the reader before its rows, still throws.)
    public func run() throws -> ValidationReport {
        var options = options
        options.skipInvalid = true
        var problems: [InputError] = []
        var used = 0
        var summary = try TransactionReader(source: InputSource(path: path), options: options)
            .read(onProblem: { problems.append($0) }) { _ in used += 1 }
        try InputsReader.judgeBalance(&summary, file: path, strict: false, given: options.unlabelledCurrency)
        return ValidationReport(input: path, summary: summary, used: used, problems: problems)
    }
}

/// What `validate` found: what was detected, the row counts and every unreadable row.
public struct ValidationReport: Sendable {
    /// The input as the user named it (a path, or `-`).
    var input: String
    var summary: IngestSummary
    /// Rows that would reach the categoriser.
    var used: Int
    /// Every unreadable row, in file order.
    public var problems: [InputError]

    /// The text `validate` prints on stdout: detection, counts, problems (the file's text, its
    /// header names and cells, with control characters escaped).
    public var text: String {
        let detected = summary.detected
        let stats = summary.stats
        var lines: [String] = []
        lines.append("input: \(input)")
        if let id = detected.profile, let profile = ExportProfiles.named(id) {
            lines.append("profile: \(id) (\(profile.name))")
        } else {
            lines.append("profile: none (generic reading)")
        }
        lines.append("encoding: \(detected.encoding?.rawValue ?? "utf-8")")
        lines.append("delimiter: \(Self.delimiterName(detected.delimiter))")
        lines.append("header: " + (detected.headerLine.map { "line \($0)" } ?? "none"))
        lines.append("columns:")
        for column in detected.columns {
            let role = column.role.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            lines.append("  \(role) \"\(column.header)\" (column \(column.index + 1))")
        }
        if !detected.columnEvidence.isEmpty {
            lines.append("columns decided by:")
            lines += detected.columnEvidence.map { "  " + $0 }
        } else {
            lines.append(
                "columns decided by: "
                    + (detected.profile != nil
                        ? "the profile" : detected.headerLine != nil ? "header words" : "--column positions"))
        }
        if let balance = detected.balanceColumn {
            if let finding = detected.balance {
                lines.append(
                    "running balance: \"\(balance)\": holds on \(finding.holding) of \(finding.pairs) pairs of rows"
                        + (finding.reading.newestFirst ? ", newest first" : ", oldest first")
                        + (finding.reading.owed ? ", a balance owed" : ""))
            } else {
                lines.append("running balance: \"\(balance)\": does not run from row to row (not checked)")
            }
            lines += summary.notes.map { "  " + $0 }
        }
        if let format = detected.dateFormat {
            lines.append("date format: \(format) (--date-format)")
        } else if let order = detected.dateOrder {
            lines.append("date order: \(order)" + (detected.dateOrderSource.map { ", from \($0)" } ?? ""))
        } else {
            lines.append("date order: not needed (no date in the file depends on it)")
        }
        lines.append(
            "decimal mark: \(detected.decimalMark ?? .point)"
                + (detected.decimalMarkSource.map { ", from \($0)" } ?? ""))
        lines.append(
            "default currency: " + (detected.defaultCurrency.isEmpty ? "none" : detected.defaultCurrency)
                + (detected.currencyFromProfile.map { " (the \($0) export's country: the file names none)" } ?? "")
                + (detected.currencyLine.map { " (named on line \($0), above the header)" } ?? ""))
        lines.append("rows: \(stats.rows)")
        lines.append("used: \(used)")
        lines.append("skipped invalid: \(stats.skippedInvalid)")
        lines.append("duplicates: \(stats.duplicates)")
        lines.append("zero amount: \(stats.zeroAmount)")
        lines.append("not a transaction: \(stats.nonTransaction)")
        lines.append("not completed: \(stats.notCompleted)")
        lines.append("trailer rows: \(stats.trailer)")
        if problems.isEmpty {
            lines.append("problems: none")
        } else {
            lines.append("problems: \(problems.count)")
            lines += problems.map { "  " + $0.description }
        }
        return lines.map { $0.escapingControlCharacters() }.joined(separator: "\n") + "\n"
    }

    static func delimiterName(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: ","): return "comma (,)"
        case UInt8(ascii: ";"): return "semicolon (;)"
        case 0x09: return "tab"
        case UInt8(ascii: "|"): return "pipe (|)"
        default: return "\"\(Character(Unicode.Scalar(byte)))\""
        }
    }
}
