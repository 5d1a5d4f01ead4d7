import Foundation
import XCTest

@testable import TrackerKit

/// A deleted entry stays deleted, whatever arrives later (QA s8b N6): the deletion of a record known by where it came
/// from (an import) or restored with its identity is sent even when the record itself was never sent.
final class SyncImportDeletionTests: XCTestCase {
    private let days: [LocalDate: [Int64: Double]] = [day("2022-01-03"): [11: 1200, 12: 757], day("2022-01-04"): [13: 1800]]

    private func kcal(_ replica: SyncReplica, on date: String) throws -> [Double] {
        try replica.database.entries(on: day(date)).map(\.kcal).sorted()
    }

    private func importHealth(_ replica: SyncReplica) throws {
        _ = try replica.database.write { db in try AppDatabase.saveHealthFood(days, in: db) }
    }

    func testAnImportedDayDeletedBeforeItsFirstSyncStaysDeletedWhenAnotherMachineImportsTheSameExport() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try group.settle()
        try importHealth(a)
        let entry = try XCTUnwrap(a.database.entries(on: day("2022-01-03")).first)
        try a.database.deleteEntry(id: entry.id)
        try a.sync()
        try importHealth(b)
        try group.settle()
        for replica in [a, b] {
            XCTAssertEqual(try kcal(replica, on: "2022-01-03"), [], "deleted on a before a ever sent it")
            XCTAssertEqual(try kcal(replica, on: "2022-01-04"), [1800])
        }
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testAnImportedDayDeletedBeforeSyncWasSetUpStaysDeleted() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let a = group.replicas[0]
        try importHealth(a)
        try a.sync()
        let late = try SyncReplica(folder: group.folder, time: group.time)
        try importHealth(late)
        try late.database.deleteEntry(id: try XCTUnwrap(late.database.entries(on: day("2022-01-04")).first).id)
        try late.setup.join(phrase: group.phrase)
        group.replicas.append(late)
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try kcal(replica, on: "2022-01-04"), [], "the joining diary's deletion of an imported day is sent")
            XCTAssertEqual(try kcal(replica, on: "2022-01-03"), [1957])
        }
        XCTAssertEqual(try a.export(), try late.export())
    }

    func testAnImportedSwimDeletedBeforeItsFirstSyncStaysDeleted() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try group.settle()
        func importSwim(_ replica: SyncReplica) throws {
            try replica.database.syncWrite { db in
                try db.execute(
                    sql: """
                        INSERT INTO swim(startedAt, endedAt, date, durationSeconds, distanceMeters, source)
                        VALUES ('2025-11-20T07:00:00.000Z', '2025-11-20T07:30:00.000Z', '2025-11-20', 1800, 1500, 'apple-health')
                        """)
            }
        }
        try importSwim(a)
        try a.database.syncWrite { db in try db.execute(sql: "DELETE FROM swim") }
        try a.sync()
        try importSwim(b)
        try group.settle()
        XCTAssertEqual(try a.database.swims().count, 0)
        XCTAssertEqual(try b.database.swims().count, 0, "the swim a deleted before sending it stays deleted")
    }

    func testImportingAgainBeforeTheSyncKeepsTheEntryAsOnOneMachine() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let file = try FoodDiaryReader.read(
            Data("Day,Time,Group,Food Name,Amount,Energy (kcal)\n2026-09-25,07:30,Breakfast,Oats,80 g,300\n".utf8), today: day("2026-11-21"))
        try a.database.importFoodDiary(file)
        try a.database.deleteEntry(id: try XCTUnwrap(a.database.entries(on: day("2026-09-25")).first).id)
        try a.database.importFoodDiary(file)
        XCTAssertEqual(try kcal(a, on: "2026-09-25"), [300], "the day had no food left, so the file's entry is added again")
        try b.database.importFoodDiary(file)
        try group.settle()
        for replica in [a, b] { XCTAssertEqual(try kcal(replica, on: "2026-09-25"), [300]) }
        XCTAssertEqual(try a.export(), try b.export())
    }
}
