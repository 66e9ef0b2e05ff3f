/// The `preview` command as one library call: write `DIR/preview.html`, the report in `DIR` as a
/// home screen shows it in light and dark (docs/WIDGET.md: Preview).
///
/// The page goes beside the set, not into it: `DIR/preview.html` is a plain file, replaced
/// atomically (written aside, then renamed), under the folder's lock, so it never runs at the
/// same time as a report run on `DIR`. It is a snapshot of the set in force when it was made (the
/// charts are embedded), read through `.current` resolved once; a later report run neither
/// removes nor updates it.
public struct PreviewJob {
    /// The page's name in the folder.
    public static let fileName = OutputLayout.previewName

    /// The report's output folder (`--out` of the report run).
    var directory: String
    /// Wait while a report run holds the lock; `false` (`--no-wait`) fails at once instead.
    var waitForLock: Bool

    /// A job that writes the preview of the report in `directory`, waiting for a report run's lock on it unless `waitForLock` is false.
    public init(directory: String, waitForLock: Bool = true) {
        self.directory = directory
        self.waitForLock = waitForLock
    }

    /// What a run wrote.
    public struct Output: Sendable, Equatable {
        /// The page's path, `DIR/preview.html`.
        public var path: String
        /// The report's month for display (`November 2026`).
        public var monthLabel: String
        /// The charts shown.
        public var charts: Int
        /// The charts shown with their dark twin; the others show their light file on the dark side.
        public var darkTwins: Int
    }

    /// Writes the page. Throws ``PreviewError`` when `directory` holds no report (or a damaged
    /// one), ``OutputError`` when the page cannot be written or the lock is held.
    public func run() throws -> Output {
        // Before the lock: a folder that holds no report gets no lock file either.
        try PublishedReport.checkHoldsReport(directory)
        let writer = OutputWriter(directory: directory)
        let lock = try writer.lock(wait: waitForLock)
        defer { lock.release() }
        let report = try PublishedReport.load(
            directory: directory, required: PreviewPage.requiredFileNames,
            optional: PreviewPage.optionalFileNames)
        let page = PreviewPage(report: report)
        try writer.writeBeside(name: PreviewJob.fileName, bytes: page.html(), holding: lock)
        let shown = page.shownCharts
        return Output(
            path: OutputLayout(directory: directory).path(PreviewJob.fileName),
            monthLabel: report.summary.monthLabel ?? MonthLabel.text(report.summary.month),
            charts: shown.count, darkTwins: shown.count - page.missingTwins.count)
    }
}
