import Foundation
import XCTest
@testable import TrackerKit

/// Issue 25.1: K-Count's history is its food. Its days JSON brings each entry (foods created once, each
/// entry with the calories it was logged with), its days.csv each day's Total Calories; days with food keep yours.
final class KCountFoodHistoryTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    private func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)"))
    }

    func testTheJSONBringsEveryEntryWithItsCalories() throws {
        let history = try WeightHistoryReader.read(try fixture("kcount-days-food.json"), defaultUnit: .kg, today: today)
        XCTAssertEqual(history.readings.count, 2)
        XCTAssertEqual(history.foodDays.map(\.date.iso), ["2025-08-25", "2025-08-26", "2025-08-27"], "a day without a weight still has its food")
        XCTAssertEqual(history.zeroKcalEntries, 1, "water at 0 kcal is counted, not refused")
        let db = try AppDatabase.inMemory()
        try db.addFood(Food(name: "Oats", kcalPerServing: 140, serving: .cup))
        let plan = try db.importWeights(history, replace: false)
        XCTAssertEqual(plan.food.added.count, 3)
        XCTAssertEqual(plan.food.newFoods, ["Pizza, margherita", "Apple"], "Oats exists already (any case): not created again")
        let first = try db.dayDetail(LocalDate(iso: "2025-08-25")!)
        XCTAssertEqual(first.entries.map(\.title), ["Oats", "Pizza, margherita"])
        XCTAssertEqual(first.entries.map(\.kcal), [300, 405], "150 × 2 and 270 × 1.5, as K-Count logged them")
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2025-08-26")!).entries.map(\.kcal), [165], "the entry keeps K-Count's 165, not the food's 140")
        XCTAssertEqual(try db.food(named: "oats")?.kcalPerServing, 140, "your food keeps its calories")
        XCTAssertEqual(try db.food(named: "pizza, margherita")?.serving, .serving, "“slice” is no Tracker serving type")
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2025-08-27")!).eatenKcal, 156)
    }

    func testADayThatHasFoodKeepsItAndTheDryRunSaysSo() throws {
        let history = try WeightHistoryReader.read(try fixture("kcount-days-food.json"), defaultUnit: .kg, today: today)
        let db = try AppDatabase.inMemory()
        try db.addQuickEntry(label: "Lunch", kcal: 600, on: LocalDate(iso: "2025-08-25")!)
        let plan = try db.planWeightImport(history, replace: false)
        let lines = plan.lines(history: history, unit: .kg, dryRun: true, replaceHint: "--replace takes the file's")
        XCTAssertTrue(lines.contains("K-Count JSON: 2 days with a weight, 3 with food (1 without a weight)."), "\(lines)")
        XCTAssertTrue(lines.contains("Would add 2 days of food (2 entries), creating 2 foods."), "\(lines)")
        XCTAssertTrue(lines.contains("1 day already has food and keeps yours:"), "\(lines)")
        XCTAssertTrue(lines.contains("  2025-08-25: 705 kcal in the file (day 1) not added"), "\(lines)")
        XCTAssertTrue(lines.contains("1 food entry of 0 kcal left out (Tracker's entries have calories)."), "\(lines)")
        XCTAssertEqual(try db.dayCount(), 1, "a dry run writes nothing")
        try db.importWeights(history, replace: false)
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2025-08-25")!).entries.map(\.title), ["Lunch"])
        XCTAssertEqual(try db.undo(), .undone("importing K-Count JSON"))
        XCTAssertEqual(try db.foods().map(\.name), [], "one undo takes the whole import back, foods too")
    }

    func testDaysCSVBringsEachDaysTotalAsOneEntry() throws {
        let history = try WeightHistoryReader.read(try fixture("kcount-days.csv"), defaultUnit: .kg, today: today)
        XCTAssertEqual(history.foodDays.map(\.date.iso), ["2025-08-25", "2025-08-27"], "0.0 Total Calories is no food")
        let db = try AppDatabase.inMemory()
        try db.importWeights(history, replace: false)
        let day = try db.dayDetail(LocalDate(iso: "2025-08-25")!)
        XCTAssertEqual(day.entries.map(\.title), ["K-Count total"])
        XCTAssertEqual(day.eatenKcal, 1850)
        XCTAssertEqual(try db.foods(), [], "a total is a quick-add, no food")
    }

    func testABadEntryRefusesTheFileNamingIt() throws {
        let text = #"[{"date":"2025-08-25","foodEntries":[{"food":{"calories":1e300,"name":"Oats","servingType":"cup"},"servingSize":2}],"weight":72.3}]"#
        XCTAssertThrowsError(try WeightHistoryReader.read(Data(text.utf8), defaultUnit: .kg, today: today)) { error in
            XCTAssertTrue("\(error)".contains("day 1, food entry 1: calories must be above 0 and at most 20000"), "\(error)")
        }
    }
}

