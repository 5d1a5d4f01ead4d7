import Foundation
import GRDB

/// How `sync init` names the new diary in the carrier, safely against a kill and against a second `init` at the same
/// moment (QA s8 F8, F9). The key is saved in the diary first; the manifest is put in the carrier last, and only where
/// none is: a folder's by an exclusive link of a flushed temporary file, a git remote's by a push checked afterwards.
/// Another diary's manifest found there backs the set-up out completely: the diary is left not set up.
extension SyncSetup {
    /// This diary set up by an `init` or `join` that was stopped before its first sync (nothing of the diary's was sent
    /// through it): `init` again through the same carrier finishes it (puts the manifest in the carrier if it is not
    /// there) and shows the phrase it never showed; `init` or `join` through another carrier replaces it (QA s10 S10-2).
    func unfinishedSetUp() throws -> SyncConfiguration? {
        guard let existing = try SyncEngine(database: database, installation: installation).configuration(),
            existing.sequence == 0, existing.clock == nil, try database.syncRead({ try AppDatabase.syncApplied($0) }).isEmpty
        else { return nil }
        return existing
    }

    func isJoining() throws -> Bool { try database.syncRead { try AppDatabase.syncSetting(Self.joiningKey, $0) } != nil }

    /// The git clone of a set-up being replaced, which holds nothing of this diary's but what its configuration makes again.
    func leaveClone(of replaced: SyncConfiguration) {
        guard replaced.carrier == .git, replaced.location != location || carrier != .git else { return }
        try? FileManager.default.removeItem(atPath: replaced.workFolder)
    }

    func savedConfiguration() throws -> SyncConfiguration {
        guard let saved = try SyncEngine(database: database, installation: installation).configuration() else {
            throw InputError("the sync set-up could not be saved")
        }
        return saved
    }

    /// Puts this diary's manifest in the carrier (unless it is there) and returns the recovery phrase. Another diary's
    /// manifest found there backs the set-up out; any other failure leaves it unfinished, for `init` to finish.
    func finish(_ configuration: SyncConfiguration, prepared: SegmentStore? = nil) throws -> String {
        let manifest = SyncManifest(diary: configuration.diary, keyCheck: SegmentCodec.keyCheck(configuration.key, diary: configuration.diary))
        do {
            let store = try prepared ?? prepareCarrier()
            switch try SyncManifest.read(store) {
            case .some(let found) where found != manifest: throw takenMoments()
            case .some: if carrier == .git { try publishToGit(manifest, store) }
            case .none: carrier == .git ? try publishToGit(manifest, store) : try publishToFolder(manifest, store)
            }
        } catch let error as InputError where error == takenMoments() {
            try backOut()
            throw error
        } catch {
            throw InputError(
                "\(CarrierFolderCheck.plain(error, at: location)); the set-up is not finished: run `tracker sync init` again to finish it (it keeps this diary's new key), or `tracker sync init` with another carrier"
            )
        }
        return RecoveryPhrase.phrase(for: configuration.key)
    }

    private func takenMoments() -> InputError {
        InputError(
            "someone set up \(location) for another diary a moment ago; nothing was set up here and no phrase was made for it. "
                + "To sync with that diary, run `tracker sync join --\(carrier.rawValue) \(ShellQuote.quote(location))` with its recovery phrase")
    }

    /// The manifest appears whole or not at all, and never over another one (`link` fails when the name is taken).
    private func publishToFolder(_ manifest: SyncManifest, _ store: SegmentStore) throws {
        let staging = store.root + "/.tracker-diary.\(SyncConfiguration.newReplicaId()).new"
        defer { try? FileManager.default.removeItem(atPath: staging) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try FileManager.default.createDirectory(atPath: store.root + "/replicas", withIntermediateDirectories: true)
        try SafeFileWriter.write(try encoder.encode(manifest), to: staging, force: true)
        guard link(staging, store.manifestPath) != 0 else { return }
        if errno == EEXIST { throw takenMoments() }
        // A file system without hard links (some network shares): a rename, after a last look.
        guard !FileSystem.exists(store.manifestPath) else { throw takenMoments() }
        try FileManager.default.moveItem(atPath: staging, toPath: store.manifestPath)
    }

    private func publishToGit(_ manifest: SyncManifest, _ store: SegmentStore) throws {
        try manifest.write(store)
        let git = GitCarrier(remote: location, clone: workFolder)
        do {
            try git.send(message: "tracker sync init")
        } catch let error as CarrierError {
            if let remote = try? git.remoteManifest(), remote != manifest { throw takenMoments() }
            if error.description.contains("branch is currently checked out") {
                throw CarrierError(
                    description:
                        "\(location) is a git repository with files checked out (made with `git init`), which refuses a push to its branch: make the remote with `git init --bare` and run `tracker sync init` with it"
                )
            }
            throw error
        }
        // However the push went, the remote must now name this diary.
        guard let remote = try git.remoteManifest() else { throw CarrierError(description: "\(location) did not keep the diary's manifest") }
        guard remote == manifest else { throw takenMoments() }
    }

    /// Leaves the diary not set up, and a git clone made for it removed (it holds nothing of this diary's).
    private func backOut() throws {
        try database.syncWrite { db in try SyncConfiguration.remove(db) }
        if carrier == .git { try? FileManager.default.removeItem(atPath: workFolder) }
    }
}

extension SyncConfiguration {
    static func remove(_ db: Database) throws {
        for name in ["diary", "replica", "key", "carrier", "location", "workFolder", "sequence", "clock"] { try AppDatabase.setSyncSetting(name, nil, db) }
    }
}
