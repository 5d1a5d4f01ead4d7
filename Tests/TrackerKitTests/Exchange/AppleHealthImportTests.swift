import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// The importer on small hand-written exports that reproduce what real ones do (Tests/TrackerKitTests/Fixtures).
final class AppleHealthImportTests: XCTestCase {
    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    private func rowCount(_ db: AppDatabase, _ table: String) throws -> Int {
        try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)") ?? 0 }
    }

    func testModernExportBringsSwimsWeightsFoodAndProfile() throws {
        let db = try AppDatabase.inMemory()
        let summary = try AppleHealthImporter.run(path: fixture("modern.xml"), into: db)
        XCTAssertEqual(summary.swimsAdded, 1, "the run is not a swim")
        XCTAssertEqual(summary.weightsAdded, 2)
        XCTAssertEqual(summary.dietaryDays, 1)
        XCTAssertEqual(summary.heartRateSamplesInSwims, 3)
        XCTAssertEqual(summary.profileFilled, ["your birth date", "your sex"])
        XCTAssertEqual(try db.profile()?.sex, .female)
        XCTAssertEqual(try db.profile()?.birthDate?.iso, "1988-04-12")
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-11-18")!).weightKg, 73.0, "the later weighing of the day wins")
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-11-19")!).weightKg ?? 0, 160 * 0.45359237, accuracy: 1e-9, "lb converted")
        let food = try db.entries(on: LocalDate(iso: "2026-11-19")!)
        XCTAssertEqual(food.map(\.title), ["Apple Health (imported)"])
        XCTAssertEqual(food.first?.kcal ?? 0, 1600, accuracy: 1e-9, "600 kcal + 4184 kJ; the Correlation's copy is not counted")

        let swim = try XCTUnwrap(db.swims().first)
        XCTAssertEqual(swim.date.iso, "2026-11-19")
        XCTAssertEqual(Timestamp.text(swim.startedAt), "2026-11-19T06:00:00.000Z")
        XCTAssertEqual(swim.durationSeconds, 180)
        XCTAssertEqual(swim.distanceMeters, 75, "from WorkoutStatistics")
        XCTAssertEqual(swim.activeKcal ?? 0, 150.6 / 4.184, accuracy: 1e-9)
        XCTAssertEqual(swim.location, .pool)
        XCTAssertEqual(swim.lapLengthMeters, 25)
        XCTAssertEqual(swim.strokes, 55, "the stroke records inside the swim only")
        let detail = try XCTUnwrap(db.swimDetail(id: swim.id))
        XCTAssertEqual(detail.laps.count, 3, "lap events only, not pauses or segments")
        XCTAssertEqual(detail.laps.first, SwimLap(offsetSeconds: 20, durationSeconds: 30, strokeStyle: .freestyle, swolf: 48))
        XCTAssertEqual(detail.metersByStroke, [.freestyle: 50, .breaststroke: 25])
        XCTAssertEqual(detail.heartRate.map(\.bpm), [120, 140, 160])
        XCTAssertEqual(detail.heartRate.map(\.offsetSeconds), [10, 70, 160])
    }

    func testImportingAgainAddsOnlyWhatIsNewAndKeepsLoggedWeights() throws {
        let db = try AppDatabase.inMemory()
        try db.logWeight(70, on: LocalDate(iso: "2026-11-18")!)
        let first = try AppleHealthImporter.run(path: fixture("modern.xml"), into: db)
        XCTAssertEqual(first.weightsAdded, 1, "the logged day keeps its weight")
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-11-18")!).weightKg, 70)
        let again = try AppleHealthImporter.run(path: fixture("localised.zip"), into: db)
        XCTAssertEqual(again.swimsAdded, 0)
        XCTAssertEqual(again.swimsAlreadyThere, 1)
        XCTAssertEqual(again.weightsAdded, 0)
        XCTAssertEqual(try rowCount(db, "swim"), 1)
        XCTAssertEqual(try rowCount(db, "swimHeartRate"), 3)
        XCTAssertEqual(try db.entries(on: LocalDate(iso: "2026-11-19")!).count, 1, "the imported food total is replaced, not added again")
        XCTAssertTrue(again.profileFilled.isEmpty)
    }

    func testLegacy2015FormatAndBrokenDTD() throws {
        let legacy = try AppDatabase.inMemory()
        let summary = try AppleHealthImporter.run(path: fixture("legacy-2015.xml"), into: legacy)
        XCTAssertEqual(summary.weightsAdded, 2, "compact dates and source= attributes")
        XCTAssertEqual(try legacy.dayDetail(LocalDate(iso: "2015-06-03")!).weightKg, 81.5)
        let broken = try AppDatabase.inMemory()
        XCTAssertEqual(
            try AppleHealthImporter.run(path: fixture("broken-dtd.xml"), into: broken).swimsAdded, 1,
            "a DTD strict parsers reject is skipped, not fatal")
    }

    func testBadFilesAreRefusedWithTheLineAndNothingIsWritten() throws {
        let db = try AppDatabase.inMemory()
        let cases: [(String, String)] = [
            ("control-character.xml", "line 13"),
            ("billion-laughs.xml", "line 11"),
            ("no-health.zip", "no HealthData XML"),
            ("lying-size.zip", "zip bomb"),
        ]
        for (file, expected) in cases {
            XCTAssertThrowsError(try AppleHealthImporter.run(path: fixture(file), into: db), file) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(file): \(error)")
            }
        }
        let text = NSTemporaryDirectory() + "not-health-\(UUID().uuidString).xml"
        try Data("<?xml version=\"1.0\"?><Notes><Note/></Notes>".utf8).write(to: URL(fileURLWithPath: text))
        XCTAssertThrowsError(try AppleHealthImporter.run(path: text, into: db)) { XCTAssertTrue("\($0)".contains("<Notes>")) }
        let truncated = NSTemporaryDirectory() + "truncated-\(UUID().uuidString).xml"
        defer { for file in [text, truncated] { try? FileManager.default.removeItem(atPath: file) } }
        let modern = try Data(contentsOf: URL(fileURLWithPath: fixture("modern.xml")))
        try modern.prefix(modern.count / 2).write(to: URL(fileURLWithPath: truncated))
        XCTAssertThrowsError(try AppleHealthImporter.run(path: truncated, into: db)) { XCTAssertTrue("\($0)".contains("line")) }
        for table in ["swim", "day", "foodEntry", "profile"] { XCTAssertEqual(try rowCount(db, table), 0, "\(table) untouched") }
    }

    func testCancellingLeavesTheDatabaseAsItWas() throws {
        let db = try AppDatabase.inMemory()
        let progress = ImportProgress()
        progress.cancel()
        XCTAssertThrowsError(try AppleHealthImporter.run(path: fixture("modern.xml"), into: db, progress: progress)) { error in
            XCTAssertEqual(error as? ImportError, .cancelled)
        }
        XCTAssertEqual(try rowCount(db, "swim"), 0)
        XCTAssertEqual(try rowCount(db, "day"), 0)
    }

    func testDatesInBothFormats() {
        let modern = HealthValues.date("2024-03-05 07:12:09 +0100")!
        XCTAssertEqual(modern.day.iso, "2024-03-05")
        XCTAssertEqual(Timestamp.text(Date(timeIntervalSince1970: modern.seconds)), "2024-03-05T06:12:09.000Z")
        let legacy = HealthValues.date("20150603050200-0230")!
        XCTAssertEqual(Timestamp.text(Date(timeIntervalSince1970: legacy.seconds)), "2015-06-03T07:32:00.000Z")
        XCTAssertNil(HealthValues.date("2024-02-30 07:12:09 +0100"))
        XCTAssertNil(HealthValues.date("yesterday"))
        XCTAssertEqual(HealthValues.meters(100, unit: "yd"), 91.44)
        XCTAssertEqual(HealthValues.kilocalories(4184, unit: "kJ"), 1000)
        XCTAssertEqual(HealthValues.length("25 yd"), 22.86)
    }
}

