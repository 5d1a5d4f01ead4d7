import Foundation
import GRDB

/// The synced records for one sync: each global id's local row and merged state, and the way back
/// from a local row to its global id. Records are read from `syncRecord` when first asked for (a sync
/// of a day's changes reads a few dozen of them, not the whole diary), kept while the sync runs, and
/// only the ones it touched are written back. Lives inside the sync's one transaction.
final class SyncLedger {
    struct Entry {
        var localKey: String?
        var state: SyncRecordState
    }

    private let db: Database
    private var entries: [String: [String: Entry]] = [:]
    /// Global ids known to have no stored record.
    private var missing: [String: Set<String>] = [:]
    private var globalIds: [String: [String: String]] = [:]
    /// Local keys known to be no record's row (looked up, or let go by an update).
    private var unmapped: [String: Set<String>] = [:]
    private var touched: [String: Set<String>] = [:]
    private var loadedWhole: Set<String> = []

    init(_ db: Database) { self.db = db }

    func entry(_ table: String, _ id: String) throws -> Entry? {
        if let entry = entries[table]?[id] { return entry }
        if missing[table]?.contains(id) == true || loadedWhole.contains(table) { return nil }
        guard let stored = try AppDatabase.syncRecord(of: table, globalId: id, db) else {
            missing[table, default: []].insert(id)
            return nil
        }
        return remember(stored, of: table)
    }

    func globalId(_ table: String, local: String) throws -> String? {
        if let id = globalIds[table]?[local] { return id }
        if unmapped[table]?.contains(local) == true || loadedWhole.contains(table) { return nil }
        for stored in try AppDatabase.syncRecords(of: table, localKey: local, db) where entries[table]?[stored.globalId] == nil {
            remember(stored, of: table)
        }
        if let id = globalIds[table]?[local] { return id }
        unmapped[table, default: []].insert(local)
        return nil
    }

    func localKey(_ table: String, global: String) throws -> String? { try entry(table, global)?.localKey }

    /// Every record of `table` (a full comparison with the diary: the first sync, or after the change journal was lost).
    func everyRecord(of table: String) throws -> [String: Entry] {
        if !loadedWhole.contains(table) {
            for stored in try AppDatabase.syncRecords(of: table, db) where entries[table]?[stored.globalId] == nil { remember(stored, of: table) }
            loadedWhole.insert(table)
        }
        return entries[table] ?? [:]
    }

    /// The global ids of `table` beginning with `prefix` (ending in ":"): stored, or merged in this sync.
    func ids(of table: String, withPrefix prefix: String) throws -> Set<String> {
        var ids = Set(try AppDatabase.syncRecordIds(of: table, prefix: prefix, db))
        for id in (entries[table] ?? [:]).keys where id.hasPrefix(prefix) { ids.insert(id) }
        return ids
    }

    @discardableResult
    private func remember(_ stored: StoredSyncRecord, of table: String) -> Entry {
        let entry = Entry(localKey: stored.localKey, state: SyncRecordState(storedText: stored.state) ?? SyncRecordState())
        entries[table, default: [:]][stored.globalId] = entry
        if let local = stored.localKey, globalIds[table]?[local] == nil, unmapped[table]?.contains(local) != true {
            globalIds[table, default: [:]][local] = stored.globalId
        }
        return entry
    }

    func update(_ table: String, _ id: String, _ change: (inout Entry) -> Void) throws {
        var entry = try entry(table, id) ?? Entry(localKey: nil, state: SyncRecordState())
        let before = entry.localKey
        change(&entry)
        if before != entry.localKey {
            if let before, globalIds[table]?[before] == id {
                globalIds[table]?[before] = nil
                unmapped[table, default: []].insert(before)
            }
            if let after = entry.localKey {
                globalIds[table, default: [:]][after] = id
                unmapped[table]?.remove(after)
            }
        }
        entries[table, default: [:]][id] = entry
        missing[table]?.remove(id)
        touched[table, default: []].insert(id)
    }

    /// Merges a change into its record; returns whether the record changed.
    func merge(_ change: SyncChange, removalIsFinal: Bool) throws -> Bool {
        var changed = false
        try update(change.t, change.id) { changed = $0.state.merge(change, removalIsFinal: removalIsFinal) }
        return changed
    }

    func save() throws {
        for (table, ids) in touched {
            for id in ids.sorted() {
                guard let entry = entries[table]?[id] else { continue }
                let state = entry.state.storedText
                try AppDatabase.saveSyncRecord(StoredSyncRecord(globalId: id, localKey: entry.localKey, state: state), of: table, db)
            }
        }
    }
}
