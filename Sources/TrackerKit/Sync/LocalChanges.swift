import Foundation
import GRDB

/// Finds what changed in the diary since the last sync, by comparing each table's rows with the
/// records as last merged, and stamps each changed record with the clock. Parents are read before
/// children, so a reference is always to a record that already has its global id. With a complete
/// change journal only the rows it names are compared; otherwise every row is.
struct LocalChanges {
    let ledger: SyncLedger
    var clock: HybridLogicalClock
    private(set) var changes: [SyncChange] = []
    /// Counters a change was made on or taken back from here: undo removes this machine's newest row, and a new one was
    /// counted last here, neither of which need be the last in the synced order, so their running totals are set again.
    private(set) var recount: Set<Int64> = []
    /// Records this collection removed: a row deleted and saved again under its name in one go keeps its identity.
    private var removedNow: Set<String> = []
    /// The diary's first sync (`sync init` or `join`): minted records already there take `SyncFirstIdentity`.
    var firstSync = false
    /// The diary file's origin (`Schema.addDiaryOrigin`), read at a first sync.
    var origin = ""
    /// At a first sync, the births of the table being read (`Schema.addSyncBirths`), by row key.
    private var births: [String: SyncBirth] = [:]
    /// At a join's first sync, the stamp of what the diary held before: older than any real change, so the synced
    /// diary's value wins for the same day or field and the joining diary's only fills what it lacks (QA s8b F12).
    var joinStamp: SyncStamp?
    /// At a join: the named records the carrier holds as deleted (`SyncJoinNames`).
    var joinNames = SyncJoinNames()
    /// When the row being read was changed, from the change journal: its changes are stamped with those times.
    private var editTimes: SyncJournalTimes?
    /// The time of the change being stamped.
    private var editedAt: Int64?
    /// The stamps of changes read from the journal (`SyncEditStamps`).
    private var editStamps: SyncEditStamps

    init(ledger: SyncLedger, clock: HybridLogicalClock) {
        self.ledger = ledger
        self.clock = clock
        editStamps = SyncEditStamps(before: clock.ownLatest)
    }

    mutating func collect(_ db: Database, journaledOnly: Bool) throws {
        for table in SyncTable.all {
            let read =
                journaledOnly
                ? try AppDatabase.syncJournaledRows(of: table.name, key: table.key, columns: table.fields, db)
                : try AppDatabase.syncLocalRows(of: table.name, key: table.key, columns: table.fields, db)
            let rows = read.filter { SyncedSettings.travels(table, key: $0.key) }
            let seen = Set(rows.map(\.key))
            let times = journaledOnly ? try AppDatabase.syncJournalTimes(of: table.name, db) : [:]
            defer { (editTimes, editedAt) = (nil, nil) }
            // Removals first: a row deleted and saved again under its name (a replaced program) takes
            // its name's identity back instead of getting a new one.
            for (id, entry) in try gone(from: table, seen: seen, journaledOnly: journaledOnly, db) where SyncedSettings.travels(table, key: id) {
                editedAt = entry.localKey.flatMap { times[$0]?.last }
                try removed(table, id: id, entry: entry)
            }
            if journaledOnly { try madeAndRemoved(table, seen: seen, times: times, db) }
            editedAt = nil
            for (id, records) in try AppDatabase.syncTombstones(of: table.name, db) { try tombstoned(table, id: id, importRecords: records) }
            if firstSync { try readBirths(of: table, db) }
            let children = try SyncChildRows.read(table, journaledOnly: journaledOnly, ledger: ledger, db)
            var held: Set<String> = []
            for row in rows {
                editTimes = times[row.key]
                var values = try carried(row.values, of: table)
                for child in table.children { values[child.field] = .some(children[child.field]?[row.key]) }
                var id = try ledger.globalId(table.name, local: row.key)
                if table.name == "foodEntry", let id { values["kcal"] = try importedKcal(values["kcal"] ?? nil, id: id) }
                var since: SyncStamp?
                if id == nil {
                    (id, since) = try newId(for: row.key, values: values, in: table)
                    if since == nil, try ledger.entry(table.name, id ?? "") == nil {
                        try recordFirst(table, id: id ?? "", localKey: row.key, values: values)
                        held.insert(id ?? "")
                        continue
                    }
                } else if let id, table.identity != .natural, try ledger.entry(table.name, id)?.state == SyncRecordState() {
                    // Restored from an export with its identity: stamped before anything real, so what any machine did
                    // to the record since that export wins over the file's copy (docs/sync.md, "Restoring an export").
                    // A record known by its key (a day) that was only ever seen empty is no restore: its change is now's.
                    since = SyncStamp(millis: 0, counter: 0, replica: clock.latest.replica)
                }
                held.insert(id ?? "")
                try record(table, id: id ?? "", localKey: row.key, values: values, since: since)
            }
            if !journaledOnly { try recordSeededRemovals(table, heldIds: held) }
        }
    }

