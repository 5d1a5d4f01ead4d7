import GRDB

/// Saved interval programs (`tracker workout program add/list/delete`, the Workout tab's R).
extension AppDatabase {
    /// Saves a program; one of the same name (any case) is replaced only when `replacing`.
    @discardableResult
    public func saveProgram(_ program: WorkoutProgram, replacing: Bool = false) throws -> WorkoutProgram {
        let checked = try WorkoutProgramRules.checked(program)
        try write { db in
            let key = NameKey.of(checked.name)
            if let existing = try String.fetchOne(db, sql: "SELECT name FROM workoutProgram WHERE nameKey = ?", arguments: [key]) {
                guard replacing else { throw InputError("A program named “\(existing)” exists (--replace replaces it).") }
                try db.execute(sql: "DELETE FROM workoutProgram WHERE nameKey = ?", arguments: [key])
            }
            try Self.insertProgram(checked, in: db)
        }
        return checked
    }

    /// Stores a checked program whose name is free.
    static func insertProgram(_ checked: WorkoutProgram, in db: Database) throws {
        let items = checked.items.map { "\($0.seconds.map(String.init) ?? "")\t\($0.exercise)" }.joined(separator: "\n")
        try db.execute(
            sql: """
                INSERT INTO workoutProgram(name, nameKey, getReadySeconds, warmUpSeconds, workSeconds, restSeconds, rounds, coolDownSeconds, items)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                checked.name, NameKey.of(checked.name), checked.getReadySeconds, checked.warmUpSeconds, checked.workSeconds,
                checked.restSeconds, checked.rounds, checked.coolDownSeconds, items,
            ])
    }

    /// Every program, by name; one a hand edit broke is left out rather than run.
    public func programs() throws -> [WorkoutProgram] {
        try read { try Self.fetchPrograms($0) }
    }

    static func fetchPrograms(_ db: Database) throws -> [WorkoutProgram] {
        try Row.fetchAll(db, sql: "SELECT * FROM workoutProgram ORDER BY nameKey").compactMap { row in
            let items = (try row.decode(forColumn: "items") as String).split(separator: "\n").compactMap { line -> WorkoutProgram.Item? in
                let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2 else { return nil }
                return WorkoutProgram.Item(exercise: String(parts[1]), seconds: Int(parts[0]))
            }
            let program = WorkoutProgram(
                name: try row.decode(forColumn: "name"), getReadySeconds: try row.decode(forColumn: "getReadySeconds"),
                warmUpSeconds: try row.decode(forColumn: "warmUpSeconds"), workSeconds: try row.decode(forColumn: "workSeconds"),
                restSeconds: try row.decode(forColumn: "restSeconds"), rounds: try row.decode(forColumn: "rounds"),
                coolDownSeconds: try row.decode(forColumn: "coolDownSeconds"), items: items)
            return try? WorkoutProgramRules.checked(program)
        }
    }

    /// Deletes the program named `name` (any case); false when there is none.
    @discardableResult
    public func deleteProgram(named name: String) throws -> Bool {
        try write { db in
            try db.execute(sql: "DELETE FROM workoutProgram WHERE nameKey = ?", arguments: [NameKey.of(name)])
            return db.changesCount == 1
        }
    }
}
