import Foundation
import GRDB

/// Merges changes received from other replicas into the records, then makes the diary's rows
/// match every record that changed, parents first. A record this version cannot write (a value its
/// rules refuse, a reference to a record not here) stays in the records, unwritten, counted, named and
/// tried again at every sync (`SyncUnwritten`). Two records that end with one name both stay
/// (`SyncNameCollision`); a record that belongs to one deleted (a tap on a deleted counter) goes with it.
struct RemoteChanges {
    let ledger: SyncLedger
    var clock: HybridLogicalClock
    private var changed: [String: Set<String>] = [:]
    private(set) var applied = 0
    private(set) var notWritten = 0
    /// Renames this machine made to settle a name two records ended with, sent with this sync's changes.
    private(set) var sent: [SyncChange] = []
    /// What the user is told: the renames, and what a received removal took away here.
    private(set) var notes: [String] = []
    private var retry: [SyncUnwritten.Record] = []
    private var unwrittenNames: [String] = []
    /// Why the last record `write` did not write was not written, for its name in the report and `sync status`.
    private var whyNotWritten = SyncUnwritten.Reason.doesNotFit
    private var recount: Set<Int64> = []
    /// Parents brought back because a child their deleter had not seen uses them (`SyncRevival`): changes to send.
    private(set) var revived: [SyncChange] = []
    /// What the report says of foods kept because entries their deleter had not seen use them.
    private(set) var revivalLines: [String] = []

    init(ledger: SyncLedger, clock: HybridLogicalClock) {
        self.ledger = ledger
        self.clock = clock
    }

    mutating func merge(_ changes: [SyncChange]) throws {
        for change in changes {
            if let stamp = SyncStamp(change.s) { clock.observe(stamp) }
            let final = SyncTable.named(change.t)?.removalIsFinal(for: change.id) ?? false
            let before = SyncTable.named(change.t)?.identity == .named ? try ledger.entry(change.t, change.id) : nil
            if try ledger.merge(change, removalIsFinal: final) { changed[change.t, default: []].insert(change.id) }
            if let before { try noteMadeTwice(before, change) }
        }
    }

    /// A record of a name made here and on another machine under another spelling of it ("abc", "ＡＢＣ") is one record:
    /// when the other spelling wins, the sync says so instead of changing the name here in silence.
    private mutating func noteMadeTwice(_ before: SyncLedger.Entry, _ change: SyncChange) throws {
        guard before.localKey != nil, before.state.isPresent, change.f[SyncRecordState.presentField] == SyncRecordState.present,
            before.state.s[SyncRecordState.presentField] != change.s,
            let mine = SyncValue.textValue(before.state.f["name"] ?? nil), let theirs = SyncValue.textValue(change.f["name"] ?? nil),
            mine != theirs, NameKey.of(mine) == NameKey.of(theirs),
            SyncValue.textValue(try ledger.entry(change.t, change.id)?.state.f["name"] ?? nil) == theirs
        else { return }
        let kind = change.t == "workoutProgram" ? "interval program" : change.t
        notes.append("“\(mine)” here and “\(theirs)” made on another machine are one name: one \(kind), “\(theirs)”, on every machine.")
    }

    mutating func apply(_ db: Database) throws {
        for record in try SyncUnwritten.load(db) { changed[record.table, default: []].insert(record.id) }
        try revive()
        if let entries = changed["foodEntry"] { changed["foodEntry"] = entries.union(try SyncImportOverlap.sameDay(as: entries, ledger: ledger, db)) }
        for table in SyncTable.all {
            for id in (changed[table.name] ?? []).sorted() {
                guard let entry = try ledger.entry(table.name, id) else { continue }
                if try write(entry, id: id, of: table, db) {
                    applied += 1
                } else {
                    notWritten += 1
                    retry.append(SyncUnwritten.Record(table: table.name, id: id))
                    unwrittenNames.append(SyncUnwritten.describe(table, id: id, state: entry.state) + " (\(whyNotWritten.rawValue))")
                }
            }
        }
        try SyncUnwritten.save(retry: retry, names: unwrittenNames, db)
    }

    /// What the user is told: the records not written, the renames, what a removal took away.
    func tell(_ report: inout SyncReport, also more: [String]) {
        report.notWritten = notWritten
        report.unwritten = unwrittenNames
        report.notes = notes + more
    }

