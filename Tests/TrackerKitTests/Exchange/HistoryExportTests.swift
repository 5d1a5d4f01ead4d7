import Foundation
import XCTest
@testable import TrackerKit

/// A food entry's calories as logged travel through JSON and CSV; older export files still import.
final class HistoryExportTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!
    private let thursday = LocalDate(iso: "2026-11-19")!

    /// Oatmeal logged at 150 kcal a cup, then changed to 200 kcal a gram.
    private func editedDiary() throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        var food = try db.addFood(Food(name: "Oatmeal", kcalPerServing: 150, serving: .cup))
        try db.addEntry(foodId: food.id!, servings: 2.5, on: thursday)
        try db.addQuickEntry(label: "Lunch", kcal: 850, on: thursday)
        food.kcalPerServing = 200
        food.serving = .gram
        try db.updateFood(food)
        return db
    }

    private func importing(_ json: String) throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: Data(json.utf8), into: db, today: today)
        return db
    }

    private func formatOne(entry: String) -> String {
        """
        {"formatVersion": 1, "application": "tracker", "settings": {}, "foods": [{"name": "Oatmeal", "kcalPerServing": 150, "serving": "cup"}],
         "days": [{"date": "2026-11-19", "weightKg": null, "memo": null, "entries": [\(entry)]}],
         "exercises": [], "workouts": [], "counters": [], "pads": [], "swims": []}
        """
    }

    func testAnEntrysCaloriesAsLoggedSurviveARoundTrip() throws {
        let first = try editedDiary().exportDocument()
        let entry = try XCTUnwrap(first.days.first?.entries.first)
        XCTAssertEqual(entry.kcal, 375)
        XCTAssertEqual(entry.kcalPerServing, 150)
        XCTAssertEqual(entry.serving, "cup")
        let copy = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: try first.encoded(), into: copy, today: today)
        XCTAssertEqual(try copy.dayDetail(thursday).eatenKcal, 1225)
        XCTAssertEqual(try copy.entries(on: thursday).first?.food?.serving, .cup)
        XCTAssertEqual(try copy.foods().first?.kcalPerServing, 200)
        XCTAssertEqual(String(decoding: try copy.exportDocument().encoded(), as: UTF8.self), String(decoding: try first.encoded(), as: UTF8.self))
    }

    func testAnArchivedFoodStaysArchivedThroughARoundTrip() throws {
        let db = try editedDiary()
        try db.archiveFood(try XCTUnwrap(db.foods().first?.id))
        let copy = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: try db.exportDocument().encoded(), into: copy, today: today)
        XCTAssertEqual(try copy.foods(includingArchived: true).map(\.isArchived), [true])
    }

    func testAFormatOneFileStillImports() throws {
        let db = try importing(formatOne(entry: #"{"food": "Oatmeal", "label": null, "servings": 2, "kcal": null, "source": null}"#))
        XCTAssertEqual(try db.dayDetail(thursday).eatenKcal, 300, "the food's calories, as format 1 meant")
        XCTAssertEqual(try db.entries(on: thursday).first?.food?.serving, .cup)
    }

    func testAFoodEntryWithOnlyItsTotalKeepsIt() throws {
        let db = try importing(formatOne(entry: #"{"food": "Oatmeal", "servings": 2, "kcal": 500}"#))
        XCTAssertEqual(try db.dayDetail(thursday).eatenKcal, 500)
    }

    func testEntryCaloriesThatDisagreeAreRefused() throws {
        let cases = [
            (#"{"food": "Oatmeal", "servings": 2, "kcal": 500, "kcalPerServing": 150}"#, "days[0].entries[0].kcal: 500.0 is not servings × kcalPerServing"),
            (#"{"food": "Oatmeal", "servings": 2, "kcalPerServing": 1e300}"#, "days[0].entries[0].kcalPerServing: 1e+300 is out of range"),
            (#"{"food": "Oatmeal", "servings": 1, "kcalPerServing": 100, "serving": "bucket"}"#, "days[0].entries[0].serving"),
            (#"{"food": null, "label": "x", "servings": 1, "kcal": 100, "kcalPerServing": 100}"#, "a quick-add has no food"),
        ]
        for (entry, expected) in cases {
            XCTAssertThrowsError(try importing(formatOne(entry: entry)), expected) { error in
                XCTAssertTrue("\(error)".contains(expected), "expected “\(expected)”, got “\(error)”")
            }
        }
    }

    func testCSVHasADailyTotalAndEachEntrysCalories() throws {
        let files = Dictionary(uniqueKeysWithValues: CSVExport.files(try editedDiary().exportDocument()).map { ($0.name, $0.text) })
        XCTAssertEqual(files["days.csv"], "date,weight_kg,weight,weight_unit,memo,entries,total_kcal\r\n2026-11-19,,,,,2,1225\r\n")
        XCTAssertEqual(
            files["food_entries.csv"],
            """
            date,food,label,servings,kcal,source,kcal_per_serving,serving,kcal_exact\r
            2026-11-19,Oatmeal,,2.5,375,,150,cup,375\r
            2026-11-19,,Lunch,1,850,,,,850\r\n
            """)
    }
}
