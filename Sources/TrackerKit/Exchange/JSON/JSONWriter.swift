import Foundation
import GRDB

/// Writes a checked export: everything as it is into an empty database (restore), or, into one with
/// data, only what is not there yet (merge). Runs inside the caller's transaction.
struct Writer {
    let db: Database
    let merge: Bool
    /// The JSON path of the record being written, so a refusal by the database names it.
    let position = Position()
    /// What a merge left out because you have your own.
    let kept = MergeKept()

    final class Position { var path = "" }

    func write(_ d: ExportDocument, added: inout [String: Int], warnings: inout [String]) throws {
        position.path = "settings"
        try settings(try ImportedSettings.sort(d.settings, formatVersion: d.formatVersion))
        position.path = "profile"
        try profile(d.profile)
        var foodIds: [String: Int64] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, nameKey FROM food") { foodIds[try row.decode(forColumn: "nameKey")] = try row.decode(forColumn: "id") }
        let addFood = try db.cachedStatement(sql: "INSERT INTO food(name, nameKey, kcalPerServing, serving, archived) VALUES (?, ?, ?, ?, ?)")
        for (index, food) in d.foods.enumerated() where foodIds[NameKey.of(food.name)] == nil {
            position.path = "foods[\(index)]"
            try addFood.execute(arguments: [food.name, NameKey.of(food.name), food.kcalPerServing, food.serving, food.archived ?? false])
            foodIds[NameKey.of(food.name)] = db.lastInsertedRowID
            added["foods", default: 0] += 1
        }
        try days(d.days, foodIds: foodIds, added: &added)
        try exercises(d.exercises, added: &added)
        try workouts(d.workouts, added: &added)
        let counterIds = try counters(d.counters, added: &added, warnings: &warnings)
        try pads(d.pads, counterIds: counterIds, added: &added)
        try swims(d.swims, added: &added)
        try padSessions(d.pads, added: &added)
        try programs(d.workoutPrograms ?? [], added: &added)
    }

    /// A restore fills the diary's settings you have not made; a merge takes none (your settings, defaults included,
    /// are yours) and names the ones the file would have changed. Nothing else in the file's settings is written.
    private func settings(_ settings: ImportedSettings) throws {
        var differing: [String] = []
        for (key, normalized) in settings.diary.sorted(by: { $0.key < $1.key }) {
            if merge {
                let yours = try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
                if (yours ?? SettingsCatalog.definition(key)?.defaultValue) != normalized { differing.append(key) }
                continue
            }
            try db.execute(sql: "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING", arguments: [key, normalized])
            if db.changesCount > 0 { kept.restored(setting: key) }
        }
        kept.settings(differing)
        kept.notRestored(settings.notRestored)
    }

    private func profile(_ p: ExportDocument.ProfileJSON?) throws {
        guard let p else { return }
        var profile = try AppDatabase.fetchProfile(db) ?? Profile()
        profile.name = profile.name ?? p.name
        profile.sex = profile.sex ?? p.sex.flatMap(Sex.init(rawValue:))
        profile.birthDate = profile.birthDate ?? p.birthDate.flatMap(LocalDate.init(iso:))
        profile.heightCm = profile.heightCm ?? p.heightCm
        profile.goalWeightKg = profile.goalWeightKg ?? p.goalWeightKg
        profile.activityLevel = profile.activityLevel ?? p.activityLevel.flatMap(ActivityLevel.init(rawValue:))
        try AppDatabase.storeProfile(profile, in: db)
    }

