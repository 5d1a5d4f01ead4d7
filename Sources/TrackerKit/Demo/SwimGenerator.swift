import Foundation
import GRDB

/// Pool swims for the benchmarks' years of diary (`tracker bench seed --swims-per-week N`): each with its
/// lengths as laps, meters per stroke, and a heart-rate sample every 10 s, as an Apple Health import leaves
/// them. Deterministic for a given seed.
public struct SwimGenerator {
    public var days: Int
    public var perWeek: Int
    public var endingOn: LocalDate
    public var seed: UInt64 = 11

    public init(days: Int, perWeek: Int, endingOn: LocalDate) {
        self.days = days
        self.perWeek = perWeek
        self.endingOn = endingOn
    }

    /// Adds the swims; returns how many.
    @discardableResult
    public func fill(_ database: AppDatabase) throws -> Int {
        var random = SeededRandom(seed: seed)
        let weekdays = [1, 4, 6, 2, 5, 0, 3].prefix(max(0, min(7, perWeek)))
        var added = 0
        try database.write { db in
            for offset in stride(from: days - 1, through: 1, by: -1) where weekdays.contains(offset % 7) {
                try addSwim(on: endingOn.adding(days: -offset), random: &random, db)
                added += 1
            }
        }
        return added
    }

    private func addSwim(on date: LocalDate, random: inout SeededRandom, _ db: Database) throws {
        let lengths = Int.random(in: 40...80, using: &random)
        let secondsPerLength = Double.random(in: 26...34, using: &random)
        let duration = Double(lengths) * secondsPerLength + 120
        let id = try SeedRows.addPoolSwim(
            startedAt: Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400 + 7 * 3600), on: date, durationSeconds: duration,
            meters: Double(lengths * 25), activeKcal: duration / 60 * Double.random(in: 7...10, using: &random), strokes: lengths * 18, in: db)
        var strokeMeters: [Int: Double] = [:]
        for lap in 0..<lengths {
            let style = [2, 2, 2, 3, 4, 5][Int.random(in: 0..<6, using: &random)]
            strokeMeters[style, default: 0] += 25
            let seconds = (secondsPerLength + Double.random(in: -3...4, using: &random)).rounded()
            try SeedRows.addSwimLap(
                swimId: id, offsetSeconds: 60 + Double(lap) * secondsPerLength, seconds: seconds, strokeStyle: style,
                swolf: seconds + Double(Int.random(in: 14...20, using: &random)), in: db)
        }
        for (style, meters) in strokeMeters.sorted(by: { $0.key < $1.key }) { try SeedRows.addSwimStroke(swimId: id, style: style, meters: meters, in: db) }
        var bpm = 105.0
        for second in stride(from: 0.0, to: duration, by: 10) {
            bpm = min(175, max(95, bpm + Double.random(in: -3...3.6, using: &random)))
            try SeedRows.addSwimHeartRate(swimId: id, offsetSeconds: second, bpm: bpm.rounded(), in: db)
        }
    }
}
