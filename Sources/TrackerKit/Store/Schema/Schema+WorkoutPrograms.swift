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

extension Schema {
    /// Blocks (issue 27): the columns of a program describe its first block, as before, so every
    /// program saved so far is a program of one block; `moreBlocks` holds the others (each a line
    /// "work<TAB>rest<TAB>rounds" and its exercise lines, blocks apart by an empty line), and
    /// `blockRestSeconds` the rest between blocks.
    static func addWorkoutProgramBlocks(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE workoutProgram ADD COLUMN blockRestSeconds INTEGER NOT NULL DEFAULT 0")
        try db.execute(sql: "ALTER TABLE workoutProgram ADD COLUMN moreBlocks TEXT NOT NULL DEFAULT ''")
        try listProgramExercises(db)
    }

    /// A rename used to leave programs on the old name: an exercise a program names that the list
    /// lacks is put back on the list, so no program (nor the export) names an exercise that is not there.
    private static func listProgramExercises(_ db: Database) throws {
        var listed = Set(try String.fetchAll(db, sql: "SELECT nameKey FROM exercise"))
        for stored in try String.fetchAll(db, sql: "SELECT items FROM workoutProgram WHERE typeof(items) = 'text'") {
            for line in stored.split(separator: "\n") {
                let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, case .success(let name) = Input.name(String(parts[1]), .exercise) else { continue }
                guard listed.insert(NameKey.of(name)).inserted else { continue }
                try db.execute(
                    sql:
                        "INSERT INTO exercise(name, nameKey, howTo, position, rating) VALUES (?, ?, '', (SELECT coalesce(max(position), -1) + 1 FROM exercise), 0)",
                    arguments: [name, NameKey.of(name)])
            }
        }
    }
}
