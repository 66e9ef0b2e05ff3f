import ArgumentParser
import SpendAnalytics

/// `spendreport validate INPUT`: reads the input as `report` would, prints what was detected and
/// every problem on stdout, and writes nothing. Exit 0 when clean, 65 when any row is bad.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Read a transactions CSV and report what was detected and every problem; write nothing.",
        discussion: """
            Reads the input as report would and prints on stdout the profile, encoding, delimiter, \
            header line, the columns used, the running balance, the date order and decimal mark (and \
            where each came from), the default currency, the row counts, and one line per unreadable \
            row (FILE:LINE:COL: reason (text)); with problems, one line on stderr counts them. It \
            lists every unreadable row with or without --skip-invalid, and a running balance that \
            breaks is listed, never fatal, with or without --strict-balance. Writes no file.

            Exit status: 0 clean, 64 usage, 65 bad input (any unreadable row), 66 input missing.
            """
    )

    @Argument(help: "The transactions CSV, or - for standard input.")
    var input: String

    @OptionGroup var inputOptions: InputOptions

    func run() throws {
        try ExitStatus.mapping {
            let report = try InputValidation(path: input, options: try inputOptions.readerOptions()).run()
            try Standard.output(report.text, terminator: "")
            if !report.problems.isEmpty {
                let count = report.problems.count
                Standard.error("spendreport: \(input): \(count) row\(count == 1 ? "" : "s") cannot be read")
                throw ExitCode(ExitStatus.dataError)
            }
        }
    }
}
