import Foundation
import XCTest

@testable import TrackerKit

/// QA s8b N2: Apple Health exports of different dates (the later a superset) imported on different machines count each
/// food record once after the sync, as importing them one after the other on one machine does.
final class SyncImportOverlapTests: XCTestCase {
    private let date = day("2022-01-03")
    /// Breakfast and lunch; then the same with dinner; then with a late snack too: three exports of one day.
    private let exports: [[Int64: Double]] = [[11: 500, 12: 489], [11: 500, 12: 489, 13: 967], [11: 500, 12: 489, 13: 967, 14: 120]]

    private func importHealth(_ records: [Int64: Double], into database: AppDatabase) throws {
        _ = try database.write { db in try AppDatabase.saveHealthFood([date: records], in: db) }
    }

    private func kcal(_ database: AppDatabase) throws -> [Double] { try database.entries(on: date).map(\.kcal).sorted() }

    /// What one machine shows after importing `order` of the exports one after the other.
    private func oneMachine(_ order: [Int]) throws -> [Double] {
        let single = try AppDatabase.inMemory()
        for index in order { try importHealth(exports[index], into: single) }
        return try kcal(single)
    }

    func testTwoExportsOfDifferentDatesOnTwoMachinesCountEachRecordOnce() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try importHealth(exports[0], into: a.database)
        try importHealth(exports[1], into: b.database)
        try group.settle()
        XCTAssertEqual(try oneMachine([0, 1]), [967, 989])
        for replica in [a, b] { XCTAssertEqual(try kcal(replica.database), [967, 989], "each record once, as on one machine") }
        XCTAssertEqual(try a.export(), try b.export())
        // Importing either export again anywhere adds nothing: the records are known as imported on every machine.
        for replica in [a, b] { for records in exports.prefix(2) { try importHealth(records, into: replica.database) } }
        try group.settle()
        for replica in [a, b] { XCTAssertEqual(try kcal(replica.database), [967, 989]) }
    }

    func testThreeExportsOnThreeMachinesInEveryOrderOfSyncsGiveTheOneMachineDay() throws {
        for syncOrder in [[0, 1, 2], [2, 1, 0], [1, 2, 0], [2, 0, 1]] {
            let group = try SyncGroup(count: 3, testCase: self)
            for (replica, records) in zip(group.replicas, exports) { try importHealth(records, into: replica.database) }
            for index in syncOrder { try group.replicas[index].sync() }
            try group.settle()
            let expected = try oneMachine([0, 1, 2])
            XCTAssertEqual(expected, [120, 967, 989])
            for replica in group.replicas { XCTAssertEqual(try kcal(replica.database), expected, "syncs in the order \(syncOrder)") }
            let first = try group.replicas[0].export()
            for replica in group.replicas { XCTAssertEqual(try replica.export(), first) }
        }
    }

    func testAnEntryWhoseRecordsAllCountElsewhereIsNotShown() throws {
        let group = try SyncGroup(count: 3, testCase: self)
        try importHealth(exports[0], into: group.replicas[0].database)
        try importHealth([13: 967], into: group.replicas[1].database)
        try importHealth(exports[1], into: group.replicas[2].database)
        try group.settle()
        for replica in group.replicas { XCTAssertEqual(try kcal(replica.database), [967, 989]) }
    }

    func testADayDeletedOnOneMachineKeepsItsRecordsDeletedAsOnOneMachine() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try importHealth(exports[0], into: a.database)
        try a.database.deleteEntry(id: try XCTUnwrap(a.database.entries(on: date).first).id)
        try importHealth(exports[1], into: b.database)
        try group.settle()
        let single = try AppDatabase.inMemory()
        try importHealth(exports[0], into: single)
        try single.deleteEntry(id: try XCTUnwrap(single.entries(on: date).first).id)
        try importHealth(exports[1], into: single)
        XCTAssertEqual(try kcal(single), [967])
        for replica in [a, b] { XCTAssertEqual(try kcal(replica.database), [967], "the deleted records stay deleted") }
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testAnEditOfAnEntryThatShowsLessIsKeptEverywhere() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        // Calories whose sums are not exact in binary: (1000 + 889.4) - 889.4 is 1000.0000000000001.
        try importHealth([11: 400.2, 12: 489.2], into: a.database)
        try importHealth([11: 400.2, 12: 489.2, 13: 967], into: b.database)
        try group.settle()
        for replica in [a, b] {
            let dinner = try XCTUnwrap(replica.database.entries(on: date).first { $0.kcal == 967 })
            try replica.database.updateEntry(id: dinner.id, kcal: 1000)
            try group.settle()
            for replica in [a, b] { XCTAssertEqual(try replica.database.entries(on: date).map(\.kcal).sorted(), [400.2 + 489.2, 1000]) }
            XCTAssertEqual(try a.export(), try b.export())
            try replica.database.updateEntry(id: dinner.id, kcal: 967)
            try group.settle()
        }
    }
}
