import Foundation
import GRDB

/// A folder under `replicas/` that no machine of this diary wrote (QA s8b M-b5): planted, junk, or another diary's
/// left behind. A machine id none of whose files opens with the diary's key, and from which nothing was ever applied
/// here, is not a machine: its files are not waited for (the sync succeeds), compaction and the git squash do not
/// wait for it to say what it reads, and the sync says once "Unknown folder …: remove it". `tracker sync status`
/// lists it while it is there.
extension SegmentReader {
    /// Whether a replica read from its start gave nothing but refused or missing files, no file of it opens, and it
    /// holds none of the marks every Tracker of this version writes in its folder at its first sync (a machine that
    /// compacted and whose snapshot was then damaged is still waited for).
    func isUnknown(_ replica: String, firstRead: Result) -> Bool {
        guard firstRead.segments.isEmpty, firstRead.newer.isEmpty, !firstRead.refused.isEmpty || !firstRead.waiting.isEmpty,
            !FileSystem.existsNoFollow(store.readsSnapshotsMarker(of: replica)), !FileSystem.existsNoFollow(store.rewrittenHistoryMarker(of: replica))
        else { return false }
        let files =
            store.sequences(of: replica).map { (store.path(of: replica, $0), $0, false) }
            + store.snapshots(of: replica).map { (store.snapshotPath(of: replica, $0), $0, true) }
        for (path, number, snapshot) in files {
            do {
                _ = try open(path, replica: replica, sequence: number, snapshot: snapshot)
                return false
            } catch SegmentCodec.Failure.newerFormat {
                return false  // a newer Tracker's machine: it cannot be told apart, so it is waited for
            } catch {
                continue
            }
        }
        return true
    }
}

extension SegmentReader.Result {
    mutating func absorb(_ other: Self) {
        segments += other.segments
        refused += other.refused
        newer += other.newer
        waiting += other.waiting
        unreadableOwn = unreadableOwn ?? other.unreadableOwn
    }
}

enum SyncUnknownFolders {
    static let key = "unknownFolders"

    /// Notes the unknown folders this sync found (for `sync status`) and returns those not said before.
    static func note(_ found: [String], _ db: Database) throws -> [String] {
        let told = try listed(db)
        try AppDatabase.setSyncSetting(key, found.isEmpty ? nil : found.joined(separator: "\n"), db)
        return found.filter { !told.contains($0) }
    }

    static func listed(_ db: Database) throws -> [String] {
        (try AppDatabase.syncSetting(key, db) ?? "").split(separator: "\n").map(String.init)
    }

    static func line(_ replica: String, _ configuration: SyncConfiguration) -> String {
        "Unknown folder \(place(replica, configuration)): none of its files was written with this diary's key, so it is no machine of this diary's and "
            + "is not waited for; remove it (docs/sync.md, “Retiring a machine's folder”). This is said once."
    }

    /// Where to remove it: in the git remote (the local clone is only a cache of it), or in the folder.
    static func place(_ replica: String, _ configuration: SyncConfiguration) -> String {
        configuration.carrier == .git
            ? "replicas/\(replica) in the git remote \(configuration.location)" : configuration.store.folder(of: replica)
    }
}
