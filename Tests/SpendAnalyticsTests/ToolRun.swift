import Foundation

/// Runs a program the tests use (a checker script, `rsvg-convert`, `fc-list`) and waits for it.
enum ToolRun {
    /// `executable` with `arguments`, from `directory` when given: its exit status and its
    /// stdout and stderr together.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
