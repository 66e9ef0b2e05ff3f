import Foundation
import GRDB

/// The store's `learnedMerchant` table (migration `v3-learned-merchants`): what earlier runs
/// learned about merchants, so a later run applies it (docs/CATEGORIES.md: Learning from your own data).
enum LearnedMerchantStore {
    /// Every lesson the store holds, in key order (spent before received for one key).
    static func all(_ db: Database) throws -> [LearnedMerchant] {
        var lessons: [LearnedMerchant] = []
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT l.key, l.received, l.file, l.line, c.name, c.color, c.isTransfer
                FROM learnedMerchant l JOIN category c ON c.id = l.categoryId
                ORDER BY l.key, l.received
                """)
        while let row = try rows.next() {
            let lesson = StoreRow(row, table: "learnedMerchant")
            let category = StoreRow(row, table: "category")
            let direction: Direction = try lesson.flag("received") ? .received : .spent
            lessons.append(
                LearnedMerchant(
                    key: try lesson.blob("key"), direction: direction,
                    category: Category(
                        name: try category.text("name"), color: try category.text("color"),
                        direction: direction, isTransfer: try category.flag("isTransfer")),
                    file: try lesson.text("file"), line: try lesson.count("line")))
        }
        return lessons
    }

    /// Keeps `lesson` in place of the store's lesson for its merchant and side (`spendreport
    /// teach`: the person's word replaces what a file taught); returns the lesson replaced.
    static func replace(_ lesson: LearnedMerchant, _ db: Database) throws -> LearnedMerchant? {
        let old = try all(db).first { $0.key == lesson.key && $0.direction == lesson.direction }
        try db.execute(
            sql: "DELETE FROM learnedMerchant WHERE key = ? AND received = ?",
            arguments: [Data(lesson.key), lesson.direction == .received])
        try save([lesson], db)
        return old
    }

    /// Keeps `lessons`; a merchant the store already has a lesson for on that side keeps it (the
    /// first lesson wins, as within a run).
    static func save(_ lessons: [LearnedMerchant], _ db: Database) throws {
        var categoryIDs: [Category: Int64] = [:]
        for lesson in lessons {
            let categoryID: Int64
            if let known = categoryIDs[lesson.category] {
                categoryID = known
            } else {
                let category = lesson.category
                let arguments: StatementArguments = [
                    category.name, category.color, category.direction == .received, category.isTransfer,
                ]
                try db.execute(
                    sql: "INSERT OR IGNORE INTO category (name, color, received, isTransfer) VALUES (?, ?, ?, ?)",
                    arguments: arguments)
                guard
                    let stored = try Int64.fetchOne(
                        db,
                        sql: "SELECT id FROM category WHERE name = ? AND color = ? AND received = ? AND isTransfer = ?",
                        arguments: arguments)
                else { continue }
                categoryIDs[category] = stored
                categoryID = stored
            }
            try db.execute(
                sql:
                    "INSERT OR IGNORE INTO learnedMerchant (key, received, categoryId, file, line) VALUES (?, ?, ?, ?, ?)",
                arguments: [Data(lesson.key), lesson.direction == .received, categoryID, lesson.file, lesson.line])
        }
    }
}
