import XCTest
import TrackerKit
@testable import TrackerTUI

/// The workout countdown's cues and keys while it runs, driven by a test clock.
final class WorkoutTimerTests: AppStateTestCase {
    override func setUpWithError() throws {
        try openApp(keys: .character("3"))
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
        XCTAssertEqual(bells, 6, "3, 2, 1 once each and the end's three, though keys never stopped")
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

/// Clicks land on what is drawn under them: the stars, Start/Done, the welcome page's lines.
final class WorkoutClickTests: XCTestCase {
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

    /// Where `text` is drawn on screen (its first character), from the rendered frame.
    private func position(of text: String) throws -> (x: Int, y: Int) {
        let lines = state.render().lines()
        for (y, line) in lines.enumerated() {
            if let range = line.range(of: text) { return (TextWidth.of(String(line[..<range.lowerBound])), y) }
        }
        throw XCTSkip("\(text) not on screen")
    }

    private func click(_ x: Int, _ y: Int) {
        state.type(.mouse(MouseEvent(x: x, y: y, kind: .press)))
    }

    func testClickingAStarRatesAndTheRowBelowDoesNot() throws {
        state.type(.enter)
        let stars = try position(of: "☆ ☆ ☆ ☆ ☆")
        click(stars.x, stars.y + 1)
        XCTAssertEqual(try db.exercises()[0].rating, 0, "the blank row below rated")
        click(stars.x + 6, stars.y)
        XCTAssertEqual(try db.exercises()[0].rating, 4, "the fourth star")
    }

    func testClickingStartThenDone() throws {
        state.type(.enter)
        let start = try position(of: "[ Start ]")
        click(start.x + 2, start.y)
        XCTAssertTrue(workout.countdown?.isRunning == true)
        time.uptime += .seconds(30)
        _ = state.tick()
        let done = try position(of: "[ Done ]")
        click(done.x + 2, done.y)
        XCTAssertEqual(try db.workoutHistory().first?.counts.first?.name, "Squat")
    }

    func testClickingTheWelcomePageLinesDoesWhatTheySay() throws {
        let history = try position(of: "H      History")
        click(history.x + 8, history.y)
        guard case .history = workout.overlay else { return XCTFail("History did not open") }
        state.type(.escape)
        let start = try position(of: "Enter  Get Started")
        click(start.x, start.y)
        XCTAssertEqual(workout.page, 1)
    }
}
