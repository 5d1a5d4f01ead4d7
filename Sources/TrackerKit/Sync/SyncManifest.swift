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
        var info = stat()
        guard stat(store.manifestPath, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw CarrierReadError.unreadable(store.manifestPath, errno: errno, root: store.root)
        }
        guard access(store.manifestPath, R_OK) == 0 else { throw CarrierReadError.unreadable(store.manifestPath, errno: errno, root: store.root) }
        // A manifest is a few hundred bytes: anything large is not one, and is not read into memory.
        let size = (try? FileManager.default.attributesOfItem(atPath: store.manifestPath)[.size] as? Int) ?? 0
        guard size < 64 * 1024 else { throw InputError("\(store.manifestPath) is not a Tracker sync manifest; the carrier holds something else") }
        let data = try CarrierPaths.read(store.manifestPath, under: store.root)
        guard let manifest = try? JSONDecoder().decode(SyncManifest.self, from: data), manifest.application == "tracker-sync"
        else { throw InputError("\(store.manifestPath) is not a Tracker sync manifest; the carrier holds something else") }
        guard manifest.format <= Self.currentFormat else {
            // Not an InputError: a manifest that is not one is written again by a machine of the diary; a newer one never is.
            throw CarrierError(
                description: "\(store.manifestPath) was written by a newer Tracker (format \(manifest.format)): update Tracker, then sync or join again")
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

/// A carrier file that is there but cannot be read is said as that, never as an empty carrier: the advice for an
/// empty one (`sync init`) would split the diary (QA s10 S10-8).
enum CarrierReadError {
    static func unreadable(_ path: String, errno code: Int32, root: String) -> CarrierError {
        var owner = ""
        for place in [path, root] {
            var info = stat()
            if stat(place, &info) == 0 {
                owner = " (\(place) belongs to uid \(info.st_uid), mode 0\(String(info.st_mode & 0o777, radix: 8)); this user is uid \(getuid()))"
                break
            }
        }
        return CarrierError(
            description:
                "\(path) cannot be read: \(String(cString: strerror(code)).lowercased())\(owner). Every machine must read and write the carrier as a user who can (docs/sync.md); nothing was changed"
        )
    }
}
