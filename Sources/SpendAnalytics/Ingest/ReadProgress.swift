import Foundation

/// How far a read has got, in input bytes: advanced by the reader once per block (the sniffed
/// prefix, up to 1 MiB, then blocks of ``InputSource/blockSize``, 128 KiB), read
/// from another thread by a progress display (`spendreport`'s progress bar on a terminal).
///
/// `@unchecked Sendable`: its one mutable property, `bytes`, is read and written only while
/// `lock` is held.
public final class ReadProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = 0

    /// A counter at zero rows and zero bytes.
    public init() {}

    /// Input bytes handed to the parser so far.
    public var bytesRead: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }

    func advance(by count: Int) {
        lock.lock()
        bytes += count
        lock.unlock()
    }
}

/// A block source that reports each block it hands out to a ``ReadProgress`` (when there is one).
struct CountingBlocks<Base: ByteBlocks>: ByteBlocks {
    let base: Base
    let progress: ReadProgress?

    var displayName: String { base.displayName }
    var blockSizeHint: Int { base.blockSizeHint }

    func forEachBlock(_ body: (UnsafeRawBufferPointer, _ isLast: Bool) throws -> Bool) throws {
        guard let progress else { return try base.forEachBlock(body) }
        try base.forEachBlock { block, isLast in
            progress.advance(by: block.count)
            return try body(block, isLast)
        }
    }
}
