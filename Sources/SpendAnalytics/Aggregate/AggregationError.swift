/// A report could not be aggregated: a sum passed what `Int64` minor units hold.
///
/// The CLI maps it to exit status 65 (bad input data): money is never wrapped or clipped.
public enum AggregationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What overflowed, e.g. "the money spent in 2026-11 (INR)".
    case overflow(String)

    public var description: String {
        switch self {
        case .overflow(let what): return what + " overflows a 64-bit count of minor units"
        }
    }
}
