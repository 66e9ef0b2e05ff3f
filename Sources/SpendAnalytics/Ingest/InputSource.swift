import Foundation

/// Where transaction bytes come from: a file path, standard input, or bytes in memory.
public enum InputSource: Sendable, Hashable {
    case file(String)
    case standardInput
    case bytes([UInt8], name: String)

    /// The name used in messages: the path, `<stdin>`, or the given name.
    var displayName: String {
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

    /// Bytes per read: large enough that system calls cost nothing, small enough for the cache.
    static let blockSize = 128 << 10

    /// Calls `body` with consecutive blocks of the input, the last one flagged; stops early when
    /// `body` returns `false`. Standard input can be read only once.
    func forEachBlock(_ body: (UnsafeRawBufferPointer, _ isLast: Bool) throws -> Bool) throws {
        switch self {
        case .bytes(let bytes, _):
            _ = try bytes.withUnsafeBytes { try body($0, true) }
        case .file(let path):
            let handle = try InputSource.open(path)
            defer { try? handle.close() }
            try BlockPump(handle: handle, name: path).pump(body)
        case .standardInput:
            try BlockPump(handle: FileHandle.standardInput, name: displayName).pump(body)
        }
    }

    /// Opens a file input once, before anything is created or locked, for the reader to use:
    /// fails as reading would (no such file, a directory, unreadable) without reading, and a FIFO
    /// waits here for its writer, holding nothing, then is read through this one handle (opening
    /// it twice would lose the writer). `nil` for standard input and bytes.
    func openFile() throws -> FileHandle? {
        guard case .file(let path) = self else { return nil }
        return try InputSource.open(path)
    }

    /// Opens a file for reading, or explains why it cannot be (missing, or a directory: exit 66;
    /// else 65). A directory opens for reading on Linux, so it is looked for first.
    static func open(_ path: String) throws -> FileHandle {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            throw InputError(file: path, reason: .missing(.directory))
        }
        if let handle = FileHandle(forReadingAtPath: path) { return handle }
        if exists { throw InputError(file: path, reason: .cannotOpen) }
        throw InputError(file: path, reason: .missing(.noSuchFile))
    }
}

/// Something that hands out its bytes in consecutive blocks, the last one flagged.
///
/// A source may be read on another thread than the one that made it (``RowPipeline`` reads it on
/// its tokenizer thread): its type, and so its conformance, must be usable from any thread
/// (`SendableMetatype`). The source value itself is not required to be `Sendable`: it is handed
/// over whole and read by one thread at a time.
protocol ByteBlocks: SendableMetatype {
    var displayName: String { get }
    /// The largest block this source hands out (to size buffers).
    var blockSizeHint: Int { get }
    func forEachBlock(_ body: (UnsafeRawBufferPointer, _ isLast: Bool) throws -> Bool) throws
}

extension InputSource: ByteBlocks {
    var blockSizeHint: Int {
        if case .bytes(let bytes, _) = self { return bytes.count }
        return InputSource.blockSize
    }
}

/// Bytes already in memory, handed out as one last block (the sniffed prefix).
struct MemoryBlocks: ByteBlocks {
    var bytes: ArraySlice<UInt8>
    var displayName: String
    var blockSizeHint: Int { bytes.count }

    func forEachBlock(_ body: (UnsafeRawBufferPointer, _ isLast: Bool) throws -> Bool) throws {
        _ = try bytes.withUnsafeBytes { try body($0, true) }
    }
}

/// Reads a file handle block by block, looking one block ahead so the last block is flagged.
///
/// Two buffers of ``InputSource/blockSize`` are allocated once and take turns (the block handed
/// out and the one read ahead), filled with `read(2)` straight from the descriptor: no
/// allocation or copy per block.
struct BlockPump {
    var handle: FileHandle
    var name: String

    /// Fills `buffer` from the handle, fewer bytes only at the end of the input: the count read.
    private func fill(_ buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        let descriptor = handle.fileDescriptor
        var filled = 0
        while filled < buffer.count {
            let got = systemRead(descriptor, base + filled, buffer.count - filled)
            if got > 0 {
                filled += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                throw InputError(file: name, reason: .readFailed(String(cString: strerror(errno))))
            }
        }
        return filled
    }

    /// Pumps the rest of the handle; `first` holds bytes already read (they go out first, as
    /// they are: no copy), and is emptied once they have gone (its memory is not held to the end).
    func pump(first: inout ArraySlice<UInt8>?, _ body: (UnsafeRawBufferPointer, Bool) throws -> Bool) throws {
        var block = UnsafeMutableRawBufferPointer.allocate(byteCount: InputSource.blockSize, alignment: 16)
        var next = UnsafeMutableRawBufferPointer.allocate(byteCount: InputSource.blockSize, alignment: 16)
        defer {
            block.deallocate()
            next.deallocate()
        }
        var nextCount = try fill(next)
        if let bytes = first {
            first = nil
            let more = try bytes.withUnsafeBytes { try body($0, nextCount == 0) }
            if !more || nextCount == 0 { return }
        } else if nextCount == 0 {
            _ = try body(UnsafeRawBufferPointer(start: nil, count: 0), true)
            return
        }
        while true {
            swap(&block, &next)
            let count = nextCount
            nextCount = try fill(next)
            let more = try body(UnsafeRawBufferPointer(rebasing: block[..<count]), nextCount == 0)
            if !more || nextCount == 0 { return }
        }
    }

    /// Pumps the whole handle.
    func pump(_ body: (UnsafeRawBufferPointer, Bool) throws -> Bool) throws {
        var none: ArraySlice<UInt8>?
        try pump(first: &none, body)
    }
}

