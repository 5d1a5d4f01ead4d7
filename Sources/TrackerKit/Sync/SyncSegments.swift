import Crypto
import Foundation

/// A segment (or a snapshot) read from the carrier.
struct ReceivedSegment {
    let replica: String
    /// The segment's number; for a snapshot, the last segment number it stands for.
    let sequence: Int
    let changes: [SyncChange]
    var isSnapshot = false
}

/// The carrier's folder as sync sees it: `tracker-diary.json` (the diary's id and key check),
/// `replicas/<replica>/<sequence>.seg` and, once a replica has compacted, `replicas/<replica>/<sequence>.snap`
/// (everything that replica said up to that number, in one file), each replica writing only its own folder.
public struct SegmentStore: Sendable {
    public let root: String

    public init(root: String) { self.root = root }

    var manifestPath: String { root + "/tracker-diary.json" }
    func folder(of replica: String) -> String { root + "/replicas/" + replica }
    func path(of replica: String, _ sequence: Int) -> String { folder(of: replica) + "/" + String(format: "%08d", sequence) + ".seg" }
    func snapshotPath(of replica: String, _ sequence: Int) -> String {
        folder(of: replica) + "/" + String(format: "%08d", sequence) + ".snap"
    }
    /// Written by every Tracker that reads snapshots, so that a machine compacts only once the others can read what it leaves.
    func readsSnapshotsMarker(of replica: String) -> String { folder(of: replica) + "/reads-snapshots" }
    /// Written by every Tracker that takes a git history another machine squashed, so that a machine squashes only then.
    func rewrittenHistoryMarker(of replica: String) -> String { folder(of: replica) + "/reads-rewritten-history" }

    /// The replicas that have written anything.
    func replicas() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/replicas")) ?? []).filter { Self.isReplicaId($0) }.sorted()
    }

    /// The segment numbers a replica has written and not compacted away, in order.
    func sequences(of replica: String) -> [Int] { numbers(of: replica, suffix: ".seg") }

    /// The numbers of a replica's snapshots, in order (more than one only while a compaction is being finished).
    func snapshots(of replica: String) -> [Int] { numbers(of: replica, suffix: ".snap") }

    /// The highest number a replica has used, in a segment or a snapshot.
    func lastNumber(of replica: String) -> Int { max(sequences(of: replica).last ?? 0, snapshots(of: replica).last ?? 0) }

    private func numbers(of replica: String, suffix: String) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(of: replica))) ?? []
        return names.compactMap { name -> Int? in
            guard name.hasSuffix(suffix), name.count == 8 + suffix.count, name.prefix(8).allSatisfy(\.isASCIIDigit) else { return nil }
            return Int(name.prefix(8))
        }.sorted()
    }

    static func isReplicaId(_ text: String) -> Bool {
        text.count == 16 && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// Writes a segment (temporary file, flushed, renamed into place).
    func write(_ data: Data, replica: String, sequence: Int) throws {
        try CarrierPaths.requireReal(path(of: replica, sequence), under: root)
        try FileManager.default.createDirectory(atPath: folder(of: replica), withIntermediateDirectories: true)
        try SafeFileWriter.write(data, to: path(of: replica, sequence), force: true)
    }

    /// Writes a snapshot the same way.
    func writeSnapshot(_ data: Data, replica: String, through sequence: Int) throws {
        try CarrierPaths.requireReal(snapshotPath(of: replica, sequence), under: root)
        try FileManager.default.createDirectory(atPath: folder(of: replica), withIntermediateDirectories: true)
        try SafeFileWriter.write(data, to: snapshotPath(of: replica, sequence), force: true)
    }

    /// The size of a file in bytes (0 when it is not there).
    func size(_ path: String) -> Int { (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
