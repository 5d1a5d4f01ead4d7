import Foundation

/// An export read record by record from its checked text: each record is decoded, normalised, checked
/// and (given a `Writer`) written before the next is read, so a 64 MB export costs its text plus small
/// indexes (`SeenRecords`, the writer's ids by name), never a document of it. A problem anywhere names
/// its JSON path; written inside one transaction, it takes back everything written before it.
struct ExportStream {
    let json: JSONBytes
    let validator: Validator

    /// The fields read before any record: the format, what wrote it, the profile and the settings.
    private struct Head: Decodable {
        @WholeNumber var formatVersion: Int
        var application: String
        var profile: ExportDocument.ProfileJSON?
        var settings: [String: String]
    }

    /// Checks every record and hands each, checked, to `writer` (none: a dry run, nothing written).
    func run(writer: Writer?) throws {
        let head = try JSONImporter.decode(Head.self, json)
        let lists = try recordLists()
        let profile = head.profile?.normalized()
        try validator.checkSettings(head.settings, formatVersion: head.formatVersion)
        try validator.checkProfile(profile)
        try writer?.settings(try ImportedSettings.sort(head.settings, formatVersion: head.formatVersion))
        try writer?.profile(profile)
        var seen = SeenRecords()
        try each(.foods, lists, ExportDocument.FoodJSON.self) { food, i in
            try validator.checkFood(food, i, &seen)
            try writer?.food(food, at: i)
        }
        try each(.days, lists, ExportDocument.DayJSON.self) { day, i in
            try validator.checkDay(day, i, &seen)
            try writer?.day(day, at: i)
        }
        try each(.exercises, lists, ExportDocument.ExerciseJSON.self) { exercise, i in
            try validator.checkExercise(exercise, i, &seen)
            if i == 0 { try writer?.startExercises() }
            try writer?.exercise(exercise, at: i)
        }
        try each(.workouts, lists, ExportDocument.WorkoutJSON.self) { workout, i in
            try validator.checkWorkout(workout, i, &seen)
            try writer?.workout(workout, at: i)
        }
        try each(.counters, lists, ExportDocument.CounterJSON.self) { counter, i in
            try validator.checkCounter(counter, i, &seen)
            try writer?.counter(counter, at: i)
        }
        try each(.pads, lists, ExportDocument.PadJSON.self) { pad, i in
            try validator.checkPad(pad, i, &seen)
            try writer?.pad(pad, at: i)
        }
        try each(.swims, lists, ExportDocument.SwimJSON.self) { swim, i in
            try validator.checkSwim(swim, i, &seen)
            try writer?.swim(swim, at: i)
        }
        try each(.workoutPrograms, lists, ExportDocument.WorkoutProgramJSON.self) { program, i in
            try validator.checkProgram(program, i, &seen)
            try writer?.program(program, at: i)
        }
    }

    private typealias Key = ExportDocument.CodingKeys

    /// Where each list of records starts; a missing list (or one that is not a list) is refused before any
    /// record is read, as decoding the whole document did. `workoutPrograms` may be absent or null.
    private func recordLists() throws -> [Key: Int] {
        var lists: [Key: Int] = [:]
        let members = Dictionary(json.members(of: json.root).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for key in [Key.foods, .days, .exercises, .workouts, .counters, .pads, .swims, .workoutPrograms] {
            let optional = key == .workoutPrograms
            guard let offset = members[key.stringValue] else {
                if optional { continue }
                throw JSONImportError(path: key.stringValue, message: "missing")
            }
            switch json[offset] {
            case 0x5B: lists[key] = offset
            case 0x6E where optional: continue
            case 0x6E: throw JSONImportError(path: key.stringValue, message: "expected a list, found null")
            default: throw JSONImportError(path: key.stringValue, message: "expected a list")
            }
        }
        return lists
    }

    /// Each record of one list, decoded where it lies and normalised, with its index.
    private func each<T: Decodable & NormalizedRecord>(_ key: Key, _ lists: [Key: Int], _ type: T.Type, _ body: (T, Int) throws -> Void) throws {
        guard let list = lists[key] else { return }
        var index = 0
        try json.forEachElement(of: list) { element in
            let decoder = ByteJSONDecoder(json, at: element, codingPath: [key, JSONIndexKey(intValue: index)])
            let record: T
            do { record = try T(from: decoder) } catch let error as DecodingError { throw JSONImporter.describe(error) }
            try body(record.normalized(), index)
            index += 1
        }
    }
}

/// A record of an export that stores its names and texts as the forms do (`NormalizedText`).
protocol NormalizedRecord { func normalized() -> Self }

extension ExportDocument.FoodJSON: NormalizedRecord {}
extension ExportDocument.DayJSON: NormalizedRecord {}
extension ExportDocument.ExerciseJSON: NormalizedRecord {}
extension ExportDocument.WorkoutJSON: NormalizedRecord {}
extension ExportDocument.CounterJSON: NormalizedRecord {}
extension ExportDocument.PadJSON: NormalizedRecord {}
extension ExportDocument.SwimJSON: NormalizedRecord {}
extension ExportDocument.WorkoutProgramJSON: NormalizedRecord {}
