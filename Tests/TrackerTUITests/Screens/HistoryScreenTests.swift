import XCTest
import TrackerKit
@testable import TrackerTUI

/// Undo, the copy question, the food form's past entries and archiving, through the whole app state
/// (clock fixed at Sat 21 Nov 2026).
final class HistoryScreenTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!
    private var db: AppDatabase!
    private var state: AppState!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        state = try makeState(width: 100, height: 30, database: db)
    }

    private func oatsYesterday() throws -> Food {
        let oats = try db.addFood(Food(name: "Oats", kcalPerServing: 150, serving: .cup))
        try db.addEntry(foodId: oats.id!, servings: 2, on: today.adding(days: -1))
        return oats
    }

    func testCopyingOntoADayWithFoodAsksAndShowsWhatWillBeCopied() throws {
        _ = try oatsYesterday()
        try db.addQuickEntry(label: "Lunch", kcal: 500, on: today)
        state.type(.character("c"), .enter)
        let screen = state.screenText
        XCTAssertTrue(screen.contains("From Fri 20 Nov 2026: 1 entry, 300 kcal:"), screen)
        XCTAssertTrue(screen.contains("Oats  2 cups  300 kcal"), screen)
        XCTAssertTrue(screen.contains("Sat 21 Nov 2026 already has 1 entry, 500 kcal."), screen)
        state.type(.escape)
        XCTAssertEqual(try db.dayDetail(today).eatenKcal, 500, "Esc cancels")
        state.type(.character("c"), .enter, .character("r"))
        XCTAssertEqual(try db.dayDetail(today).eatenKcal, 300, "replaced")
        state.type(.character("c"), .enter, .character("a"))
        XCTAssertEqual(try db.dayDetail(today).eatenKcal, 600, "added")
    }

    func testUOnTheLogTabUndoesLevelByLevelAndSaysWhat() throws {
        state.type(.character("w"))
        state.type(text: "80")
        state.type(.enter, .character("m"))
        state.type(text: "slept well")
        state.type(.control("s"))
        XCTAssertEqual(try db.dayDetail(today).memo, "slept well")
        state.type(.character("u"))
        XCTAssertTrue(state.screenText.contains("Undone: the memo of Sat 21 Nov 2026."), state.screenText)
        XCTAssertNil(try db.dayDetail(today).memo)
        state.type(.character("u"))
        XCTAssertNil(try db.dayDetail(today).weightKg)
        state.type(.character("u"))
        XCTAssertTrue(state.screenText.contains("Nothing to undo"), state.screenText)
    }

    func testTheFoodFormSaysHowManyEntriesUseItAndCanUpdateThem() throws {
        _ = try oatsYesterday()
        state.type(.character("6"), .character("e"))
        XCTAssertTrue(state.screenText.contains("Edit food · in 1 entry on 1 day"), state.screenText)
        XCTAssertTrue(state.screenText.contains("keep as logged"), state.screenText)
        state.type(.tab)
        state.type(.control("u"))
        state.type(text: "200")
        state.type(.control("s"))
        XCTAssertEqual(try db.dayDetail(today.adding(days: -1)).eatenKcal, 300, "kept as logged")
        state.type(.character("e"), .tab, .tab, .tab, .right)
        state.type(.control("s"))
        XCTAssertEqual(try db.dayDetail(today.adding(days: -1)).eatenKcal, 400, "also updated")
    }

    func testDeletingAFoodWithEntriesOffersToArchiveItAndUUndoes() throws {
        _ = try oatsYesterday()
        state.type(.character("6"), .character("d"))
        XCTAssertTrue(state.screenText.contains("a: archive it"), state.screenText)
        state.type(.character("a"))
        XCTAssertEqual(try db.foodCount(), 0)
        XCTAssertEqual(try db.dayDetail(today.adding(days: -1)).eatenKcal, 300, "its entries stay")
        XCTAssertTrue(state.screenText.contains("No foods listed: 1 archived (v shows them)."), state.screenText)
        state.type(.character("v"))
        XCTAssertTrue(state.screenText.contains("(archived)"), state.screenText)
        state.type(.character("d"), .character("r"))
        XCTAssertEqual(try db.foodCount(), 1, "restored")
        state.type(.character("d"), .character("d"))
        XCTAssertEqual(try db.dayCount(), 0, "deleted with its entries")
        state.type(.character("u"))
        XCTAssertTrue(state.screenText.contains("Undone: deleting Oats."), state.screenText)
        XCTAssertEqual(try db.dayDetail(today.adding(days: -1)).eatenKcal, 300)
    }
}
