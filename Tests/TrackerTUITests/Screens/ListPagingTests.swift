import TrackerKit
import XCTest

@testable import TrackerTUI

/// PgUp/PgDn move a page of the rows a list shows, in every list (issue 27.10): the page comes from
/// the list as drawn (ListView), not from each screen.
final class ListPagingTests: XCTestCase {
    func testPageDownInTheDataTabsFoodsMovesTheRowsShown() throws {
        let db = try AppDatabase.inMemory()
        for number in 1...150 { try db.addFood(Food(name: String(format: "Food %03d", number), kcalPerServing: 100, serving: .piece)) }
        var state = try makeState(width: 200, height: 60, database: db)
        state.type(.character("6"))
        let shown = state.screenText.split(separator: "\n").filter { $0.contains("Food 0") || $0.contains("Food 1") }.count
        XCTAssertGreaterThan(shown, 25, "the list shows more rows than the old fixed page of 10")
        state.type(.pageDown)
        XCTAssertEqual((state.screens[Tab.data.rawValue] as! DataScreen).foodList.selected, shown - 1, "one row of the page stays in view")
        state.type(.pageDown)
        XCTAssertEqual((state.screens[Tab.data.rawValue] as! DataScreen).foodList.selected, 2 * (shown - 1))
        state.type(.pageUp)
        XCTAssertEqual((state.screens[Tab.data.rawValue] as! DataScreen).foodList.selected, shown - 1)
    }

    func testPageDownInTheDataTabsDaysMovesTheRowsShown() throws {
        let db = try AppDatabase.inMemory()
        for day in 0..<120 { try db.logWeight(70 + Double(day % 5) / 10, on: LocalDate(daysSinceEpoch: 20000 + day)) }
        var state = try makeState(width: 200, height: 60, database: db)
        state.type(.character("6"), .right)
        let shown = state.screenText.split(separator: "\n").filter { $0.contains("70.") }.count
        XCTAssertGreaterThan(shown, 25)
        state.type(.pageDown)
        XCTAssertEqual((state.screens[Tab.data.rawValue] as! DataScreen).dayList.selected, shown - 1)
    }

    func testTheHelpPagesByTheLinesItShows() throws {
        var state = try makeState(width: 80, height: 24)
        state.type(.character("?"))
        let help = try XCTUnwrap(state.help)
        let rows = help.visibleRows(in: state.contentArea)
        XCTAssertGreaterThan(help.lines(in: state.contentArea).count, 2 * rows, "the help must be long enough to page")
        state.type(.pageDown)
        XCTAssertEqual(state.help?.scroll, rows - 1)
    }
}
