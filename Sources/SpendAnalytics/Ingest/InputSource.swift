import Foundation

/// Where transaction bytes come from: a file path, standard input, or bytes in memory.
public enum InputSource: Sendable, Hashable {
    case file(String)
    case standardInput
    case bytes([UInt8], name: String)

    /// The name used in messages: the path, `<stdin>`, or the given name.
    public var displayName: String {
        switch self {
        case .file(let path): return path
        case .standardInput: return "<stdin>"
        case .bytes(_, let name): return name
        }
    }

    /// `-` means standard input.
    public init(path: String) {
        self = path == "-" ? .standardInput : .file(path)
    }

    static let blockSize = 1 << 20

    /// Calls `body` with consecutive blocks of the input, the last one flagged; stops early when
    /// `body` returns `false`. Standard input can be read only once.
    func forEachBlock(_ body: (UnsafeRawBufferPointer, _ isLast: Bool) throws -> Bool) throws {
        switch self {
        case .bytes(let bytes, _):
            _ = try bytes.withUnsafeBytes { try body($0, true) }
        case .file(let path):
            guard let handle = FileHandle(forReadingAtPath: path) else {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                    throw InputError(file: path, reason: .unreadable(isDirectory.boolValue ? "is a directory, not a CSV file" : "cannot be opened for reading"))
                }
                throw InputError(file: path, reason: .missing("no such file"))
            }
            defer { try? handle.close() }
            try InputSource.pump(handle, name: path, body)
        case .standardInput:
            try InputSource.pump(FileHandle.standardInput, name: "<stdin>", body)
        }
    }

    private static func pump(_ handle: FileHandle, name: String, _ body: (UnsafeRawBufferPointer, Bool) throws -> Bool) throws {
        var pending: Data?
        while true {
            let next: Data
            do {
                next = try handle.read(upToCount: blockSize) ?? Data()
            } catch {
                throw InputError(file: name, reason: .unreadable("read failed: \(error.localizedDescription)"))
            }
            if let block = pending {
                let more = try block.withUnsafeBytes { try body($0, next.isEmpty) }
                if !more || next.isEmpty { return }
            } else if next.isEmpty {
                _ = try [UInt8]().withUnsafeBytes { try body($0, true) }
                return
            }
            pending = next
        }
    }
}
