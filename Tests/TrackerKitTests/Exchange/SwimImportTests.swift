import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// Issue 15, the import side, on exports written like real ones: time zones, sets, legacy laps,
/// multisport legs, stroke counts from the workout's statistics.
final class SwimImportTests: XCTestCase {
    typealias X = HealthExportBuilder

    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    func testTheWatchOS11SwimLandsOnItsLocalDayWithItsSetsAndStrokeCount() throws {
        let db = try AppDatabase.inMemory()
        let summary = try AppleHealthImporter.run(path: fixture("watchos11-pool-swim.xml"), into: db, today: LocalDate(iso: "2026-11-24")!)
        XCTAssertEqual(summary.swimsAdded, 1)
        let swim = try XCTUnwrap(db.swims().first)
        XCTAssertEqual(swim.date.iso, "2025-09-13", "written 23:39 +0100, swum at 00:39 in Luxembourg (+0200)")
        XCTAssertEqual(swim.localStartText, "00:39")
        XCTAssertEqual(swim.timeZone, "Europe/Luxembourg")
        XCTAssertEqual(swim.utcOffsetSeconds, 7200)
        XCTAssertEqual(swim.strokes, 140, "no stroke records: the workout's WorkoutStatistics count")
        XCTAssertEqual(swim.distanceMeters, 200)
        XCTAssertEqual(swim.poolUnit, .meters)
        let detail = try XCTUnwrap(db.swimDetail(id: swim.id))
        XCTAssertEqual(detail.laps.count, 4)
        XCTAssertEqual(detail.segments.count, 2)
        XCTAssertEqual(detail.segments.first?.start, swim.startedAt)
        XCTAssertEqual(detail.segments.first?.duration ?? 0, 2.565596975882848 * 60, accuracy: 1e-6)
        XCTAssertEqual(detail.segments.last?.start, swim.startedAt.addingTimeInterval(281))
        XCTAssertEqual(
            detail.metersByStroke, [.breaststroke: 100, .freestyle: 50, .unknown: 50],
            "no distance records: each lap's stroke style × the 50 m pool")
    }

    func testADayOffInBothDirectionsAndTheWrittenOffsetWhenNoZoneIsGiven() throws {
        let db = try AppDatabase.inMemory()
        let newYork = X.workout(
            start: "2025-09-13 03:30:00 +0100", end: "2025-09-13 04:00:00 +0100", minutes: 30,
            [
                X.metadata("HKTimeZone", "America/New_York"),
                X.statistic(
                    "DistanceSwimming", start: "2025-09-13 03:30:00 +0100",
                    end: "2025-09-13 04:00:00 +0100", sum: "1000", unit: "m"),
            ].joined(separator: "\n"))
        let noZone = X.workout(start: "2025-09-20 23:30:00 +0100", end: "2025-09-20 23:50:00 +0100", minutes: 20, X.metadata("HKIndoorWorkout", "1"))
        let unknownZone = X.workout(start: "2025-09-27 23:30:00 +0100", end: "2025-09-27 23:50:00 +0100", minutes: 20, X.metadata("HKTimeZone", "Mars/Olympus"))
        try X.importing(X.export([newYork, noZone, unknownZone].joined(separator: "\n")), into: db)
        let swims = try db.swims()
        XCTAssertEqual(swims.map(\.date.iso), ["2025-09-12", "2025-09-20", "2025-09-27"])
        XCTAssertEqual(swims.map(\.localStartText), ["22:30", "23:30", "23:30"], "New York is −0400 in September; else the written offset")
        XCTAssertEqual(swims.map(\.utcOffsetSeconds), [-4 * 3600, 3600, 3600])
        XCTAssertEqual(try db.swimDays().map(\.iso), ["2025-09-12", "2025-09-20", "2025-09-27"], "streaks and the calendar read the same days")
    }

