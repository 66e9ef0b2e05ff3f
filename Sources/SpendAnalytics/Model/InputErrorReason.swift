extension InputError {
    /// What is wrong with the input, as values a caller (or a test) can match on; `description`
    /// is the message text the CLI prints after `FILE:LINE:COL: `.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        // MARK: The input as a whole

        /// There is no file to read (exit status 66).
        case missing(MissingInput)
        /// The file exists but cannot be opened for reading.
        case cannotOpen
        /// Reading failed part way (the system's explanation).
        case readFailed(String)
        /// No header row: the input holds no table the reader recognises.
        case noHeaderRow(NoHeaderRow)
        /// A header and no data row (an expired bank session, a failed download): refused unless
        /// `--allow-empty`, so that the previous report stays.
        case noDataRows
        /// `--no-header` without the date, description and amount columns by position.
        case columnsByPositionNeeded(fieldCount: Int)
        /// `--profile` names no known export; `known` lists the ids that are, comma-separated.
        case unknownProfile(String, known: String)
        /// A byte that is not UTF-8 in a file read as UTF-8.
        case invalidUTF8
        /// Bytes at this 0-based offset of the input that the encoding (named as `--encoding` takes it, or `nil`: any the
        /// reader detects) does not have.
        case notInEncoding(String?, offset: Int)
        /// The bytes are not UTF-8 and two encodings read them equally well but differently from
        /// this 0-based offset on: `--encoding` must say which.
        case encodingUndecided(offset: Int, candidates: [String])
        /// No date in the sniffed rows settles the day/month order (reported at an ambiguous date).
        case dateOrderUnsettled
        /// No amount in the sniffed rows settles the decimal mark (reported at an ambiguous amount).
        case decimalMarkUnsettled
        /// Anything else, in words (an internal failure, not a problem of the data).
        case other(String)

        // MARK: One record

        /// A record libcsv rejects.
        case malformedCSV(MalformedCSV)
        /// A quoted field still open at the end of the input.
        case unterminatedQuote
        /// Too few fields for the columns used, or an extra field that is not empty.
        case fieldCount(expected: Int, found: Int)

        // MARK: One cell

        /// A date cell that holds no date the reader can read.
        case badDate(TableColumn, DateProblem)
        /// A date that reads two ways (`03/04/2026`) before any date settled the day/month order.
        case ambiguousDate(TableColumn)
        /// An amount cell that is not an amount.
        case badAmount(TableColumn, AmountProblem)
        /// An amount that reads two ways (`1.234`) before any amount settled the decimal mark.
        case ambiguousAmount(TableColumn)
        /// An amount beyond `Int64` minor units.
        case amountOverflow
        /// Adding the row's amount makes a sum pass `Int64` minor units: the report cannot be
        /// exact, so the run stops even with `--skip-invalid`.
        case sumOverflow
        /// The running balance does not follow between two rows (`--strict-balance`): `missing`,
        /// as text, is the amount of a row that would make it hold.
        case balanceBreak(first: Int, second: Int, missing: String)
        /// The data allows several readings of its columns and nothing decides between them: each
        /// reading's `--column` options (`line`: the header row they name, if any).
        case readingsUndecided(line: Int?, readings: [String])
        /// The input has no byte at all (a download that failed).
        case emptyFile
        /// Nothing in the input names its currency, and `--currency` does not either.
        case currencyUnnamed
        /// A row dated more than `days` after today (a mistyped year?).
        case farFuture(date: String, today: String, days: Int)
        /// A Currency-column value that names no currency.
        case notACurrency(TableColumn)
        /// A negative amount in a row its type column marks as a credit.
        case negativeCredit(TableColumn)
        /// Both the debit and the credit column hold an amount.
        case debitAndCredit(debit: TableColumn, credit: TableColumn)
        /// Two amount columns of different currencies (`CAD$`, `USD$`) both hold a non-zero amount.
        case amountsInTwoCurrencies(TableColumn, TableColumn)
        /// The amount's symbol names another currency than the Currency column.
        case currencyMismatch(amountCurrency: String, column: TableColumn, columnCurrency: String)

        // MARK: Rows beyond those reported one by one

        /// Dateless rows inside the data beyond ``PendingRows/keptProblems``, up to the line reported.
        case moreRowsWithoutDate(Int)
        /// Rows at the end whose date cannot be read, beyond ``PendingRows/keptProblems``.
        case moreRowsWithUnreadableDate(Int)

        /// The encodings `--encoding` takes, for the messages that suggest it.
        static let encodingNames =
            "utf-8, windows-1252, windows-1250, windows-1251, windows-1253 to -1258, windows-874, "
            + "koi8-r, iso-8859-2, -4, -5, -7, -8, -9, -13, -15, shift_jis, euc-jp, gb18030, big5, cp949, utf-16, utf-16le, utf-16be"

        public var description: String {
            switch self {
            case .missing(let missing): return missing.description
            case .cannotOpen: return "cannot be opened for reading"
            case .readFailed(let why): return "read failed: " + why
            case .noHeaderRow(let missing): return missing.description
            case .noDataRows:
                return
                    "holds no data row (a failed or expired download?); the previous report is left as it was (--allow-empty to accept)"
            case .columnsByPositionNeeded(let fieldCount):
                return "--no-header needs the columns by position: --column date=N, --column description=N and "
                    + "--column amount=N (or debit=N and credit=N), within the \(fieldCount) fields of the first row"
            case .unknownProfile(let id, let known): return "unknown profile \"\(id)\"; known profiles: \(known)"
            case .notInEncoding(let encoding?, let offset):
                return "the bytes at offset \(offset) are not \(encoding) (the file is read as \(encoding)); "
                    + "pass the file's encoding with --encoding (\(InputError.Reason.encodingNames))"
            case .notInEncoding(nil, let offset):
                return "the bytes at offset \(offset) are neither UTF-8 nor in an encoding the reader detects; "
                    + "pass the file's encoding with --encoding (\(InputError.Reason.encodingNames))"
            case .encodingUndecided(let offset, let candidates):
                return
                    "cannot tell the encoding: the bytes are not UTF-8, and from offset \(offset) on read as different text in "
                    + candidates.joined(separator: " and ") + "; pass --encoding "
                    + candidates.joined(separator: " or --encoding ")
            case .invalidUTF8:
                return
                    "bytes are not valid UTF-8 (the file is read as UTF-8; pass --encoding windows-1252 if it is in that encoding)"
            case .dateOrderUnsettled:
                return "cannot tell day from month: no date in the first rows has a day above 12; "
                    + "pass --date-format (e.g. --date-format dd/MM/yyyy or --date-format MM/dd/yyyy)"
            case .decimalMarkUnsettled:
                return "cannot tell the decimal mark: this amount reads differently with a decimal point "
                    + "and a decimal comma; pass --decimal-comma if 1.234,56 means one thousand two hundred thirty-four, "
                    + "or --currency if the amounts are in a three-decimal currency (KWD, BHD, OMR, JOD, TND, LYD, IQD)"
            case .other(let why): return why
            case .malformedCSV(let malformed): return malformed.description
            case .unterminatedQuote: return "quoted field is never closed"
            case .fieldCount(let expected, let found): return "expected \(expected) fields, found \(found)"
            case .badDate(let column, let problem): return "\(column): \(problem)"
            case .ambiguousDate(let column):
                return "\(column): cannot tell day from month, and no earlier date settled it; "
                    + "pass --date-format (e.g. dd/MM/yyyy or MM/dd/yyyy)"
            case .badAmount(let column, let problem): return "\(column): \(problem)"
            case .ambiguousAmount(let column):
                return "\(column): reads differently with a decimal point and a decimal comma, and no earlier amount "
                    + "settled it; pass --decimal-comma if 1.234,56 means one thousand two hundred thirty-four, "
                    + "or --currency if the amounts are in a three-decimal currency (KWD, BHD, OMR, JOD, TND, LYD, IQD)"
            case .amountOverflow: return "amount overflows a 64-bit count of minor units"
            case .sumOverflow:
                return
                    "adding this row's amount overflows a sum's 64-bit count of minor units: the report cannot be exact "
                    + "(not skipped with --skip-invalid, since dropping either row would change the totals)"
            case .readingsUndecided(let line, let readings):
                return
                    "the header words do not name the columns\(line.map { " (closest header row: line \($0))" } ?? ""), "
                    + "and the data allows \(readings.count) readings with no running balance to decide between them; "
                    + "check the file and give the right one: "
                    + readings.enumerated().map { "(\($0.offset + 1)) \($0.element)" }.joined(separator: " or ")
            case .emptyFile:
                return "the file is empty (0 bytes): a failed download? The previous report is left as it was "
                    + "(--allow-empty accepts it)"
            case .currencyUnnamed:
                return
                    "nothing in the file names its currency (no currency column, no code or symbol in its amounts or "
                    + "header, no known export): give the account's currency with --currency CODE (--currency XXX reads it "
                    + "as no currency, amounts with two decimals)"
            case .balanceBreak(let first, let second, let missing):
                return BalanceBreakText.sentence(first: first, second: second, missing: missing)
            case .farFuture(let date, let today, let days):
                return "dated \(date), more than \(days) days after today (\(today)): a mistyped year? "
                    + "Correct the date in the file (or give --now if the clock is wrong); the run changed nothing"
            case .notACurrency(let column): return "\(column): not a currency code"
            case .negativeCredit(let column):
                return "\(column): the amount is negative but the row is marked as a credit"
            case .debitAndCredit(let debit, let credit): return "both \(debit) and \(credit) hold an amount"
            case .amountsInTwoCurrencies(let first, let second):
                return "both \(first) and \(second) hold an amount; a row must state its amount in one currency"
            case .currencyMismatch(let amountCurrency, let column, let columnCurrency):
                return "the amount is in \(amountCurrency) but \(column) says \(columnCurrency)"
            case .moreRowsWithoutDate(let count): return "\(count) more rows without a date up to this line"
            case .moreRowsWithUnreadableDate(let count):
                return "\(count) more rows whose date cannot be read up to this line"
            }
        }
    }
}

