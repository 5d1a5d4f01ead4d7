import Foundation

/// Tracker's JSON export: one document with everything, keyed by natural keys (food names, counter
/// names, swim starts, dates), never by database ids, so it restores exactly and merges cleanly.
/// Optional values are always written (as null) so an export of an import is the same bytes.
public struct ExportDocument: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var formatVersion: Int
    public var application: String
    public var profile: ProfileJSON?
    public var settings: [String: String]
    public var foods: [FoodJSON]
    public var days: [DayJSON]
    public var exercises: [ExerciseJSON]
    public var workouts: [WorkoutJSON]
    public var counters: [CounterJSON]
    public var pads: [PadJSON]
    public var swims: [SwimJSON]

    public struct ProfileJSON: Codable, Equatable, Sendable {
        public var name: String?
        public var sex: String?
        public var birthDate: String?
        public var heightCm: Double?
        public var goalWeightKg: Double?
        public var activityLevel: String?
    }

    public struct FoodJSON: Codable, Equatable, Sendable {
        public var name: String
        public var kcalPerServing: Double
        public var serving: String
    }

    public struct EntryJSON: Codable, Equatable, Sendable {
        /// A food's name, or nil for a quick-add.
        public var food: String?
        public var label: String?
        public var servings: Double
        /// Calories of a quick-add (nil for food entries: servings × the food's calories).
        public var kcal: Double?
        public var source: String?
    }

    public struct DayJSON: Codable, Equatable, Sendable {
        public var date: String
        public var weightKg: Double?
        /// The weight in the user's unit, for reading (ignored on import).
        public var weight: Double?
        public var weightUnit: String?
        public var memo: String?
        public var entries: [EntryJSON]
    }

    public struct ExerciseJSON: Codable, Equatable, Sendable {
        public var name: String
        public var howTo: String
        public var rating: Int
    }

    public struct WorkoutJSON: Codable, Equatable, Sendable {
        public var date: String
        public var exercise: String
        public var count: Int
    }

    public struct ChangeJSON: Codable, Equatable, Sendable {
        public var at: String
        public var date: String
        public var delta: Int64
        public var countAfter: Int64
        public var kind: String
    }

    public struct CounterJSON: Codable, Equatable, Sendable {
        public var name: String
        public var count: Int64
        public var start: Int64
        public var step: Int64
        public var createdAt: String
        public var pinned: Bool
        public var goal: Int64?
        public var resetPeriod: String?
        public var periodStart: String?
        public var changes: [ChangeJSON]
    }

    public struct PadJSON: Codable, Equatable, Sendable {
        public var name: String
        public var target: Int64?
        /// Key → counter name.
        public var keys: [String: String]
    }

    public struct LapJSON: Codable, Equatable, Sendable {
        public var offsetSeconds: Double
        public var durationSeconds: Double
        public var strokeStyle: Int?
        public var swolf: Double?
    }

    public struct SwimJSON: Codable, Equatable, Sendable {
        public var startedAt: String
        public var date: String
        public var durationSeconds: Double
        public var distanceMeters: Double
        public var activeKcal: Double?
        public var location: String?
        public var lapLengthMeters: Double?
        public var source: String
        public var strokes: Int?
        public var laps: [LapJSON]
        /// Meters by HKSwimmingStrokeStyle number.
        public var metersByStroke: [String: Double]
        /// The raw samples the zones are computed from: [seconds after the start, bpm].
        public var heartRate: [[Double]]
    }
}

extension ExportDocument {
    /// Sorted keys, no escaped slashes: the same data gives the same bytes. Inert on a terminal.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return InertJSON.escape(try encoder.encode(self)) + Data("\n".utf8)
    }
}

/// Writes nulls for nil optionals, so every field is always present (and an export of an import is identical).
extension ExportDocument.ProfileJSON {
    enum CodingKeys: String, CodingKey { case name, sex, birthDate, heightCm, goalWeightKg, activityLevel }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name); try c.encode(sex, forKey: .sex); try c.encode(birthDate, forKey: .birthDate)
        try c.encode(heightCm, forKey: .heightCm); try c.encode(goalWeightKg, forKey: .goalWeightKg); try c.encode(activityLevel, forKey: .activityLevel)
    }
}

extension ExportDocument.EntryJSON {
    enum CodingKeys: String, CodingKey { case food, label, servings, kcal, source }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(food, forKey: .food); try c.encode(label, forKey: .label); try c.encode(servings, forKey: .servings)
        try c.encode(kcal, forKey: .kcal); try c.encode(source, forKey: .source)
    }
}

extension ExportDocument.DayJSON {
    enum CodingKeys: String, CodingKey { case date, weightKg, weight, weightUnit, memo, entries }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date); try c.encode(weightKg, forKey: .weightKg); try c.encode(weight, forKey: .weight)
        try c.encode(weightUnit, forKey: .weightUnit); try c.encode(memo, forKey: .memo); try c.encode(entries, forKey: .entries)
    }
}

extension ExportDocument.CounterJSON {
    enum CodingKeys: String, CodingKey { case name, count, start, step, createdAt, pinned, goal, resetPeriod, periodStart, changes }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name); try c.encode(count, forKey: .count); try c.encode(start, forKey: .start)
        try c.encode(step, forKey: .step); try c.encode(createdAt, forKey: .createdAt); try c.encode(pinned, forKey: .pinned)
        try c.encode(goal, forKey: .goal); try c.encode(resetPeriod, forKey: .resetPeriod); try c.encode(periodStart, forKey: .periodStart)
        try c.encode(changes, forKey: .changes)
    }
}

extension ExportDocument.PadJSON {
    enum CodingKeys: String, CodingKey { case name, target, keys }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name); try c.encode(target, forKey: .target); try c.encode(keys, forKey: .keys)
    }
}

extension ExportDocument.LapJSON {
    enum CodingKeys: String, CodingKey { case offsetSeconds, durationSeconds, strokeStyle, swolf }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(offsetSeconds, forKey: .offsetSeconds); try c.encode(durationSeconds, forKey: .durationSeconds)
        try c.encode(strokeStyle, forKey: .strokeStyle); try c.encode(swolf, forKey: .swolf)
    }
}

extension ExportDocument.SwimJSON {
    enum CodingKeys: String, CodingKey {
        case startedAt, date, durationSeconds, distanceMeters, activeKcal, location, lapLengthMeters, source, strokes, laps, metersByStroke, heartRate
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(startedAt, forKey: .startedAt); try c.encode(date, forKey: .date); try c.encode(durationSeconds, forKey: .durationSeconds)
        try c.encode(distanceMeters, forKey: .distanceMeters); try c.encode(activeKcal, forKey: .activeKcal); try c.encode(location, forKey: .location)
        try c.encode(lapLengthMeters, forKey: .lapLengthMeters); try c.encode(source, forKey: .source); try c.encode(strokes, forKey: .strokes)
        try c.encode(laps, forKey: .laps); try c.encode(metersByStroke, forKey: .metersByStroke); try c.encode(heartRate, forKey: .heartRate)
    }
}
