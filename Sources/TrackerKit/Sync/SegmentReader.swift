import Crypto
import Foundation

/// Reads the segments not yet applied, replica by replica in order, stopping at a replica's first
/// segment that is missing, refused or written by a newer Tracker: what comes after it waits.
struct SegmentReader {
    let store: SegmentStore
    let configuration: SyncConfiguration

    struct Result {
        var segments: [ReceivedSegment] = []
        /// Files that failed to open: path and why.
        var refused: [(path: String, reason: String)] = []
        /// Files from a newer Tracker, kept for after an update.
        var newer: [String] = []
        /// A machine's segment that its later ones wait for: missing (a gap in its numbering) or refused.
        var waiting: [String] = []
    }

    /// `applied`: the last segment applied per replica; this replica's own entry is its sequence.
    func read(after applied: [String: Int]) -> Result {
        var result = Result()
        for replica in store.replicas() {
            let last = applied[replica] ?? 0
            files: for sequence in store.sequences(of: replica) where sequence > last {
                let expected = (result.segments.last { $0.replica == replica }?.sequence ?? last) + 1
                guard sequence == expected else {
                    // A gap: that machine's later files wait, and every sync says so until the file is back.
                    result.waiting.append("waiting for \(replica)'s segment \(expected) (missing)")
                    break files
                }
                let path = store.path(of: replica, sequence)
                do {
                    result.segments.append(try open(path, replica: replica, sequence: sequence))
                } catch SegmentCodec.Failure.newerFormat(let version) {
                    result.newer.append("\(path) (format \(version))")
                    break files
                } catch {
                    result.refused.append((path, "\(error)"))
                    result.waiting.append("waiting for \(replica)'s segment \(sequence) (refused)")
                    break files
                }
            }
        }
        return result
    }

    private func open(_ path: String, replica: String, sequence: Int) throws -> ReceivedSegment {
        let data: Data
        do {
            data = try CarrierPaths.read(path, under: store.root)
        } catch {
            throw InputError("cannot be read (\(error))")
        }
        let plain: Data
        do {
            plain = try SegmentCodec.open(data, key: configuration.key, diary: configuration.diary, replica: replica, sequence: sequence)
        } catch SegmentCodec.Failure.refused {
            throw InputError("refused: it does not open with this diary's key (changed, cut short, renamed, or from another diary)")
        }
        guard let payload = try? JSONDecoder().decode(SyncPayload.self, from: plain) else {
            throw InputError("refused: it opens but its contents are not readable")
        }
        return ReceivedSegment(replica: replica, sequence: sequence, changes: payload.changes)
    }
}
