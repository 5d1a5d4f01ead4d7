import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Work, rest and the end sound apart; the warning seconds are a setting; a hook program runs at
/// each phase change without a shell and without holding up the timer.
final class WorkoutCueTests: XCTestCase {
    private var db: AppDatabase!
    private var time: TestTime!
    private var state: AppState!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        time = TestTime()
    }

    private func start(_ keys: Key..., config: TrackerConfig = TrackerConfig()) throws {
        state = try makeState(width: 100, height: 30, database: db, time: time, config: config)
        state.type(.character("3"))
        for key in keys { state.type(key) }
    }

    private func run(_ seconds: Int) -> [Effect] { state.advance(.seconds(Int64(seconds)), time: time) }

    func testWorkRestAndTheEndRingOneTwoAndThreeBells() throws {
        try db.saveWorkoutSettings(WorkoutSettings(seconds: 5, restSeconds: 4, rounds: 1))
        try db.setUserSettings([(key: "workout.warningSeconds", text: "0")])
        for exercise in try db.exercises().dropFirst(2) { try db.deleteExercise(id: exercise.id) }
        try start(.character("S"))
        XCTAssertEqual(run(5), [.bell, .bell], "work ended: rest rings twice")
        XCTAssertFalse(state.isFlashing, "no flash for rest")
        XCTAssertEqual(run(4), [.bell], "rest ended: work rings once")
        XCTAssertTrue(state.isFlashing, "and flashes")
        XCTAssertTrue(state.render()[0, 0].style.reverse, "the whole frame in reverse video")
        XCTAssertEqual(state.nextDeadline(), time.uptime + AppState.flashLength, "a wake-up to end the flash")
        _ = run(1)
        XCTAssertFalse(state.isFlashing, "over after 150 ms, without curses' flash(), whose padding slept 100 ms in the loop")
        XCTAssertEqual(run(4), [.bell, .bell, .bell], "the end: three bells")
        XCTAssertTrue(state.isFlashing, "and a flash")
    }

    func testTheWarningSecondsAreASetting() throws {
        try db.setUserSettings([(key: "workout.warningSeconds", text: "5")])
        var config = TrackerConfig()
        config.flash = false
        try start(.enter, .enter, config: config)
        XCTAssertEqual(run(24), [])
        XCTAssertEqual(run(6).count, 5 + 3, "five warnings, then the end's three bells")
        XCTAssertThrowsError(try db.setUserSettings([(key: "workout.warningSeconds", text: "11")]))
    }

    func testTheHookGetsThePhaseWithoutAShell() throws {
        var config = TrackerConfig()
        config.workoutPhaseHook = ["notify-send", "Tracker workout", ";", "rm", "-rf", "x"]
        try start(.enter, config: config)
        let effects = state.type(.enter)
        XCTAssertEqual(
            effects,
            [
                .runHook(
                    arguments: ["notify-send", "Tracker workout", ";", "rm", "-rf", "x", "work"],
                    environment: ["TRACKER_PHASE": "work", "TRACKER_EXERCISE": "Squat", "TRACKER_ROUND": "1"])
            ],
            "; and rm are plain words for the program, never a shell's")
        XCTAssertThrowsError(try db.setUserSettings([(key: "workout.hook", text: "say")]), "the hook is no setting of the diary any more")
    }

    func testBellAndFlashComeFromThisMachinesConfigurationNotTheDiary() throws {
        try db.setSetting("workout.bell", to: "on")  // as an older version or a hand edit may have left it
        var config = TrackerConfig()
        config.bell = false
        try db.setUserSettings([(key: "workout.warningSeconds", text: "0")])
        try db.saveWorkoutSettings(WorkoutSettings(seconds: 5, restSeconds: 4, rounds: 1))
        for exercise in try db.exercises().dropFirst(2) { try db.deleteExercise(id: exercise.id) }
        try start(.character("S"), config: config)
        XCTAssertEqual(run(5), [], "bell = false: no bell at the change")
        XCTAssertEqual(run(4), [], "nor at the next")
        XCTAssertTrue(state.isFlashing, "the flash is on by default")
    }

    func testTheHookRunnerStartsARealProgramAndDoesNotWaitForIt() throws {
        let folder = NSTemporaryDirectory() + "hook-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let marker = folder + "/phase"
        // sh here is only the test's way to write a file; the runner itself never uses a shell.
        let pid = try XCTUnwrap(
            HookRunner.launch(
                ["sh", "-c", "printf %s \"$TRACKER_PHASE $1\" > \"$0\"", marker, "work"],
                environment: ["TRACKER_PHASE": "work"]))
        var status: Int32 = 0
        XCTAssertEqual(waitpid(pid, &status, 0), pid)
        XCTAssertEqual(try String(contentsOfFile: marker, encoding: .utf8), "work work")
        XCTAssertNil(
            HookRunner.launch(["/nonexistent/program"], environment: [:]).flatMap { pid -> pid_t? in
                var status: Int32 = 0
                waitpid(pid, &status, 0)
                return (status >> 8) & 0xff == 127 ? nil : pid
            }, "a missing program fails quietly")
    }
}
