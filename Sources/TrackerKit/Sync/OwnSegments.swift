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

    enum Fault: String { case missing, damaged }

    /// The fingerprint of a written file, kept in `syncState` under `segment.<number>`.
    static func fingerprint(_ data: Data) -> String { SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined() }
    static func key(_ sequence: Int) -> String { "segment.\(sequence)" }

    static func remember(_ data: Data, sequence: Int, _ db: Database) throws {
        try AppDatabase.setSyncSetting(key(sequence), fingerprint(data), db)
    }

    /// The numbers this machine wrote (through `written`) whose file is missing or unreadable in the carrier.
    func faults(through written: Int, _ db: Database) throws -> [(sequence: Int, fault: Fault)] {
        guard written > 0 else { return [] }
        var faults: [(Int, Fault)] = []
        for sequence in 1...written {
            let path = store.path(of: configuration.replica, sequence)
            try CarrierPaths.requireReal(path, under: store.root)
            guard FileSystem.existsNoFollow(path) else {
                faults.append((sequence, .missing))
                continue
            }
            guard let data = try? CarrierPaths.read(path, under: store.root) else {
                faults.append((sequence, .damaged))
                continue
            }
            let recorded = try AppDatabase.syncSetting(Self.key(sequence), db)
            if recorded == Self.fingerprint(data) { continue }
            let opens =
                (try? SegmentCodec.open(data, key: configuration.key, diary: configuration.diary, replica: configuration.replica, sequence: sequence)) != nil
            guard opens else {
                faults.append((sequence, .damaged))
                continue
            }
            // Opens with the diary's key under this machine's id and number, yet is not what this diary wrote there.
            if recorded != nil { throw Self.copied(path) }
        }
        return faults
    }

    /// The last number n such that files 1…n are each the one this diary wrote (or, written before
    /// fingerprints were kept, open with its key).
    func intact(through written: Int, _ db: Database) throws -> Int {
        guard written > 0 else { return 0 }
        for sequence in 1...written {
            let path = store.path(of: configuration.replica, sequence)
            guard let data = try? CarrierPaths.read(path, under: store.root) else { return sequence - 1 }
            if let recorded = try AppDatabase.syncSetting(Self.key(sequence), db) {
                if recorded != Self.fingerprint(data) { return sequence - 1 }
            } else if (try? SegmentCodec.open(
                data, key: configuration.key, diary: configuration.diary, replica: configuration.replica, sequence: sequence)) == nil
            {
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

    /// Writes each faulty number again, holding every record this diary knows (with its stamps), so a
    /// machine that waited for it gets at least what the lost file said; merging it again changes nothing.
    func resend(_ faults: [(sequence: Int, fault: Fault)], _ db: Database) throws {
        guard !faults.isEmpty else { return }
        let payload = try JSONEncoder().encode(SyncPayload(changes: try SyncSnapshot.changes(db)))
        for (sequence, _) in faults {
            let sealed = try SegmentCodec.seal(
                payload, key: configuration.key, diary: configuration.diary, replica: configuration.replica, sequence: sequence)
            try store.write(sealed, replica: configuration.replica, sequence: sequence)
            try Self.remember(sealed, sequence: sequence, db)
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
