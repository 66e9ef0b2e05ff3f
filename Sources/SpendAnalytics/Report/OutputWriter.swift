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

    init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Releases the lock (the lock file stays, empty, for the next run).
    func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        _ = close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}

/// Writes a report's files into `--out` atomically, serialised by a lock file (README: Writing, locking, exit status).
///
/// - The folder is created when missing; `DIR/.spendreport.lock` is locked (waiting for another
///   run, or failing with ``OutputError/isLocked`` when told not to wait).
/// - Every file is first written whole to a temporary file in the same folder
///   (`.spendreport-tmp-PID-NAME`) and `fsync`ed; only when all of them are ready is each renamed
///   over its final name (atomic within a folder), then the folder is `fsync`ed. Readers see each
///   file entirely old or entirely new.
/// - When anything fails before the renames, the temporary files are removed and the previous
///   outputs stay untouched. (A rename failing after others succeeded — which the preflight checks
///   make unlikely — leaves each file whole, some old and some new.)
/// - Temporary files left by a run that was killed are removed under the lock.
struct OutputWriter: Sendable {
    static let lockFileName = ".spendreport.lock"
    static let temporaryPrefix = ".spendreport-tmp-"

    var directory: String

    init(directory: String) { self.directory = directory }

    /// Creates the folder if needed and takes its lock.
    ///
    /// - Parameter wait: block until another run releases the lock; otherwise fail at once with
    ///   an ``OutputError`` whose `isLocked` is true.
    func lock(wait: Bool) throws(OutputError) -> OutputLock {
        let failure = OutputWriter.makeDirectories(directory)
        if failure != 0 {
            throw OutputError(path: directory, message: "cannot create the output folder (\(String(cString: strerror(failure))))")
        }
        let path = join(OutputWriter.lockFileName)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw OutputError(path: path, message: "cannot open the lock file (\(OutputWriter.systemError()))")
        }
        while flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0 {
            let code = errno
            if code == EINTR { continue }
            _ = close(descriptor)
            if code == EWOULDBLOCK {
                throw OutputError(path: directory, message: "another spendreport run is writing here (lock \(OutputWriter.lockFileName) is held)", isLocked: true)
            }
            throw OutputError(path: path, message: "cannot lock (\(String(cString: strerror(code))))")
        }
        return OutputLock(path: path, descriptor: descriptor)
    }

    /// Takes the lock, writes `files` atomically and releases the lock.
    func write(files: [(name: String, bytes: [UInt8])], wait: Bool) throws(OutputError) {
        let lock = try lock(wait: wait)
        defer { lock.release() }
        try write(files: files, holding: lock)
    }

    /// Writes `files` atomically while the caller holds `lock` (taken with ``lock(wait:)``).
    func write(files: [(name: String, bytes: [UInt8])], holding lock: OutputLock) throws(OutputError) {
        removeStaleTemporaries()
        var prepared: [(temporary: String, final: String)] = []
        do throws(OutputError) {
            for file in files {
                guard OutputWriter.isPlainName(file.name) else {
                    throw OutputError(path: join(file.name), message: "not a plain file name")
                }
                let final = join(file.name)
                var info = stat()
                if lstat(final, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
                    throw OutputError(path: final, message: "is a folder, cannot be replaced by a file")
                }
                let temporary = join(OutputWriter.temporaryPrefix + String(getpid()) + "-" + file.name)
                prepared.append((temporary, final))
                try writeDurably(file.bytes, to: temporary)
            }
        } catch {
            for entry in prepared { _ = unlink(entry.temporary) }
            throw error
        }
        for (index, entry) in prepared.enumerated() where rename(entry.temporary, entry.final) != 0 {
            let reason = OutputWriter.systemError()
            for rest in prepared[index...] { _ = unlink(rest.temporary) }
            throw OutputError(path: entry.final, message: "cannot replace (\(reason))")
        }
        syncDirectory()
    }

    /// Writes `bytes` to a new file at `path` and flushes it to disk.
    private func writeDurably(_ bytes: [UInt8], to path: String) throws(OutputError) {
        _ = unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputError(path: path, message: "cannot create (\(OutputWriter.systemError()))") }
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = Glibc_write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = "cannot write (\(OutputWriter.systemError()))"
                    return
                }
                written += result
            }
        }
        if failure == nil && fsync(descriptor) != 0 { failure = "cannot flush to disk (\(OutputWriter.systemError()))" }
        if close(descriptor) != 0 && failure == nil { failure = "cannot close (\(OutputWriter.systemError()))" }
        if let failure { throw OutputError(path: path, message: failure) }
    }

    private func syncDirectory() {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    /// Removes temporary files of earlier runs that died before renaming them.
    private func removeStaleTemporaries() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(OutputWriter.temporaryPrefix) { _ = unlink(join(name)) }
    }

    private func join(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// The folder holding `path` (`a/b/` → `a`, `/a` → `/`, `a` → empty). Not NSString's
    /// `deletingLastPathComponent`, which traps on a one-character path on Linux (`--out w`).
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    static func systemError() -> String { String(cString: strerror(errno)) }

    /// `mkdir -p`: creates `path` and its missing parents; 0, or the `errno` that stopped it
    /// (`ENOTDIR` when `path` or a parent is a file), so the message is the system's own.
    static func makeDirectories(_ path: String) -> Int32 {
        var info = stat()
        if stat(path, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR ? 0 : ENOTDIR }
        let parent = OutputWriter.parent(of: path)
        if !parent.isEmpty, parent != path {
            let failure = makeDirectories(parent)
            if failure != 0 { return failure }
        }
        if mkdir(path, 0o755) == 0 { return 0 }
        let code = errno
        return code == EEXIST && stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR ? 0 : code
    }
}

/// `write(2)` (the name `write` is taken by ``OutputWriter/write(files:wait:)`` inside the type).
private func Glibc_write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
