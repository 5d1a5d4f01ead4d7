import Foundation
import XCTest

@testable import TrackerKit

/// QA s9 N11: a restored record carries a name's key that is not its own name's (a rename keeps its identity). When the
/// synced diary renamed it again and another record took its old name meanwhile, the merge ends with no two records of one
/// name: the restored name only steps aside, and no "Name (2)" is made or sent (it used to rename the synced diary's record on
/// every machine). The same file with its identities swapped by hand changes nothing of the synced diary's foods.
final class SyncRestoreRenameChainTests: XCTestCase {
    private let today = day("2025-11-24")

    private func restoreAndJoin(_ export: Data, into group: SyncGroup) throws -> SyncReplica {
        let replica = try SyncReplica(folder: group.folder, time: group.time)
        XCTAssertEqual(try JSONImporter.run(data: export, into: replica.database, today: today).mode, .restored)
        try replica.setup.join(phrase: group.phrase)
        group.replicas.append(replica)
        try group.settle()
        return replica
    }

    /// Kiwi renamed Apple, exported; then Apple renamed Feijoa and a new Apple made: the export's "Apple" is the Feijoa.
    private func renamedTwice(_ group: SyncGroup) throws -> Data {
        let a = group.replicas[0]
        var kiwi = try a.database.addFood(Food(name: "Kiwi", kcalPerServing: 40))
        try a.database.addEntry(foodId: try XCTUnwrap(kiwi.id), servings: 1, on: day("2025-11-18"))
        try group.settle()
        kiwi.name = "Apple"
        try a.database.updateFood(kiwi)
        try group.settle()
        let export = try a.database.exportDocument().encoded()
        kiwi.name = "Feijoa"
        try a.database.updateFood(kiwi)
        let apple = try a.database.addFood(Food(name: "Apple", kcalPerServing: 95))
        try a.database.addEntry(foodId: try XCTUnwrap(apple.id), servings: 2, on: day("2025-11-19"))
        try group.settle()
        return export
    }

    private func assertTheSyncedFoodsStay(_ group: SyncGroup, file: StaticString = #filePath, line: UInt = #line) throws {
        for replica in group.replicas {
            let report = try replica.sync()
            XCTAssertFalse(report.lines.contains { $0.contains("both named") }, report.lines.joined(separator: "\n"), file: file, line: line)
            XCTAssertEqual(try replica.database.foods().map { "\($0.name) \(Int($0.kcalPerServing))" }, ["Apple 95", "Feijoa 40"], file: file, line: line)
            XCTAssertEqual(try replica.database.entries(on: day("2025-11-18")).map(\.title), ["Feijoa"], file: file, line: line)
            XCTAssertEqual(try replica.database.entries(on: day("2025-11-19")).map(\.title), ["Apple"], file: file, line: line)
            XCTAssertEqual(try replica.export(), try group.replicas[0].export(), file: file, line: line)
        }
    }

    func testAnExportMadeBetweenTwoRenamesRestoresAndJoinsWithoutANumberedName() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let export = try renamedTwice(group)
        XCTAssertTrue(String(decoding: export, as: UTF8.self).contains("\"syncId\" : \"name:kiwi\""), "the renamed food's identity travels")
        let restored = try restoreAndJoin(export, into: group)
        try assertTheSyncedFoodsStay(group)
        XCTAssertEqual(try restored.database.foods().count, 2)
    }

    func testAnExportWithTwoFoodsIdentitiesSwappedByHandChangesNoSyncedFood() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let a = group.replicas[0]
        _ = try renamedTwice(group)
        var swapped = try JSONDecoder().decode(ExportDocument.self, from: try a.database.exportDocument().encoded())
        XCTAssertEqual(swapped.foods.map { "\($0.name) \($0.syncId ?? "-")" }, ["Apple name:apple", "Feijoa name:kiwi"])
        swapped.foods[0].syncId = "name:kiwi"
        swapped.foods[1].syncId = "name:apple"
        _ = try restoreAndJoin(try swapped.encoded(), into: group)
        try assertTheSyncedFoodsStay(group)
    }

    /// The same without any export: a counter renamed and a new one of its old name, received together, and two pads
    /// whose names were swapped through a third name: no numbered name on either machine.
    func testARenameAndANewRecordOfTheOldNameReceivedTogetherMakeNoNumberedName() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let steps = try a.database.addCounter(name: "Steps", at: a.clock)
        _ = try a.database.tap(counterId: steps.id, times: 2, at: a.clock)
        try group.settle()
        _ = try a.database.updateCounter(id: steps.id, name: "Walk", step: 1, add: nil, set: nil, goal: nil, resetPeriod: nil, at: a.clock)
        let again = try a.database.addCounter(name: "Steps", at: a.clock)
        _ = try a.database.tap(counterId: again.id, times: 7, at: a.clock)
        try group.settle()
        for replica in [a, b] {
            XCTAssertEqual(try replica.database.counters().map { "\($0.name) \($0.count)" }.sorted(), ["Steps 7", "Walk 2"])
        }
        XCTAssertEqual(try b.export(), try a.export())
    }
}
