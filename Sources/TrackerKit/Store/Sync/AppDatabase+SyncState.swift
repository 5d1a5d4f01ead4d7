import Foundation
import GRDB

/// A synced record as stored: its global id, the local row it is, and its merged state (JSON).
public struct StoredSyncRecord: Sendable {
    public var globalId: String
    public var localKey: String?
    public var state: String

    public init(globalId: String, localKey: String?, state: String) {
        self.globalId = globalId
        self.localKey = localKey
        self.state = state
    }
}

/// The sync tables' reads and writes. Every function takes the transaction's `Database`: a sync
/// reads, writes its segment and merges inside one write transaction.
extension AppDatabase {
    /// The diary file's origin (`Schema.addDiaryOrigin`); empty in a diary that has none.
    static func diaryOrigin(_ db: Database) throws -> String { try syncSetting(Schema.diaryOriginKey, db) ?? "" }

    /// Cached statements: a sync reads and writes these settings dozens of times, and preparing one anew runs GRDB's
    /// statement authorizer each time.
    public static func syncSetting(_ key: String, _ db: Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM syncState WHERE key = ?"), arguments: [key])
    }

    public static func setSyncSetting(_ key: String, _ value: String?, _ db: Database) throws {
        if let value {
            try db.cachedStatement(sql: "INSERT INTO syncState(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
                .execute(arguments: [key, value])
        } else {
            try db.cachedStatement(sql: "DELETE FROM syncState WHERE key = ?").execute(arguments: [key])
        }
    }

    public static func syncRecords(of table: String, _ db: Database) throws -> [StoredSyncRecord] {
        try Row.fetchAll(db, sql: "SELECT globalId, localKey, state FROM syncRecord WHERE tableName = ?", arguments: [table]).map {
            StoredSyncRecord(globalId: $0["globalId"], localKey: $0["localKey"], state: $0["state"])
        }
    }

    public static func saveSyncRecord(_ record: StoredSyncRecord, of table: String, _ db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO syncRecord(tableName, globalId, localKey, state) VALUES (?, ?, ?, ?)
                ON CONFLICT(tableName, globalId) DO UPDATE SET localKey = excluded.localKey, state = excluded.state
                """
        ).execute(arguments: [table, record.globalId, record.localKey, record.state])
    }

    public static func syncRecordCount(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM syncRecord") ?? 0
    }

    /// The last segment applied from each other replica.
    public static func syncApplied(_ db: Database) throws -> [String: Int] {
        var applied: [String: Int] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT replica, sequence FROM syncApplied") { applied[row["replica"]] = row["sequence"] }
        return applied
    }

    public static func setSyncApplied(_ replica: String, _ sequence: Int, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO syncApplied(replica, sequence) VALUES (?, ?) ON CONFLICT(replica) DO UPDATE SET sequence = excluded.sequence",
            arguments: [replica, sequence])
    }

    /// Runs `body` in a write transaction that is refused on a read-only database like every write.
    public func syncWrite<T>(_ body: (Database) throws -> T) throws -> T { try write(body) }

    public func syncRead<T>(_ body: (Database) throws -> T) throws -> T { try read(body) }
}
