import XCTest
import TrackerKit
@testable import TrackerTUI

/// A Workout tab at 100×30 on a fixed clock, its Tabata shortened to 4 s of work and 4 s of rest: the
/// setting the workout-session tests start from.
class ShortTabataTestCase: XCTestCase {
    var db: AppDatabase!
    var time: TestTime!
    var state: AppState!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        time = TestTime()
        try db.setSetting("workout.tabataWork", to: "4")
        try db.setSetting("workout.tabataRest", to: "4")
        state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.character("3"))
    }

    var workout: WorkoutScreen { state.screens[Tab.workout.rawValue] as! WorkoutScreen }
    /// Every exercise logged so far, once per count.
    var logged: [String] { (try? db.workoutHistory().flatMap { $0.counts.flatMap { Array(repeating: $0.name, count: $0.count) } }) ?? [] }
}
