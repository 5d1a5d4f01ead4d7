import Foundation
import XCTest
@testable import TrackerKit

/// Two connections on one file, as two windows (or a window and the command line) have.
final class SecondConnectionTests: TwoConnectionsTestCase {
    private let clock = CounterClock(now: Date(timeIntervalSince1970: 1_795_262_400), today: LocalDate(year: 2026, month: 11, day: 21)!)

    func testUndoTakesBackOnlyThisConnectionsOwnChanges() throws {
        let plates = try here.addCounter(name: "Plates", at: clock)
        try here.tap(counterId: plates.id, at: clock)
        try elsewhere.tap(counterId: plates.id, times: 5, at: clock)
        XCTAssertThrowsError(try here.undoLastChange(counterId: plates.id), "the last change is the other window's") { error in
            XCTAssertEqual("\(error)", "Not undone: “Plates” was last changed outside this window.")
        }
        XCTAssertEqual(try here.counter(id: plates.id)?.count, 6, "the other window's tap stays")
        XCTAssertEqual(try elsewhere.undoLastChange(counterId: plates.id)?.count, 1, "the other window may take back its own")
        XCTAssertEqual(try here.undoLastChange(counterId: plates.id)?.count, 0, "then this one's own is the last again")
        XCTAssertNil(try here.undoLastChange(counterId: plates.id), "nothing left")
    }

    func testChangesFromAnEarlierRunAreNotUndone() throws {
        let plates = try elsewhere.addCounter(name: "Plates", at: clock)
        try elsewhere.tap(counterId: plates.id, at: clock)
        let reopened = try AppDatabase.open(path: path)
        XCTAssertThrowsError(try reopened.undoLastChange(counterId: plates.id))
        XCTAssertEqual(try reopened.counter(id: plates.id)?.count, 1)
    }

    func testSettingsAndSetCountAreOwnChangesToo() throws {
        let plates = try here.addCounter(name: "Plates", at: clock)
        try here.updateCounter(id: plates.id, name: "Plates", step: 1, add: 4, set: nil, goal: nil, resetPeriod: nil, at: clock)
        try here.setCount(counterId: plates.id, to: 10, at: clock)
        XCTAssertEqual(try here.undoLastChange(counterId: plates.id)?.count, 4)
        XCTAssertEqual(try here.undoLastChange(counterId: plates.id)?.count, 0)
    }

    func testARolledBackChangeIsNotRecordedAsOwn() throws {
        let plates = try here.addCounter(name: "Plates", start: Int64.max - 1, at: clock)
        XCTAssertThrowsError(try here.tap(counterId: plates.id, times: 2, at: clock), "overflow rolls the write back")
        try elsewhere.tap(counterId: plates.id, at: clock)
        XCTAssertThrowsError(try here.undoLastChange(counterId: plates.id))
    }

    func testTheChangeWatchSeesEveryCommitToTheFile() throws {
        let watch = try XCTUnwrap(here.makeChangeWatch())
        let start = watch.version()
        XCTAssertNotNil(start)
        XCTAssertEqual(watch.version(), start, "stable while nothing commits")
        let plates = try elsewhere.addCounter(name: "Plates", at: clock)
        let afterElsewhere = watch.version()
        XCTAssertNotEqual(afterElsewhere, start, "another connection's commit")
        try here.tap(counterId: plates.id, at: clock)
        XCTAssertNotEqual(watch.version(), afterElsewhere, "this process's own commit (a harmless reload)")
    }

    func testTheChangeWatchDoesNotWaitBehindAWriteInProgress() throws {
        let watch = try XCTUnwrap(here.makeChangeWatch())
        let start = watch.version()
        try here.write { db in
            try db.execute(sql: "INSERT INTO counter(name, nameKey, count, start, step, createdAt) VALUES ('A', 'a', 0, 0, 1, '2026-11-21T12:00:00.000Z')")
            XCTAssertEqual(watch.version(), start, "answers at once, without the uncommitted row")
        }
    }

