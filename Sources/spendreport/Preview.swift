import ArgumentParser
import SpendAnalytics

/// `spendreport preview DIR`: writes DIR/preview.html, the report's charts as a home screen
/// shows them, in light and dark.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write DIR/preview.html: every widget size in light and dark, as a home screen shows them.",
        discussion: """
            DIR is the --out folder of a report run. The page embeds the charts of the set in force \
            (a snapshot: run preview again after the next report). Exit status: 0 success, \
            64 usage, 65 damaged report, 66 DIR missing or holding no report, 73 page cannot be written, \
            75 DIR locked (--no-wait).
            """
    )

    @Argument(help: "The report's output folder (the --out of spendreport report).")
    var directory: String

    @Flag(
        name: .customLong("no-wait"),
        help: "Exit 75 at once when a report run holds the folder's lock, instead of waiting.")
    var noWait = false

    func run() throws {
        try ExitStatus.mapping {
            let output = try PreviewJob(directory: directory, waitForLock: !noWait).run()
            let twins =
                output.darkTwins == output.charts
                ? "each with its dark twin"
                : output.darkTwins == 0
                    ? "no dark twins (light files shown on the dark side)"
                    : "\(output.darkTwins) with a dark twin (the others' light files shown on the dark side)"
            Standard.error(
                "spendreport: \(directory) → \(output.path): \(output.monthLabel), \(output.charts) charts, \(twins)")
        }
    }
}
