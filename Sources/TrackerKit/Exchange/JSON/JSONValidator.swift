import Foundation

/// Checks what a JSON export says before anything is written: every problem names its JSON path.
struct Validator {
    let today: LocalDate

    func fail(_ path: String, _ message: String) -> JSONImportError { JSONImportError(path: path, message: message) }

    private func date(_ text: String, _ path: String, notAfterToday: Bool = true) throws -> LocalDate {
        guard let day = LocalDate(iso: text) else { throw fail(path, "“\(text.prefix(40))” is not a date (YYYY-MM-DD)") }
        if notAfterToday && day > ImportedDate.latest(today: today) { throw fail(path, ImportedDate.futureMessage(day)) }
        if day < Input.earliestDate { throw fail(path, "\(day.iso) is before 1900") }
        return day
    }

    private func text(_ value: String, _ path: String, max: Int, allowEmpty: Bool = false) throws {
        if !allowEmpty && value.trimmingCharacters(in: .whitespaces).isEmpty { throw fail(path, "must not be empty") }
        if value.count > max { throw fail(path, "too long (\(value.count) characters; at most \(max))") }
    }

    func number(_ value: Double?, _ path: String, _ range: ValueRange) throws {
        guard let value else { return }
        guard range.contains(value) else { throw fail(path, "\(value) is out of range (\(range.text))") }
    }

    /// The same name rules as the forms and the command line (one line, no control or
    /// direction-override characters, the kind's length).
    func name(_ value: String, _ path: String, _ kind: NameKind) throws {
        if case .failure(let error) = Input.name(value, kind) { throw fail(path, error.message) }
    }

    private func multiline(_ value: String, _ path: String, max: Int) throws {
        if let problem = Input.hiddenCharacterProblem(value, allowLineBreaks: true) { throw fail(path, "cannot contain \(problem)") }
        try text(value, path, max: max, allowEmpty: true)
    }

    /// A whole document, record by record, as the import streams it (`ExportStream`).
    func check(_ d: ExportDocument) throws {
        try checkSettings(d.settings, formatVersion: d.formatVersion)
        try checkProfile(d.profile)
        var seen = SeenRecords()
        for (i, food) in d.foods.enumerated() { try checkFood(food, i, &seen) }
        for (i, day) in d.days.enumerated() { try checkDay(day, i, &seen) }
        for (i, exercise) in d.exercises.enumerated() { try checkExercise(exercise, i, &seen) }
        for (i, workout) in d.workouts.enumerated() { try checkWorkout(workout, i, &seen) }
        for (i, counter) in d.counters.enumerated() { try checkCounter(counter, i, &seen) }
        for (i, pad) in d.pads.enumerated() { try checkPad(pad, i, &seen) }
        for (i, swim) in d.swims.enumerated() { try checkSwim(swim, i, &seen) }
        for (i, program) in (d.workoutPrograms ?? []).enumerated() { try checkProgram(program, i, &seen) }
    }

    /// Only the diary's settings, through their rules; unknown keys refused with their path (`ImportedSettings`).
    func checkSettings(_ settings: [String: String], formatVersion: Int) throws {
        // Only what is restored is held to a length: an older export's hook (up to 500 characters) is left out, not refused.
        for (key, value) in settings where SettingsCatalog.definition(key) != nil { try text(value, "settings.\(key)", max: 200, allowEmpty: true) }
        _ = try ImportedSettings.sort(settings, formatVersion: formatVersion)
    }

    func checkProfile(_ profile: ExportDocument.ProfileJSON?) throws {
        if let p = profile {
            if let name = p.name { try self.name(name, "profile.name", .person) }
            if let sex = p.sex, Sex(rawValue: sex) == nil { throw fail("profile.sex", "is female or male") }
            if let birth = p.birthDate { _ = try date(birth, "profile.birthDate") }
            try number(p.heightCm, "profile.heightCm", ValueRules.heightCm)
            try number(p.goalWeightKg, "profile.goalWeightKg", ValueRules.goalWeightKg)
            if let level = p.activityLevel, ActivityLevel(rawValue: level) == nil {
                throw fail("profile.activityLevel", "is sedentary, light, moderate or vigorous")
            }
        }
    }

