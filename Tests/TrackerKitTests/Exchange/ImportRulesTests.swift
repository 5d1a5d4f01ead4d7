import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// Issue 13 #5 and #7: every import keeps the shared rules. Out-of-range values are skipped and
/// counted, never stored; the user's own export of what was imported can always be restored.
final class ImportRulesTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!

    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    /// Imports the modern fixture with one text swapped (written to a temporary file for the importer).
    private func importModern(replacing text: String, with replacement: String, into db: AppDatabase) throws -> HealthImportSummary {
        let xml = try String(contentsOfFile: fixture("modern.xml"), encoding: .utf8).replacingOccurrences(of: text, with: replacement)
        let path = NSTemporaryDirectory() + "modern-variant-\(UUID().uuidString).xml"
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        return try AppleHealthImporter.run(path: path, into: db, today: today)
    }

    func testOutOfRangeHealthValuesAreSkippedCountedAndNeverStored() throws {
        let db = try AppDatabase.inMemory()
        let summary = try AppleHealthImporter.run(path: fixture("out-of-range.xml"), into: db, today: today)
        // weights 1e300, year 1, year 9999; food energy 1e300; heart rates 1e300 and -5; a 1e300 m
        // distance record; 1e30 strokes; in the kept swim the pool of -25 m, 1e300 kcal,
        // a SWOLF of 1e300 and a lap of 1e300 minutes; three whole swims (1e300 m, -100 m, 1e300 min).
        XCTAssertEqual(summary.outOfRangeSkipped, 15)
        XCTAssertTrue(summary.lines.contains("Skipped: 15 records out of range (never stored)"), "\(summary.lines)")
        XCTAssertTrue(summary.lines.contains("Birth date: 9999-12-31 not used (the profile takes ages 16 to 100)"), "\(summary.lines)")
        XCTAssertEqual(summary.swimsAdded, 1)
        XCTAssertEqual(summary.swimsAlreadyThere, 0, "a refused swim is not counted as already imported")
        XCTAssertEqual(summary.weightsAdded, 1)
        XCTAssertEqual(summary.dietaryDays, 0)
        XCTAssertNil(try db.profile()?.birthDate, "a birth date in 9999 is not used")

        let swim = try XCTUnwrap(db.swims().first)
        XCTAssertEqual(swim.distanceMeters, 50)
        XCTAssertNil(swim.activeKcal)
        XCTAssertNil(swim.lapLengthMeters)
        XCTAssertEqual(swim.strokes, 20, "the 1e30 record is left out, the other counts")
        let detail = try XCTUnwrap(db.swimDetail(id: swim.id))
        XCTAssertEqual(detail.laps.map(\.swolf), [nil])
        XCTAssertEqual(detail.heartRate.map(\.bpm), [140])

        let exported = try db.exportDocument().encoded()
        let restored = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: exported, into: restored, today: today)
        XCTAssertEqual(try restored.exportDocument().encoded(), exported, "what was imported can be exported and restored")
    }

    func testAStrokeCountTooLargeForAnIntegerDoesNotCrashTheImport() throws {
        let db = try AppDatabase.inMemory()
        let summary = try importModern(replacing: "value=\"18\"", with: "value=\"1e30\"", into: db)
        XCTAssertEqual(summary.outOfRangeSkipped, 1)
        XCTAssertEqual(try db.swims().first?.strokes, 37, "20 + 17: the 1e30 record is left out")
    }

    /// A real export (Export Version 11, Japan, 2020) gives the export day as the birth date: age 6.
    func testABirthDateGivingAnAgeUnder16IsNotUsedAndSaidSo() throws {
        let db = try AppDatabase.inMemory()
        let summary = try importModern(replacing: "1988-04-12", with: "2026-11-20", into: db)
        XCTAssertNil(try db.profile()?.birthDate)
        XCTAssertEqual(summary.profileFilled, ["your sex"])
        XCTAssertEqual(summary.birthDateNotUsed?.iso, "2026-11-20")
    }

    func testAFailedWriteOfTheHeartRateSpillFailsTheWholeImport() throws {
        var calls = 0
        let spill = try HeartRateSpill(write: { descriptor, bytes, count in
            calls += 1
            if calls == 1 { return Glibc.write(descriptor, bytes, count / 2) }  // a short write is continued
            errno = ENOSPC
            return -1
        })
        for index in 0..<12_000 { spill.append(seconds: Double(index), bpm: 60) }  // more than one buffer
        XCTAssertThrowsError(try spill.forEach { _, _ in }) { error in
            XCTAssertTrue("\(error)".contains("No space left on device"), "\(error)")
            XCTAssertTrue("\(error)".contains("Nothing was imported"), "\(error)")
        }
    }

    func testTheSpillReadsBackEverySampleItWrote() throws {
        let spill = try HeartRateSpill(write: { descriptor, bytes, count in Glibc.write(descriptor, bytes, min(count, 1000)) })
        for index in 0..<20_000 { spill.append(seconds: Double(index), bpm: Float(index % 200)) }
        var seen: [Double] = []
        try spill.forEach { seconds, _ in seen.append(seconds) }
        XCTAssertEqual(seen, (0..<20_000).map(Double.init), "short writes are continued, nothing lost")
    }

    func testJSONImportAppliesTheSameNameRulesAndNormalisesToNFC() throws {
        func document(foodName: String) -> Data {
            let text = """
                {"formatVersion": 1, "application": "tracker", "settings": {}, "foods": [{"name": \(foodName), "kcalPerServing": 100, "serving": "piece"}],
                 "days": [], "exercises": [], "workouts": [], "counters": [], "pads": [], "swims": []}
                """
            return Data(text.utf8)
        }
        for hostile in [#""Evil\u001b]52;c;aGk=\u0007""#, #""Right\u202eto left""#, #""Line\nbreak""#, #""Next\u0085line""#] {
            let db = try AppDatabase.inMemory()
            XCTAssertThrowsError(try JSONImporter.run(data: document(foodName: hostile), into: db, today: today), hostile) { error in
                XCTAssertTrue("\(error)".hasPrefix("foods[0].name:"), "\(error)")
            }
            XCTAssertEqual(try db.foodCount(), 0)
        }
        let db = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: document(foodName: #""  Cafe\u0301 ""#), into: db, today: today)
        XCTAssertEqual(try db.foods().map(\.name), ["Caf\u{E9}"], "trimmed and stored precomposed")
        XCTAssertNotNil(try db.food(named: "CAF\u{C9}"))
    }

    /// A food entry may carry its own calories (format 2: as logged), but not impossible ones.
    func testAFoodEntryWithImpossibleCaloriesIsNamedByItsPathNotBySQLite() throws {
        let text = """
            {"formatVersion": 2, "application": "tracker", "settings": {}, "foods": [{"name": "Oats", "kcalPerServing": 150, "serving": "cup"}],
             "days": [{"date": "2026-11-20", "entries": [{"food": "Oats", "servings": 1, "kcal": 300000}]}],
             "exercises": [], "workouts": [], "counters": [], "pads": [], "swims": []}
            """
        let db = try AppDatabase.inMemory()
        XCTAssertThrowsError(try JSONImporter.run(data: Data(text.utf8), into: db, today: today)) { error in
            XCTAssertTrue("\(error)".hasPrefix("days[0].entries[0].kcal:"), "\(error)")
            XCTAssertFalse("\(error)".contains("SQLite"), "\(error)")
        }
    }

    /// If a record ever gets past the validator, the database's refusal still names its JSON path
    /// (it used to print "SQLite error 19: CHECK constraint failed … INSERT …").
    func testARefusalByTheDatabaseNamesTheJSONPathNotTheSQL() throws {
        let swim = ExportDocument.SwimJSON(
            startedAt: "2026-11-20T07:00:00.000Z", date: "2026-11-20", durationSeconds: -5, distanceMeters: 100,
            activeKcal: nil, location: nil, lapLengthMeters: nil, source: "manual", strokes: nil,
            laps: [], metersByStroke: [:], heartRate: [])
        let db = try AppDatabase.inMemory()
        // Straight to the writer, past the validator.
        XCTAssertThrowsError(
            try db.write { db in
                let writer = try Writer(db: db, merge: false)
                try JSONImporter.naming(writer) { try writer.swim(swim, at: 0) }
            }
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix("swims[0]: refused by the database"), "\(error)")
            XCTAssertFalse("\(error)".contains("INSERT"), "\(error)")
        }
        XCTAssertEqual(try db.swims().count, 0)
    }

    /// QA findings: numbers that are in no range a person reaches, and texts that break lines.
    func testImplausibleSwimsWeightsOffsetsAndSeparatorsAreRefused() throws {
        let db = try AppDatabase.inMemory()
        let day = LocalDate(iso: "2026-11-20")!, now = Date(timeIntervalSince1970: 1_795_262_400)
        XCTAssertThrowsError(try db.logWeight(0.0001, on: day), "it showed as 0.0 kg with a BMI of 0")
        if case .success = Input.weight("0.0001", unit: .kg) { XCTFail("the form took 0.0001 kg") }
        XCTAssertThrowsError(try db.addSwim(on: day, minutes: 0.017, meters: 100_000, at: now), "100 km in a second")
        XCTAssertThrowsError(try db.addSwim(on: day, minutes: 1, meters: 0.001, at: now), "pace 100000:00/100 m")
        XCTAssertThrowsError(try db.addSwim(on: day, minutes: 30, meters: 1000, poolLength: 0.01, at: now), "a 1 cm pool")
        XCTAssertNoThrow(try db.addSwim(on: day, minutes: 30, meters: 1500, poolLength: 25, at: now))
        XCTAssertNil("2026-11-19 07:00:00 +9999".withCString { HealthValues.date($0) }, "no zone is 99 hours off")
        XCTAssertNotNil("2026-11-19 07:00:00 +1400".withCString { HealthValues.date($0) })
        XCTAssertNil("2026-11-19 07:00:00 +1459".withCString { HealthValues.date($0) }, "+14:59 is past the last zone")
        XCTAssertThrowsError(try db.addSwim(on: day, minutes: 0.01, meters: 1, at: now), "a swim of 0.6 s")
        XCTAssertThrowsError(try Input.name("Line\u{2028}separator", .counter).get())
        XCTAssertEqual(try Input.memo("one\u{2028}two\u{2029}three").get(), "one\ntwo\nthree")
    }

    /// QA: a swim whose start is years from its date imported, and `swim list` then disagreed with itself.
    func testASwimStartingFarFromItsDateIsNamedByItsPath() throws {
        let source = try AppDatabase.inMemory()
        try source.addSwim(on: LocalDate(iso: "2026-11-16")!, minutes: 30, meters: 1000, at: Date(timeIntervalSince1970: 1_795_262_400))
        var document = try source.exportDocument()
        for start in ["9999-12-31T07:00:00.000Z", "0001-01-01T07:00:00.000Z", "2026-11-19T07:00:00.000Z"] {
            document.swims[0].startedAt = start
            XCTAssertThrowsError(try JSONImporter.run(data: document.encoded(), into: AppDatabase.inMemory(), today: today), start) { error in
                XCTAssertTrue("\(error)".hasPrefix("swims[0].startedAt: \(start) is more than a day from the swim's date 2026-11-16"), "\(error)")
            }
        }
        document.swims[0].startedAt = "2026-11-16T23:30:00.000Z"  // a swim at 00:30 in Berlin is on the next UTC day's eve
        XCTAssertNoThrow(try JSONImporter.run(data: document.encoded(), into: AppDatabase.inMemory(), today: today))
    }

    func testTheStoreRefusesOutOfRangeValuesWhateverCallsIt() throws {
        let db = try AppDatabase.inMemory()
        let day = LocalDate(iso: "2026-11-20")!
        for value in [0, -1, 1e300, .infinity, .nan, 1000.5] {
            XCTAssertThrowsError(try db.logWeight(value, on: day), "\(value)")
        }
        XCTAssertThrowsError(try db.addFood(Food(name: "Air", kcalPerServing: .infinity, serving: .piece)))
        XCTAssertThrowsError(try db.saveProfile(Profile(heightCm: 1e300)))
        XCTAssertThrowsError(try db.saveProfile(Profile(name: "A\u{202E}B")))
        XCTAssertThrowsError(try db.setMemo("Clear \u{1B}[2J", on: day))
        XCTAssertThrowsError(try db.addCounter(name: "Tab\u{0009}Name", at: CounterClock(now: Date(), today: day)))
        XCTAssertThrowsError(try db.addQuickEntry(label: "Esc\u{1B}", kcal: 100, on: day))
        try db.setMemo("두 줄\n二行\tok", on: day)
        XCTAssertEqual(try db.dayDetail(day).memo, "두 줄\n二行\tok", "line breaks and tabs are fine in a memo")
        XCTAssertEqual(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM day WHERE weightKg IS NOT NULL") }, 0)
    }
}
