import Foundation
import Testing

@testable import SpendAnalytics

/// A file read through ``BufferedInput``: the sniffed prefix, then the rest in blocks read with
/// two reused buffers; every byte once, in order, only the last block flagged, and the prefix
/// let go once it has been replayed.
@Suite("Block pump")
struct BlockPumpTests {
    /// A file of `count` bytes (a repeating pattern that is not a multiple of any block size).
    private static func file(bytes count: Int) throws -> (path: String, bytes: [UInt8]) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pump-\(UUID().uuidString).bin").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, bytes)
    }

    private static let prefix = 1 << 20
    private static let block = InputSource.blockSize

    @Test(
        "every byte once, in order, only the last block flagged",
        arguments: [
            prefix + 1, // one byte after the prefix
            prefix + 2 * block, // ends exactly on a block boundary
            prefix + 2 * block + 12_345, // a short last block
            prefix + 5 * block - 1,
        ])
    func blocks(size: Int) throws {
        let (path, bytes) = try BlockPumpTests.file(bytes: size)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let input = try BufferedInput(.file(path), prefixLimit: BlockPumpTests.prefix)
        #expect(input.prefix.count == BlockPumpTests.prefix)
        #expect(!input.prefixIsWhole)
        input.replayOffset = 17
        var seen: [UInt8] = []
        var flags: [Bool] = []
        var sizes: [Int] = []
        try input.forEachBlock { block, isLast in
            seen.append(contentsOf: block)
            flags.append(isLast)
            sizes.append(block.count)
            return true
        }
        #expect(seen == Array(bytes[17...]))
        #expect(flags == Array(repeating: false, count: flags.count - 1) + [true])
        #expect(sizes.first == BlockPumpTests.prefix - 17)
        #expect(sizes.dropFirst().allSatisfy { $0 > 0 && $0 <= BlockPumpTests.block })
        // The replayed prefix is not held for the rest of the run.
        #expect(input.prefix.isEmpty)
    }

    @Test("stopping early reads no further")
    func stops() throws {
        let (path, bytes) = try BlockPumpTests.file(bytes: BlockPumpTests.prefix + 3 * BlockPumpTests.block)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let input = try BufferedInput(.file(path), prefixLimit: BlockPumpTests.prefix)
        var seen: [UInt8] = []
        var calls = 0
        try input.forEachBlock { block, _ in
            seen.append(contentsOf: block)
            calls += 1
            return calls < 2
        }
        #expect(calls == 2)
        #expect(seen == Array(bytes[..<(BlockPumpTests.prefix + BlockPumpTests.block)]))
    }

    @Test("a whole file from its path, and an empty one as one empty last block")
    func plainFile() throws {
        let (path, bytes) = try BlockPumpTests.file(bytes: 3 * BlockPumpTests.block + 5)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var seen: [UInt8] = []
        var flags: [Bool] = []
        try InputSource.file(path).forEachBlock { block, isLast in
            seen.append(contentsOf: block)
            flags.append(isLast)
            return true
        }
        #expect(seen == bytes)
        #expect(flags == [false, false, false, true])

        let (empty, _) = try BlockPumpTests.file(bytes: 0)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        var blocks: [(Int, Bool)] = []
        try InputSource.file(empty).forEachBlock { block, isLast in
            blocks.append((block.count, isLast))
            return true
        }
        #expect(blocks.count == 1)
        #expect(blocks.first?.0 == 0 && blocks.first?.1 == true)
    }
}
