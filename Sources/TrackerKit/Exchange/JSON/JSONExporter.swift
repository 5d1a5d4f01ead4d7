import Foundation
import GRDB

extension AppDatabase {
    /// Everything, as one document, in a fixed order (so the same data always gives the same bytes).
    /// Numbers are read through the shared rules, as the screens read them, so a file written by an
    /// older version or edited by hand still exports to a document that `import json` restores.
    public func exportDocument() throws -> ExportDocument {
        try read { db in
            let preferences = try Self.fetchPreferences(db)
            let profile = try Self.fetchProfile(db).map {
                ExportDocument.ProfileJSON(
                    name: $0.name, sex: $0.sex?.rawValue, birthDate: $0.birthDate?.iso, heightCm: $0.heightCm,
                    goalWeightKg: $0.goalWeightKg, activityLevel: $0.activityLevel?.rawValue)
            }
            let settings = try Self.exportedSettings(db)
            let exercises = try Self.fetchExercises(db).map { ExportDocument.ExerciseJSON(name: $0.name, howTo: $0.howTo, rating: $0.rating) }
            let (counters, counterNames) = try Self.exportedCounters(db)
            var document = ExportDocument(
                formatVersion: ExportDocument.currentVersion, application: "tracker", profile: profile, settings: settings,
                foods: try Self.exportedFoods(db), days: try Self.exportedDays(db, unit: preferences.weightUnit),
                exercises: exercises, workouts: try Self.exportedWorkouts(db), counters: counters,
                pads: try Self.exportedPads(db, counterNames: counterNames), swims: try Self.exportedSwims(db),
                workoutPrograms: try Self.fetchPrograms(db).map(ExportDocument.WorkoutProgramJSON.init))
            try document.addNamedSyncIds(db)
            return document
        }
    }

    /// Only the diary's own settings (`SettingsCatalog`), as their rules normalise them: never what belongs to this
    /// machine or the app's own state, and never a value its rule refuses (the default then applies on both sides).
    private static func exportedSettings(_ db: Database) throws -> [String: String] {
        var settings: [String: String] = [:]
        for row in try ExportRows.settings(db) {
            let key: String = try row.decode(forColumn: "key")
            guard let definition = SettingsCatalog.definition(key), let stored = try? row.decode(forColumn: "value") as String else { continue }
            // A value outside its rule is written as stored: the restorable pass then leaves it out and names it.
            if case .success(let normalized) = definition.normalize(stored) { settings[key] = normalized } else { settings[key] = stored }
        }
        return settings
    }

    private static func exportedFoods(_ db: Database) throws -> [ExportDocument.FoodJSON] {
        try ExportRows.foods(db).map {
            ExportDocument.FoodJSON(
                name: try $0.decode(forColumn: "name"),
                kcalPerServing: ValueRules.kcal.clamped(try $0.decode(forColumn: "kcalPerServing")),
                serving: try $0.decode(forColumn: "serving"), archived: Self.isArchived($0))
        }
    }

    private static func exportedDays(_ db: Database, unit: WeightUnit) throws -> [ExportDocument.DayJSON] {
        var entriesByDay: [String: [ExportDocument.EntryJSON]] = [:]
        for row in try ExportRows.foodEntries(db) {
            entriesByDay[try row.decode(forColumn: "date"), default: []].append(try exportedEntry(row))
        }
        return try ExportRows.days(db).map { row in
            let kg = ValueRules.weightKg.kept(try row.decode(forColumn: "weightKg"))
            let date: String = try row.decode(forColumn: "date")
            return ExportDocument.DayJSON(
                date: date, weightKg: kg, weight: kg.map { (unit.value(fromKilograms: $0) * 10).rounded() / 10 },
                weightUnit: kg == nil ? nil : unit.rawValue, memo: try row.decode(forColumn: "memo"),
                entries: entriesByDay[date] ?? [])
        }
    }

