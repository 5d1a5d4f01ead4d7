import Foundation
import GRDB

/// A restored record keeps the sync identity its export carried (`SyncIdentityRules`): noted in `syncRecord` with
/// no merged state yet, so the next sync sends the row under that id instead of making a new one.
extension RestoreRows {
    /// Whether this diary already knows the id in `table` (the record is here, was deleted here, or was restored already).
    public static func knowsSyncId(_ id: String, table: String, in db: Database) throws -> Bool {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM syncRecord WHERE tableName = ? AND globalId = ?"), arguments: [table, id]) != 0
    }

    /// The row of a table of named records (`Schema.namedTables`) that holds `name`.
    public static func namedRowId(_ table: String, name: String, in db: Database) throws -> Int64? {
        guard Schema.namedTables.contains(where: { $0.table == table }) else { return nil }
        return try Int64.fetchOne(db, sql: "SELECT id FROM \(table) WHERE nameKey = ?", arguments: [NameKey.of(name)])
    }

    /// Notes that the row `rowId` of `table` is the record `id`.
    public static func assignSyncId(_ id: String, table: String, rowId: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO syncRecord(tableName, globalId, localKey, state) VALUES (?, ?, ?, '')")
            .execute(arguments: [table, id, String(rowId)])
    }
}