    func testLegacyLapsWithoutDurationEndWhereTheyAreStamped() throws {
        let db = try AppDatabase.inMemory()
        let laps = ["2016-05-10 07:00:40 +0200", "2016-05-10 07:01:25 +0200", "2016-05-10 07:03:00 +0200"].map { X.lap($0, minutes: nil, style: 2) }
        try X.importing(
            X.export(
                X.workout(
                    start: "2016-05-10 07:00:00 +0200", end: "2016-05-10 07:05:00 +0200", minutes: 5,
                    extra: " totalDistance=\"75\" totalDistanceUnit=\"m\"",
                    ([X.metadata("HKLapLength", "25 m")] + laps).joined(separator: "\n"))), into: db)
        let detail = try XCTUnwrap(db.swimDetail(id: XCTUnwrap(db.swims().first).id))
        XCTAssertEqual(detail.laps.map(\.offsetSeconds), [0, 40, 85])
        XCTAssertEqual(detail.laps.map(\.durationSeconds), [40, 45, 95], "no lap shows 0:00")
    }

    func testATriathlonBringsItsSwimLeg() throws {
        let db = try AppDatabase.inMemory()
        let (start, t1, t2, end) = ("2025-07-06 08:00:00 +0200", "2025-07-06 08:30:00 +0200", "2025-07-06 09:30:00 +0200", "2025-07-06 10:10:00 +0200")
        func leg(_ from: String, _ to: String, _ minutes: Double, _ children: [String]) -> String {
            "  <WorkoutActivity uuid=\"\(UUID().uuidString)\" startDate=\"\(from)\" endDate=\"\(to)\" duration=\"\(minutes)\" durationUnit=\"min\">\n"
                + children.map { " " + $0 }.joined(separator: "\n") + "\n  </WorkoutActivity>"
        }
        let swimLeg = leg(
            start, t1, 30,
            [
                X.metadata("HKSwimmingLocationType", "2"),
                X.statistic("DistanceSwimming", start: start, end: t1, sum: "1500", unit: "m"),
                X.statistic("SwimmingStrokeCount", start: start, end: t1, sum: "900", unit: "count"),
            ])
        let bike = leg(t1, t2, 60, [X.statistic("DistanceCycling", start: t1, end: t2, sum: "40", unit: "km")])
        let run = leg(t2, end, 40, [X.statistic("DistanceWalkingRunning", start: t2, end: end, sum: "10", unit: "km")])
        let triathlon = X.workout(
            "HKWorkoutActivityTypeSwimBikeRun", start: start, end: end, minutes: 130,
            [X.metadata("HKTimeZone", "Europe/Berlin"), swimLeg, bike, run].joined(separator: "\n"))
        XCTAssertEqual(try X.importing(X.export(triathlon), into: db).swimsAdded, 1)
        let swim = try XCTUnwrap(db.swims().first)
        XCTAssertEqual(swim.durationSeconds, 1800, "the swim leg, not the whole race")
        XCTAssertEqual(swim.distanceMeters, 1500)
        XCTAssertEqual(swim.strokes, 900)
        XCTAssertEqual(swim.location, .openWater)
        XCTAssertEqual(swim.localStartText, "08:00")
    }

