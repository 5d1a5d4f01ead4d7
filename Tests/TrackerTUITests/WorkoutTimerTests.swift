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
}
