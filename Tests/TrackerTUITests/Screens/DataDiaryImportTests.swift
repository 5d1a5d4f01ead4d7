import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 25, Beyond: the Data tab's `I` offers the food diary import (MyFitnessPal, Cronometer, Lose It!) with the
/// preview `tracker import csv diary --dry-run` prints, as it offers the weights, foods and exports.
final class DataDiaryImportTests: XCTestCase {
    private var file: String!

    override func setUpWithError() throws { file = NSTemporaryDirectory() + "tracker-diary-\(UUID().uuidString).csv" }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: file) }

    private func write(_ text: String) { XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data(text.utf8))) }

    func testACronometerDiaryIsPreviewedThenAddedAndYourDaysWin() throws {
        write(
            "Day,Time,Group,Food Name,Amount,Energy (kcal)\n2026-11-19,07:30,Breakfast,\"김치찌개, 엄마표\",1 bowl,300.8\n"
                + "2026-11-20,12:00,Lunch,Oats,80 g,310\n2026-11-20,18:00,Dinner,Water,500 ml,0\n")
        let db = try AppDatabase.inMemory()
        try db.addQuickEntry(label: "Mine", kcal: 500, on: LocalDate(iso: "2026-11-20")!)
        var state = try makeState(width: 80, height: 24, database: db)
        state.select(.data)
        state.type(.character("I"))
        XCTAssertTrue(state.screenText.contains("MyFitnessPal, Cronometer, Lose It!"), "the prompt names the diaries:\n\(state.screenText)")
        state.type(text: file)
        state.type(.enter)
        let shown = state.screenText
        for line in [
            "Cronometer servings: 2 days, 2 entries.", "Would add 1 day of food (1 entry), creating 1 food.",
            "1 day already has food and keeps yours:", "2026-11-20: 310 kcal in the file (line 3) not added", "1 entry of 0 kcal left out.",
        ] {
            XCTAssertTrue(shown.contains(line), "\(line) in\n\(shown)")
        }
        XCTAssertEqual(try db.foods(), [], "a preview writes nothing")
        state.type(.character("a"))
        XCTAssertEqual(state.message, .info("Imported 1 day of food (1 entry) from Cronometer servings; 1 day kept its food."))
        XCTAssertTrue(state.screenText.contains("kept its\n food."), "wrapped whole at 80 columns:\n\(state.screenText)")
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-11-19")!).entries.map(\.kcal), [300.8])
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-11-20")!).entries.map(\.title), ["Mine"])
        state.type(.character("u"))
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-11-19")!).entries, [], "u takes the whole import back")
    }

    func testAMyFitnessPalSummaryWithOnlyLoggedDaysOffersNothingToAdd() throws {
        write("Date,Meal,Calories,Fat (g)\n2026-11-20,Breakfast,420.5,10\n")
        let db = try AppDatabase.inMemory()
        try db.addQuickEntry(label: "Mine", kcal: 500, on: LocalDate(iso: "2026-11-20")!)
        var state = try makeState(width: 80, height: 24, database: db)
        state.typeDataImport(file)
        XCTAssertTrue(state.screenText.contains("MyFitnessPal Nutrition Summary: 1 day, 1 entry."), state.screenText)
        XCTAssertFalse(state.screenText.contains("a add"), "nothing to add, no add key:\n\(state.screenText)")
        state.type(.character("a"))
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-11-20")!).entries.map(\.title), ["Mine"])
    }

    func testABadDiaryLineIsNamedAndNothingIsWritten() throws {
        write("Date,Name,Icon,Meal,Quantity,Units,Calories,Deleted\n07/15/2026,Rice,Rice,Lunch,1,each,1e300,0\n")
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 80, height: 24, database: db)
        state.typeDataImport(file)
        XCTAssertTrue(state.screenText.contains("line 2: calories “1e300” must be a number"), state.screenText)
        XCTAssertEqual(try db.foods(), [])
    }
}
