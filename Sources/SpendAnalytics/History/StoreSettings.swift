import Foundation
import GRDB

/// The store's own settings (migration `v5-settings`): `zone`, the time zone in which an import
/// takes the day of a timestamp with an offset, so that a row's identity, its day, is the same
/// whatever `--timezone` a later run has (docs/HISTORY.md: Time zones).
enum StoreSettings {
    /// The store's zone, `nil` before its first import.
    static func zone(_ db: Database) throws -> TimeZone? {
        guard let row = try Row.fetchOne(db, sql: "SELECT value FROM setting WHERE name = 'zone'") else { return nil }
        let name = try StoreRow(row, table: "setting").text("value")
        guard let zone = TimeZone(identifier: name) else {
            throw StoreRow.damage("setting.zone holds \"\(name)\", not a time zone")
        }
        return zone
    }

    /// Records `zone` as the store's zone unless it has one; throws when it has another (another
    /// run's first import set it meanwhile: this run read its rows in the wrong zone).
    static func keepZone(_ zone: TimeZone, _ db: Database) throws {
        try db.execute(
            sql: "INSERT OR IGNORE INTO setting (name, value) VALUES ('zone', ?)", arguments: [zone.identifier])
        if let stored = try StoreSettings.zone(db), stored.identifier != zone.identifier {
            throw DatabaseError(resultCode: .SQLITE_BUSY, message: "another run set the store's time zone meanwhile")
        }
    }
}
