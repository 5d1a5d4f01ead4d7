import Foundation
import GRDB

/// A record's child rows as one carried field: the rows (`AppDatabase.syncChildRows`) as a JSON list of
/// lists of `SyncValue`s, references as the referenced records' global ids; nil when there are none.
enum SyncChildRows {
    /// Child rows that name a record not in this diary: the parent is not written (kept in the records).
    struct Unresolved: Error {}

    /// A list of global ids as this diary's row ids, comma-separated; empty when any is not here (a pad's
    /// count whose restart is not all here cannot be taken back here).
    static func localList(_ value: String?, of table: String, ledger: SyncLedger) throws -> String {
        var locals: [String] = []
        for global in (SyncValue.textValue(value) ?? "").split(separator: ",") {
            guard let local = try ledger.localKey(table, global: String(global)) else { return SyncValue.text("") }
            locals.append(local)
        }
        return SyncValue.text(locals.joined(separator: ","))
    }

    /// Each child field's value per parent row key.
    static func read(_ table: SyncTable, journaledOnly: Bool, ledger: SyncLedger, _ db: Database) throws -> [String: [String: String]] {
        var fields: [String: [String: String]] = [:]
        for child in table.children {
            let rows = try AppDatabase.syncChildRows(
                of: child.table, parent: child.parent, columns: child.columns, order: child.order, journaledAs: journaledOnly ? table.name : nil, db)
            var values: [String: String] = [:]
            for (parent, list) in rows {
                let carried = try list.map { row in
                    try zip(child.columns, row).map { column, value -> String? in
                        guard let referenced = child.references[column] else { return value }
                        return try value.flatMap { try ledger.globalId(referenced, local: String($0.dropFirst(2))) }.map(SyncValue.text)
                    }
                }
                values[parent] = try encode(carried)
            }
            fields[child.field] = values
        }
        return fields
    }

    /// Writes the record's child rows for the parent row `localKey`; false when a referenced record is not here.
    static func write(_ table: SyncTable, state: SyncRecordState, localKey: String, ledger: SyncLedger, _ db: Database) throws -> Bool {
        for child in table.children {
            guard let rows = try decode(state.f[child.field] ?? nil) else { return false }
            var resolved: [[String?]] = []
            for row in rows {
                var values: [String?] = []
                for (column, value) in zip(child.columns, row) {
                    guard let referenced = child.references[column], let value else {
                        values.append(value)
                        continue
                    }
                    guard let global = SyncValue.textValue(value), let local = try ledger.localKey(referenced, global: global), let id = Int64(local) else {
                        return false
                    }
                    values.append(SyncValue.integer(id))
                }
                resolved.append(values)
            }
            try AppDatabase.syncWriteChildren(of: child.table, parent: child.parent, columns: child.columns, parentKey: localKey, rows: resolved, db)
        }
        return true
    }

    static func encode(_ rows: [[String?]]) throws -> String {
        SyncValue.text(String(decoding: try JSONEncoder().encode(rows), as: UTF8.self))
    }

    /// The rows a field carries ([] for none); nil when the field is not such a list.
    static func decode(_ value: String?) throws -> [[String?]]? {
        guard let value else { return [] }
        guard let text = SyncValue.textValue(value) else { return nil }
        return try? JSONDecoder().decode([[String?]].self, from: Data(text.utf8))
    }
}
