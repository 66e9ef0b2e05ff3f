/// A percentage held exactly as hundredths (3215 = 32.15 %), never as a binary floating-point
/// value. Shared by two stages: the aggregate computes a donut's percentages (largest-remainder
/// rounding), the report writes them.
public struct Percentage: Sendable, Hashable, Comparable, CustomStringConvertible {
    var hundredths: Int

    init(hundredths: Int) { self.hundredths = hundredths }

    public static func < (lhs: Percentage, rhs: Percentage) -> Bool { lhs.hundredths < rhs.hundredths }

    /// `32.15`, `100.00`, `0.05`: exactly two decimals.
    public var description: String {
        let whole = hundredths / 100
        let fraction = hundredths % 100
        return String(whole) + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
