import XCTest
@testable import TrackerKit

/// Settings are read one way: as typed keys through the catalogue's rules.
final class SettingKeyTests: XCTestCase {
    func testTypedReadsUseTheCatalogueDefaultsAndRules() throws {
        let db = try AppDatabase.inMemory()
        XCTAssertEqual(try db.value(.weightUnit), .kg)
        XCTAssertEqual(try db.value(.firstWeekday), 1, "the default, monday, read through the rule")
        XCTAssertEqual(try db.value(.tabataRounds), 8)
        XCTAssertEqual(try db.value(.maxHeartRate), nil, "auto")
        try db.setUserSettings([("calendar.firstWeekday", "sunday"), ("swim.maxHeartRate", "185"), ("workout.tabataRounds", "4")])
        XCTAssertEqual(try db.value(.firstWeekday), 7)
        XCTAssertEqual(try db.value(.maxHeartRate), 185)
        XCTAssertEqual(try db.value(.tabataRounds), 4)
        XCTAssertEqual(try db.preferences().firstWeekday, 7, "preferences are the same typed reads")
        XCTAssertThrowsError(try db.setUserSettings([("workout.rounds", "3"), ("workout.seconds", "9999")]))
        XCTAssertEqual(try db.value(.workoutRounds), 1, "one refused value: nothing saved")
    }

    func testAHandEditedValueNoRuleAcceptsReadsAsTheDefault() throws {
        let db = try AppDatabase.inMemory()
        try db.setSetting("units.weight", to: "stone")
        try db.setSetting("workout.seconds", to: "-5")
        XCTAssertEqual(try db.value(.weightUnit), .kg)
        XCTAssertEqual(try db.workoutSettings().seconds, 30)
    }
}
