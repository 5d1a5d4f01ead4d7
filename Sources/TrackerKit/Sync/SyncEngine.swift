import Crypto
import Foundation
import GRDB

/// One sync: receive from the carrier; then, in one write transaction, find this diary's changes,
/// seal them as the next segment (kept in the diary as the outbox until it is in the carrier), merge
/// every unread segment from the other machines and write the result to the diary; then put the
/// segment in the carrier and send. Killed at any point, the diary is either as it was or fully
/// synced with its segment in the outbox, and the next sync completes.
public struct SyncEngine {
    public let database: AppDatabase
    public let now: @Sendable () -> Date
    /// This installation: a sync from a diary set up on another, or from a second copy on this one, is refused (`SyncBinding`).
    public let installation: SyncInstallation
    /// Automatic compaction's least number of this machine's segments since its last snapshot (`SyncCompaction`).
    var automaticCompactionAfter = SyncCompaction.defaultMinimumSegments

    public init(database: AppDatabase, installation: SyncInstallation, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.installation = installation
        self.now = now
    }

    public func configuration() throws -> SyncConfiguration? { try database.syncRead { try SyncConfiguration.load($0) } }

    public static func carrier(for configuration: SyncConfiguration) -> any SyncCarrier {
        switch configuration.carrier {
        case .git: GitCarrier.forMachine(configuration)
        case .folder: FolderCarrier(folder: configuration.workFolder)
        }
    }

    /// When a sync compacts this machine's own files in the carrier (`SyncCompaction`).
    public enum Compaction: Sendable {
        /// Once enough of its segments have piled up, and every other machine reads snapshots.
        case automatic
        /// Now, whatever the count (`tracker sync --compact`).
        case now
        case never
    }

    public func run(carrier given: (any SyncCarrier)? = nil, compaction: Compaction = .automatic) throws -> SyncReport {
        guard let initial = try configuration() else {
            throw InputError("sync is not set up for this diary; run `tracker sync init` or `tracker sync join` first")
        }
        // Before anything is received or written: a copied diary would write as its original's machine.
        let binding = SyncBinding(installation: installation, databasePath: database.path)
        try database.syncWrite { db in try binding.check(initial, db) }
        let carrier = given ?? Self.carrier(for: initial)
        // One sync at a time per clone: a second waits, and git's own lock files left by a killed
        // sync can be cleared safely while this is held.
        let lock = try CarrierLock(configuration: initial)
        defer { lock.release() }
        let repaired = try carrier.receive()
        let manifestWritten = try checkManifest(initial)
        var report = try database.syncWrite { db in try exchange(db) }
        if let manifestWritten { report.resent.insert(manifestWritten, at: 0) }
        report.carrierRepaired = repaired
        report.phraseNeverShown = try SyncSetup.phraseNeverShown(database)
        try database.syncWrite { db in try Self.writeOutbox(db) }
        // Inside a write transaction only to hold the diary's lock: a second sync of this diary waits instead of
        // reading files this one is removing.
        try database.syncWrite { db in try compact(compaction, report: &report, db) }
        do {
            try carrier.send(message: "tracker sync: \(initial.replica)")
            if report.didCompact { squashHistory(carrier, initial, report: &report) }
        } catch let error as CarrierError {
            report.carrierProblem = error.description
        }
        return report
    }

