import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 15 item 3 on the Swim tab: a 1750 yd swim in a 25 yd pool reads in yards.
final class SwimYardsScreenTests: XCTestCase {
    private func screen(totals: String?) throws -> String {
        let db = try AppDatabase.inMemory()
        // 41:50 for 1750 yd in a 25 yd pool, as an en_US watch writes it (no HKLapLength in metres anywhere).
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
             <ExportDate value="2025-11-20 09:00:00 -0500"/>
             <Workout workoutActivityType="HKWorkoutActivityTypeSwimming" duration="41.8333333" durationUnit="min" sourceName="Apple Watch" startDate="2025-11-14 18:00:00 -0500" endDate="2025-11-14 18:41:50 -0500">
              <MetadataEntry key="HKLapLength" value="25 yd"/>
              <MetadataEntry key="HKSwimmingLocationType" value="1"/>
              <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceSwimming" startDate="2025-11-14 18:00:00 -0500" endDate="2025-11-14 18:41:50 -0500" sum="1750" unit="yd"/>
             </Workout>
            </HealthData>
            """
        let path = NSTemporaryDirectory() + "yards-\(UUID().uuidString).xml"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        _ = try AppleHealthImporter.run(path: path, into: db, today: LocalDate(iso: "2026-11-21")!)
        if let totals { try db.setUserSettings([("swim.distanceUnit", totals)]) }
        var state = try makeState(width: 120, height: 40, database: db)
        state.type(.character("5"), .character("g"))
        state.type(text: "2025-11-14")
        state.type(.enter)
        return state.screenText
    }

    func testAYardPoolSwimShowsYardsAndTheMonthFollowsTheSetting() throws {
        let metres = try screen(totals: nil)
        XCTAssertTrue(metres.contains("Distance  1750 yd"), metres)
        XCTAssertTrue(metres.contains("Pace      2:23/100 yd"), metres)
        XCTAssertTrue(metres.contains("25 yd pool"), metres)
        XCTAssertFalse(metres.contains("22.86"), metres)
        XCTAssertTrue(metres.contains("November 2025: 1 swim · 1600 m"), "totals in metres by default: \(metres)")
        let yards = try screen(totals: "yards")
        XCTAssertTrue(yards.contains("November 2025: 1 swim · 1750 yd"), yards)
        XCTAssertTrue(yards.contains("pace 2:23/100 yd"), yards)
    }
}