/// A column of the table as messages name it: `column 4 "Amount"` (1-based, with its header).
public struct TableColumn: Sendable, Hashable, CustomStringConvertible {
    /// 0-based position in the row.
    public var index: Int
    /// The header text; empty (or `#N`) when the file has no header.
    public var header: String

    /// The column at 0-based `index`, named `header` when the file has a header.
    public init(index: Int, header: String = "") {
        self.index = index
        self.header = header
    }

    public var description: String {
        header.isEmpty || header.hasPrefix("#") ? "column \(index + 1)" : "column \(index + 1) \"\(header)\""
    }
}

/// What the header search saw when no row of the sniffed prefix named the columns needed.
public struct NoHeaderRow: Sendable, Hashable, CustomStringConvertible {
    /// Non-blank rows looked at (0: the input is empty or holds no table).
    public var rowsSeen: Int
    /// Whether `--column` names were given (and matched no row either).
    public var withColumnNames: Bool
    /// The line where the tokenizer stopped the search, and its reason, when it did.
    public var tokenizerStop: TokenizerStop?
    /// The rows that came closest to a header (first the one naming most roles), at most
    /// ``maximumCandidates``.
    public var candidates: [Candidate]
    /// A ready-to-paste set of options built from the best candidate (or, when the rows look
    /// like data, from the first row with `--no-header`); `nil` when nothing suggests one.
    public var suggestion: String?
    /// Two columns of the closest row that hold the money one-sided (withdrawals in one, deposits
    /// in the other) under names the reader does not know: named, with no command suggested.
    public var oneSidedPair: [String]?