    /// Brings back each removed parent a present child uses, as a change made now (later than the deletion it saw).
    private mutating func revive() throws {
        for (rule, parent, children) in try SyncRevival.needed(changed: changed, ledger: ledger) {
            let change = SyncChange(table: rule.parent, id: parent, stamp: clock.tick(), fields: [SyncRecordState.presentField: SyncRecordState.present])
            _ = try ledger.merge(change, removalIsFinal: false)
            changed[rule.parent, default: []].insert(parent)
            revived.append(change)
            let name = SyncValue.textValue(try ledger.entry(rule.parent, parent)?.state.f["name"] ?? nil) ?? parent
            revivalLines.append(SyncRevival.line(name: name, children: children.count))
        }
    }

    /// Sets the counts of the counters whose changes moved; run once the records are saved, since the
    /// order is the records' (`AppDatabase.syncRecount`).
    /// Returns how many changes a count stopped at ±Int64.max for (`CountRules`).
    func recount(_ db: Database, alsoCounters more: Set<Int64>) throws -> Int {
        try AppDatabase.syncRecount(counters: recount.union(more), db)
    }

    private mutating func write(_ entry: SyncLedger.Entry, id: String, of table: SyncTable, _ db: Database) throws -> Bool {
        let values = table.fields.map { entry.state.f[$0] ?? nil }
        let keeps = table.identity == .natural ? values.contains { $0 != nil } : entry.state.isPresent
        guard keeps else { return SyncedSettings.travels(table, key: id) ? try remove(entry, id: id, of: table, db) : true }
        let checked: [String?]
        switch Self.checked(values, of: entry, id: id, in: table) {
        case .ignored: return true
        case .refused:
            whyNotWritten = .refusedValue
            return false
        case .write(let values): checked = values
        }
        var resolved: [String?]
        switch try resolve(checked, of: table) {
        case .values(let values): resolved = values
        case .parentMissing:
            whyNotWritten = .parentMissing
            return false
        case .parentRemoved:
            // Went with its parent, deleted (docs/sync.md); tried again silently in case the deletion is undone.
            retry.append(SyncUnwritten.Record(table: table.name, id: id))
            if entry.localKey != nil { try ledger.update(table.name, id) { $0.localKey = nil } }
            return true
        }
        if table.name == "foodEntry", let kcal = table.fields.firstIndex(of: "kcal") {
            let dropped = try SyncImportOverlap.dropped(of: id, ledger: ledger)
            if SyncImportOverlap.hidden(resolved[kcal], dropped) { return try hide(entry, id: id, db) }
            resolved[kcal] = SyncImportOverlap.shown(resolved[kcal], dropped)
        }
        var localKey = table.identity == .natural ? id : entry.localKey
        let nameIndex = table.identity == .named ? table.fields.firstIndex(of: "name") : nil
        var rename: SyncNameCollision.Rename?
        let done = AppDatabase.syncAttempt(db) {
            if let nameIndex, let name = SyncValue.textValue(resolved[nameIndex]) {
                let settled = try SyncNameCollision.settle(
                    table, id: id, state: entry.state, name: name, localKey: localKey, ledger: ledger,
                    leaving: { try leaves(table, holder: $0, name: name) }, db)
                resolved[nameIndex] = SyncValue.text(settled.name)
                rename = settled.rename
            }
            let extra = SyncDerived.columns(of: table.name, fields: Dictionary(uniqueKeysWithValues: zip(table.fields, resolved)))
            if table.name == "foodEntry", let date = SyncValue.textValue(entry.state.f["date"] ?? nil) { try AppDatabase.syncEnsureDay(date, db) }
            localKey = try AppDatabase.syncWriteRow(
                of: table.name, key: table.key, keyIsValue: table.identity == .natural, localKey: localKey,
                columns: table.fields + extra.map(\.column), values: resolved + extra.map(\.value), db)
            guard try SyncChildRows.write(table, state: entry.state, localKey: localKey ?? "", ledger: ledger, db) else { throw SyncChildRows.Unresolved() }
        }
        guard done else {
            whyNotWritten = .doesNotFit
            return false
        }
        try ledger.update(table.name, id) { $0.localKey = localKey }
        if let rename { try send(rename) }
        noteCounter(table, localKey: localKey, values: resolved)
        return true
    }

    /// A received record's values as written here, once a setting's rule and every field's rule (`SyncReceivedRules`) pass.
    private static func checked(_ values: [String?], of entry: SyncLedger.Entry, id: String, in table: SyncTable) -> SyncedSettings.Received {
        let received = SyncedSettings.received(table, key: id, values: values)
        guard case .write = received else { return received }
        let fields = Dictionary(uniqueKeysWithValues: table.carriedFields.map { ($0, entry.state.f[$0] ?? nil) })
        return SyncReceivedRules.refuses(table, id: id, values: fields) ? .refused : received
    }