    /// Every entry with its calories; a food entry also with the calories per serving and serving it was logged with.
    private static func exportedEntry(_ row: Row) throws -> ExportDocument.EntryJSON {
        let food: String? = try row.decode(forColumn: "food")
        let servings = ValueRules.servings.clamped(try row.decode(forColumn: "servings"))
        let label: String? = try row.decode(forColumn: "label"), source: String? = try row.decode(forColumn: "source")
        let syncId = SyncIdentityRules.exported(try row.decode(forColumn: "syncId"))
        guard food != nil else {
            return ExportDocument.EntryJSON(
                food: nil, label: label, servings: servings, kcal: ValueRules.kcal.clamped(try row.decode(forColumn: "kcal") ?? 0), source: source,
                syncId: syncId)
        }
        let perServing = ValueRules.kcal.clamped(try row.decode(forColumn: "kcalPerServing"))
        let serving = ServingType(rawValue: try row.decode(forColumn: "serving") ?? "") ?? .serving
        return ExportDocument.EntryJSON(
            food: food, label: label, servings: servings, kcal: servings * perServing, source: source,
            kcalPerServing: perServing, serving: serving.rawValue, syncId: syncId)
    }

    private static func exportedWorkouts(_ db: Database) throws -> [ExportDocument.WorkoutJSON] {
        var ids: [String: [String]] = [:]
        for row in try ExportRows.workoutSyncIds(db) {
            guard let id = SyncIdentityRules.exported(try row.decode(forColumn: "syncId")) else { continue }
            let date: String = try row.decode(forColumn: "date"), exercise: String = try row.decode(forColumn: "exercise")
            ids[date + "\n" + exercise, default: []].append(id)
        }
        return try ExportRows.workoutCounts(db).map {
            var workout = ExportDocument.WorkoutJSON(
                date: try $0.decode(forColumn: "date"), exercise: try $0.decode(forColumn: "exercise"), count: try $0.decode(forColumn: "n"))
            workout.syncIds = ids[workout.date + "\n" + workout.exercise]
            return workout
        }
    }

    /// The counters with their change logs, and each counter's name by id (pads name their counters).
    private static func exportedCounters(_ db: Database) throws -> ([ExportDocument.CounterJSON], [Int64: String]) {
        var changes: [Int64: [ExportDocument.ChangeJSON]] = [:]
        for row in try ExportRows.counterChanges(db) {
            changes[try row.decode(forColumn: "counterId"), default: []].append(
                ExportDocument.ChangeJSON(
                    at: try row.decode(forColumn: "at"), date: try row.decode(forColumn: "date"), delta: try row.decode(forColumn: "delta"),
                    countAfter: try row.decode(forColumn: "countAfter"), kind: try row.decode(forColumn: "kind"),
                    syncId: SyncIdentityRules.exported(try row.decode(forColumn: "syncId"))))
        }
        var names: [Int64: String] = [:]
        let counters = try ExportRows.counters(db).map { row -> ExportDocument.CounterJSON in
            let id: Int64 = try row.decode(forColumn: "id")
            let name: String = try row.decode(forColumn: "name")
            names[id] = name
            return ExportDocument.CounterJSON(
                name: name, count: try row.decode(forColumn: "count"), start: try row.decode(forColumn: "start"),
                step: try row.decode(forColumn: "step"), createdAt: try row.decode(forColumn: "createdAt"),
                pinned: try row.decode(forColumn: "pinned"),
                goal: AppDatabase.allowedGoal(
                    try row.decode(forColumn: "goal"), step: try row.decode(forColumn: "step"),
                    start: try row.decode(forColumn: "restartAt") ?? row.decode(forColumn: "start")),
                resetPeriod: try row.decode(forColumn: "resetPeriod"), periodStart: try row.decode(forColumn: "periodStart"),
                restartAt: try row.decode(forColumn: "restartAt"), changes: changes[id] ?? []
            ).restorable()
        }
        return (counters, names)
    }

    private static func exportedPads(_ db: Database, counterNames: [Int64: String]) throws -> [ExportDocument.PadJSON] {
        try ExportRows.pads(db).map { row in
            var keys: [String: String] = [:]
            for key in try ExportRows.padKeys(padId: try row.decode(forColumn: "id"), db) {
                keys[try key.decode(forColumn: "key")] = counterNames[try key.decode(forColumn: "counterId")]
            }
            return ExportDocument.PadJSON(
                name: try row.decode(forColumn: "name"), target: Self.positive(try row.decode(forColumn: "target")), keys: keys,
                sessions: try Self.exportedPadSessions(padId: try row.decode(forColumn: "id"), db))
        }
    }

