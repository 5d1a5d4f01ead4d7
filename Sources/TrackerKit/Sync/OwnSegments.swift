import Crypto
import Foundation
import GRDB

/// This machine's own files in the carrier, checked at every sync. A file lost or damaged on the way
/// (a Syncthing peer, a hand-made commit) would stall every other machine at that number for good, so
/// the writer puts it back from its own records; and a file in its place that opens but is not the one
/// it wrote means a second installation writes under this machine's id (a copied diary), which is refused.
struct OwnSegments {
    let store: SegmentStore
    let configuration: SyncConfiguration

    /// `newer`: a newer Tracker wrote it here (the diary was used by one, then this older one): kept, not overwritten.
    enum Fault: String { case missing, damaged, newer = "written by a newer Tracker" }

    /// One of this machine's files found missing or damaged.
    struct Own {
        var sequence: Int
        var fault: Fault
        var isSnapshot: Bool
    }

    /// The fingerprint of a written file, kept in `syncState` under `segment.<number>`.
    static func fingerprint(_ data: Data) -> String { SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined() }
    static func key(_ sequence: Int) -> String { "segment.\(sequence)" }

    static func remember(_ data: Data, sequence: Int, _ db: Database) throws {
        try AppDatabase.setSyncSetting(key(sequence), fingerprint(data), db)
    }

    /// This machine's latest snapshot (0 if none): the segments up to it were compacted away on purpose, so they
    /// are neither missing nor checked. The diary remembers it too, in case the snapshot file itself is lost.
    func latestSnapshot(_ db: Database) throws -> Int {
        max(store.snapshots(of: configuration.replica).last ?? 0, Int(try AppDatabase.syncSetting(Self.snapshotKey, db) ?? "") ?? 0)
    }
    static let snapshotKey = "snapshot"

    /// The files this machine wrote (through `written`) that are missing or unreadable in the carrier: its latest
    /// snapshot, then each segment after it.
    func faults(through written: Int, _ db: Database) throws -> [Own] {
        let snapshot = try latestSnapshot(db)
        var faults: [Own] = []
        // A link planted past what this machine wrote is named at once, before this sync numbers its own file after it (QA s8 M7).
        for sequence in store.sequences(of: configuration.replica) where sequence > written {
            try CarrierPaths.requireReal(store.path(of: configuration.replica, sequence), under: store.root)
        }
        if snapshot > 0, let fault = try snapshotFault(snapshot) { faults.append(Own(sequence: snapshot, fault: fault, isSnapshot: true)) }
        guard written > snapshot else { return faults }
        for sequence in (snapshot + 1)...written {
            let path = store.path(of: configuration.replica, sequence)
            try CarrierPaths.requireReal(path, under: store.root)
            guard FileSystem.existsNoFollow(path) else {
                faults.append(Own(sequence: sequence, fault: .missing, isSnapshot: false))
                continue
            }
            guard let data = try? CarrierPaths.read(path, under: store.root) else {
                faults.append(Own(sequence: sequence, fault: .damaged, isSnapshot: false))
                continue
            }
            let recorded = try AppDatabase.syncSetting(Self.key(sequence), db)
            if recorded == Self.fingerprint(data) { continue }
            if SegmentCodec.isNewerFormat(data) {
                faults.append(Own(sequence: sequence, fault: .newer, isSnapshot: false))
                continue
            }
            guard opens(data, sequence, snapshot: false) else {
                faults.append(Own(sequence: sequence, fault: .damaged, isSnapshot: false))
                continue
            }
            // Opens with the diary's key under this machine's id and number, yet is not what this diary wrote there.
            if recorded != nil { throw Self.copied(path) }
        }
        return faults
    }

