import Foundation

/// Sync is an entry point like a form, the command line or an import: every received field goes through the rule
/// those apply (Rules/, `import json`'s `Validator`) before it is written. A record with a value the rules refuse
/// (a weight of 1e300, 30 February, a memo with escape sequences, a 100,000-character memo) is kept in the
/// records for a newer Tracker, not written, and counted as “Not written here” (`RemoteChanges`, `SyncUnwritten`).
enum SyncReceivedRules {
    /// Whether this Tracker's rules refuse the received record `id` of `table` with `values` (its fields by name).
    static func refuses(_ table: SyncTable, id: String, values: [String: String?]) -> Bool {
        if table.identity == .natural, let keyRule = keys[table.name], !keyRule.allows(SyncValue.text(id)) { return true }
        let rules = fields[table.name] ?? [:]
        for (field, rule) in rules where !rule.allows(values[field] ?? nil) { return true }
        for child in table.children {
            guard let rows = values[child.field] ?? nil else { continue }
            guard let decoded = try? SyncChildRows.decode(rows) else { return true }
            let columnRules = child.columns.map { fields[child.table]?[$0] }
            for row in decoded where zip(columnRules, row).contains(where: { rule, value in rule.map { !$0.allows(value) } ?? false }) {
                return true
            }
        }
        return !SyncRecordRules.holds(table.name, values)
    }

    private static let keys: [String: SyncFieldRule] = ["day": .date]

    private static func names<T: RawRepresentable<String> & CaseIterable>(_ type: T.Type) -> SyncFieldRule {
        .oneOf(Set(T.allCases.map(\.rawValue)))
    }

    private static let anyWhole = SyncFieldRule.whole(Int64.min...Int64.max)
    private static let flag = SyncFieldRule.whole(0...1)

    /// Each table's (and child table's) fields with a rule; the rest are references or the app's own keys.
    private static let fields: [String: [String: SyncFieldRule]] = [
        "profile": [
            "name": .name(.person), "sex": names(Sex.self), "birthDate": .date, "heightCm": .number(ValueRules.heightCm),
            "goalWeightKg": .number(ValueRules.goalWeightKg), "activityLevel": names(ActivityLevel.self),
        ],
        "day": ["weightKg": .number(ValueRules.weightKg), "memo": .multiline(max: ValueRules.memoLength)],
        "food": ["name": .name(.food), "kcalPerServing": .number(ValueRules.kcal), "serving": names(ServingType.self), "archived": flag],
        "foodEntry": [
            "date": .date, "label": .optionalName(.entryLabel), "servings": .number(ValueRules.servings), "kcal": .number(ValueRules.kcal),
            "loggedKcalPerServing": .number(ValueRules.kcal), "loggedServing": names(ServingType.self), "source": .oneOf(["apple-health"]),
        ],
        "exercise": ["name": .name(.exercise), "howTo": .multiline(max: 200), "position": anyWhole, "rating": .whole(0...5)],
        "workoutLog": ["date": .date, "exercise": .name(.exercise)],
        "workoutProgram": [
            "name": .name(.program), "getReadySeconds": within(WorkoutProgramRules.getReady),
            "warmUpSeconds": within(WorkoutProgramRules.warmUpOrCoolDown), "workSeconds": within(WorkoutProgramRules.work),
            "restSeconds": within(WorkoutProgramRules.rest), "rounds": within(WorkoutProgramRules.rounds),
            "coolDownSeconds": within(WorkoutProgramRules.warmUpOrCoolDown), "items": .programItems,
        ],
        "counter": [
            "name": .name(.counter), "start": anyWhole, "step": anyWhole, "createdAt": .time, "pinned": flag, "goal": anyWhole,
            "resetPeriod": names(ResetPeriod.self), "periodStart": .date, "restartAt": anyWhole,
        ],
        "counterChange": ["at": .time, "date": .date, "delta": anyWhole, "kind": .oneOf(["tap", "add", "set", "reset"])],
        "pad": ["name": .name(.pad), "target": .whole(1...Int64.max)],
        "padKey": ["key": .oneOf(Set(CounterPad.keyOrder.map(String.init)))],
        "padSession": ["finishedAt": .time, "target": .whole(1...Int64.max)],
        "swim": [
            "startedAt": .time, "endedAt": .time, "date": .date, "durationSeconds": .number(ValueRules.swimSeconds),
            "distanceMeters": .number(ValueRules.swimMeters), "activeKcal": .number(ValueRules.swimKcal),
            "location": .oneOf([SwimLocation.pool.rawValue, SwimLocation.openWater.rawValue]),
            "lapLengthMeters": .number(ValueRules.poolMeters), "source": .oneOf([Swim.Source.appleHealth.rawValue, Swim.Source.manual.rawValue]),
            "strokes": .number(ValueRules.strokes),
            "timeZone": .timeZone, "utcOffsetSeconds": .whole(-14 * 3600...14 * 3600), "poolUnit": names(SwimDistanceUnit.self),
            "watchHeartRateAverage": .number(ValueRules.heartRateBpm), "watchHeartRateMinimum": .number(ValueRules.heartRateBpm),
            "watchHeartRateMaximum": .number(ValueRules.heartRateBpm), "recordedBy": .line(max: 200), "sourceApp": .line(max: 200),
            "pausedSeconds": .number(ValueRules.lapSeconds),
        ],
        "swimLap": [
            "offsetSeconds": .number(ValueRules.offsetSeconds), "durationSeconds": .number(ValueRules.lapSeconds),
            "strokeStyle": .whole(0...Int64(StrokeStyle.allCases.count - 1)), "swolf": .number(ValueRules.swolf),
        ],
        "swimStroke": ["style": .whole(0...Int64(StrokeStyle.allCases.count - 1)), "meters": .number(ValueRules.swimMeters)],
        "swimHeartRate": ["offsetSeconds": .number(ValueRules.offsetSeconds), "bpm": .number(ValueRules.heartRateBpm)],
        "swimSegment": [
            "offsetSeconds": .number(ValueRules.offsetSeconds), "durationSeconds": .number(ValueRules.lapSeconds), "swolf": .number(ValueRules.swolf),
        ],
    ]

    private static func within(_ range: ClosedRange<Int>) -> SyncFieldRule { .whole(Int64(range.lowerBound)...Int64(range.upperBound)) }
}

/// The rules that tie one record's fields together, as the forms and `import json` hold them.
enum SyncRecordRules {
    static func holds(_ table: String, _ values: [String: String?]) -> Bool {
        func number(_ field: String) -> Double? { (values[field] ?? nil).flatMap(SyncFieldRule.number) }
        func whole(_ field: String) -> Int64? { (values[field] ?? nil).flatMap(SyncFieldRule.whole) }
        switch table {
        case "counter":
            if whole("step") == 0 { return false }
            guard let goal = whole("goal"), let step = whole("step"), let start = whole("restartAt") ?? whole("start") else { return true }
            return CounterGoalRules.allows(goal, step: step, start: start)
        case "swim":
            guard let meters = number("distanceMeters") else { return true }
            guard ValueRules.isSwimDistance(meters) else { return false }
            return number("durationSeconds").map { ValueRules.isPlausibleSwim(seconds: $0, meters: meters) } ?? true
        default: return true
        }
    }
}
