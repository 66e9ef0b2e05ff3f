import Glibc

/// Converts an input's bytes from one encoding into UTF-8 with glibc's iconv, block by block: the
/// only type that touches iconv's C API. A character cut by a block's end is carried into the
/// next block; memory holds one block and its UTF-8 form.
///
/// A byte sequence the encoding does not have (or one still open at the end) is a
/// ``Failure/invalid(offset:)`` at its byte offset in the input: nothing is replaced or dropped.
final class IconvConverter {
    /// Why a conversion stopped.
    enum Failure: Error, Equatable {
        /// The bytes at this 0-based offset of the input are not in the encoding.
        case invalid(offset: Int)
    }

    let encoding: TextEncoding
    private let descriptor: iconv_t
    /// Bytes of a character cut by the end of the last block.
    private var carry: [UInt8] = []
    /// Input bytes converted (or carried) so far, for error offsets.
    private(set) var consumed = 0

    /// A converter from `encoding` into UTF-8; `nil` when the encoding is not one iconv reads
    /// for the reader (``TextEncoding/iconvName``) or this system's iconv lacks it.
    convenience init?(from encoding: TextEncoding) {
        guard let name = encoding.iconvName else { return nil }
        self.init(encoding: encoding, name: name)
    }

    /// A converter from `encoding` into UTF-8 for detection (``EncodingDetector``): Windows-1252,
    /// which the reader decodes itself, through iconv's `CP1252` too.
    convenience init?(detecting encoding: TextEncoding) {
        guard let name = encoding.iconvName ?? (encoding == .windows1252 ? "CP1252" : nil) else { return nil }
        self.init(encoding: encoding, name: name)
    }

    private init?(encoding: TextEncoding, name: String) {
        let descriptor = iconv_open("UTF-8", name)
        guard let descriptor, Int(bitPattern: descriptor) != -1 else { return nil }
        self.encoding = encoding
        self.descriptor = descriptor
    }

    deinit { iconv_close(descriptor) }

    /// Counts `count` bytes the caller dropped before the first block (a byte order mark) into
    /// the offsets of errors.
    func skip(_ count: Int) { consumed += count }

    /// Appends the UTF-8 form of `block` to `output`; `isLast` says no bytes follow (a character
    /// still cut then is invalid).
    func convert(_ block: UnsafeRawBufferPointer, isLast: Bool, into output: inout [UInt8]) throws {
        if carry.isEmpty {
            try run(block, isLast: isLast, into: &output)
        } else {
            let joined = carry + Array(block)
            carry.removeAll()
            consumed -= joined.count - block.count
            try joined.withUnsafeBytes { try run($0, isLast: isLast, into: &output) }
        }
    }

    /// Converts `bytes` (the carry included), keeping an incomplete character at the end.
    private func run(_ bytes: UnsafeRawBufferPointer, isLast: Bool, into output: inout [UInt8]) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            if isLast { iconvFlush(into: &output) }
            return
        }
        var input: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(
            mutating: base.assumingMemoryBound(to: CChar.self))
        var inputLeft = bytes.count
        let start = output.count
        // UTF-8 is at most 3 bytes per UTF-16 unit or legacy byte: room for the usual case at once.
        output.reserveCapacity(start + bytes.count * 3 / 2 + 16)
        var room = max(64, bytes.count * 3 / 2 + 16)
        while inputLeft > 0 {
            let before = output.count
            output.append(contentsOf: repeatElement(0, count: room))
            var written = 0
            let result: Int = output.withUnsafeMutableBytes { raw in
                var out: UnsafeMutablePointer<CChar>? = raw.baseAddress.map {
                    $0.advanced(by: before).assumingMemoryBound(to: CChar.self)
                }
                var outLeft = room
                let result = iconv(descriptor, &input, &inputLeft, &out, &outLeft)
                written = room - outLeft
                return result
            }
            let failure = result == -1 ? errno : 0
            output.removeLast(room - written)
            if result != -1 { break }
            switch failure {
            case E2BIG:
                room *= 2
            case EINVAL where !isLast:
                // A character cut by the block's end: keep it for the next block.
                carry = Array(UnsafeRawBufferPointer(start: input, count: inputLeft))
                consumed += bytes.count
                return
            default:
                // EILSEQ, or a character cut by the end of the input.
                throw Failure.invalid(offset: consumed + (bytes.count - inputLeft))
            }
        }
        consumed += bytes.count
        if isLast { iconvFlush(into: &output) }
    }

    /// Ends the conversion (stateful encodings write their closing bytes).
    private func iconvFlush(into output: inout [UInt8]) {
        var room = 16
        var tail = [UInt8](repeating: 0, count: room)
        tail.withUnsafeMutableBytes { raw in
            var out: UnsafeMutablePointer<CChar>? = raw.baseAddress?.assumingMemoryBound(to: CChar.self)
            _ = iconv(descriptor, nil, nil, &out, &room)
        }
        output.append(contentsOf: tail[0..<(16 - room)])
    }
}
