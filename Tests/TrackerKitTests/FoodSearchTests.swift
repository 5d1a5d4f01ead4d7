import XCTest
@testable import TrackerKit

/// Names are stored in NFC and found ignoring case, accents and full-width forms (issue 14, item 8).
final class FoodSearchTests: XCTestCase {
    private var db: AppDatabase!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        for name in ["Café au lait", "김치찌개", "Crème brûlée", "Tofu", "ラーメン"] {
            try db.addFood(Food(name: name, kcalPerServing: 100))
        }
    }

    func testSearchIgnoresCaseAndAccents() throws {
        XCTAssertEqual(try db.foods(matching: "CAFE").map(\.name), ["Café au lait"])
        XCTAssertEqual(try db.foods(matching: "creme brulee").map(\.name), ["Crème brûlée"])
        XCTAssertEqual(try db.foods(matching: "Ｔｏｆｕ").map(\.name), ["Tofu"], "full-width letters as a Japanese keyboard types them")
    }

    func testDecomposedTextFindsTheComposedName() throws {
        XCTAssertEqual(try db.foods(matching: "Cafe\u{0301}").map(\.name), ["Café au lait"])
        XCTAssertEqual(try db.foods(matching: "\u{1100}\u{1175}\u{11B7}\u{110E}\u{1175}").map(\.name), ["김치찌개"], "김치 typed as jamo")
        XCTAssertEqual(try db.foods(matching: "ラー").map(\.name), ["ラーメン"])
    }

    func testADecomposedNameIsTheSameFood() throws {
        XCTAssertThrowsError(try db.addFood(Food(name: "Cafe\u{0301} au lait", kcalPerServing: 90)), "a look-alike duplicate")
        XCTAssertEqual(try db.foods().count, 5)
    }
}
