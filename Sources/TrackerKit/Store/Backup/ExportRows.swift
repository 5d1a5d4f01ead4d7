import Foundation
import GRDB

/// The reads `tracker export` makes, each table in the order the export writes it (so the same data gives
/// the same bytes), inside the caller's read. Rows as stored: the export reads them through the shared rules.
public enum ExportRows {
    /// key, value.
    public static func settings(_ db: Database) throws -> [Row] { try Row.fetchAll(db, sql: "SELECT key, value FROM setting") }

    /// name, kcalPerServing, serving, archived; by name.
    public static func foods(_ db: Database) throws -> [Row] {
        try Row.fetchAll(db, sql: "SELECT name, kcalPerServing, serving, archived FROM food ORDER BY nameKey")
    }

    /// Every food entry in the order it was logged: date, food (its name; null for a quick-add), label, servings, kcal, source,
    /// and the calories per serving and serving it was logged with (the food's own where it has none).
    public static func foodEntries(_ db: Database) throws -> [Row] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT e.date, f.name AS food, e.label, e.servings, e.kcal, e.source,
                       coalesce(e.loggedKcalPerServing, f.kcalPerServing) AS kcalPerServing, coalesce(e.loggedServing, f.serving) AS serving,
                       s_e.globalId AS syncId
                FROM foodEntry e LEFT JOIN food f ON f.id = e.foodId \(AppDatabase.syncOrderJoin("foodEntry", "e")) ORDER BY \(AppDatabase.syncOrder("e"))
                """)
    }

    /// date, weightKg, memo; by date.
    public static func days(_ db: Database) throws -> [Row] { try Row.fetchAll(db, sql: "SELECT date, weightKg, memo FROM day ORDER BY date") }

    /// date, exercise, n (how many logged that day).
    public static func workoutCounts(_ db: Database) throws -> [Row] {
        try Row.fetchAll(db, sql: "SELECT date, exercise, count(*) AS n FROM workoutLog GROUP BY date, exercise ORDER BY date, exercise")
    }

    /// date, exercise, syncId of each time done that has a sync identity, sorted.
    public static func workoutSyncIds(_ db: Database) throws -> [Row] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT w.date, w.exercise, s_w.globalId AS syncId FROM workoutLog w \(AppDatabase.syncOrderJoin("workoutLog", "w"))
                WHERE s_w.globalId IS NOT NULL ORDER BY w.date, w.exercise, s_w.globalId
                """)
    }

    /// Every counter change, in the order made.
    public static func counterChanges(_ db: Database) throws -> [Row] {
        try Row.fetchAll(
            db,
            sql:
                "SELECT c.*, s_c.globalId AS syncId FROM counterChange c \(AppDatabase.syncOrderJoin("counterChange", "c")) ORDER BY \(AppDatabase.syncOrder("c"))"
        )
    }

    public static func counters(_ db: Database) throws -> [Row] { try Row.fetchAll(db, sql: "SELECT * FROM counter ORDER BY createdAt, nameKey") }

    /// Each finished count's sync identity, by row id, for the counts of one pad that have one.
    public static func padSessionSyncIds(padId: Int64, _ db: Database) throws -> [Int64: String] {
        var ids: [Int64: String] = [:]
        let sql = "SELECT p.id, s_p.globalId FROM padSession p \(AppDatabase.syncOrderJoin("padSession", "p")) WHERE p.padId = ? AND s_p.globalId IS NOT NULL"
        for row in try Row.fetchAll(db, sql: sql, arguments: [padId]) { ids[row[0]] = row[1] }
        return ids
    }

    public static func pads(_ db: Database) throws -> [Row] { try Row.fetchAll(db, sql: "SELECT * FROM pad ORDER BY nameKey") }

    /// key, counterId of one pad.
    public static func padKeys(padId: Int64, _ db: Database) throws -> [Row] {
        try Row.fetchAll(db, sql: "SELECT key, counterId FROM padKey WHERE padId = ?", arguments: [padId])
    }

    /// Swims of one start in the order sync gives every replica, so synced diaries export the same bytes.
    public static func swims(_ db: Database) throws -> [Row] {
        try Row.fetchAll(
            db,
            sql:
                "SELECT s.*, s_s.globalId AS syncId FROM swim s \(AppDatabase.syncOrderJoin("swim", "s")) ORDER BY s.startedAt, s.date, \(AppDatabase.syncOrder("s"))"
        )
    }
    public static func swimLaps(_ db: Database) throws -> [Row] { try Row.fetchAll(db, sql: "SELECT * FROM swimLap ORDER BY rowid") }
    public static func swimStrokes(_ db: Database) throws -> [Row] { try Row.fetchAll(db, sql: "SELECT * FROM swimStroke") }

    /// swimId, offsetSeconds, bpm, in the order stored.
    public static func swimHeartRates(_ db: Database) throws -> [Row] {
        try Row.fetchAll(db, sql: "SELECT swimId, offsetSeconds, bpm FROM swimHeartRate ORDER BY rowid")
    }

    public static func swimSegments(of swimId: Int64, _ db: Database) throws -> [Row] {
        try Row.fetchAll(db, sql: "SELECT * FROM swimSegment WHERE swimId = ? ORDER BY rowid", arguments: [swimId])
    }
}
