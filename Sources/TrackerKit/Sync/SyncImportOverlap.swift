import Foundation
import GRDB

/// Apple Health food energy imported on two machines from exports of different dates (QA s8b N2). On one machine an
/// import adds, per day, one entry with only the records no earlier import brought. Two machines that import before
/// they sync each make their day's entry from the records they had, so the two entries share records. Each entry
/// carries the records it brought (`importRecords`: key and kcal) and they stay as imported; a record two entries of
/// one day brought counts in the one **ranked first** (fewer records, then the smaller identity: the earlier, smaller
/// export) and is taken out of the other's calories where the entry is shown. The rank depends only on what the
/// entries brought, so every machine that knows the same entries shows the same calories, whatever the order of
/// imports and syncs. An entry whose every record another entry counts is not shown. A deleted entry still counts
/// its records (its records stay deleted, as on one machine). The synced calories stay as imported (or as edited):
/// an edit of a shown entry is carried as the shown value plus what is taken out.
enum SyncImportOverlap {
    static let prefix = SyncTable.importedPrefix + "apple-health:"

    /// What a day's other entries take out of one entry: their calories, and whether every record went.
    struct Dropped: Equatable {
        var kcal = 0.0
        var all = false
    }

    /// `imported:apple-health:<date>:` of an imported Apple Health entry's identity.
    static func dayPrefix(of id: String) -> String? {
        guard id.hasPrefix(prefix), let colon = id.dropFirst(prefix.count).firstIndex(of: ":") else { return nil }
        return String(id[..<id.index(after: colon)])
    }

    /// The records an entry brought, as `importRecords` holds them ("key=kcal,…"); empty when unreadable.
    static func records(_ encoded: String??) -> [Int64: Double] {
        guard let text = SyncValue.textValue(encoded ?? nil), text.count <= 1_000_000 else { return [:] }
        var records: [Int64: Double] = [:]
        for item in text.split(separator: ",") {
            let parts = item.split(separator: "=")
            guard parts.count == 2, let key = Int64(parts[0]), let kcal = Double(parts[1]), kcal.isFinite else { return [:] }
            records[key] = kcal
        }
        return records
    }

    /// What the entries of `id`'s day ranked before it take out of it.
    static func dropped(of id: String, ledger: SyncLedger) throws -> Dropped {
        guard let day = dayPrefix(of: id), let own = try ledger.entry("foodEntry", id), case let mine = records(own.state.f["importRecords"]),
            !mine.isEmpty
        else { return Dropped() }
        var taken: Set<Int64> = []
        for other in try ledger.ids(of: "foodEntry", withPrefix: day) where other != id {
            let theirs = try records(ledger.entry("foodEntry", other)?.state.f["importRecords"])
            guard !theirs.isEmpty, (theirs.count, other) < (mine.count, id) else { continue }
            taken.formUnion(mine.keys.filter { theirs[$0] != nil })
        }
        return Dropped(kcal: taken.reduce(0) { $0 + (mine[$1] ?? 0) }, all: !taken.isEmpty && taken.count == mine.count)
    }

    static func number(_ encoded: String?) -> Double? {
        guard let encoded, encoded.hasPrefix("r:") || encoded.hasPrefix("i:") else { return nil }
        return Double(encoded.dropFirst(2))
    }

    /// The calories the entry's row shows for its synced calories. Rounded to a millionth, so that an edit carried as
    /// the typed value plus what is taken out shows as typed on every machine ((1000 + d) - d is not always 1000 in binary).
    static func shown(_ synced: String?, _ dropped: Dropped) -> String? {
        guard dropped.kcal > 0, let kcal = number(synced) else { return synced }
        let left = max(0, kcal - dropped.kcal), rounded = (left * 1_000_000).rounded() / 1_000_000
        return SyncValue.real(rounded.isFinite ? rounded : left)  // 1e303 kcal would round through infinity
    }

    /// The synced calories for what the row holds: unchanged while the row shows them, else the row's edit.
    static func carried(_ local: String?, synced: String?, _ dropped: Dropped) -> String? {
        guard dropped.kcal > 0, let kcal = number(local) else { return local }
        if let shown = number(shown(synced, dropped)), abs(shown - kcal) < 0.0005 { return synced }
        return SyncValue.real(kcal + dropped.kcal)
    }

    /// Whether the entry is shown at all: not when every record it brought counts elsewhere and nothing was added to it.
    static func hidden(_ synced: String?, _ dropped: Dropped) -> Bool {
        dropped.all && (number(shown(synced, dropped)) ?? 0) < 0.0005
    }

    /// The imported entries of the days of `ids`: an entry arriving changes what the others of its day show. Their
    /// records are remembered as imported here, so importing an export here later adds only what none of them brought.
    static func sameDay(as ids: Set<String>, ledger: SyncLedger, _ db: Database) throws -> Set<String> {
        var days: Set<String> = []
        for id in ids {
            guard let day = dayPrefix(of: id) else { continue }
            days.insert(day)
            let date = String(day.dropFirst(prefix.count).dropLast())
            try AppDatabase.rememberHealthFoodRecords(Array(records(try ledger.entry("foodEntry", id)?.state.f["importRecords"]).keys), on: date, db)
        }
        var all: Set<String> = []
        for day in days { all.formUnion(try ledger.ids(of: "foodEntry", withPrefix: day)) }
        return all
    }
}
