import Foundation
import XCTest
@testable import TrackerKit

/// Issue 25, Beyond: food diaries from MyFitnessPal, Cronometer and Lose It!, from fixtures written from the formats
/// docs/import.md cites. Same rules as every import: one transaction, a dry run, your days win, bad lines named.
final class FoodDiaryImportTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    private func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)"))
    }

    func testMyFitnessPalMealsBecomeQuickAddsNamedAfterTheMeal() throws {
        let file = try FoodDiaryReader.read(try fixture("mfp-nutrition-summary.csv"), today: today)
        XCTAssertEqual(file.layout, .myFitnessPal)
        let db = try AppDatabase.inMemory()
        try db.importFoodDiary(file)
        let day = try db.dayDetail(LocalDate(iso: "2026-09-25")!)
        XCTAssertEqual(day.entries.map(\.title), ["Breakfast", "Lunch", "Dinner"])
        XCTAssertEqual(day.entries.map(\.kcal), [420.5, 650, 810], "each keeps its calories")
        XCTAssertEqual(try db.foods(), [], "meals are no foods")
    }

    func testCronometerFoodsAreCreatedOnceAndEachEntryKeepsItsCalories() throws {
        let file = try FoodDiaryReader.read(try fixture("cronometer-servings.csv"), today: today)
        XCTAssertEqual(file.layout, .cronometer)
        XCTAssertEqual(file.zeroKcalEntries, 1, "water")
        let db = try AppDatabase.inMemory()
        let plan = try db.importFoodDiary(file)
        XCTAssertEqual(plan.newFoods, ["Oats, rolled", "Chicken breast"])
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-09-25")!).entries.map(\.kcal), [300.8, 330])
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-09-26")!).entries.map(\.kcal), [225.6], "the second day keeps its own calories")
        XCTAssertEqual(try db.foods().count, 2)
    }

    func testLoseItUSDatesUnitsAndDeletedRows() throws {
        let file = try FoodDiaryReader.read(try fixture("loseit-food-logs.csv"), today: today)
        XCTAssertEqual(file.layout, .loseIt)
        XCTAssertEqual(file.deletedRows, 1)
        XCTAssertEqual(file.days.map(\.date.iso), ["2026-07-15", "2026-07-16"])
        let db = try AppDatabase.inMemory()
        try db.importFoodDiary(file)
        let day = try db.dayDetail(LocalDate(iso: "2026-07-15")!)
        XCTAssertEqual(day.entries.map(\.title), ["Strawberry", "Spinach, Cooked", "Rice, White, Cooked"])
        XCTAssertEqual(day.eatenKcal, 545)
        XCTAssertEqual(try db.food(named: "banana")?.serving, .piece, "“each” is a piece")
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-07-16")!).entries.first?.servings, 1)
    }

    func testYourDaysWinTheDryRunSaysSoAndBadLinesAreNamed() throws {
        let db = try AppDatabase.inMemory()
        try db.addQuickEntry(label: "Lunch", kcal: 600, on: LocalDate(iso: "2026-09-25")!)
        let file = try FoodDiaryReader.read(try fixture("mfp-nutrition-summary.csv"), today: today)
        let lines = file.lines(try db.planFoodDiary(file), dryRun: true)
        XCTAssertTrue(lines.contains("Would add 1 day of food (1 entry)."), "\(lines)")
        XCTAssertTrue(lines.contains("  2026-09-25: 1881 kcal in the file (line 2) not added"), "\(lines)")
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-09-26")!).entries, [], "a dry run writes nothing")
        let bad = "Date,Meal,Calories\n2026-09-25,Lunch,1e300\n2026-09-26,Lunch,abc\n2099-01-01,Lunch,500\n2026-09-27,Lunch,500\n"
        XCTAssertThrowsError(try FoodDiaryReader.read(Data(bad.utf8), today: today)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("line 2: calories “1e300” must be a number") && text.contains("line 3:") && text.contains("line 4:"), text)
        }
        let skipped = try FoodDiaryReader.read(Data(bad.utf8), today: today, skipBadLines: true)
        XCTAssertEqual(skipped.days.map(\.date.iso), ["2026-09-27"])
        XCTAssertEqual(skipped.skippedLines.count, 3)
        XCTAssertThrowsError(try FoodDiaryReader.read(Data("Name,Calories\nOats,150\n".utf8), today: today), "a file of no known layout")
    }
}
