import GRDB

extension AppDatabase {
    /// Forgets the fingerprints of the files this machine wrote (`segment.<number>` in `syncState`), when it takes a new id.
    public static func syncForgetSegmentFingerprints(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM syncState WHERE key LIKE 'segment.%'")
    }
}
