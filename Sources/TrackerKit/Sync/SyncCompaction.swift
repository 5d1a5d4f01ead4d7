import Foundation

/// Compaction: this machine rewrites its own segments into one snapshot (`<n>.snap`, everything it said up to
/// segment n, reduced to each field's latest value), then removes the files the snapshot stands for. Only its
/// own files are ever touched, so git still never conflicts and a synced folder never gets a conflicted copy.
/// The old files go only once the snapshot is in place, flushed and read back; killed in between, both are
/// there (a reader takes either), and the next sync finishes the removal.
struct SyncCompaction {
    let store: SegmentStore
    let configuration: SyncConfiguration
    /// Automatic compaction waits for at least this many segments since the last snapshot, and for them to weigh
    /// as much as the snapshot: the carrier stays within about twice the diary's own size, and each snapshot
    /// costs a git history at most about what those segments did.
    var minimumSegments = Self.defaultMinimumSegments
    static let defaultMinimumSegments = 100
    /// Folders in the carrier that are no machine of this diary's (`SyncUnknownFolders`): never waited for.
    var notMachines: Set<String> = []

    /// What a compaction did, for the report.
    struct Outcome: Sendable, Equatable {
        var filesBefore: Int
        var bytesBefore: Int
        var bytesAfter: Int
    }

    private var replica: String { configuration.replica }

    /// Says in this machine's folder that it reads snapshots (older Trackers never wrote this).
    func markReadsSnapshots() throws { try mark(store.readsSnapshotsMarker(of: replica), "snapshots 1\n") }

    /// Says in this machine's folder that it receives a git history another machine rewrote (by taking it, not
    /// merging it: older Trackers merged with --allow-unrelated-histories and would bring the old history back).
    func markReadsRewrittenHistory() throws { try mark(store.rewrittenHistoryMarker(of: replica), "rewritten-history 1\n") }

    private func mark(_ path: String, _ text: String) throws {
        guard !FileSystem.existsNoFollow(path) else { return }
        try CarrierPaths.requireReal(path, under: store.root)
        try FileManager.default.createDirectory(atPath: store.folder(of: replica), withIntermediateDirectories: true)
        try SafeFileWriter.write(Data(text.utf8), to: path, force: true)
    }

    /// The other machines whose Tracker has not said it takes a rewritten git history: squashing waits for them.
    func machinesNotReadingRewrittenHistory() -> [String] {
        otherMachines().filter { !FileSystem.existsNoFollow(store.rewrittenHistoryMarker(of: $0)) }
    }

    /// The other machines in the carrier whose Tracker has not said it reads snapshots: an older Tracker stops
    /// quietly at a compacted machine's missing files, so automatic compaction waits for them.
    func machinesNotReadingSnapshots() -> [String] {
        otherMachines().filter { !FileSystem.existsNoFollow(store.readsSnapshotsMarker(of: $0)) }
    }

    /// The other machines that wrote a file of the diary's: a folder holding none (or none that opens) is not waited for.
    private func otherMachines() -> [String] {
        store.replicas().filter { $0 != replica && !notMachines.contains($0) && store.lastNumber(of: $0) > 0 }
    }

    func isDue() -> Bool {
        let latest = store.snapshots(of: replica).last ?? 0
        let since = store.sequences(of: replica).filter { $0 > latest }
        guard since.count >= minimumSegments else { return false }
        let bytes = since.reduce(0) { $0 + store.size(store.path(of: replica, $1)) }
        return latest == 0 || bytes >= store.size(store.snapshotPath(of: replica, latest))
    }

