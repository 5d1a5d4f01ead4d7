import Foundation

/// Reads the segments not yet applied, replica by replica in order, stopping at a replica's first
/// segment that is missing, refused or written by a newer Tracker: what comes after it waits.
/// Where the next segment is gone because its replica compacted, that replica's latest snapshot past
/// the position is read instead: it holds everything up to its number, and merging what was already
/// applied again changes nothing (each field keeps its latest stamp), so nothing is missed or doubled.
struct SegmentReader {
    let store: SegmentStore
    let configuration: SyncConfiguration

    /// How a file a newer Tracker wrote is waited for (`sync status`, the report).
    static let newerWaiting = "written by a newer Tracker — update Tracker"

    struct UnreadableOwn {
        let number: Int
        let path: String
        let reason: String
    }

    struct Result {
        var segments: [ReceivedSegment] = []
        /// Files that failed to open: path and why.
        var refused: [(path: String, reason: String)] = []
        /// Files from a newer Tracker, kept for after an update.
        var newer: [String] = []
        /// A machine's segment that its later ones wait for: missing (a gap in its numbering) or refused.
        var waiting: [String] = []
        /// A file in this machine's own folder past what it wrote, that does not open (`SyncOwnFolder`).
        var unreadableOwn: UnreadableOwn?
        /// Folders under `replicas/` that are no machine of this diary's: none of their files opens with its key, and
        /// nothing was ever applied from them here (`SyncUnknownFolders`).
        var unknown: [String] = []
    }

    /// `applied`: the last segment applied per replica; this replica's own entry is its sequence.
    func read(after applied: [String: Int]) -> Result {
        var result = Result()
        for replica in store.replicas() {
            let position = applied[replica] ?? 0
            // Never followed (QA s11 S11-3): a link no machine's files came from is a folder of no machine of this
            // diary's, named once; one in place of a machine's folder is refused, and the others are read all the same.
            if FileSystem.isSymbolicLink(store.folder(of: replica)) {
                if position == 0 && replica != configuration.replica {
                    result.unknown.append(replica)
                } else {
                    result.refused.append((store.folder(of: replica), "it is a symbolic link, which sync never follows; remove it from the carrier"))
                }
                continue
            }
            guard position == 0, replica != configuration.replica else {
                read(replica, after: position, into: &result)
                continue
            }
            var first = Result()
            read(replica, after: 0, into: &first)
            if isUnknown(replica, firstRead: first) { result.unknown.append(replica) } else { result.absorb(first) }
        }
        return result
    }

    /// One replica's files after `position`, in order.
    func read(_ replica: String, after position: Int, into result: inout Result) {
        var position = position
        let sequences = Set(store.sequences(of: replica))
        let snapshots = store.snapshots(of: replica)
        while true {
            let next = position + 1
            let snapshot = sequences.contains(next) ? nil : snapshots.last { $0 > position }
            guard sequences.contains(next) || snapshot != nil else {
                // A gap no snapshot covers: that machine's later files wait, and every sync says so until it is back.
                if sequences.contains(where: { $0 > next }) {
                    result.waiting.append("waiting for \(replica)'s segment \(next) (missing)")
                }
                return
            }
            let number = snapshot ?? next
            let path = snapshot.map { store.snapshotPath(of: replica, $0) } ?? store.path(of: replica, next)
            do {
                result.segments.append(try open(path, replica: replica, sequence: number, snapshot: snapshot != nil))
                position = number
            } catch SegmentCodec.Failure.newerFormat(let version) {
                result.newer.append("\(path) (format \(version))")
                result.waiting.append("waiting for \(replica)'s \(snapshot == nil ? "segment" : "snapshot") \(number): \(Self.newerWaiting)")
                return
            } catch {
                // Gone since the folder was listed (its replica compacted meanwhile): a gap, read at the next sync.
                if FileSystem.existsNoFollow(path), replica == configuration.replica, snapshot == nil, number > configuration.sequence {
                    result.unreadableOwn = UnreadableOwn(number: number, path: path, reason: "\(error)")
                } else if FileSystem.existsNoFollow(path) {
                    result.refused.append((path, "\(error)"))
                    let kind = snapshot == nil ? "segment" : "snapshot"
                    result.waiting.append("waiting for \(replica)'s \(kind) \(number) (refused)")
                }
                return
            }
        }
    }

    func open(_ path: String, replica: String, sequence: Int, snapshot: Bool) throws -> ReceivedSegment {
        let data: Data
        do {
            data = try CarrierPaths.read(path, under: store.root)
        } catch {
            throw InputError("cannot be read (\(error))")
        }
        let plain: Data
        do {
            plain = try SegmentCodec.open(
                data, key: configuration.key, diary: configuration.diary, replica: replica, sequence: sequence, snapshot: snapshot)
        } catch SegmentCodec.Failure.refused {
            throw InputError("it does not open with this diary's key (changed, cut short, renamed, or from another diary)")
        }
        guard let payload = try? JSONDecoder().decode(SyncPayload.self, from: plain) else {
            throw InputError("it opens but its contents are not readable")
        }
        return ReceivedSegment(replica: replica, sequence: sequence, changes: payload.changes, isSnapshot: snapshot)
    }
}
