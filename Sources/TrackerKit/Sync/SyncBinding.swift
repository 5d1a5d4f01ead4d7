import Foundation
import GRDB

/// Which installation (`SyncInstallation`) a synced diary belongs to, kept in its `syncState` (`installation`) by
/// `sync init`, `sync join` and `sync reset-machine`; and which file on this machine syncs as its machine id, kept
/// in the installation's own state (`sync-files/<machine id>`: the file's path). A sync checks both before it
/// writes anything: a diary from another installation, or a second copy of one on this machine, would write as
/// the same machine as its original and overwrite its files.
struct SyncBinding {
    let installation: SyncInstallation
    /// The diary's file as it is opened now; nil in memory.
    let file: String?

    static let installationKey = "installation"
    /// The installation's file when the diary was bound: found again whatever this run's environment (cron without the
    /// shell's XDG_STATE_HOME looks elsewhere; QA s8b N5).
    static let installationPathKey = "installationPath"

    init(installation: SyncInstallation, databasePath: String?) {
        self.installation = installation
        file = databasePath.map(Self.canonical)
    }

    /// Binds the diary, as machine `replica`, to this installation and its file.
    func record(replica: String, _ db: Database) throws {
        try AppDatabase.setSyncSetting(Self.installationKey, try installation.id(), db)
        try AppDatabase.setSyncSetting(Self.installationPathKey, installation.path, db)
        try claim(replica, original: nil)
    }

    /// Refuses a diary that belongs elsewhere. A diary set up before installations were recorded takes this one
    /// (no refusal for what was there before); a diary moved on this machine (its old file gone) takes its new place.
    func check(_ configuration: SyncConfiguration, _ db: Database) throws {
        guard let recorded = try AppDatabase.syncSetting(Self.installationKey, db) else { return try record(replica: configuration.replica, db) }
        let mine = try installation.existingId()
        let noted = try AppDatabase.syncSetting(Self.installationPathKey, db)
        if recorded == mine {
            if noted == nil { try AppDatabase.setSyncSetting(Self.installationPathKey, installation.path, db) }
            return try claim(configuration.replica, original: configuration)
        }
        // Run with another XDG_STATE_HOME (cron): the file the diary was bound to, still this user's and holding its id.
        if let noted, noted != installation.path, let bound = SyncInstallation.ownFile(at: noted), (try? bound.existingId()) == recorded {
            return try SyncBinding(installation: bound, databasePath: file).claim(configuration.replica, original: configuration)
        }
        throw otherInstallation(recorded: recorded, mine: mine, noted: noted)
    }

    /// Notes that `file` syncs as machine `replica` here, unless another file still does (checked against `original`).
    private func claim(_ replica: String, original: SyncConfiguration?) throws {
        guard let file, SyncInstallation.isName(replica) else { return }
        let note = installation.filesFolder + "/" + replica
        let noted = FileSystem.readPrefix(note, count: 4096).map { String(decoding: $0, as: UTF8.self) }
        if let noted, noted == file + "\n" { return }
        if let noted, let original, noted.hasSuffix("\n"), Self.isOtherCopy(at: String(noted.dropLast()), of: file, original) {
            throw secondCopy(original: String(noted.dropLast()), copy: file)
        }
        try DatabaseLocation.prepareDirectory(for: note)
        try SafeFileWriter.write(Data((file + "\n").utf8), to: note, force: true)
    }

    /// Whether the file at `original` is still there, is not this very file, and syncs as the same machine of the same diary.
    static func isOtherCopy(at original: String, of file: String, _ configuration: SyncConfiguration) -> Bool {
        var there = stat(), here = stat()
        guard stat(original, &there) == 0 else { return false }
        if stat(file, &here) == 0, there.st_ino == here.st_ino, there.st_dev == here.st_dev { return false }
        guard let other = try? AppDatabase.open(path: original, readOnly: true) else { return false }
        defer { other.close() }
        guard let theirs = try? other.syncRead({ try SyncConfiguration.load($0) }) else { return false }
        return theirs.diary == configuration.diary && theirs.replica == configuration.replica
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    // The action comes first: a start sync says this on the app's one status line, cut at its width.
    private func otherInstallation(recorded: String, mine: String?, noted: String?) -> CarrierError {
        let here = mine.map { "this one's is \($0)" } ?? "this one has none yet: \(installation.path) is missing"
        var elsewhere = ""
        if let noted, noted != installation.path, !FileSystem.existsNoFollow(noted) {
            elsewhere =
                "; it was bound to \(noted), which is not there, and this run looks at \(installation.path): if Tracker ran with another XDG_STATE_HOME then (a cron job does not read your shell's profile), run it with that one instead"
        } else if noted == nil {
            elsewhere = "; this run looks at \(installation.path): a cron job without your shell's XDG_STATE_HOME looks elsewhere, so set the same one there"
        }
        return CarrierError(
            description:
                "this diary was set up to sync on another installation of Tracker: run `tracker sync reset-machine` here. It was copied, restored or rsynced here instead of joining (or this machine's state folder was emptied), and would write as the same machine as its original; nothing was synced. reset-machine gives this machine a new id, keeps its diary and sends everything it holds again (the diary's installation is \(recorded), \(here)\(elsewhere); docs/sync.md)"
        )
    }

    private func secondCopy(original: String, copy: String) -> CarrierError {
        CarrierError(
            description:
                "this diary syncs from \(original), and \(copy) is a copy of it on this machine: sync only one of them, or run `tracker sync reset-machine --db \(copy)` to sync the copy as a machine of its own (if you moved the diary here, remove the old file). The two would write as one machine; nothing was synced (docs/sync.md)"
        )
    }
}
