/// How the categoriser makes a description's merchant key for learning, handed to the reader so
/// the thread that tokenizes the input can make each row's key ahead of the thread that reads the
/// rows (the reader does not know the categoriser: ``ReportPipeline`` wires one to the other).
struct MerchantKeying: Sendable {
    /// The type that makes the keys (a type, not a closure: calling it from both threads shares no
    /// reference count).
    let maker: any MerchantKeyMaker.Type
    /// Make keys only for an input with a Category column (without one, this run learns nothing
    /// from such an input, and no key is needed).
    let requiresCategoryColumn: Bool
}

/// Makes a description's merchant key (the categoriser's ``MerchantKey``).
protocol MerchantKeyMaker: Sendable {
    /// Makes the key of a description's bytes into `key` (replacing what it held) and returns the
    /// key's hash as the categoriser's merchant table hashes it; `nil` when the description has no key.
    static func makeKey(_ description: UnsafeBufferPointer<UInt8>, into key: inout [UInt8]) -> UInt64?
}

/// A record's merchant key, made ahead through ``MerchantKeying`` from exactly the record's
/// ``TransactionRecord/description``, or not made (the categoriser then makes it itself).
struct AheadMerchantKey: Sendable {
    /// Whether a key was made, and whether the description has one.
    enum State: UInt8, Sendable { case notMade, noKey, made }

    var state = State.notMade
    /// The key's bytes (when ``state`` is ``State/made``).
    var bytes: [UInt8] = []
    /// The key's hash (when ``state`` is ``State/made``).
    var hash: UInt64 = 0
}
