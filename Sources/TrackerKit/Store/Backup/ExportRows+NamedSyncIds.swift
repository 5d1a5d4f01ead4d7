import Foundation
import GRDB

extension ExportRows {
    /// Each synced row's identity by its name key, for one table of named records; ids that would not import again left out.
    static func namedSyncIds(_ table: String, _ db: Database) throws -> [String: String] {
        var ids: [String: String] = [:]
        let rows = try Row.fetchAll(
            db, sql: "SELECT t.nameKey, s_t.globalId FROM \(table) t \(AppDatabase.syncOrderJoin(table, "t")) WHERE s_t.globalId IS NOT NULL")
        for row in rows {
            if let id = SyncIdentityRules.exportedNamed(row["globalId"]) { ids[row["nameKey"]] = id }
        }
        return ids
    }
}
