import Foundation
import GRDB

/// A swim's own row as `import json` restores it: the file's values, checked by the import's rules.
public struct RestoredSwim {
    public var startedAt: String, date: String, durationSeconds: Double, distanceMeters: Double, activeKcal: Double?
    public var location: String?, lapLengthMeters: Double?, source: String, strokes: Int?
    public var endedAt: String?, timeZone: String?, utcOffsetSeconds: Int?, poolUnit: String?, otherSources: [String]?
    public var watchHeartRateAverage: Double?, watchHeartRateMinimum: Double?, watchHeartRateMaximum: Double?
    public var recordedBy: String?, sourceApp: String?, pausedSeconds: Double?

    public init(startedAt: String, date: String, durationSeconds: Double, distanceMeters: Double, source: String) {
        self.startedAt = startedAt
        self.date = date
        self.durationSeconds = durationSeconds
        self.distanceMeters = distanceMeters
        self.source = source
    }
}

extension RestoreRows {
    public static func hasSwim(startedAt: String, source: String, in db: Database) throws -> Bool {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM swim WHERE startedAt = ? AND source = ?"), arguments: [startedAt, source]) != 0
    }

    /// The swim's row; its id, for its laps, strokes, samples and sets.
    public static func addSwim(_ swim: RestoredSwim, in db: Database) throws -> Int64 {
        let otherSources = try swim.otherSources.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        try db.cachedStatement(
            sql: """
                INSERT INTO swim(startedAt, date, durationSeconds, distanceMeters, activeKcal, location, lapLengthMeters, source, strokes,
                                 endedAt, timeZone, utcOffsetSeconds, poolUnit, otherSources,
                                 watchHeartRateAverage, watchHeartRateMinimum, watchHeartRateMaximum, recordedBy, sourceApp, pausedSeconds)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            swim.startedAt, swim.date, swim.durationSeconds, swim.distanceMeters, swim.activeKcal, swim.location,
            swim.lapLengthMeters, swim.source, swim.strokes, swim.endedAt, swim.timeZone, swim.utcOffsetSeconds, swim.poolUnit,
            otherSources, swim.watchHeartRateAverage, swim.watchHeartRateMinimum, swim.watchHeartRateMaximum, swim.recordedBy,
            swim.sourceApp, swim.pausedSeconds,
        ])
        return db.lastInsertedRowID
    }

    public static func addSwimLap(swimId: Int64, offsetSeconds: Double, durationSeconds: Double, strokeStyle: Int?, swolf: Double?, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO swimLap(swimId, offsetSeconds, durationSeconds, strokeStyle, swolf) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [swimId, offsetSeconds, durationSeconds, strokeStyle, swolf])
    }

    public static func addSwimStroke(swimId: Int64, style: Int, meters: Double, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO swimStroke(swimId, style, meters) VALUES (?, ?, ?)").execute(arguments: [swimId, style, meters])
    }

    public static func addSwimHeartRate(swimId: Int64, offsetSeconds: Double, bpm: Double, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO swimHeartRate(swimId, offsetSeconds, bpm) VALUES (?, ?, ?)").execute(arguments: [swimId, offsetSeconds, bpm])
    }

    public static func addSwimSegment(swimId: Int64, offsetSeconds: Double, durationSeconds: Double, swolf: Double?, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO swimSegment(swimId, offsetSeconds, durationSeconds, swolf) VALUES (?, ?, ?, ?)")
            .execute(arguments: [swimId, offsetSeconds, durationSeconds, swolf])
    }
}
