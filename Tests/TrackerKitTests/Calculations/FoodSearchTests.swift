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

/// Foods in natural order, and the ones logged lately and often offered first (issue 14, "missing").
final class FoodOrderTests: XCTestCase {
    private let day = LocalDate(iso: "2026-11-21")!

    func testNamesSortNaturally() throws {
        let db = try AppDatabase.inMemory()
        for name in ["item 10", "Item 2", "item 1", "Éclair", "apple"] { try db.addFood(Food(name: name, kcalPerServing: 100)) }
        XCTAssertEqual(try db.foods().map(\.name), ["apple", "Éclair", "item 1", "Item 2", "item 10"])
        XCTAssertEqual(try db.foods(sort: .nameDescending).map(\.name), ["item 10", "Item 2", "item 1", "Éclair", "apple"])
    }

    func testSuggestionsAreTheRecentThenTheFrequentFoods() throws {
        let db = try AppDatabase.inMemory()
        var ids: [String: Int64] = [:]
        for name in ["Rice", "Kimchi", "Tofu", "Apple", "Old favourite"] {
            ids[name] = try db.addFood(Food(name: name, kcalPerServing: 100)).id
        }
        for offset in 1...20 { try db.addEntry(foodId: ids["Rice"]!, servings: 1, on: day.adding(days: -offset)) }
        try db.addEntry(foodId: ids["Kimchi"]!, servings: 1, on: day)
        try db.addEntry(foodId: ids["Tofu"]!, servings: 1, on: day.adding(days: -2))
        try db.addEntry(foodId: ids["Old favourite"]!, servings: 1, on: day.adding(days: -200))
        XCTAssertEqual(
            try db.suggestedFoods(for: day, limit: 2).map(\.name), ["Kimchi", "Rice", "Tofu"],
            "the two latest, then the most frequent not yet listed; nothing from long ago")
        XCTAssertEqual(try db.suggestedFoods(for: day.adding(days: -10), limit: 5).map(\.name), ["Rice"], "only days up to the one logged")
    }
}

/// Numbers typed with a Japanese or Chinese input method come in full width: they are still numbers.
final class FullWidthNumberTests: XCTestCase {
    func testFullWidthDigitsReadAsNumbers() throws {
        XCTAssertEqual(try Input.decimal("７２．５", what: "a weight").get(), 72.5)
        XCTAssertEqual(try Input.weight("８０", unit: .kg).get(), 80)
        XCTAssertEqual(try Input.servings("１，５").get(), 1.5)
        XCTAssertThrowsError(try Input.decimal("八十", what: "a weight").get(), "numerals in words are not digits")
    }
}

/// QA: the CSV's total_kcal and the copy question added raw calories while the app adds the shown rows.
final class ShownTotalTests: XCTestCase {
    func testTotalsAreTheSumOfTheShownRowsEverywhere() throws {
        let db = try AppDatabase.inMemory()
        let day = LocalDate(iso: "2026-11-20")!
        let food = try db.addFood(Food(name: "Oats", kcalPerServing: 100.5))
        try db.addEntry(foodId: food.id!, servings: 1, on: day)  // 100.5 → shown 101
        try db.addQuickEntry(label: "Snack", kcal: 200.5, on: day)  // → shown 201
        XCTAssertEqual(try db.dayDetail(day).shownEatenKcal, 302)
        let days = try XCTUnwrap(CSVExport.files(try db.exportDocument()).first { $0.name == "days.csv" }?.text)
        XCTAssertTrue(days.contains(",302\r\n") || days.contains(",302\n"), days)
        XCTAssertEqual(try db.copyPreview(from: day, to: day.adding(days: 1)).kcal, 302)
    }

    /// Issue 25.12: each entry's `kcal` in food_entries.csv is the shown figure, so a day's entries sum to its total_kcal.
    func testTheCSVEntriesSumToTheDaysTotal() throws {
        let db = try AppDatabase.inMemory()
        let day = LocalDate(iso: "2026-11-20")!
        let food = try db.addFood(Food(name: "Pasta", kcalPerServing: 165))
        try db.addEntry(foodId: food.id!, servings: 1.5, on: day)  // 247.5 → shown 248
        try db.addQuickEntry(label: "Bread", kcal: 1045, on: day)
        let files = Dictionary(uniqueKeysWithValues: CSVExport.files(try db.exportDocument()).map { ($0.name, $0.text) })
        let rows = try XCTUnwrap(files["food_entries.csv"]).split(separator: "\r\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        let kcalColumn = 4
        XCTAssertEqual(rows.map { Double($0[kcalColumn])! }.reduce(0, +), 1293)
        XCTAssertTrue(try XCTUnwrap(files["days.csv"]).contains(",1293\r\n"))
        XCTAssertTrue(rows.contains { $0[kcalColumn] == "248" && $0[8] == "247.5" }, "shown in kcal, exact in kcal_exact: \(rows)")
    }
}
