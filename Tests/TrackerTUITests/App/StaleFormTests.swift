import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// A form left open while another window or the command line changes the same row: saving it must not
/// overwrite that change silently. It says what changed and keeps the user's text; saving again wins.
final class StaleFormTests: XCTestCase {
    private var path: String!
    private var here: AppDatabase!
    private var elsewhere: AppDatabase!
    private var state: AppState!
    private let today = LocalDate(iso: "2026-11-21")!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-stale-form-\(UUID().uuidString).sqlite"
        here = try AppDatabase.openFresh(path: path)
        elsewhere = try AppDatabase.open(path: path)
        state = try makeState(width: 100, height: 30, database: here)
        state.watchForOutsideChanges()
    }

    override func tearDown() {
        state = nil
        here = nil
        elsewhere = nil
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private var log: LogScreen { state.screens[Tab.log.rawValue] as! LogScreen }

    /// QA's steps: m on today, End, " + edited"; meanwhile `tracker memo "Slept badly (from cron)" --append`.
    private func editMemoWhileTheCommandLineAppendsALine() throws {
        try here.setMemo("Ran 5 km", on: today)
        state.type(.character("1"))
        _ = state.reloadIfChangedElsewhere()
        state.type(.character("m"), .end)
        state.type(text: " + edited")
        try elsewhere.appendMemo("Slept badly (from cron)", on: today)
    }

    func testAMemoAppendedFromTheCommandLineSurvivesTheOpenEditor() throws {
        try editMemoWhileTheCommandLineAppendsALine()
        _ = state.reloadIfChangedElsewhere()
        state.type(.control("s"))
        XCTAssertEqual(try here.dayDetail(today).memo, "Ran 5 km\nSlept badly (from cron)", "nothing written")
        XCTAssertTrue(state.screenText.contains("The memo was changed elsewhere since you opened it"), state.screenText)
        XCTAssertTrue(state.screenText.contains("Esc keeps theirs."), "the message wraps in the editor, not cut: \(state.screenText)")
        guard case .memo(_, let editor)? = log.modal else { return XCTFail("the editor stays open") }
        XCTAssertEqual(editor.area.text, "Ran 5 km + edited", "with the user's text")
        state.type(.control("s"))
        XCTAssertNil(log.modal)
        XCTAssertEqual(try here.dayDetail(today).memo, "Ran 5 km + edited", "Ctrl-S again saves it over theirs")
    }

    func testCtrlTAfterTheWarningAddsTheirNewLinesToTheUsersMemo() throws {
        try editMemoWhileTheCommandLineAppendsALine()
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("Ctrl-T adds their new lines to yours."), state.screenText)
        state.type(.control("t"), .control("s"))
        XCTAssertNil(log.modal)
        XCTAssertEqual(try here.dayDetail(today).memo, "Ran 5 km + edited\nSlept badly (from cron)", "both kept")
    }

    func testEscAfterTheWarningKeepsTheirMemo() throws {
        state.type(.character("1"), .character("m"))
        state.type(text: "mine")
        try elsewhere.setMemo("theirs", on: today)
        state.type(.control("s"), .escape, .escape)
        XCTAssertNil(log.modal)
        XCTAssertEqual(try here.dayDetail(today).memo, "theirs")
    }

    func testAWeightChangedInAnotherWindowIsNotOverwrittenByAnOlderPrompt() throws {
        try here.logWeight(80, on: today)
        state.type(.character("1"))
        _ = state.reloadIfChangedElsewhere()
        state.type(.character("w"), .control("u"))
        state.type(text: "79.5")
        try elsewhere.logWeight(81, on: today)
        state.type(.enter)
        XCTAssertEqual(try here.dayDetail(today).weightKg, 81)
        XCTAssertTrue(state.screenText.contains("now 81.0 kg"), state.screenText)
        XCTAssertTrue(state.screenText.contains("Enter again saves yours over it"), state.screenText)
        state.type(.enter)
        XCTAssertEqual(try here.dayDetail(today).weightKg, 79.5)
    }

    func testAnEntryEditedElsewhereIsNotOverwrittenByAnOlderPrompt() throws {
        let apple = try here.addFood(Food(name: "Apple", kcalPerServing: 52))
        try here.addEntry(foodId: apple.id!, servings: 1, on: today)
        state.type(.character("1"))
        _ = state.reloadIfChangedElsewhere()
        state.type(.enter, .character("e"), .control("u"))
        state.type(text: "2")
        try elsewhere.updateEntry(id: try XCTUnwrap(here.entries(on: today).first?.id), servings: 3)
        state.type(.enter)
        XCTAssertEqual(try here.entries(on: today).first?.servings, 3)
        XCTAssertTrue(state.screenText.contains("servings 3"), state.screenText)
    }

    private func editCalories(to text: String) {
        state.type(.character("6"))
        _ = state.reloadIfChangedElsewhere()
        state.type(.character("e"), .down, .control("u"))
        state.type(text: text)
    }

    func testAFoodRenamedFromTheCommandLineKeepsItsNameWhenTheFormSavesCalories() throws {
        let apple = try here.addFood(Food(name: "Green apple", kcalPerServing: 52))
        editCalories(to: "96")
        var renamed = apple
        renamed.name = "Red apple"
        try elsewhere.updateFood(renamed)
        state.type(.control("s"))
        XCTAssertEqual(try here.foods().map(\.name), ["Red apple"], state.screenText)
        XCTAssertEqual(try here.foods().first?.kcalPerServing, 96)
    }

    func testAFoodsCaloriesChangedOnBothSidesIsRefusedInTheForm() throws {
        let apple = try here.addFood(Food(name: "Green apple", kcalPerServing: 52))
        editCalories(to: "96")
        var theirs = apple
        theirs.kcalPerServing = 80
        try elsewhere.updateFood(theirs)
        state.type(.control("s"))
        XCTAssertEqual(try here.foods().first?.kcalPerServing, 80)
        XCTAssertTrue(state.screenText.contains("calories 80. Ctrl-S again saves yours over it;"), state.screenText)
        state.type(.control("s"))
        XCTAssertEqual(try here.foods().first?.kcalPerServing, 96)
    }

    func testACounterRenamedElsewhereKeepsItsNameWhenTheSettingsFormSavesAStep() throws {
        let clock = CounterClock(now: Date(timeIntervalSince1970: 1_795_262_400), today: today)
        let plates = try here.addCounter(name: "Plates", at: clock)
        state.type(.character("4"))
        _ = state.reloadIfChangedElsewhere()
        state.type(.enter, .character("e"), .down, .control("u"))
        state.type(text: "2")
        try elsewhere.updateCounter(id: plates.id, name: "Dishes", step: 3, add: nil, set: nil, goal: nil, resetPeriod: nil, at: clock)
        state.type(.control("s"))
        XCTAssertEqual(try here.counter(id: plates.id)?.step, 3, "the step both changed is refused")
        XCTAssertTrue(state.screenText.contains("was changed elsewhere since you opened it: now step"), state.screenText)
        state.type(.control("s"))
        XCTAssertEqual(try here.counter(id: plates.id)?.step, 2, "Ctrl-S again saves it")
        XCTAssertEqual(try here.counter(id: plates.id)?.name, "Dishes", "the name the form did not change keeps the other window's")
    }

    func testASettingSetFromTheCommandLineStaysWhenTheSettingsFormSavesAnother() throws {
        state.type(.character("6"), .left, .character("e"), .right)  // kg → lb
        try elsewhere.setUserSetting("workout.seconds", to: "45")
        state.type(.control("s"))
        XCTAssertEqual(try here.userSetting("units.weight"), "lb")
        XCTAssertEqual(try here.userSetting("workout.seconds"), "45", "the form's unchanged 30 does not put it back")
    }

    func testAnExerciseRenamedElsewhereKeepsItsNameWhenTheFormSavesItsHowTo() throws {
        let squat = try XCTUnwrap(here.exercises().first)
        state.type(.character("3"), .character("e"), .character("e"), .down, .control("u"))
        state.type(text: "Sit back.")
        try elsewhere.updateExercise(id: squat.id, name: "Deep squat", howTo: squat.howTo)
        state.type(.control("s"))
        let saved = try XCTUnwrap(here.exercises().first { $0.id == squat.id })
        XCTAssertEqual([saved.name, saved.howTo], ["Deep squat", "Sit back."], state.screenText)
        state.type(.character("e"), .down, .control("u"))
        state.type(text: "Mine.")
        try elsewhere.updateExercise(id: squat.id, name: "Deep squat", howTo: "Theirs.")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("was changed elsewhere since you opened it"), state.screenText)
        XCTAssertEqual(try here.exercises().first { $0.id == squat.id }?.howTo, "Theirs.")
    }

    func testAProfileHeightChangedElsewhereStaysWhenTheFormSavesTheName() throws {
        var ana = Profile(name: "Ana", sex: .female, birthDate: LocalDate(iso: "1990-05-01"), heightCm: 165, goalWeightKg: 60, activityLevel: .light)
        try here.saveProfile(ana, weighIn: (today, 65))
        state.type(.character("6"))
        _ = state.reloadIfChangedElsewhere()
        state.type(.right, .right, .character("e"), .control("u"))
        state.type(text: "Bea")
        ana.heightCm = 170
        try elsewhere.saveProfile(ana)
        state.type(.control("s"))
        XCTAssertEqual(try here.profile()?.name, "Bea", state.screenText)
        XCTAssertEqual(try here.profile()?.heightCm, 170, "the height the form did not change keeps the other window's")
    }

    func testWorkoutOptionsSetElsewhereStayWhenTheOptionsFormSavesAnother() throws {
        state.type(.character("3"), .character("o"), .control("u"))
        state.type(text: "45")
        try elsewhere.setUserSetting("workout.rounds", to: "4")
        state.type(.control("s"))
        XCTAssertEqual(try here.workoutSettings().seconds, 45, state.screenText)
        XCTAssertEqual(try here.workoutSettings().rounds, 4)
    }

    func testASwimsKcalSetElsewhereStaysWhenTheFormSavesItsMetersAndUntouchedMinutesKeepTheirSeconds() throws {
        let swim = try here.addSwim(on: today, minutes: 1953.2 / 60, meters: 1000, kcal: nil, poolLength: 25, at: TestTime().now)
        state.type(.character("5"))
        _ = state.reloadIfChangedElsewhere()
        state.type(.character("e"), .tab, .tab, .control("u"))
        state.type(text: "1200")
        try elsewhere.updateSwim(id: swim.id, date: today, minutes: 1953.2 / 60, meters: 1000, kcal: 250, poolLength: 25)
        state.type(.control("s"))
        let saved = try XCTUnwrap(here.swims().first)
        XCTAssertEqual(saved.distanceMeters, 1200, state.screenText)
        XCTAssertEqual(saved.activeKcal, 250, "the calories set elsewhere stay")
        XCTAssertEqual(saved.durationSeconds, 1953.2, accuracy: 1e-9, "minutes shown as 32.55 and left alone keep their seconds")
    }
}
