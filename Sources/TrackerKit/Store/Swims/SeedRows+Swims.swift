import Foundation
import GRDB

/// The demo year's pool swims, written as an Apple Health import would leave them.
extension SeedRows {
    /// Adds a 25 m pool swim and returns its id.
    public static func addPoolSwim(
        startedAt: Date, on date: LocalDate, durationSeconds: Double, meters: Double, activeKcal: Double, strokes: Int, in db: Database
    ) throws -> Int64 {
        try db.executeCached(
            sql: """
                INSERT INTO swim(startedAt, date, durationSeconds, distanceMeters, activeKcal, location, lapLengthMeters, source, strokes)
                VALUES (?, ?, ?, ?, ?, 'pool', 25, 'apple-health', ?)
                """,
            arguments: [Timestamp.text(startedAt), date.iso, durationSeconds, meters, activeKcal, strokes])
        return db.lastInsertedRowID
    }

    public static func addSwimLap(swimId: Int64, offsetSeconds: Double, seconds: Double, strokeStyle: Int, swolf: Double, in db: Database) throws {
        try db.executeCached(
            sql: "INSERT INTO swimLap(swimId, offsetSeconds, durationSeconds, strokeStyle, swolf) VALUES (?, ?, ?, ?, ?)",
            arguments: [swimId, offsetSeconds, seconds, strokeStyle, swolf])
    }

    public static func addSwimStroke(swimId: Int64, style: Int, meters: Double, in db: Database) throws {
        try db.executeCached(sql: "INSERT INTO swimStroke(swimId, style, meters) VALUES (?, ?, ?)", arguments: [swimId, style, meters])
    }

    public static func addSwimHeartRate(swimId: Int64, offsetSeconds: Double, bpm: Double, in db: Database) throws {
        try db.executeCached(sql: "INSERT INTO swimHeartRate(swimId, offsetSeconds, bpm) VALUES (?, ?, ?)", arguments: [swimId, offsetSeconds, bpm])
    }
}