    func checkFood(_ food: ExportDocument.FoodJSON, _ i: Int, _ seen: inout SeenRecords) throws {
        try name(food.name, "foods[\(i)].name", .food)
        try seen.foods.add(food.name, at: i, path: "foods[\(i)].name")
        try number(food.kcalPerServing, "foods[\(i)].kcalPerServing", ValueRules.kcal)
        if ServingType(rawValue: food.serving) == nil { throw fail("foods[\(i)].serving", "“\(food.serving)” is not a serving type") }
        try seen.syncId(food.syncId, table: "food", path: "foods[\(i)].syncId", named: true)
    }

    func checkDay(_ day: ExportDocument.DayJSON, _ i: Int, _ seen: inout SeenRecords) throws {
        _ = try date(day.date, "days[\(i)].date")
        if !seen.days.insert(day.date).inserted { throw fail("days[\(i)].date", "\(day.date) appears twice") }
        try number(day.weightKg, "days[\(i)].weightKg", ValueRules.weightKg)
        if let memo = day.memo { try multiline(memo, "days[\(i)].memo", max: ValueRules.memoLength) }
        for (j, entry) in day.entries.enumerated() {
            let path = "days[\(i)].entries[\(j)]"
            try number(entry.servings, "\(path).servings", ValueRules.servings)
            if let label = entry.label, !label.trimmingCharacters(in: .whitespaces).isEmpty { try name(label, "\(path).label", .entryLabel) }
            try checkEntryEnergy(entry, path, foodNames: seen.foods)
            try seen.syncId(entry.syncId, table: "foodEntry", path: "\(path).syncId")
        }
    }

    /// A food entry's calories as logged (optional: format 1 files take the food's), consistent with its
    /// servings; a quick-add's own calories.
    private func checkEntryEnergy(_ entry: ExportDocument.EntryJSON, _ path: String, foodNames: DocumentNames) throws {
        guard let food = entry.food else {
            guard entry.kcal != nil else { throw fail("\(path).kcal", "a quick-add needs its calories") }
            try number(entry.kcal, "\(path).kcal", ValueRules.kcal)
            if entry.kcalPerServing != nil || entry.serving != nil {
                throw fail("\(path).kcalPerServing", "a quick-add has no food: leave kcalPerServing and serving out")
            }
            return
        }
        guard foodNames.contains(food) else { throw fail("\(path).food", "“\(food.prefix(60))” is not in foods") }
        if let serving = entry.serving, ServingType(rawValue: serving) == nil { throw fail("\(path).serving", "“\(serving.prefix(20))” is not a serving type") }
        try number(entry.kcalPerServing, "\(path).kcalPerServing", ValueRules.kcal)
        if let kcal = entry.kcal {
            let perServing = kcal / entry.servings
            guard ValueRules.kcal.contains(perServing) else {
                throw fail("\(path).kcal", "\(kcal) kcal for \(entry.servings) servings is out of range per serving (\(ValueRules.kcal.text))")
            }
            if let stated = entry.kcalPerServing, abs(stated * entry.servings - kcal) > 0.01 * max(1, kcal) {
                throw fail("\(path).kcal", "\(kcal) is not servings × kcalPerServing (\(entry.servings) × \(stated))")
            }
        }
    }

    func checkExercise(_ exercise: ExportDocument.ExerciseJSON, _ i: Int, _ seen: inout SeenRecords) throws {
        try name(exercise.name, "exercises[\(i)].name", .exercise)
        try seen.exercises.add(exercise.name, at: i, path: "exercises[\(i)].name")
        try multiline(exercise.howTo, "exercises[\(i)].howTo", max: 200)
        guard (0...5).contains(exercise.rating) else { throw fail("exercises[\(i)].rating", "is 0 to 5") }
        try seen.syncId(exercise.syncId, table: "exercise", path: "exercises[\(i)].syncId", named: true)
    }

    func checkWorkout(_ workout: ExportDocument.WorkoutJSON, _ i: Int, _ seen: inout SeenRecords) throws {
        _ = try date(workout.date, "workouts[\(i)].date")
        try name(workout.exercise, "workouts[\(i)].exercise", .exercise)
        guard (1...1000).contains(workout.count) else { throw fail("workouts[\(i)].count", "is 1 to 1000") }
        let ids = workout.syncIds ?? []
        guard ids.count <= workout.count else { throw fail("workouts[\(i)].syncIds", "has \(ids.count) identities for \(workout.count) times done") }
        for (j, id) in ids.enumerated() { try seen.syncId(id, table: "workoutLog", path: "workouts[\(i)].syncIds[\(j)]") }
    }

