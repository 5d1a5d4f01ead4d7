import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// On a read-only database a workout can still be timed, but nothing of it can be logged: the app
/// says so when the timer starts, not after four minutes of work when Enter is pressed.
final class WorkoutReadOnlyTests: XCTestCase {
    private var path: String!
    private var time: TestTime!
    private var state: AppState!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-workout-ro-\(UUID().uuidString).sqlite"
        _ = try AppDatabase.openFresh(path: path)
        time = TestTime()
        state = try makeState(width: 100, height: 30, database: AppDatabase.open(path: path, readOnly: true), time: time)
        state.type(.character("3"))
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private var workout: WorkoutScreen { state.screens[Tab.workout.rawValue] as! WorkoutScreen }

    func testStartingAnExerciseSaysAtOnceThatItWillNotBeSaved() {
        state.type(.enter, .enter)  // welcome → Squat, Start
        XCTAssertNotNil(workout.countdown, "the timer still runs")
        XCTAssertTrue(state.screenText.contains("this workout will not be saved"), state.screenText)
        time.uptime += .seconds(31)
        _ = state.tick()
        state.type(.enter)  // Done
        XCTAssertFalse(state.screenText.contains("Could not save"), state.screenText)
        XCTAssertEqual(workout.page, 2, "Done moves on to the next exercise")
    }

    func testATabataSaysItAtTheStartAndTheHighFiveRepeatsIt() {
        state.type(.character("T"))
        XCTAssertNotNil(workout.session)
        XCTAssertTrue(state.screenText.contains("this workout will not be saved"), state.screenText)
        for _ in 0..<20 {
            time.uptime += .seconds(30)
            _ = state.tick()
        }
        let text = state.screenText
        XCTAssertTrue(text.contains("High Five"), text)
        XCTAssertFalse(text.contains("Could not save"), text)
        XCTAssertTrue(text.contains("Not saved: the database is read-only."), text)
    }
}
