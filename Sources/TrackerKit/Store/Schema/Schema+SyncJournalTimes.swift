import GRDB

extension Schema {
    /// The change journal notes when each row was first and last changed, and when each field an update changed was
    /// (QA s10 S10-9): a sync stamps an edit with the time it was made, not the time it was sent, so an offline machine
    /// that syncs last does not overwrite a later edit made elsewhere. The triggers leave the times empty and
    /// `AppDatabase.write` fills them with the app's clock in the same transaction (a program that writes the file
    /// without Tracker leaves them empty: the sync's time stands in).
    /// The triggers of the journal without times go: the next sync compares every row once and makes the new ones.
    static func addSyncJournalTimes(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE syncJournal ADD COLUMN changedAt INTEGER;
                ALTER TABLE syncJournal ADD COLUMN firstChangedAt INTEGER;
                CREATE TABLE syncJournalField (
                    tableName TEXT NOT NULL, localKey TEXT NOT NULL, field TEXT NOT NULL, changedAt INTEGER,
                    PRIMARY KEY (tableName, localKey, field)
                ) WITHOUT ROWID;
                """)
        let triggers = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'syncJournal\\_%' ESCAPE '\\'")
        for name in triggers { try db.execute(sql: "DROP TRIGGER \"\(name)\"") }
    }
}
