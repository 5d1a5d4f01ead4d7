import Crypto
import Foundation
import GRDB

/// This machine's part in a synced diary, kept in the diary's `syncState` table.
public struct SyncConfiguration: Sendable {
    public enum CarrierKind: String, Sendable { case git, folder }

    public var diary: String
    public var replica: String
    /// The diary's 256-bit key.
    public var keyData: Data
    public var key: SymmetricKey { SymmetricKey(data: keyData) }
    public var carrier: CarrierKind
    /// The git remote's URL, or the folder.
    public var location: String
    /// The folder the segments are in: the folder itself, or the git clone.
    public var workFolder: String
    /// The last segment this replica wrote.
    public var sequence: Int
    public var clock: SyncStamp?

    static func load(_ db: Database) throws -> SyncConfiguration? {
        func value(_ key: String) throws -> String? { try AppDatabase.syncSetting(key, db) }
        guard let diary = try value("diary"), let replica = try value("replica"), let keyText = try value("key"),
            let keyData = Data(base64Encoded: keyText), keyData.count == 32, let carrier = try value("carrier").flatMap(CarrierKind.init),
            let location = try value("location"), let work = try value("workFolder")
        else { return nil }
        return SyncConfiguration(
            diary: diary, replica: replica, keyData: keyData, carrier: carrier, location: location, workFolder: work,
            sequence: Int(try value("sequence") ?? "0") ?? 0, clock: try value("clock").flatMap(SyncStamp.init))
    }

    func save(_ db: Database) throws {
        let keyText = keyData.base64EncodedString()
        for (name, value) in [
            ("diary", diary), ("replica", replica), ("key", keyText), ("carrier", carrier.rawValue), ("location", location),
            ("workFolder", workFolder), ("sequence", String(sequence)),
        ] {
            try AppDatabase.setSyncSetting(name, value, db)
        }
        try AppDatabase.setSyncSetting("clock", clock?.description, db)
    }

    var store: SegmentStore { SegmentStore(root: workFolder) }

    static func newReplicaId() -> String {
        (0..<8).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
    }

    static func newDiaryId() -> String { UUID().uuidString.lowercased() }
}
