import GRDB

/// Counter undo takes back this machine's own changes only (QA S10-15), as the app's other undos refuse what was
/// changed elsewhere since: a tap received from another machine is not this user's last keystroke here, and taking
/// it back silently would remove taps they may never have seen.
extension AppDatabase {
    /// The refusal for undoing `changeId` when sync brought it from another machine, else nil.
    static func receivedChangeRefusal(_ changeId: Int64, counterName: String, _ db: Database) throws -> InputError? {
        guard
            let global = try String.fetchOne(
                db, sql: "SELECT globalId FROM syncRecord WHERE tableName = 'counterChange' AND localKey = ?", arguments: [String(changeId)]),
            let own = try syncSetting("replica", db), let maker = replica(ofStamp: global), maker != own
        else { return nil }
        let delta = try Int64.fetchOne(db, sql: "SELECT delta FROM counterChange WHERE id = ?", arguments: [changeId]) ?? 0
        return InputError(
            "Not undone: the last change of “\(counterName)” (\(delta >= 0 ? "+" : "")\(delta)) was made on another machine and came by sync; undo it there, or set the count with `tracker counter set`."
        )
    }

    /// The machine in a minted record's global id, the stamp of the sync that first sent it (`SyncStamp`:
    /// `millis.counter.replica`). Nil for an identity made at a diary's first sync (`SyncFirstIdentity`: `row-hash` in
    /// the replica's place), which does not say which machine's diary held the change: those stay undoable.
    private static func replica(ofStamp id: String) -> String? {
        let parts = id.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 16, parts[0].allSatisfy(\.isNumber), !parts[2].isEmpty, !parts[2].contains("-") else { return nil }
        return String(parts[2])
    }
}
