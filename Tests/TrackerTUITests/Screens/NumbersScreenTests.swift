import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 14 items 9 and 10 and the calorie budget, through the whole app with the clock at Sat 21 Nov 2026.
final class NumbersScreenTests: AppStateTestCase {
    override func setUpWithError() throws {
        try openApp { db in
            try db.saveProfile(
                Profile(
                    name: "Ana", sex: .female, birthDate: LocalDate(iso: "1990-05-01"), heightCm: 165,
                    goalWeightKg: 50, activityLevel: .light))
        }
    }

    private var log: LogScreen { state.screens[Tab.log.rawValue] as! LogScreen }

    func testAWeightTenTimesTheLastAsksBeforeItIsKept() throws {
        try db.logWeight(82.2, on: today.adding(days: -1))
        state.type(.character("w"))
        state.type(text: "822")
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("822.0 kg is 739.8 kg more than your last weight:"), state.screenText)
        XCTAssertTrue(state.screenText.contains("keep it?") && state.screenText.contains("Nearest weight: 82.2 kg on Fri 20 Nov 2026."))
        XCTAssertNil(try db.dayDetail(today).weightKg, "nothing saved before the answer")
        state.type(.character("n"))
        guard case .weight(_, let prompt)? = log.modal else { return XCTFail("n goes back to the weight, as typed") }
        XCTAssertEqual(prompt.text, "822")
        XCTAssertNil(try db.dayDetail(today).weightKg)
        state.type(.enter, .character("y"))
        XCTAssertEqual(try db.dayDetail(today).weightKg, 822, "kept when the user says so")
    }

    func testAPlausibleWeightIsSavedWithoutAQuestion() throws {
        try db.logWeight(82.2, on: today.adding(days: -1))
        state.type(.character("w"))
        state.type(text: "81.6")
        state.type(.enter)
        XCTAssertEqual(try db.dayDetail(today).weightKg, 81.6)
    }

    func testSavingTheProfileWithOnlyTheGoalChangedKeepsTodaysWeight() throws {
        try db.logWeight(56.65, on: today)
        state.type(.character("6"), .right, .right, .character("e"))
        for _ in 0..<7 { state.type(.tab) }  // to the goal weight
        state.type(.control("u"))
        state.type(text: "52")
        state.type(.control("s"))
        XCTAssertEqual(try db.profile()?.goalWeightKg, 52)
        XCTAssertEqual(try db.dayDetail(today).weightKg, 56.65, "not re-logged as the 56.7 the form showed")
    }

    func testTheProfileFormRefusesAGoalOutsideKCountsLimits() throws {
        try db.logWeight(60, on: today)
        state.type(.character("6"), .right, .right, .character("e"))
        for _ in 0..<7 { state.type(.tab) }
        state.type(.control("u"))
        state.type(text: "1")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("A goal weight must be between 30 and 200 kg."), state.screenText)
        XCTAssertEqual(try db.profile()?.goalWeightKg, 50)
    }

    func testTheProfileSaysThePaceInTheUsersUnit() throws {
        try db.logWeight(60, on: today)
        state.type(.character("6"), .right, .right, .character("e"))
        for _ in 0..<9 { state.type(.tab) }  // to the pace
        state.type(.right)
        XCTAssertTrue(state.screenText.contains("0.23 kg/wk"), state.screenText)
        XCTAssertFalse(state.screenText.contains("lb/w"), state.screenText)
        for _ in 0..<6 { state.type(.backTab) }  // back to the weight unit
        state.type(.right)  // lb
        XCTAssertTrue(state.screenText.contains("0.5 lb/wk"), state.screenText)
    }

    /// Issue 25 item 11: the Settings list and form say the pace in a metric user's kilograms, and saving keeps the stored pace.
    func testTheSettingsSayThePaceInTheUsersUnit() throws {
        try db.setUserSetting("diet.pace", to: "1")
        state.type(.character("6"), .left)
        XCTAssertTrue(state.screenText.contains("0.45 kg/wk"), state.screenText)
        XCTAssertFalse(state.screenText.contains("lb/w"), state.screenText)
        state.type(.character("e"))
        XCTAssertTrue(state.screenText.contains("0.45 kg/wk"), state.screenText)
        XCTAssertFalse(state.screenText.contains("lb"), "no pound anywhere in the form of a kg user:\n\(state.screenText)")
        state.type(.down, .down, .down, .right)  // the pace: 1 → 1.5 lb, shown as 0.68 kg/wk
        XCTAssertTrue(state.screenText.contains("0.68 kg/wk"), state.screenText)
        state.type(.control("s"))
        XCTAssertEqual(try db.energyPlan().pace, .oneAndHalf)
        try db.setUserSetting("units.weight", to: "lb")
        state.type(.character("2"), .character("6"))  // the Settings section again, reloaded on the tab's return
        XCTAssertTrue(state.screenText.contains("1.5 lb/wk"), state.screenText)
    }

    func testThePaceInTheProfileSetsTheBudgetInTheDayPanel() throws {
        try db.logWeight(60, on: today)
        state.type(.character("6"), .right, .right, .character("e"))
        for _ in 0..<9 { state.type(.tab) }  // to the pace
        state.type(.right, .right)  // 1 lb/week
        state.type(.control("s"))
        XCTAssertEqual(try db.energyPlan().pace, .one)
        state.type(.character("1"))
        let formula = try XCTUnwrap(Energy.maintenance(profile: try XCTUnwrap(db.profile()), weightKg: 60, on: today))
        XCTAssertTrue(state.screenText.contains("Budget       \(Int((formula - 500).rounded())) kcal: −0.45 kg/wk"), state.screenText)
        XCTAssertTrue(state.screenText.contains("Remaining    \(Int((formula - 500).rounded())) kcal"), state.screenText)
        XCTAssertTrue(state.screenText.contains("measured: log 14 more days"), state.screenText)
    }
}

