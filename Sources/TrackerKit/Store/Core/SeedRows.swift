import Foundation
import GRDB

/// The rows the demo year and the benchmark diaries are written with: plain inserts inside the caller's one
/// transaction, without the per-change checks and undo steps of the app's own writes (a generated year is
/// millions of rows; it is made valid by construction, and `DemoPersonTests` and the benchmarks read it back).
public enum SeedRows {
    /// Adds a food and returns its id.
    public static func addFood(name: String, kcalPerServing: Double, serving: ServingType, in db: Database) throws -> Int64 {
        try db.executeCached(
            sql: "INSERT INTO food(name, nameKey, kcalPerServing, serving) VALUES (?, ?, ?, ?)",
            arguments: [name, NameKey.of(name), kcalPerServing, serving.rawValue])
        return db.lastInsertedRowID
    }

    public static func addDay(_ date: LocalDate, weightKg: Double?, memo: String? = nil, in db: Database) throws {
        try db.executeCached(sql: "INSERT INTO day(date, weightKg, memo) VALUES (?, ?, ?)", arguments: [date.iso, weightKg, memo])
    }

    /// Sets the memo of a day the seed has already written.
    public static func setMemo(_ memo: String, on date: LocalDate, in db: Database) throws {
        try db.executeCached(sql: "UPDATE day SET memo = ? WHERE date = ?", arguments: [memo, date.iso])
    }

    public static func addEntry(on date: LocalDate, foodId: Int64, servings: Double, in db: Database) throws {
        try db.executeCached(sql: "INSERT INTO foodEntry(date, foodId, servings) VALUES (?, ?, ?)", arguments: [date.iso, foodId, servings])
    }

    /// Stores a diary setting as its stored text; the seed only writes keys and values the settings rules accept.
    public static func setSetting(_ key: String, to value: String, in db: Database) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO setting(key, value) VALUES (?, ?)", arguments: [key, value])
    }

    /// The workout's exercises in their order.
    public static func exerciseNames(in db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM exercise ORDER BY position")
    }

    public static func logExercise(_ name: String, on date: LocalDate, in db: Database) throws {
        try db.executeCached(sql: "INSERT INTO workoutLog(date, exercise) VALUES (?, ?)", arguments: [date.iso, name])
    }

    public static func rateExercise(_ name: String, stars: Int, in db: Database) throws {
        try db.execute(sql: "UPDATE exercise SET rating = ? WHERE name = ?", arguments: [stars, name])
    }
}
