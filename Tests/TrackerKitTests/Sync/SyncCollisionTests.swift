import Foundation
import XCTest

@testable import TrackerKit

/// Names unique on one machine that collide once merged (QA s8 F1), and taps on a counter deleted elsewhere (QA s8 F3).
final class SyncCollisionTests: XCTestCase {
    /// A renames Kiwi to Feijoa while B creates its own Feijoa and logs it: both foods stay, the later-named one
    /// as "Feijoa (2)" on every machine, and every entry arrives.
    func testAFoodRenamedToANameCreatedElsewhereKeepsBothAndEveryEntry() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let kiwi = try a.database.addFood(Food(name: "Kiwi", kcalPerServing: 40))
        try group.settle()
        var renamed = kiwi
        renamed.name = "Feijoa"
        try a.database.updateFood(renamed)
        group.time.advance(1)  // B's Feijoa is named after A's rename
        let feijoa = try b.database.addFood(Food(name: "Feijoa", kcalPerServing: 70))
        try b.database.addEntry(foodId: try XCTUnwrap(feijoa.id), servings: 1, on: day("2026-11-25"))
        try a.database.addEntry(foodId: try XCTUnwrap(kiwi.id), servings: 2, on: day("2026-11-25"))
        group.time.advance(1)
        try a.sync()
        group.time.advance(1)
        let reportB = try b.sync()
        XCTAssertTrue(
            reportB.lines.contains { $0.contains("Two foods are both named “Feijoa”") && $0.contains("Feijoa (2)") }, reportB.lines.joined(separator: "\n"))
        try group.settle()
        for replica in [a, b] {
            let foods = try replica.database.foods().map { "\($0.name) \(Int($0.kcalPerServing))" }.sorted()
            XCTAssertEqual(foods, ["Feijoa (2) 70", "Feijoa 40"])
            XCTAssertEqual(try replica.database.entries(on: day("2026-11-25")).map(\.kcal).sorted(), [70, 80])
        }
        XCTAssertEqual(try a.export(), try b.export())
        let late = try group.addReplica()
        try group.settle()
        XCTAssertEqual(try late.export(), try a.export())
    }

    /// The same collision for counters, pads' and programs' names goes through the same rule: two counters renamed to one name.
    func testCountersRenamedToOneNameOnTwoMachinesBothStay() throws {
        let group = try SyncGroup(count: 3, testCase: self)
        let (a, b, c) = (group.replicas[0], group.replicas[1], group.replicas[2])
        let first = try a.database.addCounter(name: "Laps", at: a.clock)
        _ = try a.database.addCounter(name: "Lengths", at: a.clock)
        try group.settle()
        let lengthsOnB = try XCTUnwrap(b.database.counters().first { $0.name == "Lengths" })
        _ = try a.database.updateCounter(id: first.id, name: "Swims", step: 1, add: 3, set: nil, goal: nil, resetPeriod: nil, at: a.clock)
        group.time.advance(1)  // B's rename is the later one: its name is numbered
        _ = try b.database.updateCounter(id: lengthsOnB.id, name: "swims", step: 1, add: 5, set: nil, goal: nil, resetPeriod: nil, at: b.clock)
        try group.settle()
        let names = try a.database.counters().map { "\($0.name) \($0.count)" }.sorted()
        XCTAssertEqual(names.count, 2, names.description)
        XCTAssertTrue(names.contains("Swims 3") && names.contains("swims (2) 5"), names.description)
        XCTAssertEqual(try a.export(), try b.export())
        XCTAssertEqual(try a.export(), try c.export())
    }

    /// A deletes a counter while B taps it; A later adds a counter of that name again. Every machine, one joining
    /// later too, ends with the same count (the taps went with the deleted counter), and B is told.
    func testTapsOnACounterDeletedElsewhereAreDroppedOnEveryMachineAndAJoinerToo() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let situps = try a.database.addCounter(name: "Situps", at: a.clock)
        _ = try a.database.tap(counterId: situps.id, times: 3, at: a.clock)
        try group.settle()
        try a.database.deleteCounter(id: situps.id)
        let onB = try XCTUnwrap(b.database.counters().first { $0.name == "Situps" })
        _ = try b.database.tap(counterId: onB.id, times: 5, at: b.clock)
        group.time.advance(1)
        try a.sync()
        group.time.advance(1)
        let told = try b.sync()
        XCTAssertTrue(told.lines.contains { $0.contains("Situps") && $0.contains("deleted on another machine") }, told.lines.joined(separator: "\n"))
        try group.settle()
        _ = try a.database.addCounter(name: "Situps", at: a.clock)
        try group.settle()
        let late = try group.addReplica()
        try group.settle()
        for replica in [a, b, late] {
            XCTAssertEqual(try replica.database.counters().first { $0.name == "Situps" }?.count, 0)
        }
        XCTAssertEqual(try late.export(), try a.export())
        XCTAssertEqual(try b.export(), try a.export())
    }

    /// QA s8b M-b3: a name that is numbered already counts on from its base: "K (3)", never "K (2) (2)".
    func testACollisionOnANumberedNameTakesTheFirstFreeNumber() throws {
        let group = try SyncGroup(count: 3, testCase: self)
        let (p, q, r) = (group.replicas[0], group.replicas[1], group.replicas[2])
        let aa = try p.database.addFood(Food(name: "Aa", kcalPerServing: 1))
        _ = try p.database.addFood(Food(name: "Bb", kcalPerServing: 2))
        try group.settle()
        var renamed = aa
        renamed.name = "K"
        try p.database.updateFood(renamed)
        var bb = try XCTUnwrap(q.database.foods().first { $0.name == "Bb" })
        bb.name = "K"
        try q.database.updateFood(bb)
        let own = try r.database.addFood(Food(name: "K (2)", kcalPerServing: 3))
        try r.database.addEntry(foodId: try XCTUnwrap(own.id), servings: 1, on: day("2026-11-25"))
        try group.settle()
        for replica in [p, q, r] {
            XCTAssertEqual(try replica.database.foods().map(\.name).sorted(), ["K", "K (2)", "K (3)"])
        }
        XCTAssertEqual(try p.export(), try r.export())
        XCTAssertEqual(SyncNameCollision.unnumbered("Route (66)"), "Route")
        XCTAssertEqual(SyncNameCollision.unnumbered("(2)"), "(2)")
        XCTAssertEqual(SyncNameCollision.unnumbered("K (+2)"), "K (+2)")
        XCTAssertEqual(SyncNameCollision.unnumbered("K (1)"), "K (1)")
    }
}
