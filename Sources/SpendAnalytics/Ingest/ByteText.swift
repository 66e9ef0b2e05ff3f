/// Cell-level text helpers for the per-row path (no `String`, no Foundation), on top of the
/// parsers' ``ByteClass``.
enum ByteText {
    /// `bytes` without leading and trailing blanks (spaces, tabs, line breaks, no-break spaces;
    /// ``ByteClass/trimmed(_:)``, the one byte-level trim).
    @inline(__always)
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let (start, end) = bytes.withUnsafeBufferPointer(ByteClass.trimmed)
        return bytes[(bytes.startIndex + start)..<(bytes.startIndex + end)]
    }

    /// ``trimmed(_:)`` on bytes in memory (a record the tokenizer lends).
    @inline(__always)
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let (start, end) = ByteClass.trimmed(bytes)
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Makes `buffer` hold `bytes`, keeping its capacity: one copy in place when the lengths
    /// match (references, codes), else one replacement (not a removal, then an append).
    @inline(__always)
    static func assign(_ buffer: inout [UInt8], _ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { assign(&buffer, $0) }
    }

    /// ``assign(_:_:)-(_,ArraySlice<UInt8>)`` from bytes in memory (a cell ``CSVRow/withCell(_:_:)`` lends).
    @inline(__always)
    static func assign(_ buffer: inout [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) {
        if buffer.count == bytes.count {
            buffer.withUnsafeMutableBufferPointer { target in
                guard let to = target.baseAddress, let from = bytes.baseAddress else { return }
                to.update(from: from, count: bytes.count)
            }
        } else {
            buffer.replaceSubrange(buffer.startIndex..<buffer.endIndex, with: bytes)
        }
    }

    /// Whether `buffer` holds exactly `bytes` (a byte loop over the two buffers, no iterators).
    @inline(__always)
    static func equals(_ buffer: [UInt8], _ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { equals(buffer, $0) }
    }

    /// ``equals(_:_:)-(_,ArraySlice<UInt8>)`` with bytes in memory.
    @inline(__always)
    static func equals(_ buffer: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard buffer.count == bytes.count else { return false }
        return buffer.withUnsafeBufferPointer { left in
            for index in 0..<left.count where left[index] != bytes[index] { return false }
            return true
        }
    }

    /// True for an empty cell, or one holding only spaces or a lone `-` (a "none" placeholder).
    @inline(__always)
    static func isEmptyCell<Bytes: Collection<UInt8>>(_ trimmedBytes: Bytes) -> Bool {
        trimmedBytes.isEmpty || (trimmedBytes.count == 1 && trimmedBytes.first == UInt8(ascii: "-"))
    }

    @inline(__always)
    static func lowerASCII(_ byte: UInt8) -> UInt8 { ByteClass.lowered(byte) }

    /// Case-insensitive (ASCII) equality of `bytes` with a lowercase ASCII `word`.
    static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
        bytes.count == word.count && hasPrefixIgnoringCase(bytes, word)
    }

    /// Whether `bytes` contains the lowercase ASCII `word`, ignoring ASCII case.
    static func containsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
        guard !word.isEmpty, bytes.count >= word.count else { return word.isEmpty }
        let first = word[0]
        var start = bytes.startIndex
        let last = bytes.endIndex - word.count
        while start <= last {
            if lowerASCII(bytes[start]) == first {
                var k = 1
                while k < word.count && lowerASCII(bytes[start + k]) == word[k] { k += 1 }
                if k == word.count { return true }
            }
            start += 1
        }
        return false
    }

    /// Whether `bytes` starts with the lowercase ASCII `word`, ignoring ASCII case.
    static func hasPrefixIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
        guard bytes.count >= word.count else { return false }
        var index = bytes.startIndex
        for expected in word {
            if lowerASCII(bytes[index]) != expected { return false }
            index += 1
        }
        return true
    }
}
