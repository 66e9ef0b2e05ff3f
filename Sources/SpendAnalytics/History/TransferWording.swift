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
        description.withUnsafeBufferPointer { text in
            // One pass: at each byte, only the phrases that start with it are compared.
            for start in text.indices {
                for index in startingWith[Int(lower(text[start]))] {
                    let phrase = phrases[index]
                    guard text.count - start >= phrase.count else { continue }
                    var offset = 1
                    while offset < phrase.count && lower(text[start + offset]) == phrase[offset] { offset += 1 }
                    if offset == phrase.count { return true }
                }
            }
            return false
        }
    }

    /// For each byte value, the indices of the ``phrases`` that start with it.
    private static let startingWith: [[Int]] = {
        var table = [[Int]](repeating: [], count: 256)
        for (index, phrase) in phrases.enumerated() { table[Int(phrase[0])].append(index) }
        return table
    }()

    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
