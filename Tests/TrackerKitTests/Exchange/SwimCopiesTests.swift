import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// Issue 15 items 1, 11 and 12: copies of one swim from other apps, numbers with decimal commas, and a
/// newer export of a swim that gained data.
final class SwimCopiesTests: XCTestCase {
    typealias X = HealthExportBuilder

    private let start = "2025-10-04 09:00:00 +0200", end = "2025-10-04 09:30:00 +0200"

    /// A watch swim: 4 laps of 25 m with a distance and a stroke record each, and 3 heart-rate samples.
    private func watchSwim(heartRate: Bool = true) -> String {
        let lapStarts = ["09:01:00", "09:02:00", "09:03:00", "09:04:00"]
        var lines = lapStarts.flatMap { time -> [String] in
            let (from, to) = ("2025-10-04 \(time) +0200", "2025-10-04 \(time.prefix(6))40 +0200")
            return [
                X.record("DistanceSwimming", unit: "m", start: from, end: to, value: "25"),
                X.record("SwimmingStrokeCount", unit: "count", start: from, end: to, value: "18", style: 2),
            ]
        }
        if heartRate {
            lines += ["09:01:10", "09:02:10", "09:03:10"].map { X.record("HeartRate", unit: "count/min", start: "2025-10-04 \($0) +0200", value: "130") }
        }
        let laps = lapStarts.map { X.lap("2025-10-04 \($0) +0200", minutes: 40.0 / 60, style: 2) }
        lines.append(
            X.workout(
                start: start, end: end, minutes: 30,
                ([X.metadata("HKLapLength", "25 m"), X.metadata("HKTimeZone", "Europe/Paris")] + laps)
                    .joined(separator: "\n")))
        return lines.joined(separator: "\n")
    }

    /// Strava's copy: no laps, its own distance record for the whole swim.
    private func copy(source: String, startingAt copyStart: String) -> String {
        [
            X.record("DistanceSwimming", source: source, unit: "m", start: copyStart, end: end, value: "100"),
            X.workout(source: source, start: copyStart, end: end, minutes: 30, extra: " totalDistance=\"100\" totalDistanceUnit=\"m\"", ""),
        ]
        .joined(separator: "\n")
    }

    private func assertOneWatchSwim(_ db: AppDatabase, file: StaticString = #filePath, line: UInt = #line) throws {
        let swims = try db.swims()
        XCTAssertEqual(swims.count, 1, "one swim, not one per app", file: file, line: line)
        let swim = try XCTUnwrap(swims.first)
        XCTAssertEqual(swim.distanceMeters, 100, "not 200", file: file, line: line)
        XCTAssertEqual(swim.strokes, 72, "the watch's stroke records stay with the watch's swim", file: file, line: line)
        XCTAssertEqual(swim.otherSources, ["Strava"], file: file, line: line)
        let detail = try XCTUnwrap(db.swimDetail(id: swim.id))
        XCTAssertEqual(detail.laps.count, 4, file: file, line: line)
        XCTAssertEqual(detail.heartRate.count, 3, file: file, line: line)
        XCTAssertEqual(detail.metersByStroke, [.freestyle: 100], file: file, line: line)
    }

    func testACopyStartingASecondLaterIsPartOfTheSameSwimInEitherOrder() throws {
        for copyFirst in [false, true] {
            let db = try AppDatabase.inMemory()
            let copy = copy(source: "Strava", startingAt: "2025-10-04 09:00:01 +0200")
            let summary = try X.importing(X.export(copyFirst ? copy + "\n" + watchSwim() : watchSwim() + "\n" + copy), into: db)
            XCTAssertEqual(summary.swimsAdded, 1)
            XCTAssertEqual(summary.copiesMerged, 1)
            XCTAssertTrue(summary.lines.contains("Copies from other apps: 1 kept as part of the same swim (Strava)"), "\(summary.lines)")
            try assertOneWatchSwim(db)
        }
    }

    func testACopyWithTheSameStartSecondFirstInTheFileDoesNotDropTheWatchSwim() throws {
        for copyFirst in [true, false] {
            let db = try AppDatabase.inMemory()
            let copy = copy(source: "Strava", startingAt: start)
            try X.importing(X.export(copyFirst ? copy + "\n" + watchSwim() : watchSwim() + "\n" + copy), into: db)
            try assertOneWatchSwim(db)
        }
    }

    func testANewerExportUpdatesASwimThatGainedHeartRate() throws {
        let db = try AppDatabase.inMemory()
        XCTAssertEqual(try X.importing(X.export(watchSwim(heartRate: false)), into: db).swimsAdded, 1)
        let id = try XCTUnwrap(db.swims().first?.id)
        XCTAssertEqual(try db.swimDetail(id: id)?.heartRate.count, 0)
        let newer = try X.importing(X.export(watchSwim()), into: db)
        XCTAssertEqual(newer.swimsUpdated, 1)
        XCTAssertEqual(newer.swimsAdded, 0)
        XCTAssertEqual(newer.lines.first, "Swims: 0 added, 1 swim updated")
        XCTAssertEqual(try db.swims().map(\.id), [id], "the same swim, updated in place")
        XCTAssertEqual(try db.swimDetail(id: id)?.heartRate.count, 3)
        let again = try X.importing(X.export(watchSwim()), into: db)
        XCTAssertEqual([again.swimsAdded, again.swimsUpdated, again.swimsAlreadyThere], [0, 0, 1], "nothing new: nothing changes")
        let older = try X.importing(X.export(watchSwim(heartRate: false)), into: db)
        XCTAssertEqual(older.swimsAlreadyThere, 1, "an older export that lacks the heart rate does not take it away")
        XCTAssertEqual(try db.swimDetail(id: id)?.heartRate.count, 3)
    }

