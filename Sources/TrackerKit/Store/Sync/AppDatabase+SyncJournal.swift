import Foundation
import GRDB

/// The change journal that lets a sync read only what changed: a trigger on each synced table notes the
/// key of every row inserted, updated or deleted, in the same transaction as the change, and a sync
/// clears the notes it has read. The triggers are made by the first sync (a diary never synced pays
/// nothing); a table rebuilt by a later migration loses its triggers, which the next sync sees and
/// answers with a full comparison.
/// When a journaled row was changed (ms since 1970): first and last since the last sync, and each field an update changed.
public struct SyncJournalTimes: Equatable, Sendable {
    public var first: Int64
    public var last: Int64
    public var fields: [String: Int64] = [:]
}

extension AppDatabase {
    static func syncJournalTrigger(_ table: String, _ operation: String) -> String { "syncJournal_\(table)_\(operation)" }

    /// Whether every trigger is there; with `create`, makes the ones that are missing. A table's changes are noted
    /// under `notes` (a child table's under its parent: the `key` column then holds the parent's key), and an update's
    /// changed `fields` each with its own time.
    @discardableResult
    public static func syncJournalTriggers(
        _ tables: [(name: String, key: String, notes: String, fields: [String], insertedFields: Bool)], create: Bool, _ db: Database
    ) throws
        -> Bool
    {
        let existing = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'syncJournal_%'"))
        var complete = true
        for table in tables {
            for operation in ["insert", "update", "delete"] {
                let name = syncJournalTrigger(table.name, operation)
                if existing.contains(name) { continue }
                complete = false
                if !create { continue }
                let body = SyncJournalTriggerSQL(table: table).body(operation)
                try db.execute(sql: "CREATE TRIGGER \(name) AFTER \(operation.uppercased()) ON \"\(table.name)\" BEGIN \(body) END")
            }
        }
        return complete
    }

    /// The keys of `table`'s rows changed since the last sync.
    public static func syncJournalKeys(of table: String, _ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT localKey FROM syncJournal WHERE tableName = ? ORDER BY localKey", arguments: [table])
    }

    /// When each of `table`'s journaled rows was first and last changed since the last sync, in milliseconds since 1970
    /// (a row a program other than Tracker changed has no times), and when each field an update changed was last changed.
    public static func syncJournalTimes(of table: String, _ db: Database) throws -> [String: SyncJournalTimes] {
        var times: [String: SyncJournalTimes] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT localKey, firstChangedAt, changedAt FROM syncJournal WHERE tableName = ? AND typeof(changedAt) = 'integer'",
            arguments: [table])
        {
            let last: Int64 = row["changedAt"]
            times[row["localKey"]] = SyncJournalTimes(first: row["firstChangedAt"] ?? last, last: last)
        }
        for row in try Row.fetchAll(
            db, sql: "SELECT localKey, field, changedAt FROM syncJournalField WHERE tableName = ? AND typeof(changedAt) = 'integer'", arguments: [table])
        {
            let key: String = row["localKey"]
            times[key]?.fields[row["field"]] = row["changedAt"]
        }
        return times
    }

    /// Gives the rows and fields this transaction noted the time of their change (`Schema.addSyncJournalTimes`).
    static func stampJournal(at now: Date, _ db: Database) throws {
        // A clock that cannot be read as a time leaves the rows to the sync's own time.
        guard let millis = Int64(exactly: (now.timeIntervalSince1970 * 1000).rounded(.down)), millis > 0 else { return }
        // A scan of what waits for the next sync: a few dozen rows on a day of use, a few thousand after a large import.
        try db.cachedStatement(sql: "UPDATE syncJournal SET changedAt = ?1, firstChangedAt = coalesce(firstChangedAt, ?1) WHERE changedAt IS NULL")
            .execute(arguments: [millis])
        try db.cachedStatement(sql: "UPDATE syncJournalField SET changedAt = ? WHERE changedAt IS NULL").execute(arguments: [millis])
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
        try db.execute(sql: "DELETE FROM syncJournalField")
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