    /// The records whose rows are no longer in the diary, by global id.
    private func gone(from table: SyncTable, seen: Set<String>, journaledOnly: Bool, _ db: Database) throws -> [(String, SyncLedger.Entry)] {
        var gone: [(String, SyncLedger.Entry)] = []
        if journaledOnly {
            for local in try AppDatabase.syncJournalKeys(of: table.name, db) where !seen.contains(local) {
                if let id = try ledger.globalId(table.name, local: local), let entry = try ledger.entry(table.name, id) { gone.append((id, entry)) }
            }
        } else {
            for (id, entry) in try ledger.everyRecord(of: table.name) {
                if let local = entry.localKey, !seen.contains(local) { gone.append((id, entry)) }
            }
        }
        return gone.sorted { $0.0 < $1.0 }
    }

    /// A row known by its key (a day) made and removed here since the last sync, which no sync had carried: its removal
    /// was typed then, and is sent, so a value another machine gave that key earlier does not come back (QA s11c S11c-1).
    private mutating func madeAndRemoved(_ table: SyncTable, seen: Set<String>, times: [String: SyncJournalTimes], _ db: Database) throws {
        guard table.identity == .natural else { return }
        for key in try AppDatabase.syncJournalKeys(of: table.name, db) where !seen.contains(key) && SyncedSettings.travels(table, key: key) {
            guard let time = times[key], try ledger.entry(table.name, key) == nil else { continue }
            editedAt = time.last
            try emit(table, id: key, fields: Dictionary(uniqueKeysWithValues: table.fields.map { ($0, String?.none) }), localKey: nil)
        }
    }

    /// An imported Apple Health entry shows less than it brought where another entry of its day counts some of its records
    /// (`SyncImportOverlap`): what it carries is the synced value, or the row's edit plus what is taken out.
    private func importedKcal(_ local: String?, id: String) throws -> String? {
        let dropped = try SyncImportOverlap.dropped(of: id, ledger: ledger)
        guard dropped.kcal > 0 else { return local }
        return SyncImportOverlap.carried(local, synced: try ledger.entry("foodEntry", id)?.state.f["kcal"] ?? nil, dropped)
    }

    /// References become the referenced record's global id.
    private func carried(_ values: [String?], of table: SyncTable) throws -> [String: String?] {
        var fields: [String: String?] = [:]
        for (column, value) in zip(table.fields, values) {
            if let parent = table.references[column] {
                let local = value.map { String($0.dropFirst(2)) }
                fields[column] = try local.flatMap { try ledger.globalId(parent, local: $0) }.map(SyncValue.text)
            } else if let listed = table.listReferences[column] {
                let locals = (SyncValue.textValue(value) ?? "").split(separator: ",").map(String.init)
                fields[column] = SyncValue.text(try locals.compactMap { try ledger.globalId(listed, local: $0) }.joined(separator: ","))
            } else {
                fields[column] = value
            }
        }
        return fields
    }