    func exchange(_ db: Database) throws -> SyncReport {
        try Self.writeOutbox(db)
        guard var configuration = try SyncConfiguration.load(db) else { throw InputError("sync is not set up for this diary") }
        let store = configuration.store
        let written = configuration.sequence
        var applied = try AppDatabase.syncApplied(db)
        applied[configuration.replica] = configuration.sequence
        let received = SegmentReader(store: store, configuration: configuration).read(after: applied)
        let clock = try Self.clock(configuration, past: received, now: now, db)
        // The journal is trusted when every trigger was there and it was started for this machine's id (a diary set up
        // again gets a new id, and starts with a full comparison).
        let triggersThere = try AppDatabase.syncJournalTriggers(SyncTable.journaled, create: false, db)
        let journalOwner = try AppDatabase.syncSetting("journal", db)
        let journaled = triggersThere && journalOwner == configuration.replica
        var local = LocalChanges(ledger: SyncLedger(db), clock: clock)
        local.firstSync = configuration.clock == nil
        if local.firstSync { local.origin = try AppDatabase.diaryOrigin(db) }
        if local.firstSync, try AppDatabase.syncSetting(SyncSetup.joiningKey, db) != nil {
            local.joinStamp = SeededRecords.joinStamp(replica: configuration.replica)
            local.joinNames = SyncJoinNames(received: received.segments.flatMap(\.changes))
        }
        try local.collect(db, journaledOnly: journaled)

        var remote = RemoteChanges(ledger: local.ledger, clock: local.clock)
        for segment in received.segments { try remote.merge(segment.changes) }
        try remote.apply(db)
        let filled = try SyncOwnFolder.fill(received.unreadableOwn, &configuration)

        var report = SyncReport()
        report.overruled = try local.overruled(in: remote.ledger)
        try Self.noteApplied(received, &configuration, &report, db)
        let everything = try Self.resendAllDue(db) ? SyncSnapshot.changes(db) : []
        let outgoing = local.changes + remote.sent + remote.revived + everything
        if !outgoing.isEmpty {
            configuration.sequence = max(configuration.sequence, store.lastNumber(of: configuration.replica)) + 1
            let payload = try JSONEncoder().encode(SyncPayload(changes: outgoing))
            let sealed = try SegmentCodec.seal(
                payload, key: configuration.key, diary: configuration.diary, replica: configuration.replica, sequence: configuration.sequence)
            try Self.keepOutbox(sealed, sequence: configuration.sequence, db)
        }
        try remote.ledger.save()
        (report.resent, report.newer) = try repairOwnFiles(through: written, configuration, db)
        report.countsStopped = try remote.recount(db, alsoCounters: local.recount)
        // What this sync wrote itself is in the records already: the journal starts again from here. Missing triggers are
        // made only now, in the same transaction, so that a first sync's tens of thousands of writes do not fire them.
        try AppDatabase.syncClearJournal(db)
        try AppDatabase.syncClearTombstones(db)
        try AppDatabase.syncClearBirths(db)
        try AppDatabase.syncJournalTriggers(SyncTable.journaled, create: true, db)
        try AppDatabase.setSyncSetting("journal", configuration.replica, db)
        try AppDatabase.setSyncSetting(SyncSetup.joiningKey, nil, db)
        configuration.clock = remote.clock.latest
        try configuration.save(db)
        try AppDatabase.setSyncSetting(Self.ownClockKey, remote.clock.ownLatest.description, db)

        (report.sent, report.sentEverything) = (outgoing.count, !everything.isEmpty)
        try Self.tell(&report, remote: remote, received: received, filled: filled, configuration, db)
        return report
    }

    /// Notes how far each machine's files were read: another machine's in the diary, this one's own in its sequence.
    private static func noteApplied(_ received: SegmentReader.Result, _ configuration: inout SyncConfiguration, _ report: inout SyncReport, _ db: Database)
        throws
    {
        for segment in received.segments {
            report.received += segment.changes.count
            if segment.replica == configuration.replica {
                configuration.sequence = max(configuration.sequence, segment.sequence)
            } else {
                try AppDatabase.setSyncApplied(segment.replica, segment.sequence, db)
            }
        }
    }

    /// The sync setting that keeps `HybridLogicalClock.ownLatest` between syncs.
    static let ownClockKey = "ownClock"

    /// The clock as the diary keeps it, past its own files and those of the ids it had before a reset.
    static func clock(_ configuration: SyncConfiguration, past received: SegmentReader.Result, now: @escaping @Sendable () -> Date, _ db: Database) throws
        -> HybridLogicalClock
    {
        let formerIds = Set((try AppDatabase.syncSetting(SyncMachineReset.formerIdsKey, db) ?? "").split(separator: "\n").map(String.init))
        let own = try AppDatabase.syncSetting(ownClockKey, db).flatMap(SyncStamp.init)
        return clock(configuration, own: own, past: received, alsoOf: formerIds, now: now)
    }

