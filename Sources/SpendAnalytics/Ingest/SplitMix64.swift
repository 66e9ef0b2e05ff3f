/// SplitMix64 (Steele, Lea and Flood): a tiny deterministic 64-bit generator, and its output
/// function as a bit mixer.
///
/// Not for anything secret. The library mixes ``RowHash``'s state with ``mix(_:)``; the tests
/// and `rules-bench` generate their inputs with it, so every run sees the same values and a
/// failure reproduces (public for `rules-bench`, which sees only the public API).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The state; the same state gives the same sequence.
    var state: UInt64

    /// A generator that starts from `state`: the same state, the same sequence.
    public init(state: UInt64) { self.state = state }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix64.mix(state)
    }

    /// A value in `0..<bound` (`bound` > 0; modulo bias is negligible for small bounds).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// SplitMix64's output function: every bit of `value` affects every bit of the result.
    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
