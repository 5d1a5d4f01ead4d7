import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 14 items 9 and 10 and the calorie budget, through the whole app with the clock at Sat 21 Nov 2026.
final class NumbersScreenTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!
    private var db: AppDatabase!
    private var state: AppState!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        try db.saveProfile(Profile(name: "Ana", sex: .female, birthDate: LocalDate(iso: "1990-05-01"), heightCm: 165,
                                   goalWeightKg: 50, activityLevel: .light))
        state = try makeState(width: 100, height: 30, database: db)
    }

    private var log: LogScreen { state.screens[Tab.log.rawValue] as! LogScreen }

    func testAWeightTenTimesTheLastAsksBeforeItIsKept() throws {
        try db.logWeight(82.2, on: today.adding(days: -1))
        state.type(.character("w"))
        state.type(text: "822")
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("822.0 kg is 739.8 kg more than your last weight: keep it?"), state.screenText)
        XCTAssertNil(try db.dayDetail(today).weightKg, "nothing saved before the answer")
        state.type(.character("n"))
        XCTAssertNil(log.modal)
        XCTAssertNil(try db.dayDetail(today).weightKg)
        state.type(.character("w"))
        state.type(text: "822")
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

    func testThePaceInTheProfileSetsTheBudgetInTheDayPanel() throws {
        try db.logWeight(60, on: today)
        state.type(.character("6"), .right, .right, .character("e"))
        for _ in 0..<9 { state.type(.tab) }  // to the pace
        state.type(.right, .right)  // 1 lb/week
        state.type(.control("s"))
        XCTAssertEqual(try db.energyPlan().pace, .one)
        state.type(.character("1"))
        let formula = try XCTUnwrap(Energy.maintenance(profile: try XCTUnwrap(db.profile()), weightKg: 60, on: today))
        XCTAssertTrue(state.screenText.contains("Budget       \(Int((formula - 500).rounded())) kcal (lose 0.45 kg/week)"), state.screenText)
        XCTAssertTrue(state.screenText.contains("Remaining    \(Int((formula - 500).rounded())) kcal"), state.screenText)
        XCTAssertTrue(state.screenText.contains("measured: needs 14 more days of"), state.screenText)
    }
}
