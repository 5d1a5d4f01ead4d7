import XCTest
import TrackerKit
@testable import TrackerTUI

/// The workout countdown's cues and keys while it runs, driven by a test clock.
final class WorkoutTimerTests: XCTestCase {
    private var db: AppDatabase!
    private var time: TestTime!
    private var state: AppState!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        time = TestTime()
        state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.character("3"))
    }

    private var workout: WorkoutScreen { state.screens[Tab.workout.rawValue] as! WorkoutScreen }

    func testAFloodOfKeysDoesNotDropTheWarningBells() {
        state.type(.enter, .enter)  // welcome → Squat, Start
        var bells = 0
        for _ in 0..<3100 {  // a key every 10 ms for 31 s: the loop never times out, so no plain tick runs
            time.uptime += .milliseconds(10)
            bells += state.type(.character("z")).filter { $0 == .bell }.count
        }
        XCTAssertTrue(workout.countdown?.isFinished == true)
        XCTAssertEqual(bells, 4, "3, 2, 1 and zero, each once, though keys never stopped")
    }

    func testSOrTDuringASessionRefusesInsteadOfRestarting() {
        state.type(.character("T"))
        time.uptime += .seconds(5)
        let before = workout.session
        for key in ["S", "T"] {
            let effects = state.type(.character(Character(key)))
            XCTAssertEqual(workout.session, before, "\(key) threw the running round away")
            XCTAssertEqual(effects, [])
            XCTAssertTrue(state.screenText.contains("Esc abandons"), state.screenText)
        }
    }

    func testSOrTWithAPausedExerciseRefusesToo() {
        state.type(.enter, .enter, .character(" "))  // Squat started, then paused
        state.type(.character("S"))
        XCTAssertNil(workout.session)
        XCTAssertNotNil(workout.countdown)
    }

    func testAnotherTabShowsTheCountdownInTheTabBarNotAnEnterPrompt() {
        state.type(.enter, .enter)
        state.type(.character("4"))
        time.uptime += .milliseconds(22_500)
        _ = state.tick()
        let bar = state.screenText.split(separator: "\n")[0]
        XCTAssertTrue(bar.contains("3 Workout 0:08"), String(bar))
        time.uptime += .seconds(8)
        _ = state.tick()
        XCTAssertTrue(state.screenText.split(separator: "\n")[0].contains("3 Workout ✓"))
        XCTAssertFalse(state.screenText.contains("Press Enter for Done"), "Enter means something else on this tab")
        state.type(.character("3"))
        XCTAssertTrue(state.screenText.split(separator: "\n")[0].contains("3 Workout ✓"))
    }

    func testTheTabBarBadgeKeepsEveryTabWholeAtSixtyColumns() throws {
        state = try makeState(width: 60, height: 18, database: db, time: time)
        state.type(.character("3"), .enter, .enter, .character("1"))
        let bar = String(state.screenText.split(separator: "\n")[0])
        XCTAssertTrue(bar.contains("3 0:30"), bar)
        XCTAssertTrue(bar.contains("6 Data"), bar)
    }
}
