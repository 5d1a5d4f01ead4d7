import Foundation
import GRDB

/// A realistic year for `tracker --demo`: every tab has something to show. Deterministic.
public enum DemoData {
    /// The demo diary's seed: one whose year reads as the method promises (DemoPersonTests pins it). Any seed
    /// makes the same kind of year; with some (1 in 5 of seeds 1–40) the measured figure lies outside its 95 % range, as a range should now and then.
    public static let diarySeed: UInt64 = 1

    /// `days` shorter than a year makes a smaller diary of the same kinds (the fuzz tests use one).
    public static func fill(
        _ database: AppDatabase, endingOn today: LocalDate, now: Date, zone: ZoneOffset, days: Int = 365, diarySeed: UInt64 = diarySeed
    ) throws {
        var random = SeededRandom(seed: 7)
        try database.write { db in
            let profile = Profile(
                name: "Sam", sex: .female, birthDate: LocalDate(iso: "1990-06-15"), heightCm: 168, goalWeightKg: 64, activityLevel: .light)
            try AppDatabase.storeProfile(profile, in: db)
            var foods: [String: (id: Int64, kcal: Double)] = [:]
            for food in DiaryGenerator.foodList {
                let id = try SeedRows.addFood(name: food.name, kcalPerServing: food.kcal, serving: food.serving, in: db)
                foods[food.name] = (id, food.kcal)
            }
            try DemoDiary(days: days, endingOn: today, profile: profile, seed: diarySeed).fill(db, foods: foods)
            try SeedRows.setSetting("onboarding.skipped", to: "1", in: db)
            try SeedRows.setSetting("diet.pace", to: "0.5", in: db)
            let memos = ["First day back at the gym", "Pizza night", "Slept 9 hours", "Long bike ride", "Felt tired", "Great swim"]
            for offset in stride(from: 3, to: days, by: 11) {
                try SeedRows.setMemo(memos[offset % memos.count], on: today.adding(days: -offset), in: db)
            }
            // Workouts on about half the days, with a streak running into today.
            let exercises = try SeedRows.exerciseNames(in: db)
            for offset in 0..<days where offset < 6 || Int.random(in: 0..<10, using: &random) < 5 {
                for name in exercises.prefix(Int.random(in: 1...exercises.count, using: &random)) {
                    try SeedRows.logExercise(name, on: today.adding(days: -offset), in: db)
                }
            }
            for (index, rating) in [4, 3, 5, 2].enumerated() where index < exercises.count {
                try SeedRows.rateExercise(exercises[index], stars: rating, in: db)
            }
        }
        try counters(database, today: today, now: now, zone: zone, random: &random)
        try swims(database, today: today, days: days, random: &random)
    }

    private static func counters(_ database: AppDatabase, today: LocalDate, now: Date, zone: ZoneOffset, random: inout SeededRandom) throws {
        let start = now.addingTimeInterval(-60 * 86_400)
        let water = try database.addCounter(name: "Glasses of water", at: CounterClock(now: start, today: today.adding(days: -60)))
        try database.updateCounter(
            id: water.id, name: "Glasses of water", step: 1, add: nil, set: nil, goal: 8, resetPeriod: .daily,
            at: CounterClock(now: start, today: today.adding(days: -60)))
        for day in stride(from: 59, through: 0, by: -1) {
            for glass in 0..<Int.random(in: 4...9, using: &random) {
                // Glasses from 08:00 of the day on, hour by hour, each logged on the day it was drunk.
                let localMorning = Double(today.adding(days: -day).daysSinceEpoch) * 86_400 + 8 * 3600
                let morning = localMorning - Double(zone.secondsFromGMT(Date(timeIntervalSince1970: localMorning)))
                let when = Date(timeIntervalSince1970: morning + Double(glass) * 3600)
                guard when <= now else { continue }
                try database.tap(counterId: water.id, at: CounterClock(now: when, today: today.adding(days: -day)))
            }
        }
        let pushups = try database.addCounter(name: "Push-ups", start: 0, step: 10, at: CounterClock(now: start, today: today.adding(days: -60)))
        try database.tap(counterId: pushups.id, times: 25, at: CounterClock(now: now.addingTimeInterval(-3600), today: today))
        try database.togglePin(counterId: pushups.id)
        var cells: [Int64] = []
        for (index, name) in ["Neutrophils", "Lymphocytes", "Monocytes", "Eosinophils"].enumerated() {
            let counter = try database.addCounter(name: name, at: CounterClock(now: start.addingTimeInterval(Double(index)), today: today.adding(days: -60)))
            try database.tap(counterId: counter.id, times: Int64([58, 30, 8, 4][index]), at: CounterClock(now: now.addingTimeInterval(-7200), today: today))
            cells.append(counter.id)
        }
        try database.savePad(name: "Differential", target: 100, counterIds: cells)
    }

    private static func swims(_ database: AppDatabase, today: LocalDate, days: Int, random: inout SeededRandom) throws {
        try database.write { db in
            for offset in stride(from: min(360, days - 5), through: 1, by: -1) where offset % 7 == 1 || offset % 7 == 4 {
                let date = today.adding(days: -offset)
                let lengths = Int.random(in: 40...80, using: &random)
                let secondsPerLength = Double.random(in: 26...34, using: &random)
                let duration = Double(lengths) * secondsPerLength + 120
                let startedAt = Double(date.daysSinceEpoch) * 86_400 + 7 * 3600
                let id = try SeedRows.addPoolSwim(
                    startedAt: Date(timeIntervalSince1970: startedAt), on: date, durationSeconds: duration, meters: Double(lengths * 25),
                    activeKcal: duration / 60 * Double.random(in: 7...10, using: &random), strokes: lengths * 18, in: db)
                var strokeMeters: [Int: Double] = [:]
                for lap in 0..<lengths {
                    let style = [2, 2, 2, 3, 4, 5, 6][Int.random(in: 0..<7, using: &random)]
                    strokeMeters[style, default: 0] += 25
                    let seconds = (secondsPerLength + Double.random(in: -3...4, using: &random)).rounded()
                    let strokes = Double(Int.random(in: 14...20, using: &random))
                    try SeedRows.addSwimLap(
                        swimId: id, offsetSeconds: 60 + Double(lap) * secondsPerLength, seconds: seconds, strokeStyle: style, swolf: seconds + strokes, in: db)
                }
                for (style, meters) in strokeMeters {
                    try SeedRows.addSwimStroke(swimId: id, style: style, meters: meters, in: db)
                }
                var bpm = 105.0
                for second in stride(from: 0.0, to: duration, by: 10) {
                    bpm = min(175, max(95, bpm + Double.random(in: -3...3.6, using: &random)))
                    try SeedRows.addSwimHeartRate(swimId: id, offsetSeconds: second, bpm: bpm.rounded(), in: db)
                }
            }
        }
    }
}
