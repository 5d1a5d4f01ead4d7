import Crypto
import Foundation

/// The carrier's manifest (`tracker-diary.json`) is the one file no machine owns: a Syncthing or Dropbox mishap
/// that deletes or damages it would stop every machine (QA s10 S10-1). Every machine that holds the key knows what
/// it says, so a sync writes it again, as it writes a lost file of its own again, when the carrier still holds
/// files that open with this diary's key and id: then the carrier is this diary's and only the manifest went.
extension SyncEngine {
    static func manifest(for configuration: SyncConfiguration) -> SyncManifest {
        SyncManifest(diary: configuration.diary, keyCheck: SegmentCodec.keyCheck(configuration.key, diary: configuration.diary))
    }

    /// Checks the carrier's manifest; returns what was written again ("tracker-diary.json (missing)"), if anything.
    func checkManifest(_ configuration: SyncConfiguration) throws -> String? {
        let store = configuration.store
        try store.requireRealFolders(own: configuration.replica)
        let expected = Self.manifest(for: configuration)
        let found: SyncManifest?
        var damaged = false
        do { found = try SyncManifest.read(store) } catch is InputError {
            (found, damaged) = (nil, true)
        }
        if found == expected { return nil }
        // Another diary's manifest is never written over, whatever files of this diary's the folder also holds (two
        // machines that each set up a diary in one folder before it was carried between them: QA s10b B1b).
        if let found, found.diary != configuration.diary { throw Self.anotherDiary(found, configuration) }
        if store.holdsFile(openingWith: configuration.key, diary: configuration.diary) {
            try expected.write(store)
            return "tracker-diary.json (\(found == nil && !damaged ? "missing" : "damaged"))"
        }
        guard found != nil else {
            if damaged { _ = try SyncManifest.read(store) }
            let unfinished = configuration.sequence == 0 && configuration.clock == nil
            throw CarrierError(
                description: "\(store.manifestPath) is missing: the carrier does not hold this diary "
                    + (unfinished
                        ? "yet (`tracker sync init` was stopped before it finished: run it again)"
                        : "(was it emptied, is the share not mounted, or is it the wrong one? If it moved, `tracker sync move` names its new place)"))
        }
        throw CarrierError(description: "this machine's key is not the diary's key (no file in the carrier opens with it); join again with the recovery phrase")
    }
}

extension SyncEngine {
    static func anotherDiary(_ found: SyncManifest, _ configuration: SyncConfiguration) -> CarrierError {
        CarrierError(
            description: "the carrier holds another diary (\(found.diary)), not this one (\(configuration.diary)); nothing was synced. "
                + "Two diaries were set up in one carrier (a shared folder that had not synced yet?): to make this diary's entries part of "
                + "that one, export it, move its file away, join that diary with its phrase and import the export (docs/sync.md, "
                + "“Two diaries in one carrier”); or `tracker sync move` this diary to a carrier of its own")
    }
}

extension SegmentStore {
    /// Whether some machine's first segment or last snapshot in the carrier opens with `key` as diary `diary`'s: then
    /// the key and the diary id are right, whatever the manifest says. At most 64 machines' folders are looked at.
    func holdsFile(openingWith key: SymmetricKey, diary: String) -> Bool {
        for replica in replicas().prefix(64) {
            let candidates = sequences(of: replica).prefix(1).map { ($0, false) } + snapshots(of: replica).suffix(1).map { ($0, true) }
            for (number, snapshot) in candidates {
                let file = snapshot ? snapshotPath(of: replica, number) : path(of: replica, number)
                guard let data = try? CarrierPaths.read(file, under: root) else { continue }
                let opened = try? SegmentCodec.open(data, key: key, diary: diary, replica: replica, sequence: number, snapshot: snapshot)
                if opened != nil { return true }
            }
        }
        return false
    }
}
