import Foundation
import XCTest
@testable import TrackerKit

/// Issue 19 part 2: weight histories from other apps, on fixtures written from each app's
/// documented export (docs/import.md cites the source of each layout).
final class WeightHistoryTests: XCTestCase {
    let today = LocalDate(iso: "2026-11-21")!

    private func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)"))
    }

    private func read(_ text: String, unit: WeightUnit = .kg) throws -> WeightHistory {
        try WeightHistoryReader.read(Data(text.utf8), defaultUnit: unit, today: today)
    }

    private func problems(_ text: String) -> [String] {
        do { _ = try read(text); return [] } catch let error as WeightHistoryError { return error.problems } catch { return ["\(error)"] }
    }

    private func days(_ history: WeightHistory) -> [String] {
        history.readings.map { "\($0.date.iso) \(Format.trimmed($0.kg, maxPlaces: 2))" }
    }

    func testKCountDaysCSVWithUnitsInTheCellsAndCommasInTheFoodLog() throws {
        let history = try WeightHistoryReader.read(try fixture("kcount-days.csv"), defaultUnit: .kg, today: today)
        XCTAssertEqual(history.layout, .kCountDays)
        XCTAssertEqual(days(history), ["2025-08-25 72.3", "2025-08-26 72.3"], "159.4 lbs is 72.3 kg")
        XCTAssertEqual(history.skipped, 1, "weight 0.0 is a day without a weight")
    }

    func testKCountJSON() throws {
        let history = try WeightHistoryReader.read(try fixture("kcount-days.json"), defaultUnit: .lb, today: today)
        XCTAssertEqual(history.layout, .kCountJSON)
        XCTAssertEqual(days(history), ["2025-08-25 72.3", "2025-08-27 71.9"], "K-Count stores kg whatever the user's unit")
        XCTAssertEqual(history.skipped, 1)
        XCTAssertEqual(problems(#"[{"date":"2025-08-25","weight":true},{"date":"25/08/2025","weight":70},{"date":"2025-08-26","weight":1e300},7]"#).count, 4)
    }

    func testOpenScaleKeepsTheDaysLatestWeighIn() throws {
        let history = try WeightHistoryReader.read(try fixture("openscale.csv"), defaultUnit: .lb, today: today)
        XCTAssertEqual(history.layout, .openScale)
        XCTAssertEqual(days(history), ["2025-08-25 71.8", "2025-08-26 72"], "kg, the evening weigh-in of the 25th is the latest")
        XCTAssertEqual(history.sameDay, 1)
        let unquoted = try read("dateTime,weight,fat,water,muscle,comment\n26.08.2025 07:31,72.0,21,55,38,\n")
        XCTAssertEqual(days(unquoted), ["2025-08-26 72"])
    }

    func testGenericWithBOMSemicolonsCRLFCommaDecimalsAndUnits() throws {
        let history = try WeightHistoryReader.read(try fixture("generic-semicolon.csv"), defaultUnit: .kg, today: today)
        XCTAssertEqual(history.layout, .generic)
        XCTAssertEqual(days(history), ["2025-08-25 72.3", "2025-08-26 72.3", "2025-08-27 71.9"])
        XCTAssertEqual(history.skipped, 2)
        XCTAssertEqual(days(try read("date,weight\n2025-01-05,72,4\n2025-01-06,72.1\n")), ["2025-01-05 72.4", "2025-01-06 72.1"])
        XCTAssertEqual(days(try read("Date,Weight (lb)\r2025-01-05,160\r")), ["2025-01-05 72.57"], "unit from the header; CR line ends")
        XCTAssertEqual(days(try read("date,weight\n2025-01-05,160\n", unit: .lb)), ["2025-01-05 72.57"], "no unit anywhere: the user's")
        XCTAssertEqual(days(try read("date,weight\n21 Nov 2026,70\nFri 20 Nov 2026,71\n")), ["2026-11-20 71", "2026-11-21 70"], "Tracker's own date format")
        XCTAssertEqual(days(try read("date,weight\n2026-11-19T07:30:00Z,70\n")), ["2026-11-19 70"], "ISO 8601 with a time")
    }

    func testFilesWithoutAHeader() throws {
        XCTAssertEqual(days(try read("2026-11-19,72.5\n2026-11-20,72,3\n")), ["2026-11-19 72.5", "2026-11-20 72.3"])
        XCTAssertEqual(days(try read("2026-11-19,160,lb\n2026-11-20,72,kg\n")), ["2026-11-19 72.57", "2026-11-20 72"])
        let old = try read("19.11.2026 07:30,72.5,21.0,55.0,38.0,\n20.11.2026 07:30,72.0,21.0,55.0,38.0,after run\n", unit: .lb)
        XCTAssertEqual(old.layout, .openScale, "openScale 1.2's headerless export")
        XCTAssertEqual(days(old), ["2026-11-19 72.5", "2026-11-20 72"])
    }

    func testTrackersOwnDaysCSV() throws {
        let history = try read("date,weight_kg,weight,weight_unit,memo,entries\r\n2026-11-20,72.4,159.6,lb,\"Slept, badly\",2\r\n2026-11-21,,,,,1\r\n")
        XCTAssertEqual(history.layout, .tracker)
        XCTAssertEqual(days(history), ["2026-11-20 72.4"])
    }

    func testBadLinesAreNamedAndRefuseTheWholeFile() {
        let found = problems("date,weight\n2025-01-01,72\n2025-01-02,1e300\n2025-02-30,70\n2025-01-04,abc\n2027-01-01,70\n2025-01-06,0\n1899-12-31,70\n")
        XCTAssertEqual(found.count, 6, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("line 3: "), found[0])
        XCTAssertTrue(found[1].hasPrefix("line 4: “2025-02-30” is not a date"), found[1])
        XCTAssertTrue(found[3].contains("in the future"), found[3])
        XCTAssertEqual(problems("date,weight\n2025-01-01,72,kg,extra\n"), [], "extra columns are ignored")
        XCTAssertEqual(problems("date,weight,unit\n2025-01-01,72,stone\n"), ["line 2: “stone” is not a unit (kg or lb)"])
    }

    func testFilesThatAreNoWeightHistory() {
        XCTAssertEqual(problems(""), ["the file is empty"])
        XCTAssertEqual(problems("date,weight\n"), ["the file holds no weights (0 rows without one)"])
        XCTAssertTrue(problems("Name, Calories, Serving Type\nOats,150.0,cup\n")[0].contains("foods.csv"))
        XCTAssertTrue(problems("a,b,c\n1,2,3\n")[0].contains("none of the layouts"))
        XCTAssertTrue(problems("{\"days\": []}")[0].contains("none of the layouts") || problems("{\"days\": []}")[0].contains("JSON"))
        XCTAssertThrowsError(try WeightHistoryReader.read(Data([0xFF, 0xFE, 0x64, 0x00]), defaultUnit: .kg, today: today))
        XCTAssertThrowsError(try WeightHistoryReader.read(Data([0x64, 0x61, 0xC3, 0x28]), defaultUnit: .kg, today: today), "not UTF-8")
    }

    func testHostileTextInCellsIsQuotedShortNotEchoedWhole() {
        let hostile = "\u{1B}]0;pwned\u{07}" + String(repeating: "x", count: 5000)
        let found = problems("date,weight\n\(hostile),70\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertLessThan(found[0].count, 120, "a 5000-character cell is cut in the message")
    }

    func testAWrongFileIsRefusedWithoutReadingItAll() {
        XCTAssertEqual(problems(String(repeating: "x", count: 20_000)), ["line 1 is longer than 10000 characters: this is no history file"])
        let found = problems("date,weight\n" + String(repeating: "2020-01-01,abc\n", count: 5000))
        XCTAssertEqual(found.count, 100, "reading stops at 100 problems")
        XCTAssertTrue("\(WeightHistoryError(found))".hasSuffix("and 90 more problems (reading stopped there)"))
    }

    func testATenYearFileReadsQuickly() throws {
        var text = "dateTime,weight\n"
        let start = today.adding(days: -3649)
        for day in 0..<3650 { text += "\(start.adding(days: day).iso) 07:30,\(70 + Double(day % 50) / 10)\n" }
        let history = try read(text)
        XCTAssertEqual(history.readings.count, 3650)
        XCTAssertEqual(history.readings.last?.date, today)
    }

    func testImportAddsKeepsOrReplacesInOneTransaction() throws {
        let db = try AppDatabase.inMemory()
        try db.logWeight(80, on: LocalDate(iso: "2025-01-02")!)
        try db.logWeight(72, on: LocalDate(iso: "2025-01-03")!)
        let history = try read("date,weight\n2025-01-01,71\n2025-01-02,70\n2025-01-03,72.001\n")
        let plan = try db.planWeightImport(history, replace: false)
        XCTAssertEqual(plan.added.map(\.date.iso), ["2025-01-01"])
        XCTAssertEqual(plan.conflicts.map { "\($0.reading.date.iso) \($0.existingKg)→\($0.reading.kg)" }, ["2025-01-02 80.0→70.0"])
        XCTAssertEqual(plan.unchanged, 1)
        XCTAssertEqual(try db.weights().count, 2, "a plan writes nothing")
        try db.importWeights(history, replace: false)
        XCTAssertEqual(try db.weights().map(\.kg), [71, 80, 72], "the day already logged keeps its weight")
        let replaced = try db.importWeights(history, replace: true)
        XCTAssertEqual(replaced.written, 1)
        XCTAssertEqual(try db.weights().map(\.kg), [71, 70, 72])
        _ = try db.undo()
        XCTAssertEqual(try db.weights().map(\.kg), [71, 80, 72], "undo takes a whole import back")
        _ = try db.undo()
        XCTAssertEqual(try db.weights().map(\.kg), [80, 72])
    }
}
