// fuzz-store: libFuzzer over the `--history` store's reads (`scripts/fuzz.sh`, docs/FUZZING.md):
// a store made once from a fixed night of three accounts (with transfers between them), then
// damaged by each input, then read by every command that opens a store: `history check`,
// `accounts`, `imports`, and a night's `report --history`. A store's values are input: a damaged
// one must be refused (a thrown error), never crash, trap or hang.
//
// The first input byte chooses the damage:
// - 0: one block's rows (the day-block decoder): the block chosen by the second byte gets the rest
//   of the input as its bytes;
// - 1: values: each three-byte group names a column (of every table), a type (integer, real, text,
//   blob, NULL) and a value from the rest;
// - 2: the file itself: the rest of the input written over the file from an offset (two bytes,
//   in 256-byte steps), SQLite's own pages damaged.
import Foundation
import FuzzDriver
import GRDB
import SpendAnalytics

/// The store every input starts from, made once.
enum Template {
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-store-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()
    static let store = folder.appendingPathComponent("template.db")
    static let work = folder.appendingPathComponent("work.db")

    static let savings =
        "Date,Description,Amount,Category\n2026-10-01,SALARY ACME,85000.00,Salary\n2026-10-03,BIGBASKET,-2345.67,\n"
        + "2026-10-05,CREDIT CARD PAYMENT,-18250.00,\n2026-11-02,TRANSFER TO WALLET,-500.00,\n2026-11-03,SWIGGY,-250.00,Food\n"
    static let card =
        "Date,Description,Amount\n2026-10-06,PAYMENT RECEIVED THANK YOU,18250.00\n2026-11-01,UBER TRIP,-320.50\n"
    static let wallet = "Date,Description,Amount\n2026-11-02,TOP UP,500.00\n2026-11-04,ZOMATO,-180.00\n"
    static let night = "Date,Description,Amount\n2026-11-05,COFFEE,-4.50\n2026-10-03,BIGBASKET,-2345.67\n"

    static func options(_ store: URL, accounts: [String]) -> ReportPipeline.Options {
        ReportPipeline.Options(
            reader: ReaderOptions(timeZone: FuzzDriver.zone),
            report: ReportOptions(timeZone: FuzzDriver.zone, now: FuzzDriver.now),
            history: ReportPipeline.HistoryOptions(path: store.path, accounts: accounts))
    }

    static let made: Bool = {
        let inputs: [InputSource] = [
            .bytes(Array(savings.utf8), name: "savings.csv"), .bytes(Array(card.utf8), name: "card.csv"),
            .bytes(Array(wallet.utf8), name: "wallet.csv"),
        ]
        guard
            (try? ReportPipeline(sources: inputs, options: options(store, accounts: ["savings", "card", "wallet"]))
                .run()) != nil
        else { fatalError("fuzz-store: the template store could not be made") }
        return true
    }()

    /// Every column of the store's tables, as the value damage names them.
    static let columns: [(table: String, column: String)] = [
        ("import", "id"), ("import", "importedAt"), ("import", "inputs"), ("import", "added"),
        ("category", "id"), ("category", "name"), ("category", "color"), ("category", "received"),
        ("category", "isTransfer"),
        ("block", "id"), ("block", "importId"), ("block", "account"), ("block", "day"), ("block", "rows"),
        ("block", "transferRows"), ("block", "data"),
        ("monthSum", "account"), ("monthSum", "currency"), ("monthSum", "month"), ("monthSum", "categoryId"),
        ("monthSum", "total"), ("monthSum", "rows"),
        ("account", "name"), ("account", "rows"), ("account", "firstDay"), ("account", "lastDay"),
        ("learnedMerchant", "key"), ("learnedMerchant", "received"), ("learnedMerchant", "categoryId"),
        ("learnedMerchant", "file"), ("learnedMerchant", "line"), ("setting", "name"), ("setting", "value"),
        ("grdb_migrations", "identifier"),
    ]
}

/// The value a type byte and the bytes after it make.
func value(type: UInt8, _ bytes: ArraySlice<UInt8>) -> DatabaseValue {
    var number: Int64 = 0
    for byte in bytes.prefix(8) { number = number << 8 | Int64(byte) }
    switch type % 5 {
    case 0: return number.databaseValue
    case 1: return Double(bitPattern: UInt64(bitPattern: number)).databaseValue
    case 2: return String(decoding: bytes.prefix(16), as: UTF8.self).databaseValue
    case 3: return Data(bytes.prefix(16)).databaseValue
    default: return .null
    }
}

/// Damages the work store as `input` says.
func damage(_ input: ArraySlice<UInt8>) throws {
    guard let mode = input.first else { return }
    let rest = input.dropFirst()
    switch mode % 3 {
    case 0:
        let queue = try DatabaseQueue(path: Template.work.path)
        try queue.write { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM block ORDER BY id")
            guard !ids.isEmpty, let which = rest.first else { return }
            try db.execute(
                sql: "UPDATE block SET data = ? WHERE id = ?",
                arguments: [Data(rest.dropFirst()), ids[Int(which) % ids.count]])
        }
    case 1:
        let queue = try DatabaseQueue(path: Template.work.path)
        try queue.write { db in
            var index = rest.startIndex
            while index + 2 < rest.endIndex {
                let (table, column) = Template.columns[Int(rest[index]) % Template.columns.count]
                let valueBytes = rest[(index + 2)..<min(index + 10, rest.endIndex)]
                try? db.execute(
                    sql:
                        "UPDATE \(table) SET \(column) = ? WHERE rowid IN (SELECT rowid FROM \(table) LIMIT 1 OFFSET ?)",
                    arguments: [value(type: rest[index + 1], valueBytes), Int(rest[index + 1] >> 3)])
                if rest[index + 1] & 0x80 != 0 {
                    try? db.execute(
                        sql: "UPDATE \(table) SET \(column) = ?", arguments: [value(type: rest[index + 1], valueBytes)])
                }
                index += 10
            }
        }
    default:
        guard rest.count > 2, let handle = FileHandle(forUpdatingAtPath: Template.work.path) else { return }
        let offset = (UInt64(rest[rest.startIndex]) << 8 | UInt64(rest[rest.startIndex + 1])) * 256
        try handle.seek(toOffset: offset)
        try handle.write(contentsOf: Data(rest.dropFirst(2)))
        try handle.close()
    }
}

/// libFuzzer's entry: a damage mode, then what it writes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStore(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0, Template.made else { return 0 }
    let manager = FileManager.default
    for suffix in ["", "-wal", "-shm"] { try? manager.removeItem(atPath: Template.work.path + suffix) }
    guard (try? manager.copyItem(at: Template.store, to: Template.work)) != nil else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))[...]
    guard (try? damage(input)) != nil else { return 0 }
    let maintenance = HistoryMaintenance(path: Template.work.path)
    _ = try? maintenance.check()
    _ = try? maintenance.accounts()
    _ = try? maintenance.imports()
    _ = try? ReportPipeline(
        source: .bytes(Array(Template.night.utf8), name: "night.csv"),
        options: Template.options(Template.work, accounts: ["savings"])
    ).run()
    return 0
}

/// libFuzzer's driver runs it (`-sanitize=fuzzer -D FUZZING`); a plain build prints how to.
@main
enum FuzzStoreMain {
    static func main() {
        FuzzDriver.main(target: "fuzz-store", fuzzStore)
    }
}
