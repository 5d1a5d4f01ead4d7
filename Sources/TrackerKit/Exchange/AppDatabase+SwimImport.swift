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

    init(_ stored: StoredSwimContents) {
        (laps, heartRate, segments, strokeStyles) = (stored.laps, stored.heartRate, stored.segments, stored.strokeStyles)
        hasStrokes = stored.strokes.map { $0 > 0 } ?? false
        hasDistance = stored.distanceMeters.map { $0 > 0 } ?? false
        knowsTimeZone = stored.timeZone != nil
        hasWatchHeartRate = stored.watchHeartRateAverage != nil
        knowsPauses = (stored.pausedSeconds ?? 0) > 0
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

    private var rows: SwimImportRows
    private let options: HealthImportOptions
    private var handLoggedMatched: Set<Int64> = []

    init(_ db: Database, options: HealthImportOptions = HealthImportOptions()) throws {
        rows = try SwimImportRows(db)
        self.options = options
    }

    /// Earlier imports that kept copies of this swim from other apps as swims of their own are merged into it.
    mutating func save(_ swim: HealthDraft.Swim) throws -> Outcome {
        let start = Timestamp.text(Date(timeIntervalSince1970: swim.start))
        let end = Timestamp.text(Date(timeIntervalSince1970: max(swim.end, swim.start + swim.durationSeconds)))
        // Stored swims this one is a copy of (the rule of `mergeCopies`), or that began the same instant.
        let stored = try rows.importedSwims(startingAt: start, before: end).compactMap { row -> Int64? in
            let from = row.startedAt.flatMap(Timestamp.date)?.timeIntervalSince1970
            let to = row.endedAt.flatMap(Timestamp.date)?.timeIntervalSince1970
            guard let from, from != swim.start else { return row.id }
            var other = swim
            (other.start, other.end) = (from, to ?? from)
            return HealthDraft.areCopies(other, swim) ? row.id : nil
        }
        guard !stored.isEmpty else { return try saveNew(swim, start: start, end: end) }
        try flush()  // what is counted and removed below is in the tables, not in a batch
        let richness = try stored.map { SwimRichness(try rows.contents(ofSwim: $0)) }
        let target = stored.indices.max { richness[$0].parts.lexicographicallyPrecedes(richness[$1].parts) }!
        for (index, id) in stored.enumerated() where index != target { try rows.removeSwim(id: id) }
        let gained = SwimRichness(swim).gained(over: richness[target])
        if !gained {
            // A copy that only lacks something (an older export) is not a change; one whose figures differ is.
            guard try SwimFigures(swim) != SwimFigures(storedSwim: stored[target], in: rows) else { return stored.count > 1 ? .updated : .alreadyThere }
            guard options.replace else { return .differs }
        }
        try rows.removeSwim(id: stored[target])
        try insert(swim, start: start, end: end, id: stored[target])
        return gained ? .updated : .replaced
    }

    /// A swim no import stored: added, unless a swim logged by hand that day is the same swim (`SwimIdentity`).
    private mutating func saveNew(_ swim: HealthDraft.Swim, start: String, end: String) throws -> Outcome {
        let handLogged = try rows.handLoggedSwims(on: swim.day)
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
        try rows.removeSwim(id: match.id)
        try insert(swim, start: start, end: end)
        return .handLoggedReplaced(swim.day)
    }

    mutating func flush() throws {
        try rows.flush()
    }

    private mutating func insert(_ swim: HealthDraft.Swim, start: String, end: String, id: Int64? = nil) throws {
        let others = swim.otherSources.isEmpty ? nil : String(decoding: try JSONEncoder().encode(swim.otherSources), as: UTF8.self)
        let id = try rows.add(
            ImportedSwimRow(
                id: id, startedAt: start, endedAt: end, date: swim.day, durationSeconds: swim.durationSeconds, distanceMeters: swim.distanceMeters ?? 0,
                activeKcal: swim.activeKcal, location: swim.location?.rawValue, lapLengthMeters: swim.lapLengthMeters,
                strokes: swim.strokes > 0 ? swim.strokes : nil, timeZone: swim.timeZone, utcOffsetSeconds: swim.utcOffset,
                poolUnit: swim.lapLengthMeters == nil ? nil : swim.poolUnit?.rawValue, otherSources: others, watchHeartRate: swim.watchHeartRate,
                pausedSeconds: swim.pausedSeconds > 0 ? swim.pausedSeconds : nil, sourceApp: Input.appName(swim.sourceName)))
        for lap in swim.laps {
            try rows.addLap(
                swimId: id, offsetSeconds: lap.offsetSeconds, durationSeconds: lap.durationSeconds, strokeStyle: lap.strokeStyle?.rawValue, swolf: lap.swolf)
        }
        for segment in swim.segments {
            try rows.addSegment(swimId: id, offsetSeconds: segment.offsetSeconds, durationSeconds: segment.durationSeconds, swolf: segment.swolf)
        }
        for (style, meters) in swim.strokeMeters { try rows.addStroke(swimId: id, style: style, meters: meters) }
        for sample in swim.heartRate { try rows.addHeartRate(swimId: id, offsetSeconds: sample.offsetSeconds, bpm: sample.bpm) }
    }

    /// Notes the device that recorded the swim just saved (a FIT file is the watch's own).
    func setRecordedBy(_ swim: HealthDraft.Swim) throws {
        try rows.setRecordedBy(swim.sourceName, forSwimStartedAt: Timestamp.text(Date(timeIntervalSince1970: swim.start)))
    }
}
