import Foundation
import TrackerKit

/// A week written in Korean, Japanese and emoji: foods, memos and a counter whose names take two
/// cells a glyph, so golden frames show that wide text lines up, truncates and pads whole.
enum UnicodeWeek {
    static let foods = [("김치찌개", 450.0), ("おにぎり 🍙", 180), ("ラーメン", 520), ("비빔밥", 600), ("☕ カフェラテ", 120), ("👨‍👩‍👧 家族ごはん", 900)]
    static let memos = ["오늘은 수영을 했다 🏊 今日は朝から雨でした。ジムに行けなかったので家でストレッチ。", "朝ごはんを食べなかった", "Pizza 🍕 with 친구", "疲れた… 早く寝る", "", "산책 30분 🚶", "週末！"]

    static func fill(_ database: AppDatabase, endingOn today: LocalDate, now: Date) throws {
        try database.setSetting("onboarding.skipped", to: "1")
        let saved = try foods.map { try database.addFood(Food(name: $0.0, kcalPerServing: $0.1)) }
        for offset in 0..<7 {
            let day = today.adding(days: -offset)
            try database.logWeight(70 - Double(offset) / 10, on: day)
            if !memos[offset].isEmpty { try database.setMemo(memos[offset], on: day) }
            for (index, food) in saved.enumerated() where (index + offset) % 2 == 0 {
                try database.addEntry(foodId: food.id!, servings: Double(1 + index % 2), on: day)
            }
        }
        try database.addQuickEntry(label: "お弁当 🍱", kcal: 700, on: today)
        let clock = CounterClock(now: now.addingTimeInterval(-3600), today: today)
        let steps = try database.addCounter(name: "💧 물 한 잔", at: clock)
        _ = try database.tap(counterId: steps.id, times: 5, at: clock)
        let sets = try database.addCounter(name: "腕立て伏せ 💪", step: 10, at: clock)
        _ = try database.tap(counterId: sets.id, times: 3, at: clock)
    }
}