/// Issue 25.13: openScale 2.x/3.x files, stray lines skipped on request, header words in six languages.
final class HistoryHeaderWordsTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    private func read(_ text: String, skip: Bool = false) throws -> WeightHistory {
        try WeightHistoryReader.read(Data(text.utf8), defaultUnit: .kg, today: today, skipBadLines: skip)
    }

    func testHeaderWordsInSixLanguages() throws {
        for header in ["datum;gewicht (kg)", "date;poids (kg)", "fecha;peso (kg)", "날짜;체중(kg)", "日付;体重 (kg)", "Datum;Gewicht"] {
            let history = try read("\(header)\n21.11.2025;72,3\n")
            XCTAssertEqual(history.readings.map(\.kg), [72.3], header)
        }
        XCTAssertEqual(try read("日付,体重 (lb)\n2025-11-21,160\n").readings.first?.kg ?? 0, 72.57, accuracy: 0.01, "the unit in the header counts")
    }

    func testOpenScaleThreeAndTwo() throws {
        // 3.x: upper-case DATE and TIME columns; 2.x: quoted, alphabetical, ISO date-times.
        let three = try read("DATE,TIME,WEIGHT,FAT\n2025-04-07,08:30:05,72.3,21.4\n2025-04-08,08:31:00,72.0,21.2\n")
        XCTAssertEqual(three.readings.map(\.kg), [72.3, 72.0])
        let two = try read(
            "\"biceps\",\"bone\",\"caliper1\",\"caliper2\",\"caliper3\",\"calories\",\"chest\",\"comment\",\"dateTime\",\"fat\",\"hip\",\"lbm\",\"muscle\",\"neck\",\"thigh\",\"visceralFat\",\"waist\",\"water\",\"weight\"\n"
                + "0.0,12.85,0.0,0.0,0.0,0.0,0.0,\"\",\"2021-04-18 11:51\",20.3,0.0,0.0,40.5,0.0,0.0,0.0,0.0,53.0,72.3\n")
        XCTAssertEqual(two.layout, .openScale)
        XCTAssertEqual(two.readings.map(\.kg), [72.3])
    }

    func testStrayLinesRefuseTheFileUnlessSkippedAndNamed() throws {
        let text = "\"dateTime\",\"weight\"\n\"25.08.2025 07:30\",\"72.3\"\n\"26.08.2025 07:30\",\"72.0\"\nopenScale 2.5.4\n"
        XCTAssertThrowsError(try read(text)) { XCTAssertTrue("\($0)".contains("line 4"), "\($0)") }
        let history = try read(text, skip: true)
        XCTAssertEqual(history.readings.count, 2)
        XCTAssertEqual(history.skippedLines.count, 1)
        XCTAssertTrue(history.skippedLines[0].hasPrefix("line 4: "), history.skippedLines[0])
        let lines = try AppDatabase.inMemory().planWeightImport(history, replace: false).lines(history: history, unit: .kg, dryRun: true, replaceHint: "")
        XCTAssertTrue(lines.contains("Skipped 1 bad line (--skip-bad-lines):"), "\(lines)")
    }
}
