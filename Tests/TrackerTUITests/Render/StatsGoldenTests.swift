import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Golden frames of the Counters and Workout statistics views with the demo year, at the three sizes.
final class StatsGoldenTests: XCTestCase {
    func testCounterAndWorkoutStatistics() throws {
        let db = try DemoDiary.copy()
        for (width, height) in [(80, 24), (200, 60), (60, 18)] {
            var state = try makeState(width: width, height: height, database: db)
            state.select(.counters)
            state.type(.character("G"), .character("s"))
            try assertGolden(state.render(), named: "counter-stats-week-\(width)x\(height)")
            state.type(.character("m"))
            try assertGolden(state.render(), named: "counter-stats-month-\(width)x\(height)")
            state.select(.workout)
            state.type(.character("H"), .character("s"))
            try assertGolden(state.render(), named: "workout-stats-week-\(width)x\(height)")
            state.type(.character("m"), .left)
            try assertGolden(state.render(), named: "workout-stats-month-\(width)x\(height)")
        }
    }
}
