import ArgumentParser
import Foundation
import SpendAnalytics

/// Flags that override what the reader detects (shared by `report`, `batch`, `validate` and `review`).
struct InputOptions: ParsableArguments {
    @Option(help: "Field delimiter: ',', ';', 'tab' or '|' (default: detected).")
    var delimiter: String?

    @Option(
        help:
            "Input encoding: utf-8, windows-1252, windows-1250, iso-8859-2, shift_jis, gb18030 or utf-16 (default: detected where the bytes decide it)."
    )
    var encoding: String?

    @Option(
        name: .customLong("date-format"),
        help: "Date format, e.g. dd/MM/yyyy, MM/dd/yy, yyyy-MM-dd, dd MMM yyyy (default: detected).")
    var dateFormat: String?

    @Flag(name: .customLong("decimal-comma"), help: "Amounts use a decimal comma (1.234,56) (default: detected).")
    var decimalComma = false

    @Option(
        name: .customLong("column"),
        help: ArgumentHelp(
            "Map a column to a role: role=Header, or role=N (1-based) with --no-header; description may be repeated (joined).",
            discussion: "Roles: " + ColumnRole.allCases.map(\.rawValue).joined(separator: ", ") + "."))
    var columns: [String] = []

    @Flag(name: .customLong("no-header"), help: "The file has no header row; give columns with --column role=N.")
    var noHeader = false

    @Option(help: "Read the file as this known export (see `spendreport profiles`).")
    var profile: String?

    @Flag(help: "Flip the sign of every amount (a card export whose purchases are positive).")
    var invert = false

    @Flag(
        name: .customLong("skip-invalid"),
        help:
            "Skip rows that cannot be read instead of stopping at the first (report and batch: each named on stderr, counted in the JSON's stats)."
    )
    var skipInvalid = false

    @Flag(
        name: .customLong("strict-balance"),
        help:
            "A running balance that does not follow between two rows stops report and batch (exit 65) instead of a warning."
    )
    var strictBalance = false

    @Option(
        help:
            "Time zone for dates with a time and offset, and for a report's generatedAt and refreshAfter (default: the system zone)."
    )
    var timezone: String?

    func readerOptions() throws -> ReaderOptions {
        // GMT until the zone is known: the default, `TimeZone.current`, costs a lookup of the
        // system zone, which a run with --timezone does not need.
        var options = ReaderOptions(timeZone: .gmt)
        if let delimiter {
            switch delimiter.lowercased() {
            case ",", "comma": options.delimiter = UInt8(ascii: ",")
            case ";", "semicolon": options.delimiter = UInt8(ascii: ";")
            case "\t", "tab", "\\t": options.delimiter = 0x09
            case "|", "pipe": options.delimiter = UInt8(ascii: "|")
            default: throw ValidationError("--delimiter must be ',', ';', 'tab' or '|', not \"\(delimiter)\"")
            }
        }
        if let encoding {
            guard let parsed = TextEncoding(name: encoding) else {
                throw ValidationError("--encoding must be one of \(TextEncoding.acceptedNames), not \"\(encoding)\"")
            }
            options.encoding = parsed
        }
        if let dateFormat {
            guard let parsed = DateFormat(dateFormat) else {
                throw ValidationError(
                    "--date-format \"\(dateFormat)\" needs a day, a month and a year field, e.g. dd/MM/yyyy")
            }
            options.dateFormat = parsed
        }
        if decimalComma { options.decimalMark = .comma }
        options.columns = try columns.map { text in
            if ColumnOverride.hasPositionBelowOne(text) {
                throw ValidationError("--column positions count from 1, not \"\(text)\"")
            }
            guard let parsed = ColumnOverride(text) else {
                throw ValidationError(
                    "--column must be role=Header or role=N with a role of "
                        + ColumnRole.allCases.map(\.rawValue).joined(separator: ", ") + ", not \"\(text)\"")
            }
            return parsed
        }
        if let (role, targets) = ColumnOverride.repeatedRole(in: options.columns) {
            throw ValidationError(
                "--column \(role)= is given \(targets.count) times ("
                    + targets.map { "\"\($0)\"" }.joined(separator: ", ")
                    + "); a role takes one column, except description, whose columns are joined in the order given")
        }
        options.hasHeader = !noHeader
        if let profile {
            guard ExportProfiles.named(profile) != nil else {
                throw ValidationError(
                    "--profile must be one of \(ExportProfiles.ids), not \"\(profile)\" (see `spendreport profiles`)")
            }
            options.profile = profile.lowercased()
        }
        options.invert = invert
        options.skipInvalid = skipInvalid
        options.strictBalance = strictBalance
        if let timezone {
            guard let zone = TimeZone(identifier: timezone) else {
                throw ValidationError("--timezone must be an IANA zone such as Asia/Kolkata, not \"\(timezone)\"")
            }
            options.timeZone = zone
        } else {
            options.timeZone = .current
        }
        return options
    }
}
