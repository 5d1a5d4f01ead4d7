import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// What the Counters and Workout tabs can do, the command line can do too (issue 16: CLI parity).
final class CounterAndWorkoutCommandTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-parity-\(UUID().uuidString).sqlite"
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private func exitCode(_ arguments: String...) -> Int32 { trackerExitCode(arguments, db: path) }
    private var db: AppDatabase { get throws { try AppDatabase.open(path: path) } }

    func testRenamePinGoalAndDelete() throws {
        XCTAssertEqual(exitCode("counter", "add", "Laps", "--step", "2"), 0)
        XCTAssertEqual(exitCode("counter", "add", "Plates"), 0)
        XCTAssertEqual(exitCode("counter", "rename", "laps", "Pool laps"), 0)
        XCTAssertEqual(exitCode("counter", "rename", "pool laps", "PLATES"), 2, "names stay unique ignoring case")
        XCTAssertEqual(exitCode("counter", "rename", "nobody", "X"), 2)
        let renamed = try XCTUnwrap(db.counter(named: "Pool laps"))
        XCTAssertEqual(renamed.step, 2, "a rename keeps the step")
        XCTAssertEqual(exitCode("counter", "pin", "pool laps"), 0)
        XCTAssertEqual(exitCode("counter", "pin", "pool laps"), 0, "pinning twice keeps it pinned")
        XCTAssertEqual(try db.counter(named: "Pool laps")?.pinned, true)
        XCTAssertEqual(exitCode("counter", "pin", "pool laps", "--off"), 0)
        XCTAssertEqual(try db.counter(named: "Pool laps")?.pinned, false)
        XCTAssertEqual(exitCode("counter", "goal", "pool laps", "40"), 0)
        XCTAssertEqual(try db.counter(named: "Pool laps")?.goal, 40)
        XCTAssertEqual(exitCode("counter", "goal", "pool laps", "x"), 2)
        XCTAssertEqual(exitCode("counter", "goal", "pool laps", "none"), 0)
        XCTAssertNil(try db.counter(named: "Pool laps")?.goal)
        XCTAssertEqual(exitCode("counter", "delete", "pool laps"), 0)
        XCTAssertNil(try db.counter(named: "Pool laps"))
        XCTAssertEqual(exitCode("counter", "delete", "pool laps"), 2)
        XCTAssertEqual(try db.counters().map(\.name), ["Plates"])
    }

    func testUndoTakesBackTheLastChangeAndSaysWhenThereIsNone() throws {
        XCTAssertEqual(exitCode("counter", "add", "Laps"), 0)
        XCTAssertEqual(exitCode("counter", "undo", "laps"), 2, "nothing to undo")
        XCTAssertEqual(exitCode("counter", "tap", "laps", "--times", "3"), 0)
        XCTAssertEqual(exitCode("counter", "set", "laps", "100"), 0)
        XCTAssertEqual(exitCode("counter", "undo", "laps"), 0)
        XCTAssertEqual(try db.counter(named: "Laps")?.count, 3, "the set is taken back, made by another process")
        XCTAssertEqual(exitCode("counter", "undo", "laps"), 0)
        XCTAssertEqual(try db.counter(named: "Laps")?.count, 0)
    }

    /// QA1 finding 3: `set` takes ±9223372036854775807 as the messages say; one set across the whole
    /// range is one change to undo, even though it is stored in two steps.
    func testASetAcrossTheWholeRangeIsOneChangeAndInt64MinIsRefused() throws {
        XCTAssertEqual(exitCode("counter", "add", "X"), 0)
        XCTAssertEqual(exitCode("counter", "set", "X", "9223372036854775807"), 0)
        // A negative value follows `--` (as in the QA report), so --db goes before it.
        func setNegative(_ value: String) -> Int32 {
            do {
                var command = try TestCommandParse.checked(["counter", "set", "--db", path, "X", "--", value])
                try command.runAtTestTime()
                return 0
            } catch {
                return Main.exitCode(for: error)
            }
        }
        XCTAssertEqual(setNegative("-9223372036854775808"), 2, "Int64.min is outside ±Int64.max")
        XCTAssertEqual(try db.counter(named: "X")?.count, Int64.max, "nothing changed")
        XCTAssertEqual(setNegative("-9223372036854775807"), 0)
        XCTAssertEqual(try db.counter(named: "X")?.count, -Int64.max)
        XCTAssertEqual(exitCode("counter", "undo", "X"), 0)
        XCTAssertEqual(try db.counter(named: "X")?.count, Int64.max, "one undo takes back the whole set")
        XCTAssertEqual(exitCode("counter", "undo", "X"), 0)
        XCTAssertEqual(try db.counter(named: "X")?.count, 0)
    }

    func testWorkoutLogTimesAndDeletingOneEntry() throws {
        XCTAssertEqual(exitCode("workout", "log", "squat", "--times", "3"), 0)
        XCTAssertEqual(exitCode("workout", "log", "squat", "--times", "0"), 2)
        XCTAssertEqual(exitCode("workout", "log", "squat", "--times", "1001"), 2)
        XCTAssertEqual(try db.workoutHistory().first?.counts.first?.count, 3)
        XCTAssertEqual(exitCode("workout", "delete", "SQUAT", "--date", "2026-11-21"), 0)
        XCTAssertEqual(try db.workoutHistory().first?.counts.first?.count, 2, "one entry, not the day")
        XCTAssertEqual(exitCode("workout", "delete", "burpee"), 2, "none logged that day")
    }

    func testHistoryCountsNamesThatDifferOnlyInCaseAsOneExercise() throws {
        try db.logExercise("Step Up", on: LocalDate(iso: "2026-11-21")!)
        try db.logExercise("step up", on: LocalDate(iso: "2026-11-21")!)
        let day = try XCTUnwrap(db.workoutHistory().first)
        XCTAssertEqual(day.counts.map(\.name), ["Step Up"])
        XCTAssertEqual(day.counts.map(\.count), [2])
    }

    func testRestartPeriodAndValueFromTheCommandLine() throws {
        XCTAssertEqual(exitCode("counter", "add", "Plates", "--start", "10", "--step", "-1"), 0)
        XCTAssertEqual(exitCode("counter", "restart", "plates", "daily", "--at", "12"), 0)
        XCTAssertEqual(try db.counter(named: "Plates")?.resetPeriod, .daily)
        XCTAssertEqual(try db.counter(named: "Plates")?.restartAt, 12)
        XCTAssertEqual(exitCode("counter", "goal", "plates", "0"), 0, "a count-down goal below the restart value")
        XCTAssertEqual(exitCode("counter", "restart", "plates", "monthly"), 2)
        XCTAssertEqual(exitCode("counter", "restart", "plates", "never"), 0)
        XCTAssertNil(try db.counter(named: "Plates")?.resetPeriod)
    }
}
