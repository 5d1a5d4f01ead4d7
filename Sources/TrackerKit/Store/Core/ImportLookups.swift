import Foundation
import GRDB

/// The reads an import or export makes to compare a file's records with what is stored, inside the
/// caller's transaction. Stored values are read leniently: a hand-edited value of another type must not trap.
public enum ImportLookups {
    /// A day as stored: its weight, memo, and whether it has food entries; nil when the day has no row.
    public static func day(_ date: String, in db: Database) throws -> (weightKg: Double?, memo: String?, hasEntries: Bool)? {
        let sql = "SELECT weightKg, memo, EXISTS(SELECT 1 FROM foodEntry WHERE date = day.date) AS hasEntries FROM day WHERE date = ?"
        guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [date]) else { return nil }
        let memo: DatabaseValue = row["memo"]
        return (Double.fromDatabaseValue(row["weightKg"]), memo.isNull ? nil : row.storedText("memo"), row["hasEntries"])
    }

    /// How many entries of the day have this food (or, with no food, this label and calories) and servings.
    public static func sameEntries(on date: String, foodId: Int64?, label: String?, servings: Double, quickKcal: Double?, in db: Database) throws -> Int {
        let same = try db.cachedStatement(
            sql: "SELECT count(*) FROM foodEntry WHERE date = ? AND foodId IS ? AND label IS ? AND servings = ? AND kcal IS ?")
        return try Int.fetchOne(same, arguments: [date, foodId, label, servings, quickKcal]) ?? 0
    }

    /// A stored swim's figures a user sees: time, distance, kcal, pool length and strokes, then its place and pool unit.
    public static func swimFigures(id: Int64, in db: Database) throws -> (values: [Double?], texts: [String?]) {
        let row = try Row.fetchOne(
            db.cachedStatement(
                sql: "SELECT durationSeconds, distanceMeters, activeKcal, lapLengthMeters, strokes, location, poolUnit FROM swim WHERE id = ?"),
            arguments: [id])
        return ((0..<5).map { row?[$0] as Double? }, [row?["location"] as String?, row?["poolUnit"] as String?])
    }

    /// When each of a pad's sessions finished, as the stored text (a Date would round its milliseconds differently each trip).
    public static func padSessionStamps(padId: Int64, in db: Database) throws -> [Int64: String] {
        var stamps: [Int64: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, finishedAt FROM padSession WHERE padId = ?", arguments: [padId]) {
            stamps[try row.decode(forColumn: "id")] = try row.decode(forColumn: "finishedAt")
        }
        return stamps
    }
}
