import Crypto
import Foundation

/// A segment file: `TRKSYNC` and the format version in the clear (so a newer format is known
/// before anything is decrypted), then ChaChaPoly's nonce, ciphertext and tag. The diary, the
/// replica and the segment's number are the associated data: a file from another diary, moved to
/// another replica's folder or renamed to another number fails to open as surely as a wrong key or
/// a changed or cut byte. A snapshot (`snapshot: true`) is bound to its number as a snapshot, so a
/// segment cannot pass for a snapshot nor the other way round; a segment's associated data is as it
/// always was, so older Trackers still read the segments this one writes.
public enum SegmentCodec {
    public static let currentVersion: UInt8 = 1
    static let magic = Array("TRKSYNC".utf8)

    public enum Failure: Error, Equatable {
        /// Written by a newer Tracker: kept, and read once Tracker is updated.
        case newerFormat(UInt8)
        /// Not a segment, cut short, changed, from another diary or place, or another key.
        case refused
    }

    public static func seal(_ payload: Data, key: SymmetricKey, diary: String, replica: String, sequence: Int, snapshot: Bool = false) throws -> Data {
        let box = try ChaChaPoly.seal(payload, using: key, authenticating: associatedData(diary, replica, sequence, currentVersion, snapshot: snapshot))
        return Data(magic) + Data([currentVersion]) + box.combined
    }

    /// A file that opens as a segment of a later format than this Tracker reads: a newer Tracker wrote it.
    static func isNewerFormat(_ file: Data) -> Bool {
        file.count > magic.count && file.prefix(magic.count).elementsEqual(magic) && file[file.startIndex + magic.count] > currentVersion
    }

    public static func open(_ file: Data, key: SymmetricKey, diary: String, replica: String, sequence: Int, snapshot: Bool = false) throws -> Data {
        let bytes = [UInt8](file)
        guard bytes.count > magic.count, Array(bytes.prefix(magic.count)) == magic else { throw Failure.refused }
        let version = bytes[magic.count]
        guard version <= currentVersion else { throw Failure.newerFormat(version) }
        do {
            let box = try ChaChaPoly.SealedBox(combined: Data(bytes[(magic.count + 1)...]))
            return try ChaChaPoly.open(box, using: key, authenticating: associatedData(diary, replica, sequence, version, snapshot: snapshot))
        } catch {
            throw Failure.refused
        }
    }

    static func associatedData(_ diary: String, _ replica: String, _ sequence: Int, _ version: UInt8, snapshot: Bool) -> Data {
        Data("tracker-sync|\(version)|\(diary)|\(replica)|\(snapshot ? "snapshot-" : "")\(sequence)".utf8)
    }

    /// A value any replica with the key computes alike, stored in the carrier's manifest so that
    /// `sync join` tells a mistyped or wrong phrase apart from a damaged file. It reveals nothing of the key.
    public static func keyCheck(_ key: SymmetricKey, diary: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data("tracker-sync-key-check|\(diary)".utf8), using: key)
        return Data(code).map { String(format: "%02x", $0) }.joined()
    }
}
