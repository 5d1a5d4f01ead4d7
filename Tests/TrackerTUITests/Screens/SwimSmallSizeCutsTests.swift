import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 26 item 11: nothing of the Swim tab is cut at 80×24, 60×18 and 100×30, comparisons line up,
/// distance by stroke is in one order everywhere, and swims at the same local time say their offsets.
final class SwimSmallSizeCutsTests: XCTestCase {
    /// A November of the demo year: several swim days, so the day is compared with the month.
    private func demo(width: Int, height: Int, secondSwim: Bool = false) throws -> AppState {
        let db = try DemoDiary.copy(days: 40, endingOn: "2026-11-25")
        if secondSwim, let last = try db.swims().map(\.date).max() { try db.addSwim(on: last, minutes: 20, meters: 800, at: TestTime().now) }
        let day = try XCTUnwrap(db.swims().map(\.date).max())
        var state = try makeState(width: width, height: height, database: db)
        state.type(.character("5"), .character("g"))
        state.type(text: day.iso)
        state.type(.enter)
        return state
    }

    /// The panel's rows (between its borders) of the text on screen.
    private func panelRows(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let cells = Array(line)
            guard let open = cells.firstIndex(of: "│"), let close = cells.lastIndex(of: "│"), open < close else { return nil }
            return String(cells[(open + 1)..<close])
        }
    }

    func testTheComparisonsLineUpInOneColumnAndAreWhole() throws {
        for (width, height) in [(80, 24), (60, 18), (100, 30)] {
            let text = try demo(width: width, height: height).screenText
            let rows = panelRows(text).filter { row in ["Duration", "Distance", "Pace", "Active"].contains { row.hasPrefix(" " + $0) } }
            XCTAssertEqual(rows.count, 4, text)
            // Where each comparison begins: the word holding its percent sign.
            let columns = Set(
                rows.map { row -> Int in
                    let cells = Array(row)
                    guard var index = cells.firstIndex(of: "%") else { return -1 }
                    while index > 0 && cells[index - 1] != " " { index -= 1 }
                    return index
                })
            XCTAssertEqual(columns.count, 1, "\(width)×\(height): every comparison in one column\n\(text)")
            XCTAssertFalse(text.contains("…"), "\(width)×\(height): nothing cut\n\(text)")
        }
    }

    func testTwoSwimsOfADayAreNamedWholeAt60x18() throws {
        let text = try demo(width: 60, height: 18, secondSwim: true).screenText
        XCTAssertFalse(text.contains("…"), text)
        XCTAssertTrue(text.contains("· swim 1 of 2"), text)
        XCTAssertTrue(text.contains("Swim 1 "), text)
    }

    func testAt60x18EveryHeartRateZoneShows() throws {
        let text = try demo(width: 60, height: 18).screenText
        for zone in 1...5 { XCTAssertTrue(text.contains("Z\(zone) "), "Z\(zone) shown:\n\(text)") }
        XCTAssertFalse(text.contains("…"), text)
    }

    func testDistanceByStrokeIsWholeAndInTheOrderSwimShowPrints() throws {
        var state = try swimTab(on: "watchos11-pool-sets.xml", width: 80, height: 24)
        state.type(.character("v"))
        let text = state.screenText
        XCTAssertFalse(text.contains("…"), text)
        XCTAssertTrue(text.contains("breast 650 m · free 50 m · unknown 50 m"), text)
        let order = SwimFormat.byStroke([.freestyle: 50, .breaststroke: 650, .unknown: 50, .kickboard: 100]).map(\.key)
        XCTAssertEqual(order, [.breaststroke, .kickboard, .freestyle, .unknown], "farthest first, unknown last on a tie")
    }

    func testAChartHeadingKeepsTheUnitOfItsTop() {
        let heading = SwimScreen.wholeHeading(["Distance by month, last 12 (top 13.8 km)", "By month, last 12 (top 13.8 km)"], width: 38)
        XCTAssertEqual(heading, "By month, last 12 (top 13.8 km)")
    }
}
