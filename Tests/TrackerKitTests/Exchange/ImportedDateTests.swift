import Foundation
import XCTest
@testable import TrackerKit

/// Every import takes the days that are today somewhere on Earth (a file written in UTC+14 may hold tomorrow)
/// and refuses later ones, through one rule (`ImportedDate`).
final class ImportedDateTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!
    private var tomorrow: LocalDate { today.adding(days: 1) }
    private var dayAfter: LocalDate { today.adding(days: 2) }

    private func jsonExport(weighedOn day: LocalDate) throws -> Data {
        let source = try AppDatabase.inMemory()
        try source.write { db in try db.execute(sql: "INSERT INTO day(date, weightKg) VALUES (?, 70)", arguments: [day.iso]) }
        return try source.exportDocument().encoded()
    }

    func testAJSONBackupFromKiritimatiImportsAndOneDayLaterDoesNot() throws {
        let target = try AppDatabase.inMemory()
        let summary = try JSONImporter.run(data: try jsonExport(weighedOn: tomorrow), into: target, today: today)
        XCTAssertEqual(summary.added["days"], 1)
        XCTAssertEqual(try target.dayDetail(tomorrow).weightKg, 70)
        XCTAssertThrowsError(try JSONImporter.run(data: try jsonExport(weighedOn: dayAfter), into: target, today: today)) { error in
            XCTAssertEqual("\(error)", "days[0].date: 2026-11-26 is in the future (it is not that day anywhere on Earth yet)")
        }
    }

    func testWeightFilesTakeTomorrowAndRefuseTheDayAfter() throws {
        let read = { (text: String) in try WeightHistoryReader.read(Data(text.utf8), defaultUnit: .kg, today: self.today) }
        XCTAssertEqual(try read("date,weight\n2026-11-25,70\n").readings.map(\.date), [tomorrow])
        XCTAssertEqual(try read("[{\"date\": \"2026-11-25\", \"weight\": 70}]").readings.map(\.date), [tomorrow])
        XCTAssertThrowsError(try read("date,weight\n2026-11-26,70\n")) { error in
            XCTAssertEqual(
                (error as? WeightHistoryError)?.problems, ["line 2: 2026-11-26 is in the future (it is not that day anywhere on Earth yet)"])
        }
    }

    func testAppleHealthKeepsTomorrowAndSkipsTheDayAfter() throws {
        let db = try AppDatabase.inMemory()
        let records = ["2026-11-25 08:00:00 +1400", "2026-11-26 08:00:00 +1400"].map {
            HealthExportBuilder.record("BodyMass", unit: "kg", start: $0, value: "70")
        }
        let summary = try HealthExportBuilder.importing(HealthExportBuilder.export(records.joined(separator: "\n")), into: db, today: today)
        XCTAssertEqual(summary.weightsAdded, 1)
        XCTAssertEqual(summary.outOfRangeSkipped, 1)
        XCTAssertEqual(try db.dayDetail(tomorrow).weightKg, 70)
    }
}
