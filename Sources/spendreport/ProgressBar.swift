import Foundation
import SpendAnalytics

/// A one-line progress bar on stderr while a large input is read, redrawn in place five times a
/// second and erased at the end, so the run still leaves exactly one summary line. Shown only when
/// stderr is a terminal and the input is a file of at least ``threshold`` bytes (never for pipes,
/// cron or standard input).
final class ProgressBar: @unchecked Sendable {
    static let threshold = 16 << 20

    private let progress: ReadProgress
    private let total: Int
    private let label: String
    private let timer: DispatchSourceTimer

    /// A bar for `input`, or `nil` when none should be shown.
    init?(input: InputSource, progress: ReadProgress) {
        guard case .file(let path) = input, isatty(STDERR_FILENO) == 1,
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
            size >= ProgressBar.threshold
        else { return nil }
        self.progress = progress
        self.total = size
        self.label = (path as NSString).lastPathComponent
        self.timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "spendreport.progress"))
    }

    func start() {
        timer.schedule(deadline: .now() + .milliseconds(200), repeating: .milliseconds(200))
        timer.setEventHandler { [self] in draw() }
        timer.resume()
    }

    /// Stops redrawing and erases the line.
    func finish() {
        timer.cancel()
        try? StandardStream.error.write("\r\u{1B}[2K")
    }

    private func draw() {
        let done = min(progress.bytesRead, total)
        let percent = total > 0 ? done * 100 / total : 100
        let width = 30
        let filled = width * percent / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let line =
            "\rspendreport: reading \(label.escapingControlCharacters()) [\(bar)] \(percent)% (\(ProgressBar.megabytes(done)) of \(ProgressBar.megabytes(total)) MB)"
        try? StandardStream.error.write(line)
    }

    /// `78.6` for 78,568,678 bytes (display only).
    static func megabytes(_ bytes: Int) -> String {
        let tenths = bytes / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
