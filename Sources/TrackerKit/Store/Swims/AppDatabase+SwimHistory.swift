import GRDB

/// Every swim with what is measured over all of them (personal bests).
extension AppDatabase {
    public func swimDetails(from start: LocalDate? = nil, to end: LocalDate? = nil) throws -> [SwimDetail] {
        try swims(from: start, to: end).compactMap { try swimDetail(id: $0.id) }
    }

    /// In one read, laps and sets only (bests need no heart rate): ten years of swims read in a blink.
    public func swimBests() throws -> SwimBests {
        try read { db in
            let swims = try Row.fetchAll(db, sql: "SELECT * FROM swim ORDER BY date, startedAt").compactMap(Self.swim(from:))
            var laps: [Int64: [SwimLap]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM swimLap ORDER BY swimId, offsetSeconds") {
                laps[try row.decode(forColumn: "swimId"), default: []].append(try Self.lap(from: row))
            }
            let details = try swims.map { swim in
                SwimDetail(swim: swim, laps: laps[swim.id] ?? [], heartRate: [], metersByStroke: [:], segments: try Self.segments(ofSwim: swim, in: db))
            }
            return SwimBests(details, segments: \.segmentOffsets)
        }
    }
}
