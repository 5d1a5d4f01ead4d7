import Foundation
import GRDB

/// The synced records of every table, in memory for one sync: each global id's local row and merged
/// state, and the way back from a local row to its global id. Only the records a sync touched are
/// written back.
struct SyncLedger {
    struct Entry {
        var localKey: String?
        var state: SyncRecordState
    }

    private(set) var entries: [String: [String: Entry]] = [:]
    private(set) var globalIds: [String: [String: String]] = [:]
    private var touched: [String: Set<String>] = [:]

    static func load(_ db: Database) throws -> SyncLedger {
        var ledger = SyncLedger()
        for table in SyncTable.all {
            var entries: [String: Entry] = [:], ids: [String: String] = [:]
            for stored in try AppDatabase.syncRecords(of: table.name, db) {
                let state = SyncRecordState(storedText: stored.state) ?? SyncRecordState()
                entries[stored.globalId] = Entry(localKey: stored.localKey, state: state)
                if let local = stored.localKey { ids[local] = stored.globalId }
            }
            ledger.entries[table.name] = entries
            ledger.globalIds[table.name] = ids
        }
        return ledger
    }

    func entry(_ table: String, _ id: String) -> Entry? { entries[table]?[id] }

    func globalId(_ table: String, local: String) -> String? { globalIds[table]?[local] }

    func localKey(_ table: String, global: String) -> String? { entries[table]?[global]?.localKey }

    mutating func update(_ table: String, _ id: String, _ change: (inout Entry) -> Void) {
        var entry = entries[table]?[id] ?? Entry(localKey: nil, state: SyncRecordState())
        let before = entry.localKey
        change(&entry)
        if before != entry.localKey {
            if let before, globalIds[table]?[before] == id { globalIds[table]?[before] = nil }
            if let after = entry.localKey { globalIds[table, default: [:]][after] = id }
        }
        entries[table, default: [:]][id] = entry
        touched[table, default: []].insert(id)
    }

    /// Merges a change into its record; returns whether the record changed.
    mutating func merge(_ change: SyncChange, removalIsFinal: Bool) -> Bool {
        var changed = false
        update(change.t, change.id) { changed = $0.state.merge(change, removalIsFinal: removalIsFinal) }
        return changed
    }

    func save(_ db: Database) throws {
        for (table, ids) in touched {
            for id in ids.sorted() {
                guard let entry = entries[table]?[id] else { continue }
                let state = entry.state.storedText
                try AppDatabase.saveSyncRecord(StoredSyncRecord(globalId: id, localKey: entry.localKey, state: state), of: table, db)
            }
        }
    }
}
