/// The bodies of the change journal's triggers (`AppDatabase.syncJournalTriggers`).
/// Not INSERT OR IGNORE: the conflict clause of the statement that fired a trigger (an upsert's) overrides the trigger's
/// own, so a key already noted is skipped by a WHERE. A note made again has its time emptied, for `stampJournal` to fill
/// with this change's.
struct SyncJournalTriggerSQL {
    /// The table watched, its key column, the synced table its changes are noted under (a child table's parent), the
    /// columns whose own change times are noted (none for a child table: its rows are one field of the parent's), and
    /// whether an insert notes them too (the values it gives; a row known by its key, deleted and made again).
    let table: (name: String, key: String, notes: String, fields: [String], insertedFields: Bool)

    func body(_ operation: String) -> String {
        switch operation {
        case "insert": return note("NEW") + (table.insertedFields ? table.fields.map { noteField($0, changed: "NEW.\"\($0)\" IS NOT NULL") }.joined() : "")
        case "delete": return note("OLD")
        // An update that moves a row to another key (a day's date) is the old key gone and the new one there.
        default: return note("NEW") + " " + note("OLD") + table.fields.map { noteField($0, changed: "OLD.\"\($0)\" IS NOT NEW.\"\($0)\"") }.joined()
        }
    }

    private func key(_ row: String) -> String { "CAST(\(row).\"\(table.key)\" AS TEXT)" }

    private func note(_ row: String) -> String {
        let key = key(row), notes = table.notes
        return "INSERT INTO syncJournal(tableName, localKey) SELECT '\(notes)', \(key) WHERE NOT EXISTS "
            + "(SELECT 1 FROM syncJournal WHERE tableName = '\(notes)' AND localKey = \(key)); "
            + "UPDATE syncJournal SET changedAt = NULL WHERE tableName = '\(notes)' AND localKey = \(key) AND changedAt IS NOT NULL;"
    }

    /// A column an update changed (or an insert gave): its own time, so a field is ordered by when it was changed, not by
    /// the row's last change.
    private func noteField(_ field: String, changed: String) -> String {
        let key = key("NEW"), notes = table.notes
        let same = "tableName = '\(notes)' AND localKey = \(key) AND field = '\(field)'"
        return " INSERT INTO syncJournalField(tableName, localKey, field) SELECT '\(notes)', \(key), '\(field)' WHERE \(changed) AND NOT EXISTS "
            + "(SELECT 1 FROM syncJournalField WHERE \(same)); "
            + "UPDATE syncJournalField SET changedAt = NULL WHERE \(changed) AND \(same) AND changedAt IS NOT NULL;"
    }
}