    func testTheChangeWatchWorksOnAReadOnlyDatabase() throws {
        let readOnly = try AppDatabase.open(path: path, readOnly: true)
        let watch = try XCTUnwrap(readOnly.makeChangeWatch())
        let start = watch.version()
        XCTAssertNotNil(start)
        try elsewhere.addCounter(name: "Plates", at: clock)
        XCTAssertNotEqual(watch.version(), start)
    }

    func testNoWatchForAnInMemoryDatabase() throws {
        XCTAssertNil(try AppDatabase.inMemory().makeChangeWatch())
    }

    // The diary's undo (DiaryUndoTests) takes back only this window's changes too.
    private var day: LocalDate { LocalDate(iso: "2026-11-19")! }

    func testTheOtherWindowsChangesAreNotOnThisWindowsStack() throws {
        try here.logWeight(80, on: day)
        try elsewhere.logWeight(70, on: day.adding(days: 1))
        XCTAssertEqual(here.undoDepth, 1)
        XCTAssertEqual(try here.undo(), .undone("the weight of Thu 19 Nov 2026"))
        XCTAssertEqual(try here.dayDetail(day.adding(days: 1)).weightKg, 70)
        XCTAssertEqual(try here.undo(), .nothing)
    }

    func testAChangeOverwrittenElsewhereIsNotUndone() throws {
        try here.logWeight(80, on: day)
        try elsewhere.logWeight(81, on: day)
        XCTAssertThrowsError(try here.undo()) { error in
            XCTAssertEqual("\(error)", "Not undone: the weight of Thu 19 Nov 2026 was changed elsewhere since.")
        }
        XCTAssertEqual(try here.dayDetail(day).weightKg, 81)
    }

    func testUndoingAWeightKeepsFoodAnotherWindowAddedThatDay() throws {
        try here.logWeight(80, on: day)
        try elsewhere.addQuickEntry(label: "Lunch", kcal: 850, on: day)
        XCTAssertEqual(try here.undo(), .undone("the weight of Thu 19 Nov 2026"))
        let detail = try here.dayDetail(day)
        XCTAssertNil(detail.weightKg)
        XCTAssertEqual(detail.eatenKcal, 850)
    }

    func testUndoingANewFoodIsRefusedWhenAnotherWindowLoggedIt() throws {
        let food = try here.addFood(Food(name: "Oatmeal", kcalPerServing: 150))
        try elsewhere.addEntry(foodId: food.id!, servings: 1, on: day)
        XCTAssertThrowsError(try here.undo())
        XCTAssertEqual(try here.dayDetail(day).eatenKcal, 150)
    }

    func testUndoingAMemoKeepsAWeightSetElsewhereThatDay() throws {
        try here.logWeight(80, on: day)
        try here.setMemo("salty dinner", on: day)
        try elsewhere.logWeight(81, on: day)
        XCTAssertEqual(try here.undo(), .undone("the memo of Thu 19 Nov 2026"), "the weight is not what the memo step changed")
        XCTAssertNil(try here.dayDetail(day).memo)
        XCTAssertEqual(try here.dayDetail(day).weightKg, 81, "the other window's weight stays")
        XCTAssertThrowsError(try here.undo(), "this window's weight was overwritten elsewhere") { error in
            XCTAssertEqual("\(error)", "Not undone: the weight of Thu 19 Nov 2026 was changed elsewhere since.")
        }
    }

    func testUndoingAMemoThatMadeTheDayKeepsTheDayWhenAWeightCameSince() throws {
        try here.setMemo("rest day", on: day)
        try elsewhere.logWeight(81, on: day)
        XCTAssertEqual(try here.undo(), .undone("the memo of Thu 19 Nov 2026"))
        XCTAssertNil(try here.dayDetail(day).memo)
        XCTAssertEqual(try here.dayDetail(day).weightKg, 81)
    }

    func testUndoingAWeightIsRefusedWhenTheDayWasDeletedElsewhere() throws {
        try here.logWeight(80, on: day)
        try elsewhere.deleteDay(day)
        XCTAssertThrowsError(try here.undo())
        XCTAssertEqual(try here.dayCount(), 0)
    }
}
