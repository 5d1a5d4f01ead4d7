import Foundation
import GRDB

extension AppDatabase {
    static func swim(from row: Row) throws -> Swim? {
        guard let date = LocalDate(iso: try row.decode(forColumn: "date")) else { return nil }
        let seconds = ValueRules.swimSeconds.clamped(try row.decode(forColumn: "durationSeconds"))
        // A stored distance no one could swim in that time reads as the most anyone could.
        let meters = min(ValueRules.storedSwimDistance(try row.decode(forColumn: "distanceMeters")), seconds * ValueRules.swimSpeed.upper)
        let strokes: Int? = try row.decode(forColumn: "strokes")
        var swim = Swim(
            id: try row.decode(forColumn: "id"), startedAt: Timestamp.date(try row.decode(forColumn: "startedAt")) ?? Date(timeIntervalSince1970: 0),
            date: date, durationSeconds: seconds, distanceMeters: meters,
            activeKcal: ValueRules.swimKcal.kept(try row.decode(forColumn: "activeKcal")),
            location: (try row.decode(forColumn: "location") as String?).flatMap(SwimLocation.init(rawValue:)),
            lapLengthMeters: ValueRules.poolMeters.kept(try row.decode(forColumn: "lapLengthMeters")),
            source: Swim.Source(rawValue: try row.decode(forColumn: "source")) ?? .manual,
            strokes: strokes.flatMap { ValueRules.strokes.contains(Double($0)) ? $0 : nil },
            timeZone: try row.decode(forColumn: "timeZone"),
            utcOffsetSeconds: (try row.decode(forColumn: "utcOffsetSeconds") as Int?).flatMap { abs($0) <= 14 * 3600 ? $0 : nil },
            poolUnit: (try row.decode(forColumn: "poolUnit") as String?).flatMap(SwimDistanceUnit.init(rawValue:)) ?? .meters,
            otherSources: Input.appNames(
                (try row.decode(forColumn: "otherSources") as String?).flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []),
            watchHeartRate: try watchHeartRate(from: row),
            recordedBy: (try row.decode(forColumn: "recordedBy") as String?).flatMap(Input.appName))
        swim.pausedSeconds = ValueRules.lapSeconds.kept(try row.decode(forColumn: "pausedSeconds")) ?? 0
        swim.sourceApp = (try row.decode(forColumn: "sourceApp") as String?).flatMap(Input.appName)
        return swim
    }

    private static func watchHeartRate(from row: Row) throws -> WatchHeartRate? {
        guard let average: Double = try row.decode(forColumn: "watchHeartRateAverage") else { return nil }
        return ValueRules.watchHeartRate(
            WatchHeartRate(
                average: average, minimum: try row.decode(forColumn: "watchHeartRateMinimum"), maximum: try row.decode(forColumn: "watchHeartRateMaximum")))
    }

