import Foundation
import XCTest
@testable import TrackerKit

/// Issue 26, "swims from every watch": `tracker import fit` stores a FIT swim as Tracker's swims are
/// stored (lengths, sets and rests, distance by stroke style, heart rate, pool length and unit),
/// imports it once however often it is given, and keeps a swim imported from Apple Health as one.
final class FitImportTests: XCTestCase {
    typealias X = HealthExportBuilder
    private let today = LocalDate(iso: "2026-11-26")!

    @discardableResult private func importing(_ name: String, into db: AppDatabase, dryRun: Bool = false) throws -> FitImportSummary {
        try FitImporter.run(path: FitDecoderTests.fixture(name), into: db, options: HealthImportOptions(dryRun: dryRun), today: today)
    }

    private func onlySwim(_ db: AppDatabase, file: StaticString = #filePath, line: UInt = #line) throws -> SwimDetail {
        let swims = try db.swims()
        XCTAssertEqual(swims.count, 1, file: file, line: line)
        return try XCTUnwrap(db.swimDetail(id: try XCTUnwrap(swims.first).id), file: file, line: line)
    }

    func testA25MetrePoolSwimKeepsItsLengthsSetsRestsStrokesAndHeartRate() throws {
        let db = try AppDatabase.inMemory()
        let summary = try importing("pool-25m-garmin.fit", into: db)
        XCTAssertEqual(summary.swimsAdded, 1)
        XCTAssertEqual(summary.makers, ["Garmin"])
        let detail = try onlySwim(db)
        let swim = detail.swim
        XCTAssertEqual(swim.date.iso, "2026-02-14")
        XCTAssertEqual(swim.localStartText, "07:05", "the watch's local time (UTC+1)")
        XCTAssertEqual(swim.location, .pool)
        XCTAssertEqual(swim.lapLengthMeters, 25)
        XCTAssertEqual(swim.poolUnit, .meters)
        XCTAssertEqual(swim.distanceMeters, 300)
        XCTAssertEqual(swim.durationSeconds, 449)
        XCTAssertEqual(swim.strokes, 175)
        XCTAssertEqual(detail.laps.count, 12, "12 lengths swum; the 3 idle lengths are rests")
        XCTAssertEqual(detail.laps.first, SwimLap(offsetSeconds: 0, durationSeconds: 24, strokeStyle: .freestyle, swolf: 41))
        XCTAssertEqual(
            detail.laps.map(\.strokeStyle),
            [
                .freestyle, .freestyle, .freestyle, .freestyle, .backstroke, .backstroke, .breaststroke,
                .breaststroke, .kickboard, .kickboard, .butterfly, .butterfly,
            ])
        XCTAssertEqual(detail.laps[8].swolf, nil, "a drill length counts no strokes")
        XCTAssertEqual(detail.laps[4].offsetSeconds, 130, "after 100 s of swimming and a 30 s rest")
        XCTAssertEqual(detail.segments.map(\.duration), [100, 134, 92, 58], "four sets; rest laps are not sets")
        XCTAssertEqual(detail.metersByStroke, [.freestyle: 100, .backstroke: 50, .breaststroke: 50, .kickboard: 50, .butterfly: 50])
        XCTAssertEqual(detail.heartRate.count, 90)
        XCTAssertNotNil(swim.watchHeartRate)
        XCTAssertEqual(swim.recordedBy, "Garmin")
        XCTAssertEqual(swim.sourceText, "from Garmin (FIT)")
        XCTAssertEqual(swim.sourceName, "fit")
    }

    func testA25YardPoolStaysInYards() throws {
        let db = try AppDatabase.inMemory()
        try importing("pool-25yd-coros.fit", into: db)
        let detail = try onlySwim(db)
        XCTAssertEqual(detail.swim.poolUnit, .yards)
        XCTAssertEqual(try XCTUnwrap(detail.swim.lapLengthMeters), 22.86, accuracy: 1e-9)
        XCTAssertEqual(detail.swim.distanceMeters, 182.88, accuracy: 1e-9, "8 lengths of 25 yd")
        XCTAssertEqual(detail.swim.date.iso, "2026-02-15")
        XCTAssertEqual(detail.swim.localStartText, "10:15", "New York, UTC−5")
        XCTAssertEqual(detail.laps.count, 8)
        XCTAssertEqual(detail.swim.strokes, 120)
    }

