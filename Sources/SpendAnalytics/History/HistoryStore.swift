import Foundation
import GRDB

/// The SQLite file behind `--history` (docs/HISTORY.md): opened in WAL mode with a busy timeout,
/// created with mode 0600, migrated to the current schema. A newer schema, a damaged file or a
/// file that is not SQLite is refused before anything is written.
struct HistoryStore {
    /// How long a run waits for another run's write transaction before failing.
    static let busyTimeout: TimeInterval = 60

    /// SQLite's page cache, in KiB: the bound on the store's memory during an import (a larger
    /// import's pages go to the WAL as the cache fills). An import appends blocks at the end of
    /// the table, so a small cache holds what it touches again.
    static let cacheKiB = 16_384

    /// The page size of a store created by this version, in bytes.
    static let newPageSize = 16_384

    let path: String
    let queue: DatabaseQueue

    /// Opens (creating when `create`) and migrates the store at `path`.
    init(path: String, create: Bool = true) throws(HistoryError) {
        self.path = path
        let exists = FileManager.default.fileExists(atPath: path)
        if !exists {
            guard create else { throw HistoryError(file: path, reason: .missing) }
            // Personal finance data: readable by the owner only (SQLite gives -wal and -shm the same mode).
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            if descriptor < 0 {
                throw HistoryError(file: path, reason: .sqlite("cannot create the history store (\(String(cString: strerror(errno))))"))
            }
            close(descriptor)
        }
        var configuration = Configuration()
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
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
            let migrator = HistorySchema.migrator
            // Reading first: a file that is not SQLite, or a newer store, fails here before anything is written.
            let superseded = try queue.read { db in
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                return try migrator.hasBeenSuperseded(db)
            }
            if superseded { throw HistoryError(file: path, reason: .newerSchema) }
            try queue.writeWithoutTransaction { db in
                // A new store gets 16 KiB pages rather than 4 KiB: a large import writes (to the
                // WAL, then to the file) and balances a quarter as many pages, while a small store
                // stays small. An existing store keeps its own.
                if !exists {
                    try db.execute(sql: "PRAGMA page_size = \(HistoryStore.newPageSize)")
                    // Set again for the new page size: SQLite 3.40 set before the page size
                    // changed never spilled a large import's pages to the WAL until the commit
                    // (the whole import held in memory: 93 MiB at 1M rows, against 16 MiB).
                    try db.execute(sql: "PRAGMA cache_size = -\(HistoryStore.cacheKiB)")
                }
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            try migrator.migrate(queue)
        } catch let error as HistoryError {
            throw error
        } catch {
            throw HistoryStore.map(error, file: path)
        }
    }

    /// A GRDB or SQLite error as a ``HistoryError``.
    static func map(_ error: Error, file: String) -> HistoryError {
        if let error = error as? HistoryError { return error }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: return HistoryError(file: file, reason: .notADatabase)
            case .SQLITE_BUSY, .SQLITE_LOCKED: return HistoryError(file: file, reason: .busy)
            case .SQLITE_CORRUPT: return HistoryError(file: file, reason: .corrupt(error.message ?? "database disk image is malformed"))
            default: return HistoryError(file: file, reason: .sqlite(error.message ?? "\(error.resultCode)"))
            }
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
            guard let result else { throw HistoryError(file: path, reason: .sqlite("the transaction returned nothing")) }
            return result
        } catch let error as DatabaseError {
            throw HistoryStore.map(error, file: path)
        }
    }

    /// Runs `body` in one read transaction (a consistent snapshot).
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
        } catch let error as DatabaseError {
            throw HistoryStore.map(error, file: path)
        }
    }
}
