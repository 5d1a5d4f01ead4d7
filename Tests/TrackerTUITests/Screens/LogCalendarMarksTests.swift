import XCTest
import TrackerKit
@testable import TrackerTUI

/// On a small screen a calendar cell has room for one or two marks beside the day: a memo's ✎ is
/// not hidden behind the weight's • when two fit, and a food's + (most days have one) gives way first.
final class LogCalendarMarksTests: XCTestCase {
    private func calendarRow(width: Int, height: Int, containing day: String) throws -> String {
        let db = try AppDatabase.inMemory()
        let date = LocalDate(iso: "2026-11-18")!
        try db.logWeight(80, on: date)
        try db.setMemo("knee", on: date)
        try db.addQuickEntry(label: "Lunch", kcal: 500, on: date)
        try db.logWeight(80, on: LocalDate(iso: "2026-11-17")!)
        let state = try makeState(width: width, height: height, database: db)
        return try XCTUnwrap(state.render().lines().first { $0.contains(day) })
    }

    /// Issue 25.10: weight, food and memo on one day lose none of them: food and memo share ✚, which the legend names.
    func testAt60x18ADayWithAWeightFoodAndAMemoShowsAllThree() throws {
        let row = try calendarRow(width: 60, height: 18, containing: "18•")
        XCTAssertTrue(row.contains("18•✚"), row)
        XCTAssertTrue(row.contains("17•"), row)
        XCTAssertTrue(try calendarRow(width: 60, height: 18, containing: "• weight").contains("✚both"))
    }

    func testAt66x18TheCellsUseTheirSpareColumnForASecondMark() throws {
        let row = try calendarRow(width: 66, height: 18, containing: "18•")
        XCTAssertTrue(row.contains("18•✚"), row)
        XCTAssertTrue(row.contains("17• "), "a single mark keeps the blank column: \(row)")
    }

    func testAt80x24AllThreeMarksShowApart() throws {
        let row = try calendarRow(width: 80, height: 24, containing: "18+")
        XCTAssertTrue(row.contains("18+✎"), row)
    }
}

/// Issue 25.10 at 80×24: a three-line memo shows whole on a day with a long food list (the list scrolls).
final class LogMemoRowsTests: XCTestCase {
    func testAThreeLineMemoShowsWholeBesideEightEntries() throws {
        let db = try AppDatabase.inMemory()
        let day = LocalDate(iso: "2026-11-21")!
        try db.logWeight(80, on: day)
        for index in 1...8 { try db.addQuickEntry(label: "Meal \(index)", kcal: 100, on: day) }
        try db.setMemo("First line: a run of 30 minutes\nSecond line: lunch was soup and rice, dinner a salad\nThird line: slept well", on: day)
        let state = try makeState(width: 80, height: 24, database: db)
        let text = state.screenText
        for words in ["First line", "soup and rice", "a salad", "Third line: slept well"] { XCTAssertTrue(text.contains(words), "\(words): \(text)") }
        XCTAssertTrue(text.contains("Meal 1"), text)
    }
}
