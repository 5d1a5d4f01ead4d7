import GRDB

extension Schema {
    /// Named interval programs. The exercises are kept as lines "seconds<TAB>name" (seconds empty:
    /// the program's work length), by name, as the workout log keeps them.
    static func addWorkoutPrograms(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE workoutProgram (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    nameKey TEXT NOT NULL UNIQUE,
                    getReadySeconds INTEGER NOT NULL, warmUpSeconds INTEGER NOT NULL, workSeconds INTEGER NOT NULL,
                    restSeconds INTEGER NOT NULL, rounds INTEGER NOT NULL, coolDownSeconds INTEGER NOT NULL,
                    items TEXT NOT NULL
                )
                """)
    }
}
