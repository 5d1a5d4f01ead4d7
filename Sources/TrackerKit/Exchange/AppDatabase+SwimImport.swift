import Foundation
import GRDB

/// How much an imported swim holds, to tell a newer export's copy that gained data (heart rate synced
/// later, laps) from one that brings nothing new or lost something.
struct SwimRichness: Equatable {
    var laps = 0, heartRate = 0, segments = 0, strokeStyles = 0
    var hasStrokes = false, hasDistance = false, knowsTimeZone = false

    init(_ swim: HealthDraft.Swim) {
        (laps, heartRate, segments, strokeStyles) = (swim.laps.count, swim.heartRate.count, swim.segments.count, swim.strokeMeters.count)
        (hasStrokes, hasDistance, knowsTimeZone) = (swim.strokes > 0, (swim.distanceMeters ?? 0) > 0, swim.timeZone != nil)
    }

    init(storedSwim id: Int64, in db: Database) throws {
        func count(_ table: String) throws -> Int {
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE swimId = ?", arguments: [id]) ?? 0
        }
        (laps, heartRate, segments, strokeStyles) = (try count("swimLap"), try count("swimHeartRate"), try count("swimSegment"), try count("swimStroke"))
        let row = try Row.fetchOne(db, sql: "SELECT strokes, distanceMeters, timeZone FROM swim WHERE id = ?", arguments: [id])
        hasStrokes = (row?["strokes"] as Int?).map { $0 > 0 } ?? false
        hasDistance = (row?["distanceMeters"] as Double?).map { $0 > 0 } ?? false
        knowsTimeZone = (row?["timeZone"] as String?) != nil
    }

    var parts: [Int] { [laps, heartRate, segments, strokeStyles, hasStrokes ? 1 : 0, hasDistance ? 1 : 0, knowsTimeZone ? 1 : 0] }

    /// More of something and less of nothing.
    func gained(over stored: SwimRichness) -> Bool {
        let pairs = zip(parts, stored.parts)
        return pairs.contains { $0 > $1 } && !pairs.contains { $0 < $1 }
    }
}

extension AppDatabase {
    enum SwimImportOutcome { case added, updated, alreadyThere }

    /// Adds an imported swim, or updates the one an earlier import stored when this copy gained data.
    /// Earlier imports that kept copies of it from other apps as swims of their own are merged into it.
    static func saveImportedSwim(_ swim: HealthDraft.Swim, in db: Database) throws -> SwimImportOutcome {
        let start = Timestamp.text(Date(timeIntervalSince1970: swim.start))
        let end = Timestamp.text(Date(timeIntervalSince1970: max(swim.end, swim.start + swim.durationSeconds)))
        // Stored swims this one is a copy of (the rule of `mergeCopies`), or that began the same instant.
        let stored = try Row.fetchAll(db, sql: """
            SELECT id, startedAt, endedAt FROM swim
            WHERE source = 'apple-health' AND (startedAt = ? OR (startedAt < ? AND coalesce(endedAt, startedAt) > ?)) ORDER BY id
            """, arguments: [start, end, start]).compactMap { row -> Int64? in
            let (from, to) = (Timestamp.date(row["startedAt"])?.timeIntervalSince1970, Timestamp.date(row["endedAt"])?.timeIntervalSince1970)
            guard let from, from != swim.start else { return row["id"] }
            var other = swim
            (other.start, other.end) = (from, to ?? from)
            return HealthDraft.areCopies(other, swim) ? row["id"] : nil
        }
        guard !stored.isEmpty else {
            try insertImportedSwim(swim, start: start, end: end, in: db)
            return .added
        }
        let richness = try stored.map { try SwimRichness(storedSwim: $0, in: db) }
        let target = stored.indices.max { richness[$0].parts.lexicographicallyPrecedes(richness[$1].parts) }!
        for (index, id) in stored.enumerated() where index != target {
            try db.execute(sql: "DELETE FROM swim WHERE id = ?", arguments: [id])
        }
        guard SwimRichness(swim).gained(over: richness[target]) else { return stored.count > 1 ? .updated : .alreadyThere }
        try db.execute(sql: "DELETE FROM swim WHERE id = ?", arguments: [stored[target]])
        try insertImportedSwim(swim, start: start, end: end, id: stored[target], in: db)
        return .updated
    }

    private static func insertImportedSwim(_ swim: HealthDraft.Swim, start: String, end: String, id: Int64? = nil, in db: Database) throws {
        let others = swim.otherSources.isEmpty ? nil : String(decoding: try JSONEncoder().encode(swim.otherSources), as: UTF8.self)
        try db.execute(sql: """
            INSERT INTO swim(id, startedAt, endedAt, date, durationSeconds, distanceMeters, activeKcal, location, lapLengthMeters, source, strokes,
                             timeZone, utcOffsetSeconds, poolUnit, otherSources)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'apple-health', ?, ?, ?, ?, ?)
            """, arguments: [id, start, end, swim.day.iso, swim.durationSeconds, swim.distanceMeters ?? 0, swim.activeKcal, swim.location?.rawValue,
                             swim.lapLengthMeters, swim.strokes > 0 ? swim.strokes : nil, swim.timeZone, swim.utcOffset,
                             swim.lapLengthMeters == nil ? nil : swim.poolUnit?.rawValue, others])
        let id = db.lastInsertedRowID
        var laps = BatchedInsert(db, table: "swimLap", columns: ["swimId", "offsetSeconds", "durationSeconds", "strokeStyle", "swolf"])
        for lap in swim.laps { try laps.append([id, lap.offsetSeconds, lap.durationSeconds, lap.strokeStyle?.rawValue, lap.swolf]) }
        try laps.flush()
        for segment in swim.segments {
            try db.execute(sql: "INSERT INTO swimSegment(swimId, offsetSeconds, durationSeconds, swolf) VALUES (?, ?, ?, ?)",
                           arguments: [id, segment.offsetSeconds, segment.durationSeconds, segment.swolf])
        }
        let addStroke = try db.cachedStatement(sql: "INSERT INTO swimStroke(swimId, style, meters) VALUES (?, ?, ?)")
        for (style, meters) in swim.strokeMeters { try addStroke.execute(arguments: [id, style, meters]) }
        var heartRate = BatchedInsert(db, table: "swimHeartRate", columns: ["swimId", "offsetSeconds", "bpm"])
        for sample in swim.heartRate { try heartRate.append([id, sample.offsetSeconds, sample.bpm]) }
        try heartRate.flush()
    }
}
