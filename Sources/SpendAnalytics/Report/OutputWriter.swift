import Foundation

/// The output folder could not be written, or another run holds its lock.
public struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var message: String
    /// Another run holds the lock (exit 75).
    public var isLocked: Bool

    public init(path: String, message: String, isLocked: Bool = false) {
        self.path = path
        self.message = message
        self.isLocked = isLocked
    }

    public var description: String { path + ": " + message }
}

/// Writes a report's files into `--out` atomically, serialised by a lock file.
///
/// STUB: the report work replaces this implementation (temp file + fsync + rename, lock); the
/// signatures stay.
public struct OutputWriter: Sendable {
    public var directory: String

    public init(directory: String) { self.directory = directory }

    public func write(files: [(name: String, bytes: [UInt8])], wait: Bool) throws(OutputError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for file in files {
                try Data(file.bytes).write(to: URL(fileURLWithPath: directory).appendingPathComponent(file.name), options: .atomic)
            }
        } catch {
            throw OutputError(path: directory, message: "cannot write: \(error.localizedDescription)")
        }
    }
}
