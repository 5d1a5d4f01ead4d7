import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// `tracker expenditure`, and the budget in `tracker day show` and `tracker progress`.
final class EnergyCommandTests: XCTestCase {
    private var path: String!
    private let today = LocalDate(iso: "2026-11-21")!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-energy-\(UUID().uuidString).sqlite"
        let db = try AppDatabase.openFresh(path: path)
        try db.saveProfile(
            Profile(
                name: "A", sex: .female, birthDate: LocalDate(iso: "1990-01-01"), heightCm: 170,
                goalWeightKg: 65, activityLevel: .light))
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private func log(days: Int, kcal: Double = 2000) throws {
        let db = try AppDatabase.open(path: path)
        for offset in 0..<days {
            try db.logWeight(80, on: today.adding(days: -offset))
            try db.addQuickEntry(label: "Meal", kcal: kcal, on: today.adding(days: -offset))
        }
    }

    func testExpenditureSaysHowManyMoreDaysItNeeds() throws {
        try log(days: 10)
        let text = try trackerOutput(["expenditure"], db: path)
        XCTAssertTrue(text.contains("needs 4 more days of logging (10 of 28 days have food; 14 needed)"), text)
        let json = try JSONSerialization.jsonObject(with: Data(try trackerOutput(["expenditure", "--format", "json"], db: path).utf8)) as? [String: Any]
        XCTAssertEqual(json?["moreDaysNeeded"] as? Int, 4)
        XCTAssertEqual(json?["status"] as? String, "needs more days of logging")
        XCTAssertEqual(trackerExitCode(["expenditure", "--days", "7"], db: path), 2, "a window under 14 days is refused")
    }

    func testExpenditureMeasuredOverTheWindow() throws {
        try log(days: 40)
        let json =
            try JSONSerialization.jsonObject(with: Data(try trackerOutput(["expenditure", "--days", "35", "--format", "json"], db: path).utf8))
            as? [String: Any]
        XCTAssertEqual(json?["measuredKcal"] as? Double, 2000, "a steady weight on 2,000 kcal a day")
        XCTAssertEqual(json?["loggedDays"] as? Int, 35)
        XCTAssertEqual(json?["kcalPerKg"] as? Double, 7700)
        let text = try trackerOutput(["expenditure"], db: path)
        XCTAssertTrue(text.contains("Measured     2000 ± "), text)
        XCTAssertTrue(text.contains(" kcal (95 % range; 2026-10-25 to 2026-11-21, 28 weigh-ins)"), text)
        XCTAssertEqual(json?["status"] as? String, "measured")
        XCTAssertEqual(json?["usable"] as? Bool, true)
    }

    func testDayShowAndProgressGiveTheBudgetAndWhatRemains() throws {
        try log(days: 3, kcal: 1000)
        XCTAssertEqual(trackerExitCode(["settings", "set", "diet.pace", "1"], db: path), 0)
        let formula = try XCTUnwrap(Energy.maintenance(profile: try XCTUnwrap(AppDatabase.open(path: path).profile()), weightKg: 80, on: today))
        let budget = Int((formula - 500).rounded())
        let day = try trackerOutput(["day", "show"], db: path)
        XCTAssertTrue(day.contains("Budget       \(budget) kcal: −0.45 kg/wk"), day)
        XCTAssertTrue(day.contains("Remaining    \(budget - 1000) kcal"), day)
        let progress = try trackerOutput(["progress"], db: path)
        XCTAssertTrue(progress.contains("Remaining    \(budget - 1000) kcal"), progress)
        XCTAssertTrue(progress.contains("Maintenance  formula \(Int(formula.rounded())) kcal · measured: log 11 more days"), progress)
        let json = try JSONSerialization.jsonObject(with: Data(try trackerOutput(["progress", "--format", "json"], db: path).utf8)) as? [String: Any]
        let maintenance = json?["maintenance"] as? [String: Any]
        XCTAssertEqual(maintenance?["pace"] as? String, "1")
        XCTAssertEqual(maintenance?["source"] as? String, "formula")
        XCTAssertEqual((maintenance?["measured"] as? [String: Any])?["moreDaysNeeded"] as? Int, 11)
        let dayJSON = try JSONSerialization.jsonObject(with: Data(try trackerOutput(["day", "show", "--format", "json"], db: path).utf8)) as? [String: Any]
        XCTAssertEqual(dayJSON?["budgetKcal"] as? Double ?? 0, (formula - 500) * 10 / 10, accuracy: 0.05)
    }

    func testOneRoundingRuleInTheAppAndTheCommandLine() throws {
        let db = try AppDatabase.open(path: path)
        try db.logWeight(56.65, on: today)
        let list = try trackerOutput(["weight", "list"], db: path)
        XCTAssertTrue(list.contains("56.7"), list)
        XCTAssertTrue(try trackerOutput(["day", "show"], db: path).contains("Weight       56.7 kg"))
    }

