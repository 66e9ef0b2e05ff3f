/// Which way money moved: out of the account (spent) or into it (received).
public enum Direction: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case spent
    case received

    public static func < (lhs: Direction, rhs: Direction) -> Bool {
        lhs == .spent && rhs == .received
    }

    /// The other direction (used by `--invert`).
    var flipped: Direction { self == .spent ? .received : .spent }
}
