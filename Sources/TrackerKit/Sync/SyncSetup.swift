import Crypto
import Foundation

/// `tracker sync init` and `tracker sync join`: tie this diary to a carrier, with a new key (init)
/// or the recovery phrase of an existing synced diary (join).
public struct SyncSetup {
    public let database: AppDatabase
    public let carrier: SyncConfiguration.CarrierKind
    /// The git remote's URL or the folder.
    public let location: String
    /// The folder segments are written to: the folder itself, or where the git remote is cloned.
    public let workFolder: String
    /// This installation, which the diary is bound to (`SyncBinding`).
    public let installation: SyncInstallation

    public init(database: AppDatabase, carrier: SyncConfiguration.CarrierKind, location: String, workFolder: String, installation: SyncInstallation) {
        self.database = database
        self.installation = installation
        self.carrier = carrier
        self.location = location
        self.workFolder = workFolder
    }

    /// Sets up a new synced diary and returns its recovery phrase (shown once).
    /// The key is kept in the diary before the carrier names the diary (`publish`), so a set-up killed at any moment
    /// either left nothing in the carrier or can be finished by running `sync init` again (`SyncSetup+Init`).
    public func initialize() throws -> String {
        let unfinished = try unfinishedSetUp()
        if let unfinished, unfinished.carrier == carrier, unfinished.location == location { return try finish(unfinished) }
        // A set-up through another carrier that never synced (an unusable folder, a remote that refused the push) is
        // left for this one; an `init`'s key is kept, so a phrase it showed stays this diary's.
        let kept = try unfinished.flatMap { try isJoining() ? nil : $0 }
        if unfinished == nil { try refuseIfSetUp() }
        if let unfinished { leaveClone(of: unfinished) }
        let store = try prepareCarrier()
        if try SyncManifest.read(store) != nil {
            throw InputError("\(location) already carries a synced diary; on this machine run `tracker sync join` with its recovery phrase instead")
        }
        try refuseForeignRemote()
        let key = kept?.key ?? RecoveryPhrase.newKey()
        let diary = kept?.diary ?? SyncConfiguration.newDiaryId()
        try save(diary: diary, key: key)
        return try finish(try savedConfiguration(), prepared: store)
    }

    /// Joins the synced diary the carrier holds, whose recovery phrase is `phrase`.
    public func join(phrase: String) throws {
        if let unfinished = try unfinishedSetUp() { leaveClone(of: unfinished) } else { try refuseIfSetUp() }
        let key = try RecoveryPhrase.key(from: phrase)
        // A join refused after cloning leaves no clone behind: "nothing was changed" holds for the data folder too.
        let madeClone = carrier == .git && !FileSystem.isDirectory(workFolder)
        do {
            let store = try prepareCarrier()
            guard let manifest = try SyncManifest.read(store) else { throw noManifest(store) }
            // A damaged key check is not a wrong phrase when the carrier's files open with the key (QA s10 S10-1).
            guard manifest.keyCheck == SegmentCodec.keyCheck(key, diary: manifest.diary) || store.holdsFile(openingWith: key, diary: manifest.diary)
            else {
                throw InputError("that recovery phrase is not this diary's (it checks out as a phrase, but opens another diary's key); nothing was changed")
            }
            try save(diary: manifest.diary, key: key, joining: true)
        } catch {
            if madeClone { try? FileManager.default.removeItem(atPath: workFolder) }
            throw error
        }
    }

    private func noManifest(_ store: SegmentStore) -> InputError {
        guard store.replicas().isEmpty else {
            return InputError(
                "\(store.manifestPath) is missing although \(location) holds machines' files: run `tracker sync` on a machine that syncs this diary (it writes the file again), then join"
            )
        }
        return InputError("\(location) carries no synced diary yet; run `tracker sync init` on the machine that has the diary first")
    }

    /// The sync setting that marks a diary joined and not yet synced: its first sync stamps what it held as older than anything (`LocalChanges.joinStamp`).
    static let joiningKey = "joining"

    private func refuseIfSetUp() throws {
        if let existing = try SyncEngine(database: database, installation: installation).configuration() {
            let unseen = try Self.phraseNeverShown(database) ? Self.phraseNeverShownLine + " " : ""
            throw InputError(
                "this diary already syncs through \(existing.location); \(unseen)see `tracker sync status`. If that carrier moved, run `tracker sync move --git URL | --folder DIR` (docs/sync.md)"
            )
        }
    }

