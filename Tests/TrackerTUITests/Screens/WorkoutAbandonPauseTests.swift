import XCTest
import TrackerKit
@testable import TrackerTUI

/// QA1 finding 4: the "Stop this …?" question pauses the countdown, so what it says is what
/// happens; `n`/Esc resumes it where it stopped, and a pause made by Space stays a pause.
final class WorkoutAbandonPauseTests: ShortTabataTestCase {
    func testAnExerciseStopsWhileAskedAndResumesOnNo() {
        state.type(.enter, .enter)
        _ = state.advance(.seconds(5), time: time)
        state.type(.escape)
        XCTAssertTrue(state.screenText.contains("Stop this exercise?"), state.screenText)
        XCTAssertNil(state.nextDeadline(), "nothing to wake for while the question is open")
        _ = state.advance(.seconds(60), time: time)
        XCTAssertEqual(workout.countdown?.secondsShown(now: time.uptime), 25, "the question stopped the clock")
        state.type(.character("n"))
        XCTAssertTrue(workout.countdown?.isRunning == true, "n resumes it")
        _ = state.advance(.seconds(24), time: time)
        XCTAssertFalse(workout.countdown?.isFinished == true)
        _ = state.advance(.seconds(1), time: time)
        XCTAssertTrue(workout.countdown?.isFinished == true, "the 25 s left ran after the answer")
    }

    func testASessionLogsNothingBehindTheQuestion() {
        state.type(.character("T"))
        _ = state.advance(.seconds(2), time: time)  // 2 s into Squat's 4 s
        state.type(.escape)
        XCTAssertTrue(state.screenText.contains("Stop this session? Nothing is logged yet."), state.screenText)
        _ = state.advance(.seconds(30), time: time)
        XCTAssertTrue(state.screenText.contains("Stop this session? Nothing is logged yet."), "the question stays true")
        state.type(.character("y"))
        XCTAssertEqual(logged, [], "Squat ended nowhere behind the dialog")
        XCTAssertTrue(state.screenText.contains("Abandoned. Nothing was logged for it."), state.screenText)
    }

    func testEscKeepsGoingAndAPauseMadeBySpaceStays() {
        state.type(.character("T"))
        _ = state.advance(.seconds(2), time: time)
        state.type(.escape, .escape)
        XCTAssertTrue(workout.session?.countdown.isRunning == true, "Esc answered no: running again")
        _ = state.advance(.seconds(2), time: time)
        XCTAssertEqual(logged, ["Squat"], "Squat's last 2 s ran after the answer")
        state.type(.character(" "), .escape)
        _ = state.advance(.seconds(10), time: time)
        state.type(.character("n"))
        XCTAssertFalse(workout.session?.countdown.isRunning == true, "paused before the question: still paused")
    }
}
