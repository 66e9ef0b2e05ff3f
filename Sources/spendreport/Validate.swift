import ArgumentParser
import SpendAnalytics

/// `spendreport validate INPUT`: reads the input as `report` would, prints what was detected and
/// every problem on stdout, and writes nothing. Exit 0 when clean, 65 when any row is bad.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
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
            let report = try InputValidation(path: input, options: try inputOptions.readerOptions()).run()
            Standard.output(report.text, terminator: "")
            if !report.problems.isEmpty {
                let count = report.problems.count
                Standard.error("spendreport: \(input): \(count) row\(count == 1 ? "" : "s") cannot be read")
                throw ExitCode(ExitStatus.dataError)
            }
        }
    }
}