    /// Candidate rows listed in the message.
    public static let maximumCandidates = 3

    /// Where and why the tokenizer stopped the header search.
    public struct TokenizerStop: Sendable, Hashable {
        /// The line where the tokenizer stopped.
        public var line: Int
        /// Why it stopped, as the tokenizer said it.
        public var reason: String
    }

    /// A row that could have been the header: its cells, each with the role its name matched.
    public struct Candidate: Sendable, Hashable, CustomStringConvertible {
        /// The 1-based line of the row.
        public var line: Int
        /// The row's cells (shortened), each with the role its name matched (`nil`: none).
        public var cells: [(text: String, role: String?)]
        /// The roles a header needs that no cell matched (`date`, `description`, `amount`).
        public var missing: [String]

        /// A candidate row at `line` with its `cells` and the required roles it is `missing`.
        public init(line: Int, cells: [(text: String, role: String?)], missing: [String]) {
            self.line = line
            self.cells = cells
            self.missing = missing
        }

        /// `line 19: "Data" (date), "Opis" (description), "Kwota" (no role); missing amount`.
        public var description: String {
            let listed = cells.map { "\"\($0.text)\" (\($0.role ?? "no role"))" }.joined(separator: ", ")
            return "line \(line): " + listed + (missing.isEmpty ? "" : "; missing " + missing.joined(separator: ", "))
        }

