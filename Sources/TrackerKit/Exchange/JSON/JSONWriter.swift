import Foundation
import GRDB

/// Writes a checked export one record at a time: everything as it is into an empty database (restore), or,
/// into one with data, only what is not there yet (merge). Runs inside the caller's transaction, so a
/// refusal of any later record takes back every earlier one. It keeps only small indexes (ids by name).
final class Writer {
    let db: Database
    let merge: Bool
    /// The JSON path of the record being written, so a refusal by the database names it.
    let position = Position()
    /// What a merge left out because you have your own.
    let kept = MergeKept()
    private(set) var added: [String: Int] = [:]
    var warnings: [String] = []
    private var foodIds: [String: Int64]
    private var counterIds: [String: Int64]
    private var exercisePosition = 0

    final class Position { var path = "" }

    init(db: Database, merge: Bool) throws {
        self.db = db
        self.merge = merge
        foodIds = try RestoreRows.foodIds(in: db)
        counterIds = try RestoreRows.counterIds(in: db)
    }

    func count(_ kind: String, _ n: Int = 1) { added[kind, default: 0] += n }

    /// Records left out because this diary already knows their sync identity, by kind.
    private(set) var knownIds: [String: Int] = [:]

    /// Whether the record's sync identity is known here already: it is here, was deleted here (a deleted entry stays
    /// deleted, as sync has it), or came in earlier. Such a record is not added again.
    func knows(_ id: String?, table: String, kind: String) throws -> Bool {
        guard let id, try RestoreRows.knowsSyncId(id, table: table, in: db) else { return false }
        knownIds[kind, default: 0] += 1
        return true
    }

    func assign(_ id: String?, table: String, row: Int64) throws {
        if let id { try RestoreRows.assignSyncId(id, table: table, rowId: row, in: db) }
    }

    /// A named record the import added takes its identity unless this diary knows it already (another record of it
    /// here, renamed, or deleted here): then it is known by its name as before.
    func assignNamed(_ id: String?, table: String, row: Int64?) throws {
        guard let id, let row, try !RestoreRows.knowsSyncId(id, table: table, in: db) else { return }
        try RestoreRows.assignSyncId(id, table: table, rowId: row, in: db)
    }

    /// One line per kind for the summary.
    var knownIdLines: [String] {
        knownIds.sorted { $0.key < $1.key }.map {
            "\($0.value) \($0.key) not added: this diary already has them or deleted them (the same records by their sync identity)"
        }
    }

    /// A restore fills the diary's settings you have not made; a merge takes none (your settings, defaults included,
    /// are yours) and names the ones the file would have changed. Nothing else in the file's settings is written.
    func settings(_ settings: ImportedSettings) throws {
        position.path = "settings"
        var differing: [String] = []
        for (key, normalized) in settings.diary.sorted(by: { $0.key < $1.key }) {
            if merge {
                let yours = try RestoreRows.setting(key, in: db)
                if (yours ?? SettingsCatalog.definition(key)?.defaultValue) != normalized { differing.append(key) }
                continue
            }
            if try RestoreRows.addSettingIfMissing(key, normalized, in: db) { kept.restored(setting: key) }
        }
        kept.settings(differing)
        kept.notRestored(settings.notRestored)
    }

