import Foundation
import GRDB

/// The SQLite file behind `--history` (docs/HISTORY.md): opened in WAL mode with a busy timeout,
/// created with mode 0600, migrated to the current schema.
///
/// Before anything is written the file is identified (``StoreIdentity``): a store of ours (its
/// `application_id`, or the tables of a store made before v5), an empty file or database (ours to
/// make), or anything else, which is refused with nothing changed: another program's database, a
/// newer store, a damaged file, a file that is not SQLite. Making and migrating happen inside one
/// write transaction, after the file is identified again under the store's write lock, so two
/// first nights on one path serialise: the second waits and finds the store made.
struct HistoryStore {
    /// How long a run waits for another run's write transaction before failing.
    static let busyTimeout: TimeInterval = 60

    /// SQLite's page cache, in KiB: the bound on the store's memory during an import (a larger
    /// import's pages go to the WAL as the cache fills). An import appends blocks at the end of
    /// the table, so a small cache holds what it touches again.
    static let cacheKiB = 16_384

    /// The page size of a store created by this version, in bytes.
    static let newPageSize = 16_384

    /// What a command does with the store.
    enum Access {
        /// `report --history`: made when missing, migrated, written.
        case importing
        /// `history remove-account`, `remove-import`: must exist; migrated, written.
        case maintaining
        /// `history accounts`, `imports`, `check`, `explain --history`: must exist; only read.
        /// A store this process cannot write (a read-only file) is read as it is when its schema
        /// is current; a writable one is migrated first, as it always was.
        case reading
    }

    let path: String
    let queue: DatabaseQueue

    /// Opens (creating for ``Access/importing``) and migrates the store at `path`.
    init(path: String, access: Access = .importing) throws(HistoryError) {
        self.path = path
        let exists = try HistoryStore.checkPath(path, creating: access == .importing)
        if !exists { try HistoryStore.createFile(path) }
        let readOnly = access == .reading && !HistoryStore.isWritable(path)
        do {
            queue = try DatabaseQueue(path: path, configuration: HistoryStore.configuration(readOnly: readOnly))
            let identity = try queue.read { db in try StoreIdentity(db) }
            try identity.refuseUnlessOurs(file: path)
            if identity.isCurrent(journalWAL: true) { return }
            if readOnly {
                throw HistoryError(
                    file: path,
                    reason: .readOnly("it is from an earlier spendreport and needs an upgrade, which writes to it"))
            }
            try HistoryStore.bringUpToDate(queue, file: path)
        } catch let error as HistoryError {
            throw error
        } catch {
            throw HistoryStore.map(error, file: path)
        }
    }

    /// The connection's settings: the busy timeout, a bounded page cache, `synchronous = NORMAL`.
    private static func configuration(readOnly: Bool) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.busyMode = .timeout(HistoryStore.busyTimeout)
        // The declared references (an entry's import and category) are not enforced on every
        // insert, a lookup per reference per row: the import only writes ids it has just read or
        // made, and `history check` runs SQLite's foreign_key_check over the whole store.
        configuration.foreignKeysEnabled = false
        configuration.prepareDatabase { db in
            // SQLite's page cache, bounded (``cacheKiB``).
            try db.execute(sql: "PRAGMA cache_size = -\(HistoryStore.cacheKiB)")
            // WAL with synchronous NORMAL: a commit is atomic whenever the process dies; only a
            // power cut may roll back the last import (which the next run imports again).
            if !readOnly { try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        }
        return configuration
    }

    /// True when something is at `path` (following a link); refuses a link to nothing, a folder
    /// and, unless `creating`, a missing store.
    private static func checkPath(_ path: String, creating: Bool) throws(HistoryError) -> Bool {
        var info = stat()
        if lstat(path, &info) != 0 {
            guard creating else { throw HistoryError(file: path, reason: .missing) }
            return false
        }
        if (info.st_mode & S_IFMT) == S_IFLNK && stat(path, &info) != 0 {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            throw HistoryError(
                file: path,
                reason: .unusablePath(
                    "a symbolic link to \(target), which does not exist; point the link at the store, or remove it to start a new one"
                ))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw HistoryError(file: path, reason: .unusablePath("a folder, not a history store file"))
        }
        return true
    }

    /// Makes an empty file at `path`, readable by its owner only (personal finance data; SQLite
    /// gives -wal and -shm the same mode). Another run that made it first is no error.
    private static func createFile(_ path: String) throws(HistoryError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        let code = errno
        if code == EEXIST { return }
        throw HistoryError(
            file: path, reason: .sqlite("cannot create the history store (\(String(cString: strerror(code))))"))
    }

    /// True when this process may write the file and its folder (for the -wal and -shm files).
    private static func isWritable(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        return access(path, W_OK) == 0 && access(folder.isEmpty ? "." : folder, W_OK) == 0
    }

