import Foundation
import GRDB

/// Two records of a table whose names are unique (foods, counters, pads, programs, exercises) that end with one
/// name once merged: a rename on one machine, a new one of that name on another. Both stay. The one whose name
/// was set first (by the stamp of its name, then its id) keeps it; the other takes "name (2)" (3, … until free).
/// Every machine compares the same stamps, so each renames the same record, and the sync sends the rename.
/// A holder that this same merge gives another name (a rename and a new record of the old name received together, or a
/// restored record whose name the synced diary changed since) is no collision: it steps aside until its own write.
enum SyncNameCollision {
    struct Rename {
        let table: String
        let id: String
        let from: String
        let to: String
    }

    /// The name record `id` can be written under at `localKey`, and the rename made if another row held it (that
    /// row renamed here when it loses, else the incoming record's name).
    static func settle(
        _ table: SyncTable, id: String, state: SyncRecordState, name: String, localKey: String?, ledger: SyncLedger,
        leaving: (String) throws -> Bool, _ db: Database
    ) throws -> (name: String, rename: Rename?) {
        guard let kind = Schema.namedTables.first(where: { $0.table == table.name })?.kind,
            let holder = try AppDatabase.syncNameHolder(of: table.name, nameKey: NameKey.of(name), except: localKey, db)
        else { return (name, nil) }
        let holderId = try ledger.globalId(table.name, local: String(holder.id))
        if let holderId, try leaving(holderId) {
            let aside = try freeName(holder.name, in: table.name, maxLength: kind.maxLength, db)
            try AppDatabase.syncRename(in: table.name, id: holder.id, from: holder.name, to: aside, db)
            return (name, nil)
        }
        let holderStamp = try holderId.flatMap { try ledger.entry(table.name, $0) }?.state.s["name"] ?? ""
        let free = try freeName(name, in: table.name, maxLength: kind.maxLength, db)
        // A row no sync has sent yet has no stamp to compare: it keeps its name, and the incoming one moves.
        guard let holderId, (state.s["name"] ?? "", id) < (holderStamp, holderId) else {
            return (free, Rename(table: table.name, id: id, from: name, to: free))
        }
        let holderFree = try freeName(holder.name, in: table.name, maxLength: kind.maxLength, db)
        try AppDatabase.syncRename(in: table.name, id: holder.id, from: holder.name, to: holderFree, db)
        return (name, Rename(table: table.name, id: holderId, from: holder.name, to: holderFree))
    }

    /// The first free "name (n)", n from 2; a name that is numbered already counts on from its base ("K (2)" → "K (3)", never "K (2) (2)").
    private static func freeName(_ name: String, in table: String, maxLength: Int, _ db: Database) throws -> String {
        let base = unnumbered(name)
        var number = 1
        var candidate = name
        repeat {
            number += 1
            candidate = Schema.numbered(base, number, maxLength: maxLength)
        } while try candidate == name || AppDatabase.syncNameIsTaken(in: table, nameKey: NameKey.of(candidate), db)
        return candidate
    }

    /// "K (2)" → "K"; a name without a trailing " (n)", n ≥ 2, as it is.
    static func unnumbered(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards) else { return name }
        let digits = name[open.upperBound..<name.index(before: name.endIndex)]
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number >= 2,
            open.lowerBound > name.startIndex
        else { return name }
        return String(name[..<open.lowerBound])
    }
}
