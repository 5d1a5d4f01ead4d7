import Foundation
import GRDB

/// An imported swim's own row (`swim` with source `apple-health`), as an import writes it.
struct ImportedSwimRow {
    var id: Int64?
    var startedAt: String
    var endedAt: String
    var date: LocalDate
    var durationSeconds: Double
    var distanceMeters: Double
    var activeKcal: Double?
    var location: String?
    var lapLengthMeters: Double?
    var strokes: Int?
    var timeZone: String?
    var utcOffsetSeconds: Int?
    var poolUnit: String?
    /// The other apps' names as a JSON array, nil when there are none.
    var otherSources: String?
    var watchHeartRate: WatchHeartRate?
    var pausedSeconds: Double?
    var sourceApp: String?
}

/// What a stored imported swim holds besides its own row, to weigh it against a newer copy.
struct StoredSwimContents {
    var laps = 0, heartRate = 0, segments = 0, strokeStyles = 0
    var strokes: Int?
    var distanceMeters: Double?
    var timeZone: String?
    var watchHeartRateAverage: Double?
    var pausedSeconds: Double?
}

/// The reads and writes of an import of swims (Apple Health, FIT), inside the caller's one transaction.
/// Statements are prepared once and child rows go in batches across swims (an import of hundreds of
/// swims would otherwise spend a tenth of its time parsing SQL); call `flush()` before reading child
/// rows back and at the end.
struct SwimImportRows {
    private let db: Database
    private let findStored: Statement, addSwim: Statement, addStroke: Statement, remove: Statement, findHandLogged: Statement
    private var laps: BatchedInsert, segments: BatchedInsert, heartRate: BatchedInsert

    init(_ db: Database) throws {
        self.db = db
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

    /// Imported swims that began at `start`, or began before `end` and had not ended by `start` (stored timestamps), oldest first.
    func importedSwims(startingAt start: String, before end: String) throws -> [(id: Int64, startedAt: String?, endedAt: String?)] {
        try Row.fetchAll(findStored, arguments: [start, end, start]).map { row in
            (row["id"], row["startedAt"] as String?, row["endedAt"] as String?)
        }
    }

    /// The swims logged by hand on a day.
    func handLoggedSwims(on day: LocalDate) throws -> [Swim] {
        try Row.fetchAll(findHandLogged, arguments: [day.iso]).compactMap(AppDatabase.swim(from:))
    }

    /// Adds the swim's row (under `row.id` when given) and returns its id.
    func add(_ row: ImportedSwimRow) throws -> Int64 {
        try addSwim.execute(arguments: [
            row.id, row.startedAt, row.endedAt, row.date.iso, row.durationSeconds, row.distanceMeters, row.activeKcal, row.location,
            row.lapLengthMeters, row.strokes, row.timeZone, row.utcOffsetSeconds, row.poolUnit, row.otherSources, row.watchHeartRate?.average,
            row.watchHeartRate?.minimum, row.watchHeartRate?.maximum, row.pausedSeconds, row.sourceApp,
        ])
        return db.lastInsertedRowID
    }

    func addStroke(swimId: Int64, style: Int, meters: Double) throws {
        try addStroke.execute(arguments: [swimId, style, meters])
    }

    mutating func addLap(swimId: Int64, offsetSeconds: Double, durationSeconds: Double, strokeStyle: Int?, swolf: Double?) throws {
        try laps.append(BatchValue(swimId), BatchValue(offsetSeconds), BatchValue(durationSeconds), BatchValue(strokeStyle), BatchValue(swolf))
    }

    mutating func addSegment(swimId: Int64, offsetSeconds: Double, durationSeconds: Double, swolf: Double?) throws {
        try segments.append(BatchValue(swimId), BatchValue(offsetSeconds), BatchValue(durationSeconds), BatchValue(swolf))
    }

    mutating func addHeartRate(swimId: Int64, offsetSeconds: Double, bpm: Double) throws {
        try heartRate.append(BatchValue(swimId), BatchValue(offsetSeconds), BatchValue(bpm))
    }

    /// Removes a swim with everything it holds (its child rows go by their foreign keys).
    func removeSwim(id: Int64) throws {
        try remove.execute(arguments: [id])
    }

    /// Writes the batched child rows.
    mutating func flush() throws {
        try laps.flush()
        try segments.flush()
        try heartRate.flush()
    }

    /// How many laps, samples, sets and stroke styles a stored swim has, and the figures that say what it knows.
    func contents(ofSwim id: Int64) throws -> StoredSwimContents {
        func count(_ table: String) throws -> Int {
            try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM \(table) WHERE swimId = ?"), arguments: [id]) ?? 0
        }
        var contents = StoredSwimContents()
        (contents.laps, contents.heartRate) = (try count("swimLap"), try count("swimHeartRate"))
        (contents.segments, contents.strokeStyles) = (try count("swimSegment"), try count("swimStroke"))
        let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT strokes, distanceMeters, timeZone, watchHeartRateAverage, pausedSeconds FROM swim WHERE id = ?"), arguments: [id])
        contents.strokes = row?["strokes"]
        contents.distanceMeters = row?["distanceMeters"]
        contents.timeZone = row?["timeZone"]
        contents.watchHeartRateAverage = row?["watchHeartRateAverage"]
        contents.pausedSeconds = row?["pausedSeconds"]
        return contents
    }

    /// A stored swim's figures a user sees (`ImportLookups.swimFigures`).
    func figures(ofSwim id: Int64) throws -> (values: [Double?], texts: [String?]) {
        try ImportLookups.swimFigures(id: id, in: db)
    }

    /// Notes which device recorded the imported swim that began at `startedAt` (a stored timestamp).
    func setRecordedBy(_ device: String, forSwimStartedAt startedAt: String) throws {
        try db.executeCached(sql: "UPDATE swim SET recordedBy = ? WHERE source = 'apple-health' AND startedAt = ?", arguments: [device, startedAt])
    }
}
