import Foundation
import GRDB

/// The reads and writes `import json` makes, one record at a time, inside the caller's one transaction.
/// Each insert returns the new row's id where a later record refers to it; a merge's "already there?"
/// questions are reads here too. Values arrive checked by the import's rules.
public enum RestoreRows {
    /// Ids by name key, of every food or counter stored (a merge matches the file's names against them).
    public static func foodIds(in db: Database) throws -> [String: Int64] { try ids(of: "food", in: db) }
    public static func counterIds(in db: Database) throws -> [String: Int64] { try ids(of: "counter", in: db) }

    private static func ids(of table: String, in db: Database) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, nameKey FROM \(table)") { ids[try row.decode(forColumn: "nameKey")] = try row.decode(forColumn: "id") }
        return ids
    }

    /// A diary setting as stored, nil when never set.
    public static func setting(_ key: String, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
    }

    /// Stores a setting unless one is there; whether it was stored.
    public static func addSettingIfMissing(_ key: String, _ value: String, in db: Database) throws -> Bool {
        try db.execute(sql: "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING", arguments: [key, value])
        return db.changesCount > 0
    }

    public static func addFood(name: String, kcalPerServing: Double, serving: String, archived: Bool, in db: Database) throws -> Int64 {
        try db.cachedStatement(sql: "INSERT INTO food(name, nameKey, kcalPerServing, serving, archived) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [name, NameKey.of(name), kcalPerServing, serving, archived])
        return db.lastInsertedRowID
    }

    /// A day's row, or the weight and memo where the stored day has none.
    public static func fillDay(_ date: String, weightKg: Double?, memo: String?, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO day(date, weightKg, memo) VALUES (?, ?, ?)
                ON CONFLICT(date) DO UPDATE SET weightKg = coalesce(day.weightKg, excluded.weightKg), memo = coalesce(day.memo, excluded.memo)
                """
        ).execute(arguments: [date, weightKg, memo])
    }

    /// A food entry (calories per serving as logged) or a quick-add (its own calories, no food); its row id.
    @discardableResult
    public static func addEntry(
        on date: String, foodId: Int64?, label: String?, servings: Double, quickKcal: Double?, source: String?,
        loggedKcalPerServing: Double?, loggedServing: String?, in db: Database
    ) throws -> Int64 {
        try db.cachedStatement(
            sql: """
                INSERT INTO foodEntry(date, foodId, label, servings, kcal, source, loggedKcalPerServing, loggedServing) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [date, foodId, label, servings, quickKcal, source, loggedKcalPerServing, loggedServing])
        return db.lastInsertedRowID
    }

    public static func removeAllExercises(in db: Database) throws { try db.execute(sql: "DELETE FROM exercise") }

    /// The place after the last exercise in the list.
    public static func nextExercisePosition(in db: Database) throws -> Int {
        (try Int.fetchOne(db, sql: "SELECT max(position) FROM exercise") ?? -1) + 1
    }

    /// Adds an exercise unless one of the same name is there; whether it was added.
    public static func addExerciseIfNew(name: String, howTo: String, position: Int, rating: Int, in db: Database) throws -> Bool {
        try db.execute(
            sql: "INSERT OR IGNORE INTO exercise(name, nameKey, howTo, position, rating) VALUES (?, ?, ?, ?, ?)",
            arguments: [name, NameKey.of(name), howTo, position, rating])
        return db.changesCount > 0
    }

    public static func workoutCount(on date: String, exercise: String, in db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM workoutLog WHERE date = ? AND exercise = ?"), arguments: [date, exercise]) ?? 0
    }

    /// A time done; its row id.
    public static func addWorkout(on date: String, exercise: String, in db: Database) throws -> Int64 {
        try db.cachedStatement(sql: "INSERT INTO workoutLog(date, exercise) VALUES (?, ?)").execute(arguments: [date, exercise])
        return db.lastInsertedRowID
    }

    /// A counter as the file has it; its id.
    public static func addCounter(
        name: String, count: Int64, start: Int64, step: Int64, createdAt: String, pinned: Bool, goal: Int64?, resetPeriod: String?,
        periodStart: String?, restartAt: Int64?, in db: Database
    ) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO counter(name, nameKey, count, start, step, createdAt, pinned, goal, resetPeriod, periodStart, restartAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [name, NameKey.of(name), count, start, step, createdAt, pinned, goal, resetPeriod, periodStart, restartAt])
        return db.lastInsertedRowID
    }

    public static func addCounterChange(counterId: Int64, at: String, date: String, delta: Int64, countAfter: Int64, kind: String, in db: Database) throws
        -> Int64
    {
        try db.cachedStatement(sql: "INSERT INTO counterChange(counterId, at, date, delta, countAfter, kind) VALUES (?, ?, ?, ?, ?, ?)")
            .execute(arguments: [counterId, at, date, delta, countAfter, kind])
        return db.lastInsertedRowID
    }

    public static func padId(named name: String, in db: Database) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT id FROM pad WHERE nameKey = ?", arguments: [NameKey.of(name)])
    }

    public static func addPad(name: String, target: Int64?, in db: Database) throws -> Int64 {
        try db.execute(sql: "INSERT INTO pad(name, nameKey, target) VALUES (?, ?, ?)", arguments: [name, NameKey.of(name), target])
        return db.lastInsertedRowID
    }

    public static func addPadKey(padId: Int64, key: String, counterId: Int64, in db: Database) throws {
        try db.execute(sql: "INSERT INTO padKey(padId, key, counterId) VALUES (?, ?, ?)", arguments: [padId, key, counterId])
    }

    public static func hasPadSession(padId: Int64, finishedAt: String, in db: Database) throws -> Bool {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM padSession WHERE padId = ? AND finishedAt = ?"), arguments: [padId, finishedAt]) != 0
    }

    /// A finished count; a restored one keeps no restart changes (they were another database's ids).
    public static func addPadSession(padId: Int64, finishedAt: String, target: Int64?, cells: [PadSession.Cell], in db: Database) throws -> Int64 {
        try db.cachedStatement(sql: "INSERT INTO padSession(padId, finishedAt, target, cells, restartChanges) VALUES (?, ?, ?, ?, '')")
            .execute(arguments: [padId, finishedAt, target, AppDatabase.cellsText(cells)])
        return db.lastInsertedRowID
    }

    public static func hasProgram(named name: String, in db: Database) throws -> Bool {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM workoutProgram WHERE nameKey = ?"), arguments: [NameKey.of(name)]) != 0
    }

    /// A checked program, with any exercise it names that the list lacks; how many exercises that added.
    public static func addProgram(_ checked: WorkoutProgram, in db: Database) throws -> Int {
        let (listed, newExercises) = try AppDatabase.listingExercises(of: checked, in: db)
        try AppDatabase.insertProgram(listed, in: db)
        return newExercises
    }
}