        public static func == (lhs: Candidate, rhs: Candidate) -> Bool { lhs.description == rhs.description }
        public func hash(into hasher: inout Hasher) { hasher.combine(description) }
    }

    /// What the header search saw: `rowsSeen` non-blank rows, whether `--column` names were
    /// given, where the tokenizer stopped it (if it did), the closest rows and a suggestion.
    public init(
        rowsSeen: Int, withColumnNames: Bool = false, tokenizerStop: TokenizerStop? = nil,
        candidates: [Candidate] = [], suggestion: String? = nil, oneSidedPair: [String]? = nil
    ) {
        self.rowsSeen = rowsSeen
        self.withColumnNames = withColumnNames
        self.tokenizerStop = tokenizerStop
        self.candidates = candidates
        self.suggestion = suggestion
        self.oneSidedPair = oneSidedPair
    }

    public var description: String {
        var text =
            rowsSeen == 0
            ? "no header row: the input is empty or holds no table"
            : "no header row: none of the first \(rowsSeen) rows names a date, an amount (or debit and credit) and a description column"
        if withColumnNames { text += " (with the --column names given)" }
        if !candidates.isEmpty {
            text += "; closest rows: " + candidates.map(\.description).joined(separator: " | ")
        }
        if let suggestion {
            text += "; try: " + suggestion
        } else if let pair = oneSidedPair, pair.count == 2 {
            text +=
                "; the money is in two one-sided columns, \"\(pair[0])\" and \"\(pair[1])\" (each row fills one): name "
                + "them with --column debit=HEADER for the money paid out and --column credit=HEADER for the money paid in "
                + "(the file does not say which is which)"
        } else {
            text += "; name the columns with --column role=Header, or pass --no-header with --column date=N …"
        }
        if let tokenizerStop {
            text += "; the tokenizer stopped at line \(tokenizerStop.line): \(tokenizerStop.reason)"
        }
        return text
    }
}

/// Why there is no input to read.
public enum MissingInput: Sendable, Hashable, CustomStringConvertible {
    case noSuchFile
    case directory

    public var description: String {
        switch self {
        case .noSuchFile: return "no such file"
        case .directory: return "is a directory, not a CSV file"
        }
    }
}

/// Why libcsv rejected a record (its error codes, and the tokenizer's own size limit).
public enum MalformedCSV: Sendable, Hashable, CustomStringConvertible {
    /// `CSV_EPARSE`: a quote inside an unquoted field, or text after a closing quote.
    case misplacedQuote
    /// `CSV_ENOMEM`.
    case outOfMemory
    /// `CSV_ETOOBIG`.
    case fieldTooLarge
    /// The record outgrew the tokenizer's limit (in MiB): a quote never closed, most likely.
    case recordTooLarge(mebibytes: Int)
    /// A record with more fields than the limit (docs/LIMITS.md: Limits); the run stops.
    case tooManyFields(limit: Int)
    /// A field longer than the limit in KiB (docs/LIMITS.md: Limits); the run stops.
    case fieldLargerThan(kibibytes: Int)
    /// Any other libcsv error code.
    case unknown

    public var description: String {
        switch self {
        case .misplacedQuote: return "malformed CSV: a quote inside an unquoted field or text after a closing quote"
        case .outOfMemory: return "out of memory reading a field"
        case .fieldTooLarge: return "field too large"
        case .recordTooLarge(let mebibytes): return "record larger than \(mebibytes) MiB (a quote never closed?)"
        case .tooManyFields(let limit): return "record with more than \(limit) fields, the limit"
        case .fieldLargerThan(let kibibytes):
            return "field larger than \(kibibytes) KiB, the limit (a quote never closed?)"
        case .unknown: return "malformed CSV"
        }
    }
}

