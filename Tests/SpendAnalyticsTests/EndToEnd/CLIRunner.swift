import Foundation

/// Runs the built `spendreport` binary (the test target depends on it, so `swift test` builds it).
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root (…/Tests/SpendAnalyticsTests/EndToEnd/CLIRunner.swift → …).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside this test bundle in the build folder, or `SPENDREPORT_BINARY` when set
    /// (to run the end-to-end tests against a release build).
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["SPENDREPORT_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("spendreport")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let candidate = packageRoot.appendingPathComponent(".build/debug/spendreport")
        return candidate
    }()

    /// The message of a report or batch run refused because nothing in its input names a currency.
    static let unnamedCurrency = "nothing in the file names its currency"

    /// Runs the binary with `arguments` in `directory` (the package root unless given).
    ///
    /// Most end-to-end tests read files that name no currency, written before such a file was
    /// refused without `--currency` (docs/JSON.md: Currency): a `report` or `batch` run refused for that
    /// alone is run again with `--currency XXX` (no currency, the reading those tests expect),
    /// unless `namesCurrency` is false (the tests of the refusal itself).
    static func run(
        _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
        executable: URL = binary, in directory: URL? = nil, namesCurrency: Bool = true
    ) throws -> Result {
        let result = try runOnce(
            arguments, stdin: stdin, environment: environment, executable: executable, in: directory)
        let command = arguments.first { !$0.hasPrefix("-") } ?? ""
        guard namesCurrency, executable == binary, ["report", "batch"].contains(command) || command.hasSuffix(".csv"),
            !arguments.contains("--currency"), result.status == 65, result.stderr.contains(unnamedCurrency)
        else { return result }
        return try runOnce(
            arguments + ["--currency", "XXX"], stdin: stdin, environment: environment, executable: executable,
            in: directory)
    }

    private static func runOnce(
        _ arguments: [String], stdin: Data?, environment: [String: String],
        executable: URL, in directory: URL?
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        // Output goes to temp files, so a large output can never block the child on a full pipe.
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        for url in [outURL, errURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Starts `executable` (the binary unless given) in `directory` without waiting for it; its
    /// output goes nowhere.
    static func start(_ arguments: [String], executable: URL = binary, in directory: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A fresh empty directory under the system temp folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("spendreport-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
