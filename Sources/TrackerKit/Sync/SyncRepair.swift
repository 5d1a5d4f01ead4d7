import Foundation
import GRDB

/// A sync's repairs: this machine's own files put back in the carrier (F1), everything sent again
/// under a new machine id after `sync reset-machine` (F9), and what the report says of both.
extension SyncEngine {
    /// Checks this machine's files 1…`written` in the carrier and writes the missing or damaged ones again; one a newer
    /// Tracker wrote there is kept, and named as the others' newer files are (`newer`).
    func repairOwnFiles(through written: Int, _ configuration: SyncConfiguration, _ db: Database) throws -> (resent: [String], newer: [String]) {
        let own = OwnSegments(store: configuration.store, configuration: configuration)
        let faults = try own.faults(through: written, db)
        try own.resend(faults, db)
        func name(_ own: OwnSegments.Own) -> String { "\(configuration.replica)/\(String(format: "%08d", own.sequence)).\(own.isSnapshot ? "snap" : "seg")" }
        return (
            faults.filter { $0.fault != .newer }.map { "\(name($0)) (\($0.fault.rawValue))" },
            faults.filter { $0.fault == .newer }.map { "\(name($0)), this machine's own file," }
        )
    }

    /// The sealed segment stays in the diary until it is in the carrier (the outbox), and its fingerprint for good.
    static func keepOutbox(_ sealed: Data, sequence: Int, _ db: Database) throws {
        try AppDatabase.setSyncSetting("outbox", sealed.base64EncodedString(), db)
        try AppDatabase.setSyncSetting("outboxSequence", String(sequence), db)
        try OwnSegments.remember(sealed, sequence: sequence, db)
    }

    /// What the reader waits for, kept for `sync status` until a sync finds nothing missing.
    static func noteWaiting(_ waiting: [String], _ db: Database) throws -> [String] {
        try AppDatabase.setSyncSetting("waiting", waiting.isEmpty ? nil : waiting.joined(separator: "\n"), db)
        return waiting
    }

    /// Whether this sync sends every record (set by `sync reset-machine`); cleared as it is read, in the sync's transaction.
    static func resendAllDue(_ db: Database) throws -> Bool {
        guard try AppDatabase.syncSetting("resendAll", db) != nil else { return false }
        try AppDatabase.setSyncSetting("resendAll", nil, db)
        return true
    }
}

extension SyncReport {
    static func repairLines(waiting: [String], resent: [String], countsStopped: Int) -> [String] {
        var lines = resent.map { "Sent again: \($0) in the carrier; this machine wrote it again from its diary." }
        lines += waiting.map {
            if $0.hasSuffix(SegmentReader.newerWaiting) {
                return "Not complete: \($0). That machine's later segments are not applied until this Tracker is updated (docs/sync.md)."
            }
            // A refused file may be another diary's, set up in the same shared folder before it synced (QA s11 S11-4).
            let otherDiary =
                $0.hasSuffix("(refused)") ? " If no machine of this diary writes that folder, remove it (docs/sync.md, “Two diaries in one carrier”)." : ""
            return "Not complete: \($0). That machine's later segments are not applied until it is there; its own next sync writes it again (docs/sync.md)."
                + otherDiary
        }
        if countsStopped > 0 {
            lines.append(
                "\(countsStopped) received counter change\(countsStopped == 1 ? "" : "s") would take a count past what a counter can hold (±9223372036854775807); the count stops there."
            )
        }
        return lines
    }
}

/// `tracker sync reset-machine`: this diary takes a new machine id, keeps everything it holds, and its
/// next sync sends every record again under the new id. For a diary that was copied from another
/// machine (both wrote as one machine id) or restored from a backup while the original still syncs.
public struct SyncMachineReset {
    public let database: AppDatabase
    /// The installation the diary is bound to from now on (`SyncBinding`).
    public let installation: SyncInstallation

    public init(database: AppDatabase, installation: SyncInstallation) {
        self.database = database
        self.installation = installation
    }

    /// The machine ids this diary synced as before, one a line (`SyncEngine.clock`).
    static let formerIdsKey = "formerIds"

    /// Returns the old and the new machine id.
    public func run() throws -> (old: String, new: String) {
        try GitCarrier.takeCarrierAsItIs(try SyncEngine(database: database, installation: installation).configuration())
        return try database.syncWrite { db in
            guard var configuration = try SyncConfiguration.load(db) else {
                throw InputError("sync is not set up for this diary; run `tracker sync init` or `tracker sync join` first")
            }
            let old = configuration.replica
            // The old id's files are another machine's from now on: read again those past what this diary surely wrote itself.
            let own = OwnSegments(store: configuration.store, configuration: configuration)
            // An id that never wrote a file (reset twice before a sync) is no machine: it is not noted (QA s8 M12).
            if configuration.sequence > 0 || configuration.store.lastNumber(of: old) > 0 {
                try AppDatabase.setSyncApplied(old, own.intact(through: configuration.sequence, db), db)
            }
            let former = (try AppDatabase.syncSetting(Self.formerIdsKey, db)).map { $0 + "\n" } ?? ""
            try AppDatabase.setSyncSetting(Self.formerIdsKey, former + old, db)
            configuration.replica = SyncConfiguration.newReplicaId()
            configuration.sequence = 0
            try configuration.save(db)
            try AppDatabase.syncForgetSegmentFingerprints(db)
            for key in ["outbox", "outboxSequence", "waiting", OwnSegments.snapshotKey] { try AppDatabase.setSyncSetting(key, nil, db) }
            try AppDatabase.setSyncSetting("resendAll", "1", db)
            try SyncBinding(installation: installation, databasePath: database.path).record(replica: configuration.replica, db)
            return (old, configuration.replica)
        }
    }
}
