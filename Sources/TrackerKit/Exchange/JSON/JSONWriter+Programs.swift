import Foundation

/// Swims, interval programs and a pad's finished counts; a merge adds only those not there yet.
extension Writer {
    func swim(_ swim: ExportDocument.SwimJSON, at index: Int) throws {
        position.path = "swims[\(index)]"
        guard try !RestoreRows.hasSwim(startedAt: swim.startedAt, source: swim.source, in: db) else { return }
        if try knows(swim.syncId, table: "swim", kind: "swims") { return }
        var row = RestoredSwim(
            startedAt: swim.startedAt, date: swim.date, durationSeconds: swim.durationSeconds, distanceMeters: swim.distanceMeters, source: swim.source)
        row.activeKcal = swim.activeKcal
        row.location = swim.location
        row.lapLengthMeters = swim.lapLengthMeters
        row.strokes = swim.strokes
        row.endedAt = swim.endedAt
        row.timeZone = swim.timeZone
        row.utcOffsetSeconds = swim.utcOffsetSeconds
        row.poolUnit = swim.poolUnit
        row.otherSources = swim.otherSources
        row.watchHeartRateAverage = swim.watchHeartRateAverage
        row.watchHeartRateMinimum = swim.watchHeartRateMinimum
        row.watchHeartRateMaximum = swim.watchHeartRateMaximum
        row.recordedBy = swim.recordedBy
        row.sourceApp = swim.sourceApp
        row.pausedSeconds = swim.pausedSeconds
        let id = try RestoreRows.addSwim(row, in: db)
        try assign(swim.syncId, table: "swim", row: id)
        for lap in swim.laps {
            try RestoreRows.addSwimLap(
                swimId: id, offsetSeconds: lap.offsetSeconds, durationSeconds: lap.durationSeconds, strokeStyle: lap.strokeStyle, swolf: lap.swolf, in: db)
        }
        // The validator let through only keys that are stroke numbers.
        for (style, meters) in swim.metersByStroke { try RestoreRows.addSwimStroke(swimId: id, style: Int(style) ?? 0, meters: meters, in: db) }
        for sample in swim.heartRate { try RestoreRows.addSwimHeartRate(swimId: id, offsetSeconds: sample[0], bpm: sample[1], in: db) }
        for segment in swim.segments ?? [] {
            try RestoreRows.addSwimSegment(
                swimId: id, offsetSeconds: segment.offsetSeconds, durationSeconds: segment.durationSeconds, swolf: segment.swolf, in: db)
        }
        count("swims")
    }

    func program(_ program: ExportDocument.WorkoutProgramJSON, at index: Int) throws {
        position.path = "workoutPrograms[\(index)]"
        let checked = try WorkoutProgramRules.checked(program.program)
        guard try !RestoreRows.hasProgram(named: checked.name, in: db) else { return }
        let newExercises = try RestoreRows.addProgram(checked, in: db)
        try assignNamed(program.syncId, table: "workoutProgram", row: try RestoreRows.namedRowId("workoutProgram", name: checked.name, in: db))
        if newExercises > 0 { count("exercises", newExercises) }
        count("workout programs")
    }

    /// A restored count keeps no restart changes: they were this database's ids, not the file's.
    func padSessions(_ pad: ExportDocument.PadJSON, at index: Int) throws {
        guard let sessions = pad.sessions, !sessions.isEmpty, let padId = try RestoreRows.padId(named: pad.name, in: db) else { return }
        for (sessionIndex, session) in sessions.enumerated() {
            position.path = "pads[\(index)].sessions[\(sessionIndex)]"
            guard try !RestoreRows.hasPadSession(padId: padId, finishedAt: session.finishedAt, in: db) else { continue }
            if try knows(session.syncId, table: "padSession", kind: "pad sessions") { continue }
            let cells = session.cells.compactMap { cell in cell.key.first.map { PadSession.Cell(key: $0, name: cell.counter, count: cell.count) } }
            let row = try RestoreRows.addPadSession(padId: padId, finishedAt: session.finishedAt, target: session.target, cells: cells, in: db)
            try assign(session.syncId, table: "padSession", row: row)
            count("pad sessions")
        }
    }
}
