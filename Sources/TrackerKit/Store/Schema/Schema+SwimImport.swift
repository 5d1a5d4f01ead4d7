import GRDB

extension Schema {
    /// Issue 15, the import side: where a swim was swum (its time zone and offset, so `date` is the
    /// local day), when it ended (to know a newer copy of it), the pool's unit, the other apps that
    /// wrote it, and its sets.
    static func swimImport(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE swim ADD COLUMN endedAt TEXT;
                ALTER TABLE swim ADD COLUMN timeZone TEXT;
                ALTER TABLE swim ADD COLUMN utcOffsetSeconds INTEGER;
                ALTER TABLE swim ADD COLUMN poolUnit TEXT CHECK (poolUnit IN ('m', 'yd'));
                -- A JSON array of app names.
                ALTER TABLE swim ADD COLUMN otherSources TEXT;
                UPDATE swim SET endedAt = strftime('%Y-%m-%dT%H:%M:%fZ', startedAt, '+' || durationSeconds || ' seconds');
                CREATE INDEX swim_imported_span ON swim(startedAt, endedAt) WHERE source = 'apple-health';
                CREATE TABLE swimSegment (
                    swimId INTEGER NOT NULL REFERENCES swim(id) ON DELETE CASCADE,
                    offsetSeconds REAL NOT NULL, durationSeconds REAL NOT NULL, swolf REAL
                );
                CREATE INDEX swimSegment_swim ON swimSegment(swimId);
                """)
    }
}