    /// Swims between two days, oldest first.
    public func swims(from start: LocalDate? = nil, to end: LocalDate? = nil) throws -> [Swim] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM swim WHERE date >= ? AND date <= ? ORDER BY date, startedAt",
                arguments: [start?.iso ?? "0000-00-00", end?.iso ?? "9999-99-99"]
            ).compactMap(Self.swim(from:))
        }
    }

    /// The days with at least one swim (for streaks).
    public func swimDays() throws -> [LocalDate] {
        try read { db in try String.fetchAll(db, sql: "SELECT DISTINCT date FROM swim ORDER BY date").compactMap(LocalDate.init(iso:)) }
    }

    public func swimDetail(id: Int64) throws -> SwimDetail? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM swim WHERE id = ?", arguments: [id]), let swim = try Self.swim(from: row) else {
                return nil
            }
            let laps = try Row.fetchAll(db, sql: "SELECT * FROM swimLap WHERE swimId = ? ORDER BY offsetSeconds", arguments: [id]).map(Self.lap(from:))
            let heartRate = try Row.fetchAll(
                db, sql: "SELECT offsetSeconds, bpm FROM swimHeartRate WHERE swimId = ? ORDER BY offsetSeconds",
                arguments: [id]
            ).compactMap { row -> HeartRateSample? in
                guard let offset = ValueRules.offsetSeconds.kept(try row.decode(atIndex: 0)),
                    let bpm = ValueRules.heartRateBpm.kept(try row.decode(atIndex: 1))
                else { return nil }
                return HeartRateSample(offsetSeconds: offset, bpm: bpm)
            }
            var strokes: [StrokeStyle: Double] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT style, meters FROM swimStroke WHERE swimId = ?", arguments: [id]) {
                if let style = StrokeStyle(rawValue: try row.decode(forColumn: "style")) {
                    strokes[style, default: 0] += ValueRules.swimMeters.clamped(try row.decode(forColumn: "meters"))
                }
            }
            return SwimDetail(swim: swim, laps: laps, heartRate: heartRate, metersByStroke: strokes, segments: try Self.segments(ofSwim: swim, in: db))
        }
    }

    /// A swim entered by hand (no watch): date, minutes, meters, optional kcal and pool length.
    @discardableResult
    public func addSwim(
        on date: LocalDate, minutes: Double, meters: Double, kcal: Double? = nil, poolLength: Double? = nil, poolUnit: SwimDistanceUnit = .meters,
        at now: Date
    ) throws -> Swim {
        try Self.checkSwim(minutes: minutes, meters: meters, kcal: kcal, poolLength: poolLength)
        return try write { db in
            try db.execute(
                sql: """
                    INSERT INTO swim(startedAt, date, durationSeconds, distanceMeters, activeKcal, location, lapLengthMeters, poolUnit, source)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'manual')
                    """,
                arguments: [
                    Timestamp.text(Self.manualStart(on: date, now: now)), date.iso, minutes * 60, meters, kcal,
                    poolLength == nil ? nil : SwimLocation.pool.rawValue, poolLength, poolLength == nil ? nil : poolUnit.rawValue,
                ])
            return try Self.swim(from: try Row.fetchOne(db, sql: "SELECT * FROM swim WHERE id = ?", arguments: [db.lastInsertedRowID])!)!
        }
    }

    /// A swim entered by hand has no start time of its own: the day it was swum, at the time of day it
    /// was entered, which keeps several swims of one day in the order they were added.
    static func manualStart(on date: LocalDate, now: Date) -> Date {
        let secondsOfDay = now.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400)
        return Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400 + secondsOfDay)
    }

    public func updateSwim(id: Int64, date: LocalDate, minutes: Double, meters: Double, kcal: Double?, poolLength: Double?) throws {
        try Self.checkSwim(minutes: minutes, meters: meters, kcal: kcal, poolLength: poolLength)
        try write { db in
            try db.execute(
                sql: """
                    UPDATE swim SET date = ?, durationSeconds = ?, distanceMeters = ?, activeKcal = ?, lapLengthMeters = ? WHERE id = ?
                    """, arguments: [date.iso, minutes * 60, meters, kcal, poolLength, id])
            guard db.changesCount == 1 else { throw InputError("That swim no longer exists.") }
        }
    }

    public func deleteSwim(id: Int64) throws {
        try write { db in try db.execute(sql: "DELETE FROM swim WHERE id = ?", arguments: [id]) }
    }

    static func checkSwim(minutes: Double, meters: Double, kcal: Double?, poolLength: Double?) throws {
        _ = try Input.swimMinutes(minutes).get()
        _ = try Input.swimMeters(meters).get()
        _ = try Input.swimSpeed(minutes: minutes, meters: meters).get()
        if let kcal { _ = try Input.swimKcal(kcal).get() }
        if let poolLength { _ = try Input.poolLength(poolLength).get() }
    }
}

extension AppDatabase {
    /// A swim's sets, in order of their start.
    static func segments(ofSwim swim: Swim, in db: Database) throws -> [DateInterval] {
        try Row.fetchAll(
            db, sql: "SELECT offsetSeconds, durationSeconds FROM swimSegment WHERE swimId = ? ORDER BY offsetSeconds",
            arguments: [swim.id]
        ).map {
            let offset = ValueRules.offsetSeconds.clamped(try $0.decode(forColumn: "offsetSeconds"))
            return DateInterval(
                start: swim.startedAt.addingTimeInterval(offset), duration: ValueRules.lapSeconds.clamped(try $0.decode(forColumn: "durationSeconds")))
        }
    }
}

extension AppDatabase {
    static func lap(from row: Row) throws -> SwimLap {
        SwimLap(
            offsetSeconds: ValueRules.offsetSeconds.clamped(try row.decode(forColumn: "offsetSeconds")),
            durationSeconds: ValueRules.lapSeconds.clamped(try row.decode(forColumn: "durationSeconds")),
            strokeStyle: (try row.decode(forColumn: "strokeStyle") as Int?).flatMap(StrokeStyle.init(rawValue:)),
            swolf: ValueRules.swolf.kept(try row.decode(forColumn: "swolf")))
    }
}
