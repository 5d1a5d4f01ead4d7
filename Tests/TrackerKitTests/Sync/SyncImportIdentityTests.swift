import Foundation
import XCTest

@testable import TrackerKit

/// The same import on two machines before they sync is one record (QA s8 F2): an imported entry is known by what it is.
final class SyncImportIdentityTests: XCTestCase {
    private func fixture(_ name: String) throws -> Data {
        try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)"))
    }

    private func importedKcal(_ replica: SyncReplica, on date: String) throws -> [Double] {
        try replica.database.entries(on: day(date)).map(\.kcal).sorted()
    }

    func testTheSameAppleHealthFoodEnergyImportedOnTwoMachinesIsOneEntryADay() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let days: [LocalDate: [Int64: Double]] = [day("2022-01-03"): [11: 1200, 12: 757], day("2022-01-04"): [13: 1800]]
        for replica in [a, b] { _ = try replica.database.write { db in try AppDatabase.saveHealthFood(days, in: db) } }
        try group.settle()
        for replica in [a, b] {
            XCTAssertEqual(try importedKcal(replica, on: "2022-01-03"), [1957])
            XCTAssertEqual(try importedKcal(replica, on: "2022-01-04"), [1800])
        }
        XCTAssertEqual(try a.export(), try b.export())
        // A deletion on one machine stays a deletion everywhere; importing again there afterwards brings it back everywhere.
        let entry = try XCTUnwrap(a.database.entries(on: day("2022-01-04")).first)
        try a.database.deleteEntry(id: try XCTUnwrap(entry.id))
        try group.settle()
        XCTAssertEqual(try importedKcal(b, on: "2022-01-04"), [])
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testTheSameFoodDiaryFileImportedOnTwoMachinesIsEachEntryOnce() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let file = try FoodDiaryReader.read(try fixture("cronometer-servings.csv"), today: day("2026-11-21"))
        for replica in [a, b] { try replica.database.importFoodDiary(file) }
        let single = try AppDatabase.inMemory()
        try single.importFoodDiary(file)
        try group.settle()
        for date in file.days.map(\.date) {
            let once = try single.entries(on: date).map(\.kcal).sorted()
            XCTAssertFalse(once.isEmpty)
            XCTAssertEqual(try a.database.entries(on: date).map(\.kcal).sorted(), once, date.iso)
            XCTAssertEqual(try b.database.entries(on: date).map(\.kcal).sorted(), once, date.iso)
        }
        XCTAssertEqual(try a.export(), try b.export())
    }

    /// QA s8b N2: a later export of a day with a meal logged in between (the earlier file's entries then sit at other
    /// places) names the entries both files have as the same entries: each is counted once after the sync.
    func testALaterDiaryFileWithAMealLoggedInBetweenCountsTheSharedEntriesOnce() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let header = "Day,Time,Group,Food Name,Amount,Energy (kcal)\n"
        let breakfast = "2026-09-25,07:30,Breakfast,Oats,80 g,300.8\n", dinner = "2026-09-25,19:00,Dinner,Pasta,250 g,700\n"
        let lunch = "2026-09-25,12:30,Lunch,Salad,1 bowl,250\n"
        let earlier = try FoodDiaryReader.read(Data((header + breakfast + dinner).utf8), today: day("2026-11-21"))
        let later = try FoodDiaryReader.read(Data((header + breakfast + lunch + dinner).utf8), today: day("2026-11-21"))
        try a.database.importFoodDiary(earlier)
        try b.database.importFoodDiary(later)
        try group.settle()
        for replica in [a, b] {
            XCTAssertEqual(try importedKcal(replica, on: "2026-09-25"), [250, 300.8, 700], "the later file's entries, each once")
        }
        XCTAssertEqual(try a.export(), try b.export())
    }
}
