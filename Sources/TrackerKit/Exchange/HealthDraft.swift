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
    }

    var weights: [LocalDate: (seconds: Double, kg: Double)] = [:]
    var dietaryKcal: [LocalDate: Double] = [:]
    var distanceRecords: [(start: Double, end: Double, meters: Double)] = []
    /// Keyed by the record's start and end (milliseconds): stroke records share them with distance records.
    var strokeRecords: [Int64: (count: Int, style: Int?)] = [:]
    var swims: [Swim] = []
    var birthDate: LocalDate?
    var sex: Sex?
    var heartRateSamples = 0
    /// Records and values left out because they break the shared rules (1e300 m, a birth date in 9999).
    var outOfRange = 0

    static func key(_ start: Double, _ end: Double) -> Int64 {
        Int64(saturating: (start * 1000).rounded()) &* 1_000_003 &+ Int64(saturating: (end * 1000).rounded())
    }
}
