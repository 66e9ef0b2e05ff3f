extension StringProtocol {
    /// The text without leading and trailing white space (`Character.isWhitespace`): the one
    /// trim for names held as `String` (header names, category names). Cells on the per-row
    /// path are trimmed as bytes (``ByteText/trimmed(_:)``).
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
