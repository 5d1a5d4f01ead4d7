import Foundation
import GRDB

/// Received records this diary could not write (a value its rules refuse, a reference to a record not here) and
/// records that went with a parent deleted here: kept in the diary and tried again at every sync, so one that
/// becomes writable (its name freed, its parent back) is written then; the ones not written are named by
/// `tracker sync` and `tracker sync status` until they are.
enum SyncUnwritten {
    static let retryKey = "unwritten"
    static let namesKey = "unwrittenNames"

    struct Record: Hashable {
        let table: String
        let id: String
    }

    /// Why a received record was not written here, as the report and `sync status` say it.
    enum Reason: String {
        case refusedValue = "its value is one this Tracker's rules refuse"
        case parentMissing = "what it belongs to is not in this diary"
        case doesNotFit = "it does not fit this diary's rows"
    }

    /// What the user can do, said after the records not written (docs/sync.md, "Records not written here").
    static let advice =
        "If another machine runs a newer Tracker, update this one; else change or delete the record on the machine that made it, and sync there (docs/sync.md, “Records not written here”)"

    static func load(_ db: Database) throws -> [Record] {
        (try AppDatabase.syncSetting(retryKey, db) ?? "").split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return parts.count == 2 ? Record(table: parts[0], id: parts[1]) : nil
        }
    }

    static func save(retry: [Record], names: [String], _ db: Database) throws {
        let lines = retry.map { "\($0.table)\t\($0.id)" }
        try AppDatabase.setSyncSetting(retryKey, lines.isEmpty ? nil : lines.joined(separator: "\n"), db)
        try AppDatabase.setSyncSetting(namesKey, names.isEmpty ? nil : names.joined(separator: "\n"), db)
    }

    static func names(_ db: Database) throws -> [String] {
        (try AppDatabase.syncSetting(namesKey, db) ?? "").split(separator: "\n").map(String.init)
    }

    /// "food “Feijoa”", "foodEntry of 2026-11-25", "setting units.weight": what a user can find the record by.
    static func describe(_ table: SyncTable, id: String, state: SyncRecordState) -> String {
        if let name = SyncValue.textValue(state.f["name"] ?? nil) { return "\(table.name) “\(name)”" }
        if let date = SyncValue.textValue(state.f["date"] ?? nil) { return "\(table.name) of \(date)" }
        return table.identity == .natural ? "\(table.name) \(id)" : table.name
    }
}
