import Foundation
import GRDB

/// Logging several completions at once and taking one back (the command line's `workout log
/// --times N` and `workout delete`).
extension AppDatabase {
    /// Logs `times` completions of an exercise on a day, in one transaction.
    public func logExercise(_ name: String, on date: LocalDate, times: Int) throws {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw InputError("Name the exercise.") }
        _ = try ValueRules.exerciseTimes.check(Double(times), "the number of times")
        try write { db in
            for _ in 0..<times {
                try db.execute(sql: "INSERT INTO workoutLog(date, exercise) VALUES (?, ?)", arguments: [date.iso, trimmed])
            }
        }
    }

    /// Removes the latest logged completion of `name` (the same name by `NameKey`) on `date`; false when there is none.
    @discardableResult
    public func deleteOneExerciseEntry(_ name: String, on date: LocalDate) throws -> Bool {
        try write { db in
            try db.execute(
                sql: """
                    DELETE FROM workoutLog WHERE id = (
                        SELECT max(id) FROM workoutLog WHERE date = ? AND nameKeyOf(exercise) = nameKeyOf(?))
                    """, arguments: [date.iso, name.trimmingCharacters(in: .whitespaces)])
            return db.changesCount == 1
        }
    }
}

extension AppDatabase {
    /// The diary's cues (warning seconds, the Tabata preset); bell, flash and hook are this machine's
    /// (`TrackerConfig.workout`), taken from `machine`, never from the diary.
    public func workoutCues(machine: WorkoutCues.Machine = .init()) throws -> WorkoutCues {
        try read { db in
            WorkoutCues(
                warningSeconds: try Self.value(.workoutWarningSeconds, in: db), bell: machine.bell, flash: machine.flash, hook: machine.hook,
                tabata: (try Self.value(.tabataWork, in: db), try Self.value(.tabataRest, in: db), try Self.value(.tabataRounds, in: db)))
        }
    }

    /// Removes these log rows (what an abandoned session logged); returns how many were still there.
    @discardableResult
    public func deleteWorkoutEntries(ids: [Int64]) throws -> Int {
        guard !ids.isEmpty else { return 0 }
        return try write { db in
            try db.execute(sql: "DELETE FROM workoutLog WHERE id IN (\(ids.map { _ in "?" }.joined(separator: ",")))", arguments: StatementArguments(ids))
            return db.changesCount
        }
    }
}
