import XCTest
@testable import TrackerKit
@testable import TrackerTUI

final class OnboardingTests: XCTestCase {
    func testFirstStartOpensOnboardingAndSavingFillsProfileUnitsAndWeight() throws {
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 100, height: 30, database: db, onboarding: true)
        XCTAssertNotNil(state.onboarding)
        state.type(text: "Ana")
        state.type(.tab, .right, .tab)  // Male
        state.type(text: "1990-05-01")
        state.type(.tab, .right, .tab, .right, .tab)  // lb, ft/in
        state.type(text: "5'11")
        state.type(.tab)
        state.type(text: "160")
        state.type(.tab)
        state.type(text: "150")
        state.type(.control("s"))
        XCTAssertNil(state.onboarding, state.screenText)
        let profile = try XCTUnwrap(db.profile())
        XCTAssertEqual(profile.name, "Ana")
        XCTAssertEqual(profile.sex, .male)
        XCTAssertEqual(profile.heightCm!, 180.34, accuracy: 0.001)
        XCTAssertEqual(profile.goalWeightKg!, 150 * 0.45359237, accuracy: 1e-9)
        XCTAssertEqual(try db.preferences().weightUnit, .lb)
        XCTAssertEqual(try db.latestWeight(onOrBefore: LocalDate(iso: "2026-11-21")!)?.kg ?? 0, 160 * 0.45359237, accuracy: 1e-9)
        XCTAssertTrue(state.screenText.contains("160.0 lb"))
    }

    func testErrorsStayUnderTheirFieldsAndNothingIsSaved() throws {
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 100, height: 30, database: db, onboarding: true)
        state.type(text: String(repeating: "x", count: 31))
        state.type(.control("s"))
        let text = state.screenText
        XCTAssertTrue(text.contains("A name can have at most 30 characters (this has 31)."))
        XCTAssertTrue(text.contains("Enter a date as YYYY-MM-DD."), text)
        XCTAssertTrue(text.contains("xxxxxxxxxx"), "the name is kept")
        XCTAssertNil(try db.profile())
    }

    func testEscSkipsAndIsRemembered() throws {
        let db = try AppDatabase.inMemory()
        var state = try makeState(database: db, onboarding: true)
        state.type(.escape)
        XCTAssertNil(state.onboarding)
        XCTAssertTrue(state.screenText.contains("Data tab"))
        state.type(.character("2"))
        XCTAssertEqual(state.tab, .progress, "the app works after skipping")
        XCTAssertFalse(AppState.needsOnboarding(db))
    }

    /// The skip used to be written with `try?` and "Skipped." said even when it was not remembered.
    func testASkipThatCannotBeRememberedSaysSo() throws {
        let db = try AppDatabase.inMemory()
        var state = try makeState(database: db, onboarding: true)
        try db.writer.write { try $0.execute(sql: "CREATE TRIGGER refuse BEFORE INSERT ON setting BEGIN SELECT RAISE(ABORT, 'disk full'); END") }
        state.type(.escape)
        XCTAssertNil(state.onboarding)
        guard case .error(let text) = state.message else { return XCTFail("no error shown: \(String(describing: state.message))") }
        XCTAssertTrue(text.contains("could not remember it") && text.contains("disk full"), text)
        XCTAssertTrue(AppState.needsOnboarding(db), "not remembered: the form opens again")
    }
}

