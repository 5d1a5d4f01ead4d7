import Foundation
import XCTest

@testable import TrackerKit

/// QA s9: "🍣" and "🍣️" (U+FE0F) are one name now (`NameKey`). A record first synced before that carries the identity the
/// older key gave it (`name:🍣️`): it keeps it in exports and on every machine, so a diary synced before does not fork.
final class SyncVariationSelectorTests: XCTestCase {
    func testARecordSyncedUnderTheOlderKeyKeepsItsIdentityEverywhere() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let a = group.replicas[0]
        let scratch = try AppDatabase.inMemory()
        let sushi = try scratch.addFood(Food(name: "🍣\u{FE0F}", kcalPerServing: 300))
        try scratch.addEntry(foodId: try XCTUnwrap(sushi.id), servings: 1, on: day("2025-11-18"))
        var older = try JSONDecoder().decode(ExportDocument.self, from: try scratch.exportDocument().encoded())
        // What a version before v12-names-variation-selectors exported for it after a sync.
        older.foods[0].syncId = "name:🍣\u{FE0F}"
        XCTAssertEqual(try JSONImporter.run(data: try older.encoded(), into: a.database, today: day("2025-11-24")).mode, .restored)
        try group.settle()
        // A machine joining with its own "🍣": the same food, as its own "apple" is the synced diary's "Apple".
        let b = try group.addReplica { replica in _ = try replica.database.addFood(Food(name: "🍣", kcalPerServing: 290)) }
        try group.settle()
        XCTAssertThrowsError(try a.database.addFood(Food(name: "🍣", kcalPerServing: 1)), "one name with the food kept")
        var onB = try XCTUnwrap(b.database.foods().first)
        onB.kcalPerServing = 320
        try b.database.updateFood(onB)
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(
                try replica.database.foods().map { "\($0.name) \(Int($0.kcalPerServing))" }, ["🍣 320"],
                "one food; the joiner's spelling, as its values beat a restored record's")
            XCTAssertEqual(try replica.database.entries(on: day("2025-11-18")).count, 1)
            let exported = try JSONDecoder().decode(ExportDocument.self, from: try replica.database.exportDocument().encoded())
            XCTAssertEqual(exported.foods.map(\.syncId), ["name:🍣\u{FE0F}"], "the identity made under the older key stays")
        }
        XCTAssertEqual(try b.export(), try a.export())
    }

    /// QA s9: "abc" made on one machine and "ＡＢＣ" on another are one name, so one food; the machine whose spelling
    /// gave way is told so where it looks (the sync's report), as it is told of a numbered name.
    func testOneNameMadeUnderTwoSpellingsOnTwoMachinesIsOneRecordAndTheSyncSaysSo() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try group.settle()
        _ = try a.database.addFood(Food(name: "abc", kcalPerServing: 10))
        group.time.advance(1)  // B's food is the later one
        _ = try b.database.addFood(Food(name: "ＡＢＣ", kcalPerServing: 20))
        try a.sync()
        group.time.advance(5)
        let onB = try b.sync()
        group.time.advance(5)
        XCTAssertFalse(onB.lines.contains { $0.contains("one name") }, "B's spelling stays: " + onB.lines.joined(separator: "\n"))
        let onA = try a.sync()
        XCTAssertTrue(
            onA.lines.contains("“abc” here and “ＡＢＣ” made on another machine are one name: one food, “ＡＢＣ”, on every machine."),
            onA.lines.joined(separator: "\n"))
        for replica in group.replicas {
            XCTAssertEqual(try replica.database.foods().map { "\($0.name) \(Int($0.kcalPerServing))" }, ["ＡＢＣ 20"])
        }
        let again = try a.sync()
        XCTAssertFalse(again.lines.contains { $0.contains("one name") }, "said once")
    }
}
