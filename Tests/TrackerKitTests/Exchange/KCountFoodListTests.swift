import Foundation
import XCTest
@testable import TrackerKit

/// K-Count's foods.csv (ExportFoodsView: `Name, Calories, Serving Type`, rows written unquoted).
final class KCountFoodListTests: XCTestCase {
    private func fixture() throws -> Data {
        try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Fixtures/kcount-foods.csv"))
    }

    func testNamesWithCommasFreeServingTypesAndRepeats() throws {
        let list = try KCountFoodList.read(try fixture(), today: LocalDate(iso: "2026-11-21")!)
        XCTAssertEqual(list.foods.map(\.name), ["Reese Peanut Butter Cup", "Chicken Breast", "Pizza, margherita", "Cheddar Cheese", "Apple"])
        XCTAssertEqual(list.foods.map(\.serving), [.piece, .serving, .serving, .serving, .piece])
        XCTAssertEqual(list.otherServings, ["100 gram": 1, "slice": 2])
        XCTAssertEqual(list.repeated, 1, "apple again, other case: the first is kept")
    }

    func testKCountFoodsJSON() throws {
        let json = #"[{"calories":150,"name":"Oats","servingType":"cup"},{"calories":235,"name":"Chocolate Cake","servingType":"slice"}]"#
        let list = try KCountFoodList.read(Data(json.utf8), today: LocalDate(iso: "2026-11-21")!)
        XCTAssertEqual(list.foods.map(\.name), ["Oats", "Chocolate Cake"])
        XCTAssertEqual(list.otherServings, ["slice": 1])
        XCTAssertTrue(KCountFoodList.looksLikeFoodList(Data(json.utf8)))
        XCTAssertFalse(KCountFoodList.looksLikeFoodList(Data(#"[{"date":"2025-08-25","weight":72.3}]"#.utf8)))
        XCTAssertThrowsError(try WeightHistoryReader.read(Data(json.utf8), defaultUnit: .kg, today: LocalDate(iso: "2026-11-21")!)) {
            XCTAssertTrue("\($0)".contains("foods JSON"), "\($0)")
        }
        XCTAssertThrowsError(try KCountFoodList.read(Data(#"[{"calories":1e300,"name":"X"},{"name":"Y"},3]"#.utf8), today: LocalDate(iso: "2026-11-21")!)) {
            XCTAssertEqual(($0 as? WeightHistoryError)?.problems.count, 3)
        }
    }

    func testBadRowsAreNamedAndNothingIsAdded() throws {
        func problems(_ text: String) -> [String] {
            do { _ = try KCountFoodList.read(Data(text.utf8), today: LocalDate(iso: "2026-11-21")!); return [] } catch let error as WeightHistoryError {
                return error.problems
            } catch {
                return ["\(error)"]
            }
        }
        XCTAssertEqual(problems("Name, Calories, Serving Type\nOats,1e300,cup\n,100,cup\n\u{1B}[2J,5,cup\nRice,abc\n").count, 4)
        XCTAssertTrue(problems("date,weight\n")[0].contains("not K-Count's foods.csv"))
        XCTAssertEqual(problems("Name, Calories, Serving Type\n"), ["the file holds no foods"])
    }

    func testImportAddsOnlyNewFoodsInOneTransaction() throws {
        let db = try AppDatabase.inMemory()
        try db.addFood(Food(name: "APPLE", kcalPerServing: 80, serving: .piece))
        let list = try KCountFoodList.read(try fixture(), today: LocalDate(iso: "2026-11-21")!)
        XCTAssertEqual(try db.planFoodImport(list).added.count, 4)
        XCTAssertEqual(try db.foodCount(), 1, "a plan writes nothing")
        let plan = try db.importFoods(list)
        XCTAssertEqual(plan.existing, ["APPLE"])
        XCTAssertEqual(try db.food(named: "apple")?.kcalPerServing, 80, "a food you have keeps its calories")
        XCTAssertEqual(try db.foodCount(), 5)
        XCTAssertEqual(try db.importFoods(list).added, [], "importing again adds nothing")
    }
}
