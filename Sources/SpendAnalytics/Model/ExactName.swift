import Foundation

/// An identifier read from input, an owner id or an account name: compared, hashed and ordered
/// byte for byte on its UTF-8, never by Unicode equivalence. Swift's `String` equality is
/// canonical equivalence (`café` with é as U+00E9 equals `café` with e and U+0301), which would
/// merge two people's or two accounts' rows; two `ExactName`s are equal only when their bytes are.
struct ExactName: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The name's bytes as read (UTF-8, or whatever the input held).
    let bytes: [UInt8]

    init<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 { self.bytes = Array(bytes) }

    /// The name of `text`'s UTF-8 bytes (which a `String` keeps as it was given them).
    init(_ text: String) { bytes = Array(text.utf8) }

    /// Whether the name is `other`'s bytes.
    func hasBytes(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == other.count
            && bytes.withUnsafeBufferPointer { mine in
                guard let a = mine.baseAddress, let b = other.baseAddress else { return true }
                return memcmp(a, b, mine.count) == 0
            }
    }

    /// The name as text, for messages and output (bytes that are not UTF-8 shown as U+FFFD).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    var description: String { text }

    static func < (a: ExactName, b: ExactName) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }
}
