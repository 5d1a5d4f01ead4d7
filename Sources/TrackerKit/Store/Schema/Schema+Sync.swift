import GRDB

extension Schema {
    /// Issue 29: what sync keeps beside the diary. `syncState`: this replica's id, the carrier, the key,
    /// the clock and the last segment written. `syncRecord`: every synced record's global id, the local
    /// row it is (its id or natural key; NULL when it is not here), and its state as last merged (each
    /// field's value and stamp). `syncApplied`: the last segment applied from each other replica.
    static func addSync(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE syncState (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                CREATE TABLE syncRecord (
                    tableName TEXT NOT NULL,
                    globalId TEXT NOT NULL,
                    localKey TEXT,
                    state TEXT NOT NULL,
                    PRIMARY KEY (tableName, globalId)
                ) WITHOUT ROWID;
                CREATE INDEX syncRecord_local ON syncRecord(tableName, localKey);
                CREATE TABLE syncApplied (replica TEXT PRIMARY KEY NOT NULL, sequence INTEGER NOT NULL);
                """)
    }

    /// The change journal (`AppDatabase+SyncJournal`): the keys of rows changed since the last sync. Its triggers are
    /// made by the first sync, not here, so that a diary never synced pays nothing.
    static func addSyncJournal(_ db: Database) throws {
        try db.execute(
            sql: "CREATE TABLE syncJournal (tableName TEXT NOT NULL, localKey TEXT NOT NULL, PRIMARY KEY (tableName, localKey)) WITHOUT ROWID")
    }
}