    func testCopiesAnEarlierImportKeptAsTwoSwimsBecomeOne() throws {
        let db = try AppDatabase.inMemory()
        try X.importing(X.export(watchSwim()), into: db)
        // What the earlier version of the import left: the copy stored as a swim of its own.
        try db.write { db in
            try db.execute(
                sql: """
                    INSERT INTO swim(startedAt, endedAt, date, durationSeconds, distanceMeters, source) VALUES
                    ('2025-10-04T07:00:01.000Z', '2025-10-04T07:30:00.000Z', '2025-10-04', 1799, 100, 'apple-health')
                    """)
        }
        XCTAssertEqual(try db.swims().count, 2)
        let summary = try X.importing(X.export(watchSwim()), into: db)
        XCTAssertEqual(summary.swimsUpdated, 1)
        XCTAssertEqual(try db.swims().count, 1)
        XCTAssertEqual(try db.swimDetail(id: XCTUnwrap(db.swims().first).id)?.laps.count, 4, "the richer one is kept")
    }

    func testCommaDecimalsAreReadAndAmbiguousNumbersRefusedWithTheirLine() throws {
        let db = try AppDatabase.inMemory()
        let xml = X.export(
            [
                X.record("BodyMass", unit: "kg", start: "2025-10-01 07:00:00 +0200", value: "77,8"),
                X.record("BodyMass", unit: "kg", start: "2025-10-02 07:00:00 +0200", value: "1,500"),
                X.record("BodyMass", unit: "kg", start: "2025-10-03 07:00:00 +0200", value: "72kg"),
                X.workout(start: start, end: end, minutes: 30, extra: " totalDistance=\"1,5\" totalDistanceUnit=\"km\"", X.metadata("HKLapLength", "22,86 m")),
            ].joined(separator: "\n"))
        let summary = try X.importing(xml, into: db)
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2025-10-01")!).weightKg, 77.8, "not 77")
        XCTAssertNil(try db.dayDetail(LocalDate(iso: "2025-10-02")!).weightKg, "1,500: a thousands group or 1.5? Refused, not guessed")
        XCTAssertNil(try db.dayDetail(LocalDate(iso: "2025-10-03")!).weightKg, "not cut to 72")
        XCTAssertEqual(try db.swims().first?.distanceMeters, 1500, "1,5 km is 1500 m, not 1000")
        XCTAssertEqual(try db.swims().first?.lapLengthMeters, 22.86)
        XCTAssertEqual(summary.lines.last, "Not read: 2 values that are not numbers (line 10: “1,500”; line 11: “72kg”); their records were left out")
    }

    func testNumbersAreReadWhole() {
        func read(_ text: String) -> Double? { HealthValues.number(text) }
        XCTAssertEqual(read("77,8"), 77.8)
        XCTAssertEqual(read("0,500"), 0.5)
        XCTAssertEqual(read(" 12.5 "), 12.5)
        XCTAssertEqual(read("-1e3"), -1000)
        for bad in ["1,500", "1.234,5", "72kg", "0x50", "nan", "inf", "", "1,2,3", ",5", "5,"] { XCTAssertNil(read(bad), bad) }
    }
}

/// Copies against swims that merely overlap, and hostile values in the fields the import now keeps.
final class SwimOverlapTests: XCTestCase {
    typealias X = HealthExportBuilder

    func testADayLongEntryFromSomeAppDoesNotMergeTwoSwimsOfTheDay() throws {
        let db = try AppDatabase.inMemory()
        func swim(_ from: String, _ to: String) -> [String] {
            [
                X.record("DistanceSwimming", unit: "m", start: "2025-10-04 \(from) +0200", end: "2025-10-04 \(to) +0200", value: "500"),
                X.workout(start: "2025-10-04 \(from) +0200", end: "2025-10-04 \(to) +0200", minutes: 30, X.metadata("HKLapLength", "25 m")),
            ]
        }
        let allDay = X.workout(source: "Some App", start: "2025-10-04 00:00:00 +0200", end: "2025-10-04 23:59:00 +0200", minutes: 1439, "")
        let summary = try X.importing(X.export((swim("07:00:00", "07:30:00") + swim("19:00:00", "19:30:00") + [allDay]).joined(separator: "\n")), into: db)
        XCTAssertEqual(summary.copiesMerged, 0)
        let swims = try db.swims()
        XCTAssertEqual(swims.count, 3, "two swims and the app's entry, none a copy of another")
        XCTAssertEqual(swims.map(\.distanceMeters).sorted(), [0, 500, 500], "each record goes to the swim it lies in, not the long entry around it")
    }

    func testHostileTimeZonesAndAppNamesAreNotKeptOrShownRaw() throws {
        let db = try AppDatabase.inMemory()
        let (start, end) = ("2025-10-04 09:00:00 +0200", "2025-10-04 09:30:00 +0200")
        let watch = X.workout(
            start: start, end: end, minutes: 30,
            [
                X.metadata("HKTimeZone", "../../../etc/passwd"),
                X.lap("2025-10-04 09:01:00 +0200", minutes: 1, style: 2),
            ].joined(separator: "\n"))
        let copy = X.workout(source: "語&#x202E;Evil App", start: start, end: end, minutes: 30, X.metadata("HKTimeZone", String(repeating: "A/", count: 500)))
        let summary = try X.importing(X.export(watch + "\n" + copy), into: db)
        let swim = try XCTUnwrap(db.swims().first)
        XCTAssertNil(swim.timeZone, "not a zone: not stored")
        XCTAssertEqual(swim.utcOffsetSeconds, 7200, "the written offset")
        XCTAssertEqual(swim.otherSources, ["語Evil App"], "the direction override dropped on import (Input.appName), as every view shows it")
        XCTAssertEqual(summary.copiesMerged, 1)
    }
}
