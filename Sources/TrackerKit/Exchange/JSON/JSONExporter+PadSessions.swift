import Foundation
import GRDB

extension AppDatabase {
    /// A pad's finished counts, oldest first (in a synced diary, in the synced order, the same on every
    /// machine), read as the pad's history shows them. The time is the stored text (a Date would round its
    /// milliseconds differently each trip).
    static func exportedPadSessions(padId: Int64, _ db: Database) throws -> [ExportDocument.PadSessionJSON] {
        let stamps = try ImportLookups.padSessionStamps(padId: padId, in: db)
        let order = try padSessionIdsInSyncOrder(padId: padId, db)
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let syncIds = try ExportRows.padSessionSyncIds(padId: padId, db)
        return try fetchPadSessions(padId: padId, db).sorted { (position[$0.id] ?? 0) < (position[$1.id] ?? 0) }.map { session in
            ExportDocument.PadSessionJSON(
                finishedAt: stamps[session.id] ?? Timestamp.text(session.finishedAt), target: session.target,
                cells: session.cells.map { ExportDocument.PadCellJSON(key: String($0.key), counter: $0.name, count: $0.count) },
                syncId: SyncIdentityRules.exported(syncIds[session.id]))
        }
    }
}
