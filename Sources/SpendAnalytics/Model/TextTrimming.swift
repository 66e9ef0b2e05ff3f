extension StringProtocol {
    /// The text without leading and trailing white space (`Character.isWhitespace`): the one
    /// trim for names held as `String` (header names, category names). Cells on the per-row
    /// path are trimmed as bytes (``ByteText/trimmed(_:)``).
    func trimmingWhitespace() -> String {
        // Most text starts and ends with a printable ASCII character: nothing to trim (a character
        // that starts or ends with one is not white space).
        if let head = first?.asciiValue, let tail = last?.asciiValue, (0x21...0x7E).contains(head), (0x21...0x7E).contains(tail) {
            return String(self)
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
