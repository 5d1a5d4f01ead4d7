import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// One undo for every diary change, several levels deep, exact, and only this window's own.
final class DiaryUndoTests: XCTestCase {
    private var db: AppDatabase!
    private let thursday = LocalDate(iso: "2026-11-19")!
    private let friday = LocalDate(iso: "2026-11-20")!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
    }

    private func undone() throws -> String? {
        if case .undone(let summary) = try db.undo() { return summary }
        return nil
    }

    func testWeightUndoesLevelByLevel() throws {
        try db.logWeight(80, on: thursday)
        try db.logWeight(79.6, on: thursday)
        XCTAssertEqual(try undone(), "the weight of Thu 19 Nov 2026")
        XCTAssertEqual(try db.dayDetail(thursday).weightKg, 80)
        XCTAssertNotNil(try undone())
        XCTAssertEqual(try db.dayCount(), 0, "the day the weight made is gone again")
        XCTAssertEqual(try db.undo(), .nothing)
    }

    func testEntryAddEditDeleteAndMemoUndo() throws {
        let food = try db.addFood(Food(name: "Oatmeal", kcalPerServing: 150, serving: .cup))
        try db.addEntry(foodId: food.id!, servings: 1.0 / 3.0, on: thursday)
        try db.setMemo("good day", on: thursday)
        let id = try XCTUnwrap(db.entries(on: thursday).first?.id)
        try db.updateEntry(id: id, servings: 4)
        try db.deleteEntry(id: id)
        XCTAssertEqual(try db.entries(on: thursday), [])
        XCTAssertEqual(try undone(), "deleting an entry")
        XCTAssertEqual(try db.entries(on: thursday).first?.servings, 4)
        XCTAssertEqual(try undone(), "the edit of an entry")
        XCTAssertEqual(try db.entries(on: thursday).first?.servings, 1.0 / 3.0, "restored exactly, not through text")
        XCTAssertEqual(try undone(), "the memo of Thu 19 Nov 2026")
        XCTAssertNil(try db.dayDetail(thursday).memo)
        XCTAssertEqual(try undone(), "adding food to Thu 19 Nov 2026")
        XCTAssertEqual(try db.dayCount(), 0)
    }

    func testCopyUndoRestoresWhatReplaceRemoved() throws {
        try db.addQuickEntry(label: "Lunch", kcal: 850, on: thursday)
        try db.addQuickEntry(label: "Dinner", kcal: 600, on: friday)
        try db.copyEntries(from: thursday, to: friday, mode: .replace)
        XCTAssertEqual(try db.entries(on: friday).map(\.title), ["Lunch"])
        XCTAssertEqual(try undone(), "the copy of Thu 19 Nov 2026 to Fri 20 Nov 2026")
        XCTAssertEqual(try db.entries(on: friday).map(\.title), ["Dinner"])
    }

    func testFoodEditAndDeleteUndoBringBackTheFoodAndItsEntries() throws {
        var food = try db.addFood(Food(name: "Oatmeal", kcalPerServing: 150, serving: .cup))
        try db.addEntry(foodId: food.id!, servings: 2, on: thursday)
        food.kcalPerServing = 200
        try db.updateFood(food, alsoUpdatingPastEntries: true)
        try db.deleteFood(food.id!)
        XCTAssertEqual(try db.dayCount(), 0, "the day held only that food")
        XCTAssertEqual(try undone(), "deleting Oatmeal")
        XCTAssertEqual(try db.dayDetail(thursday).eatenKcal, 400)
        XCTAssertEqual(try undone(), "the edit of Oatmeal")
        XCTAssertEqual(try db.dayDetail(thursday).eatenKcal, 300)
        XCTAssertEqual(try db.foods().first?.kcalPerServing, 150)
    }

    func testDeletingADayIsUndone() throws {
        try db.logWeight(80, on: thursday)
        try db.addQuickEntry(label: "Lunch", kcal: 850, on: thursday)
        try db.deleteDay(thursday)
        XCTAssertEqual(try undone(), "deleting Thu 19 Nov 2026")
        XCTAssertEqual(try db.dayDetail(thursday).weightKg, 80)
        XCTAssertEqual(try db.dayDetail(thursday).eatenKcal, 850)
    }

    func testARefusedWriteLeavesNothingToUndo() throws {
        XCTAssertThrowsError(try db.updateEntry(id: 42, servings: 2))
        XCTAssertEqual(db.undoDepth, 0)
        try db.logWeight(80, on: thursday)
        XCTAssertEqual(db.undoDepth, 1)
    }

    func testTheStackKeepsTheLatestChanges() throws {
        for step in 0..<(DiaryUndoStack.depth + 5) { try db.logWeight(60 + Double(step) / 10, on: thursday) }
        XCTAssertEqual(db.undoDepth, DiaryUndoStack.depth)
    }
}

/// An undo whose write fails for a reason other than a conflict keeps the step, to try again.
final class DiaryUndoFailedWriteTests: XCTestCase {
    func testAnUndoRefusedByALockIsKeptForLater() throws {
        let path = NSTemporaryDirectory() + "tracker-undo-busy-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let db = try AppDatabase.open(path: path, readOnlyBecause: nil, busyMode: .immediateError)
        let day = LocalDate(iso: "2026-11-19")!
        try db.logWeight(80, on: day)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: path, configuration: configuration)
        try holder.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
        XCTAssertThrowsError(try db.undo())
        XCTAssertEqual(db.undoDepth, 1, "kept")
        try holder.writeWithoutTransaction { try $0.execute(sql: "COMMIT") }
        XCTAssertEqual(try db.undo(), .undone("the weight of Thu 19 Nov 2026"))
        XCTAssertNil(try db.dayDetail(day).weightKg)
    }
}
