import GRDB

/// The births of a never-synced diary's minted rows (`Schema.addSyncBirths`), read by its first sync.
public struct SyncBirth: Sendable, Equatable {
    public let localKey: String
    public let token: String
    /// The row's time when it was made (a tap's moment, an entry's day), as stored.
    public let time: String?
}

extension AppDatabase {
    /// The births of `table`'s rows that are there, by row key.
    static func syncBirths(of table: String, _ db: Database) throws -> [String: SyncBirth] {
        var births: [String: SyncBirth] = [:]
        for birth in try fetchBirths(of: table, deleted: 0, db) { births[birth.localKey] = birth }
        return births
    }

    /// The births of `table`'s rows deleted before the first sync (not with a named parent), in a stable order.
    static func syncDeletedBirths(of table: String, _ db: Database) throws -> [SyncBirth] { try fetchBirths(of: table, deleted: 1, db) }

    private static func fetchBirths(of table: String, deleted: Int, _ db: Database) throws -> [SyncBirth] {
        try Row.fetchAll(
            db, sql: "SELECT CAST(localKey AS TEXT) AS localKey, token, time FROM syncBirth WHERE tableName = ? AND deleted = ? ORDER BY localKey, token",
            arguments: [table, deleted]
        ).map { SyncBirth(localKey: $0["localKey"], token: $0["token"], time: $0["time"]) }
    }

    /// The first sync has made every identity: the births are no longer needed (the triggers add none from now on).
    static func syncClearBirths(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM syncBirth")
    }
}