    func checkCounter(_ counter: ExportDocument.CounterJSON, _ i: Int, _ seen: inout SeenRecords) throws {
        let path = "counters[\(i)]"
        try name(counter.name, "\(path).name", .counter)
        try seen.counters.add(counter.name, at: i, path: "\(path).name")
        guard counter.step != 0 else { throw fail("\(path).step", "cannot be 0") }
        try seen.syncId(counter.syncId, table: "counter", path: "\(path).syncId", named: true)
        guard Timestamp.date(counter.createdAt) != nil else { throw fail("\(path).createdAt", "is not a time like 2026-11-21T12:00:00.000Z") }
        if let goal = counter.goal, !CounterGoalRules.allows(goal, step: counter.step, start: counter.restartAt ?? counter.start) {
            throw fail("\(path).goal", "must be more than 0, or below start when counting down")
        }
        if let period = counter.resetPeriod, ResetPeriod(rawValue: period) == nil { throw fail("\(path).resetPeriod", "is daily or weekly") }
        if let start = counter.periodStart { _ = try date(start, "\(path).periodStart") }
        var total = counter.start
        for (j, change) in counter.changes.enumerated() {
            guard Timestamp.date(change.at) != nil else { throw fail("\(path).changes[\(j)].at", "is not a time like 2026-11-21T12:00:00.000Z") }
            _ = try date(change.date, "\(path).changes[\(j)].date")
            guard CounterChange.Kind(rawValue: change.kind) != nil else { throw fail("\(path).changes[\(j)].kind", "is tap, add, set or reset") }
            try seen.syncId(change.syncId, table: "counterChange", path: "\(path).changes[\(j)].syncId")
            total = total &+ change.delta
        }
        guard total == counter.count else { throw fail("\(path).count", "is \(counter.count), but start plus the changes make \(total)") }
    }

    func checkPad(_ pad: ExportDocument.PadJSON, _ i: Int, _ seen: inout SeenRecords) throws {
        try name(pad.name, "pads[\(i)].name", .pad)
        try seen.pads.add(pad.name, at: i, path: "pads[\(i)].name")
        if let target = pad.target, target <= 0 { throw fail("pads[\(i)].target", "must be more than 0") }
        try seen.syncId(pad.syncId, table: "pad", path: "pads[\(i)].syncId", named: true)
        for (key, counter) in pad.keys {
            guard key.count == 1, CounterPad.keyOrder.contains(Character(key)) else { throw fail("pads[\(i)].keys.\(key)", "is not a pad key") }
            guard seen.counters.contains(counter) else { throw fail("pads[\(i)].keys.\(key)", "“\(counter.prefix(60))” is not in counters") }
        }
        for (j, session) in (pad.sessions ?? []).enumerated() {
            try checkPadSession(session, "pads[\(i)].sessions[\(j)]")
            try seen.syncId(session.syncId, table: "padSession", path: "pads[\(i)].sessions[\(j)].syncId")
        }
    }