    func testWeightAddRefusesATenfoldWeightUnlessTold() throws {
        let db = try AppDatabase.open(path: path)
        try db.logWeight(82.2, on: today.adding(days: -1))
        XCTAssertEqual(trackerExitCode(["weight", "add", "822"], db: path), 2, "822 typed for 82.2 is not kept silently")
        XCTAssertNil(try db.dayDetail(today).weightKg)
        XCTAssertEqual(trackerExitCode(["weight", "add", "81.9"], db: path), 0)
        XCTAssertEqual(trackerExitCode(["weight", "add", "822", "--yes"], db: path), 0)
        XCTAssertEqual(try db.dayDetail(today).weightKg, 822)
    }

    /// QA: retyping a day's weight, or logging a day before the earlier weights, skipped the check.
    func testTheCheckUsesTheNearestWeightOnAnyDayElseTheDaysOwn() throws {
        let db = try AppDatabase.open(path: path)
        try db.logWeight(56.65, on: today)
        XCTAssertEqual(trackerExitCode(["weight", "add", "566"], db: path), 2, "the day's own weight when there is no other")
        try db.logWeight(82.2, on: today.adding(days: -5))
        try db.logWeight(82.2, on: today.adding(days: -3))
        XCTAssertEqual(trackerExitCode(["weight", "add", "822", "--date", "-10"], db: path), 2, "a later weight is a neighbour too")
        XCTAssertNil(try db.dayDetail(today.adding(days: -10)).weightKg)
        XCTAssertEqual(trackerExitCode(["weight", "add", "82.4", "--date", "-10"], db: path), 0)
    }

    /// QA: a refusal by TrackerKit's rules exited 1 (a weight before the birth date); csv was offered and refused.
    func testARuleRefusalIsBadInputAndHelpOffersOnlyWhatIsTaken() throws {
        XCTAssertEqual(trackerExitCode(["profile", "set", "--birth-date", "1990-01-01"], db: path), 0)
        XCTAssertEqual(trackerExitCode(["weight", "add", "60", "--date", "1989-12-31"], db: path), 2)
        XCTAssertFalse(TrackerCommand.helpMessage(for: ExpenditureCommand.self).contains("csv"))
    }

    func testProfileGoalWithinKCountsLimits() throws {
        XCTAssertEqual(trackerExitCode(["profile", "set", "--goal", "1"], db: path), 2)
        XCTAssertEqual(trackerExitCode(["profile", "set", "--goal", "52"], db: path), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).profile()?.goalWeightKg, 52)
    }
}

/// QA: an archived food was a dead end on the command line ("no food named", yet "already exists").
final class ArchivedFoodCommandTests: XCTestCase {
    func testArchivedFoodsCanBeListedAndRestored() throws {
        let path = NSTemporaryDirectory() + "tracker-archived-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let db = try AppDatabase.open(path: path)
        let banana = try db.addFood(Food(name: "Banana", kcalPerServing: 100))
        try db.archiveFood(try XCTUnwrap(banana.id))
        XCTAssertEqual(trackerExitCode(["eat", "banana"], db: path), 2)
        XCTAssertTrue(try trackerOutput(["food", "list", "--archived"], db: path).contains("Banana  100.0  serving  yes"))
        XCTAssertEqual(trackerExitCode(["food", "restore", "ban"], db: path), 0)
        XCTAssertEqual(trackerExitCode(["eat", "banana"], db: path), 0)
    }
}

/// Issue 25.8: `food archive` keeps a food's entries, and `food delete` offers it before --force.
final class FoodArchiveCommandTests: XCTestCase {
    func testArchiveKeepsTheEntriesAndDeleteOffersItFirst() throws {
        let path = NSTemporaryDirectory() + "tracker-archive-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let db = try AppDatabase.open(path: path)
        let day = LocalDate(iso: "2026-11-20")!
        let cereal = try db.addFood(Food(name: "Old cereal", kcalPerServing: 120))
        try db.addEntry(foodId: try XCTUnwrap(cereal.id), servings: 2, on: day)
        do {
            var command = try TestCommandParse.checked(["food", "delete", "old", "--db", path])
            try command.runAtTestTime()
            XCTFail("refused without --force")
        } catch {
            let message = "\(error)"
            let archive = try XCTUnwrap(message.range(of: "tracker food archive 'Old cereal'"), message)
            let force = try XCTUnwrap(message.range(of: "--force"), message)
            XCTAssertLessThan(archive.lowerBound, force.lowerBound, "archive is offered first: \(message)")
        }
        XCTAssertEqual(trackerExitCode(["food", "archive", "old"], db: path), 0)
        XCTAssertEqual(try db.foods().map(\.name), [], "out of the lists")
        XCTAssertEqual(try db.dayDetail(day).eatenKcal, 240, "its entries stay")
        XCTAssertTrue(try trackerOutput(["food", "list", "--archived"], db: path).contains("Old cereal"))
    }
}
