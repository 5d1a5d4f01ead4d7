import Foundation

/// The identity a new row of a named table takes (foods, counters, pads, programs, exercises): its name's key, so
/// that two machines that both create "Apple" end with one food. A name whose record was deleted (and the deletion
/// sent) is a new record when made again: its key with the deletion's stamp, the same on every machine that saw
/// the deletion. So what other machines did to the deleted one (taps on a deleted counter) never comes back
/// with the new one, on an old machine or one joining later (docs/sync.md).
enum SyncNamedIdentity {
    /// The identity to use, or nil when another row here holds the name's identity (a renamed row keeps its identity).
    static func free(_ key: String, of table: String, removedNow: Set<String>, ledger: SyncLedger) throws -> String? {
        var candidate = key
        while let entry = try ledger.entry(table, candidate) {
            if entry.localKey != nil { return nil }
            // Deleted and saved again in one go here (a replaced program), or never deleted: the same record.
            guard entry.state.wasRemoved, !removedNow.contains(table + "\t" + candidate),
                let removal = entry.state.s[SyncRecordState.presentField]
            else { return candidate }
            candidate = key + "@" + removal
        }
        return candidate
    }
}
