import Foundation

/// What the parser gathers from an export before anything is written.
struct HealthDraft {
    struct Swim {
        var start: Double
        var end: Double
        var day: LocalDate
        var durationSeconds: Double
        var distanceMeters: Double?
        var activeKcal: Double?
        var location: SwimLocation?
        var lapLengthMeters: Double?
        var sourceName: String
        var laps: [SwimLap] = []
        var heartRate: [HeartRateSample] = []
        var strokeMeters: [Int: Double] = [:]
        var strokes = 0
        var distanceFromRecords = 0.0
        /// The sets (`HKWorkoutEventTypeSegment`), seconds after the start.
        var segments: [SwimSegment] = []
        /// `HKTimeZone`, and the offset the export wrote the start in (the export's, not the swim's).
        var timeZone: String?
        var writtenOffset = 0
        /// The offset at the start where it was swum, once settled (`settleLocalTime`).
        var utcOffset: Int?
        var poolUnit: SwimDistanceUnit?
        /// The workout's own `WorkoutStatistics` stroke count, for when no stroke record matches.
        var strokesFromStatistics: Int?
        /// Index in `sourceNames` of the app that wrote it (records are matched by it).
        var source = -1
        var otherSources: [String] = []
        /// The workout's own heart-rate statistics (average, minimum, maximum), for when no sample falls in it.
        var watchHeartRate: WatchHeartRate?
        /// Sources of copies merged into this one: their records are theirs.
        var copySources: Set<Int> = []
        /// Pause (true) and Resume (false) events, seconds after the start, as read.
        var pauses: [(offset: Double, paused: Bool)] = []
        /// Seconds the watch was paused (from the Pause/Resume events): the workout's duration leaves them out.
        var pausedSeconds = 0.0
    }

    /// A set, seconds after the swim's start.
    struct SwimSegment: Equatable {
        var offsetSeconds: Double
        var durationSeconds: Double
        var swolf: Double?
    }

    var weights: [LocalDate: (seconds: Double, kg: Double)] = [:]
    /// Food-energy records by day, each under a key that stays the same in every export (`DietaryRecords`).
    var dietary: [LocalDate: DietaryRecords] = [:]
    var dietaryKcal: [LocalDate: Double] { dietary.mapValues(\.kcal) }
    var distanceRecords: [(start: Double, end: Double, meters: Double, source: Int)] = []
    /// Keyed by the record's start, end (milliseconds) and source: stroke records share them with distance records.
    var strokeRecords: [Int64: (count: Int, style: Int?)] = [:]
    /// The apps that wrote swims and swim records, each once; records and swims hold an index.
    var sourceNames: [String] = []
    private var sourceIndex: [String: Int] = [:]
    /// Values that were not numbers (`72kg`, `1,500`): left out with the line they were on.
    var unreadableNumbers = UnreadableNumbers()
    /// Copies of swims from other apps kept as part of one swim (`mergeCopies`), and those apps.
    var copiesMerged = 0
    var copyApps: [String] = []
    var swims: [Swim] = []
    var birthDate: LocalDate?
    var sex: Sex?
    var heartRateSamples = 0
    /// What a recovery import passed over (nothing for an ordinary one).
    var recovery = XMLRecovery()
    /// Records and values left out because they break the shared rules (1e300 m, a birth date in 9999).
    var outOfRange = 0
    /// A birth date giving an age outside 16–100 (one real export gives the export day itself).
    var refusedBirthDate: LocalDate?

    static func key(_ start: Double, _ end: Double, source: Int = -1) -> Int64 {
        (Int64(saturating: (start * 1000).rounded()) &* 1_000_003 &+ Int64(saturating: (end * 1000).rounded())) &* 31 &+ Int64(source)
    }

    mutating func source(named name: String) -> Int {
        if let index = sourceIndex[name] { return index }
        sourceNames.append(name)
        sourceIndex[name] = sourceNames.count - 1
        return sourceNames.count - 1
    }
}