    /// Makes or migrates the store: the page size of a new store chosen first (it applies at
    /// the first write), then one IMMEDIATE transaction that identifies the file again under the
    /// write lock and applies what is missing, then WAL.
    private static func bringUpToDate(_ queue: DatabaseQueue, file: String) throws {
        try queue.writeWithoutTransaction { db in
            // A new store gets 16 KiB pages rather than 4 KiB: a large import writes (to the
            // WAL, then to the file) and balances a quarter as many pages, while a small store
            // stays small. An existing store keeps its own (the pragma changes nothing then).
            try db.execute(sql: "PRAGMA page_size = \(HistoryStore.newPageSize)")
            try db.inTransaction(.immediate) {
                let identity = try StoreIdentity(db)
                try identity.refuseUnlessOurs(file: file)
                if !identity.isCurrent(journalWAL: false) { try HistorySchema.migrate(db) }
                return .commit
            }
            // Set again for the new page size: SQLite 3.40 set before the page size changed never
            // spilled a large import's pages to the WAL until the commit (the whole import held in
            // memory: 93 MiB at 1M rows, against 16 MiB).
            try db.execute(sql: "PRAGMA cache_size = -\(HistoryStore.cacheKiB)")
            try switchToWAL(db)
        }
    }

    /// `journal_mode = WAL`, waiting up to ``busyTimeout`` while another connection holds the
    /// file: SQLite answers a change of journal mode with SQLITE_BUSY at once, without its busy
    /// handler, when another run is reading the new store.
    private static func switchToWAL(_ db: Database) throws {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                try db.execute(sql: "PRAGMA journal_mode = WAL")
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                usleep(10_000)
            }
        }
    }

    /// A GRDB or SQLite error as a ``HistoryError``.
    static func map(_ error: Error, file: String) -> HistoryError {
        if let error = error as? HistoryError { return error }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: return HistoryError(file: file, reason: .notADatabase)
            case .SQLITE_BUSY, .SQLITE_LOCKED: return HistoryError(file: file, reason: .busy)
            case .SQLITE_CORRUPT:
                return HistoryError(file: file, reason: .corrupt(error.message ?? "database disk image is malformed"))
            case .SQLITE_READONLY:
                return HistoryError(
                    file: file,
                    reason: .readOnly("report --history adds the night's rows to it; the history commands only read it")
                )
            default: return HistoryError(file: file, reason: .sqlite(error.message ?? "\(error.resultCode)"))
            }
        }
        if error is MoneyOverflow {
            return HistoryError(file: file, reason: .corrupt("its sums pass the largest amount spendreport can hold"))
        }
        return HistoryError(file: file, reason: .sqlite("\(error)"))
    }

    /// Runs `body` in one write transaction (committed when it returns, rolled back when it
    /// throws). The transaction is IMMEDIATE: it takes the store's write lock at once, waiting
    /// (``busyTimeout``) while another run holds it, so two runs on one store serialise.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            var result: T?
            try queue.inTransaction(.immediate) { db in
                result = try body(db)
                return .commit
            }
            guard let result else {
                throw HistoryError(file: path, reason: .sqlite("the transaction returned nothing"))
            }
            return result
        } catch let error as DatabaseError {
            throw HistoryStore.map(error, file: path)
        } catch let error as MoneyOverflow {
            throw HistoryStore.map(error, file: path)
        }
    }

    /// Runs `body` in one read transaction (a consistent snapshot).
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
        } catch let error as DatabaseError {
            throw HistoryStore.map(error, file: path)
        } catch let error as MoneyOverflow {
            throw HistoryStore.map(error, file: path)
        }
    }
}

/// What a file opened as a store is, read before anything is written to it.
struct StoreIdentity {
    enum Kind {
        /// A 0-byte file, or a SQLite database without a table, an application id or a user version.
        case empty
        /// Ours: its `application_id`, or (before v5) the tables of a store.
        case ours
        /// Another program's database: the tables it holds and its application id.
        case foreign(tables: [String], applicationID: Int32)
    }

    var kind: Kind
    /// The migrations applied (empty for ``Kind/empty``).
    var applied: Set<String> = []
    var applicationID: Int32 = 0
    var userVersion: Int32 = 0
    var journalMode = ""

    init(_ db: Database) throws {
        applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        userVersion = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        journalMode = try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? ""
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        if applicationID == HistorySchema.applicationID
            || (applicationID == 0 && HistorySchema.earlierTables.isSubset(of: tables))
        {
            kind = .ours
            if tables.contains("grdb_migrations") {
                applied = Set(
                    try String.fetchAll(
                        db, sql: "SELECT identifier FROM grdb_migrations WHERE typeof(identifier) = 'text'"))
            }
        } else if applicationID == 0 && tables.isEmpty && userVersion == 0 {
            kind = .empty
        } else {
            kind = .foreign(tables: tables, applicationID: applicationID)
        }
    }

    /// Throws unless the file is ours (or empty) and no newer spendreport wrote it.
    func refuseUnlessOurs(file: String) throws(HistoryError) {
        switch kind {
        case .empty: return
        case .ours:
            if !applied.isSubset(of: Set(HistorySchema.identifiers))
                || userVersion > Int32(HistorySchema.identifiers.count)
            {
                throw HistoryError(file: file, reason: .newerSchema)
            }
        case .foreign(let tables, let applicationID):
            let what =
                applicationID != 0
                ? "its application id is \(applicationID)"
                : "it holds the tables " + tables.prefix(6).joined(separator: ", ") + (tables.count > 6 ? " …" : "")
            throw HistoryError(file: file, reason: .foreign(what))
        }
    }

    /// True when nothing needs writing: ours, every migration applied, the id and version set
    /// (and WAL, when asked).
    func isCurrent(journalWAL: Bool) -> Bool {
        guard case .ours = kind else { return false }
        return applied == Set(HistorySchema.identifiers) && applicationID == HistorySchema.applicationID
            && userVersion == Int32(HistorySchema.identifiers.count)
            && (!journalWAL || journalMode.lowercased() == "wal")
    }
}
