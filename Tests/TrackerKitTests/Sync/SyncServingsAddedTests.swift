import Foundation
import XCTest

@testable import TrackerKit

/// QA s10 S10-3: servings added to a food already on a day ("eat", the Log tab's "a add") on two machines before they
/// sync are all kept. An entry another machine may hold is a set member whose servings are the latest edit's, so an
/// addition to it is an entry of its own; servings still add up on an entry no sync has carried yet.
final class SyncServingsAddedTests: XCTestCase {
    func testServingsAddedOnTwoMachinesBeforeTheySyncAllCount() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let coffee = try a.database.addFood(Food(name: "Coffee", kcalPerServing: 5))
        try a.database.addEntry(foodId: try XCTUnwrap(coffee.id), servings: 1, on: day("2026-11-19"))
        try group.settle()
        let coffeeOnB = try XCTUnwrap(b.database.foods().first { $0.name == "Coffee" }?.id)
        try a.database.addEntry(foodId: try XCTUnwrap(coffee.id), servings: 1, on: day("2026-11-19"), ifPresent: .addServings)
        try b.database.addEntry(foodId: coffeeOnB, servings: 2, on: day("2026-11-19"), ifPresent: .addServings)
        try group.settle()
        for replica in [a, b] {
            let entries = try replica.database.entries(on: day("2026-11-19"))
            XCTAssertEqual(entries.map(\.servings).reduce(0, +), 4, "1 + 1 + 2 servings eaten")
            XCTAssertEqual(entries.map(\.kcal).reduce(0, +), 20)
        }
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testServingsAddUpOnAnEntryNoSyncHasCarriedYet() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let a = group.replicas[0]
        let coffee = try XCTUnwrap(try a.database.addFood(Food(name: "Coffee", kcalPerServing: 5)).id)
        try a.database.addEntry(foodId: coffee, servings: 1, on: day("2026-11-19"))
        XCTAssertEqual(try a.database.existingEntry(foodId: coffee, on: day("2026-11-19"))?.servings, 1)
        try a.database.addEntry(foodId: coffee, servings: 1, on: day("2026-11-19"), ifPresent: .addServings)
        XCTAssertEqual(try a.database.entries(on: day("2026-11-19")).map(\.servings), [2])
        try group.settle()
        // Synced now: the next addition is a line of its own; the Log tab still offers add or replace, with the day's total.
        try a.database.addEntry(foodId: coffee, servings: 1, on: day("2026-11-19"), ifPresent: .addServings)
        try a.database.addEntry(foodId: coffee, servings: 0.5, on: day("2026-11-19"), ifPresent: .addServings)
        XCTAssertEqual(try a.database.entries(on: day("2026-11-19")).map(\.servings), [2, 1.5])
        XCTAssertEqual(try a.database.existingEntry(foodId: coffee, on: day("2026-11-19"))?.servings, 3.5)
        XCTAssertEqual(try a.database.existingEntry(foodId: coffee, on: day("2026-11-19"))?.kcal, 17.5)
    }

    /// QA s10b B1: with the food on the day twice, replacing set one line only (9 servings became 10, not 2).
    func testReplacingSetsTheFoodsServingsOnTheDayWhateverLinesItHas() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let coffee = try XCTUnwrap(try a.database.addFood(Food(name: "Coffee", kcalPerServing: 5)).id)
        try a.database.addEntry(foodId: coffee, servings: 1, on: day("2026-11-19"))
        try group.settle()
        try a.database.addEntry(foodId: coffee, servings: 8, on: day("2026-11-19"), ifPresent: .addServings)
        XCTAssertEqual(try a.database.entries(on: day("2026-11-19")).map(\.servings), [1, 8])
        try a.database.addEntry(foodId: coffee, servings: 2, on: day("2026-11-19"), ifPresent: .replace)
        XCTAssertEqual(try a.database.entries(on: day("2026-11-19")).map(\.servings), [2])
        try group.settle()
        XCTAssertEqual(try b.database.entries(on: day("2026-11-19")).map(\.servings), [2])
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testReplacingTheServingsOfASyncedEntryEditsIt() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let coffee = try XCTUnwrap(try a.database.addFood(Food(name: "Coffee", kcalPerServing: 5)).id)
        try a.database.addEntry(foodId: coffee, servings: 1, on: day("2026-11-19"))
        try group.settle()
        try a.database.addEntry(foodId: coffee, servings: 3, on: day("2026-11-19"), ifPresent: .replace)
        try group.settle()
        XCTAssertEqual(try b.database.entries(on: day("2026-11-19")).map(\.servings), [3])
    }

    func testADayCopiedOntoASyncedEntryOnTwoMachinesKeepsBothCopies() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let coffee = try XCTUnwrap(try a.database.addFood(Food(name: "Coffee", kcalPerServing: 5)).id)
        try a.database.addEntry(foodId: coffee, servings: 1, on: day("2026-11-18"))
        try a.database.addEntry(foodId: coffee, servings: 1, on: day("2026-11-19"))
        try group.settle()
        let preview = try a.database.copyPreview(from: day("2026-11-18"), to: day("2026-11-19"))
        XCTAssertEqual(preview.addedKcal, 10, "shown as the copy stores it: a line of its own beside the synced one")
        try a.database.copyEntries(from: day("2026-11-18"), to: day("2026-11-19"))
        try b.database.copyEntries(from: day("2026-11-18"), to: day("2026-11-19"))
        XCTAssertEqual(try a.database.entries(on: day("2026-11-19")).map(\.servings), [1, 1])
        try group.settle()
        XCTAssertEqual(try a.database.entries(on: day("2026-11-19")).map(\.servings).reduce(0, +), 3)
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testADiaryThatDoesNotSyncStillAddsServingsToTheEntryThere() throws {
        let db = try AppDatabase.inMemory()
        let coffee = try XCTUnwrap(try db.addFood(Food(name: "Coffee", kcalPerServing: 5)).id)
        try db.addEntry(foodId: coffee, servings: 1, on: day("2026-11-19"))
        try db.addEntry(foodId: coffee, servings: 2, on: day("2026-11-19"), ifPresent: .addServings)
        XCTAssertEqual(try db.entries(on: day("2026-11-19")).map(\.servings), [3])
    }
}
