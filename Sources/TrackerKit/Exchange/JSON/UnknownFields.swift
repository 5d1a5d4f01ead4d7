/// Fields an export may have; anything else is reported (and ignored) with its JSON path.
enum UnknownFields {
    static let known: [String: Set<String>] = [
        "": names(ExportDocument.CodingKeys.self),
        "profile": names(ExportDocument.ProfileJSON.CodingKeys.self),
        "foods": names(ExportDocument.FoodJSON.CodingKeys.self),
        "days": names(ExportDocument.DayJSON.CodingKeys.self),
        "days.entries": names(ExportDocument.EntryJSON.CodingKeys.self),
        "exercises": names(ExportDocument.ExerciseJSON.CodingKeys.self),
        "workouts": names(ExportDocument.WorkoutJSON.CodingKeys.self),
        "counters": names(ExportDocument.CounterJSON.CodingKeys.self),
        "counters.changes": names(ExportDocument.ChangeJSON.CodingKeys.self),
        "pads": names(ExportDocument.PadJSON.CodingKeys.self),
        "pads.sessions": names(ExportDocument.PadSessionJSON.CodingKeys.self),
        "pads.sessions.cells": names(ExportDocument.PadCellJSON.CodingKeys.self),
        "workoutPrograms": names(ExportDocument.WorkoutProgramJSON.CodingKeys.self),
        "workoutPrograms.exercises": names(ExportDocument.ProgramExerciseJSON.CodingKeys.self),
        "workoutPrograms.moreBlocks": names(ExportDocument.ProgramBlockJSON.CodingKeys.self),
        "workoutPrograms.moreBlocks.exercises": names(ExportDocument.ProgramExerciseJSON.CodingKeys.self),
        "swims": names(ExportDocument.SwimJSON.CodingKeys.self),
        "swims.laps": names(ExportDocument.LapJSON.CodingKeys.self),
        "swims.segments": names(ExportDocument.SegmentJSON.CodingKeys.self),
    ]

    private static func names<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) -> Set<String> {
        Set(keys.allCases.map(\.stringValue))
    }

    /// Objects whose keys are data (settings, keys of a pad, meters by stroke), not fields.
    static let free: Set<String> = ["settings", "pads.keys", "swims.metersByStroke"]

    /// For a text `JSONSyntax` has passed whose top level is an object.
    static func find(in json: JSONBytes) -> [String] {
        var warnings: [String] = []
        walk(json, json.root, shape: "", path: "", into: &warnings)
        return warnings
    }

    private static func walk(_ json: JSONBytes, _ object: Int, shape: String, path: String, into warnings: inout [String]) {
        guard let allowed = known[shape] else { return }
        for (key, value) in json.members(of: object).sorted(by: { $0.key < $1.key }) {
            let childPath = path.isEmpty ? key : "\(path).\(key)"
            guard allowed.contains(key) else {
                warnings.append("\(childPath): unknown field, ignored")
                continue
            }
            let childShape = shape.isEmpty ? key : "\(shape).\(key)"
            if free.contains(childShape) { continue }
            if json[value] == 0x7B {
                walk(json, value, shape: childShape, path: childPath, into: &warnings)
            } else if json[value] == 0x5B {
                var index = 0
                json.forEachElement(of: value) { item in
                    if json[item] == 0x7B { walk(json, item, shape: childShape, path: "\(childPath)[\(index)]", into: &warnings) }
                    index += 1
                }
            }
        }
    }
}
