/// The `report` command as one library call: check the input, lock the output folder, run the
/// ``ReportPipeline``, write its files atomically, release the lock.
///
/// The input is opened once, before the output folder is created or locked: an input that cannot
/// be read fails there, and a FIFO waits there for its writer without holding the lock. The lock is
/// held for the whole run, so runs on one folder never overlap: a later run waits (or fails with
/// ``OutputError/isLocked`` when told not to wait) and then writes the newer data last. A run
/// that fails removes the output folder again when it made it and nothing else is in it.
public struct ReportJob {
    var pipeline: ReportPipeline
    /// The output folder (`--out`), created when missing.
    var directory: String
    /// Wait while another run holds the lock; `false` (`--no-wait`) fails at once instead.
    var waitForLock: Bool

    /// A job that runs `pipeline` and writes its files into `directory`, waiting for another run's lock on it unless `waitForLock` is false.
    public init(pipeline: ReportPipeline, directory: String, waitForLock: Bool = true) {
        self.pipeline = pipeline
        self.directory = directory
        self.waitForLock = waitForLock
    }

    /// What the caller hears while the job runs (the CLI draws and prints with them).
    public struct Events {
        /// The lock is held and reading starts.
        public var willRead: () -> Void = {}
        /// Reading has ended, with or without an error.
        public var didRead: () -> Void = {}
        /// A row skipped with `--skip-invalid`, as it happens.
        public var problem: (InputError) -> Void = { _ in }
        /// A choice worth a word on stderr (``ReportPipeline/Output/warnings``), before the files
        /// are written.
        public var warning: (String) -> Void = { _ in }

        /// Events that do nothing: set the ones you want to hear about.
        public init() {}
    }

    /// Runs the job; returns what the pipeline produced once its files are in place.
    public func run(_ events: Events = Events()) throws -> ReportPipeline.Output {
        // Opened once, before the lock: a FIFO waits for its writer here without holding it.
        let opened = try pipeline.sources.map { try $0.openFile() }
        let writer = OutputWriter(directory: directory)
        let lock = try writer.lock(wait: waitForLock)
        defer { lock.release() }
        do {
            events.willRead()
            let output: ReportPipeline.Output
            do {
                defer { events.didRead() }
                output = try pipeline.run(opened: opened, onProblem: events.problem)
            }
            for warning in output.warnings { events.warning(warning) }
            try writer.write(files: output.files, holding: lock)
            return output
        } catch {
            // A refused first run leaves no empty output folder behind (nor its lock file).
            lock.releaseRemovingCreatedFolders()
            throw error
        }
    }
}
