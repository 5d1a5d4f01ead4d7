import Foundation
import GRDB

extension AppDatabase {
    /// Everything, as one document, in a fixed order (so the same data always gives the same bytes).
    public func exportDocument() throws -> ExportDocument {
        try read { db in
            let preferences = try Self.fetchPreferences(db)
            let profile = try Self.fetchProfile(db).map {
                ExportDocument.ProfileJSON(name: $0.name, sex: $0.sex?.rawValue, birthDate: $0.birthDate?.iso, heightCm: $0.heightCm,
                                           goalWeightKg: $0.goalWeightKg, activityLevel: $0.activityLevel?.rawValue)
            }
            var settings: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting") { settings[row["key"]] = row["value"] }
            let foods = try Row.fetchAll(db, sql: "SELECT name, kcalPerServing, serving FROM food ORDER BY nameKey").map {
                ExportDocument.FoodJSON(name: $0["name"], kcalPerServing: $0["kcalPerServing"], serving: $0["serving"])
            }
            var entriesByDay: [String: [ExportDocument.EntryJSON]] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT e.date, f.name AS food, e.label, e.servings, e.kcal, e.source FROM foodEntry e LEFT JOIN food f ON f.id = e.foodId ORDER BY e.id
                """) {
                entriesByDay[row["date"], default: []].append(
                    ExportDocument.EntryJSON(food: row["food"], label: row["label"], servings: row["servings"], kcal: row["kcal"], source: row["source"]))
            }
            let unit = preferences.weightUnit
            let days = try Row.fetchAll(db, sql: "SELECT date, weightKg, memo FROM day ORDER BY date").map { row -> ExportDocument.DayJSON in
                let kg: Double? = row["weightKg"]
                return ExportDocument.DayJSON(date: row["date"], weightKg: kg, weight: kg.map { (unit.value(fromKilograms: $0) * 10).rounded() / 10 },
                                              weightUnit: kg == nil ? nil : unit.rawValue, memo: row["memo"], entries: entriesByDay[row["date"]] ?? [])
            }
            let exercises = try Self.fetchExercises(db).map { ExportDocument.ExerciseJSON(name: $0.name, howTo: $0.howTo, rating: $0.rating) }
            let workouts = try Row.fetchAll(db, sql: "SELECT date, exercise, count(*) AS n FROM workoutLog GROUP BY date, exercise ORDER BY date, exercise").map {
                ExportDocument.WorkoutJSON(date: $0["date"], exercise: $0["exercise"], count: $0["n"])
            }
            var changes: [Int64: [ExportDocument.ChangeJSON]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM counterChange ORDER BY id") {
                changes[row["counterId"], default: []].append(
                    ExportDocument.ChangeJSON(at: row["at"], date: row["date"], delta: row["delta"], countAfter: row["countAfter"], kind: row["kind"]))
            }
            var counterNames: [Int64: String] = [:]
            let counters = try Row.fetchAll(db, sql: "SELECT * FROM counter ORDER BY createdAt, nameKey").map { row -> ExportDocument.CounterJSON in
                let id: Int64 = row["id"]
                counterNames[id] = row["name"]
                return ExportDocument.CounterJSON(name: row["name"], count: row["count"], start: row["start"], step: row["step"],
                                                  createdAt: row["createdAt"], pinned: row["pinned"], goal: row["goal"],
                                                  resetPeriod: row["resetPeriod"], periodStart: row["periodStart"], changes: changes[id] ?? [])
            }
            let pads = try Row.fetchAll(db, sql: "SELECT * FROM pad ORDER BY nameKey").map { row -> ExportDocument.PadJSON in
                var keys: [String: String] = [:]
                for key in try Row.fetchAll(db, sql: "SELECT key, counterId FROM padKey WHERE padId = ?", arguments: [row["id"] as Int64]) {
                    keys[key["key"]] = counterNames[key["counterId"]]
                }
                return ExportDocument.PadJSON(name: row["name"], target: row["target"], keys: keys)
            }
            var laps: [Int64: [ExportDocument.LapJSON]] = [:], strokes: [Int64: [String: Double]] = [:], heart: [Int64: [[Double]]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM swimLap ORDER BY rowid") {
                laps[row["swimId"], default: []].append(ExportDocument.LapJSON(offsetSeconds: row["offsetSeconds"], durationSeconds: row["durationSeconds"],
                                                                               strokeStyle: row["strokeStyle"], swolf: row["swolf"]))
            }
            for row in try Row.fetchAll(db, sql: "SELECT * FROM swimStroke") { strokes[row["swimId"], default: [:]][String(row["style"] as Int)] = row["meters"] }
            for row in try Row.fetchAll(db, sql: "SELECT swimId, offsetSeconds, bpm FROM swimHeartRate ORDER BY rowid") {
                heart[row["swimId"], default: []].append([row["offsetSeconds"], row["bpm"]])
            }
            let swims = try Row.fetchAll(db, sql: "SELECT * FROM swim ORDER BY startedAt, date, id").map { row -> ExportDocument.SwimJSON in
                let id: Int64 = row["id"]
                return ExportDocument.SwimJSON(startedAt: row["startedAt"], date: row["date"], durationSeconds: row["durationSeconds"],
                                               distanceMeters: row["distanceMeters"], activeKcal: row["activeKcal"], location: row["location"],
                                               lapLengthMeters: row["lapLengthMeters"], source: row["source"], strokes: row["strokes"],
                                               laps: laps[id] ?? [], metersByStroke: strokes[id] ?? [:], heartRate: heart[id] ?? [])
            }
            return ExportDocument(formatVersion: ExportDocument.currentVersion, application: "tracker", profile: profile, settings: settings,
                                  foods: foods, days: days, exercises: exercises, workouts: workouts, counters: counters, pads: pads, swims: swims)
        }
    }
}
