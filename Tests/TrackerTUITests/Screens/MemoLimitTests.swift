import XCTest
import TrackerKit
@testable import TrackerTUI

/// The memo editor stops at the memo's limit; it says so rather than cutting a paste silently.
final class MemoLimitTests: XCTestCase {
    func testAPasteCutAtTheLimitIsSaidInTheEditorAndAfterSaving() throws {
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 100, height: 30, database: db)
        state.type(.character("m"))
        state.type(text: String(repeating: "x", count: 3990))
        XCTAssertTrue(state.screenText.contains("Esc cancel · 3990/4000"), "the count shows near the limit")
        state.type(text: " THE END OF MY NOTE")
        XCTAssertTrue(state.screenText.contains("! Full at 4000 characters: the last 9 were not added."), state.screenText)
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("Memo saved, cut at 4000 characters: the last 9 were not added."), state.screenText)
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-11-21")!).memo?.suffix(10), " THE END O")
    }

    func testAShortMemoShowsNoCount() throws {
        var state = try makeState(width: 100, height: 30)
        state.type(.character("m"))
        state.type(text: "Ran 5 km")
        XCTAssertTrue(state.screenText.contains("Enter new line · Ctrl-S save · Esc cancel"), state.screenText)
        XCTAssertFalse(state.screenText.contains("/4000"), state.screenText)
    }

    func testDeletingAfterTheLimitClearsTheMessage() throws {
        var area = TextArea(text: String(repeating: "x", count: 4000))
        _ = area.handle(.character("y"))
        XCTAssertEqual(area.refused, 1)
        _ = area.handle(.backspace)
        XCTAssertEqual(area.refused, 0)
    }
}
