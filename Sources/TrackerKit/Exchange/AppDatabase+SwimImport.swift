import Foundation
import GRDB

/// How much an imported swim holds, to tell a newer export's copy that gained data (heart rate synced
/// later, laps) from one that brings nothing new or lost something.
struct SwimRichness: Equatable {
    var laps = 0, heartRate = 0, segments = 0, strokeStyles = 0
    var hasStrokes = false, hasDistance = false, knowsTimeZone = false, hasWatchHeartRate = false, knowsPauses = false

    init(_ swim: HealthDraft.Swim) {
        (laps, heartRate, segments, strokeStyles) = (swim.laps.count, swim.heartRate.count, swim.segments.count, swim.strokeMeters.count)
        (hasStrokes, hasDistance, knowsTimeZone) = (swim.strokes > 0, (swim.distanceMeters ?? 0) > 0, swim.timeZone != nil)
        hasWatchHeartRate = swim.watchHeartRate != nil
        knowsPauses = swim.pausedSeconds > 0
    }

    init(storedSwim id: Int64, in db: Database) throws {
        func count(_ table: String) throws -> Int {
            try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM \(table) WHERE swimId = ?"), arguments: [id]) ?? 0
        }
        (laps, heartRate, segments, strokeStyles) = (try count("swimLap"), try count("swimHeartRate"), try count("swimSegment"), try count("swimStroke"))
        let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT strokes, distanceMeters, timeZone, watchHeartRateAverage, pausedSeconds FROM swim WHERE id = ?"), arguments: [id])
        hasStrokes = (row?["strokes"] as Int?).map { $0 > 0 } ?? false
        hasDistance = (row?["distanceMeters"] as Double?).map { $0 > 0 } ?? false
        knowsTimeZone = (row?["timeZone"] as String?) != nil
        hasWatchHeartRate = (row?["watchHeartRateAverage"] as Double?) != nil
        knowsPauses = ((row?["pausedSeconds"] as Double?) ?? 0) > 0
    }

    var parts: [Int] {
        [
            laps, heartRate, segments, strokeStyles, hasStrokes ? 1 : 0, hasDistance ? 1 : 0, knowsTimeZone ? 1 : 0, hasWatchHeartRate ? 1 : 0,
            knowsPauses ? 1 : 0,
        ]
    }

    /// More of something and less of nothing.
    func gained(over stored: SwimRichness) -> Bool {
        let pairs = zip(parts, stored.parts)
        return pairs.contains { $0 > $1 } && !pairs.contains { $0 < $1 }
    }
}

/// Writes an import's swims: adds each, or updates the one an earlier import stored when this copy
/// gained data. Statements are prepared once and child rows go in batches across swims (an import
/// of hundreds of swims would otherwise spend a tenth of its time parsing SQL).
struct ImportedSwimWriter {
    enum Outcome {
        case added, updated, alreadyThere
        /// The stored swim differs from the export's copy and was kept (`replace` takes the export's).
        case differs
        case replaced
        /// A swim logged by hand on that day is this swim: kept (the export's not added), replaced, or kept beside it.
        case handLoggedKept(LocalDate), handLoggedReplaced(LocalDate), addedBesideHandLogged(LocalDate)
    }

    private let db: Database
    private let options: HealthImportOptions
    private var handLoggedMatched: Set<Int64> = []
    private let findStored: Statement, addSwim: Statement, addStroke: Statement, remove: Statement, findHandLogged: Statement
    private var laps: BatchedInsert, segments: BatchedInsert, heartRate: BatchedInsert