    /// Files of its own id that this diary does not know (it was restored from a backup, or is a copy): its clock starts
    /// past their stamps before it stamps anything, so no change id or new record's id is made twice (QA s8b N3).
    /// The same for the ids this diary had before `sync reset-machine` (`formerIds`): what its old id wrote after the
    /// backup it was restored from was typed before anything typed since the restore (QA s11 S11-0).
    static func clock(
        _ configuration: SyncConfiguration, own: SyncStamp? = nil, past received: SegmentReader.Result, alsoOf formerIds: Set<String> = [],
        now: @escaping @Sendable () -> Date
    ) -> HybridLogicalClock {
        var clock = HybridLogicalClock(replica: configuration.replica, latest: configuration.clock, own: own, now: now)
        for segment in received.segments where segment.replica == configuration.replica || formerIds.contains(segment.replica) {
            for change in segment.changes {
                if let stamp = SyncStamp(change.s) { clock.advance(past: stamp) }
                // A new record's id is a tick, which an edit's stamp (its typing time) may be before: past those too.
                if let id = SyncStamp(change.id) { clock.advance(past: id, edit: false) }
            }
        }
        return clock
    }

    private static func tell(
        _ report: inout SyncReport, remote: RemoteChanges, received: SegmentReader.Result, filled: [String], _ configuration: SyncConfiguration, _ db: Database
    ) throws {
        report.segmentsRead = received.segments.count
        report.applied = remote.applied
        report.kept = remote.revivalLines
        remote.tell(&report, also: filled)
        report.refused = received.refused.map { "\($0.path): \($0.reason)" }
        report.newer += received.newer
        report.waiting = try noteWaiting(received.waiting, db)
        report.skewMillis = remote.clock.largestSkew
        report.aheadStamp = remote.clock.furthestAhead
        report.unknownFolders = received.unknown
        report.unknownLines = try SyncUnknownFolders.note(received.unknown, db).map { SyncUnknownFolders.line($0, configuration) }
    }

    private func compact(_ mode: Compaction, report: inout SyncReport, _ db: Database) throws {
        guard let configuration = try SyncConfiguration.load(db) else { return }
        var compaction = SyncCompaction(store: configuration.store, configuration: configuration)
        compaction.minimumSegments = automaticCompactionAfter
        compaction.notMachines = Set(report.unknownFolders)
        do {
            try compaction.markReadsSnapshots()
            if configuration.carrier == .git { try compaction.markReadsRewrittenHistory() }
            compaction.finishRemoval()
            let others = compaction.machinesNotReadingSnapshots()
            switch mode {
            case .never: return
            case .automatic:
                guard compaction.isDue() else { return }
                guard others.isEmpty else {
                    report.compactionWaits = others
                    return
                }
            case .now:
                report.compactionAsked = true
                report.compactionWaits = others
            }
            report.compacted = try compaction.compact()
            if report.didCompact {
                // The segments it replaced are gone on purpose: the own-file check starts after the snapshot from now on.
                try AppDatabase.setSyncSetting(OwnSegments.snapshotKey, String(configuration.sequence), db)
                try AppDatabase.syncForgetSegmentFingerprints(through: configuration.sequence, db)
            }
        } catch {
            report.compactionProblem = "\(error)"
        }
    }

    /// Puts the sealed segment a sync committed into the carrier (unless it is there), then forgets it.
    static func writeOutbox(_ db: Database) throws {
        guard let configuration = try SyncConfiguration.load(db), let text = try AppDatabase.syncSetting("outbox", db),
            let data = Data(base64Encoded: text), let sequence = Int(try AppDatabase.syncSetting("outboxSequence", db) ?? "")
        else { return }
        let store = configuration.store
        if !FileSystem.exists(store.path(of: configuration.replica, sequence)) {
            do { try store.write(data, replica: configuration.replica, sequence: sequence) } catch {
                // A read-only share, a full disk: the segment stays in the diary (QA s11 S11-9).
                throw CarrierError(
                    description: "\(error) This machine's changes are kept in the diary, and the next sync that can write to the carrier puts them there "
                        + "(`tracker sync status` says a segment is waiting).")
            }
        }
        try AppDatabase.setSyncSetting("outbox", nil, db)
        try AppDatabase.setSyncSetting("outboxSequence", nil, db)
    }
}
