import XCTest
import TrackerKit
@testable import TrackerTUI

/// A day's distance in the Swim calendar is shortened by the one rounding rule, not cut.
final class SwimCellRoundingTests: XCTestCase {
    func testADayInYardsShowsTheRoundedDistance() throws {
        let db = try AppDatabase.inMemory()
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        try db.addSwim(on: LocalDate(iso: "2026-11-18")!, minutes: 20, meters: 500, kcal: nil, poolLength: nil, at: now)  // 546.8 yd
        try db.addSwim(on: LocalDate(iso: "2026-11-19")!, minutes: 20, meters: 914, kcal: nil, poolLength: nil, at: now)  // 999.6 yd
        try db.setUserSettings([("swim.distanceUnit", "yards")])
        var state = try makeState(width: 200, height: 60, database: db)
        state.type(.character("5"))
        let text = state.screenText
        XCTAssertTrue(text.contains("547y"), text)
        XCTAssertTrue(text.contains("1.0k"), text)
        XCTAssertFalse(text.contains("546y") || text.contains("999y"), text)
    }
}