    init(_ db: Database, options: HealthImportOptions = HealthImportOptions()) throws {
        self.db = db
        self.options = options
        findHandLogged = try db.cachedStatement(sql: "SELECT * FROM swim WHERE source = 'manual' AND date = ?")
        findStored = try db.cachedStatement(
            sql: """
                SELECT id, startedAt, endedAt FROM swim
                WHERE source = 'apple-health' AND (startedAt = ? OR (startedAt < ? AND coalesce(endedAt, startedAt) > ?)) ORDER BY id
                """)
        addSwim = try db.cachedStatement(
            sql: """
                INSERT INTO swim(id, startedAt, endedAt, date, durationSeconds, distanceMeters, activeKcal, location, lapLengthMeters, source, strokes,
                                 timeZone, utcOffsetSeconds, poolUnit, otherSources, watchHeartRateAverage, watchHeartRateMinimum, watchHeartRateMaximum,
                                 pausedSeconds, sourceApp)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'apple-health', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        addStroke = try db.cachedStatement(sql: "INSERT INTO swimStroke(swimId, style, meters) VALUES (?, ?, ?)")
        remove = try db.cachedStatement(sql: "DELETE FROM swim WHERE id = ?")
        laps = BatchedInsert(db, table: "swimLap", columns: ["swimId", "offsetSeconds", "durationSeconds", "strokeStyle", "swolf"])
        segments = BatchedInsert(db, table: "swimSegment", columns: ["swimId", "offsetSeconds", "durationSeconds", "swolf"])
        heartRate = BatchedInsert(db, table: "swimHeartRate", columns: ["swimId", "offsetSeconds", "bpm"])
    }

    /// Earlier imports that kept copies of this swim from other apps as swims of their own are merged into it.
    mutating func save(_ swim: HealthDraft.Swim) throws -> Outcome {
        let start = Timestamp.text(Date(timeIntervalSince1970: swim.start))
        let end = Timestamp.text(Date(timeIntervalSince1970: max(swim.end, swim.start + swim.durationSeconds)))
        // Stored swims this one is a copy of (the rule of `mergeCopies`), or that began the same instant.
        let stored = try Row.fetchAll(findStored, arguments: [start, end, start]).compactMap { row -> Int64? in
            let (from, to) = (Timestamp.date(row["startedAt"])?.timeIntervalSince1970, Timestamp.date(row["endedAt"])?.timeIntervalSince1970)
            guard let from, from != swim.start else { return row["id"] }
            var other = swim
            (other.start, other.end) = (from, to ?? from)
            return HealthDraft.areCopies(other, swim) ? row["id"] : nil
        }
        guard !stored.isEmpty else { return try saveNew(swim, start: start, end: end) }
        try flush()  // what is counted and removed below is in the tables, not in a batch
        let richness = try stored.map { try SwimRichness(storedSwim: $0, in: db) }
        let target = stored.indices.max { richness[$0].parts.lexicographicallyPrecedes(richness[$1].parts) }!
        for (index, id) in stored.enumerated() where index != target { try remove.execute(arguments: [id]) }
        let gained = SwimRichness(swim).gained(over: richness[target])
        if !gained {
            // A copy that only lacks something (an older export) is not a change; one whose figures differ is.
            guard try SwimFigures(swim) != SwimFigures(storedSwim: stored[target], in: db) else { return stored.count > 1 ? .updated : .alreadyThere }
            guard options.replace else { return .differs }
        }
        try remove.execute(arguments: [stored[target]])
        try insert(swim, start: start, end: end, id: stored[target])
        return gained ? .updated : .replaced
    }

    /// A swim no import stored: added, unless a swim logged by hand that day is the same swim (`SwimIdentity`).
    private mutating func saveNew(_ swim: HealthDraft.Swim, start: String, end: String) throws -> Outcome {
        let handLogged = try Row.fetchAll(findHandLogged, arguments: [swim.day.iso]).compactMap(AppDatabase.swim(from:))
            .filter { !handLoggedMatched.contains($0.id) }
        guard let match = SwimIdentity.handLoggedMatch(handLogged, day: swim.day, seconds: swim.durationSeconds) else {
            try insert(swim, start: start, end: end)
            return .added
        }
        handLoggedMatched.insert(match.id)
        if options.keepBoth {
            try insert(swim, start: start, end: end)
            return .addedBesideHandLogged(swim.day)
        }
        guard options.replace else { return .handLoggedKept(swim.day) }
        try flush()
        try remove.execute(arguments: [match.id])
        try insert(swim, start: start, end: end)
        return .handLoggedReplaced(swim.day)
    }

    mutating func flush() throws {
        try laps.flush()
        try segments.flush()
        try heartRate.flush()
    }

    private mutating func insert(_ swim: HealthDraft.Swim, start: String, end: String, id: Int64? = nil) throws {
        let others = swim.otherSources.isEmpty ? nil : String(decoding: try JSONEncoder().encode(swim.otherSources), as: UTF8.self)
        try addSwim.execute(arguments: [
            id, start, end, swim.day.iso, swim.durationSeconds, swim.distanceMeters ?? 0, swim.activeKcal, swim.location?.rawValue,
            swim.lapLengthMeters, swim.strokes > 0 ? swim.strokes : nil, swim.timeZone, swim.utcOffset,
            swim.lapLengthMeters == nil ? nil : swim.poolUnit?.rawValue, others, swim.watchHeartRate?.average, swim.watchHeartRate?.minimum,
            swim.watchHeartRate?.maximum, swim.pausedSeconds > 0 ? swim.pausedSeconds : nil, Input.appName(swim.sourceName),
        ])
        let id = db.lastInsertedRowID
        for lap in swim.laps { try laps.append([id, lap.offsetSeconds, lap.durationSeconds, lap.strokeStyle?.rawValue, lap.swolf]) }
        for segment in swim.segments { try segments.append([id, segment.offsetSeconds, segment.durationSeconds, segment.swolf]) }
        for (style, meters) in swim.strokeMeters { try addStroke.execute(arguments: [id, style, meters]) }
        for sample in swim.heartRate { try heartRate.append([id, sample.offsetSeconds, sample.bpm]) }
    }
}