final class DataScreenTests: XCTestCase {
    private var db: AppDatabase!
    private var state: AppState!
    private let today = LocalDate(iso: "2026-11-21")!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        state = try makeState(width: 100, height: 30, database: db)
    }

    private var data: DataScreen { state.screens[Tab.data.rawValue] as! DataScreen }

    func testDeletingAFoodSaysWhatGoesWithIt() throws {
        let cake = try db.addFood(Food(name: "Cake", kcalPerServing: 400))
        try db.addEntry(foodId: cake.id!, servings: 1, on: today)
        try db.addEntry(foodId: cake.id!, servings: 1, on: today.adding(days: -2))
        state.type(.character("6"), .character("d"))
        XCTAssertTrue(state.screenText.contains("d: delete it and its 2 entries on 2 days"))
        state.type(.escape)
        XCTAssertEqual(try db.foodCount(), 1)
        state.type(.character("d"), .character("d"))
        XCTAssertEqual(try db.foodCount(), 0)
        XCTAssertEqual(try db.dayCount(), 0)
    }

    func testFoodSearchSortAddAndDuplicateName() throws {
        for (name, kcal) in [("Apple", 95.0), ("Banana", 105), ("Bagel", 245)] { try db.addFood(Food(name: name, kcalPerServing: kcal)) }
        state.type(.character("6"), .character("/"))
        state.type(text: "ba")
        XCTAssertEqual(data.foods.map(\.name), ["Bagel", "Banana"])
        state.type(.enter, .character("s"))
        XCTAssertEqual(data.foods.map(\.name), ["Banana", "Bagel"])
        state.type(.character("a"))
        state.type(text: "APPLE")
        state.type(.tab)
        state.type(text: "50")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("A food named “Apple” already exists."))
        XCTAssertEqual(try db.foodCount(), 3)
    }

    func testSortingKeepsTheSelectedFood() throws {
        for (name, kcal) in [("Apple", 95.0), ("Banana", 105), ("Cake", 400)] { try db.addFood(Food(name: name, kcalPerServing: kcal)) }
        state.type(.character("6"))
        XCTAssertEqual(data.selectedFood?.name, "Apple")
        state.type(.character("s"))
        XCTAssertNotEqual(data.foods.first?.name, "Apple", "another order")
        XCTAssertEqual(data.selectedFood?.name, "Apple", "d would still delete the food the user had chosen")
    }

    func testDaysListOpensADayInTheLogAndDeletesAfterAsking() throws {
        try db.logWeight(70, on: today.adding(days: -1))
        try db.setMemo("note", on: today.adding(days: -5))
        state.type(.character("6"), .right)
        XCTAssertEqual(data.dayTotal, 2)
        state.type(.down, .enter)
        XCTAssertEqual(state.tab, .log)
        XCTAssertEqual((state.screens[Tab.log.rawValue] as! LogScreen).selected, today.adding(days: -5))
        state.type(.character("6"), .character("d"))
        XCTAssertTrue(state.screenText.contains("This removes its memo."))
        state.type(.character("y"))
        XCTAssertEqual(try db.dayCount(), 1)
    }

    func testProfileEditsACopyUntilSaved() throws {
        try db.saveProfile(
            Profile(
                name: "Ana", sex: .female, birthDate: LocalDate(iso: "1990-05-01"), heightCm: 165,
                goalWeightKg: 60, activityLevel: .light), weighIn: (today, 65))
        state.type(.character("6"), .right, .right, .character("e"))
        state.type(.control("u"))
        state.type(text: "Bea")
        state.type(.escape)
        XCTAssertEqual(try db.profile()?.name, "Ana", "Esc discards the copy")
        state.type(.character("e"), .control("u"))
        state.type(text: "Bea")
        state.type(.control("s"))
        XCTAssertEqual(try db.profile()?.name, "Bea")
        XCTAssertEqual(try db.weights().count, 1, "an unchanged weight is not logged again")
    }

    func testSettingsChangeTheCalendarAndUnits() throws {
        state.type(.character("6"), .left, .character("e"))
        state.type(.right, .down, .down, .left, .control("s"))  // lb, then Monday back round to Sunday
        XCTAssertEqual(try db.preferences(), Preferences(weightUnit: .lb, heightUnit: .cm, firstWeekday: 7))
        state.type(.character("1"))
        XCTAssertTrue(state.screenText.contains("Wk Su"))
    }

    /// Issue 17: the Settings form is made from the catalogue (every setting, in its order) and checks
    /// each value by the catalogue's rule; a refused one is marked under its field and nothing is saved.
    func testTheSettingsFormHasEverySettingAndChecksEachByItsRule() throws {
        state.type(.character("6"), .left, .character("e"))
        let text = state.screenText
        for definition in SettingsCatalog.all { XCTAssertTrue(text.contains(definition.label), definition.label) }
        state.type(.right)  // kg → lb
        for _ in 0..<(SettingsCatalog.all.count - 1) { state.type(.down) }  // the last field: max heart rate
        state.type(.control("u"))
        state.type(text: "999")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("whole number from 100 to 230"), state.screenText)
        let maxHeartRate = try XCTUnwrap(SettingsCatalog.all.last)
        XCTAssertFalse(state.screenText.contains(maxHeartRate.key), "the form names its label, not the key")
        XCTAssertEqual(try db.value(.weightUnit), .kg, "nothing saved while a field is refused")
        state.type(.control("u"))
        state.type(text: "180")
        state.type(.control("s"))
        XCTAssertEqual(try db.value(.weightUnit), .lb)
        XCTAssertEqual(try db.value(.maxHeartRate), 180)
    }

    func testExportOverAnExistingFileSaysHowToReplaceIt() throws {
        let folder = NSTemporaryDirectory() + "tracker-export-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/old.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        state = try makeState(width: 200, height: 30, database: db)
        state.type(.character("6"), .character("x"), .tab, .control("u"))
        state.type(text: path)
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("old.json exists: pick another name, or \"replace it\" below."), state.screenText)
        XCTAssertFalse(state.screenText.contains("--force"), "no command-line advice in the app")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        state.type(.tab, .right, .control("s"))
        XCTAssertTrue(state.screenText.contains("Exported to \(path)"))
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains("\"formatVersion\""))
    }
}
