import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 27: what abandoning says is what was logged (and `u` takes it back); a session keeps its
/// schedule however late the loop wakes, and pauses while the app is suspended; R refuses mid-session.
final class WorkoutSessionTruthTests: ShortTabataTestCase {
    func testAbandoningSaysExactlyWhatWasLoggedAndUTakesItBack() {
        state.type(.character("T"))
        _ = state.advance(.seconds(5), time: time)  // Squat's 4 s ended (logged), 1 s into the rest
        state.type(.escape)
        XCTAssertTrue(state.screenText.contains("Stop? The 1 exercise it logged stays (u undoes)."), state.screenText)
        state.type(.character("y"))
        XCTAssertEqual(logged, ["Squat"])
        XCTAssertTrue(state.screenText.contains("Abandoned. Logged: Squat (u takes it back)."), state.screenText)
        state.type(.character("u"))
        XCTAssertEqual(logged, [], "u took it back")
        XCTAssertTrue(state.screenText.contains("Undone: Squat taken out of the log."), state.screenText)
        state.type(.character("u"))
        XCTAssertTrue(state.screenText.contains("Nothing to undo"), state.screenText)
    }

    func testAbandoningBeforeAnyWorkEndedSaysNothingWasLogged() {
        state.type(.character("T"))
        _ = state.advance(.seconds(2), time: time)
        state.type(.escape, .character("y"))
        XCTAssertEqual(logged, [])
        XCTAssertTrue(state.screenText.contains("Abandoned. Nothing was logged for it."), state.screenText)
    }

    func testAbandoningCountsRepeatsInTheOrderDone() throws {
        try db.setSetting("workout.tabataRest", to: "0")
        state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.character("3"), .character("T"))
        _ = state.advance(.seconds(4 * 5 + 1), time: time)  // Squat, Step Up, Burpee, Sun Salute, Squat
        state.type(.escape, .character("y"))
        XCTAssertTrue(state.screenText.contains("Logged: Squat ×2, Step Up, Burpee, Sun Salute (u takes them back)."), state.screenText)
    }

    /// 60 phases of 3 s: each wake-up comes 7 ms after its deadline (a busy machine); the session
    /// must still end at start + 180 s, not 59 × 7 ms later.
    func testSixtyPhasesKeepTheirScheduleWhenEveryWakeUpIsLate() throws {
        try db.setSetting("workout.tabataWork", to: "3")
        try db.setSetting("workout.tabataRest", to: "3")
        try db.setSetting("workout.tabataRounds", to: "30")
        state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.character("3"), .character("T"))
        let start = time.uptime
        XCTAssertEqual(workout.session?.plan.phases.count, 60)
        var lastDeadline = start
        while workout.session != nil, let deadline = state.nextDeadline() {
            lastDeadline = deadline
            time.uptime = deadline + .milliseconds(7)
            _ = state.tick()
        }
        XCTAssertEqual(lastDeadline, start + .seconds(180), "drift: \(lastDeadline - start - .seconds(180))")
    }

    /// Ctrl-Z half a second into a 4 s rest, `fg` 12 s later: the rest is paused with 3.5 s left,
    /// the status line says so, and Space runs those 3.5 s with their warning bells.
    func testSuspendingPausesTheSessionAndTheReturnSaysSo() {
        state.type(.character("T"))
        _ = state.advance(.milliseconds(4500), time: time)
        XCTAssertEqual(state.type(.control("z")), [.suspend])
        state.suspending(at: time.uptime)
        time.uptime += .seconds(12)
        _ = state.tick()
        XCTAssertTrue(state.screenText.contains("Workout paused while Tracker was suspended"), state.screenText)
        XCTAssertEqual(workout.session?.countdown.remaining(now: time.uptime), .milliseconds(3500))
        XCTAssertEqual(workout.session?.index, 1, "still the first rest")
        state.type(.character(" "))
        let bells = state.advance(.milliseconds(3501), time: time).filter { $0 == .bell }.count
        XCTAssertEqual(bells, 3 + 1, "3, 2, 1 and the next work's bell")
        XCTAssertEqual(workout.session?.index, 2)
    }

    func testRDuringASessionIsRefusedOutLoud() {
        state.type(.character("T"))
        let before = workout.session
        state.type(.character("R"))
        XCTAssertEqual(workout.session, before)
        XCTAssertTrue(state.screenText.contains("Esc abandons"), state.screenText)
    }
}
