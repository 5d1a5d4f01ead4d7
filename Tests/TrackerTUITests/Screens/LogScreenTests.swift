import XCTest
import TrackerKit
@testable import TrackerTUI

/// Key scripts through the whole app state, on a real in-memory database, with the clock fixed at
/// Sat 21 Nov 2026 12:00 UTC.
final class LogScreenTests: AppStateTestCase {
    override func setUpWithError() throws {
        try openApp { db in
            try db.saveProfile(
                Profile(
                    name: "Ana", sex: .male, birthDate: LocalDate(iso: "1990-05-01"), heightCm: 180,
                    goalWeightKg: 70, activityLevel: .moderate))
        }
    }

    private var log: LogScreen { state.screens[Tab.log.rawValue] as! LogScreen }

    func testWeightPromptLogsAndRefusesBadInputKeepingTheText() throws {
        state.type(.character("w"))
        state.type(text: "abc")
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("A weight must be a number, like 72.5."))
        XCTAssertTrue(state.screenText.contains("[abc"), "the typed text stays")
        XCTAssertNil(try db.latestWeight(onOrBefore: today))
        state.type(.control("u"))
        state.type(text: "72,5")
        state.type(.enter)
        XCTAssertEqual(try db.dayDetail(today).weightKg, 72.5)
        XCTAssertNil(log.modal)
        XCTAssertTrue(state.screenText.contains("Weight 72.5 kg logged"))
        XCTAssertTrue(state.screenText.contains("Remaining"))
    }

    func testMaintenanceUsesTheWeightOnOrBeforeTheSelectedDay() throws {
        try db.logWeight(80, on: today.adding(days: -3))
        try db.logWeight(70, on: today)
        state.type(.left)  // Fri 20 Nov: the weight from the 18th applies
        let expected = Int((Energy.maintenance(profile: try db.profile()!, weightKg: 80, on: today.adding(days: -1))!).rounded())
        XCTAssertTrue(state.screenText.contains("Maintenance  \(expected) kcal"), state.screenText)
        XCTAssertTrue(state.screenText.contains("from 80.0 kg, Wed 18 Nov 2026"), state.screenText)
    }

    func testNavigationKeys() {
        state.type(.left)
        XCTAssertEqual(log.selected.iso, "2026-11-20")
        state.type(.character("j"))
        XCTAssertEqual(log.selected.iso, "2026-11-27")
        state.type(.character("]"))
        XCTAssertEqual(log.selected.iso, "2026-12-27")
        state.type(.character("t"))
        XCTAssertEqual(log.selected, today)
        state.type(.character("g"))
        state.type(text: "2025-02-28")
        state.type(.enter)
        XCTAssertEqual(log.selected.iso, "2025-02-28")
        state.type(.character("g"))
        state.type(text: "2025-02-30")
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("is not a date"))
        XCTAssertEqual(log.selected.iso, "2025-02-28")
    }

    func testFutureDaysCannotBeLogged() {
        state.type(.right, .character("w"))
        XCTAssertNil(log.modal)
        XCTAssertTrue(state.screenText.contains("in the future"))
        state.type(.character("f"))
        XCTAssertNil(log.modal)
    }

    func testNewFoodFromThePickerThenAddingItAgainAsksAddOrReplace() throws {
        state.type(.character("f"))
        state.type(text: "Rice")
        state.type(.enter)  // the only row: new food "Rice"
        state.type(.tab)
        state.type(text: "0")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("Calories per serving must be more than 0."))
        state.type(.control("u"))
        state.type(text: "200")
        state.type(.control("s"))
        state.type(.enter)  // servings 1
        XCTAssertEqual(try db.entries(on: today).map(\.servings), [1])
        state.type(.character("f"))
        state.type(text: "RI")
        state.type(.enter, .control("u"))
        state.type(text: "2")
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("Rice is already on this day"))
        state.type(.character("r"))
        XCTAssertEqual(try db.entries(on: today).map(\.servings), [2])
        XCTAssertTrue(state.screenText.contains("400 kcal"))
    }

    func testAScrollingFoodPickerKeepsTheCaloriesWhole() throws {
        for index in 1...30 { try db.addFood(Food(name: "Food \(index)", kcalPerServing: 100 + Double(index), serving: .serving)) }
        state.type(.character("f"))
        XCTAssertTrue(state.screenText.contains("101 kcal / serving"), "not cut by the scrollbar")
    }

    func testQuickAddEditAndDeleteWithConfirmation() throws {
        state.type(.character("a"))
        state.type(text: "Lunch out")
        state.type(.tab)
        state.type(text: "850")
        state.type(.control("s"))
        XCTAssertEqual(try db.dayDetail(today).eatenKcal, 850)
        state.type(.enter)  // into the food list
        XCTAssertEqual(log.focus, .entries)
        state.type(.character("e"), .control("u"))
        state.type(text: "900")
        state.type(.enter)
        XCTAssertEqual(try db.dayDetail(today).eatenKcal, 900)
        state.type(.character("d"))
        XCTAssertTrue(state.screenText.contains("Delete Lunch out (900 kcal) from this day?"))
        state.type(.enter)
        XCTAssertEqual(try db.entries(on: today).count, 1, "Enter does not confirm a deletion")
        state.type(.character("y"))
        XCTAssertEqual(try db.entries(on: today).count, 0)
        XCTAssertEqual(log.focus, .calendar)
    }

    func testALongMemoWrapsInTheEditorAndInTheDayPanel() throws {
        let memo = "Swam 2 km in the morning, then a long walk with the dog along the river. Felt strong all day and slept well, no cravings at all, none."
        state.type(.character("m"))
        state.type(text: memo)
        XCTAssertTrue(state.screenText.contains("│ Swam 2 km in the morning, then a long walk with the dog along the  │"), state.screenText)
        state.type(.up)
        state.type(text: "XX")
        state.type(.control("s"))
        let saved = try XCTUnwrap(try db.dayDetail(today).memo)
        XCTAssertFalse(saved.contains("\n"), "wrapping adds no line breaks")
        // The editor is 66 cells wide here (65 for text): ↑ from the end of the last row lands as far
        // into the row above.
        let rows = TextArea.pieces(of: Array(memo), width: 65)
        XCTAssertEqual(rows.count, 3)
        let column = rows[1].lowerBound + (memo.count - rows[2].lowerBound)
        var expected = Array(memo)
        expected.insert(contentsOf: "XX", at: column)
        XCTAssertEqual(saved, String(expected), "↑ moved up one row of the wrapped text")
        let panel = state.screenText.split(separator: "\n").filter { $0.contains("│") }.map(String.init)
        XCTAssertTrue(panel.contains { $0.contains("Memo         Swam 2 km in the morning, then a") }, panel.joined(separator: "\n"))
        XCTAssertTrue(panel.contains { $0.contains("none.") } && !panel.contains { $0.contains("…") }, "with room below, the whole memo shows")
        try db.setMemo(String(repeating: "a long memo ", count: 40), on: today)
        let short = try makeState(width: 100, height: 18, database: db)
        let shortPanel = short.screenText.split(separator: "\n").filter { $0.contains("│") }
        XCTAssertTrue(shortPanel.contains { $0.contains("…") }, "more than the rows left: the last ends in …")
    }

    func testAFoodRowGivesWayInTheNameNeverInTheKcal() {
        let entry = FoodEntry(id: 1, date: today, food: nil, label: "Orange juice, fresh", servings: 1, kcal: 165)
        XCTAssertEqual(LogScreen.entryRow(entry, width: 25), "Orang… quick add 165 kcal", "exactly 25 cells, the kcal whole")
        let wide = LogScreen.entryRow(entry, width: 60)
        XCTAssertTrue(wide.hasPrefix("Orange juice, fresh") && wide.hasSuffix("quick add    165 kcal"), wide)
    }

    /// QA: at 200 columns a long CJK name and "1.25 servings" were cut while 60 columns stayed empty.
    func testWideRowsShowLongNamesAndAmountsWhole() throws {
        let food = Food(id: 1, name: "超長い名前の日本語の食べ物テスト用サンプル料理", kcalPerServing: 123, serving: .serving)
        let long = FoodEntry(id: 1, date: today, food: food, label: nil, servings: 1.25, kcal: 154)
        let short = FoodEntry(id: 2, date: today, food: Food(id: 2, name: "Tea", kcalPerServing: 2), label: nil, servings: 1, kcal: 2)
        let rows = LogScreen.entryRows([long, short], width: 110)
        XCTAssertTrue(rows[0].hasPrefix(food.name) && rows[0].contains("1.25 servings") && !rows[0].contains("…"), rows[0])
        XCTAssertEqual(
            TextWidth.of(String(rows[0].prefix { $0 != "1" })), TextWidth.of(String(rows[1].prefix { $0 != "1" })),
            "the amounts start in one column")
    }

    func testAmountsReadAsEnglish() {
        XCTAssertEqual(LogScreen.unit(.cup, amount: 2), "cups")
        XCTAssertEqual(LogScreen.unit(.serving, amount: 1), "serving")
        XCTAssertEqual(LogScreen.unit(.piece, amount: 0.5), "piece")
        XCTAssertEqual(LogScreen.unit(.oz, amount: 3), "oz", "abbreviations stay")
        XCTAssertEqual(DataScreen.list(["its weight"]), "its weight")
        XCTAssertEqual(DataScreen.list(["its weight", "1 food entry"]), "its weight and 1 food entry")
        XCTAssertEqual(DataScreen.list(["a", "b", "c"]), "a, b and c")
    }

    func testMemoIsMultiLineAndOptional() throws {
        state.type(.character("m"))
        state.type(text: "first")
        state.type(.enter)
        state.type(text: "second")
        state.type(.control("s"))
        XCTAssertEqual(try db.dayDetail(today).memo, "first\nsecond")
        state.type(.character("m"), .control("u"), .control("s"))
        XCTAssertNil(try db.dayDetail(today).memo)
        state.type(.character("m"))
        state.type(text: "never saved")
        state.type(.escape)
        XCTAssertTrue(state.screenText.contains("Esc again discards your changes"), "typed text is not thrown away at once")
        state.type(text: "!")
        XCTAssertFalse(state.screenText.contains("Esc again"), "typing on clears the question")
        state.type(.escape, .escape)
        XCTAssertFalse(state.screenText.contains("Memo for"), "the second Esc discards")
        XCTAssertNil(try db.dayDetail(today).memo)
        state.type(.character("m"), .escape)
        XCTAssertFalse(state.screenText.contains("Memo for"), "nothing typed: one Esc closes")
    }

    func testCopyYesterdaysFood() throws {
        let oats = try db.addFood(Food(name: "Oats", kcalPerServing: 150))
        try db.addEntry(foodId: oats.id!, servings: 2, on: today.adding(days: -1))
        state.type(.character("c"))
        XCTAssertTrue(state.screenText.contains("[2026-11-20"), "yesterday is offered")
        state.type(.enter)
        XCTAssertEqual(try db.entries(on: today).map(\.servings), [2])
        XCTAssertTrue(state.screenText.contains("Copied 1 entry (300 kcal) from Fri 20 Nov 2026."))
    }

    func testCalendarMarksAndMouse() throws {
        try db.logWeight(72.4, on: LocalDate(iso: "2026-11-03")!)
        state.type(.character("1"))
        let layout = LogScreen.layout(in: state.contentArea)
        let grid = log.monthGrid
        XCTAssertEqual(grid.marks[LocalDate(iso: "2026-11-03")!]?.details.first, "72.4")
        // Click on the 3rd.
        var target: (Int, Int)?
        for y in layout.calendar.y..<layout.calendar.maxY {
            for x in layout.calendar.x..<layout.calendar.maxX where grid.date(atColumn: x, row: y, in: layout.calendar)?.day == 3 {
                target = (x, y)
            }
        }
        let (x, y) = try XCTUnwrap(target)
        state.type(.mouse(MouseEvent(x: x, y: y, kind: .press)))
        XCTAssertEqual(log.selected.iso, "2026-11-03")
        XCTAssertTrue(state.screenText.contains("72.4 kg"))
    }

    func testHelpShowsTheKeysOfTheOpenPrompt() {
        state.type(.character("m"))
        XCTAssertTrue(state.statusItemsText.contains("Ctrl-S"))
        state.type(.function(1))
        XCTAssertTrue(state.screenText.contains("new line"))
    }
}

