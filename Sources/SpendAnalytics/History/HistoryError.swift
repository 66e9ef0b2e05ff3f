/// A history store that cannot be used: printed as `FILE: reason`. The CLI exits 65 (the store's
/// data is bad or from a newer version) or 66 (a store the command reads does not exist).
public struct HistoryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the store.
    public enum Reason: Sendable, Hashable {
        /// The file is not a SQLite database.
        case notADatabase
        /// SQLite found the file damaged; `detail` is its message.
        case corrupt(String)
        /// A newer spendreport wrote the store (schema migrations this one does not know).
        case newerSchema
        /// The store does not exist (a command that only reads it).
        case missing
        /// Another run kept the store busy past the busy timeout (exit 75).
        case busy
        /// Another SQLite error (locked past the busy timeout, disk full …): its message.
        case sqlite(String)
        /// `history remove-account` or `remove-import` named nothing in the store.
        case unknown(String)
        /// A SQLite database of another program (what says so): never written to.
        case foreign(String)
        /// The path cannot be a store: a link to nothing, a folder (what it is).
        case unusablePath(String)
        /// The store cannot be written and the command must write (why it must).
        case readOnly(String)
    }

    /// The store as the user named it.
    public var file: String
    /// What is wrong.
    public var reason: Reason

    /// An error about `file`.
    public init(file: String, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    /// `FILE: reason`.
    public var description: String {
        switch reason {
        case .notADatabase:
            return file + ": not a spendreport history store (not a SQLite database); nothing was changed"
        case .corrupt(let detail): return file + ": the history store is damaged (\(detail)); nothing was changed"
        case .newerSchema:
            return file
                + ": the history store was written by a newer spendreport (unknown schema migrations); nothing was changed"
        case .missing: return file + ": no such history store"
        case .busy:
            return file
                + ": another run kept the history store busy for \(Int(HistoryStore.busyTimeout)) s; try again later"
        case .sqlite(let detail): return file + ": " + detail
        case .unknown(let what): return file + ": " + what
        case .foreign(let what):
            return file + ": not a spendreport history store but another program's SQLite database (\(what)); "
                + "nothing was changed: give --history a new file name"
        case .unusablePath(let what): return file + ": is " + what
        case .readOnly(let why): return file + ": the history store cannot be written (\(why)); nothing was changed"
        }
    }
}
