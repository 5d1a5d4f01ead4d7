import XCTest
import TrackerKit
@testable import TrackerTUI

/// Ctrl-C with unsaved text asks first, as `q` does during a workout (issue 14, item 3).
final class UnsavedInputQuitTests: XCTestCase {
    private var db: AppDatabase!
    private var state: AppState!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        state = try makeState(width: 100, height: 30, database: db)
    }

    private var memoText: String? {
        guard case .memo(_, let editor)? = (state.screens[Tab.log.rawValue] as! LogScreen).modal else { return nil }
        return editor.area.text
    }

    func testCtrlCInAMemoWithTextAsksAndNoKeepsTheText() {
        state.type(.character("m"))
        state.type(text: "日本語のメモ")
        XCTAssertEqual(state.type(.control("c")), [], "nothing quits yet")
        XCTAssertTrue(state.screenText.contains("What you typed in Log is not saved. Quit anyway?"))
        state.type(.character("n"))
        XCTAssertEqual(memoText, "日本語のメモ")
        state.type(.control("s"))
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-11-21")!).memo, "日本語のメモ")
    }

    func testYesQuits() {
        state.type(.character("m"))
        state.type(text: "note")
        state.type(.control("c"))
        XCTAssertEqual(state.type(.character("y")), [.quit])
    }

    func testCtrlCQuitsAtOnceWhenNothingWasTyped() {
        state.type(.character("m"))
        XCTAssertEqual(state.type(.control("c")), [.quit])
    }

    func testAChangedFormOnAnotherTabAlsoAsks() {
        state.type(.character("6"), .character("a"))
        state.type(text: "Kimchi")
        XCTAssertEqual(state.type(.control("c")), [])
        XCTAssertTrue(state.screenText.contains("What you typed in Data is not saved"))
    }

    func testAChangedProfileDuringOnboardingAsks() throws {
        state = try makeState(width: 100, height: 30, database: try AppDatabase.inMemory(), onboarding: true)
        state.type(text: "Mina")
        XCTAssertEqual(state.type(.control("c")), [])
        XCTAssertTrue(state.screenText.contains("Your profile is not saved yet"))
    }
}

/// Too small to show the question: the first q warns, the second quits (QA: typed text was lost at 30x10).
final class TooSmallQuitTests: XCTestCase {
    func testUnsavedTextNeedsASecondQWhenTheTerminalIsTooSmall() throws {
        var state = try makeState(width: 80, height: 24, database: try AppDatabase.inMemory())
        state.type(.character("w"))
        state.type(text: "71.3")
        state.resize(width: 30, height: 10)
        XCTAssertEqual(state.type(.character("q")), [])
        XCTAssertTrue(state.screenText.contains("Not saved yet:"), state.screenText)
        state.resize(width: 80, height: 24)
        XCTAssertTrue(state.screenText.contains("[71.3"), "the text is still there")
        state.resize(width: 30, height: 10)
        state.type(.control("c"))
        XCTAssertEqual(state.type(.control("c")), [.quit])
    }

    func testNothingTypedQuitsAtOnce() throws {
        var state = try makeState(width: 30, height: 10, database: try AppDatabase.inMemory())
        XCTAssertEqual(state.type(.character("q")), [.quit])
    }
}
