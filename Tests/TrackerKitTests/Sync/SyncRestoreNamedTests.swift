import Foundation
import XCTest

@testable import TrackerKit

/// QA s8b N1: foods, counters, exercises, pads and programs are known by their names' keys when first synced, which a
/// rename or a counter deleted and made again leaves behind. The export carries each one's identity and `import json`
/// keeps it, so a restored diary joins with one copy of each and a deleted counter's dropped taps stay dropped.
final class SyncRestoreNamedTests: XCTestCase {
    private let today = day("2025-11-24")

    private func restoreAndJoin(_ export: Data, into group: SyncGroup) throws -> SyncReplica {
        let replica = try SyncReplica(folder: group.folder, time: group.time)
        XCTAssertEqual(try JSONImporter.run(data: export, into: replica.database, today: today).mode, .restored)
        try replica.setup.join(phrase: group.phrase)
        group.replicas.append(replica)
        try group.settle()
        return replica
    }

    func testADiaryWhoseFoodAndCounterWereRenamedRestoresAndJoinsWithOneCopyOfEach() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let a = group.replicas[0]
        let kiwi = try a.database.addFood(Food(name: "Kiwi", kcalPerServing: 40))
        try a.database.addEntry(foodId: try XCTUnwrap(kiwi.id), servings: 1, on: day("2025-11-18"))
        let steps = try a.database.addCounter(name: "Steps", at: a.clock)
        _ = try a.database.tap(counterId: steps.id, times: 2, at: a.clock)
        try group.settle()
        var renamed = kiwi
        renamed.name = "Feijoa"
        try a.database.updateFood(renamed)
        _ = try a.database.updateCounter(id: steps.id, name: "Walk", step: 1, add: nil, set: nil, goal: nil, resetPeriod: nil, at: a.clock)
        try group.settle()
        let export = try a.database.exportDocument().encoded()
        XCTAssertTrue(String(decoding: export, as: UTF8.self).contains("\"syncId\" : \"name:kiwi\""), "the food's identity travels")
        let restored = try restoreAndJoin(export, into: group)
        for replica in group.replicas {
            let report = try replica.sync()
            XCTAssertFalse(report.lines.contains { $0.contains("both named") }, report.lines.joined(separator: "\n"))
            XCTAssertEqual(try replica.database.foods().map { "\($0.name) \(Int($0.kcalPerServing))" }, ["Feijoa 40"])
            XCTAssertEqual(try replica.database.counters().map { "\($0.name) \($0.count)" }, ["Walk 2"])
            XCTAssertEqual(try replica.database.entries(on: day("2025-11-18")).map(\.title), ["Feijoa"])
        }
        XCTAssertEqual(try restored.export(), try a.export())
        XCTAssertEqual(try group.replicas[1].export(), try a.export())
    }

    func testACounterDeletedAndMadeAgainRestoresWithoutTheTapsItsDeletionDropped() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let sit = try a.database.addCounter(name: "Sit", at: a.clock)
        _ = try a.database.tap(counterId: sit.id, times: 3, at: a.clock)
        try group.settle()
        try a.database.deleteCounter(id: sit.id)
        let onB = try XCTUnwrap(b.database.counters().first)
        _ = try b.database.tap(counterId: onB.id, times: 5, at: b.clock)
        for replica in [a, b, a] {
            group.time.advance(1)
            try replica.sync()
        }
        let again = try a.database.addCounter(name: "Sit", at: a.clock)
        _ = try a.database.tap(counterId: again.id, times: 1, at: a.clock)
        try group.settle()
        let restored = try restoreAndJoin(try a.database.exportDocument().encoded(), into: group)
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try replica.database.counters().map { "\($0.name) \($0.count)" }, ["Sit 1"])
        }
        XCTAssertEqual(try restored.export(), try a.export())
        XCTAssertEqual(try b.export(), try a.export())
    }

    func testANamedIdentityIsCheckedAsTheOthersAre() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let a = group.replicas[0]
        _ = try a.database.addFood(Food(name: "寿司 Roll", kcalPerServing: 300))
        _ = try a.database.addFood(Food(name: "Tea", kcalPerServing: 2))
        try group.settle()
        let original = try JSONDecoder().decode(ExportDocument.self, from: try a.database.exportDocument().encoded())
        XCTAssertEqual(original.foods.map(\.syncId), ["name:tea", "name:寿司 roll"])
        for bad in ["name:", "name:Tea", "name:a\u{7}", "name:a\u{202E}b", "food:tea", "name:" + String(repeating: "x", count: 600)] {
            var hostile = original
            hostile.foods[0].syncId = bad
            XCTAssertThrowsError(try JSONImporter.run(data: try hostile.encoded(), into: try AppDatabase.inMemory(), today: today)) {
                XCTAssertTrue("\($0)".hasPrefix("foods[0].syncId: is not a sync identity"), "\($0)")
            }
        }
        var twice = original
        twice.foods[1].syncId = twice.foods[0].syncId
        XCTAssertThrowsError(try JSONImporter.run(data: try twice.encoded(), into: try AppDatabase.inMemory(), today: today)) {
            XCTAssertTrue("\($0)".hasPrefix("foods[1].syncId: is the same sync identity as foods[0].syncId"), "\($0)")
        }
        var remade = original
        remade.foods[0].syncId = "name:tea@0001764000000000.00001.0123456789abcdef"
        XCTAssertNoThrow(try JSONImporter.run(data: try remade.encoded(), into: try AppDatabase.inMemory(), today: today))
    }

    /// QA s8b M-b2: a change whose identity sorts after a later tap (a hand-edited export's far-future id) is in the same
    /// place of the running totals on every machine, the one that tapped too.
    func testAChangeWithAFarFutureIdentityGivesTheSameRunningTotalsEverywhere() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let p = group.replicas[0]
        let cups = try p.database.addCounter(name: "Cups", at: p.clock)
        for _ in 0..<3 {
            group.time.advance(60)
            _ = try p.database.tap(counterId: cups.id, times: 1, at: p.clock)
        }
        try group.settle()
        var forged = try JSONDecoder().decode(ExportDocument.self, from: try p.database.exportDocument().encoded())
        forged.counters[0].changes[0].syncId = "9999999999999999.99999.a3ce1678529e1b4e"
        let r = try restoreAndJoin(try forged.encoded(), into: group)
        _ = try p.database.tap(counterId: cups.id, times: 1, at: p.clock)
        try group.settle()
        XCTAssertEqual(try p.database.counters().map(\.count), [5])
        XCTAssertEqual(try group.replicas[1].export(), try p.export())
        XCTAssertEqual(try r.export(), try p.export())
    }
}
