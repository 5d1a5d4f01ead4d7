import Foundation
import XCTest

@testable import TrackerKit

/// A swim's heart rate from the workout's own `WorkoutStatistics` when the export has no samples for it.
final class SwimWatchHeartRateTests: XCTestCase {
    typealias X = HealthExportBuilder
    private let today = LocalDate(iso: "2026-11-24")!

    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    private func imported(_ xml: String) throws -> SwimDetail {
        let path = NSTemporaryDirectory() + "watch-hr-\(UUID().uuidString).xml"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let db = try AppDatabase.inMemory()
        _ = try AppleHealthImporter.run(path: path, into: db, today: today)
        return try XCTUnwrap(try db.swims().first.flatMap { try db.swimDetail(id: $0.id) })
    }

    private func swim(heartRate: String) -> String {
        let (start, end) = ("2025-11-14 07:00:00 +0100", "2025-11-14 07:30:00 +0100")
        return X.export(
            X.workout(
                start: start, end: end, minutes: 30,
                X.statistic("DistanceSwimming", start: start, end: end, sum: "1000", unit: "m") + "\n"
                    + "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierHeartRate\" startDate=\"\(start)\" endDate=\"\(end)\" \(heartRate)/>"))
    }

    func testTheRealWatchOS11SwimWithoutSamplesKeepsTheWatchsSummary() throws {
        let db = try AppDatabase.inMemory()
        _ = try AppleHealthImporter.run(path: fixture("watchos11-pool-swim.xml"), into: db, today: today)
        let detail = try XCTUnwrap(try db.swims().first.flatMap { try db.swimDetail(id: $0.id) })
        XCTAssertTrue(detail.heartRate.isEmpty)
        XCTAssertEqual(detail.swim.watchHeartRate, WatchHeartRate(average: 102.834, minimum: 80, maximum: 133))
        let shown = try XCTUnwrap(SwimHeartRate.of(detail))
        XCTAssertEqual(shown.source, .watchSummary)
        XCTAssertFalse(shown.hasZones, "zones need samples")
        XCTAssertEqual(shown.figures(), "avg 103 · min 80 · max 133")
        let swims = try XCTUnwrap(CSVExport.files(try db.exportDocument()).first { $0.name == "swims.csv" }?.text)
        let rows = swims.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        XCTAssertEqual(rows.first?.suffix(3), ["watch_hr_avg", "watch_hr_min", "watch_hr_max"], "the CSV export keeps the summary too")
        XCTAssertEqual(rows.dropFirst().first?.suffix(3), ["102.834", "80", "133"])
    }

    func testSamplesStayTheSourceWhenThereAreAny() throws {
        let db = try AppDatabase.inMemory()
        _ = try AppleHealthImporter.run(path: fixture("watchos11-pool-sets.xml"), into: db, today: today)
        let detail = try XCTUnwrap(try db.swims().first.flatMap { try db.swimDetail(id: $0.id) })
        XCTAssertNotNil(detail.swim.watchHeartRate, "kept, though not shown")
        let shown = try XCTUnwrap(SwimHeartRate.of(detail))
        XCTAssertEqual(shown.source, .samples(count: 4))
        XCTAssertTrue(shown.hasZones)
        XCTAssertEqual(shown.maximum, 133, "issue 26 item 7: the watch's own figures, as Apple Fitness shows; zones from the samples")
        XCTAssertEqual(shown.average, 102.834, accuracy: 0.001)
    }

    func testAnAverageAloneAndALegacyUnitAreRead() throws {
        XCTAssertEqual(try imported(swim(heartRate: "average=\"118\" unit=\"count/min\"")).swim.watchHeartRate, WatchHeartRate(average: 118))
        XCTAssertEqual(
            try imported(swim(heartRate: "average=\"2\" minimum=\"1.5\" maximum=\"2.5\" unit=\"count/s\"")).swim.watchHeartRate,
            WatchHeartRate(average: 120, minimum: 90, maximum: 150))
    }

    func testValuesOutsideTheRulesAreLeftOut() throws {
        XCTAssertNil(try imported(swim(heartRate: "average=\"1e300\" maximum=\"150\" unit=\"count/min\"")).swim.watchHeartRate)
        XCTAssertNil(try imported(swim(heartRate: "average=\"-5\" unit=\"count/min\"")).swim.watchHeartRate)
        XCTAssertNil(try imported(swim(heartRate: "average=\"120\" unit=\"kg\"")).swim.watchHeartRate, "not a heart-rate unit")
        XCTAssertEqual(
            try imported(swim(heartRate: "average=\"120\" minimum=\"130\" maximum=\"nan\" unit=\"count/min\"")).swim.watchHeartRate,
            WatchHeartRate(average: 120), "a minimum above the average and a maximum that is not a number are left out")
    }

    func testAStoredSummaryOutsideTheRulesReadsAsAbsent() throws {
        let db = try AppDatabase.inMemory()
        _ = try AppleHealthImporter.run(path: fixture("watchos11-pool-swim.xml"), into: db, today: today)
        try db.write { try $0.execute(sql: "UPDATE swim SET watchHeartRateAverage = 1e300, watchHeartRateMaximum = -1") }
        XCTAssertNil(try db.swims().first?.watchHeartRate)
        try db.write { try $0.execute(sql: "UPDATE swim SET watchHeartRateAverage = 100") }
        XCTAssertEqual(try db.swims().first?.watchHeartRate, WatchHeartRate(average: 100, minimum: 80))
    }
}

extension SwimWatchHeartRateTests {
    func testTheSummarySurvivesAJSONExportAndImportAndIsChecked() throws {
        let source = try AppDatabase.inMemory()
        _ = try AppleHealthImporter.run(path: fixture("watchos11-pool-swim.xml"), into: source, today: today)
        let document = try source.exportDocument()
        XCTAssertEqual(document.swims.first?.watchHeartRateMaximum, 133)
        let target = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: try document.encoded(), into: target, today: today)
        XCTAssertEqual(try target.swims().first?.watchHeartRate, WatchHeartRate(average: 102.834, minimum: 80, maximum: 133))
        XCTAssertEqual(try target.exportDocument().encoded(), try document.encoded(), "export, import, export: the same bytes")
        var bad = document
        bad.swims[0].watchHeartRateAverage = 1e300
        XCTAssertThrowsError(try JSONImporter.run(data: try bad.encoded(), into: try AppDatabase.inMemory(), today: today)) {
            XCTAssertTrue("\($0)".contains("swims[0].watchHeartRateAverage"), "\($0)")
        }
    }
}
