import Crypto
import Foundation

/// A segment read from the carrier, or why it was not.
struct ReceivedSegment {
    let replica: String
    let sequence: Int
    let changes: [SyncChange]
}

/// The carrier's folder as sync sees it: `tracker-diary.json` (the diary's id and key check) and
/// `replicas/<replica>/<sequence>.seg`, each replica writing only its own folder.
public struct SegmentStore: Sendable {
    public let root: String

    public init(root: String) { self.root = root }

    var manifestPath: String { root + "/tracker-diary.json" }
    func folder(of replica: String) -> String { root + "/replicas/" + replica }
    func path(of replica: String, _ sequence: Int) -> String { folder(of: replica) + "/" + String(format: "%08d", sequence) + ".seg" }

    /// The replicas that have written anything.
    func replicas() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/replicas")) ?? []).filter { Self.isReplicaId($0) }.sorted()
    }

    /// The segment numbers a replica has written, in order.
    func sequences(of replica: String) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(of: replica))) ?? []
        return names.compactMap { name -> Int? in
            guard name.hasSuffix(".seg"), name.count == 12 else { return nil }
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
}
