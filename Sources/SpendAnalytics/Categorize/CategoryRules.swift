import Foundation

/// A rules file could not be used: printed as `FILE:LINE: message`.
public struct RulesError: Error, Sendable, Hashable, CustomStringConvertible {
    var file: String
    var line: Int?
    var message: String
    /// The rules file does not exist (exit 66 rather than 65).
    public var isMissingFile: Bool

    init(file: String, line: Int? = nil, message: String, isMissingFile: Bool = false) {
        self.file = file
        self.line = line
        self.message = message
        self.isMissingFile = isMissingFile
    }

    /// `FILE:LINE: message`, with every control character escaped (`\x1B`).
    public var description: String {
        (file + (line.map { ":\($0)" } ?? "") + ": " + message).escapingControlCharacters()
    }
}

/// The user's categories and ordered rules (`--rules FILE`) (docs/CATEGORIES.md: Categories and rules).
///
/// Loading checks everything (YAML, keys, categories, colours, regexes, amounts) so that a bad
/// file fails before any input is read; see ``load(path:)`` for the file format.
public struct CategoryRules: Sendable {
    /// No rules file: the built-in taxonomy and no user rules.
    public static let empty = CategoryRules()

    /// The rules file's path as given (used in messages and explanations), `nil` for ``empty``.
    var file: String?
    /// The built-in taxonomy with the file's `categories:` applied (added or recoloured).
    public internal(set) var taxonomy: Taxonomy
    /// The file's `rules:`, in order.
    var rules: [UserRule]

    init() {
        self.file = nil
        self.taxonomy = BuiltinTaxonomy.taxonomy
        self.rules = []
    }

    /// Loads and checks a YAML rules file; fails before any input is read.
    ///
    /// ```yaml
    /// categories:            # optional: add or recolour categories
    ///   - { name: Pets, color: "#8E6C8A", direction: spent }
    /// rules:                 # tried in order; the first rule whose conditions all hold wins
    ///   - { category: Pets, contains: [petsmart, "vet clinic"] }
    ///   - { category: Rent, regex: "^NEFT.*RENT", direction: spent }
    ///   - { category: Salary, contains: [salary, payroll], direction: received, min: 1000.00 }
    /// ```
    ///
    /// Errors carry the file and the line of the offending node (``RulesError``); a missing file
    /// has ``RulesError/isMissingFile`` set.
    public static func load(path: String) throws(RulesError) -> CategoryRules {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw RulesError(file: path, message: "rules file not found", isMissingFile: true)
        }
        if isDirectory.boolValue {
            throw RulesError(file: path, message: "is a directory, not a rules file")
        }
        // Read at most one byte past the limit: a huge file is refused without being read.
        guard let handle = FileHandle(forReadingAtPath: path),
            let data = try? handle.read(upToCount: RulesLoader.maximumFileBytes + 1)
        else {
            throw RulesError(file: path, message: "cannot read the rules file")
        }
        try? handle.close()
        return try parse(yaml: [UInt8](data), file: path)
    }

    /// Checks rules given as YAML bytes; `file` names them in messages.
    static func parse(yaml bytes: [UInt8], file: String) throws(RulesError) -> CategoryRules {
        if bytes.count > RulesLoader.maximumFileBytes {
            throw RulesError(
                file: file,
                message: "the rules file is larger than \(RulesLoader.maximumFileBytes >> 20) MiB, the limit")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw RulesError(
                file: file, line: RulesLoader.lineOfFirstInvalidUTF8(bytes),
                message: "the rules file is not valid UTF-8 text")
        }
        return try parse(yaml: text, file: file)
    }

    /// Checks rules given as YAML text; `file` names them in messages.
    public static func parse(yaml text: String, file: String) throws(RulesError) -> CategoryRules {
        try RulesLoader(file: file).load(text)
    }
}

/// One checked rule of a rules file: all its conditions must hold for it to choose its category.
struct UserRule: Sendable {
    /// The line of the rule in the rules file.
    var line: Int
    /// The category's name as the taxonomy spells it.
    var category: String
    /// The category chosen for money spent / received (`nil`: the rule never applies to that side).
    var spentCategory: CategoryID?
    var receivedCategory: CategoryID?
    /// `direction:`, when given.
    var direction: Direction?
    /// `contains:` keywords as written (matched case-insensitively as substrings; any one).
    var contains: [String]
    /// `regex:`, compiled once.
    var regex: RuleRegex?
    /// `min:` / `max:`: bounds on the absolute amount, inclusive, in minor units.
    var minimum: Money?
    var maximum: Money?

    /// The category this rule gives a transaction on `side`, if it can apply there at all.
    func category(_ side: Direction) -> CategoryID? {
        side == .spent ? spentCategory : receivedCategory
    }
}

/// A rule's regular expression (ICU syntax via `NSRegularExpression`), compiled once at load.
///
/// Matching is case-insensitive by default, like `contains`; `(?-i)` at the start of the pattern
/// makes it case-sensitive.
final class RuleRegex: @unchecked Sendable {
    // NSRegularExpression is immutable and documented as safe to use from several threads.
    let pattern: String
    private let expression: NSRegularExpression

    /// Compiles `pattern`; the error text is ICU's when it is not valid.
    init(_ pattern: String) throws {
        self.pattern = pattern
        self.expression = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    }

    /// What one match attempt found.
    enum Outcome: Equatable {
        case match, noMatch
        /// The attempt ran past ``budgetNanoseconds`` and was stopped.
        case overBudget
    }

    /// The time one match attempt may take (docs/LIMITS.md: Limits): 0.25 s. A pattern that backtracks
    /// catastrophically (`(a|a)+b`, `(\w+\s?)*$`) stops there instead of running for minutes;
    /// an ordinary one takes microseconds on a description.
    static let budgetNanoseconds: UInt64 = 250_000_000

    /// Whether the pattern matches somewhere in `text`, within ``budgetNanoseconds``. The clock is
    /// read only at ICU's progress reports, which a long match makes every few thousand steps
    /// and a short one never.
    func match(_ text: String) -> Outcome {
        var outcome = Outcome.noMatch
        var deadline: UInt64?
        expression.enumerateMatches(
            in: text, options: [.reportProgress],
            range: NSRange(location: 0, length: text.utf16.count)
        ) { result, flags, stop in
            if result != nil {
                outcome = .match
                stop.pointee = true
            } else if flags.contains(.progress) {
                let now = DispatchTime.now().uptimeNanoseconds
                guard let end = deadline else {
                    deadline = now + RuleRegex.budgetNanoseconds
                    return
                }
                if now > end {
                    outcome = .overBudget
                    stop.pointee = true
                }
            }
        }
        return outcome
    }
}