    func testALegWithoutEventsTakesTheWorkoutsLapsInItAndASwimsOwnActivityIsNotReadTwice() throws {
        let db = try AppDatabase.inMemory()
        let (start, t1, end) = ("2025-07-06 08:00:00 +0200", "2025-07-06 08:10:00 +0200", "2025-07-06 08:40:00 +0200")
        let laps = ["08:01:00", "08:02:00", "08:20:00"].map { X.lap("2025-07-06 \($0) +0200", minutes: 0.5, style: 2) }
        let legs =
            "  <WorkoutActivity uuid=\"A\" startDate=\"\(start)\" endDate=\"\(t1)\" duration=\"10\" durationUnit=\"min\">\n"
            + "   <MetadataEntry key=\"HKSwimmingLocationType\" value=\"1\"/>\n  </WorkoutActivity>\n"
            + "  <WorkoutActivity uuid=\"B\" startDate=\"\(t1)\" endDate=\"\(end)\" duration=\"30\" durationUnit=\"min\"/>"
        let triathlon = X.workout("HKWorkoutActivityTypeSwimBikeRun", start: start, end: end, minutes: 40, (laps + [legs]).joined(separator: "\n"))
        // iOS 18 repeats a swim's events inside its one WorkoutActivity: they are read once.
        let swim = X.workout(
            start: "2025-07-07 08:00:00 +0200", end: "2025-07-07 08:10:00 +0200", minutes: 10,
            ([X.lap("2025-07-07 08:01:00 +0200", minutes: 0.5)] + [
                "  <WorkoutActivity uuid=\"C\" startDate=\"2025-07-07 08:00:00 +0200\" "
                    + "endDate=\"2025-07-07 08:10:00 +0200\">\n" + X.lap("2025-07-07 08:01:00 +0200", minutes: 0.5) + "\n  </WorkoutActivity>"
            ])
            .joined(separator: "\n"))
        try X.importing(X.export(triathlon + "\n" + swim), into: db)
        let swims = try db.swims()
        XCTAssertEqual(swims.map(\.durationSeconds), [600, 600], "the swim leg only, and the plain swim")
        XCTAssertEqual(try db.swimDetail(id: swims[0].id)?.laps.map(\.offsetSeconds), [60, 120], "the workout's laps inside the leg")
        XCTAssertEqual(try db.swimDetail(id: swims[1].id)?.laps.count, 1)
    }

    func testStrokeRecordsWinOverTheWorkoutsCount() throws {
        let db = try AppDatabase.inMemory()
        let (start, end) = ("2025-03-01 07:00:00 +0100", "2025-03-01 07:02:00 +0100")
        let records = [
            X.record("DistanceSwimming", unit: "m", start: start, end: "2025-03-01 07:00:40 +0100", value: "25"),
            X.record("SwimmingStrokeCount", unit: "count", start: start, end: "2025-03-01 07:00:40 +0100", value: "18", style: 2),
        ]
        let workout = X.workout(start: start, end: end, minutes: 2, X.statistic("SwimmingStrokeCount", start: start, end: end, sum: "509", unit: "count"))
        try X.importing(X.export((records + [workout]).joined(separator: "\n")), into: db)
        let swim = try XCTUnwrap(db.swims().first)
        XCTAssertEqual(swim.strokes, 18)
        XCTAssertEqual(try db.swimDetail(id: swim.id)?.metersByStroke, [.freestyle: 25], "distance records, not laps × pool")
    }
}

/// Issue 15 item 13: what the import says about the file itself.
final class ImportFileMessagesTests: XCTestCase {
    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    func testAnEmptyFileIsCalledEmpty() throws {
        let empty = NSTemporaryDirectory() + "empty-\(UUID().uuidString).xml"
        XCTAssertTrue(FileManager.default.createFile(atPath: empty, contents: Data()))
        defer { unlink(empty) }
        XCTAssertThrowsError(try AppleHealthImporter.run(path: empty, into: AppDatabase.inMemory())) { error in
            XCTAssertEqual("\(error)", "This is not an Apple Health export: the file is empty")
        }
    }

    func testAZipWhoseRootIsPastTheFirst4KBIsAccepted() throws {
        let db = try AppDatabase.inMemory()
        let progress = ImportProgress()
        let summary = try AppleHealthImporter.run(path: fixture("late-root.zip"), into: db, progress: progress)
        XCTAssertEqual(summary.swimsAdded, 1)
        XCTAssertEqual(summary.entryUsed, "apple_health_export/export.xml")
        XCTAssertEqual(summary.entriesNotUsed, [], "export_cda.xml is no Health export")
        XCTAssertEqual(progress.xmlBytes, summary.bytes, "the dialog counts megabytes of XML, like the command line")
        XCTAssertGreaterThan(summary.bytes, Int64(try FileManager.default.attributesOfItem(atPath: fixture("late-root.zip"))[.size] as! Int))
    }

    func testAZipWithTwoHealthExportsSaysWhichWasRead() throws {
        let summary = try AppleHealthImporter.run(path: fixture("two-exports.zip"), into: AppDatabase.inMemory())
        XCTAssertEqual(summary.entryUsed, "apple_health_export/export 2.xml", "the largest of the shallowest")
        XCTAssertEqual(summary.entriesNotUsed, ["apple_health_export/export.xml"])
        XCTAssertEqual(summary.lines.first, "Read apple_health_export/export 2.xml from the zip; it also holds apple_health_export/export.xml (not read)")
    }
}