    /// A row's new global id; for a row whose identity comes from its source and that no machine had
    /// sent before, also the stamp of its coming into being (the source's time, `SyncTable.Identity.derived`).
    private mutating func newId(for localKey: String, values: [String: String?], in table: SyncTable) throws -> (String, SyncStamp?) {
        switch table.identity {
        case .natural: return (localKey, nil)
        case .named:
            let name = SyncValue.textValue(values["name"] ?? nil) ?? ""
            let base = "name:" + NameKey.of(name)
            guard let key = try SyncNamedIdentity.free(base, of: table.name, removedNow: removedNow, ledger: ledger) else {
                return (clock.tick().description, nil)
            }
            // A default the app seeds (an exercise) is one record on every machine: its deletion stays a deletion.
            let seeded = SeededRecords.defaults(of: table.name)[key] != nil
            return (seeded ? key : joinNames.identity(key, base: base, of: table.name), nil)
        case .derived, .minted:
            guard let derived = table.derivedIdentity(values) else {
                guard firstSync else { return (clock.tick().description, nil) }
                if let birth = births[localKey] { return (SyncFirstIdentity.id(of: table, birth: birth, origin: origin), nil) }
                return (SyncFirstIdentity.id(of: table, localKey: localKey, values: values, origin: origin), nil)
            }
            // Known already (removed here and brought back by undo or a new import): a change made now.
            if try ledger.entry(table.name, derived.id) != nil { return (derived.id, nil) }
            // Never later than now: a source time ahead of the clock (a watch set wrong) would otherwise win over later edits.
            let now = clock.tick()
            return (derived.id, derived.millis < now.millis ? SyncStamp(millis: derived.millis, counter: 0, replica: now.replica) : now)
        }
    }

    /// Reads the table's births; a row deleted before the first sync is sent as removed under the identity its birth
    /// gives, so a copy of this diary file that still holds the row deletes it too (QA s9 N8).
    private mutating func readBirths(of table: SyncTable, _ db: Database) throws {
        births = try AppDatabase.syncBirths(of: table.name, db)
        for birth in try AppDatabase.syncDeletedBirths(of: table.name, db) {
            let id = SyncFirstIdentity.id(of: table, birth: birth, origin: origin)
            guard try ledger.entry(table.name, id) == nil else { continue }
            try emit(table, id: id, fields: [SyncRecordState.presentField: SyncRecordState.absent], localKey: nil)
        }
    }

    mutating func record(_ table: SyncTable, id: String, localKey: String, values: [String: String?], since: SyncStamp? = nil) throws {
        let state = try ledger.entry(table.name, id)?.state ?? SyncRecordState()
        if table.removalIsFinal(for: id) && state.wasRemoved { return }
        var changed: [String: String?] = [:]
        for (field, value) in values where (state.f[field] ?? nil) != value {
            changed[field] = value
        }
        if table.identity != .natural && !state.isPresent { changed[SyncRecordState.presentField] = SyncRecordState.present }
        if table.name == "counterChange", changed[SyncRecordState.presentField] != nil { try recountCounter(of: values) }
        if since == nil, let joinStamp {
            // A joining diary keeps its foods, counters … (a deletion made elsewhere before it joined never saw them);
            // their fields, as every other value it held, only fill what the synced diary lacks.
            if table.identity == .named, let presence = changed.removeValue(forKey: SyncRecordState.presentField) {
                try emit(table, id: id, fields: [SyncRecordState.presentField: presence], localKey: localKey)
            }
            return try emit(table, id: id, fields: changed, localKey: localKey, stamp: joinStamp)
        }
        // A field set back to its value as last synced (a typo fixed, an undo) was still typed then: sent, so it wins over
        // an edit made elsewhere before it (QA s11b S11b-1).
        if let editTimes, since == nil {
            for field in editTimes.fields.keys where changed[field] == nil { if let value = values[field] { changed[field] = value } }
        }
        guard let editTimes, since == nil, !changed.isEmpty else { return try emit(table, id: id, fields: changed, localKey: localKey, stamp: since) }
        // Each field with the time it was changed: a field typed earlier does not take a later edit's time from its row.
        for (time, fields) in editTimes.grouped(changed, children: Set(table.children.map(\.field))) {
            editedAt = time
            try emit(table, id: id, fields: fields, localKey: localKey)
        }
        editedAt = nil
    }

