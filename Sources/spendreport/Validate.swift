import ArgumentParser
import Foundation
import SpendAnalytics

/// `spendreport validate INPUT`: reads the input as `report` would, prints what was detected and
/// every problem on stdout, and writes nothing. Exit 0 when clean, 65 when any row is bad.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read a transactions CSV and report what was detected and every problem; write nothing.",
        discussion: """
        Prints the profile, encoding, delimiter, header line, the columns used, the date order \
        and decimal mark (and where each came from), the row counts, and one line per unreadable \
        row (FILE:LINE:COL: reason (text)). Exit status: 0 clean, 65 bad input, 66 input missing.
        """
    )

    @Argument(help: "The transactions CSV, or - for standard input.")
    var input: String

    @OptionGroup var inputOptions: InputOptions

    func run() throws {
        try ExitStatus.mapping {
            var options = try inputOptions.readerOptions()
            // Every bad row is listed, with or without --skip-invalid; any makes the exit status 65.
            options.skipInvalid = true
            var problems: [InputError] = []
            var used = 0
            let summary = try TransactionReader(source: InputSource(path: input), options: options)
                .read(onProblem: { problems.append($0) }) { _ in used += 1 }
            print(ValidationReport(input: input, summary: summary, used: used, problems: problems).text, terminator: "")
            if !problems.isEmpty {
                Standard.error("spendreport: \(input): \(problems.count) row\(problems.count == 1 ? "" : "s") cannot be read")
                throw ExitCode(ExitStatus.dataError)
            }
        }
    }
}

/// The text `validate` prints: detection, counts, problems.
struct ValidationReport {
    var input: String
    var summary: IngestSummary
    var used: Int
    var problems: [InputError]

    var text: String {
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
        if let format = detected.dateFormat {
            lines.append("date format: \(format) (--date-format)")
        } else if let order = detected.dateOrder {
            lines.append("date order: \(order)" + (detected.dateOrderSource.map { ", from \($0)" } ?? ""))
        } else {
            lines.append("date order: not needed (no date in the file depends on it)")
        }
        lines.append("decimal mark: \(detected.decimalMark ?? .point)" + (detected.decimalMarkSource.map { ", from \($0)" } ?? ""))
        lines.append("default currency: " + (detected.defaultCurrency.isEmpty ? "none" : detected.defaultCurrency))
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
        return lines.joined(separator: "\n") + "\n"
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