    private static func exportedSwims(_ db: Database) throws -> [ExportDocument.SwimJSON] {
        var laps: [Int64: [ExportDocument.LapJSON]] = [:], strokes: [Int64: [String: Double]] = [:], heart: [Int64: [[Double]]] = [:]
        for row in try ExportRows.swimLaps(db) {
            let style: Int? = try row.decode(forColumn: "strokeStyle")
            laps[try row.decode(forColumn: "swimId"), default: []].append(
                ExportDocument.LapJSON(
                    offsetSeconds: ValueRules.offsetSeconds.clamped(try row.decode(forColumn: "offsetSeconds")),
                    durationSeconds: ValueRules.lapSeconds.clamped(try row.decode(forColumn: "durationSeconds")),
                    strokeStyle: style.flatMap { StrokeStyle(rawValue: $0) == nil ? nil : $0 }, swolf: ValueRules.swolf.kept(try row.decode(forColumn: "swolf"))
                ))
        }
        for row in try ExportRows.swimStrokes(db) {
            let style: Int = try row.decode(forColumn: "style")
            guard StrokeStyle(rawValue: style) != nil else { continue }
            strokes[try row.decode(forColumn: "swimId"), default: [:]][String(style)] = ValueRules.swimMeters.clamped(try row.decode(forColumn: "meters"))
        }
        for row in try ExportRows.swimHeartRates(db) {
            guard let offset = ValueRules.offsetSeconds.kept(try row.decode(forColumn: "offsetSeconds")),
                let bpm = ValueRules.heartRateBpm.kept(try row.decode(forColumn: "bpm"))
            else { continue }
            heart[try row.decode(forColumn: "swimId"), default: []].append([offset, bpm])
        }
        return try ExportRows.swims(db).compactMap { row in
            let id: Int64 = try row.decode(forColumn: "id")
            guard let swim = try Self.swim(from: row) else { return nil }
            var exported = ExportDocument.SwimJSON(
                startedAt: try row.decode(forColumn: "startedAt"), date: swim.date.iso, durationSeconds: swim.durationSeconds,
                distanceMeters: swim.distanceMeters, activeKcal: swim.activeKcal, location: swim.location?.rawValue,
                lapLengthMeters: swim.lapLengthMeters, source: swim.source.rawValue, strokes: swim.strokes,
                laps: laps[id] ?? [], metersByStroke: strokes[id] ?? [:], heartRate: heart[id] ?? [],
                endedAt: try row.decode(forColumn: "endedAt"), timeZone: swim.timeZone, utcOffsetSeconds: swim.utcOffsetSeconds,
                poolUnit: swim.lapLengthMeters == nil ? nil : swim.poolUnit.rawValue,
                otherSources: swim.otherSources.isEmpty ? nil : swim.otherSources,
                segments: try Self.exportedSegments(of: id, in: db), watchHeartRateAverage: swim.watchHeartRate?.average,
                watchHeartRateMinimum: swim.watchHeartRate?.minimum, watchHeartRateMaximum: swim.watchHeartRate?.maximum,
                recordedBy: swim.recordedBy, sourceApp: swim.sourceApp, pausedSeconds: swim.pausedSeconds > 0 ? swim.pausedSeconds : nil)
            exported.syncId = SyncIdentityRules.exported(try row.decode(forColumn: "syncId"))
            return exported
        }
    }

    private static func exportedSegments(of swim: Int64, in db: Database) throws -> [ExportDocument.SegmentJSON]? {
        let segments = try ExportRows.swimSegments(of: swim, db).map {
            ExportDocument.SegmentJSON(
                offsetSeconds: ValueRules.offsetSeconds.clamped(try $0.decode(forColumn: "offsetSeconds")),
                durationSeconds: ValueRules.lapSeconds.clamped(try $0.decode(forColumn: "durationSeconds")),
                swolf: ValueRules.swolf.kept(try $0.decode(forColumn: "swolf")))
        }
        return segments.isEmpty ? nil : segments
    }
}
