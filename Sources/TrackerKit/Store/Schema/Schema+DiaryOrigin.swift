import GRDB

extension Schema {
    /// A random id a diary file gets once, when it is made (or first opened by a Tracker that has this migration), kept
    /// in `syncState` and never synced or exported. A copy of the file keeps it; a diary made apart has its own. The
    /// identities a diary's records take at its first sync are made with it (`SyncFirstIdentity`), so two copies of one
    /// file merge to one copy of each record while two diaries made apart never share one (QA s9 N7).
    static func addDiaryOrigin(_ db: Database) throws { try addDiaryOrigin(db, renewing: false) }

    /// `renewing`: a diary made from a migrated template takes an origin of its own.
    static func addDiaryOrigin(_ db: Database, renewing: Bool) throws {
        try db.execute(
            sql: "INSERT OR \(renewing ? "REPLACE" : "IGNORE") INTO syncState(key, value) VALUES ('\(diaryOriginKey)', lower(hex(randomblob(16))))")
    }

    static let diaryOriginKey = "diaryOrigin"
}
