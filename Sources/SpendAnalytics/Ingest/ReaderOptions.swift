import Foundation

/// The column roles an export can have (`--column role=Header`).
public enum ColumnRole: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case date, description, amount, debit, credit, type, category, currency, reference, account, status, fee
    /// A card merchant category code (ISO 18245), which decides the category (docs/CATEGORIES.md: Card merchant category codes).
    case mcc
    public var description: String { rawValue }
}

/// A user's `--column role=Header` (by header name) or `--column role=N` (1-based position).
public struct ColumnOverride: Sendable, Hashable {
    enum Target: Sendable, Hashable {
        case name(String)
        case position(Int)
    }

    var role: ColumnRole
    var target: Target

    init(role: ColumnRole, target: Target) {
        self.role = role
        self.target = target
    }

    /// Parses `role=Header` or `role=N`; `nil` when the role is unknown, the text has no `=`, or
    /// `N` is a whole number below 1 (positions count from 1, see ``hasPositionBelowOne(_:)``).
    public init?(_ text: String) {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let roleText = text[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
        let value = String(text[text.index(after: equals)...])
        guard let role = ColumnRole(rawValue: roleText), !value.isEmpty else { return nil }
        self.role = role
        if let position = Int(value.trimmingCharacters(in: .whitespaces)) {
            guard position >= 1 else { return nil }
            self.target = .position(position)
        } else {
            self.target = .name(value)
        }
    }

    /// The first role other than `description` that `overrides` give more than once, with the
    /// columns they name (as written), in order; `nil` when none is repeated. Repeated
    /// `description=` columns are joined; any other role takes one column, so a repetition is
    /// refused rather than the last one silently winning.
    public static func repeatedRole(in overrides: [ColumnOverride]) -> (role: ColumnRole, targets: [String])? {
        for role in ColumnRole.allCases where role != .description {
            let targets = overrides.filter { $0.role == role }.map { override -> String in
                switch override.target {
                case .name(let name): return name
                case .position(let position): return String(position)
                }
            }
            if targets.count > 1 { return (role, targets) }
        }
        return nil
    }

    /// True when `text` is `role=N` with a whole number `N` below 1 (`date=0`): a position that
    /// cannot exist, refused rather than read as a header named `0`.
    public static func hasPositionBelowOne(_ text: String) -> Bool {
        guard let equals = text.firstIndex(of: "="),
            let position = Int(text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces))
        else { return false }
        return position < 1
    }
}

/// Everything the reader needs to know besides the bytes: the user's overrides of what it detects.
public struct ReaderOptions: Sendable {
    /// `--delimiter`: the field separator, `nil` to detect it.
    public var delimiter: UInt8?
    /// `--encoding`: `nil` to detect (UTF-8, else Windows-1252).
    public var encoding: TextEncoding?
    /// `--date-format`: always wins over detection.
    public var dateFormat: DateFormat?
    /// `--decimal-comma` (`.comma`): `nil` to detect per file.
    public var decimalMark: DecimalMark?
    /// `--column role=Header` / `role=N`.
    public var columns: [ColumnOverride]
    /// `--no-header`: the first row is data; columns come from `columns` by position.
    public var hasHeader: Bool
    /// `--profile NAME`: force a known export's profile.
    public var profile: String?
    /// `--invert`: flip every row's direction (an unknown card export whose purchases are positive).
    public var invert: Bool
    /// `--skip-invalid`: skip unreadable rows (each reported) instead of stopping.
    public var skipInvalid: Bool
    /// `--strict-balance`: a running balance that does not follow between two rows stops the run
    /// (exit 65) instead of a warning.
    public var strictBalance = false
    /// Where date cells with a time and an offset are bucketed (`--timezone`).
    public var timeZone: TimeZone
    /// Advanced as the input is read, for a progress display; `nil`: not tracked.
    public var progress: ReadProgress?
    /// Parse on the calling thread rather than a second one (``RowPipeline/onCallingThread``):
    /// `batch` reads thousands of small inputs one after another.
    var tokenizeOnCallingThread = false
    /// The header rows' matches kept across reads (``HeaderMatchMemo``): `batch` reads one input
    /// per owner, each with the same header.
    var headerMatches: HeaderMatchMemo?
    /// `batch`: the owner's records as the split tokenized them, for the one input made of that
    /// owner's bytes (``SplitRows``); `nil`: the input is tokenized.
    var splitRows: SplitRows?
    /// Makes each row's merchant key while the input is tokenized (``CellReadAhead/merchantKeying``),
    /// for a categoriser that learns; `nil`: no key is made ahead.
    var merchantKeying: MerchantKeying?
    /// The currency of rows that name none (the report's `--currency`), upper case: their
    /// amounts are read in its exponent (`KWD`: thousandths). `nil`: such rows name no currency.
    public var unlabelledCurrency: String?

    /// Options that override what the reader detects; every one left `nil` (or at its default) is detected from the file.
    public init(
        delimiter: UInt8? = nil, encoding: TextEncoding? = nil, dateFormat: DateFormat? = nil,
        decimalMark: DecimalMark? = nil, columns: [ColumnOverride] = [], hasHeader: Bool = true,
        profile: String? = nil, invert: Bool = false, skipInvalid: Bool = false,
        timeZone: TimeZone = .current, progress: ReadProgress? = nil
    ) {
        self.delimiter = delimiter
        self.encoding = encoding
        self.dateFormat = dateFormat
        self.decimalMark = decimalMark
        self.columns = columns
        self.hasHeader = hasHeader
        self.profile = profile
        self.invert = invert
        self.skipInvalid = skipInvalid
        self.timeZone = timeZone
        self.progress = progress
    }
}