/// `read(2)` (a free function: inside ``BlockPump`` the name would be looked up among its methods).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// An input opened once: its first bytes are held for sniffing (dialect, header, date order,
/// decimal mark) and replayed ahead of the rest, so standard input is read only once and memory
/// holds at most the prefix and one block.
final class BufferedInput: ByteBlocks {
    let displayName: String
    /// The first bytes of the input (at most the limit given at opening), in UTF-8 once
    /// ``convert(with:skipping:)`` made the input convert through iconv. Emptied when they are
    /// replayed ahead of the rest of a file or standard input (``forEachBlock(_:)`` runs once):
    /// the run does not hold them to its end.
    private(set) var prefix: [UInt8]
    /// True when ``prefix`` is the whole input.
    let prefixIsWhole: Bool
    private let handle: FileHandle?
    private let ownsHandle: Bool
    private let remainder: ArraySlice<UInt8>
    private var replayed = false
    /// Where replay starts in ``prefix`` (the header row's first byte: the preamble is not re-read).
    var replayOffset = 0
    /// Converts the bytes after the prefix into UTF-8 (set by ``convert(with:skipping:)``).
    private var converter: IconvConverter?
    var blockSizeHint: Int { max(prefix.count, InputSource.blockSize) }

    /// - Parameter opened: `source`'s file, already opened by ``InputSource/openFile()`` (read
    ///   from here on, not opened again).
    init(_ source: InputSource, opened: FileHandle? = nil, prefixLimit: Int) throws {
        displayName = source.displayName
        switch source {
        case .bytes(let bytes, _):
            let cut = min(prefixLimit, bytes.count)
            prefix = Array(bytes[..<cut])
            remainder = bytes[cut...]
            prefixIsWhole = cut == bytes.count
            handle = nil
            ownsHandle = false
        case .file(let path):
            let file = try opened ?? InputSource.open(path)
            (prefix, prefixIsWhole) = try BufferedInput.readPrefix(file, name: path, limit: prefixLimit)
            handle = file
            ownsHandle = true
            remainder = []
        case .standardInput:
            (prefix, prefixIsWhole) = try BufferedInput.readPrefix(
                FileHandle.standardInput, name: source.displayName, limit: prefixLimit)
            handle = FileHandle.standardInput
            ownsHandle = false
            remainder = []
        }
    }

    deinit {
        if ownsHandle { try? handle?.close() }
    }

    private static func readPrefix(_ handle: FileHandle, name: String, limit: Int) throws -> ([UInt8], Bool) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(limit, 1 << 16))
        while bytes.count < limit {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: limit - bytes.count) ?? Data()
            } catch {
                throw InputError(file: name, reason: .readFailed(error.localizedDescription))
            }
            if chunk.isEmpty { return (bytes, true) }
            bytes.append(contentsOf: chunk)
        }
        return (bytes, false)
    }

    /// Makes the input UTF-8 from here on: the prefix is converted now (a character cut by its
    /// end waits for the next block), every later block as it is read. `skipping` leading bytes
    /// (a byte order mark) are dropped.
    ///
    /// - Throws: ``IconvConverter/Failure`` at the offset of the first bytes not in the encoding.
    func convert(with converter: IconvConverter, skipping: Int = 0) throws {
        var utf8: [UInt8] = []
        let skip = min(skipping, prefix.count)
        converter.skip(skip)
        try prefix[skip...].withUnsafeBytes { try converter.convert($0, isLast: prefixIsWhole, into: &utf8) }
        prefix = utf8
        self.converter = converter
    }

    /// The prefix, then the rest of the input; can run once (the input is consumed).
    func forEachBlock(_ body: (UnsafeRawBufferPointer, _ isLast: Bool) throws -> Bool) throws {
        precondition(!replayed, "BufferedInput is read once")
        replayed = true
        if let converter {
            // The prefix is UTF-8 already; later blocks are converted one by one.
            var first = true
            var utf8: [UInt8] = []
            try forEachRawBlock { block, isLast in
                if first {
                    first = false
                    if !isLast { return try body(block, false) }
                    // The prefix was all there is after all: a character it left cut is invalid.
                    utf8.removeAll(keepingCapacity: true)
                    try converter.convert(UnsafeRawBufferPointer(start: nil, count: 0), isLast: true, into: &utf8)
                    if utf8.isEmpty { return try body(block, true) }
                    let whole = Array(block) + utf8
                    return try whole.withUnsafeBytes { try body($0, true) }
                }
                utf8.removeAll(keepingCapacity: true)
                try converter.convert(block, isLast: isLast, into: &utf8)
                return try utf8.withUnsafeBytes { try body($0, isLast) }
            }
            return
        }
        try forEachRawBlock(body)
    }

    /// The prefix from ``replayOffset``, then the rest of the input as read.
    private func forEachRawBlock(_ body: (UnsafeRawBufferPointer, _ isLast: Bool) throws -> Bool) throws {
        if !prefixIsWhole, let handle {
            // The pump holds the only reference to the prefix, and drops it once replayed.
            var first: ArraySlice<UInt8>? = prefix[min(replayOffset, prefix.count)...]
            prefix = []
            try BlockPump(handle: handle, name: displayName).pump(first: &first, body)
            return
        }
        let replay = prefix[min(replayOffset, prefix.count)...]
        if prefixIsWhole {
            _ = try replay.withUnsafeBytes { try body($0, true) }
            return
        }
        guard try replay.withUnsafeBytes({ try body($0, remainder.isEmpty) }), !remainder.isEmpty else { return }
        var start = remainder.startIndex
        while start < remainder.endIndex {
            let end = min(start + InputSource.blockSize, remainder.endIndex)
            let more = try remainder[start..<end].withUnsafeBytes { try body($0, end == remainder.endIndex) }
            if !more { return }
            start = end
        }
    }
}
