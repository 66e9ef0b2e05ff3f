import Synchronization

@testable import SpendAnalytics

#if canImport(Glibc)
    import Glibc
#endif

/// The real file system, except that step `failAt` (counting every call from 1) fails with EIO;
/// in `.crash` mode every later call fails too, so nothing after it reaches the disk: the folder
/// is left as a `kill -9` at that moment would leave it.
final class FaultyFileSystem: OutputFileSystem {
    enum Mode: Sendable { case fail, crash }

    struct State: Sendable {
        var steps = 0
        var crashed = false
        var calls: [String] = []
    }

    let failAt: Int?
    let mode: Mode
    private let real = SystemFileSystem()
    private let state = Mutex(State())

    init(failAt: Int? = nil, mode: Mode = .fail) {
        self.failAt = failAt
        self.mode = mode
    }

    /// The calls made so far (the failing one included), e.g. `rename .current.tmp`.
    var calls: [String] { state.withLock { $0.calls } }

    private func step(_ call: String) throws(SystemCallError) {
        let failing = state.withLock { state -> Bool in
            if state.crashed { return true }
            state.steps += 1
            state.calls.append(call)
            guard state.steps == failAt else { return false }
            if mode == .crash { state.crashed = true }
            return true
        }
        if failing { throw SystemCallError(code: EIO) }
    }

    private static func last(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }

    func makeDirectory(_ path: String) throws(SystemCallError) {
        try step("mkdir " + Self.last(path))
        try real.makeDirectory(path)
    }
    func createFile(_ path: String) throws(SystemCallError) -> Int32 {
        try step("create " + Self.last(path))
        return try real.createFile(path)
    }
    func write(_ descriptor: Int32, _ bytes: [UInt8]) throws(SystemCallError) {
        try step("write")
        try real.write(descriptor, bytes)
    }
    /// A hint, never a step: it cannot fail, and after a crash it does nothing.
    func startWriteback(_ descriptor: Int32) { if !state.withLock({ $0.crashed }) { real.startWriteback(descriptor) } }
    func sync(_ descriptor: Int32) throws(SystemCallError) {
        try step("fsync")
        try real.sync(descriptor)
    }
    func close(_ descriptor: Int32) throws(SystemCallError) {
        // A close that "fails" still releases the descriptor, as close(2) does.
        do { try step("close") } catch {
            try? real.close(descriptor)
            throw error
        }
        try real.close(descriptor)
    }
    func openDirectory(_ path: String) throws(SystemCallError) -> Int32 {
        try step("open " + Self.last(path))
        return try real.openDirectory(path)
    }
    func rename(_ source: String, to destination: String) throws(SystemCallError) {
        try step("rename " + Self.last(source))
        try real.rename(source, to: destination)
    }
    func symlink(_ target: String, at path: String) throws(SystemCallError) {
        try step("symlink " + Self.last(path))
        try real.symlink(target, at: path)
    }
    func unlink(_ path: String) throws(SystemCallError) {
        try step("unlink " + Self.last(path))
        try real.unlink(path)
    }
    func removeDirectory(_ path: String) throws(SystemCallError) {
        try step("rmdir " + Self.last(path))
        try real.removeDirectory(path)
    }
}