    /// A snapshot is written again by each compaction, so it is checked by opening it, not by a fingerprint.
    private func snapshotFault(_ number: Int) throws -> Fault? {
        let path = store.snapshotPath(of: configuration.replica, number)
        try CarrierPaths.requireReal(path, under: store.root)
        guard FileSystem.existsNoFollow(path) else { return .missing }
        guard let data = try? CarrierPaths.read(path, under: store.root) else { return .damaged }
        if SegmentCodec.isNewerFormat(data) { return .newer }
        guard opens(data, number, snapshot: true) else { return .damaged }
        return nil
    }

    private func opens(_ data: Data, _ sequence: Int, snapshot: Bool) -> Bool {
        (try? SegmentCodec.open(
            data, key: configuration.key, diary: configuration.diary, replica: configuration.replica, sequence: sequence, snapshot: snapshot)) != nil
    }

    /// The last number n such that files 1…n are each the one this diary wrote (or, written before
    /// fingerprints were kept, open with its key); a snapshot that opens stands for the files it replaced.
    func intact(through written: Int, _ db: Database) throws -> Int {
        let snapshot = try latestSnapshot(db)
        if snapshot > 0, try snapshotFault(snapshot) != nil { return 0 }
        // A snapshot past what this diary wrote was made by its original (a copy): it holds files this one never had.
        guard written > snapshot else { return min(snapshot, written) }
        for sequence in (snapshot + 1)...written {
            let path = store.path(of: configuration.replica, sequence)
            guard let data = try? CarrierPaths.read(path, under: store.root) else { return sequence - 1 }
            if let recorded = try AppDatabase.syncSetting(Self.key(sequence), db) {
                if recorded != Self.fingerprint(data) { return sequence - 1 }
            } else if !opens(data, sequence, snapshot: false) {
                return sequence - 1
            }
        }
        return written
    }

    static func copied(_ path: String) -> CarrierError {
        CarrierError(
            description:
                "\(path) holds a segment this diary did not write under its own machine id and number: this diary was copied from another machine (a backup or cp) instead of joining, and both write as one machine. Nothing was synced. Run `tracker sync reset-machine` here: this machine takes a new id, keeps its diary and sends everything it holds again (docs/sync.md)"
        )
    }

    /// Writes each faulty file again (a snapshot as a snapshot of the same number), holding every record this diary
    /// knows (with its stamps), so a machine that waited for it gets at least what the lost file said; merging it
    /// again changes nothing. Only files after the latest snapshot and that snapshot are ever written, so this
    /// never puts back a file compaction removed.
    func resend(_ faults: [Own], _ db: Database) throws {
        guard faults.contains(where: { $0.fault != .newer }) else { return }
        let payload = try JSONEncoder().encode(SyncPayload(changes: try SyncSnapshot.changes(db)))
        for own in faults where own.fault != .newer {
            let sealed = try SegmentCodec.seal(
                payload, key: configuration.key, diary: configuration.diary, replica: configuration.replica, sequence: own.sequence,
                snapshot: own.isSnapshot)
            if own.isSnapshot {
                try store.writeSnapshot(sealed, replica: configuration.replica, through: own.sequence)
            } else {
                try store.write(sealed, replica: configuration.replica, sequence: own.sequence)
                try Self.remember(sealed, sequence: own.sequence, db)
            }
        }
    }
}

/// Every synced record as changes: one per record and stamp, each field with the value and stamp it holds.
enum SyncSnapshot {
    static func changes(_ db: Database) throws -> [SyncChange] {
        var changes: [SyncChange] = []
        for table in SyncTable.all {
            for record in try AppDatabase.syncRecords(of: table.name, db) {
                guard let state = SyncRecordState(storedText: record.state) else { continue }
                var byStamp: [String: [String: String?]] = [:]
                for (field, stamp) in state.s { byStamp[stamp, default: [:]].updateValue(state.f[field] ?? nil, forKey: field) }
                for (stamp, fields) in byStamp.sorted(by: { $0.key < $1.key }) {
                    guard let parsed = SyncStamp(stamp) else { continue }
                    changes.append(SyncChange(table: table.name, id: record.globalId, stamp: parsed, fields: fields))
                }
            }
        }
        return changes
    }
}
