/// Whether a description reads like money moving between the person's own accounts (a card bill
/// paid, a transfer), whatever category it got: one side of a pair needs this or a Transfers
/// category (docs/HISTORY.md: Transfers between your accounts).
enum TransferWording {
    /// ASCII lower-case phrases; a description containing one reads like a transfer.
    static let phrases: [[UInt8]] = [
        "transfer", "trf", "payment received", "payment thank you", "payment - thank you",
        "autopay", "card payment", "bill payment", "to self", "from self",
    ].map { Array($0.utf8) }

    /// True when `description` contains one of ``phrases``, ignoring ASCII case.
    static func matches(_ description: [UInt8]) -> Bool {
        let lowered = description.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return phrases.contains { phrase in
            guard lowered.count >= phrase.count else { return false }
            for start in 0...(lowered.count - phrase.count) where lowered[start] == phrase[0] {
                if lowered[start..<(start + phrase.count)].elementsEqual(phrase) { return true }
            }
            return false
        }
    }
}
