import Foundation
import XCTest

@testable import TrackerKit

/// QA M9: a food deleted on one machine while another edits it and logs it. Nothing the second machine did
/// vanishes: the entries its deleter never saw keep the food (with the edit), on every machine, and the sync says so.
final class SyncFoodDeletionTests: XCTestCase {
    private let dates = ["2026-11-18", "2026-11-19", "2026-11-20"].map(day)

    /// E and F share "Apple" with one entry; E deletes it while F edits it and logs it on three days.
    private func concurrentDeleteAndLog() throws -> (SyncGroup, SyncReplica, SyncReplica) {
        let group = try SyncGroup(count: 2, testCase: self)
        let (e, f) = (group.replicas[0], group.replicas[1])
        let apple = try e.database.addFood(Food(name: "Apple", kcalPerServing: 52))
        try e.database.addEntry(foodId: try XCTUnwrap(apple.id), servings: 1, on: day("2026-11-17"))
        try group.settle()
        try e.database.deleteFood(try XCTUnwrap(apple.id))
        var edited = try XCTUnwrap(try f.database.food(named: "Apple"))
        edited.kcalPerServing = 60
        try f.database.updateFood(edited)
        for date in dates { try f.database.addEntry(foodId: try XCTUnwrap(edited.id), servings: 2, on: date) }
        return (group, e, f)
    }

    private func assertKept(_ group: SyncGroup, file: StaticString = #filePath, line: UInt = #line) throws {
        try group.settle()
        for replica in group.replicas {
            let apple = try XCTUnwrap(try replica.database.food(named: "Apple"), "the food is gone", file: file, line: line)
            XCTAssertEqual(apple.kcalPerServing, 60, "the edit made on F", file: file, line: line)
            for date in dates {
                XCTAssertEqual(try replica.database.entries(on: date).map(\.title), ["Apple"], "\(date.iso)", file: file, line: line)
            }
            XCTAssertEqual(try replica.database.entries(on: day("2026-11-17")), [], "the entry E saw went with the deletion", file: file, line: line)
        }
        XCTAssertEqual(try group.replicas[0].export(), try group.replicas[1].export(), file: file, line: line)
    }

    func testTheDeletionSyncedFirstThenTheEntriesTheFoodIsKeptAndFSaysWhy() throws {
        let (group, e, f) = try concurrentDeleteAndLog()
        group.time.advance(1)
        try e.sync()
        group.time.advance(1)
        let report = try f.sync()
        XCTAssertTrue(
            report.lines.contains { $0.contains("“Apple” was deleted on a machine that had not seen 3 entries logged with it; it is kept with them") },
            report.lines.joined(separator: "\n"))
        try assertKept(group)
    }

    func testTheEntriesSyncedFirstThenTheDeletionTheFoodIsKeptOnTheDeletingMachineToo() throws {
        let (group, e, f) = try concurrentDeleteAndLog()
        group.time.advance(1)
        try f.sync()
        group.time.advance(1)
        let report = try e.sync()
        XCTAssertTrue(report.lines.contains { $0.contains("it is kept with them") }, report.lines.joined(separator: "\n"))
        try assertKept(group)
    }

    func testAFoodDeletedWithEverythingItsMachineSawIsGoneEverywhereAndSaidSo() throws {
        let (group, e, f) = try concurrentDeleteAndLog()
        try group.settle()
        let apple = try XCTUnwrap(try f.database.food(named: "Apple"))
        try f.database.deleteFood(try XCTUnwrap(apple.id))
        group.time.advance(1)
        try f.sync()
        group.time.advance(1)
        let report = try e.sync()
        // Said once (QA s8b M-b4: two merged branches each said it).
        XCTAssertEqual(
            report.lines.filter { $0.contains("“Apple” was deleted on another machine; it is gone here too") }.count, 1, report.lines.joined(separator: "\n"))
        try group.settle()
        for replica in group.replicas {
            XCTAssertNil(try replica.database.food(named: "Apple"))
            for date in dates { XCTAssertEqual(try replica.database.entries(on: date), []) }
        }
    }
}