extension AppState {
    var statusItemsText: String { render().lines().last ?? "" }
}

final class FailedWriteTests: XCTestCase {
    func testAFailedWriteSaysWhyAndKeepsTheTypedText() throws {
        let path = NSTemporaryDirectory() + "tracker-ro-ui-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let writable = try AppDatabase.open(path: path)
        try writable.setSetting(AppState.onboardingSkippedKey, to: "1")
        var state = try makeState(width: 100, height: 30, database: writable)
        state.type(.character("w"))
        state.type(text: "72,5")
        // The file turns read-only while the form is open (another program, a full disk): the save fails.
        state.context.database = try AppDatabase.open(path: path, readOnly: true)
        state.type(.enter)
        let text = state.screenText
        XCTAssertTrue(text.contains("The database is read-only: nothing can be saved."), text)
        XCTAssertTrue(text.contains("[72,5"), "the typed weight is still in the field")
        XCTAssertNil(try writable.latestWeight(onOrBefore: LocalDate(iso: "2026-11-21")!))
    }

    func testAReadOnlyDatabaseRefusesEditingKeysAtOnce() throws {
        let path = NSTemporaryDirectory() + "tracker-ro-keys-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        try AppDatabase.open(path: path).setSetting(AppState.onboardingSkippedKey, to: "1")
        var state = try makeState(width: 100, height: 30, database: try AppDatabase.open(path: path, readOnly: true))
        for (tab, key) in [("1", "w"), ("1", "m"), ("4", "a"), ("5", "a"), ("6", "a"), ("3", "e")] {
            state.type(.character(Character(tab)), .character(Character(key)))
            XCTAssertTrue(state.screenText.contains("Read-only database: nothing can be changed."), "tab \(tab), key \(key)")
            XCTAssertFalse(state.screens[state.tab.rawValue].capturesAllKeys, "no form opened: tab \(tab), key \(key)")
        }
        state.type(.character("1"), .character("l"))
        XCTAssertFalse(state.screenText.contains("Read-only database: nothing"), "moving around still works")
    }
}