    /// How many of the values this joining diary held lost to the synced diary's (a different value, a later stamp).
    func overruled(in ledger: SyncLedger) throws -> Int {
        guard let joinStamp else { return 0 }
        var count = 0
        for change in changes where change.s == joinStamp.description {
            guard let state = try ledger.entry(change.t, change.id)?.state else { continue }
            count += change.f.filter { field, value in state.s[field] != change.s && (state.f[field] ?? nil) != value }.count
        }
        return count
    }

    /// A change sent from here is put in the synced order here too, as every machine that receives it does (the order of
    /// ids, which need not be the order it was made in here: QA s8b M-b2), so all show the same running totals.
    private mutating func recountCounter(of values: [String: String?]) throws {
        if let counter = SyncValue.textValue(values["counterId"] ?? nil), let local = try ledger.localKey("counter", global: counter),
            let counterId = Int64(local)
        {
            recount.insert(counterId)
        }
    }

    private mutating func removed(_ table: SyncTable, id: String, entry: SyncLedger.Entry) throws {
        if table.name == "counterChange" { try recountCounter(of: entry.state.f) }
        var fields: [String: String?] = [:]
        if table.identity == .natural {
            for field in table.fields where (entry.state.f[field] ?? nil) != nil { fields[field] = .some(nil) }
        } else if entry.state.isPresent || entry.state == SyncRecordState() {
            // Present, or restored from an export and deleted before it was ever sent: either way a deletion to send.
            fields[SyncRecordState.presentField] = SyncRecordState.absent
            removedNow.insert(table.name + "\t" + id)
        }
        try emit(table, id: id, fields: fields, localKey: nil)
    }

    /// An imported row deleted before this machine sent it (`syncTombstone`): its identity is sent as removed, so the
    /// same import made on another machine stays deleted too (docs/sync.md, "Merge rules").
    /// An imported Apple Health day's records go with its deletion: they stay deleted there too (`SyncImportOverlap`).
    private mutating func tombstoned(_ table: SyncTable, id: String, importRecords: String?) throws {
        let entry = try ledger.entry(table.name, id)
        // Known here: a row it is now goes the usual way (`gone`), and one already removed needs nothing more.
        guard entry == nil || (entry?.state == SyncRecordState() && entry?.localKey == nil) else { return }
        var fields: [String: String?] = [SyncRecordState.presentField: SyncRecordState.absent]
        if let importRecords { fields["importRecords"] = SyncValue.text(importRecords) }
        try emit(table, id: id, fields: fields, localKey: nil)
    }

    /// A change read from the journal is stamped with the time it was made (never before the stamps of what it
    /// overwrote: `SyncEditStamps`); any other with now.
    private mutating func changeStamp(overwriting state: SyncRecordState?, _ fields: Dictionary<String, String?>.Keys) -> SyncStamp {
        guard let editedAt else { return editStamps.taken(clock.tick()) }
        let overwritten = fields.compactMap { state?.s[$0].flatMap(SyncStamp.init) }.max()
        let stamp = editStamps.stamp(editedAt: editedAt, after: overwritten)
        clock.advance(past: stamp)
        return stamp
    }

    mutating func emit(_ table: SyncTable, id: String, fields: [String: String?], localKey: String?, stamp: SyncStamp? = nil) throws {
        if fields.isEmpty {
            if try ledger.entry(table.name, id)?.localKey != localKey { try ledger.update(table.name, id) { $0.localKey = localKey } }
            return
        }
        let change = SyncChange(
            table: table.name, id: id, stamp: try stamp ?? changeStamp(overwriting: ledger.entry(table.name, id)?.state, fields.keys), fields: fields)
        changes.append(change)
        try ledger.update(table.name, id) { entry in
            entry.localKey = localKey
            _ = entry.state.merge(change, removalIsFinal: table.removalIsFinal(for: id))
        }
    }
}
