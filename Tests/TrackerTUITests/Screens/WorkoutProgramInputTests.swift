import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// What `workout program add` says about a bad name or exercise, and what the High Five says after one.
final class WorkoutProgramInputTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-program-input-\(UUID().uuidString).sqlite"
        _ = try AppDatabase.openFresh(path: path)
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// The message a command refuses with ("" when it ran).
    private func refusal(_ arguments: [String]) -> String {
        do {
            var command = try TestCommandParse.checked(arguments + ["--db", path])
            try command.runAtTestTime()
            return ""
        } catch {
            return "\(error)"
        }
    }

    func testAControlCharacterInAProgramNameIsCalledAProgramName() {
        let message = refusal(["workout", "program", "add", "Morn\u{7}ing", "--exercise", "Squat"])
        XCTAssertTrue(message.contains("A program name cannot contain"), message)
    }

    func testAnExerciseNotInTheListIsRefusedWithTheClosestName() throws {
        let message = refusal(["workout", "program", "add", "Morning", "--exercise", "Squatt:40"])
        XCTAssertTrue(message.contains("--exercise: no exercise named “Squatt”; did you mean Squat?"), message)
        XCTAssertEqual(refusal(["workout", "program", "add", "Morning", "--exercise", "Nope"]).contains("no exercise named “Nope”"), true)
        XCTAssertEqual(try AppDatabase.open(path: path).programs(), [], "nothing saved")
        XCTAssertEqual(refusal(["workout", "program", "add", "Morning", "--exercise", "squat:40"]), "")
        XCTAssertEqual(try AppDatabase.open(path: path).programs().first?.items, [.init(exercise: "Squat", seconds: 40)], "as the list spells it")
    }

    func testTheHighFiveCountsTheProgramsExercisesNotItsIntervals() throws {
        let db = try AppDatabase.inMemory()
        let time = TestTime()
        try db.saveProgram(
            WorkoutProgram(
                name: "Twice", getReadySeconds: 0, workSeconds: 5, restSeconds: 0, rounds: 2, items: [.init(exercise: "Squat"), .init(exercise: "Burpee")]))
        var state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.character("3"), .character("R"), .enter)
        state.advance(.seconds(25), time: time)
        XCTAssertTrue(state.screenText.contains("Good job completing both exercises!"), state.screenText)
    }
}
