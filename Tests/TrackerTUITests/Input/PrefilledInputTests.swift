import XCTest
import TrackerKit
@testable import TrackerTUI

/// A pre-filled value is selected when its field gets focus: the first typed character replaces it,
/// so "2" in "Servings [1]" logs 2, not 12 (issue 14, item 1).
final class PrefilledInputTests: AppStateTestCase {
    override func setUpWithError() throws {
        try openApp { db in
            try db.saveProfile(
                Profile(
                    name: "Ana", sex: .female, birthDate: LocalDate(iso: "1990-05-01"), heightCm: 165,
                    goalWeightKg: 60, activityLevel: .moderate))
            try db.addFood(Food(name: "Oatmeal", kcalPerServing: 150, serving: .cup))
        }
    }

    private func logWeightAndReopen(_ kg: Double) throws {
        try db.logWeight(kg, on: today)
        state = try makeState(width: 100, height: 30, database: db)
    }

    func testTypedServingsReplaceTheSuggestedOne() throws {
        state.type(.character("f"))
        state.type(text: "oat")
        state.type(.enter)
        state.type(text: "2")
        state.type(.enter)
        XCTAssertEqual(try db.dayDetail(today).entries.map(\.servings), [2])
    }

    func testTypedWeightReplacesTheDaysWeight() throws {
        try logWeightAndReopen(80)
        state.type(.character("w"))
        state.type(text: "79.6")
        state.type(.enter)
        XCTAssertEqual(try db.dayDetail(today).weightKg, 79.6)
    }

    func testMovingKeysKeepTheValueAndEditFromTheCursor() throws {
        try logWeightAndReopen(80)
        state.type(.character("w"), .end, .backspace)  // "80.0" → "80."
        state.type(text: "5")
        state.type(.enter)
        XCTAssertEqual(try db.dayDetail(today).weightKg, 80.5)
    }

    func testBackspaceErasesTheSelectedValue() throws {
        state.type(.character("g"), .backspace)
        state.type(text: "2026-11-02")
        state.type(.enter)
        let log = state.screens[Tab.log.rawValue] as! LogScreen
        XCTAssertEqual(log.selected.iso, "2026-11-02")
    }

    func testAFormFieldReachedWithTabIsReplacedByTyping() throws {
        state.type(.character("6"), .character("e"), .tab)
        state.type(text: "200")
        state.type(.control("s"))
        XCTAssertEqual(try db.foods(matching: "").first?.kcalPerServing, 200)
    }

    func testTheSelectionIsDrawnReversed() throws {
        try logWeightAndReopen(80)
        state.type(.character("w"))
        let frame = state.render()
        let row = try XCTUnwrap(frame.lines().firstIndex { $0.contains("[80.0") })
        let column = try XCTUnwrap(frame.lines()[row].range(of: "80.0")).lowerBound.utf16Offset(in: frame.lines()[row])
        XCTAssertEqual(frame[column, row].style, .selected)
        XCTAssertEqual(frame[column + 3, row].style, .selected)
    }
}

/// The day panel wraps a memo exactly as the editor does: a Japanese run without spaces is broken
/// between characters, not cut with "…" (issue 14, item 7).
final class DayPanelMemoWrapTests: XCTestCase {
    func testAJapaneseMemoIsShownWhole() throws {
        let db = try AppDatabase.inMemory()
        let memo = "今日は朝から雨でした。ジムに行けなかったので家でストレッチ。"
        try db.setMemo(memo, on: LocalDate(iso: "2026-11-21")!)
        let state = try makeState(width: 100, height: 30, database: db)
        let shown = state.render().lines().compactMap { line -> String? in
            guard let bar = line.lastIndex(of: "│"), let open = line[..<bar].lastIndex(of: "│") else { return nil }
            return String(line[line.index(after: open)..<bar]).trimmingCharacters(in: .whitespaces)
        }.joined()
        XCTAssertTrue(shown.contains(memo), shown)
        XCTAssertFalse(shown.contains("…"))
    }
}

/// Enter on a pre-filled weight that was not edited writes nothing: the prompt shows one decimal, and
/// re-logging what it shows would round 150.25 to 150.2 (found by QA).
final class UnchangedPromptTests: XCTestCase {
    func testEnterOnTheShownWeightKeepsTheStoredOne() throws {
        let db = try AppDatabase.inMemory()
        let day = LocalDate(iso: "2026-11-21")!
        try db.logWeight(150.25, on: day)
        var state = try makeState(width: 100, height: 30, database: db)
        state.type(.character("w"), .enter)
        XCTAssertEqual(try db.dayDetail(day).weightKg, 150.25)
        XCTAssertNil((state.screens[Tab.log.rawValue] as! LogScreen).modal)
    }
}

/// Issue 25.6: a refused one-line prompt selects the refused text, so typing replaces it.
final class RefusedPromptSelectionTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    func testARefusedWeightIsReplacedByTheNextTyping() throws {
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 100, height: 30, database: db)
        state.type(.character("w"))
        state.type(text: "1200")
        state.type(.enter)
        XCTAssertNil(try db.dayDetail(today).weightKg, "1200 kg is refused")
        state.type(text: "80.4")
        state.type(.enter)
        XCTAssertEqual(try db.dayDetail(today).weightKg, 80.4, state.screenText)
    }

    func testRefusedServingsAreReplacedByTheNextTyping() throws {
        let db = try AppDatabase.inMemory()
        try db.addFood(Food(name: "Oatmeal", kcalPerServing: 150, serving: .cup))
        var state = try makeState(width: 100, height: 30, database: db)
        state.type(.character("f"))
        state.type(text: "oat")
        state.type(.enter)
        state.type(text: "-1")
        state.type(.enter)
        XCTAssertEqual(try db.dayDetail(today).entries, [], "−1 servings are refused")
        state.type(text: "2")
        state.type(.enter)
        XCTAssertEqual(try db.dayDetail(today).entries.map(\.servings), [2], state.screenText)
    }

    func testBackFromTheFarOffWeightQuestionTheTypedWeightIsSelected() throws {
        let db = try AppDatabase.inMemory()
        try db.logWeight(80, on: today.adding(days: -1))
        var state = try makeState(width: 100, height: 30, database: db)
        state.type(.character("w"))
        state.type(text: "804")
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("Check the weight"), state.screenText)
        state.type(.character("n"))
        state.type(text: "80.4")
        state.type(.enter)
        XCTAssertEqual(try db.dayDetail(today).weightKg, 80.4, state.screenText)
    }
}
