import Foundation
import XCTest
@testable import TrackerKit

/// Issue 15: what the import now keeps of a swim (its time zone and offset, pool unit, other apps, sets)
/// goes into the JSON export and comes back from it.
final class SwimJSONRoundTripTests: XCTestCase {
    typealias X = HealthExportBuilder

    func testWhereItWasSwumItsUnitItsCopiesAndItsSetsSurviveExportAndImport() throws {
        let source = try AppDatabase.inMemory()
        let (start, end) = ("2025-06-02 18:00:00 -0400", "2025-06-02 18:41:50 -0400")
        let watch = X.workout(
            start: start, end: end, minutes: 41.8333,
            [
                X.metadata("HKLapLength", "25 yd"), X.metadata("HKTimeZone", "America/New_York"),
                X.segment(start, minutes: 10, swolf: 40), X.segment("2025-06-02 18:15:00 -0400", minutes: 12),
                X.lap("2025-06-02 18:00:05 -0400", minutes: 0.5, style: 2),
                X.statistic("DistanceSwimming", start: start, end: end, sum: "1750", unit: "yd"),
            ].joined(separator: "\n"))
        let copy = X.workout(source: "Strava", start: "2025-06-02 18:00:01 -0400", end: end, minutes: 41.8, "")
        try X.importing(X.export(watch + "\n" + copy), into: source)
        let document = try source.exportDocument()
        XCTAssertEqual(document.formatVersion, ExportDocument.currentVersion)
        let target = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: try document.encoded(), into: target, today: LocalDate(iso: "2026-11-24")!)
        let before = try XCTUnwrap(source.swims().first), after = try XCTUnwrap(target.swims().first)
        XCTAssertEqual(after.timeZone, "America/New_York")
        XCTAssertEqual(after.utcOffsetSeconds, -4 * 3600)
        XCTAssertEqual(after.poolUnit, .yards)
        XCTAssertEqual(after.otherSources, ["Strava"])
        XCTAssertEqual(try target.swimDetail(id: after.id)?.segments, try source.swimDetail(id: before.id)?.segments)
        XCTAssertEqual(try target.swimDetail(id: after.id)?.segments.count, 2)
        XCTAssertEqual(try target.exportDocument().encoded(), try document.encoded(), "export, import, export: the same bytes")
    }

    func testAnOlderFileStillImportsAndABadTimeZoneIsNamed() throws {
        let old =
            #"{"formatVersion": 1, "application": "tracker", "settings": {}, "foods": [], "days": [], "exercises": [], "workouts": [], "counters": [], "pads": [], "swims": [{"startedAt": "2025-06-02T22:00:00.000Z", "date": "2025-06-02", "durationSeconds": 1800, "distanceMeters": 1000, "source": "manual", "laps": [], "metersByStroke": {}, "heartRate": []}]}"#
        let db = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: Data(old.utf8), into: db, today: LocalDate(iso: "2026-11-24")!)
        XCTAssertEqual(try db.swims().count, 1)
        let bad = old.replacingOccurrences(of: #""heartRate": []"#, with: #""heartRate": [], "timeZone": "../../etc/passwd""#)
        XCTAssertThrowsError(try JSONImporter.run(data: Data(bad.utf8), into: AppDatabase.inMemory(), today: LocalDate(iso: "2026-11-24")!)) {
            XCTAssertTrue("\($0)".contains("swims[0].timeZone"), "\($0)")
        }
    }

    /// A FIT swim still says where it came from after `tracker export` and `import json`; so do the kept app and the paused time.
    func testAFitSwimsWatchTheKeptAppAndPausesSurviveExportAndImport() throws {
        let source = try AppDatabase.inMemory()
        let fit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Fixtures/fit/pool-25yd-coros.fit"
        ).path
        _ = try FitImporter.run(path: fit, into: source)
        try source.write { db in try db.execute(sql: "UPDATE swim SET pausedSeconds = 130, sourceApp = 'COROS Watch'") }
        let document = try source.exportDocument()
        let target = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: try document.encoded(), into: target, today: LocalDate(iso: "2026-11-24")!)
        let after = try XCTUnwrap(target.swims().first)
        XCTAssertEqual(after.recordedBy, "COROS")
        XCTAssertEqual(after.sourceText, "from COROS (FIT)", "not “from Apple Health”")
        XCTAssertEqual(after.sourceName, "fit")
        XCTAssertEqual(after.sourceApp, "COROS Watch")
        XCTAssertEqual(after.pausedSeconds, 130)
        XCTAssertEqual(try target.exportDocument().encoded(), try document.encoded(), "export, import, export: the same bytes")
        let bad = String(decoding: try document.encoded(), as: UTF8.self).replacingOccurrences(of: #""pausedSeconds" : 130"#, with: #""pausedSeconds" : -5"#)
        XCTAssertThrowsError(try JSONImporter.run(data: Data(bad.utf8), into: AppDatabase.inMemory(), today: LocalDate(iso: "2026-11-24")!)) {
            XCTAssertTrue("\($0)".contains("swims[0].pausedSeconds"), "\($0)")
        }
    }
}
