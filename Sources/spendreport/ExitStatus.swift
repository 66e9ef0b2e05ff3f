import ArgumentParser
import Foundation
import SpendAnalytics

/// The exit statuses of docs/COMMANDS.md's "Exit status" (sysexits.h values).
enum ExitStatus {
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let unavailable: Int32 = 69
    static let software: Int32 = 70
    static let cannotCreate: Int32 = 73
    static let ioError: Int32 = 74
    static let tempFail: Int32 = 75

    /// Runs a subcommand's body: argument-parser errors (usage, explicit exit codes) pass through,
    /// every other error is printed as one line and mapped to its exit status.
    static func mapping(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ValidationError {
            throw error
        } catch let error as ExitCode {
            throw error
        } catch {
            throw report(error)
        }
    }

    /// Prints `error` as one line on stderr and returns the exit code it maps to.
    static func report(_ error: Error) -> ExitCode {
        let (status, message): (Int32, String)
        switch error {
        case let error as InputError:
            if case .missing = error.reason { status = noInput } else { status = dataError }
            message = error.description
        case let error as RulesError:
            status = error.isMissingFile ? noInput : dataError
            message = error.description
        case let error as AggregationError:
            status = dataError
            message = error.description
        case let error as MoneyOverflow:
            status = dataError
            message = error.description
        case let error as HistoryError:
            switch error.reason {
            case .missing: status = noInput
            case .busy: status = tempFail
            default: status = dataError
            }
            message = error.description
        case let error as PreviewError:
            status = error.isMissing ? noInput : dataError
            message = error.description
        case let error as PNGRenderError:
            status = error.isUnavailable ? unavailable : software
            message = error.description
        case let error as OutputError:
            status = error.isLocked ? tempFail : cannotCreate
            message = error.description
        case let error as StandardStream.Failure:
            status = ioError
            message = error.description
        default:
            status = dataError
            message = String(describing: error)
        }
        Standard.error("spendreport: error: " + message)
        return ExitCode(status)
    }
}

/// Every line the tool prints: on stderr (warnings, errors, the summary) and on stdout (the
/// answers of `validate`, `explain`, `history` …, clean for pipes). Each line goes out with its
/// control characters escaped (``escapingControlCharacters()``): an account, an owner or a file
/// name holding an escape sequence can never reach a terminal raw.
enum Standard {
    /// One line on stderr.
    static func error(_ line: String) {
        try? StandardStream.error.write(Standard.escaped(lines: line) + "\n")
    }

    /// `text` on stdout: its lines escaped one by one, the line ends kept; a newline added unless
    /// `terminator` says otherwise.
    static func output(_ text: String, terminator: String = "\n") throws(StandardStream.Failure) {
        try StandardStream.output.write(Standard.escaped(lines: text) + terminator)
    }

    /// Each line of `text` escaped, joined again by the LF that separated them.
    static func escaped(lines text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.escapingControlCharacters() }.joined(
            separator: "\n")
    }
}