/// Issue 15 item 3: a yard pool keeps its unit.
final class YardPoolTests: XCTestCase {
    typealias X = HealthExportBuilder

    static let yardSwim = X.export(
        X.workout(
            start: "2025-06-02 18:00:00 -0400", end: "2025-06-02 18:41:50 -0400", minutes: 41.8333,
            [
                X.metadata("HKLapLength", "25 yd"), X.metadata("HKSwimmingLocationType", "1"),
                X.metadata("HKTimeZone", "America/New_York"),
                X.statistic(
                    "DistanceSwimming", start: "2025-06-02 18:00:00 -0400", end: "2025-06-02 18:41:50 -0400",
                    sum: "1750", unit: "yd"),
            ].joined(separator: "\n")))

    func testAYardPoolShowsYardsAndPacePer100Yards() throws {
        let db = try AppDatabase.inMemory()
        try X.importing(Self.yardSwim, into: db)
        let swim = try XCTUnwrap(db.swims().first)
        XCTAssertEqual(swim.poolUnit, .yards)
        XCTAssertEqual(swim.lapLengthMeters ?? 0, 22.86, accuracy: 1e-9)
        XCTAssertEqual(swim.distanceMeters, 1600.2, accuracy: 1e-9)
        let metres = SwimFormat(totals: .meters)
        XCTAssertEqual(metres.distance(of: swim), "1750 yd", "not 1600 m")
        XCTAssertEqual(metres.pace(of: swim), "2:23/100 yd", "41:50 for 1750 yd")
        XCTAssertEqual(SwimFormat.pool(swim), "25 yd pool", "not 22.86 m")
        XCTAssertEqual(metres.total(swim.distanceMeters), "1600 m", "totals follow the setting")
        XCTAssertEqual(SwimFormat(totals: .yards).total(swim.distanceMeters), "1750 yd")
        XCTAssertEqual(SwimFormat(totals: .yards).totalPace(swim.pace), "2:23/100 yd")
        XCTAssertEqual(SwimFormat.pace(swim.pace, in: .meters), "2:37/100 m")
        XCTAssertEqual(SwimFormat.distance(12_345, in: .meters), "12.3 km")
    }

    func testTheSettingIsCheckedAndRead() throws {
        let db = try AppDatabase.inMemory()
        XCTAssertEqual(try db.value(.swimDistanceUnit), .meters)
        try db.setUserSettings([("swim.distanceUnit", "Yards")])
        XCTAssertEqual(try db.value(.swimDistanceUnit), .yards)
        XCTAssertThrowsError(try db.setUserSettings([("swim.distanceUnit", "furlongs")]))
    }
}

final class XMLRootProbeTests: XCTestCase {
    private func root(_ text: [UInt8], limit: Int = 16 << 20) throws -> String? {
        let path = NSTemporaryDirectory() + "probe-\(UUID().uuidString).xml"
        try Data(text).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        return try XMLRootProbe.rootName(of: FileByteSource(path: path), limit: limit)
    }

    func testTheRootIsFoundPastTheDeclarationCommentsAndALongDoctype() throws {
        let subset = String(repeating: "<!ELEMENT Padding (#PCDATA)>\n", count: 4000)  // 116 KB
        let text = Array("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- <NotTheRoot> -->\n<!DOCTYPE HealthData [\n\(subset)]>\n<HealthData locale=\"en\">".utf8)
        XCTAssertEqual(try root(text), "HealthData")
        XCTAssertNil(try root(text, limit: 50_000), "a prolog longer than the limit is not read to its end")
        XCTAssertEqual(try root(Array("<ClinicalDocument/>".utf8)), "ClinicalDocument")
        XCTAssertNil(try root(Array("hello <HealthData>".utf8)), "not XML")
        XCTAssertNil(try root(Array("<?xml version=\"1.0\"?>".utf8)), "no root at all")
    }
}
