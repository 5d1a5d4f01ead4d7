import Foundation
import GRDB

/// Reads and writes for names that collide once merged (`SyncNameCollision`) and for what a received removal took away.
extension AppDatabase {
    /// The row of `table` (other than `except`) holding the name key, and its name.
    static func syncNameHolder(of table: String, nameKey: String, except: String?, _ db: Database) throws -> (id: Int64, name: String)? {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT id, CAST(name AS TEXT) AS name FROM \"\(table)\" WHERE nameKey = ? AND (? IS NULL OR id <> ?)",
                arguments: [nameKey, except, except])
        else { return nil }
        return (row["id"], String.fromDatabaseValue(row["name"] as DatabaseValue) ?? "")
    }

    static func syncNameIsTaken(in table: String, nameKey: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \"\(table)\" WHERE nameKey = ?)", arguments: [nameKey]) ?? false
    }

    /// Renames a row; the workout log and programs that name a renamed exercise follow it.
    static func syncRename(in table: String, id: Int64, from old: String, to name: String, _ db: Database) throws {
        try db.execute(sql: "UPDATE \"\(table)\" SET name = ?, nameKey = ? WHERE id = ?", arguments: [name, NameKey.of(name), id])
        if table == "exercise" { try Schema.followExerciseRenames([(old, name)], in: db) }
    }

    /// The row's name and how many rows hang on it (a counter's changes, a food's entries, a pad's finished counts).
    static func syncRemovedRowSummary(of table: String, localKey: String, _ db: Database) throws -> (name: String, rows: Int)? {
        let children = ["counter": ("counterChange", "counterId"), "food": ("foodEntry", "foodId"), "pad": ("padSession", "padId")]
        guard let (child, column) = children[table],
            let name = try String.fetchOne(db, sql: "SELECT CAST(name AS TEXT) FROM \"\(table)\" WHERE id = ?", arguments: [localKey])
        else { return nil }
        let rows = try Int.fetchOne(db, sql: "SELECT count(*) FROM \"\(child)\" WHERE \"\(column)\" = ?", arguments: [localKey]) ?? 0
        return (name, rows)
    }
}
