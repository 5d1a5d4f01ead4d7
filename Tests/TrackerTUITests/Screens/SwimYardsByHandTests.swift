import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 26 item 9: yards by hand, in the form and on the command line; units accepted in the field.
final class SwimYardsByHandTests: XCTestCase {
    func testTheFormTakesYardsAndAPoolIn25Yd() throws {
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 80, height: 24, database: db)
        state.type(.character("5"), .character("a"), .tab)
        state.type(text: "40")
        state.type(.tab)
        state.type(text: "1650 yd")
        state.type(.tab, .tab)
        state.type(text: "25 yd")
        state.type(.control("s"))
        let swim = try XCTUnwrap(db.swims().first, state.screenText)
        XCTAssertEqual(swim.distanceMeters, 1650 * 0.9144, accuracy: 1e-9)
        XCTAssertEqual(swim.lapLengthMeters ?? 0, 22.86, accuracy: 1e-9)
        XCTAssertEqual(swim.poolUnit, .yards, "the pool keeps its unit: the swim shows yards")
    }

    func testAWordForAnExampleThatIsASwim() {
        XCTAssertEqual(try Input.swimLength("25 yd", what: "the pool length", unit: .meters, example: "25 m or 25 yd").get().unit, .yards)
        XCTAssertEqual(try Input.swimLength("50", what: "the pool length", unit: .meters, example: "25 m or 25 yd").get().meters, 50)
        XCTAssertEqual(try Input.swimLength("100", what: "the distance", unit: .yards, large: true, example: "x").get().meters, 91.44, accuracy: 1e-9)
        XCTAssertEqual(try Input.swimLength("1500 metres", what: "the distance", unit: .yards, large: true, example: "x").get().meters, 1500)
        if case .failure(let error) = Input.swimLength("abc", what: "the pool length", unit: .meters, example: "25 m or 25 yd") {
            XCTAssertEqual(error.message, "The pool length must be a number, like 25 m or 25 yd.")
        } else {
            XCTFail("abc is not a length")
        }
    }

    func testSwimAddTakesYardsAndAPoolWithItsUnit() throws {
        let database = try SwimCommandDatabase(fixture: "watchos11-pool-swim.xml")
        defer { database.remove() }
        XCTAssertEqual(
            try database.output(["swim", "add", "--date", "2026-02-14", "--minutes", "40", "--yards", "1650", "--pool", "25 yd"]),
            "Added a swim on 2026-02-14: 40 min, 1650 yd.\n")
        XCTAssertTrue(try database.output(["swim", "list"]).contains("1650 yd   2:25/100 yd"))
    }

    /// Editing a swim keeps its pool's unit: the form shows a yard pool's swim in yards, and a pool typed
    /// with another unit changes the unit as adding does.
    func testEditingASwimKeepsOrChangesItsPoolUnit() throws {
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 80, height: 24, database: db)
        state.type(.character("5"), .character("a"), .tab)
        state.type(text: "40")
        state.type(.tab)
        state.type(text: "1650 yd")
        state.type(.tab, .tab)
        state.type(text: "25 yd")
        state.type(.control("s"))
        state.type(.character("e"))
        let form = state.screenText
        XCTAssertTrue(form.contains("1650 "), "the distance is shown in the pool's yards:\n\(form)")
        XCTAssertFalse(form.contains("22.86"), "the pool is shown in yards, not metres:\n\(form)")
        state.type(.tab, .control("u"))
        state.type(text: "45")
        state.type(.control("s"))
        var swim = try XCTUnwrap(db.swims().first, state.screenText)
        XCTAssertEqual(swim.durationSeconds, 45 * 60)
        XCTAssertEqual(swim.poolUnit, .yards)
        XCTAssertEqual(swim.distanceMeters, 1650 * 0.9144, accuracy: 1e-9)
        state.type(.character("e"), .tab, .tab, .control("u"))
        state.type(text: "1500")
        state.type(.tab, .tab, .control("u"))
        state.type(text: "50 m")
        state.type(.control("s"))
        swim = try XCTUnwrap(db.swims().first, state.screenText)
        XCTAssertEqual(swim.poolUnit, .meters, "a pool typed in metres makes it a metre pool")
        XCTAssertEqual(swim.lapLengthMeters, 50)
        XCTAssertEqual(swim.distanceMeters, 1500 * 0.9144, accuracy: 1e-9, "a bare number is in the unit the form showed (yards)")
        state.type(.character("e"), .tab, .tab, .tab, .tab, .control("u"))
        state.type(text: "25 yd")
        state.type(.control("s"))
        swim = try XCTUnwrap(db.swims().first, state.screenText)
        XCTAssertEqual(swim.poolUnit, .yards, "a pool typed in yards makes it a yard pool again")
        XCTAssertEqual(swim.lapLengthMeters ?? 0, 22.86, accuracy: 1e-9)
    }
}
