import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// Importing a newer Apple Health export adds only food-energy records not seen before; the user's
/// edit or deletion of the imported entry stays as the user left it.
final class HealthFoodReimportTests: XCTestCase {
    private let day = LocalDate(iso: "2026-11-20")!

    private func energy(_ start: String, _ kcal: String) -> String {
        HealthExportBuilder.record("DietaryEnergyConsumed", source: "MyFitnessPal", unit: "kcal", start: start, value: kcal)
    }

    private var threeRecords: [String] {
        [
            energy("2026-11-20 08:00:00 +0000", "500"), energy("2026-11-20 12:00:00 +0000", "700"),
            energy("2026-11-20 19:00:00 +0000", "750"),
        ]
    }

    private func export(_ records: [String]) -> String { HealthExportBuilder.export(records.joined(separator: "\n")) }

    private func imported(_ db: AppDatabase) throws -> [FoodEntry] { try db.entries(on: day) }

    func testAnEditedImportedEntryIsKeptWhenTheSameExportIsImportedAgain() throws {
        let db = try AppDatabase.inMemory()
        try HealthExportBuilder.importing(export(threeRecords), into: db)
        let entry = try XCTUnwrap(imported(db).first)
        XCTAssertEqual(entry.kcal, 1950, accuracy: 1e-9)
        try db.updateEntry(id: entry.id, kcal: 1000)
        let again = try HealthExportBuilder.importing(export(threeRecords), into: db)
        XCTAssertEqual(try imported(db).map(\.id), [entry.id], "the same entry, not a new one")
        XCTAssertEqual(try imported(db).first?.kcal ?? 0, 1000, accuracy: 1e-9, "the user's correction stays")
        XCTAssertEqual(again.dietaryDays, 0)
        XCTAssertEqual(again.dietaryDaysAlreadyImported, 1)
    }

    func testADeletedImportedEntryStaysDeleted() throws {
        let db = try AppDatabase.inMemory()
        try HealthExportBuilder.importing(export(threeRecords), into: db)
        try db.deleteEntry(id: try XCTUnwrap(imported(db).first).id)
        try HealthExportBuilder.importing(export(threeRecords), into: db)
        XCTAssertEqual(try imported(db), [])
    }

    func testANewerExportAddsOnlyTheRecordsNotSeenBefore() throws {
        let db = try AppDatabase.inMemory()
        try HealthExportBuilder.importing(export(threeRecords), into: db)
        let entry = try XCTUnwrap(imported(db).first)
        try db.updateEntry(id: entry.id, kcal: 1000)
        let newer = try HealthExportBuilder.importing(export(threeRecords + [energy("2026-11-20 21:00:00 +0000", "120")]), into: db)
        let entries = try imported(db)
        XCTAssertEqual(entries.count, 2)
        XCTAssertEqual(entries.first { $0.id == entry.id }?.kcal ?? 0, 1000, accuracy: 1e-9)
        XCTAssertEqual(entries.first { $0.id != entry.id }?.kcal ?? 0, 120, accuracy: 1e-9, "only the new record")
        XCTAssertEqual(newer.dietaryDays, 1)
    }

    func testTwoEqualRecordsInOneExportBothCountAndAreBothRemembered() throws {
        let db = try AppDatabase.inMemory()
        let twice = [energy("2026-11-20 08:00:00 +0000", "300"), energy("2026-11-20 08:00:00 +0000", "300")]
        try HealthExportBuilder.importing(export(twice), into: db)
        XCTAssertEqual(try imported(db).first?.kcal ?? 0, 600, accuracy: 1e-9)
        try HealthExportBuilder.importing(export(twice), into: db)
        XCTAssertEqual(try imported(db).count, 1)
    }

    func testADayImportedBeforeRecordsWereRememberedIsNotReplaced() throws {
        let db = try AppDatabase.inMemory()
        try db.write { db in
            try db.execute(sql: "INSERT INTO day(date) VALUES ('2026-11-20')")
            try db.execute(
                sql: "INSERT INTO foodEntry(date, label, servings, kcal, source) VALUES ('2026-11-20', 'Apple Health (imported)', 1, 900, 'apple-health')")
        }
        try HealthExportBuilder.importing(export(threeRecords), into: db)
        XCTAssertEqual(try imported(db).map(\.kcal), [900], "an older import's entry (maybe edited) is the user's")
    }
}

extension HealthFoodReimportTests {
    /// An export written in another time zone files a late-evening record under the next day: it is still known.
    func testARecordAnotherExportPutsOnTheNextDayIsNotAddedAgain() throws {
        let db = try AppDatabase.inMemory()
        let late = HealthExportBuilder.record("DietaryEnergyConsumed", unit: "kcal", start: "2026-11-20 23:30:00 +0000", value: "400")
        let sameTimeFurtherEast = HealthExportBuilder.record(
            "DietaryEnergyConsumed", unit: "kcal", start: "2026-11-21 01:30:00 +0200", value: "400")
        try HealthExportBuilder.importing(HealthExportBuilder.export(late), into: db)
        let again = try HealthExportBuilder.importing(HealthExportBuilder.export(sameTimeFurtherEast), into: db)
        XCTAssertEqual(again.dietaryDays, 0)
        XCTAssertEqual(try db.entries(on: LocalDate(iso: "2026-11-21")!), [])
    }
}
