import XCTest
import TrackerKit
@testable import TrackerTUI

/// The app's date prompts take what the command line takes: today, yesterday, -N.
final class AppDatePromptTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    func testGoToAndCopyFromTakeRelativeDates() throws {
        let db = try AppDatabase.inMemory()
        let oats = try db.addFood(Food(name: "Oats", kcalPerServing: 150))
        try db.addEntry(foodId: oats.id!, servings: 2, on: today.adding(days: -1))
        var state = try makeState(width: 100, height: 30, database: db)
        var log: LogScreen { state.screens[Tab.log.rawValue] as! LogScreen }
        state.type(.character("g"))
        state.type(text: "-3")
        state.type(.enter)
        XCTAssertEqual(log.selected.iso, "2026-11-18")
        state.type(.character("g"))
        state.type(text: "Today")
        state.type(.enter)
        XCTAssertEqual(log.selected, today)
        state.type(.character("c"))
        state.type(text: "yesterday")
        state.type(.enter)
        XCTAssertEqual(try db.entries(on: today).map(\.servings), [2], state.screenText)
    }

    func testSwimGoToTakesRelativeDates() throws {
        var state = try makeState(width: 100, height: 30)
        state.select(.swim)
        state.type(.character("g"))
        XCTAssertTrue(state.screenText.contains("Go to a date"), state.screenText)
        state.type(text: "yesterday")
        state.type(.enter)
        XCTAssertFalse(state.screenText.contains("is not a date"), state.screenText)
    }
}