final class SwimStatsTests: XCTestCase {
    private func samples(_ pairs: [(Double, Double)]) -> [HeartRateSample] { pairs.map { HeartRateSample(offsetSeconds: $0.0, bpm: $0.1) } }

    func testTimeWeightedHeartRateAndBrokenChains() throws {
        let series: [(Double, Double)] = [(0, 100), (60, 120), (120, 140), (1000, 200), (1010, 200)]
        let hr = try XCTUnwrap(SwimStats.heartRate(samples(series)))
        // Gaps: 60 s of 110 avg, 60 s of 130 avg, (880 s breaks the chain), 10 s of 200.
        let expected: Double = (110.0 * 60 + 130.0 * 60 + 200.0 * 10) / 130.0
        XCTAssertEqual(hr.average, expected, accuracy: 1e-9)
        XCTAssertEqual(hr.minimum, 100)
        XCTAssertEqual(hr.maximum, 200)
        XCTAssertNil(SwimStats.heartRate([]))
        XCTAssertEqual(SwimStats.heartRate(samples([(5, 90)]))?.average, 90)
    }

    func testMaximumHeartRateAndComparisons() {
        XCTAssertEqual(SwimStats.paceDifference(110, monthPace: 100)!, 10, accuracy: 1e-9, "a slower pace is +")
        XCTAssertEqual(SwimStats.paceText(102), "1:42")
        XCTAssertEqual(SwimStats.durationText(3930), "1:05:30")
    }

    func testTwoSwimsOnADayCountOnceInStreaksAndTotals() {
        let day = LocalDate(iso: "2026-11-20")!
        let swims = [0, 1].map {
            Swim(
                id: Int64($0), startedAt: .init(timeIntervalSince1970: Double($0)), date: day, durationSeconds: 1800,
                distanceMeters: 1000, activeKcal: 200, location: .pool, lapLengthMeters: 25, source: .manual, strokes: nil)
        }
        let totals = SwimStats.Totals(swims)
        XCTAssertEqual(totals.swims, 2)
        XCTAssertEqual(totals.days, 1)
        XCTAssertEqual(totals.pace, 180)
        XCTAssertEqual(Streaks.from(days: swims.map(\.date), today: day.adding(days: 1)), Streaks(current: 1, best: 1))
        XCTAssertNil(SwimStats.Totals([]).perSwimDay, "no swims: no average, not an invented one")
    }
}
