import Foundation

/// One record's fields as changed by one replica at one moment. `fields` maps a column to its
/// encoded value (`SyncValue`), nil for NULL; `present` is the record's presence (`SyncRecordState.presentField`).
public struct SyncChange: Codable, Equatable, Sendable {
    /// The table (a `SyncTable` name).
    public var t: String
    /// The record's global id, the same on every machine.
    public var id: String
    /// The stamp (`SyncStamp` as text).
    public var s: String
    public var f: [String: String?]

    public init(table: String, id: String, stamp: SyncStamp, fields: [String: String?]) {
        self.t = table
        self.id = id
        self.s = stamp.description
        self.f = fields
    }
}

/// What a segment file holds once decrypted.
public struct SyncPayload: Codable, Sendable {
    public var changes: [SyncChange]
}

/// A record as merged so far: the winning value of each field and the stamp that set it.
public struct SyncRecordState: Codable, Equatable, Sendable {
    /// A pseudo-field: `i:1` while the record exists, `i:0` once removed.
    public static let presentField = "_present"
    public static let present = SyncValue.integer(1)
    public static let absent = SyncValue.integer(0)

    public var f: [String: String?] = [:]
    public var s: [String: String] = [:]

    public init() {}

    public var isPresent: Bool { (f[Self.presentField] ?? nil) == Self.present }
    public var wasRemoved: Bool { (f[Self.presentField] ?? nil) == Self.absent }

    /// Merges one change; returns whether any field took the change's value. Each field keeps the
    /// value with the latest stamp; for `removalIsFinal` records a removal is never undone (a
    /// deleted entry stays deleted whatever arrives later, and edits to it are dropped).
    public mutating func merge(_ change: SyncChange, removalIsFinal: Bool) -> Bool {
        if removalIsFinal && wasRemoved { return false }
        if removalIsFinal, let present = change.f[Self.presentField], present == Self.absent {
            f[Self.presentField] = Self.absent
            s[Self.presentField] = change.s
            return true
        }
        var changed = false
        for (field, value) in change.f where (s[field] ?? "") < change.s {
            f[field] = value
            s[field] = change.s
            changed = true
        }
        return changed
    }
}
