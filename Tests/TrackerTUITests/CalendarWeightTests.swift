import XCTest
import TrackerKit
@testable import TrackerTUI

/// The Log calendar at 80x24 shows each day's weight under its number, in the longest form that fits.
final class CalendarWeightTests: XCTestCase {
    func testAWeightTooLongForTheCellShowsItsWholePartNotARoundedOne() throws {
        let db = try AppDatabase.inMemory()
        try db.logWeight(999.9, on: LocalDate(iso: "2026-11-19")!)
        try db.logWeight(78.6, on: LocalDate(iso: "2026-11-20")!)
        let text = try makeState(width: 80, height: 24, database: db).screenText
        XCTAssertTrue(text.contains(" 999  78.6"), text)
        XCTAssertFalse(text.contains("1000"))
    }
}