    func checkSwim(_ swim: ExportDocument.SwimJSON, _ i: Int, _ seen: inout SeenRecords) throws {
        let path = "swims[\(i)]"
        guard let start = Timestamp.date(swim.startedAt) else { throw fail("\(path).startedAt", "is not a time like 2026-11-21T12:00:00.000Z") }
        if !seen.swimStarts.insert(swim.source + swim.startedAt).inserted { throw fail("\(path).startedAt", "appears twice") }
        try seen.syncId(swim.syncId, table: "swim", path: "\(path).syncId")
        let day = try date(swim.date, "\(path).date")
        // The date is the local day of the start: never more than a day from it in UTC (zones reach ±14 h).
        guard abs(LocalDate(start, offset: .utc).daysSinceEpoch - day.daysSinceEpoch) <= 1 else {
            throw fail("\(path).startedAt", "\(swim.startedAt) is more than a day from the swim's date \(swim.date)")
        }
        try number(swim.durationSeconds, "\(path).durationSeconds", ValueRules.swimSeconds)
        try number(swim.distanceMeters, "\(path).distanceMeters", ValueRules.swimMeters)
        guard ValueRules.isSwimDistance(swim.distanceMeters) else { throw fail("\(path).distanceMeters", "is 0 (not recorded) or at least 1 m") }
        guard ValueRules.isPlausibleSwim(seconds: swim.durationSeconds, meters: swim.distanceMeters) else {
            throw fail("\(path).distanceMeters", "\(swim.distanceMeters) m in \(swim.durationSeconds) s is faster than anyone swims (over 5 m/s)")
        }
        try number(swim.activeKcal, "\(path).activeKcal", ValueRules.swimKcal)
        try number(swim.lapLengthMeters, "\(path).lapLengthMeters", ValueRules.poolMeters)
        guard Swim.Source(rawValue: swim.source) != nil else { throw fail("\(path).source", "is apple-health or manual") }
        if let location = swim.location, SwimLocation(rawValue: location) == nil { throw fail("\(path).location", "is pool or open water") }
        if let strokes = swim.strokes { try number(Double(strokes), "\(path).strokes", ValueRules.strokes) }
        for (j, sample) in swim.heartRate.enumerated() {
            guard sample.count == 2 else { throw fail("\(path).heartRate[\(j)]", "is [seconds, bpm]") }
            try number(sample[0], "\(path).heartRate[\(j)][0]", ValueRules.offsetSeconds)
            try number(sample[1], "\(path).heartRate[\(j)][1]", ValueRules.heartRateBpm)
        }
        for (j, lap) in swim.laps.enumerated() {
            try number(lap.offsetSeconds, "\(path).laps[\(j)].offsetSeconds", ValueRules.offsetSeconds)
            try number(lap.durationSeconds, "\(path).laps[\(j)].durationSeconds", ValueRules.lapSeconds)
            try number(lap.swolf, "\(path).laps[\(j)].swolf", ValueRules.swolf)
            if let style = lap.strokeStyle, StrokeStyle(rawValue: style) == nil {
                throw fail("\(path).laps[\(j)].strokeStyle", "is not a stroke style (0–6)")
            }
        }
        try checkWhereSwum(swim, path)
        for (key, meters) in swim.metersByStroke {
            guard let style = Int(key), StrokeStyle(rawValue: style) != nil else {
                throw fail("\(path).metersByStroke.\(key)", "is not a stroke style (0–6)")
            }
            try number(meters, "\(path).metersByStroke.\(key)", ValueRules.swimMeters)
        }
    }

    /// Format 2's fields of a swim (issue 15).
    private func checkWhereSwum(_ swim: ExportDocument.SwimJSON, _ path: String) throws {
        if let end = swim.endedAt, Timestamp.date(end) == nil { throw fail("\(path).endedAt", "is not a time like 2026-11-21T12:00:00.000Z") }
        if let zone = swim.timeZone, zone.utf8.count > 64 || TimeZone(identifier: zone) == nil {
            throw fail("\(path).timeZone", "is not a time zone like Europe/Paris")
        }
        if let offset = swim.utcOffsetSeconds, abs(offset) > 14 * 3600 { throw fail("\(path).utcOffsetSeconds", "is not an offset from UTC (−14 h to +14 h)") }
        if let unit = swim.poolUnit, SwimDistanceUnit(rawValue: unit) == nil { throw fail("\(path).poolUnit", "is m or yd") }
        for (j, name) in (swim.otherSources ?? []).enumerated() where name.isEmpty || name.count > 200 {
            throw fail("\(path).otherSources[\(j)]", "is an app's name (1 to 200 characters)")
        }
        for (key, name) in [("recordedBy", swim.recordedBy), ("sourceApp", swim.sourceApp)] {
            if let name, name.isEmpty || name.count > 200 { throw fail("\(path).\(key)", "is a watch's or app's name (1 to 200 characters)") }
        }
        try number(swim.pausedSeconds, "\(path).pausedSeconds", ValueRules.lapSeconds)
        try number(swim.watchHeartRateAverage, "\(path).watchHeartRateAverage", ValueRules.heartRateBpm)
        try number(swim.watchHeartRateMinimum, "\(path).watchHeartRateMinimum", ValueRules.heartRateBpm)
        try number(swim.watchHeartRateMaximum, "\(path).watchHeartRateMaximum", ValueRules.heartRateBpm)
        for (j, segment) in (swim.segments ?? []).enumerated() {
            try number(segment.offsetSeconds, "\(path).segments[\(j)].offsetSeconds", ValueRules.offsetSeconds)
            try number(segment.durationSeconds, "\(path).segments[\(j)].durationSeconds", ValueRules.lapSeconds)
            try number(segment.swolf, "\(path).segments[\(j)].swolf", ValueRules.swolf)
        }
    }
}
