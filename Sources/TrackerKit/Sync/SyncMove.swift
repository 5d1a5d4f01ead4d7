import Foundation

/// `tracker sync move`: this machine syncs through a new address from now on (a git host that moved, a folder
/// moved or renamed, a switch from a folder to git). The new carrier holds this diary (copied there) or nothing: its
/// manifest is written and the next sync writes every file of this machine's that is not there again, as it does
/// for a lost file. One that holds another diary is refused. The old carrier is left as it is (QA s10 S10-2).
extension SyncSetup {
    /// Returns the address this machine synced through before.
    public func move() throws -> String {
        guard let existing = try SyncEngine(database: database, installation: installation).configuration() else {
            throw InputError("sync is not set up for this diary; run `tracker sync init` or `tracker sync join` first")
        }
        let expected = SyncEngine.manifest(for: existing)
        // The git clone is made again for the new address; the old one waits aside until the move is saved.
        let aside = workFolder + ".moving-\(SyncConfiguration.newReplicaId())"
        let setAside = existing.carrier == .git && FileSystem.existsNoFollow(existing.workFolder)
        // Not while a sync (cron) works in the old clone: it waits for that one, as a second sync would.
        let lock = FileSystem.isDirectory(existing.workFolder + "/.git") ? try CarrierLock(configuration: existing) : nil
        defer { lock?.release() }
        if setAside { try FileManager.default.moveItem(atPath: existing.workFolder, toPath: aside) }
        do {
            let store = try prepareCarrier()
            switch try SyncManifest.read(store) {
            case .some(let found) where found.diary != existing.diary:
                throw InputError("\(location) holds another diary (\(found.diary)), not this one (\(existing.diary)); nothing was changed")
            case .some(let found) where found == expected: break
            default: try expected.write(store)
            }
            var moved = existing
            (moved.carrier, moved.location, moved.workFolder) = (carrier, location, workFolder)
            try database.syncWrite { db in try moved.save(db) }
        } catch {
            if carrier == .git, existing.workFolder != workFolder || setAside { try? FileManager.default.removeItem(atPath: workFolder) }
            if setAside { try? FileManager.default.moveItem(atPath: aside, toPath: existing.workFolder) }
            throw error
        }
        if setAside { try? FileManager.default.removeItem(atPath: aside) }
        return existing.location
    }
}