/// What is wrong with a date cell.
public enum DateProblem: Sendable, Hashable, CustomStringConvertible {
    /// The cell is empty.
    case noDate
    /// The cell is not shaped like a date.
    case notADate
    /// A day and month without a year (`September 15`).
    case noYear
    /// A date that does not exist (`31/02/2026`).
    case noSuchDate
    /// A date that does not exist in the order the rest of the file settled (`01/26/2026` day first).
    case noSuchDateIn(DateOrder)
    /// A time with an offset that falls outside the years 0001–9999 once moved into `zone`.
    case outsideYears(zone: String)

    public var description: String {
        switch self {
        case .noDate: return "no date"
        case .notADate: return "not a date"
        case .noYear: return "the date has no year"
        case .noSuchDate: return "no such date"
        case .noSuchDateIn(let order):
            return
                "no such date when read \(order == .dayFirst ? "day first" : "month first") like the rest of the file"
        case .outsideYears(let zone):
            return "the date falls outside the years 0001 to 9999 once its time is moved into \(zone) (--timezone)"
        }
    }
}

/// What is wrong with an amount cell (overflow is ``InputError/Reason/amountOverflow``).
public enum AmountProblem: Sendable, Hashable, CustomStringConvertible {
    /// Not a number in any accepted form.
    case notAnAmount
    /// More than two digits after the decimal mark (`-1.234`) in a row whose currency is not known.
    case tooManyFractionDigits
    /// More digits after the decimal mark than the row's currency has (`1,234.50` in JPY, `12.345` in USD).
    case moreFractionDigitsThan(currency: String, exponent: Int)

    public var description: String {
        switch self {
        case .notAnAmount: return "not an amount"
        case .tooManyFractionDigits:
            return "more than two digits after the decimal mark, and no currency says the amounts have three: "
                + "pass --currency if the file is in a three-decimal currency (KWD, BHD, OMR, JOD, TND, LYD, IQD), "
                + "or --decimal-comma if the digits after the mark are a thousands group"
        case .moreFractionDigitsThan(let currency, let exponent):
            return "more digits after the decimal mark than \(currency) has (\(exponent))"
        }
    }
}

/// How a UTF-16 input shows itself: its byte order, and whether it opens with a byte order mark.
public struct UTF16Form: Sendable, Hashable, CustomStringConvertible {
    /// Little-endian (what Windows writes), else big-endian.
    public var littleEndian: Bool
    /// The file opens with a byte order mark (`FF FE` or `FE FF`).
    public var byteOrderMark: Bool

    /// A UTF-16 form: little- or big-endian, with or without a byte order mark.
    public init(littleEndian: Bool, byteOrderMark: Bool) {
        self.littleEndian = littleEndian
        self.byteOrderMark = byteOrderMark
    }

    /// `UTF-16LE, with a byte order mark`.
    public var description: String {
        (littleEndian ? "UTF-16LE" : "UTF-16BE") + (byteOrderMark ? ", with a byte order mark" : ", no byte order mark")
    }

}

/// The words of a running-balance break, for the warning and the `--strict-balance` error alike.
enum BalanceBreakText {
    static func sentence(first: Int, second: Int, missing: String) -> String {
        let amount =
            missing.hasPrefix("-") ? grouped(missing.dropFirst()) + " paid out" : grouped(missing[...]) + " paid in"
        return
            "the running balance does not follow between lines \(first) and \(second): a row of \(amount) seems to be "
            + "missing between them (or a balance was changed); is the download whole?"
    }

    /// `1280.00` as `1,280.00`: the whole units grouped by thousands.
    private static func grouped(_ plain: Substring) -> String {
        let whole = plain.prefix { $0 != "." }
        var out = ""
        for (offset, digit) in whole.enumerated() {
            if offset > 0 && (whole.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out + plain.dropFirst(whole.count)
    }
}
