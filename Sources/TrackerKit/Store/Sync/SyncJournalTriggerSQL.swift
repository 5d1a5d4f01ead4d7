/// The bodies of the change journal's triggers (`AppDatabase.syncJournalTriggers`).
/// Not INSERT OR IGNORE: the conflict clause of the statement that fired a trigger (an upsert's) overrides the trigger's
/// own, so a key already noted is skipped by a WHERE. A note made again has its time emptied, for `stampJournal` to fill
/// with this change's.
struct SyncJournalTriggerSQL {
    /// The table watched, its key column, the synced table its changes are noted under (a child table's parent), and the
    /// columns whose own change times are noted (none for a child table: its rows are one field of the parent's).
    let table: (name: String, key: String, notes: String, fields: [String])

    func body(_ operation: String) -> String {
        switch operation {
        case "insert": return note("NEW")
        case "delete": return note("OLD")
        // An update that moves a row to another key (a day's date) is the old key gone and the new one there.
        default: return note("NEW") + " " + note("OLD") + table.fields.map(noteField).joined()
        }
    }

    private func key(_ row: String) -> String { "CAST(\(row).\"\(table.key)\" AS TEXT)" }

    private func note(_ row: String) -> String {
        let key = key(row), notes = table.notes
        return "INSERT INTO syncJournal(tableName, localKey) SELECT '\(notes)', \(key) WHERE NOT EXISTS "
            + "(SELECT 1 FROM syncJournal WHERE tableName = '\(notes)' AND localKey = \(key)); "
            + "UPDATE syncJournal SET changedAt = NULL WHERE tableName = '\(notes)' AND localKey = \(key) AND changedAt IS NOT NULL;"
    }

    /// A column an update changed: its own time, so a field is ordered by when it was changed, not by the row's last change.
    private func noteField(_ field: String) -> String {
        let key = key("NEW"), notes = table.notes
        let changed = "OLD.\"\(field)\" IS NOT NEW.\"\(field)\""
        let same = "tableName = '\(notes)' AND localKey = \(key) AND field = '\(field)'"
        return " INSERT INTO syncJournalField(tableName, localKey, field) SELECT '\(notes)', \(key), '\(field)' WHERE \(changed) AND NOT EXISTS "
            + "(SELECT 1 FROM syncJournalField WHERE \(same)); "
            + "UPDATE syncJournalField SET changedAt = NULL WHERE \(changed) AND \(same) AND changedAt IS NOT NULL;"
    }
}
