/// A rules file could not be used: printed as `FILE:LINE: message`.
public struct RulesError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String
    /// The rules file does not exist (exit 66 rather than 65).
    public var isMissingFile: Bool

    public init(file: String, line: Int? = nil, message: String, isMissingFile: Bool = false) {
        self.file = file
        self.line = line
        self.message = message
        self.isMissingFile = isMissingFile
    }

    public var description: String {
        file + (line.map { ":\($0)" } ?? "") + ": " + message
    }
}

/// The user's categories and ordered rules (`--rules FILE`), SPEC §3.
///
/// STUB: the categorize work replaces this implementation; the signatures stay.
public struct CategoryRules: Sendable {
    public static let empty = CategoryRules()

    public init() {}

    /// Loads and checks a YAML rules file; fails before any input is read.
    public static func load(path: String) throws(RulesError) -> CategoryRules {
        throw RulesError(file: path, message: "rules files are not supported yet")
    }
}
