import GRDB
import XCTest
@testable import TrackerKit

final class DiaryStoreTests: XCTestCase {
    private var db: AppDatabase!
    private let today = LocalDate(iso: "2026-11-21")!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
    }

    private func dayRowCount() throws -> Int {
        try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM day") ?? 0 }
    }

    func testOnboardingSavesProfileUnitsAndWeightInOneGo() throws {
        let profile = Profile(
            name: "Ana", sex: .female, birthDate: LocalDate(iso: "1990-05-01"), heightCm: 165,
            goalWeightKg: 60, activityLevel: .light)
        try db.saveProfile(
            profile, preferences: Preferences(weightUnit: .lb, heightUnit: .ftIn, firstWeekday: 7),
            weighIn: (today, 68))
        XCTAssertEqual(try db.profile(), profile)
        XCTAssertEqual(try db.preferences(), Preferences(weightUnit: .lb, heightUnit: .ftIn, firstWeekday: 7))
        XCTAssertEqual(try db.latestWeight(onOrBefore: today)?.kg, 68)
    }

    func testAFailedSaveWritesNothing() throws {
        let bad = Profile(name: "Ana", heightCm: -1)  // the CHECK constraint refuses it
        XCTAssertThrowsError(try db.saveProfile(bad, preferences: Preferences(weightUnit: .lb), weighIn: (today, 68)))
        XCTAssertNil(try db.profile())
        XCTAssertEqual(try db.preferences(), .standard)
        XCTAssertEqual(try dayRowCount(), 0)
    }

    func testOneDayRowPerDateAndTheLatestWeightIsCurrent() throws {
        try db.logWeight(72.4, on: today)
        try db.logWeight(72.1, on: today)
        try db.setMemo("Felt good", on: today)
        try db.logWeight(73, on: today.adding(days: -3))
        XCTAssertEqual(try dayRowCount(), 2)
        XCTAssertEqual(try db.latestWeight(onOrBefore: today)?.kg, 72.1)
        XCTAssertEqual(try db.latestWeight(onOrBefore: today.adding(days: -1))?.kg, 73, "the weight on or before that day")
        XCTAssertNil(try db.latestWeight(onOrBefore: today.adding(days: -4)))
        let detail = try db.dayDetail(today.adding(days: -1))
        XCTAssertNil(detail.weightKg)
        XCTAssertEqual(detail.weightForCalculations?.date, today.adding(days: -3))
    }

    func testMemoIsOptionalAndAnEmptyDayIsNotKept() throws {
        try db.setMemo("line one\nline two", on: today)
        XCTAssertEqual(try db.dayDetail(today).memo, "line one\nline two")
        try db.setMemo("   ", on: today)
        XCTAssertNil(try db.dayDetail(today).memo)
        XCTAssertEqual(try dayRowCount(), 0)
        try db.logWeight(70, on: today)
        try db.clearWeight(on: today)
        XCTAssertEqual(try dayRowCount(), 0)
    }

    func testFoodNamesAreUniqueIgnoringCaseIncludingNonASCII() throws {
        try db.addFood(Food(name: "Äpfel", kcalPerServing: 52, serving: .piece))
        XCTAssertThrowsError(try db.addFood(Food(name: "äPFEL", kcalPerServing: 60))) { error in
            XCTAssertEqual((error as? InputError)?.message, "A food named “Äpfel” already exists.")
        }
        XCTAssertThrowsError(try db.addFood(Food(name: "Bread", kcalPerServing: 0)))
        XCTAssertThrowsError(try db.addFood(Food(name: "  ", kcalPerServing: 10)))
        XCTAssertEqual(try db.foodCount(), 1)
    }

    func testFoodSearchAndSort() throws {
        for (name, kcal) in [("Banana", 105.0), ("apple", 95), ("Bagel", 245), ("Cherry pie", 300)] {
            try db.addFood(Food(name: name, kcalPerServing: kcal))
        }
        XCTAssertEqual(try db.foods(sort: .nameAscending).map(\.name), ["apple", "Bagel", "Banana", "Cherry pie"])
        XCTAssertEqual(try db.foods(sort: .nameDescending).map(\.name), ["Cherry pie", "Banana", "Bagel", "apple"])
        XCTAssertEqual(try db.foods(sort: .caloriesDescending).map(\.name), ["Cherry pie", "Bagel", "Banana", "apple"])
        XCTAssertEqual(try db.foods(matching: "BA").map(\.name), ["Bagel", "Banana"])
        XCTAssertEqual(try db.foods(matching: "pie").map(\.name), ["Cherry pie"])
    }

    func testAddingAFoodAlreadyOnTheDayAddsOrReplaces() throws {
        let rice = try db.addFood(Food(name: "Rice", kcalPerServing: 200, serving: .cup))
        try db.addEntry(foodId: rice.id!, servings: 1, on: today)
        try db.addEntry(foodId: rice.id!, servings: 0.5, on: today, ifPresent: .addServings)
        XCTAssertEqual(try db.entries(on: today).map(\.servings), [1.5])
        XCTAssertEqual(try db.entries(on: today).first?.kcal, 300)
        try db.addEntry(foodId: rice.id!, servings: 2, on: today, ifPresent: .replace)
        XCTAssertEqual(try db.entries(on: today).map(\.servings), [2])
        XCTAssertNotNil(try db.existingEntry(foodId: rice.id!, on: today))
        try db.addEntry(foodId: rice.id!, servings: 999, on: today, ifPresent: .replace)
        XCTAssertThrowsError(try db.addEntry(foodId: rice.id!, servings: 999, on: today, ifPresent: .addServings)) { error in
            XCTAssertEqual("\(error)", "That would make 1998 servings; one entry holds at most 1000.")
        }
        XCTAssertEqual(try db.entries(on: today).map(\.servings), [999], "unchanged")
    }

    func testQuickAddEditAndDelete() throws {
        try db.addQuickEntry(label: "Lunch out", kcal: 850, on: today)
        var entries = try db.entries(on: today)
        XCTAssertEqual(entries.map(\.title), ["Lunch out"])
        XCTAssertTrue(entries[0].isQuickAdd)
        try db.updateEntry(id: entries[0].id, kcal: 900)
        entries = try db.entries(on: today)
        XCTAssertEqual(entries[0].kcal, 900)
        try db.deleteEntry(id: entries[0].id)
        XCTAssertEqual(try db.entries(on: today), [])
        XCTAssertEqual(try dayRowCount(), 0)
        XCTAssertThrowsError(try db.deleteEntry(id: entries[0].id))
    }

    func testCopyingADayMergesFoodsAlreadyThere() throws {
        let yesterday = today.adding(days: -1)
        let oats = try db.addFood(Food(name: "Oats", kcalPerServing: 150))
        let egg = try db.addFood(Food(name: "Egg", kcalPerServing: 78, serving: .piece))
        try db.addEntry(foodId: oats.id!, servings: 1, on: yesterday)
        try db.addEntry(foodId: egg.id!, servings: 2, on: yesterday)
        try db.addQuickEntry(label: "Snack", kcal: 200, on: yesterday)
        try db.addEntry(foodId: egg.id!, servings: 1, on: today)
        XCTAssertEqual(try db.copyEntries(from: yesterday, to: today), 3)
        let copied = try db.entries(on: today)
        XCTAssertEqual(copied.map(\.title), ["Egg", "Oats", "Snack"])
        XCTAssertEqual(copied.map(\.servings), [3, 1, 1])
        XCTAssertEqual(try db.dayDetail(today).eatenKcal, 3 * 78 + 150 + 200)
        XCTAssertThrowsError(try db.copyEntries(from: today.adding(days: -5), to: today), "nothing to copy")
        XCTAssertThrowsError(try db.copyEntries(from: today, to: today))
    }

    func testDeletingAFoodRemovesItsEntriesAndEmptyDays() throws {
        let cake = try db.addFood(Food(name: "Cake", kcalPerServing: 400))
        let tea = try db.addFood(Food(name: "Tea", kcalPerServing: 2))
        try db.addEntry(foodId: cake.id!, servings: 1, on: today)
        try db.addEntry(foodId: cake.id!, servings: 1, on: today.adding(days: -1))
        try db.addEntry(foodId: tea.id!, servings: 1, on: today)
        let usage = try db.foodUsage(cake.id!)
        XCTAssertEqual(usage.entries, 2)
        XCTAssertEqual(usage.days, 2)
        try db.deleteFood(cake.id!)
        XCTAssertEqual(try db.entries(on: today).map(\.title), ["Tea"])
        XCTAssertEqual(try dayRowCount(), 1, "yesterday held only cake, so it is gone")
    }

    func testEditingAFoodKeepsNamesUnique() throws {
        var tea = try db.addFood(Food(name: "Tea", kcalPerServing: 2))
        try db.addFood(Food(name: "Coffee", kcalPerServing: 3))
        tea.name = "COFFEE"
        XCTAssertThrowsError(try db.updateFood(tea))
        tea.name = "Green tea"
        tea.kcalPerServing = 1
        try db.updateFood(tea)
        XCTAssertEqual(try db.food(named: "green TEA")?.kcalPerServing, 1)
    }

    func testMonthMarksAndDayList() throws {
        let oats = try db.addFood(Food(name: "Oats", kcalPerServing: 150))
        try db.logWeight(72, on: LocalDate(iso: "2026-11-02")!)
        try db.addEntry(foodId: oats.id!, servings: 2, on: LocalDate(iso: "2026-11-03")!)
        try db.setMemo("memo", on: LocalDate(iso: "2026-11-03")!)
        try db.logWeight(71, on: LocalDate(iso: "2026-10-31")!)
        let marks = try db.monthMarks(containing: today)
        XCTAssertEqual(marks.count, 2)
        XCTAssertEqual(marks[LocalDate(iso: "2026-11-02")!], DayMark(weightKg: 72, hasFood: false, hasMemo: false))
        XCTAssertEqual(marks[LocalDate(iso: "2026-11-03")!], DayMark(weightKg: nil, hasFood: true, hasMemo: true))
        XCTAssertEqual(try db.daySummaries().map(\.date.iso), ["2026-11-03", "2026-11-02", "2026-10-31"])
        XCTAssertEqual(try db.daySummaries(sort: .heaviest).map(\.date.iso), ["2026-11-02", "2026-10-31", "2026-11-03"])
        XCTAssertEqual(try db.daySummaries(matching: "2026-11").count, 2)
        XCTAssertEqual(try db.dayCount(matching: "-10-"), 1)
        XCTAssertEqual(try db.daySummaries(offset: 1, limit: 1).map(\.date.iso), ["2026-11-02"])
        XCTAssertEqual(try db.daySummaries().first?.eatenKcal, 300)
        try db.deleteDay(LocalDate(iso: "2026-11-03")!)
        XCTAssertEqual(try db.entries(on: LocalDate(iso: "2026-11-03")!), [])
        XCTAssertEqual(try db.dayCount(), 2)
    }

    func testWeightsInARange() throws {
        for (offset, kg) in [(0, 70.0), (-1, 71), (-10, 72)] { try db.logWeight(kg, on: today.adding(days: offset)) }
        XCTAssertEqual(try db.weights().map(\.kg), [72, 71, 70])
        XCTAssertEqual(try db.weights(from: today.adding(days: -1)).map(\.kg), [71, 70])
        XCTAssertEqual(try db.weights(to: today.adding(days: -1)).map(\.kg), [72, 71])
    }
}