    /// Removes this machine's files that its latest snapshot stands for, once that snapshot opens: what a
    /// compaction stopped after writing it left behind; and temporary files a write killed half-way left.
    func finishRemoval() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: store.folder(of: replica))) ?? []
        for name in names where name.hasPrefix(".") && name.contains(TemporaryFile.marker) { unlink(store.folder(of: replica) + "/" + name) }
        guard let latest = store.snapshots(of: replica).last, opens(latest) else { return }
        for sequence in store.sequences(of: replica) where sequence <= latest { unlink(store.path(of: replica, sequence)) }
        for older in store.snapshots(of: replica) where older < latest { unlink(store.snapshotPath(of: replica, older)) }
    }

    private func opens(_ snapshot: Int) -> Bool {
        let reader = SegmentReader(store: store, configuration: configuration)
        return (try? reader.open(store.snapshotPath(of: replica, snapshot), replica: replica, sequence: snapshot, snapshot: true)) != nil
    }

    /// Compacts every file this machine has written, up to its last segment; nil when there is nothing to do.
    func compact() throws -> Outcome? {
        finishRemoval()
        let through = configuration.sequence
        var read = SegmentReader.Result()
        SegmentReader(store: store, configuration: configuration).read(replica, after: 0, into: &read)
        guard read.refused.isEmpty, read.newer.isEmpty, read.segments.last?.sequence == through else {
            throw CarrierError(
                description: "this machine's own files in the carrier do not all open (\((read.refused.map(\.path) + read.newer).joined(separator: ", ")))"
                    + " or one is missing; nothing was compacted")
        }
        guard through > 0, read.segments.count > 1 || read.segments.first?.isSnapshot == false else { return nil }
        let paths = store.sequences(of: replica).map { store.path(of: replica, $0) } + store.snapshots(of: replica).map { store.snapshotPath(of: replica, $0) }
        let before = Outcome(filesBefore: paths.count, bytesBefore: paths.reduce(0) { $0 + store.size($1) }, bytesAfter: 0)
        let payload = try JSONEncoder().encode(SyncPayload(changes: Self.reduce(read.segments)))
        let sealed = try SegmentCodec.seal(
            payload, key: configuration.key, diary: configuration.diary, replica: replica, sequence: through, snapshot: true)
        try store.writeSnapshot(sealed, replica: replica, through: through)
        guard opens(through) else {
            throw CarrierError(description: "the snapshot \(store.snapshotPath(of: replica, through)) does not read back; nothing was removed")
        }
        finishRemoval()
        return Outcome(filesBefore: before.filesBefore, bytesBefore: before.bytesBefore, bytesAfter: sealed.count)
    }

    /// One machine's changes, in the order it made them, reduced to what merging them leaves: per record, each
    /// field's latest value with its stamp (fields set at one moment stay one change); a removal that is final
    /// stands alone. Merging the result gives any record state what merging every original change gives it.
    static func reduce(_ segments: [ReceivedSegment]) -> [SyncChange] {
        var states: [String: [String: SyncRecordState]] = [:]
        var order: [(table: String, id: String)] = []
        for change in segments.lazy.flatMap(\.changes) {
            if states[change.t]?[change.id] == nil { order.append((change.t, change.id)) }
            let final = SyncTable.named(change.t)?.removalIsFinal(for: change.id) ?? false
            _ = states[change.t, default: [:]][change.id, default: SyncRecordState()].merge(change, removalIsFinal: final)
        }
        var changes: [SyncChange] = []
        for (table, id) in order {
            guard let state = states[table]?[id] else { continue }
            let final = SyncTable.named(table)?.removalIsFinal(for: id) ?? false
            let fields = final && state.wasRemoved ? [SyncRecordState.presentField] : Array(state.f.keys)
            for (stamp, group) in Dictionary(grouping: fields, by: { state.s[$0] ?? "" }).sorted(by: { $0.key < $1.key }) {
                var change = SyncChange(table: table, id: id, stamp: SyncStamp(millis: 0, counter: 0, replica: "-"), fields: [:])
                change.s = stamp
                for field in group { change.f[field] = state.f[field] ?? nil }
                changes.append(change)
            }
        }
        return changes
    }
}

/// One machine's files in the carrier, for `tracker sync status`.
public struct SyncFiles: Sendable {
    public let segments: Int
    public let snapshot: Int?
    public let bytes: Int

    init(store: SegmentStore, replica: String) {
        let sequences = store.sequences(of: replica), snapshots = store.snapshots(of: replica)
        segments = sequences.count
        snapshot = snapshots.last
        bytes =
            sequences.reduce(0) { $0 + store.size(store.path(of: replica, $1)) } + snapshots.reduce(0) { $0 + store.size(store.snapshotPath(of: replica, $1)) }
    }

    public var describe: String {
        let files = "\(segments) segment\(segments == 1 ? "" : "s")"
        let kept = snapshot.map { "a snapshot of segments 1–\($0) and \(files) since" } ?? files
        return "\(kept), \(bytes) bytes"
    }
}