    /// Whether a row holding `name` is a record this merge writes again under a name of another key (its own write comes later).
    private func leaves(_ table: SyncTable, holder: String, name: String) throws -> Bool {
        guard changed[table.name]?.contains(holder) == true, let entry = try ledger.entry(table.name, holder), entry.state.isPresent,
            let merged = SyncValue.textValue(entry.state.f["name"] ?? nil)
        else { return false }
        return NameKey.of(merged) != NameKey.of(name)
    }

    /// The rename settling a collision, as this machine's change: every machine that meets the collision sends the same name.
    private mutating func send(_ rename: SyncNameCollision.Rename) throws {
        let change = SyncChange(table: rename.table, id: rename.id, stamp: clock.tick(), fields: ["name": SyncValue.text(rename.to)])
        sent.append(change)
        _ = try ledger.merge(change, removalIsFinal: false)
        let kind = rename.table == "workoutProgram" ? "interval program" : rename.table
        notes.append("Two \(kind)s are both named “\(rename.from)” after merging; one is now “\(rename.to)” on every machine.")
    }

    /// An imported entry whose every record another entry of its day counts (`SyncImportOverlap`): present, not shown.
    private func hide(_ entry: SyncLedger.Entry, id: String, _ db: Database) throws -> Bool {
        guard let local = entry.localKey else { return true }
        guard AppDatabase.syncAttempt(db, { try AppDatabase.syncDeleteRow(of: "foodEntry", key: "id", localKey: local, db) }) else { return false }
        try ledger.update("foodEntry", id) { $0.localKey = nil }
        return true
    }

    private mutating func remove(_ entry: SyncLedger.Entry, id: String, of table: SyncTable, _ db: Database) throws -> Bool {
        guard let local = table.identity == .natural ? id : entry.localKey else { return true }
        if table.name == "counterChange", let counter = try AppDatabase.syncCounterOfChange(local, db) { recount.insert(counter) }
        if let removed = try AppDatabase.syncRemovedRowSummary(of: table.name, localKey: local, db) {
            let with = removed.rows == 0 ? "" : " with its \(removed.rows) logged record\(removed.rows == 1 ? "" : "s")"
            notes.append("\(table.name.capitalized) “\(removed.name)” was deleted on another machine; it is gone here too\(with).")
        }
        let done = AppDatabase.syncAttempt(db) {
            if table.name == "day" {
                _ = try AppDatabase.syncWriteRow(
                    of: "day", key: "date", keyIsValue: true, localKey: local, columns: table.fields, values: table.fields.map { _ in nil }, db)
                try AppDatabase.syncRemoveDayIfEmpty(local, db)
            } else {
                try AppDatabase.syncDeleteRow(of: table.name, key: table.key, localKey: local, db)
            }
            if table.name == "foodEntry", let date = SyncValue.textValue(entry.state.f["date"] ?? nil) { try AppDatabase.syncRemoveDayIfEmpty(date, db) }
        }
        if done && table.identity != .natural { try ledger.update(table.name, id) { $0.localKey = nil } }
        return done
    }

    private enum Resolution {
        case values([String?])
        /// A referenced record is not in this diary (yet).
        case parentMissing
        /// A referenced record was deleted: what belonged to it goes with it.
        case parentRemoved
    }

    /// References become local row ids.
    private func resolve(_ values: [String?], of table: SyncTable) throws -> Resolution {
        var resolved: [String?] = []
        for (column, value) in zip(table.fields, values) {
            if let listed = table.listReferences[column] {
                resolved.append(try SyncChildRows.localList(value, of: listed, ledger: ledger))
                continue
            }
            guard let parent = table.references[column], let value else {
                resolved.append(value)
                continue
            }
            guard let global = SyncValue.textValue(value), let parentEntry = try ledger.entry(parent, global) else { return .parentMissing }
            if parentEntry.state.wasRemoved { return .parentRemoved }
            guard let local = parentEntry.localKey, let id = Int64(local) else { return .parentMissing }
            resolved.append(SyncValue.integer(id))
        }
        return .values(resolved)
    }

    private mutating func noteCounter(_ table: SyncTable, localKey: String?, values: [String?]) {
        if table.name == "counter", let id = localKey.flatMap({ Int64($0) }) { recount.insert(id) }
        if table.name == "counterChange", let index = table.fields.firstIndex(of: "counterId"), let value = values[index],
            let id = Int64(value.dropFirst(2))
        {
            recount.insert(id)
        }
    }
}
