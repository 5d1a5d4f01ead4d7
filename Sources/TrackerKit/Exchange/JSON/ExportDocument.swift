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
        @NullEncoded public var name: String?
        @NullEncoded public var sex: String?
        @NullEncoded public var birthDate: String?
        @NullEncoded public var heightCm: Double?
        @NullEncoded public var goalWeightKg: Double?
        @NullEncoded public var activityLevel: String?
    }

    public struct FoodJSON: Codable, Equatable, Sendable {
        public var name: String
        public var kcalPerServing: Double
        public var serving: String
    }

    public struct EntryJSON: Codable, Equatable, Sendable {
        /// A food's name, or nil for a quick-add.
        @NullEncoded public var food: String?
        @NullEncoded public var label: String?
        public var servings: Double
        /// Calories of a quick-add (nil for food entries: servings × the food's calories).
        @NullEncoded public var kcal: Double?
        @NullEncoded public var source: String?
    }

    public struct DayJSON: Codable, Equatable, Sendable {
        public var date: String
        @NullEncoded public var weightKg: Double?
        /// The weight in the user's unit, for reading (ignored on import).
        @NullEncoded public var weight: Double?
        @NullEncoded public var weightUnit: String?
        @NullEncoded public var memo: String?
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
        @NullEncoded public var goal: Int64?
        @NullEncoded public var resetPeriod: String?
        @NullEncoded public var periodStart: String?
        /// The count a restart goes back to when set apart from `start` (null: the start).
        @NullEncoded public var restartAt: Int64?
        public var changes: [ChangeJSON]
    }

    public struct PadJSON: Codable, Equatable, Sendable {
        public var name: String
        @NullEncoded public var target: Int64?
        /// Key → counter name.
        public var keys: [String: String]
    }

    public struct LapJSON: Codable, Equatable, Sendable {
        public var offsetSeconds: Double
        public var durationSeconds: Double
        @NullEncoded public var strokeStyle: Int?
        @NullEncoded public var swolf: Double?
    }

    public struct SwimJSON: Codable, Equatable, Sendable {
        public var startedAt: String
        public var date: String
        public var durationSeconds: Double
        public var distanceMeters: Double
        @NullEncoded public var activeKcal: Double?
        @NullEncoded public var location: String?
        @NullEncoded public var lapLengthMeters: Double?
        public var source: String
        @NullEncoded public var strokes: Int?
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

/// Each record's fields, listed once: the coder is synthesized from them, and the import's unknown-field
/// check reads them (`UnknownFields`).
extension ExportDocument.ProfileJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, sex, birthDate, heightCm, goalWeightKg, activityLevel }
}

extension ExportDocument.EntryJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case food, label, servings, kcal, source }
}

extension ExportDocument.DayJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case date, weightKg, weight, weightUnit, memo, entries }
}

extension ExportDocument.CounterJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, count, start, step, createdAt, pinned, goal, resetPeriod, periodStart, restartAt, changes }
}

extension ExportDocument.PadJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, target, keys }
}

extension ExportDocument.LapJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case offsetSeconds, durationSeconds, strokeStyle, swolf }
}

extension ExportDocument.SwimJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case startedAt, date, durationSeconds, distanceMeters, activeKcal, location, lapLengthMeters, source, strokes, laps, metersByStroke, heartRate }
}

extension ExportDocument {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case formatVersion, application, profile, settings, foods, days, exercises, workouts, counters, pads, swims
    }
}

extension ExportDocument.FoodJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, kcalPerServing, serving }
}

extension ExportDocument.ExerciseJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, howTo, rating }
}

extension ExportDocument.WorkoutJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case date, exercise, count }
}

extension ExportDocument.ChangeJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case at, date, delta, countAfter, kind }
}
