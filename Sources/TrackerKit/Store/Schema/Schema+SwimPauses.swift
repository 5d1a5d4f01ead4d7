import GRDB

extension Schema {
    /// Issue 26: the seconds the watch was paused (Pause/Resume events; the workout's duration leaves them
    /// out, so elapsed time is duration + paused), and the app whose copy of an imported swim was kept.
    static func addSwimPausesAndKeptApp(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE swim ADD COLUMN pausedSeconds REAL;
                ALTER TABLE swim ADD COLUMN sourceApp TEXT;
                """)
    }
}
