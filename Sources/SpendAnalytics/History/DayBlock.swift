/// The rows of one `block` of the store (migration `v4-day-blocks`, docs/HISTORY.md: The schema):
/// one account's rows of one day from one import, packed one after the other into a BLOB.
///
/// A row is, in order: its place in the import's order (``StoredRow/sequence``) as the unsigned
/// difference from the block's previous row, the signed amount (zigzag), the currency, the
/// description and the reference (each a length then its UTF-8 bytes), the store's category id
/// times two plus one when the row is transfer-like, and the row's line in its input. Numbers are
/// LEB128 varints: a row costs its text and about ten bytes more.
enum DayBlock {
    /// Appends one row to `data`, a block's bytes. `previous` is the sequence of the block's
    /// previous row (0 for the first), never more than `sequence`. (An import fills its blocks
    /// through ``BlockBytes``.)
    static func append(
        to data: inout [UInt8], sequence: Int64, previous: Int64, amount: Int64, currency: [UInt8],
        description: [UInt8], reference: [UInt8], category: Int64, transferLike: Bool, line: Int
    ) {
        let bytes = BlockBytes()
        bytes.append(
            sequence: sequence, previous: previous, amount: amount, currency: currency, description: description,
            reference: reference, category: category, transferLike: transferLike, line: line)
        bytes.withBytes { data.append(contentsOf: $0) }
    }

    /// Calls `body` with each row of a block's bytes, in order; a block that does not decode is
    /// `SQLITE_CORRUPT` (``Damaged``).
    static func forEachRow(in data: UnsafeRawBufferPointer, _ body: (StoredRow) throws -> Void) throws {
        var reader = Reader(bytes: data)
        var sequence: Int64 = 0
        while !reader.atEnd {
            sequence = sequence &+ Int64(bitPattern: try reader.varint())
            let zigzag = try reader.varint()
            let amount = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
            let currency = try reader.text()
            let description = try reader.text()
            let reference = try reader.text()
            let category = try reader.varint()
            let line = try reader.varint()
            try body(
                StoredRow(
                    sequence: sequence, amount: amount, currency: currency, description: description,
                    reference: reference,
                    category: Int64(bitPattern: category >> 1), transferLike: category & 1 == 1,
                    line: Int(truncatingIfNeeded: line)))
        }
    }

    /// A block whose bytes do not decode.
    struct Damaged: Error {}

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var atEnd: Bool { offset >= bytes.count }

        mutating func varint() throws(Damaged) -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count, shift < 64 {
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            throw Damaged()
        }

        mutating func text() throws(Damaged) -> UnsafeRawBufferPointer {
            let count = try varint()
            guard count <= UInt64(bytes.count - offset) else { throw Damaged() }
            let start = offset
            offset += Int(count)
            return UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
        }
    }
}

/// One row as a block holds it. Its texts point into the block's bytes: valid only inside the
/// call that gives the row.
struct StoredRow {
    /// The row's place in its import's order: rows of one import compare by it (with the import's
    /// id first, the store's order, which the transfer pairing's ties follow).
    var sequence: Int64
    /// Signed minor units, negative when spent.
    var amount: Int64
    /// The ISO code's UTF-8 bytes, empty when the file named none.
    var currency: UnsafeRawBufferPointer
    var description: UnsafeRawBufferPointer
    /// Empty when the export has none.
    var reference: UnsafeRawBufferPointer
    /// The store's `category.id`.
    var category: Int64
    /// In a Transfers category or worded like a transfer.
    var transferLike: Bool
    /// The row's line in its input.
    var line: Int
}

/// A block's bytes as they are filled: one buffer grown by doubling, each row written into it in
/// place (``DayBlock`` says how), with no copy-on-write check per byte.
final class BlockBytes {
    private var base: UnsafeMutablePointer<UInt8>?
    /// The bytes allocated, written or not.
    private(set) var capacity = 0
    /// Bytes written.
    private(set) var count = 0

    init() {}

    deinit { base?.deallocate() }

    /// Appends one row (``DayBlock``); `previous` is the sequence of the block's previous row
    /// (0 for the first), never more than `sequence`.
    func append(
        sequence: Int64, previous: Int64, amount: Int64, currency: [UInt8], description: [UInt8], reference: [UInt8],
        category: Int64, transferLike: Bool, line: Int
    ) {
        // Four varints and three lengths, of at most ten bytes each, and the texts.
        reserve(70 + currency.count + description.count + reference.count)
        guard let base else { return }
        var cursor = base + count
        func varint(_ value: UInt64) {
            var value = value
            while value >= 0x80 {
                cursor.pointee = UInt8(truncatingIfNeeded: value) | 0x80
                cursor += 1
                value >>= 7
            }
            cursor.pointee = UInt8(value)
            cursor += 1
        }
        func text(_ bytes: [UInt8]) {
            varint(UInt64(bytes.count))
            bytes.withUnsafeBufferPointer { buffer in
                if let source = buffer.baseAddress { cursor.initialize(from: source, count: buffer.count) }
            }
            cursor += bytes.count
        }
        varint(UInt64(bitPattern: sequence &- previous))
        varint(UInt64(bitPattern: (amount << 1) ^ (amount >> 63)))
        text(currency)
        text(description)
        text(reference)
        varint(UInt64(bitPattern: category) << 1 | (transferLike ? 1 : 0))
        varint(UInt64(max(0, line)))
        count = cursor - base
    }

    /// Forgets the rows written, keeping the buffer for the next block's.
    func removeAll() { count = 0 }

    /// Calls `body` with the bytes written (valid only during the call).
    func withBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        try body(UnsafeRawBufferPointer(start: count > 0 ? base : nil, count: count))
    }

    private func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        let grown = max(count + more, capacity * 2, 4_096)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        if let base {
            larger.initialize(from: base, count: count)
            base.deallocate()
        }
        base = larger
        capacity = grown
    }
}
