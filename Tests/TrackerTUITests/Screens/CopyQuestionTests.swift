import XCTest

@testable import TrackerKit
@testable import TrackerTUI

/// QA s7 M1: "From …: 248 kcal … already has 248 kcal. a: add them (495 kcal in all)" read as a sum off by
/// one. The total is right (a food joining its row is rounded once); the question now says why.
final class CopyQuestionTests: XCTestCase {
    private let source = LocalDate(iso: "2026-11-19")!, target = LocalDate(iso: "2026-11-20")!

    func testATotalThatIsNotTheSumOfTheShownParts() throws {
        let db = try AppDatabase.inMemory()
        let chips = try db.addFood(Food(name: "Chips", kcalPerServing: 7.5, serving: .gram))
        try db.addEntry(foodId: chips.id!, servings: 33, on: source)
        try db.addEntry(foodId: chips.id!, servings: 33, on: target)
        let lines = CopyQuestion.make(try db.copyPreview(from: source, to: target)).lines
        XCTAssertEqual(lines.first, "From Thu 19 Nov 2026: 1 entry, 248 kcal:")
        XCTAssertTrue(lines.contains("Fri 20 Nov 2026 already has 1 entry, 248 kcal."), "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("a: add them (495 kcal in all)") }, "\(lines)")
        XCTAssertEqual(lines.last, "(a copied food already on that day joins its row, rounded once)")
    }

    func testNoWordWhenTheTotalIsTheSum() throws {
        let db = try AppDatabase.inMemory()
        let soup = try db.addFood(Food(name: "Soup", kcalPerServing: 80, serving: .cup))
        try db.addEntry(foodId: soup.id!, servings: 1, on: source)
        try db.addQuickEntry(label: "Tea", kcal: 20, on: target)
        let lines = CopyQuestion.make(try db.copyPreview(from: source, to: target)).lines
        XCTAssertTrue(lines.last?.hasPrefix("a: add them (100 kcal in all)") == true, "\(lines)")
    }
}
