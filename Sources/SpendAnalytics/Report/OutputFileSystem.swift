#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A system call that failed, with its `errno`.
struct SystemCallError: Error, Sendable, Hashable {
    var code: Int32

    /// The system's own words for ``code`` (`No space left on device`).
    var reason: String { String(cString: strerror(code)) }

    /// The error of the call that just failed (`errno`).
    static var last: SystemCallError { SystemCallError(code: errno) }
}

/// Every system call by which ``OutputWriter`` changes the output folder, one method each, so a
/// test can make any one of them fail, or stop every call from one on (as a kill would).
///
/// Only changes go through here; the writer reads the folder (`lstat`, `readlink`, listings)
/// directly. Each method is one step: `write` writes all of its bytes or fails.
protocol OutputFileSystem: Sendable {
    /// `mkdir(path, 0755)`.
    func makeDirectory(_ path: String) throws(SystemCallError)
    /// A new file (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0644) open for writing.
    func createFile(_ path: String) throws(SystemCallError) -> Int32
    /// Writes all of `bytes` to `descriptor`.
    func write(_ descriptor: Int32, _ bytes: [UInt8]) throws(SystemCallError)
    /// Starts writing `descriptor`'s data to disk without waiting for it (Linux:
    /// `sync_file_range(SYNC_FILE_RANGE_WRITE)`; elsewhere nothing). Only a head start for the
    /// ``sync(_:)`` that must follow: it promises nothing, so it cannot fail.
    func startWriteback(_ descriptor: Int32)
    /// `fsync(descriptor)`.
    func sync(_ descriptor: Int32) throws(SystemCallError)
    /// `close(descriptor)`.
    func close(_ descriptor: Int32) throws(SystemCallError)
    /// A folder opened read-only, to `fsync` it.
    func openDirectory(_ path: String) throws(SystemCallError) -> Int32
    /// `rename(source, destination)`: atomic within one file system.
    func rename(_ source: String, to destination: String) throws(SystemCallError)
    /// `symlink(target, path)`.
    func symlink(_ target: String, at path: String) throws(SystemCallError)
    /// `unlink(path)`.
    func unlink(_ path: String) throws(SystemCallError)
    /// `rmdir(path)`.
    func removeDirectory(_ path: String) throws(SystemCallError)
}

/// The real system calls.
struct SystemFileSystem: OutputFileSystem {
    func makeDirectory(_ path: String) throws(SystemCallError) {
        if mkdir(path, 0o755) != 0 { throw .last }
    }

    func createFile(_ path: String) throws(SystemCallError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if descriptor < 0 { throw .last }
        return descriptor
    }

    func write(_ descriptor: Int32, _ bytes: [UInt8]) throws(SystemCallError) {
        var failure: SystemCallError?
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let result = systemWrite(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = .last
                    return
                }
                written += result
            }
        }
        if let failure { throw failure }
    }

    func startWriteback(_ descriptor: Int32) {
        #if os(Linux)
            _ = SystemFileSystem.syncFileRange?(descriptor, 0, 0, SystemFileSystem.syncFileRangeWrite)
        #endif
    }

    func sync(_ descriptor: Int32) throws(SystemCallError) {
        if fsync(descriptor) != 0 { throw .last }
    }

    func close(_ descriptor: Int32) throws(SystemCallError) {
        if systemClose(descriptor) != 0 { throw .last }
    }

    func openDirectory(_ path: String) throws(SystemCallError) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor < 0 { throw .last }
        return descriptor
    }

    func rename(_ source: String, to destination: String) throws(SystemCallError) {
        if systemRename(source, destination) != 0 { throw .last }
    }

    func symlink(_ target: String, at path: String) throws(SystemCallError) {
        if systemSymlink(target, path) != 0 { throw .last }
    }

    func unlink(_ path: String) throws(SystemCallError) {
        if systemUnlink(path) != 0 { throw .last }
    }

    func removeDirectory(_ path: String) throws(SystemCallError) {
        if rmdir(path) != 0 { throw .last }
    }
}

#if os(Linux)
    extension SystemFileSystem {
        /// glibc's `sync_file_range`, which Swift's Glibc module does not declare (it needs
        /// `_GNU_SOURCE`): looked up once, `nil` if the C library lacks it.
        fileprivate static let syncFileRange: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32)? = {
            guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "sync_file_range") else {
                return nil
            }
            return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32).self)
        }()

        /// `SYNC_FILE_RANGE_WRITE` (linux/fs.h): start writing the dirty pages, do not wait.
        fileprivate static let syncFileRangeWrite: UInt32 = 2
    }
#endif

// The C functions under names the methods above do not shadow.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
private func systemSymlink(_ target: String, _ path: String) -> Int32 { symlink(target, path) }
private func systemUnlink(_ path: String) -> Int32 { unlink(path) }
