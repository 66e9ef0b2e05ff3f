/// The order of day and month in a file's numeric dates, decided once per file.
public enum DateOrder: String, Sendable, Hashable, CustomStringConvertible {
    /// `dd/MM/yyyy`
    case dayFirst
    /// `MM/dd/yyyy`
    case monthFirst

    public var description: String { self == .dayFirst ? "day first (dd/MM)" : "month first (MM/dd)" }
}
