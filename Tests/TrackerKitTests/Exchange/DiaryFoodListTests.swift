import Foundation
import XCTest
@testable import TrackerKit

/// Issue 25, Beyond: `import csv foods` reads the foods of the diaries `import csv diary` reads (Cronometer, Lose It!),
/// with the rules of every import: foods once by name, your foods win, bad lines named or skipped, nothing written on a dry run.
final class DiaryFoodListTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    private func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)"))
    }

    func testCronometerFoodsComeOnceWithTheirLatestCaloriesPerServing() throws {
        let list = try KCountFoodList.read(try fixture("cronometer-servings.csv"), today: today)
        XCTAssertEqual(list.diary?.layout, .cronometer)
        XCTAssertEqual(list.foods.map(\.name), ["Oats, rolled", "Chicken breast"], "oats logged twice is one food; water (0 kcal) is none")
        XCTAssertEqual(list.foods.map(\.kcalPerServing), [225.6, 330], "the oats of the later day")
        let db = try AppDatabase.inMemory()
        let lines = try db.planFoodImport(list).lines(list: list, dryRun: true)
        XCTAssertEqual(lines.first, "Cronometer servings: 2 foods from 3 entries, each with its latest entry's calories per serving.")
        XCTAssertTrue(lines.contains("1 entry of 0 kcal left out."), "\(lines)")
        XCTAssertEqual(try db.foods(), [], "a dry run writes nothing")
        try db.importFoods(list)
        XCTAssertEqual(try db.foods().map(\.name).sorted(), ["Chicken breast", "Oats, rolled"])
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-09-25")!).entries, [], "foods only: no entries")
    }

    func testLoseItFoodsArePerUnitAndYourFoodsWin() throws {
        let db = try AppDatabase.inMemory()
        try db.addFood(Food(name: "STRAWBERRY", kcalPerServing: 50, serving: .cup))
        let list = try KCountFoodList.read(try fixture("loseit-food-logs.csv"), today: today)
        XCTAssertEqual(list.diary?.deletedRows, 1)
        let rice = try XCTUnwrap(list.foods.first { $0.name == "Rice, White, Cooked" })
        XCTAssertEqual(rice.serving, .gram)
        XCTAssertEqual(rice.kcalPerServing, 1.3, accuracy: 1e-9, "455 kcal for 350 g")
        let plan = try db.importFoods(list)
        XCTAssertEqual(plan.existing, ["STRAWBERRY"])
        let lines = plan.lines(list: list, dryRun: false)
        XCTAssertTrue(lines.contains("1 you already have keep their calories and serving: STRAWBERRY."), "\(lines)")
        XCTAssertTrue(lines.contains("1 row marked deleted left out."), "\(lines)")
        let strawberry = try XCTUnwrap(try db.foods().first { $0.name == "STRAWBERRY" })
        XCTAssertEqual(strawberry.kcalPerServing, 50, "yours keeps its calories")
        XCTAssertEqual(try db.foods().count, 4)
    }

    func testMyFitnessPalMealsAreRefusedAsFoodsWithTheWayToImportThem() throws {
        XCTAssertThrowsError(try KCountFoodList.read(try fixture("mfp-nutrition-summary.csv"), today: today)) { error in
            XCTAssertTrue("\(error)".contains("a row per meal, not per food: tracker import csv diary brings its days"), "\(error)")
        }
    }

    func testBadLinesAreNamedOrSkippedAndATinyQuantityCannotMakeAHugeFood() throws {
        let text = """
            Date,Name,Icon,Meal,Quantity,Units,Calories,Deleted
            07/15/2026,Salt,Salt,Lunch,0.001,Grams,5000,0
            07/15/2026,Rice,Rice,Lunch,100,Grams,130,0
            07/15/2099,Future,Rice,Lunch,1,each,100,0
            07/15/2026,"ＣＪＫ 김치찌개",Bowl,Dinner,1,each,1e300,0

            """
        XCTAssertThrowsError(try KCountFoodList.read(Data(text.utf8), today: today)) { error in
            let problems = (error as? WeightHistoryError)?.problems ?? []
            XCTAssertEqual(problems.count, 3, "\(problems)")
            XCTAssertTrue(problems[0].hasPrefix("line 2: calories per serving must be at most 20000"), "\(problems)")
            XCTAssertTrue(problems[1].hasPrefix("line 4:"), "\(problems)")
            XCTAssertTrue(problems[2].hasPrefix("line 5: calories"), "\(problems)")
        }
        XCTAssertThrowsError(try KCountFoodList.read(Data(text.utf8), today: today)) { error in
            XCTAssertTrue("\(error)".contains("(got 5000 kcal for 0.001 servings)"), "the tiny quantity is shown as it is: \(error)")
        }
        let onlyBad = "Date,Name,Icon,Meal,Quantity,Units,Calories,Deleted\n07/15/2026,Salt,Salt,Lunch,0.0001,Grams,5000,0\n"
        XCTAssertThrowsError(try KCountFoodList.read(Data(onlyBad.utf8), today: today, skipBadLines: true)) { error in
            XCTAssertEqual(
                (error as? WeightHistoryError)?.problems.first?.hasPrefix("line 2: calories per serving"), true, "every line skipped: named, \(error)")
        }
        let list = try KCountFoodList.read(Data(text.utf8), today: today, skipBadLines: true)
        XCTAssertEqual(list.foods.map(\.name), ["Rice"])
        XCTAssertEqual(list.diary?.skippedLines.count, 3)
        let lines = try AppDatabase.inMemory().planFoodImport(list).lines(list: list, dryRun: true)
        XCTAssertTrue(lines.contains("Skipped 3 bad lines (--skip-bad-lines):"), "\(lines)")
    }
}
