import XCTest
@testable import TrackerKit

/// The made-up diary behind `--demo` and the benchmarks: believable foods, one entry a food a day.
final class DiaryGeneratorTests: XCTestCase {
    func testFoodsAreBelievableAndEachDayHasDifferentOnes() throws {
        let db = try AppDatabase.inMemory()
        let today = LocalDate(iso: "2026-11-21")!
        try DiaryGenerator(days: 30, foods: 24, entriesPerDay: 6, endingOn: today).fill(db)
        let egg = try XCTUnwrap(try db.foods().first { $0.name == "Egg" })
        XCTAssertEqual(egg.kcalPerServing, 78)
        XCTAssertEqual(egg.serving, .piece)
        XCTAssertNotNil(try db.foods().first { $0.name == "Oats 2" }, "past the list come numbered variants")
        for offset in 0..<30 {
            let foods = try db.entries(on: today.adding(days: -offset)).compactMap { $0.food?.id }
            XCTAssertEqual(foods.count, 6)
            XCTAssertEqual(Set(foods).count, 6, "no food twice on one day")
        }
    }
}