    func profile(_ p: ExportDocument.ProfileJSON?) throws {
        position.path = "profile"
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

    func food(_ food: ExportDocument.FoodJSON, at index: Int) throws {
        guard foodIds[NameKey.of(food.name)] == nil else { return }
        position.path = "foods[\(index)]"
        let row = try RestoreRows.addFood(
            name: food.name, kcalPerServing: food.kcalPerServing, serving: food.serving, archived: food.archived ?? false, in: db)
        foodIds[NameKey.of(food.name)] = row
        try assignNamed(food.syncId, table: "food", row: row)
        count("foods")
    }

    /// A day's weight and memo are taken only where you have none; its food entries only when the day has none
    /// (a day whose food you logged is yours: an entry you edited since the export is not added back).
    func day(_ day: ExportDocument.DayJSON, at index: Int) throws {
        position.path = "days[\(index)]"
        let yours = try YourDay.fetch(day.date, in: db)
        if yours == nil { count("days") }
        if let yours { keepYours(yours, against: day) }
        try RestoreRows.fillDay(day.date, weightKg: day.weightKg, memo: day.memo, in: db)
        if let yours, yours.hasEntries {
            kept.entries(try yours.entriesNotMatching(day.entries, foodIds: foodIds, in: db), on: day.date)
            return
        }
        for (entryIndex, entry) in day.entries.enumerated() {
            position.path = "days[\(index)].entries[\(entryIndex)]"
            if try knows(entry.syncId, table: "foodEntry", kind: "food entries") { continue }
            // A food entry's calories are stored per serving, as logged (format 1: the food's, by the schema's trigger).
            let row = try RestoreRows.addEntry(
                on: day.date, foodId: entry.food.flatMap { foodIds[NameKey.of($0)] }, label: entry.label, servings: entry.servings,
                quickKcal: entry.food == nil ? entry.kcal : nil, source: entry.source,
                loggedKcalPerServing: entry.food == nil ? nil : entry.kcalPerServing ?? entry.kcal.map { $0 / entry.servings },
                loggedServing: entry.serving, in: db)
            try assign(entry.syncId, table: "foodEntry", row: row)
            count("food entries")
        }
    }

    private func keepYours(_ yours: YourDay, against day: ExportDocument.DayJSON) {
        if let memo = yours.memo, let theirs = day.memo, memo != theirs { kept.memo(on: day.date) }
        if let weight = yours.weightKg, let theirs = day.weightKg, abs(weight - theirs) > 1e-9 { kept.weight(on: day.date) }
    }

    /// Before the file's first exercise: a restore replaces the starter list; a merge adds after yours.
    func startExercises() throws {
        if !merge { try RestoreRows.removeAllExercises(in: db) }
        exercisePosition = try RestoreRows.nextExercisePosition(in: db)
    }

    func exercise(_ exercise: ExportDocument.ExerciseJSON, at index: Int) throws {
        position.path = "exercises[\(index)]"
        let new = try RestoreRows.addExerciseIfNew(
            name: exercise.name, howTo: exercise.howTo, position: exercisePosition, rating: exercise.rating, in: db)
        if new {
            try assignNamed(exercise.syncId, table: "exercise", row: try RestoreRows.namedRowId("exercise", name: exercise.name, in: db))
            exercisePosition += 1
            count("exercises")
        }
    }

    func workout(_ workout: ExportDocument.WorkoutJSON, at index: Int) throws {
        position.path = "workouts[\(index)]"
        let have = try RestoreRows.workoutCount(on: workout.date, exercise: workout.exercise, in: db)
        // A time done whose identity is known here (there, or deleted there) is not added again; the others take theirs.
        var fresh: [String] = []
        for id in workout.syncIds ?? [] where try !knows(id, table: "workoutLog", kind: "workouts") { fresh.append(id) }
        let known = (workout.syncIds?.count ?? 0) - fresh.count
        for index in 0..<max(0, workout.count - max(have, known)) {
            let row = try RestoreRows.addWorkout(on: workout.date, exercise: workout.exercise, in: db)
            try assign(index < fresh.count ? fresh[index] : nil, table: "workoutLog", row: row)
            count("workouts")
        }
    }

    func counter(_ counter: ExportDocument.CounterJSON, at index: Int) throws {
        position.path = "counters[\(index)]"
        guard counterIds[NameKey.of(counter.name)] == nil else {
            warnings.append("counter “\(counter.name)” exists: yours is kept as it is")
            return
        }
        let id = try RestoreRows.addCounter(
            name: counter.name, count: counter.count, start: counter.start, step: counter.step, createdAt: counter.createdAt,
            pinned: counter.pinned, goal: counter.goal, resetPeriod: counter.resetPeriod, periodStart: counter.periodStart,
            restartAt: counter.restartAt, in: db)
        counterIds[NameKey.of(counter.name)] = id
        try assignNamed(counter.syncId, table: "counter", row: id)
        for change in counter.changes {
            let row = try RestoreRows.addCounterChange(
                counterId: id, at: change.at, date: change.date, delta: change.delta, countAfter: change.countAfter, kind: change.kind, in: db)
            // The counter is restored whole (its count is its changes' sum): a change whose identity is known here (the
            // counter was deleted here with it) comes back as a new one.
            if let syncId = change.syncId, try !RestoreRows.knowsSyncId(syncId, table: "counterChange", in: db) {
                try assign(syncId, table: "counterChange", row: row)
            }
        }
        count("counters")
    }

    /// A pad not there yet, with its keys; then its finished counts not there yet (also to a pad you have).
    func pad(_ pad: ExportDocument.PadJSON, at index: Int) throws {
        position.path = "pads[\(index)]"
        if try RestoreRows.padId(named: pad.name, in: db) == nil {
            let padId = try RestoreRows.addPad(name: pad.name, target: pad.target, in: db)
            try assignNamed(pad.syncId, table: "pad", row: padId)
            for (key, counter) in pad.keys {
                if let counterId = counterIds[NameKey.of(counter)] { try RestoreRows.addPadKey(padId: padId, key: key, counterId: counterId, in: db) }
            }
            count("pads")
        }
        try padSessions(pad, at: index)
    }
}
