import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A run of the built binary on a hostile input, with how long it took and its peak resident
/// memory: `wait4`'s `ru_maxrss` for that run alone, measured by `scripts/peak-rss.py`. Linux
/// keeps, across exec, the high-water mark of the memory a process started in; spawned straight
/// from this test process (posix_spawn shares its memory until the exec) the binary would report
/// the test process's own peak whenever that is larger, so the script forks it from a small
/// Python process instead.
struct BoundedRun {
    var result: CLIRunner.Result
    var seconds: Double
    var peakKiB: Int

    struct SpawnFailed: Error { var code: Int32 }

    static func run(_ arguments: [String]) throws -> BoundedRun {
        let scratch = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("stdout").path
        let errPath = scratch.appendingPathComponent("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let reportPath = scratch.appendingPathComponent("peak-kib").path
        let script = CLIRunner.packageRoot.appendingPathComponent("scripts/peak-rss.py").path
        let argv = ["/usr/bin/env", "python3", script, reportPath, CLIRunner.binary.path] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        let start = Date()
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, &cArguments, environ)
        guard spawned == 0 else { throw SpawnFailed(code: spawned) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Date().timeIntervalSince(start)
        let exited = status & 0x7F == 0
        let result = CLIRunner.Result(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self))
        let peak = String(decoding: try Data(contentsOf: URL(fileURLWithPath: reportPath)), as: UTF8.self)
        guard let peakKiB = Int(peak.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw SpawnFailed(code: -1)
        }
        return BoundedRun(result: result, seconds: seconds, peakKiB: peakKiB)
    }

    /// The file `name` in `directory`: each piece's bytes written `times` times.
    static func write(_ name: String, in directory: URL, _ pieces: [(bytes: [UInt8], times: Int)]) throws -> URL {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        for piece in pieces {
            let data = Data(piece.bytes)
            for _ in 0..<piece.times { try handle.write(contentsOf: data) }
        }
        return url
    }
}