/// Issue 14 items 6 and 11 on the Progress tab.
final class ProgressNumbersScreenTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    private func progress(weights: [(Int, Double)], goal: Double, width: Int, height: Int, mealDays: Int = 0) throws -> AppState {
        let db = try AppDatabase.inMemory()
        try db.saveProfile(
            Profile(
                name: "A", sex: .female, birthDate: LocalDate(iso: "1990-01-01"), heightCm: 170,
                goalWeightKg: goal, activityLevel: .light))
        for (offset, kg) in weights { try db.logWeight(kg, on: today.adding(days: offset)) }
        for offset in 0..<mealDays { try db.addQuickEntry(label: "Meal", kcal: 2000, on: today.adding(days: -offset)) }
        var state = try makeState(width: width, height: height, database: db)
        state.type(.character("2"))
        return state
    }

    func testAFarGoalIsAMarkerAndTheAxisFitsTheWeights() throws {
        // A year from 90 to 85 kg with the goal at 60: the axis must not stretch to 60.
        let weights = (0..<365).map { ($0 - 364, 90 - 5 * Double($0) / 364) }
        var state = try progress(weights: weights, goal: 60, width: 80, height: 24)
        state.type(.character("y"))
        let text = state.screenText
        XCTAssertTrue(text.contains("↓ goal 60.0 kg ↓"), text)
        let axisLabels = text.split(separator: "\n").compactMap { line -> Double? in
            guard let match = line.firstMatch(of: /^ *(\d+(\.\d+)?)│/) else { return nil }
            return Double(match.1)
        }
        XCTAssertFalse(axisLabels.isEmpty, text)
        XCTAssertTrue(axisLabels.allSatisfy { $0 >= 80 }, "the axis fits 85–90 kg: \(axisLabels)")
        let plotted = text.split(separator: "\n").filter { $0.contains("│") && $0.contains { ("\u{2801}"..."\u{28FF}").contains($0) } }
        XCTAssertGreaterThanOrEqual(plotted.count, 5, "the weights use the chart's height\n\(text)")
    }

    func testSevenDailyWeightsGiveAWeeklyTrendAndEveryMessageFits() throws {
        // Tue 17 Nov to Mon 23 Nov would be ahead of today; use Sun 15 Nov to Sat 21 Nov (seven days).
        let state = try progress(weights: (0..<7).map { ($0 - 6, 80 - 0.1 * Double($0)) }, goal: 70, width: 200, height: 60)
        XCTAssertTrue(state.screenText.contains("−0.7 kg/week, last 4 weeks"), state.screenText)
        XCTAssertFalse(state.screenText.contains("apar…"), "no message is cut")
    }
}

extension ProgressNumbersScreenTests {
    func testTheNotEnoughWeightsMessagesWrapWhole() throws {
        for (width, height) in [(200, 60), (80, 24), (60, 18)] {
            let state = try progress(weights: [(-2, 80), (0, 79.5)], goal: 70, width: width, height: height)
            let text = state.screenText
            XCTAssertFalse(text.contains("apar…") || text.contains("…apar"), "\(width)x\(height)\n\(text)")
            if width == 200 { XCTAssertTrue(text.contains("needs a week of weights"), text) }
        }
    }
}

extension ProgressNumbersScreenTests {
    func testVSwitchesToCaloriesAndExpenditureWithTheSamePeriodsAndPanning() throws {
        var state = try progress(weights: (0..<60).map { ($0 - 59, 80.0) }, goal: 70, width: 120, height: 40, mealDays: 60)
        state.type(.character("m"), .character("v"))
        XCTAssertTrue(state.screenText.contains("Calories · "), state.screenText)
        XCTAssertTrue(state.screenText.contains("eaten") && state.screenText.contains("budget"), state.screenText)
        state.type(.character("l"))
        XCTAssertTrue(state.screenText.contains("eaten 2000 kcal · budget"), state.screenText)
        state.type(.escape, .character("["))
        XCTAssertTrue(state.screenText.contains("Calories · ") && state.screenText.contains("Oct 2026"), "panning keeps the chart")
        state.type(.character("]"), .character("v"))
        XCTAssertTrue(state.screenText.contains("Expenditure · "), state.screenText)
        XCTAssertTrue(state.screenText.contains("measured (28 days)"), state.screenText)
        state.type(.character("h"))
        XCTAssertTrue(state.screenText.contains("measured 2000 kcal"), state.screenText)
        state.type(.escape, .character("v"))
        XCTAssertTrue(state.screenText.contains("trend"), "back to the weight chart")
        XCTAssertFalse(state.screenText.contains("Expenditure · "))
    }
}

extension NumbersScreenTests {
    func testTheDayPanelAt60ColumnsCutsNothing() throws {
        try db.logWeight(60, on: today)
        try db.setUserSetting("diet.pace", to: "1")
        var narrow = try makeState(width: 60, height: 18, database: db)
        narrow.type(.character("1"))
        let text = narrow.screenText
        XCTAssertFalse(text.contains("…"), "every value fits or wraps\n\(text)")
        XCTAssertTrue(text.contains("formula") && text.contains("none (m)"), text)
    }
}
