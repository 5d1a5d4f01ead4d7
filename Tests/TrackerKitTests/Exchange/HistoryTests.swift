import GRDB
import XCTest
@testable import TrackerKit

/// Past days stay as they were logged; a copy onto a day with food asks first; archived foods keep their entries.
final class HistoryTests: XCTestCase {
    private var db: AppDatabase!
    private let thursday = LocalDate(iso: "2026-11-19")!
    private let friday = LocalDate(iso: "2026-11-20")!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
    }

    private func oatmeal(_ kcal: Double = 150) throws -> Food {
        try db.addFood(Food(name: "Oatmeal", kcalPerServing: kcal, serving: .cup))
    }

    func testEditingAFoodLeavesPastDaysAsLogged() throws {
        var food = try oatmeal()
        try db.addEntry(foodId: food.id!, servings: 2.5, on: thursday)
        food.kcalPerServing = 200
        food.serving = .gram
        try db.updateFood(food)
        let entry = try XCTUnwrap(db.entries(on: thursday).first)
        XCTAssertEqual(entry.kcal, 375)
        XCTAssertEqual(entry.food?.serving, .cup)
        XCTAssertEqual(try db.daySummaries().first?.eatenKcal, 375)
        // A new entry takes the food as it is now, on its own line: nothing to ask about.
        XCTAssertNil(try db.existingEntry(foodId: food.id!, on: thursday))
        try db.addEntry(foodId: food.id!, servings: 1, on: thursday)
        XCTAssertEqual(try db.entries(on: thursday).map(\.kcal), [375, 200])
        XCTAssertEqual(try db.existingEntry(foodId: food.id!, on: thursday)?.kcal, 200)
    }

    func testAlsoUpdatingPastEntriesRewritesThem() throws {
        var food = try oatmeal()
        try db.addEntry(foodId: food.id!, servings: 2.5, on: thursday)
        XCTAssertEqual(try db.foodUsage(food.id!).entries, 1)
        food.kcalPerServing = 200
        try db.updateFood(food, alsoUpdatingPastEntries: true)
        XCTAssertEqual(try db.entries(on: thursday).first?.kcal, 500)
    }

    func testTheMigrationBackFillsEntriesFromTheCurrentFood() throws {
        let queue = try DatabaseQueue()
        var migrator = Schema.migrator
        try migrator.migrate(queue, upTo: "v6-swims")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO food(name, nameKey, kcalPerServing, serving) VALUES ('Oatmeal', 'oatmeal', 150, 'cup');
                    INSERT INTO day(date) VALUES ('2026-11-19');
                    INSERT INTO foodEntry(date, foodId, servings) VALUES ('2026-11-19', 1, 2);
                    INSERT INTO foodEntry(date, label, servings, kcal) VALUES ('2026-11-19', 'Lunch', 1, 850);
                    """)
        }
        migrator = Schema.migrator
        try migrator.migrate(queue)
        let rows = try queue.read { try Row.fetchAll($0, sql: "SELECT loggedKcalPerServing, loggedServing FROM foodEntry ORDER BY id") }
        XCTAssertEqual(rows.map { $0["loggedKcalPerServing"] as Double? }, [150, nil])
        XCTAssertEqual(rows.map { $0["loggedServing"] as String? }, ["cup", nil])
    }

    func testCopyPreviewShowsWhatWillBeCopiedAndWhatIsThere() throws {
        let food = try oatmeal()
        try db.addEntry(foodId: food.id!, servings: 2, on: thursday)
        try db.addQuickEntry(label: "Lunch", kcal: 850, on: thursday)
        var preview = try db.copyPreview(from: thursday, to: friday)
        XCTAssertEqual(preview.entries.count, 2)
        XCTAssertEqual(preview.kcal, 1150)
        XCTAssertFalse(preview.targetHasFood)
        try db.copyEntries(from: thursday, to: friday)
        preview = try db.copyPreview(from: thursday, to: friday)
        XCTAssertTrue(preview.targetHasFood)
        XCTAssertEqual(preview.existingKcal, 1150)
    }

    func testCopyingTwiceWithReplaceDoesNotDouble() throws {
        let food = try oatmeal()
        try db.addEntry(foodId: food.id!, servings: 2, on: thursday)
        try db.addQuickEntry(label: "Lunch", kcal: 850, on: thursday)
        try db.setMemo("kept", on: friday)
        try db.copyEntries(from: thursday, to: friday, mode: .replace)
        try db.copyEntries(from: thursday, to: friday, mode: .replace)
        XCTAssertEqual(try db.dayDetail(friday).eatenKcal, 1150)
        XCTAssertEqual(try db.dayDetail(friday).memo, "kept")
        try db.copyEntries(from: thursday, to: friday, mode: .add)
        XCTAssertEqual(try db.dayDetail(friday).eatenKcal, 2300)
        XCTAssertEqual(try db.entries(on: friday).count, 3, "servings of the same food add up; quick-adds are copied")
    }

    func testACopyKeepsTheEnergyTheSourceWasLoggedWith() throws {
        var food = try oatmeal()
        try db.addEntry(foodId: food.id!, servings: 2, on: thursday)
        food.kcalPerServing = 200
        try db.updateFood(food)
        try db.copyEntries(from: thursday, to: friday)
        XCTAssertEqual(try db.dayDetail(friday).eatenKcal, 300)
    }

    func testAnArchivedFoodIsHiddenButItsEntriesStay() throws {
        let food = try oatmeal()
        try db.addEntry(foodId: food.id!, servings: 2, on: thursday)
        try db.archiveFood(food.id!)
        XCTAssertEqual(try db.foods(), [])
        XCTAssertEqual(try db.foodCount(), 0)
        XCTAssertEqual(try db.foods(includingArchived: true).map(\.isArchived), [true])
        XCTAssertEqual(try db.dayDetail(thursday).eatenKcal, 300)
        XCTAssertThrowsError(try db.addFood(Food(name: "oatmeal", kcalPerServing: 1))) { error in
            XCTAssertTrue("\(error)".contains("archived"), "\(error)")
        }
        try db.archiveFood(food.id!, false)
        XCTAssertEqual(try db.foods().map(\.name), ["Oatmeal"])
    }
}
