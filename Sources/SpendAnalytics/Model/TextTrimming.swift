extension StringProtocol {
    /// The text without leading and trailing white space (`Character.isWhitespace`): the one
    /// trim for names held as `String` (header names, category names). Cells on the per-row
    /// path are trimmed as bytes (``ByteText/trimmed(_:)``).
    func trimmingWhitespace() -> String {
        // ASCII text (most names) is trimmed on its bytes: each byte is a character there (but
        // CR LF, white space either way), and its white space is tab to return and the space.
        // Any other byte: by characters.
        let bytes = utf8
        // Nothing to trim when the first and the last byte are ASCII and not white space.
        let untrimmed = bytes.withContiguousStorageIfAvailable { !$0.isEmpty && TextTrimming.leavesWhole($0) }
        if untrimmed == true { return String(self) }
        var start = bytes.startIndex
        while start < bytes.endIndex, TextTrimming.isASCIIWhitespace(bytes[start]) { bytes.formIndex(after: &start) }
        var end = start
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte < 0x80 else { return trimmingWhitespaceByCharacters() }
            bytes.formIndex(after: &index)
            if !TextTrimming.isASCIIWhitespace(byte) { end = index }
        }
        return String(self[start..<end])
    }

    private func trimmingWhitespaceByCharacters() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}

/// The byte rules of ``Swift/StringProtocol/trimmingWhitespace()``, shared with the readers that
/// trim cells as it does without making a string (``ContentRows``).
enum TextTrimming {
    /// U+0009 to U+000D and the space: the ASCII characters that are `Character.isWhitespace`.
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }

    /// Whether trimming leaves `bytes` (UTF-8) whole: it is empty, or its first and last bytes are
    /// ASCII and not white space. The first character then starts with that byte, and the last is
    /// that byte alone (no ASCII character other than a line feed after a carriage return joins
    /// the one before). `false` says only that it may need trimming.
    static func leavesWhole(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return true }
        return first < 0x80 && last < 0x80 && !isASCIIWhitespace(first) && !isASCIIWhitespace(last)
    }
}
