import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Interval programs: get ready, warm-up, per-exercise lengths, rounds, cool-down; saved by name on
/// the command line, run with R, with elapsed/remaining time and a summary at the end.
final class WorkoutProgramTests: XCTestCase {
    func testAProgramsPhasesInOrder() throws {
        let program = WorkoutProgram(
            name: "Morning", getReadySeconds: 5, warmUpSeconds: 60, workSeconds: 30, restSeconds: 10, rounds: 2,
            coolDownSeconds: 45, items: [.init(exercise: "Squat", seconds: 40), .init(exercise: "Burpee")])
        let plan = program.plan
        XCTAssertEqual(
            plan.phases.map(\.phase),
            [
                .getReady, .warmUp,
                .work(exercise: "Squat", round: 1), .rest(round: 1), .work(exercise: "Burpee", round: 1), .rest(round: 1),
                .work(exercise: "Squat", round: 2), .rest(round: 2), .work(exercise: "Burpee", round: 2),
                .coolDown,
            ])
        XCTAssertEqual(plan.phases.map(\.seconds), [5, 60, 40, 10, 30, 10, 40, 10, 30, 45])
        XCTAssertEqual(plan.workSeconds, 140)
        XCTAssertEqual(plan.totalSeconds, 280)
        XCTAssertThrowsError(try WorkoutProgramRules.checked(WorkoutProgram(name: "X", getReadySeconds: 61, items: [.init(exercise: "A")])))
        XCTAssertThrowsError(try WorkoutProgramRules.checked(WorkoutProgram(name: "X", items: [])))
        XCTAssertThrowsError(try WorkoutProgramRules.checked(WorkoutProgram(name: "X", items: [.init(exercise: "A", seconds: 2)])))
    }

    func testProgramAddListAndDeleteOnTheCommandLine() throws {
        let path = NSTemporaryDirectory() + "programs-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        XCTAssertEqual(
            trackerExitCode(
                [
                    "workout", "program", "add", "Morning", "--get-ready", "5", "--warm-up", "60",
                    "--exercise", "Squat:40", "--exercise", "Burpee", "--rounds", "2", "--cool-down", "45",
                ], db: path), 0)
        XCTAssertEqual(trackerExitCode(["workout", "program", "add", "morning"], db: path), 2, "unique ignoring case")
        XCTAssertEqual(trackerExitCode(["workout", "program", "add", "morning", "--replace", "--work", "20"], db: path), 0)
        XCTAssertEqual(trackerExitCode(["workout", "program", "add", "Bad", "--work", "2"], db: path), 2)
        XCTAssertEqual(trackerExitCode(["workout", "program", "list", "--format", "json"], db: path), 0)
        let programs = try AppDatabase.open(path: path).programs()
        XCTAssertEqual(programs.map(\.name), ["morning"])
        XCTAssertEqual(programs.first?.items.count, 4, "no --exercise: the exercise list")
        XCTAssertEqual(trackerExitCode(["workout", "program", "delete", "MORNING"], db: path), 0)
        XCTAssertEqual(trackerExitCode(["workout", "program", "delete", "MORNING"], db: path), 2)
    }

    func testRunningAProgramShowsProgressAndEndsWithASummary() throws {
        let db = try AppDatabase.inMemory()
        let time = TestTime()
        try db.saveProgram(
            WorkoutProgram(
                name: "Quick", getReadySeconds: 5, workSeconds: 20, restSeconds: 10, rounds: 1,
                coolDownSeconds: 15, items: [.init(exercise: "Squat"), .init(exercise: "Burpee", seconds: 30)]))
        var state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.character("3"), .character("R"))
        XCTAssertTrue(state.screenText.contains("Quick · 2 intervals · 1:20"), state.screenText)
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("Quick · Get ready"), state.screenText)
        XCTAssertTrue(state.screenText.contains("0:00 "), "elapsed")
        XCTAssertTrue(state.screenText.contains("1:20 left"), state.screenText)
        state.advance(.seconds(25), time: time)
        XCTAssertTrue(state.screenText.contains("0:25 "))
        XCTAssertTrue(state.screenText.contains("0:55 left"), state.screenText)
        state.advance(.seconds(55), time: time)
        XCTAssertTrue(state.screenText.contains("Work 0:50 · rest 0:30 · total 1:20"), state.screenText)
        XCTAssertEqual(try db.workoutHistory().first?.counts.map(\.name), ["Squat", "Burpee"])
        XCTAssertEqual(state.type(.character("R")), [], "High Five takes the key")
    }

    func testTabataTakesItsWorkRestAndRoundsFromSettings() throws {
        let db = try AppDatabase.inMemory()
        try db.setUserSettings([(key: "workout.tabataWork", text: "40"), (key: "workout.tabataRest", text: "20"), (key: "workout.tabataRounds", text: "4")])
        var state = try makeState(width: 100, height: 30, database: db)
        state.type(.character("3"))
        XCTAssertTrue(state.screenText.contains("Tabata: 40 s work, 20 s rest, 4 rounds"), state.screenText)
        state.type(.character("T"))
        let workout = state.screens[Tab.workout.rawValue] as! WorkoutScreen
        XCTAssertEqual(workout.session?.plan.totalSeconds, 4 * 60)
        XCTAssertEqual(workout.session?.plan.workCount, 4)
    }
}
