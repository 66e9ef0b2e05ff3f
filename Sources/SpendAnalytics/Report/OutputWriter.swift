import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output folder could not be written, or another run holds its lock.
public struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
    var path: String
    var message: String
    /// Another run holds the lock (exit 75).
    public var isLocked: Bool

    init(path: String, message: String, isLocked: Bool = false) {
        self.path = path
        self.message = message
        self.isLocked = isLocked
    }

    public var description: String { path + ": " + message }
}

/// An exclusive `flock` on `DIR/.spendreport.lock`, held until ``release()`` or deinit.
///
/// `flock` locks belong to the open file, so two runs — or two writers in one process — exclude
/// each other, and the kernel drops the lock when a run dies.
///
/// Deliberately not `Sendable`: ``release()`` changes ``descriptor`` without a lock of its own,
/// which is safe only because the compiler keeps every `OutputLock` in the one concurrency domain
/// that took it (a run takes, uses and releases its lock on one thread), so two releases can never
/// race to close the descriptor twice.
final class OutputLock {
    let path: String
    private var descriptor: Int32
    /// The folders ``OutputWriter/lock(wait:)`` created for this lock (the output folder and its
    /// missing parents), outermost first; empty when the output folder was there already.
    let createdFolders: [String]

    init(path: String, descriptor: Int32, createdFolders: [String] = []) {
        self.path = path
        self.descriptor = descriptor
        self.createdFolders = createdFolders
    }

    /// Releases the lock (the lock file stays, empty, for the next run).
    func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        _ = close(descriptor)
        descriptor = -1
    }

    /// For a run that failed before it wrote anything: when the lock made the output folder, and
    /// that folder holds nothing but this lock's file, removes the lock file and the folders it
    /// made (deepest first), then releases the lock. A folder that was there before, or that holds
    /// anything else (another run's lock file, files written since), is left as it is: `rmdir`
    /// removes only an empty folder. A run waiting for this lock finds its lock file gone when it
    /// gets the lock, and takes the lock again (``OutputWriter/lock(wait:)``).
    func releaseRemovingCreatedFolders() {
        defer { release() }
        guard descriptor >= 0, let folder = createdFolders.last else { return }
        guard OutputLayout(directory: folder).names() == [OutputWriter.lockFileName],
            OutputWriter.isSameFile(descriptor, path)
        else { return }
        guard unlink(path) == 0 else { return }
        for created in createdFolders.reversed() where rmdir(created) != 0 { break }
    }

    deinit { release() }
}

/// Writes a report's files into `--out` as one set, serialised by a lock file (docs/WIDGET.md: Writing,
/// locking, exit status).
///
/// The folder holds, besides the lock file, the way Kubernetes' atomic writer does:
/// - `.spendreport-vN/`: one version folder per run, holding that run's whole set;
/// - `.current`: a symbolic link to the version in force (`.current -> .spendreport-vN`);
/// - each public name a link through it (`spent.svg -> .current/spent.svg`).
///
/// A run writes its set into a fresh version folder, `fsync`s every file and the folder, makes a
/// new link `.current.tmp` and renames it over `.current`: one atomic rename swaps the whole set.
/// Public names that are missing get their links just before the swap (they read the previous
/// set until it); those that are still regular files from an older spendreport (or other links)
/// are replaced by their links after it, each atomically through a rename. Then the run `fsync`s
/// the folder and removes the previous version. Whatever fails or is killed before the swap leaves the previous set in force; what a
/// killed run leaves (a version folder, `.current.tmp`, link temporaries) the next run removes,
/// under the lock, before it writes.
///
/// Every change goes through ``fileSystem``, so a test can fail or stop at any step.
struct OutputWriter: Sendable {
    static let lockFileName = ".spendreport.lock"

    var directory: String
    var fileSystem: any OutputFileSystem

    init(directory: String, fileSystem: any OutputFileSystem = SystemFileSystem()) {
        self.directory = directory
        self.fileSystem = fileSystem
    }
    /// Creates the folder if needed and takes its lock.
    ///
    /// - Parameter wait: block until another run releases the lock; otherwise fail at once with
    ///   an ``OutputError`` whose `isLocked` is true.
    ///
    /// The lock's ``OutputLock/createdFolders`` lists the folders made for it, for a run that
    /// fails before it writes to remove again (``OutputLock/releaseRemovingCreatedFolders()``).
    func lock(wait: Bool) throws(OutputError) -> OutputLock {
        while true {
            var created: [String] = []
            let failure = OutputWriter.makeDirectories(directory, created: &created)
            if failure != 0 {
                throw OutputError(
                    path: directory, message: "cannot create the output folder (\(String(cString: strerror(failure))))")
            }
            let descriptor: Int32
            do {
                descriptor = try openAndLock(wait: wait)
            } catch {
                for folder in created.reversed() where rmdir(folder) != 0 { break }
                throw error
            }
            // A run that made the folder and failed removes it, lock file and all, before it
            // releases the lock: a run that was waiting then holds the lock of a file no longer
            // there, and takes the lock again (making the folder again).
            if OutputWriter.isSameFile(descriptor, join(OutputWriter.lockFileName)) {
                return OutputLock(
                    path: join(OutputWriter.lockFileName), descriptor: descriptor, createdFolders: created)
            }
            _ = close(descriptor)
        }
    }

