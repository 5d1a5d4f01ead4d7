import Foundation
import GRDB

extension AppDatabase {
    public func exercises() throws -> [Exercise] {
        try read { db in try Self.fetchExercises(db) }
    }

    static func fetchExercises(_ db: Database) throws -> [Exercise] {
        try Row.fetchAll(db, sql: "SELECT * FROM exercise ORDER BY position, id").map {
            Exercise(
                id: try $0.decode(forColumn: "id"), name: try $0.decode(forColumn: "name"), howTo: try $0.decode(forColumn: "howTo"),
                position: try $0.decode(forColumn: "position"), rating: min(max(try $0.decode(forColumn: "rating") as Int, 0), 5))
        }
    }

    public func exercise(named name: String) throws -> Exercise? {
        try exercises().first { NameKey.of($0.name) == NameKey.of(name) }
    }

    public func setRating(_ rating: Int, exerciseId: Int64) throws {
        guard (1...5).contains(rating) else { throw InputError("A rating is 1 to 5 stars.") }
        try write { db in
            try db.execute(sql: "UPDATE exercise SET rating = ? WHERE id = ?", arguments: [rating, exerciseId])
            guard db.changesCount == 1 else { throw InputError("That exercise no longer exists.") }
        }
    }

    /// Logs one completion of an exercise on a day; returns its row, so a session can take it back.
    @discardableResult
    public func logExercise(_ name: String, on date: LocalDate) throws -> Int64 {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw InputError("Name the exercise.") }
        return try write { db in
            try db.execute(sql: "INSERT INTO workoutLog(date, exercise) VALUES (?, ?)", arguments: [date.iso, trimmed])
            return db.lastInsertedRowID
        }
    }

    /// Days with exercises, newest first; each with the exercises done and how often, in list order.
    public func workoutHistory(limit: Int = 10_000) throws -> [WorkoutDay] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT w.date, \(Self.exerciseNameColumn), count(*) AS n, min(w.id) AS firstId
                    FROM workoutLog w
                    WHERE w.date IN (SELECT DISTINCT date FROM workoutLog ORDER BY date DESC LIMIT ?)
                    GROUP BY w.date, nameKeyOf(w.exercise)
                    ORDER BY w.date DESC, coalesce((SELECT position FROM exercise e WHERE e.nameKey = nameKeyOf(w.exercise)), 1000), firstId
                    """, arguments: [limit])
            var days: [WorkoutDay] = []
            for row in rows {
                guard let date = LocalDate(iso: try row.decode(forColumn: "date")) else { continue }
                if days.last?.date != date { days.append(WorkoutDay(date: date, counts: [])) }
                days[days.count - 1].counts.append((try row.decode(forColumn: "exercise"), try row.decode(forColumn: "n")))
            }
            return days
        }
    }

    /// Seven days ending on `end`, oldest first, each with its counts (empty days included).
    public func workoutWeek(endingOn end: LocalDate) throws -> [WorkoutDay] {
        let start = end.adding(days: -6)
        let byDate = Dictionary(uniqueKeysWithValues: try workoutDays(from: start, to: end).map { ($0.date, $0) })
        return (0..<7).map { offset in
            let date = start.adding(days: offset)
            return byDate[date] ?? WorkoutDay(date: date, counts: [])
        }
    }

    /// Exercise names are unique by `NameKey`, in the history too: entries group by the name's key
    /// and show the list's spelling, else the first one logged (the row of min(id)).
    static let exerciseNameColumn = """
        coalesce((SELECT e.name FROM exercise e WHERE e.nameKey = nameKeyOf(w.exercise)), w.exercise) AS exercise
        """

    func workoutDays(from start: LocalDate, to end: LocalDate) throws -> [WorkoutDay] {
        try read { db in
            var days: [LocalDate: [(String, Int)]] = [:]
            for row in try Row.fetchAll(
                db,
                sql: """
                    SELECT w.date, \(Self.exerciseNameColumn), count(*) AS n FROM workoutLog w WHERE w.date BETWEEN ? AND ?
                    GROUP BY w.date, nameKeyOf(w.exercise) ORDER BY min(w.id)
                    """, arguments: [start.iso, end.iso])
            {
                guard let date = LocalDate(iso: try row.decode(forColumn: "date")) else { continue }
                days[date, default: []].append((try row.decode(forColumn: "exercise"), try row.decode(forColumn: "n")))
            }
            return days.map { WorkoutDay(date: $0.key, counts: $0.value) }
        }
    }

    public func deleteWorkoutDay(_ date: LocalDate) throws {
        try write { db in try db.execute(sql: "DELETE FROM workoutLog WHERE date = ?", arguments: [date.iso]) }
    }

    public func workoutStreaks(today: LocalDate) throws -> Streaks {
        let days = try read { db in try String.fetchAll(db, sql: "SELECT DISTINCT date FROM workoutLog") }.compactMap(LocalDate.init(iso:))
        return Streaks.from(days: days, today: today)
    }

    // MARK: Editing the exercise list

    @discardableResult
    public func addExercise(name: String, howTo: String) throws -> Exercise {
        let trimmed = try Self.exerciseName(name)
        return try write { db in
            try Self.requireUniqueExercise(trimmed, except: nil, in: db)
            let position = (try Row.fetchOne(db, sql: "SELECT max(\(StoredNumberSQL.number("position"))) FROM exercise")?.decode(atIndex: 0) as Int? ?? -1) + 1
            try db.execute(
                sql: "INSERT INTO exercise(name, nameKey, howTo, position) VALUES (?, ?, ?, ?)",
                arguments: [trimmed, NameKey.of(trimmed), howTo, position])
            return Exercise(id: db.lastInsertedRowID, name: trimmed, howTo: howTo, position: position, rating: 0)
        }
    }

    public func updateExercise(id: Int64, name: String, howTo: String) throws {
        let trimmed = try Self.exerciseName(name)
        try write { db in try Self.storeExercise(id: id, name: trimmed, howTo: howTo, in: db) }
    }

    /// Saves the exercise form as the user left it against the exercise it was opened with (`AppDatabase.merge`).
    public func updateExercise(_ edit: Edit<Exercise>) throws {
        var checked = edit
        checked.mine.name = try Self.exerciseName(edit.mine.name)
        try write { db in
            let current = try Self.fetchExercises(db).first { $0.id == edit.opened.id }
            let merged = try Self.merge(checked, current: current, fields: Exercise.mergeFields, subject: "“\(MergeField<Exercise>.quoted(edit.opened.name))”")
            try Self.storeExercise(id: merged.id, name: merged.name, howTo: merged.howTo, in: db)
        }
    }

    private static func storeExercise(id: Int64, name: String, howTo: String, in db: Database) throws {
        try requireUniqueExercise(name, except: id, in: db)
        guard let oldName = try String.fetchOne(db, sql: "SELECT name FROM exercise WHERE id = ?", arguments: [id]) else {
            throw InputError("That exercise no longer exists.")
        }
        try db.execute(sql: "UPDATE exercise SET name = ?, nameKey = ?, howTo = ? WHERE id = ?", arguments: [name, NameKey.of(name), howTo, id])
        // The history and the programs go with the new name: both keep names, not ids.
        try db.execute(sql: "UPDATE workoutLog SET exercise = ? WHERE nameKeyOf(exercise) = nameKeyOf(?)", arguments: [name, oldName])
        try renameInPrograms(oldName, to: name, in: db)
    }

    /// Moves an exercise one place up (-1) or down (+1) in the order.
    public func moveExercise(id: Int64, by delta: Int) throws {
        try write { db in
            var list = try Self.fetchExercises(db)
            guard let index = list.firstIndex(where: { $0.id == id }) else { throw InputError("That exercise no longer exists.") }
            let target = index + delta
            guard list.indices.contains(target) else { return }
            list.swapAt(index, target)
            for (position, exercise) in list.enumerated() {
                try db.execute(sql: "UPDATE exercise SET position = ? WHERE id = ?", arguments: [position, exercise.id])
            }
        }
    }

    /// Removes an exercise from the list; its history stays.
    public func deleteExercise(id: Int64) throws {
        try write { db in
            guard try Int.fetchOne(db, sql: "SELECT count(*) FROM exercise") ?? 0 > 1 else {
                throw InputError("Keep at least one exercise.")
            }
            if let name = try String.fetchOne(db, sql: "SELECT name FROM exercise WHERE id = ?", arguments: [id]) {
                let users = try Self.fetchPrograms(db).filter { $0.items.contains { NameKey.of($0.exercise) == NameKey.of(name) } }.map(\.name)
                // A program naming an exercise that is not on the list would run it and export it dangling.
                guard users.isEmpty else {
                    throw InputError(
                        "“\(name)” is in the program\(users.count == 1 ? "" : "s") \(users.joined(separator: ", ")): edit or delete \(users.count == 1 ? "it" : "them") first."
                    )
                }
            }
            try db.execute(sql: "DELETE FROM exercise WHERE id = ?", arguments: [id])
        }
    }

    private static func exerciseName(_ name: String) throws -> String {
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw InputError("An exercise needs a name.") }
        return try Input.name(name, .exercise).get()
    }

    private static func requireUniqueExercise(_ name: String, except id: Int64?, in db: Database) throws {
        if let existing = try Row.fetchOne(db, sql: "SELECT id, name FROM exercise WHERE nameKey = ?", arguments: [NameKey.of(name)]),
            (existing["id"] as Int64) != id
        {
            throw InputError("An exercise named “\(existing.storedText("name"))” already exists.")
        }
    }

    // MARK: Settings

    public func workoutSettings() throws -> WorkoutSettings {
        try read { db in try Self.fetchWorkoutSettings(db) }
    }

    private static func fetchWorkoutSettings(_ db: Database) throws -> WorkoutSettings {
        WorkoutSettings(
            seconds: try value(.workoutSeconds, in: db), restSeconds: try value(.workoutRest, in: db),
            rounds: try value(.workoutRounds, in: db))
    }

    public func saveWorkoutSettings(_ settings: WorkoutSettings) throws {
        try write { db in try Self.storeWorkoutSettings(settings, in: db) }
    }

    /// Saves the workout options form against the options it was opened with (`AppDatabase.merge`).
    public func saveWorkoutSettings(_ edit: Edit<WorkoutSettings>) throws {
        try write { db in
            let current = try Self.fetchWorkoutSettings(db)
            let merged = try Self.merge(edit, current: current, fields: WorkoutSettings.mergeFields, subject: "The workout options")
            try Self.storeWorkoutSettings(merged, in: db)
        }
    }

    private static func storeWorkoutSettings(_ settings: WorkoutSettings, in db: Database) throws {
        guard WorkoutSettings.secondsRange.contains(settings.seconds) else { throw InputError("An exercise lasts 3 to 600 seconds.") }
        guard WorkoutSettings.restRange.contains(settings.restSeconds) else { throw InputError("Rest lasts 0 to 600 seconds.") }
        guard WorkoutSettings.roundsRange.contains(settings.rounds) else { throw InputError("Rounds go from 1 to 50.") }
        for (key, value) in [
            ("workout.seconds", String(settings.seconds)), ("workout.rest", String(settings.restSeconds)),
            ("workout.rounds", String(settings.rounds)),
        ] {
            try db.execute(
                sql: "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                arguments: [key, value])
        }
    }
}
