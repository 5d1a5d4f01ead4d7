import Crypto
import Foundation

/// `tracker-diary.json` in the carrier: which diary it carries and a check of its key. Plain JSON,
/// holding nothing of the diary's contents.
public struct SyncManifest: Codable, Equatable, Sendable {
    public var application = "tracker-sync"
    public var format = Self.currentFormat
    static let currentFormat = 1
    public var diary: String
    public var keyCheck: String

    public init(diary: String, keyCheck: String) {
        self.diary = diary
        self.keyCheck = keyCheck
    }

    static func read(_ store: SegmentStore) throws -> SyncManifest? {
        guard FileSystem.exists(store.manifestPath) else { return nil }
        // A manifest is a few hundred bytes: anything large is not one, and is not read into memory.
        let size = (try? FileManager.default.attributesOfItem(atPath: store.manifestPath)[.size] as? Int) ?? 0
        guard size < 64 * 1024 else { throw InputError("\(store.manifestPath) is not a Tracker sync manifest; the carrier holds something else") }
        let data = try CarrierPaths.read(store.manifestPath, under: store.root)
        guard let manifest = try? JSONDecoder().decode(SyncManifest.self, from: data), manifest.application == "tracker-sync"
        else { throw InputError("\(store.manifestPath) is not a Tracker sync manifest; the carrier holds something else") }
        guard manifest.format <= Self.currentFormat else {
            throw InputError("\(store.manifestPath) was written by a newer Tracker (format \(manifest.format)): update Tracker, then sync or join again")
        }
        return manifest
    }

    func write(_ store: SegmentStore) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try FileManager.default.createDirectory(atPath: store.root + "/replicas", withIntermediateDirectories: true)
        try SafeFileWriter.write(try encoder.encode(self), to: store.manifestPath, force: true)
    }
}
