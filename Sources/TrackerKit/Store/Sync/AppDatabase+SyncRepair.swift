import GRDB

extension AppDatabase {
    /// Forgets the fingerprints of the files this machine wrote (`segment.<number>` in `syncState`), when it takes a new id.
    public static func syncForgetSegmentFingerprints(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM syncState WHERE key LIKE 'segment.%'")
    }

    /// Forgets the fingerprints of this machine's segments 1…`sequence`, which a snapshot replaced.
    public static func syncForgetSegmentFingerprints(through sequence: Int, _ db: Database) throws {
        try db.execute(
            sql: "DELETE FROM syncState WHERE key LIKE 'segment.%' AND CAST(substr(key, 9) AS INTEGER) <= ?", arguments: [sequence])
    }
}
