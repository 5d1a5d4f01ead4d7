import XCTest
@testable import TrackerKit

/// The copy question's "add them (N kcal in all)" is the Eaten the day shows after the copy: a copied
/// food joining its row there is rounded once (66 g of 7.5 kcal/g chips is 495, not 248 + 248).
final class CopyPreviewTotalTests: XCTestCase {
    private let source = LocalDate(iso: "2026-11-19")!, target = LocalDate(iso: "2026-11-20")!

    func testThePreviewTotalIsTheTotalShownAfterAdding() throws {
        let db = try AppDatabase.inMemory()
        let chips = try db.addFood(Food(name: "Chips", kcalPerServing: 7.5, serving: .gram))
        let soup = try db.addFood(Food(name: "Soup", kcalPerServing: 80.5, serving: .cup))
        try db.addEntry(foodId: chips.id!, servings: 33, on: source)
        try db.addEntry(foodId: soup.id!, servings: 1, on: source)
        try db.addQuickEntry(label: "Lunch", kcal: 1140, on: source)
        try db.addEntry(foodId: chips.id!, servings: 33, on: target)
        try db.addQuickEntry(label: "Tea", kcal: 20.5, on: target)
        let preview = try db.copyPreview(from: source, to: target)
        try db.copyEntries(from: source, to: target, mode: .add)
        let after = try db.dayDetail(target)
        XCTAssertEqual(preview.addedKcal, after.shownEatenKcal)
        XCTAssertEqual(after.shownEatenKcal, 495 + 81 + 1140 + 21)
    }

    func testAFoodLoggedAtAnotherCalorieCountStaysItsOwnRow() throws {
        let db = try AppDatabase.inMemory()
        var chips = try db.addFood(Food(name: "Chips", kcalPerServing: 7.5, serving: .gram))
        try db.addEntry(foodId: chips.id!, servings: 33, on: source)
        chips.kcalPerServing = 5.5
        try db.updateFood(chips)
        try db.addEntry(foodId: chips.id!, servings: 33, on: target)
        let preview = try db.copyPreview(from: source, to: target)
        try db.copyEntries(from: source, to: target, mode: .add)
        XCTAssertEqual(preview.addedKcal, try db.dayDetail(target).shownEatenKcal)
        XCTAssertEqual(try db.entries(on: target).count, 2)
    }
}