    func testAnOpenWaterSwimHasDistanceSetsAndHeartRateButNoLengths() throws {
        let db = try AppDatabase.inMemory()
        try importing("open-water-suunto.fit", into: db)
        let detail = try onlySwim(db)
        XCTAssertEqual(detail.swim.location, .openWater)
        XCTAssertNil(detail.swim.lapLengthMeters)
        XCTAssertEqual(detail.swim.distanceMeters, 1500)
        XCTAssertEqual(detail.laps, [])
        XCTAssertEqual(detail.segments.count, 3)
        XCTAssertEqual(detail.metersByStroke, [.freestyle: 1500])
        XCTAssertEqual(detail.heartRate.count, 181)
    }

    func testDeveloperFieldsAndCompressedTimestampsGiveTheSameSwim() throws {
        let (a, b) = (try AppDatabase.inMemory(), try AppDatabase.inMemory())
        try importing("pool-developer-polar.fit", into: a)
        try importing("pool-compressed-polar.fit", into: b)
        let (full, compressed) = (try onlySwim(a), try onlySwim(b))
        XCTAssertEqual(full.laps, compressed.laps)
        XCTAssertEqual(full.heartRate, compressed.heartRate)
        XCTAssertEqual(full.laps.count, 6)
        XCTAssertEqual(full.heartRate.count, 68)
    }

    func testImportingAgainAddsNothing() throws {
        let db = try AppDatabase.inMemory()
        try importing("pool-25m-garmin.fit", into: db)
        let again = try importing("pool-25m-garmin.fit", into: db)
        XCTAssertEqual(again.swimsAdded, 0)
        XCTAssertEqual(again.swimsAlreadyThere, 1)
        XCTAssertEqual(try db.swims().count, 1)
    }

    func testADryRunWritesNothing() throws {
        let db = try AppDatabase.inMemory()
        let summary = try importing("pool-25m-garmin.fit", into: db, dryRun: true)
        XCTAssertEqual(summary.swimsAdded, 1)
        XCTAssertTrue(summary.lines.contains("Swims: 1 would be added"), "\(summary.lines)")
        XCTAssertEqual(try db.swims().count, 0)
    }

    /// Garmin Connect writes the swim to Apple Health without lengths: the same swim from both files is one swim.
    private let healthCopy = X.export(
        X.workout(
            source: "Connect", start: "2026-02-14 07:05:00 +0100", end: "2026-02-14 07:12:29 +0100", minutes: 449.0 / 60,
            extra: " totalDistance=\"300\" totalDistanceUnit=\"m\"", ""))

    func testAFitSwimAndItsAppleHealthCopyAreOneSwimInEitherOrder() throws {
        let healthFirst = try AppDatabase.inMemory()
        try X.importing(healthCopy, into: healthFirst, today: today)
        let summary = try importing("pool-25m-garmin.fit", into: healthFirst)
        XCTAssertEqual(summary.swimsUpdated, 1, "the FIT copy holds the lengths: it replaces the bare one")
        XCTAssertEqual(try onlySwim(healthFirst).laps.count, 12)
        XCTAssertEqual(try onlySwim(healthFirst).swim.recordedBy, "Garmin", "the kept copy is the watch's")

        let fitFirst = try AppDatabase.inMemory()
        try importing("pool-25m-garmin.fit", into: fitFirst)
        let health = try X.importing(healthCopy, into: fitFirst, today: today)
        XCTAssertEqual(health.swimsAdded, 0)
        XCTAssertEqual(try onlySwim(fitFirst).laps.count, 12, "the richer FIT copy is kept")
        XCTAssertEqual(try onlySwim(fitFirst).swim.recordedBy, "Garmin")
    }

    func testAFolderImportsItsSwimsAndListsTheDamagedFiles() throws {
        let db = try AppDatabase.inMemory()
        let summary = try FitImporter.run(path: (FitDecoderTests.fixture("pool-25m-garmin.fit") as NSString).deletingLastPathComponent, into: db, today: today)
        XCTAssertEqual(summary.filesRead, 5)
        XCTAssertEqual(summary.swimsAdded, 4, "the compressed-timestamp copy of the Polar swim is the same swim")
        XCTAssertEqual(summary.swimsAlreadyThere, 1)
        XCTAssertEqual(summary.filesRefused.count, 4)
        XCTAssertTrue(summary.filesRefused.contains { $0.hasPrefix("damaged-truncated.fit: the file ends early") }, "\(summary.filesRefused)")
        XCTAssertEqual(try db.swims().count, 4)
    }

    func testASingleDamagedFileIsRefusedAndNothingIsWritten() throws {
        let db = try AppDatabase.inMemory()
        XCTAssertThrowsError(try importing("damaged-bitflip.fit", into: db)) { error in
            XCTAssertTrue("\(error)".contains("its checksum does not match"), "\(error)")
        }
        XCTAssertEqual(try db.swims().count, 0)
    }
}