    /// A day's weight and memo are taken only where you have none; its food entries only when the day has none
    /// (a day whose food you logged is yours: an entry you edited since the export is not added back).
    private func days(_ days: [ExportDocument.DayJSON], foodIds: [String: Int64], added: inout [String: Int]) throws {
        let upsert = try db.cachedStatement(
            sql: """
                INSERT INTO day(date, weightKg, memo) VALUES (?, ?, ?)
                ON CONFLICT(date) DO UPDATE SET weightKg = coalesce(day.weightKg, excluded.weightKg), memo = coalesce(day.memo, excluded.memo)
                """)
        let addEntry = try db.cachedStatement(
            sql: """
                INSERT INTO foodEntry(date, foodId, label, servings, kcal, source, loggedKcalPerServing, loggedServing) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for (index, day) in days.enumerated() {
            position.path = "days[\(index)]"
            let yours = try YourDay.fetch(day.date, in: db)
            if yours == nil { added["days", default: 0] += 1 }
            if let yours { keepYours(yours, against: day) }
            try upsert.execute(arguments: [day.date, day.weightKg, day.memo])
            if let yours, yours.hasEntries {
                kept.entries(try yours.entriesNotMatching(day.entries, foodIds: foodIds, in: db), on: day.date)
                continue
            }
            for (entryIndex, entry) in day.entries.enumerated() {
                position.path = "days[\(index)].entries[\(entryIndex)]"
                let foodId = entry.food.flatMap { foodIds[NameKey.of($0)] }
                // A food entry's calories are stored per serving, as logged (format 1: the food's, by the schema's trigger).
                let quickKcal = entry.food == nil ? entry.kcal : nil
                let perServing = entry.food == nil ? nil : entry.kcalPerServing ?? entry.kcal.map { $0 / entry.servings }
                try addEntry.execute(arguments: [day.date, foodId, entry.label, entry.servings, quickKcal, entry.source, perServing, entry.serving])
                added["food entries", default: 0] += 1
            }
        }
    }

    private func keepYours(_ yours: YourDay, against day: ExportDocument.DayJSON) {
        if let memo = yours.memo, let theirs = day.memo, memo != theirs { kept.memo(on: day.date) }
        if let weight = yours.weightKg, let theirs = day.weightKg, abs(weight - theirs) > 1e-9 { kept.weight(on: day.date) }
    }

    private func exercises(_ exercises: [ExportDocument.ExerciseJSON], added: inout [String: Int]) throws {
        guard !exercises.isEmpty else { return }
        if !merge { try db.execute(sql: "DELETE FROM exercise") }
        var position = (try Int.fetchOne(db, sql: "SELECT max(position) FROM exercise") ?? -1) + 1
        for (index, exercise) in exercises.enumerated() {
            self.position.path = "exercises[\(index)]"
            try db.execute(
                sql: "INSERT OR IGNORE INTO exercise(name, nameKey, howTo, position, rating) VALUES (?, ?, ?, ?, ?)",
                arguments: [exercise.name, NameKey.of(exercise.name), exercise.howTo, position, exercise.rating])
            if db.changesCount > 0 { position += 1; added["exercises", default: 0] += 1 }
        }
    }

    private func workouts(_ workouts: [ExportDocument.WorkoutJSON], added: inout [String: Int]) throws {
        let count = try db.cachedStatement(sql: "SELECT count(*) FROM workoutLog WHERE date = ? AND exercise = ?")
        let insert = try db.cachedStatement(sql: "INSERT INTO workoutLog(date, exercise) VALUES (?, ?)")
        for (index, workout) in workouts.enumerated() {
            position.path = "workouts[\(index)]"
            let have = try Int.fetchOne(count, arguments: [workout.date, workout.exercise]) ?? 0
            for _ in 0..<max(0, workout.count - have) {
                try insert.execute(arguments: [workout.date, workout.exercise])
                added["workouts", default: 0] += 1
            }
        }
    }

    private func counters(_ counters: [ExportDocument.CounterJSON], added: inout [String: Int], warnings: inout [String]) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, nameKey FROM counter") { ids[try row.decode(forColumn: "nameKey")] = try row.decode(forColumn: "id") }
        let addChange = try db.cachedStatement(sql: "INSERT INTO counterChange(counterId, at, date, delta, countAfter, kind) VALUES (?, ?, ?, ?, ?, ?)")
        for (index, counter) in counters.enumerated() {
            position.path = "counters[\(index)]"
            guard ids[NameKey.of(counter.name)] == nil else {
                warnings.append("counter “\(counter.name)” exists: yours is kept as it is")
                continue
            }
            try db.execute(
                sql: """
                    INSERT INTO counter(name, nameKey, count, start, step, createdAt, pinned, goal, resetPeriod, periodStart, restartAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    counter.name, NameKey.of(counter.name), counter.count, counter.start, counter.step, counter.createdAt,
                    counter.pinned, counter.goal, counter.resetPeriod, counter.periodStart, counter.restartAt,
                ])
            let id = db.lastInsertedRowID
            ids[NameKey.of(counter.name)] = id
            for change in counter.changes {
                try addChange.execute(arguments: [id, change.at, change.date, change.delta, change.countAfter, change.kind])
            }
            added["counters", default: 0] += 1
        }
        return ids
    }

    private func pads(_ pads: [ExportDocument.PadJSON], counterIds: [String: Int64], added: inout [String: Int]) throws {
        for (index, pad) in pads.enumerated() {
            position.path = "pads[\(index)]"
            guard try Int.fetchOne(db, sql: "SELECT count(*) FROM pad WHERE nameKey = ?", arguments: [NameKey.of(pad.name)]) == 0 else { continue }
            try db.execute(sql: "INSERT INTO pad(name, nameKey, target) VALUES (?, ?, ?)", arguments: [pad.name, NameKey.of(pad.name), pad.target])
            let padId = db.lastInsertedRowID
            for (key, counter) in pad.keys {
                if let counterId = counterIds[NameKey.of(counter)] {
                    try db.execute(sql: "INSERT INTO padKey(padId, key, counterId) VALUES (?, ?, ?)", arguments: [padId, key, counterId])
                }
            }
            added["pads", default: 0] += 1
        }
    }

    private func swims(_ swims: [ExportDocument.SwimJSON], added: inout [String: Int]) throws {
        let exists = try db.cachedStatement(sql: "SELECT count(*) FROM swim WHERE startedAt = ? AND source = ?")
        let addLap = try db.cachedStatement(sql: "INSERT INTO swimLap(swimId, offsetSeconds, durationSeconds, strokeStyle, swolf) VALUES (?, ?, ?, ?, ?)")
        let addStroke = try db.cachedStatement(sql: "INSERT INTO swimStroke(swimId, style, meters) VALUES (?, ?, ?)")
        let addHeart = try db.cachedStatement(sql: "INSERT INTO swimHeartRate(swimId, offsetSeconds, bpm) VALUES (?, ?, ?)")
        for (index, swim) in swims.enumerated() {
            position.path = "swims[\(index)]"
            guard try Int.fetchOne(exists, arguments: [swim.startedAt, swim.source]) == 0 else { continue }
            try db.execute(
                sql: """
                    INSERT INTO swim(startedAt, date, durationSeconds, distanceMeters, activeKcal, location, lapLengthMeters, source, strokes,
                                     endedAt, timeZone, utcOffsetSeconds, poolUnit, otherSources,
                                     watchHeartRateAverage, watchHeartRateMinimum, watchHeartRateMaximum, recordedBy, sourceApp, pausedSeconds)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    swim.startedAt, swim.date, swim.durationSeconds, swim.distanceMeters, swim.activeKcal, swim.location,
                    swim.lapLengthMeters, swim.source, swim.strokes, swim.endedAt, swim.timeZone, swim.utcOffsetSeconds, swim.poolUnit,
                    try swim.otherSources.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }, swim.watchHeartRateAverage,
                    swim.watchHeartRateMinimum, swim.watchHeartRateMaximum, swim.recordedBy, swim.sourceApp, swim.pausedSeconds,
                ])
            let id = db.lastInsertedRowID
            for lap in swim.laps { try addLap.execute(arguments: [id, lap.offsetSeconds, lap.durationSeconds, lap.strokeStyle, lap.swolf]) }
            for (style, meters) in swim.metersByStroke { try addStroke.execute(arguments: [id, Int(style)!, meters]) }
            for sample in swim.heartRate { try addHeart.execute(arguments: [id, sample[0], sample[1]]) }
            for segment in swim.segments ?? [] {
                try db.execute(
                    sql: "INSERT INTO swimSegment(swimId, offsetSeconds, durationSeconds, swolf) VALUES (?, ?, ?, ?)",
                    arguments: [id, segment.offsetSeconds, segment.durationSeconds, segment.swolf])
            }
            added["swims", default: 0] += 1
        }
    }
}
