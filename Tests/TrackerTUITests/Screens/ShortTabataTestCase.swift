import XCTest
import TrackerKit
@testable import TrackerTUI

/// A Workout tab at 100×30 on a fixed clock, its Tabata shortened to 4 s of work and 4 s of rest: the
/// setting the workout-session tests start from.
class ShortTabataTestCase: AppStateTestCase {
    override func setUpWithError() throws {
        try openApp(keys: .character("3")) { db in
            try db.setSetting("workout.tabataWork", to: "4")
            try db.setSetting("workout.tabataRest", to: "4")
        }
    }

    var workout: WorkoutScreen { state.screens[Tab.workout.rawValue] as! WorkoutScreen }
    /// Every exercise logged so far, once per count.
    var logged: [String] { (try? db.workoutHistory().flatMap { $0.counts.flatMap { Array(repeating: $0.name, count: $0.count) } }) ?? [] }
}
