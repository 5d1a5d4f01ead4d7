import Foundation

/// Tracker's JSON export: one document with everything, keyed by natural keys (food names, counter
/// names, swim starts, dates), never by database ids, so it restores exactly and merges cleanly.
/// Optional values are always written (as null) so an export of an import is the same bytes.
public struct ExportDocument: Codable, Equatable, Sendable {
    /// 2: food entries carry the calories they were logged with (`kcal`, `kcalPerServing`, `serving`), and each
    /// swim where it was swum, when it ended, its pool's unit, other apps that wrote it and its sets.
    /// Format 1 files (food entries with `"kcal": null`) still import: they take the food's calories.
    /// 3: `settings` holds only the diary's settings (`SettingsCatalog`); 1 and 2 held every row of the setting table,
    /// this machine's hook, bell, flash and last tab included, which a restore leaves out and names (`ImportedSettings`).
    public static let currentVersion = 3

    @WholeNumber public var formatVersion: Int
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
    /// Added after format 2 was first written; a file without them has none.
    @NullEncoded public var workoutPrograms: [WorkoutProgramJSON]? = nil

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
        /// Hidden from the picker and the food list (missing in format 1 files: not archived).
        @NullEncoded public var archived: Bool?
        /// Its sync identity (`SyncIdentityRules.isValidNamed`), which a rename keeps; absent when the diary never synced it.
        public var syncId: String? = nil
    }

    public struct EntryJSON: Codable, Equatable, Sendable {
        /// A food's name, or nil for a quick-add.
        @NullEncoded public var food: String?
        @NullEncoded public var label: String?
        public var servings: Double
        /// Calories of the whole entry: a quick-add's amount, or servings × `kcalPerServing` (format 1
        /// files leave it null for food entries).
        @NullEncoded public var kcal: Double?
        @NullEncoded public var source: String?
        /// A food entry's calories per serving and serving type as logged (nil for quick-adds; format 1
        /// files leave them out, and the food's own are used).
        @NullEncoded public var kcalPerServing: Double?
        @NullEncoded public var serving: String?
        /// The entry's sync identity, the same on every machine (`SyncIdentityRules`); absent when the diary never synced it.
        public var syncId: String? = nil

        public init(
            food: String?, label: String?, servings: Double, kcal: Double?, source: String?, kcalPerServing: Double? = nil, serving: String? = nil,
            syncId: String? = nil
        ) {
            self.syncId = syncId
            self.food = food
            self.label = label
            self.servings = servings
            self.kcal = kcal
            self.source = source
            self.kcalPerServing = kcalPerServing
            self.serving = serving
        }
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
        @WholeNumber public var rating: Int
        /// Its sync identity (`SyncIdentityRules.isValidNamed`), which a rename keeps; absent when the diary never synced it.
        public var syncId: String? = nil
    }

    public struct WorkoutJSON: Codable, Equatable, Sendable {
        public var date: String
        public var exercise: String
        @WholeNumber public var count: Int
        /// The sync identities of the times done that have one (`SyncIdentityRules`), sorted; absent when none has.
        public var syncIds: [String]? = nil
    }

    public struct ChangeJSON: Codable, Equatable, Sendable {
        public var at: String
        public var date: String
        @WholeNumber public var delta: Int64
        @WholeNumber public var countAfter: Int64
        public var kind: String
        /// The change's sync identity (`SyncIdentityRules`); absent when the diary never synced it.
        public var syncId: String? = nil
    }

    public struct CounterJSON: Codable, Equatable, Sendable {
        public var name: String
        @WholeNumber public var count: Int64
        @WholeNumber public var start: Int64
        @WholeNumber public var step: Int64
        public var createdAt: String
        public var pinned: Bool
        @NullEncoded public var goal: Int64?
        @NullEncoded public var resetPeriod: String?
        @NullEncoded public var periodStart: String?
        /// The count a restart goes back to when set apart from `start` (null: the start).
        @NullEncoded public var restartAt: Int64?
        public var changes: [ChangeJSON]
        /// Its sync identity (`SyncIdentityRules.isValidNamed`), which a rename keeps; absent when the diary never synced it.
        public var syncId: String? = nil
    }

    public struct PadJSON: Codable, Equatable, Sendable {
        public var name: String
        @NullEncoded public var target: Int64?
        /// Key → counter name.
        public var keys: [String: String]
        /// Its finished counts, oldest first (added after format 2 was first written).
        @NullEncoded public var sessions: [PadSessionJSON]? = nil
        /// Its sync identity (`SyncIdentityRules.isValidNamed`), which a rename keeps; absent when the diary never synced it.
        public var syncId: String? = nil
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
        // Format 2 (issue 15); a format 1 file has none of these.
        @NullEncoded public var endedAt: String? = nil
        @NullEncoded public var timeZone: String? = nil
        @NullEncoded public var utcOffsetSeconds: Int? = nil
        @NullEncoded public var poolUnit: String? = nil
        @NullEncoded public var otherSources: [String]? = nil
        @NullEncoded public var segments: [SegmentJSON]? = nil
        /// The watch's heart-rate summary (`WorkoutStatistics`), kept beside the samples; absent in older files.
        @NullEncoded public var watchHeartRateAverage: Double? = nil
        @NullEncoded public var watchHeartRateMinimum: Double? = nil
        @NullEncoded public var watchHeartRateMaximum: Double? = nil
        /// The watch whose FIT file the swim came from (`COROS`), the app whose copy was kept, seconds paused; absent in older files.
        @NullEncoded public var recordedBy: String? = nil
        @NullEncoded public var sourceApp: String? = nil
        @NullEncoded public var pausedSeconds: Double? = nil
        /// The swim's sync identity (`SyncIdentityRules`); absent when the diary never synced it.
        public var syncId: String? = nil
    }

    /// A set: seconds after the swim's start, how long, and its SWOLF when the watch gave one.
    public struct SegmentJSON: Codable, Equatable, Sendable {
        public var offsetSeconds: Double
        public var durationSeconds: Double
        @NullEncoded public var swolf: Double?
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
    public enum CodingKeys: String, CodingKey, CaseIterable { case food, label, servings, kcal, source, kcalPerServing, serving, syncId }
}

extension ExportDocument.DayJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case date, weightKg, weight, weightUnit, memo, entries }
}

extension ExportDocument.CounterJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case name, count, start, step, createdAt, pinned, goal, resetPeriod, periodStart, restartAt, changes, syncId
    }
}

extension ExportDocument.PadJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, target, keys, sessions, syncId }
}

extension ExportDocument.LapJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case offsetSeconds, durationSeconds, strokeStyle, swolf }
}

extension ExportDocument.SwimJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case startedAt, date, durationSeconds, distanceMeters, activeKcal, location, lapLengthMeters, source, strokes, laps, metersByStroke, heartRate
        case endedAt, timeZone, utcOffsetSeconds, poolUnit, otherSources, segments
        case watchHeartRateAverage, watchHeartRateMinimum, watchHeartRateMaximum
        case recordedBy, sourceApp, pausedSeconds, syncId
    }
}

extension ExportDocument.SegmentJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case offsetSeconds, durationSeconds, swolf }
}

extension ExportDocument {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case formatVersion, application, profile, settings, foods, days, exercises, workouts, counters, pads, swims, workoutPrograms
    }
}

extension ExportDocument.FoodJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, kcalPerServing, serving, archived, syncId }
}

extension ExportDocument.ExerciseJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, howTo, rating, syncId }
}

extension ExportDocument.WorkoutJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case date, exercise, count, syncIds }
}

extension ExportDocument.ChangeJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case at, date, delta, countAfter, kind, syncId }
}