    /// Opens (creating it when missing) and locks `DIR/.spendreport.lock`; returns its descriptor.
    private func openAndLock(wait: Bool) throws(OutputError) -> Int32 {
        let path = join(OutputWriter.lockFileName)
        // O_NOFOLLOW: a link planted in place of the lock file must not make a (root) run create
        // or open its target; O_NONBLOCK: a FIFO planted there must not block the open.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            if let kind = OutputWriter.irregularKind(path) {
                throw OutputError(path: path, message: "the lock file is not a regular file (\(kind)); remove it")
            }
            throw OutputError(path: path, message: "cannot open the lock file (\(String(cString: strerror(code))))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            _ = close(descriptor)
            let kind = OutputWriter.irregularKind(path) ?? "not a file"
            throw OutputError(path: path, message: "the lock file is not a regular file (\(kind)); remove it")
        }
        while flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0 {
            let code = errno
            if code == EINTR { continue }
            _ = close(descriptor)
            if code == EWOULDBLOCK {
                throw OutputError(
                    path: directory,
                    message: "another spendreport run is writing here (lock \(OutputWriter.lockFileName) is held)",
                    isLocked: true)
            }
            throw OutputError(path: path, message: "cannot lock (\(String(cString: strerror(code))))")
        }
        return descriptor
    }

    /// Whether the open file `descriptor` is the file at `path` (not followed if it is a link).
    static func isSameFile(_ descriptor: Int32, _ path: String) -> Bool {
        var open = stat()
        var named = stat()
        return fstat(descriptor, &open) == 0 && lstat(path, &named) == 0
            && open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Takes the lock, writes `files` atomically and releases the lock.
    func write(files: [(name: String, bytes: [UInt8])], wait: Bool) throws(OutputError) {
        let lock = try lock(wait: wait)
        defer { lock.release() }
        try write(files: files, holding: lock)
    }

    /// Writes `files` as one set while the caller holds `lock` (taken with ``lock(wait:)``).
    func write(files: [(name: String, bytes: [UInt8])], holding lock: OutputLock) throws(OutputError) {
        let layout = OutputLayout(directory: directory)
        for file in files {
            guard OutputWriter.isPlainName(file.name), !file.name.hasPrefix(".") else {
                throw OutputError(path: layout.path(file.name), message: "not a plain file name")
            }
            var info = stat()
            if lstat(layout.path(file.name), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
                throw OutputError(path: layout.path(file.name), message: "is a folder, cannot be replaced by a file")
            }
        }
        var previous = layout.currentVersion()
        if previous == nil { previous = try adoptCopiedCurrent(layout) }
        removeLeftovers(layout, keeping: previous)
        let version = layout.versionName(number: (layout.versionNumbers().max() ?? 0) + 1)
        try writeVersion(version, files: files, layout: layout)
        defer {
            if let previous, previous != version { removeVersion(layout.path(previous)) }
        }
        for file in files { try publish(file.name, layout: layout) }
        // An earlier set's files this one does not have (a run with --png, or more --charts).
        let published = Set(files.map(\.name))
        removeLinks(layout.names().filter { !published.contains($0) }, layout: layout)
        try syncDirectory(directory)
    }

    /// Removes the public links among `names` that point into the set (`NAME -> .current/NAME`);
    /// anything else by those names is left alone.
    private func removeLinks(_ names: [String], layout: OutputLayout) {
        for name in names where OutputWriter.isPlainName(name) && !name.hasPrefix(".") {
            let path = layout.path(name)
            if layout.linkTarget(path) == OutputLayout.currentName + "/" + name { try? fileSystem.unlink(path) }
        }
    }

    /// Writes one file beside the set, not in it (`DIR/preview.html`), while the caller holds
    /// `lock`: into `DIR/.spendreport-beside-NAME`, flushed, then renamed over `DIR/NAME` and the
    /// folder flushed. A reader sees the previous file or the new one, whole; the set, `.current`
    /// and the public links are not touched, and a later run's swap leaves the file alone.
    func writeBeside(name: String, bytes: [UInt8], holding lock: OutputLock) throws(OutputError) {
        let layout = OutputLayout(directory: directory)
        guard OutputWriter.isPlainName(name), !name.hasPrefix(".") else {
            throw OutputError(path: layout.path(name), message: "not a plain file name")
        }
        let path = layout.path(name)
        var info = stat()
        if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            throw OutputError(path: path, message: "is a folder, cannot be replaced by a file")
        }
        let temporary = layout.path(OutputLayout.besideTemporaryPrefix + name)
        // Left by a killed run (under the same lock, so no other writer is using it).
        if lstat(temporary, &info) == 0 { try? fileSystem.unlink(temporary) }
        do throws(OutputError) {
            try writeDurably([(temporary, bytes)])
            do {
                try fileSystem.rename(temporary, to: path)
            } catch {
                throw OutputError(path: path, message: "cannot replace (\(error.reason))")
            }
        } catch {
            try? fileSystem.unlink(temporary)
            throw error
        }
        try syncDirectory(directory)
    }

    /// Withdraws the set written here, while the caller holds `lock`: `.current` goes first (a
    /// reader then finds no file, never a part of the set), then every version folder, then the
    /// public names that are links into `.current` (a plain file of the same name is left alone),
    /// then a `preview.html` written beside the set (it shows the set withdrawn). The folder and
    /// its lock file stay. For a report found wrong after it was written.
    func withdraw(names: [String], holding lock: OutputLock) throws(OutputError) {
        let layout = OutputLayout(directory: directory)
        let current = layout.path(OutputLayout.currentName)
        var info = stat()
        if lstat(current, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                // A copy that followed links: a folder, removed as a version folder is.
                removeVersion(current)
            } else {
                do { try fileSystem.unlink(current) } catch {
                    throw OutputError(path: current, message: OutputWriter.systemError())
                }
            }
        }
        removeLeftovers(layout, keeping: nil)
        removeLinks(names, layout: layout)
        if layout.exists(OutputLayout.previewName) { try? fileSystem.unlink(layout.path(OutputLayout.previewName)) }
        try syncDirectory(directory)
    }

    /// Writes the set into the new folder `version`, flushes it, and swaps `.current` to it; on
    /// failure removes what it made, so the previous set stays in force.
    private func writeVersion(_ version: String, files: [(name: String, bytes: [UInt8])], layout: OutputLayout)
        throws(OutputError)
    {
        let folder = layout.path(version)
        do {
            try fileSystem.makeDirectory(folder)
        } catch {
            throw OutputError(path: folder, message: "cannot create (\(error.reason))")
        }
        do throws(OutputError) {
            try writeDurably(files.map { (folder + "/" + $0.name, $0.bytes) })
            try syncDirectory(folder)
            // A public name not there at all gets its link before the swap: until then it reads
            // the previous set (or nothing), and after it no name of the new set is missing.
            for file in files where !layout.exists(file.name) { try publish(file.name, layout: layout) }
            let swap = layout.path(OutputLayout.currentSwapName)
            do {
                try fileSystem.symlink(version, at: swap)
            } catch {
                throw OutputError(path: swap, message: "cannot link (\(error.reason))")
            }
            do {
                try fileSystem.rename(swap, to: layout.path(OutputLayout.currentName))
            } catch {
                try? fileSystem.unlink(swap)
                throw OutputError(
                    path: layout.path(OutputLayout.currentName), message: "cannot replace (\(error.reason))")
            }
        } catch {
            removeVersion(folder)
            throw error
        }
    }

    /// Makes `DIR/name` the link `.current/name`, atomically, unless it is that link already.
    private func publish(_ name: String, layout: OutputLayout) throws(OutputError) {
        let target = OutputLayout.currentName + "/" + name
        let path = layout.path(name)
        if layout.linkTarget(path) == target { return }
        // A temporary left by a killed run is gone already (``removeLeftovers(_:keeping:)``).
        let temporary = layout.path(OutputLayout.linkTemporaryPrefix + name)
        do {
            try fileSystem.symlink(target, at: temporary)
            try fileSystem.rename(temporary, to: path)
        } catch {
            try? fileSystem.unlink(temporary)
            throw OutputError(path: path, message: "cannot replace (\(error.reason))")
        }
    }

    /// Writes each file's bytes to a new file at its path and flushes them all to disk: every
    /// file is written and its writeback started first, then each is `fsync`ed and closed in
    /// turn, so the disk works on all of them while the first `fsync` waits. On the first
    /// failure the files still open are closed and it is thrown (the caller removes the files).
    private func writeDurably(_ files: [(path: String, bytes: [UInt8])]) throws(OutputError) {
        var written: [(path: String, descriptor: Int32)] = []
        written.reserveCapacity(files.count)
        var failure: OutputError?
        for file in files {
            let descriptor: Int32
            do {
                descriptor = try fileSystem.createFile(file.path)
            } catch {
                failure = OutputError(path: file.path, message: "cannot create (\(error.reason))")
                break
            }
            written.append((file.path, descriptor))
            do {
                try fileSystem.write(descriptor, file.bytes)
            } catch {
                failure = OutputError(path: file.path, message: "cannot write (\(error.reason))")
                break
            }
            fileSystem.startWriteback(descriptor)
        }
        for file in written {
            if failure == nil {
                do { try fileSystem.sync(file.descriptor) } catch {
                    failure = OutputError(path: file.path, message: "cannot flush to disk (\(error.reason))")
                }
            }
            do { try fileSystem.close(file.descriptor) } catch {
                if failure == nil { failure = OutputError(path: file.path, message: "cannot close (\(error.reason))") }
            }
        }
        if let failure { throw failure }
    }

    /// `fsync`s a folder, so the names made in it survive a power cut.
    private func syncDirectory(_ path: String) throws(OutputError) {
        do {
            let descriptor = try fileSystem.openDirectory(path)
            defer { try? fileSystem.close(descriptor) }
            try fileSystem.sync(descriptor)
        } catch {
            throw OutputError(path: path, message: "cannot flush to disk (\(error.reason))")
        }
    }

    /// A folder copied with its links followed (`cp -rL`, a restore, a sync tool) holds `.current`
    /// as a real folder, the public names as plain files: the old plain-file layout, taken over
    /// the same way. `.current` is renamed to a new version folder (its files are a copy of the
    /// set, which the plain files show), so the swap can make `.current` a link again, and that
    /// folder is removed as the previous version once the new set is in force. Returns its name.
    private func adoptCopiedCurrent(_ layout: OutputLayout) throws(OutputError) -> String? {
        var info = stat()
        let current = layout.path(OutputLayout.currentName)
        guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        let adopted = layout.versionName(number: (layout.versionNumbers().max() ?? 0) + 1)
        do {
            try fileSystem.rename(current, to: layout.path(adopted))
        } catch {
            throw OutputError(
                path: current,
                message: "is a folder (a copy that followed links?) and cannot be moved aside (\(error.reason))")
        }
        return adopted
    }

    /// Removes what earlier runs left: version folders other than `current`, `.current.tmp`,
    /// link temporaries, temporaries of files written beside the set and the temporary files of
    /// spendreport before version folders.
    private func removeLeftovers(_ layout: OutputLayout, keeping current: String?) {
        for name in layout.names() {
            if OutputLayout.versionNumber(name) != nil {
                if name != current { removeVersion(layout.path(name)) }
            } else if name == OutputLayout.currentSwapName || name.hasPrefix(OutputLayout.linkTemporaryPrefix)
                || name.hasPrefix(OutputLayout.legacyTemporaryPrefix)
                || name.hasPrefix(OutputLayout.besideTemporaryPrefix)
            {
                try? fileSystem.unlink(layout.path(name))
            }
        }
    }

    /// Removes a version folder and the files in it (best effort: what stays, the next run
    /// removes). A link planted under a version's name is removed itself, never followed.
    private func removeVersion(_ folder: String) {
        var info = stat()
        guard lstat(folder, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            try? fileSystem.unlink(folder)
            return
        }
        for name in OutputLayout(directory: folder).names() { try? fileSystem.unlink(folder + "/" + name) }
        try? fileSystem.removeDirectory(folder)
    }

    private func join(_ name: String) -> String { OutputLayout(directory: directory).path(name) }

    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// What is at `path` when it is there but is not a regular file (`lstat`: a link is a link).
    static func irregularKind(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return "a symbolic link"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "a device"
        }
    }

    static func systemError() -> String { String(cString: strerror(errno)) }

    /// `mkdir -p`: creates `path` and its missing parents; 0, or the `errno` that stopped it
    /// (`ENOTDIR` when `path` or a parent is a file), so the message is the system's own.
    static func makeDirectories(_ path: String) -> Int32 {
        var created: [String] = []
        return makeDirectories(path, created: &created)
    }

    /// `mkdir -p`, appending each folder it made to `created` (outermost first).
    static func makeDirectories(_ path: String, created: inout [String]) -> Int32 {
        var info = stat()
        if stat(path, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR ? 0 : ENOTDIR }
        if let parent = parentPath(of: path) {
            let failure = makeDirectories(parent, created: &created)
            if failure != 0 { return failure }
        }
        if mkdir(path, 0o755) == 0 {
            created.append(path)
            return 0
        }
        let code = errno
        return code == EEXIST && stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR ? 0 : code
    }

    /// The folder that holds `path`, by bytes: `a/b/` → `a`, `/x` → `/`; `nil` when there is
    /// none to create first (`o`, `o/`, `/`, `.`).
    static func parentPath(of path: String) -> String? {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        var parent = bytes[..<slash]
        while parent.count > 1, parent.last == UInt8(ascii: "/") { parent.removeLast() }
        if parent.isEmpty { return bytes.count > 1 ? "/" : nil }
        return String(decoding: parent, as: UTF8.self)
    }
}
