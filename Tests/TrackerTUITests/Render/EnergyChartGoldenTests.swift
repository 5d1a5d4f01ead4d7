import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Golden frames of the Progress tab's calories and expenditure charts with the demo year (pace 1 lb a week).
final class EnergyChartGoldenTests: XCTestCase {
    func testCaloriesAndExpenditureCharts() throws {
        let db = try DemoDiary.copy()
        try db.setUserSetting("diet.pace", to: "1")
        for (width, height) in [(80, 24), (200, 60), (60, 18)] {
            var state = try makeState(width: width, height: height, database: db)
            state.select(.progress)
            state.type(.character("v"))
            try assertGolden(state.render(), named: "progress-calories-\(width)x\(height)")
            state.type(.character("v"))
            try assertGolden(state.render(), named: "progress-expenditure-\(width)x\(height)")
        }
    }
}