    /// Set by `init` until its phrase is shown (`notePhraseShown`): an `init` stopped after the set-up but before it
    /// showed the phrase is said at every sync and by `init` again, with how to see it (QA s11 S11-1).
    static let phraseUnseenKey = "phraseUnseen"
    public static let phraseNeverShownLine =
        "This diary's recovery phrase was never shown (`tracker sync init` was stopped before it showed it): run `tracker sync phrase` and write it down."

    public static func phraseNeverShown(_ database: AppDatabase) throws -> Bool {
        try database.syncRead { try AppDatabase.syncSetting(phraseUnseenKey, $0) } != nil
    }

    public static func notePhraseShown(_ database: AppDatabase) throws {
        try database.syncWrite { try AppDatabase.setSyncSetting(phraseUnseenKey, nil, $0) }
    }

    func prepareCarrier() throws -> SegmentStore {
        switch carrier {
        case .git:
            let git = GitCarrier(remote: location, clone: workFolder)
            try git.receive()
        case .folder:
            try CarrierFolderCheck.requireUsable(workFolder, diary: database.path)
            if !FileSystem.isDirectory(workFolder) {
                guard FileSystem.isDirectory(FileSystem.parent(of: workFolder)) else {
                    throw InputError("the folder \(FileSystem.parent(of: workFolder)) does not exist; create it or name another")
                }
                do { try FileManager.default.createDirectory(atPath: workFolder, withIntermediateDirectories: false) } catch {
                    throw CarrierFolderCheck.plain(error, at: workFolder)
                }
            }
        }
        return SegmentStore(root: workFolder)
    }

    func save(diary: String, key: SymmetricKey, joining: Bool = false) throws {
        let configuration = SyncConfiguration(
            diary: diary, replica: SyncConfiguration.newReplicaId(), keyData: key.withUnsafeBytes { Data($0) }, carrier: carrier, location: location,
            workFolder: workFolder,
            sequence: 0, clock: nil)
        let binding = SyncBinding(installation: installation, databasePath: database.path)
        try database.syncWrite { db in
            try configuration.save(db)
            try binding.record(replica: configuration.replica, db)
            try AppDatabase.setSyncSetting(Self.joiningKey, joining ? "1" : nil, db)
            try AppDatabase.setSyncSetting(Self.phraseUnseenKey, joining ? nil : "1", db)
        }
    }
}

/// What `tracker sync status` shows.
public struct SyncStatus: Sendable {
    public let configuration: SyncConfiguration
    public let records: Int
    public let pendingOutbox: Bool
    public let otherReplicas: [String: Int]
    public let ownFiles: SyncFiles
    /// What the last sync found missing or refused in other machines' numbering ("waiting for <id>'s segment 3 (missing)").
    public var waiting: [String] = []
    /// Received records the last sync could not write (kept, tried again at every sync).
    public var unwritten: [String] = []
    /// Folders in the carrier that are no machine of this diary's, as the last sync found them (`SyncUnknownFolders`).
    public var unknownFolders: [String] = []
    /// Git: this machine's files in its clone that the remote does not have yet (a push failed), nil for a folder.
    public var unpushed: Int?
    /// What to do about the records not written.
    public var unwrittenAdvice: String { SyncUnwritten.advice + "." }

    public static func read(_ database: AppDatabase) throws -> SyncStatus? {
        try database.syncRead { db in
            guard let configuration = try SyncConfiguration.load(db) else { return nil }
            return SyncStatus(
                configuration: configuration, records: try AppDatabase.syncRecordCount(db),
                pendingOutbox: try AppDatabase.syncSetting("outbox", db) != nil, otherReplicas: try AppDatabase.syncApplied(db),
                ownFiles: SyncFiles(store: configuration.store, replica: configuration.replica),
                waiting: (try AppDatabase.syncSetting("waiting", db) ?? "").split(separator: "\n").map(String.init),
                unwritten: try SyncUnwritten.names(db),
                unknownFolders: try SyncUnknownFolders.listed(db).map { SyncUnknownFolders.place($0, configuration) },
                unpushed: configuration.carrier == .git
                    ? GitCarrier(remote: configuration.location, clone: configuration.workFolder).unpushedOwnFiles(replica: configuration.replica) : nil)
        }
    }
}
