import GRDB

extension Schema {
    /// A pad's finished counts (a lab differential count): when, the target then, each cell's key,
    /// counter name and count as lines "key<TAB>count<TAB>name", and the restart changes the new
    /// count made (ids, comma-separated), so it can be undone.
    static func addPadSessions(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE padSession (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    padId INTEGER NOT NULL REFERENCES pad(id) ON DELETE CASCADE,
                    finishedAt TEXT NOT NULL,
                    target INTEGER,
                    cells TEXT NOT NULL,
                    restartChanges TEXT NOT NULL
                );
                CREATE INDEX padSession_pad ON padSession(padId, id);
                """)
    }
}
