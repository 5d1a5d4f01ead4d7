import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 25.7: no panel line is cut without a mark. Every tab (each Data section, each Progress chart, the help
/// overlay) is drawn at 80×24 and 60×18 for an empty diary, the demo year and a diary of the largest values the rules
/// accept (1000 kg, 20,000 kcal × 1,000 servings, 60-character Korean and Japanese names, a 4,000-character memo),
/// metric and imperial. `ClipWitness` names every text that ran past its panel or below it unmarked; a cut that
/// must happen shows "…", wraps, or says "… and N more".
final class EveryPanelFitsTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    private func longDiary(unit: WeightUnit) throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        try db.saveProfile(
            Profile(
                name: String(repeating: "김", count: 30), sex: .female, birthDate: LocalDate(iso: "1926-11-22"), heightCm: 240,
                goalWeightKg: 200, activityLevel: .vigorous),
            preferences: Preferences(weightUnit: unit, heightUnit: unit == .lb ? .ftIn : .cm, firstWeekday: 7, pace: .oneAndHalf))
        let korean = String(repeating: "김치찌개엄마표", count: 9).prefix(60)
        let japanese = String(repeating: "味噌汁と焼き魚定食", count: 7).prefix(60)
        for (offset, name) in [String(korean), String(japanese), String(repeating: "W", count: 60)].enumerated() {
            let food = try db.addFood(Food(name: name, kcalPerServing: 20_000, serving: .tbsp))
            for day in 0..<40 { try db.addEntry(foodId: try XCTUnwrap(food.id), servings: 1000 - Double(offset), on: today.adding(days: -day)) }
        }
        try db.addQuickEntry(label: String(repeating: "ラベル", count: 20), kcal: 20_000, on: today)
        let memo = (0..<40).map { "\($0 + 1). " + String(repeating: "한국어 日本語 memo ", count: 5) }.joined(separator: "\n")
        for day in 0..<40 {
            try db.logWeight(day % 2 == 0 ? 1000 : 1, on: today.adding(days: -day))
            try db.setMemo(String(memo.prefix(ValueRules.memoLength)), on: today.adding(days: -day))
        }
        let clock = CounterClock(now: TestTime().now, today: today)
        for index in 0..<3 {
            let counter = try db.addCounter(name: String(repeating: "물", count: 59) + "\(index)", start: 9_000_000_000_000, step: 1_000_000, at: clock)
            _ = counter
        }
        try db.addSwim(on: today, minutes: 1440, meters: 100_000, kcal: 20_000, poolLength: 1000, at: TestTime().now)
        return db
    }

    /// What each view of the app shows, drawn under the witness: (where, the text cut unmarked).
    private func cuts(_ db: AppDatabase, width: Int, height: Int) throws -> [String] {
        var state = try makeState(width: width, height: height, database: db)
        let recorder = ClipRecorder()
        var found: [String] = []
        func look(_ place: String) {
            ClipWitness.$recorder.withValue(recorder) { _ = state.render() }
            for cut in recorder.cuts { found.append("\(width)×\(height) \(place), row \(cut.y): \(cut.text.prefix(120))") }
            recorder.clear()
        }
        for tab in Tab.allCases {
            state.select(tab)
            look(tab.title)
            if tab == .data {
                for section in 1..<4 {
                    state.type(.right)
                    look("Data section \(section + 1)")
                }
                state.type(.character("e"))
                look("Settings form")
                state.type(.escape, .left, .character("e"))
                look("Profile form")
                state.type(.escape)
            }
            if tab == .progress {
                for view in 1..<3 {
                    state.type(.character("v"))
                    look("Progress chart \(view + 1)")
                }
            }
            state.type(.character("?"))
            look("\(tab.title) help")
            state.type(.escape)
        }
        return found
    }

    private func assertNoCuts(_ make: () throws -> AppDatabase, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for (width, height) in [(80, 24), (60, 18)] {
            let found = try cuts(make(), width: width, height: height)
            XCTAssertEqual(found, [], "\(what): \(found.count) cut without a mark:\n" + found.joined(separator: "\n"), file: file, line: line)
        }
    }

    func testAnEmptyDiaryCutsNothing() throws {
        try assertNoCuts({ try AppDatabase.inMemory() }, "empty diary")
    }

    func testTheDemoYearCutsNothing() throws {
        try assertNoCuts({ try DemoDiary.copy() }, "demo year")
    }

    func testTheLargestValuesCutNothingMetric() throws {
        try assertNoCuts({ try longDiary(unit: .kg) }, "largest values, kg")
    }

    func testTheLargestValuesCutNothingImperial() throws {
        try assertNoCuts({ try longDiary(unit: .lb) }, "largest values, lb")
    }

    /// The case: at 60×18 a memo longer than the panel ends in "…" on its last row instead of losing rows unmarked
    /// (the day panel of a full profile leaves it fewer rows than the memo asked for).
    func testALongMemoAt60x18EndsInAnEllipsis() throws {
        let state = try makeState(width: 60, height: 18, database: longDiary(unit: .kg))
        let lines = state.render().lines()
        let memo = try XCTUnwrap(lines.firstIndex { $0.contains("Memo") && $0.contains("한국어") }, state.screenText)
        let memoRows = lines[memo...].prefix { !$0.contains("└") }
        XCTAssertTrue(memoRows.last?.contains("…") ?? false, "the last memo row shows there is more:\n\(state.screenText)")
    }

    /// The witness itself: a text run past its clip unmarked is named; one cut with "…" or padding is not.
    func testTheWitnessNamesAnUnmarkedCutOnly() {
        let recorder = ClipRecorder()
        ClipWitness.$recorder.withValue(recorder) {
            var buffer = Buffer(width: 10, height: 2)
            buffer.put("a long line here", x: 0, y: 0)
            buffer.put(TextWidth.truncate("a long line here", to: 10), x: 0, y: 1)
            buffer.put(TextWidth.pad("short", to: 40), x: 0, y: 1)
            buffer.put("김치찌개엄마표", x: 0, y: 1)
            buffer.put("below", x: 0, y: 5)
        }
        XCTAssertEqual(recorder.cuts.map(\.text), ["a long line here", "김치찌개엄마표", "below"])
    }
}
