import Foundation
import GRDB

/// The change journal that lets a sync read only what changed: a trigger on each synced table notes the
/// key of every row inserted, updated or deleted, in the same transaction as the change, and a sync
/// clears the notes it has read. The triggers are made by the first sync (a diary never synced pays
/// nothing); a table rebuilt by a later migration loses its triggers, which the next sync sees and
/// answers with a full comparison.
extension AppDatabase {
    static func syncJournalTrigger(_ table: String, _ operation: String) -> String { "syncJournal_\(table)_\(operation)" }

    /// Whether every trigger is there; with `create`, makes the ones that are missing. A table's changes are noted
    /// under `notes` (a child table's under its parent: the `key` column then holds the parent's key).
    @discardableResult
    public static func syncJournalTriggers(_ tables: [(name: String, key: String, notes: String)], create: Bool, _ db: Database) throws -> Bool {
        let existing = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'syncJournal_%'"))
        var complete = true
        for table in tables {
            for (operation, row) in [("insert", "NEW"), ("update", "NEW"), ("delete", "OLD")] {
                let name = syncJournalTrigger(table.name, operation)
                if existing.contains(name) { continue }
                complete = false
                if !create { continue }
                // Not INSERT OR IGNORE: the conflict clause of the statement that fired the trigger (an upsert's) overrides a
                // trigger's own, so a key already noted is skipped by the WHERE.
                func note(_ row: String) -> String {
                    let key = "CAST(\(row).\"\(table.key)\" AS TEXT)"
                    return "INSERT INTO syncJournal(tableName, localKey) SELECT '\(table.notes)', \(key) WHERE NOT EXISTS "
                        + "(SELECT 1 FROM syncJournal WHERE tableName = '\(table.notes)' AND localKey = \(key));"
                }
                // An update that moves a row to another key (a day's date) is the old key gone and the new one there.
                let body = note(row) + (operation == "update" ? " " + note("OLD") : "")
                try db.execute(sql: "CREATE TRIGGER \(name) AFTER \(operation.uppercased()) ON \"\(table.name)\" BEGIN \(body) END")
            }
        }
        return complete
    }

    /// The keys of `table`'s rows changed since the last sync.
    public static func syncJournalKeys(of table: String, _ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT localKey FROM syncJournal WHERE tableName = ? ORDER BY localKey", arguments: [table])
    }

    /// `syncLocalRows`, for the rows the journal names only.
    public static func syncJournaledRows(of table: String, key: String, columns: [String], _ db: Database) throws -> [(
        key: String, values: [String?]
    )] {
        try syncLocalRows(
            of: table, key: key, columns: columns, where: "\"\(key)\" IN (SELECT localKey FROM syncJournal WHERE tableName = '\(table)')", db)
    }

    public static func syncClearJournal(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM syncJournal")
    }

    public static func syncJournalCount(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM syncJournal") ?? 0
    }

    public static func syncRecord(of table: String, globalId: String, _ db: Database) throws -> StoredSyncRecord? {
        try Row.fetchOne(
            db, sql: "SELECT globalId, localKey, state FROM syncRecord WHERE tableName = ? AND globalId = ?", arguments: [table, globalId]
        ).map { StoredSyncRecord(globalId: $0["globalId"], localKey: $0["localKey"], state: $0["state"]) }
    }

    public static func syncRecords(of table: String, localKey: String, _ db: Database) throws -> [StoredSyncRecord] {
        try Row.fetchAll(
            db, sql: "SELECT globalId, localKey, state FROM syncRecord WHERE tableName = ? AND localKey = ?", arguments: [table, localKey]
        ).map { StoredSyncRecord(globalId: $0["globalId"], localKey: $0["localKey"], state: $0["state"]) }
    }
}

/// Identities of imported rows deleted since the last sync (`Schema.addSyncTombstones`).
extension AppDatabase {
    public static func syncTombstones(of table: String, _ db: Database) throws -> [(id: String, importRecords: String?)] {
        try Row.fetchAll(db, sql: "SELECT globalId, importRecords FROM syncTombstone WHERE tableName = ? ORDER BY globalId", arguments: [table]).map {
            ($0["globalId"], $0["importRecords"])
        }
    }

    public static func syncClearTombstones(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM syncTombstone")
    }
}

extension AppDatabase {
    /// The global ids of `table` that begin with `prefix` (which ends in ":").
    public static func syncRecordIds(of table: String, prefix: String, _ db: Database) throws -> [String] {
        try String.fetchAll(
            db, sql: "SELECT globalId FROM syncRecord WHERE tableName = ? AND globalId >= ? AND globalId < ?",
            arguments: [table, prefix, String(prefix.dropLast()) + ";"])
    }

    /// Notes Apple Health food records as imported (`healthFoodRecord`), as an import does.
    static func rememberHealthFoodRecords(_ keys: [Int64], on date: String, _ db: Database) throws {
        let remember = try db.cachedStatement(sql: "INSERT OR IGNORE INTO healthFoodRecord(date, recordKey) VALUES (?, ?)")
        for key in keys { try remember.execute(arguments: [date, key]) }
    }
}
