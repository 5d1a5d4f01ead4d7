/// Fields an export may have; anything else is reported (and ignored) with its JSON path.
enum UnknownFields {
    static let known: [String: Set<String>] = [
        "": ["formatVersion", "application", "profile", "settings", "foods", "days", "exercises", "workouts", "counters", "pads", "swims"],
        "profile": ["name", "sex", "birthDate", "heightCm", "goalWeightKg", "activityLevel"],
        "foods": ["name", "kcalPerServing", "serving"],
        "days": ["date", "weightKg", "weight", "weightUnit", "memo", "entries"],
        "days.entries": ["food", "label", "servings", "kcal", "source"],
        "exercises": ["name", "howTo", "rating"],
        "workouts": ["date", "exercise", "count"],
        "counters": ["name", "count", "start", "step", "createdAt", "pinned", "goal", "resetPeriod", "periodStart", "changes"],
        "counters.changes": ["at", "date", "delta", "countAfter", "kind"],
        "pads": ["name", "target", "keys"],
        "swims": ["startedAt", "date", "durationSeconds", "distanceMeters", "activeKcal", "location", "lapLengthMeters", "source", "strokes",
                  "laps", "metersByStroke", "heartRate"],
        "swims.laps": ["offsetSeconds", "durationSeconds", "strokeStyle", "swolf"],
    ]
    /// Objects whose keys are data (settings, keys of a pad, meters by stroke), not fields.
    static let free: Set<String> = ["settings", "pads.keys", "swims.metersByStroke"]

    static func find(in top: [String: Any]) -> [String] {
        var warnings: [String] = []
        walk(top, shape: "", path: "", into: &warnings)
        return warnings
    }

    private static func walk(_ object: [String: Any], shape: String, path: String, into warnings: inout [String]) {
        guard let allowed = known[shape] else { return }
        for key in object.keys.sorted() {
            let childPath = path.isEmpty ? key : "\(path).\(key)"
            guard allowed.contains(key) else {
                warnings.append("\(childPath): unknown field, ignored")
                continue
            }
            let childShape = shape.isEmpty ? key : "\(shape).\(key)"
            if free.contains(childShape) { continue }
            if let nested = object[key] as? [String: Any] {
                walk(nested, shape: childShape, path: childPath, into: &warnings)
            } else if let list = object[key] as? [Any] {
                for (index, item) in list.enumerated() {
                    if let nested = item as? [String: Any] { walk(nested, shape: childShape, path: "\(childPath)[\(index)]", into: &warnings) }
                }
            }
        }
    }
}
