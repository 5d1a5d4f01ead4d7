import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 14's CLI parity: what the app can do to a diary, the command line can too.
final class CLIParityTests: XCTestCase {
    private var path: String!
    private let today = LocalDate(iso: "2026-11-21")!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-parity-\(UUID().uuidString).sqlite"
        let db = try AppDatabase.openFresh(path: path)
        try db.addFood(Food(name: "Oatmeal", kcalPerServing: 150, serving: .cup))
        try db.addFood(Food(name: "Oat milk", kcalPerServing: 50, serving: .cup))
        try db.addFood(Food(name: "김치찌개", kcalPerServing: 300))
        db.close()
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private func code(_ arguments: [String]) -> Int32 { trackerExitCode(arguments, db: path) }
    private func output(_ arguments: [String], input: String? = nil) throws -> String {
        try capturingStandardOutput(input: input) {
            var command = try TestCommandParse.checked(arguments + ["--db", path])
            try command.runAtTestTime()
        }
    }
    private var db: AppDatabase { get throws { try AppDatabase.open(path: path) } }

    func testFoodsAreFoundByUniquePrefixOrSubstring() throws {
        XCTAssertEqual(code(["eat", "oatm", "--servings", "2"]), 0)
        XCTAssertEqual(code(["eat", "김치"]), 0)
        XCTAssertEqual(code(["eat", "milk"]), 0)
        XCTAssertEqual(code(["eat", "oat"]), 2, "two foods start with oat")
        XCTAssertEqual(code(["eat", "otameal"]), 2)
        XCTAssertEqual(try db.entries(on: today).map(\.title), ["Oatmeal", "김치찌개", "Oat milk"])
    }

    func testQuickAddAndEntryListEditDelete() throws {
        XCTAssertEqual(code(["quick-add", "850", "--label", "Lunch out", "--date", "yesterday"]), 0)
        XCTAssertEqual(code(["eat", "Oatmeal"]), 0)
        let quick = try XCTUnwrap(try db.entries(on: today.adding(days: -1)).first)
        XCTAssertEqual(quick.kcal, 850)
        XCTAssertEqual(quick.label, "Lunch out")
        let listed = try output(["entry", "list", "--date", "-1", "--format", "csv"])
        XCTAssertEqual(listed, "id,food,servings,serving,kcal\r\n\(quick.id),Lunch out,,quick add,850\r\n")
        XCTAssertEqual(code(["entry", "edit", String(quick.id), "--kcal", "600"]), 0)
        XCTAssertEqual(code(["entry", "edit", String(quick.id), "--servings", "2"]), 2, "a quick add has no servings")
        XCTAssertEqual(code(["entry", "edit", String(quick.id)]), 2)
        XCTAssertEqual(code(["entry", "edit", "abc", "--kcal", "5"]), 2)
        XCTAssertEqual(code(["entry", "edit", "99999", "--kcal", "5"]), 2)
        XCTAssertEqual(code(["entry", "edit", String(quick.id), "--kcal", "1e300"]), 2)
        XCTAssertEqual(try db.entry(id: quick.id)?.kcal, 600)
        XCTAssertEqual(code(["entry", "delete", String(quick.id)]), 0)
        XCTAssertNil(try db.entry(id: quick.id))
        XCTAssertEqual(code(["entry", "delete", String(quick.id)]), 2)
        XCTAssertEqual(code(["quick-add", "0"]), 2)
        XCTAssertEqual(code(["quick-add", "100", "--label", "\u{1B}[2J"]), 2, "no escape sequences in a label")
    }

    func testWeightDeleteAndDayListWithKcalPerDay() throws {
        XCTAssertEqual(code(["weight", "add", "80", "--date", "-2"]), 0)
        XCTAssertEqual(code(["weight", "add", "79.5"]), 0)
        XCTAssertEqual(code(["eat", "Oatmeal", "--servings", "2"]), 0)
        XCTAssertEqual(code(["quick-add", "120", "--date", "-2"]), 0)
        let listed = try output(["day", "list", "--from", "-7", "--format", "csv"])
        XCTAssertEqual(listed, "date,weight,unit,kcal,entries,memo\r\n2026-11-19,80.0,kg,120,1,\r\n2026-11-21,79.5,kg,300,1,\r\n")
        XCTAssertEqual(try output(["day", "list", "--from", "today", "--format", "csv"]).split(separator: "\r\n").count, 2)
        XCTAssertEqual(code(["day", "list", "--from", "today", "--to", "yesterday"]), 2)
        XCTAssertEqual(code(["weight", "delete", "--date", "-2"]), 0)
        XCTAssertNil(try db.dayDetail(today.adding(days: -2)).weightKg)
        XCTAssertEqual(try db.entries(on: today.adding(days: -2)).count, 1, "the day's food stays")
        XCTAssertEqual(code(["weight", "delete", "--date", "-2"]), 2, "nothing left to delete")
    }

    func testFoodEditAndDelete() throws {
        XCTAssertEqual(code(["food", "edit", "oatm", "--kcal", "160", "--serving", "GRAM"]), 0)
        XCTAssertEqual(try db.food(named: "Oatmeal")?.kcalPerServing, 160)
        XCTAssertEqual(try db.food(named: "Oatmeal")?.serving, .gram)
        XCTAssertEqual(code(["food", "edit", "oatmeal", "--name", "OAT MILK"]), 2, "names stay unique")
        XCTAssertEqual(code(["food", "edit", "oatmeal"]), 2, "nothing to change")
        XCTAssertEqual(code(["food", "edit", "김치", "--name", "Kimchi stew"]), 0)
        XCTAssertEqual(code(["eat", "Oatmeal"]), 0)
        XCTAssertEqual(code(["food", "delete", "oatmeal"]), 2, "it has entries: --force")
        XCTAssertEqual(code(["food", "delete", "oatmeal", "--force"]), 0)
        XCTAssertEqual(code(["food", "delete", "kimchi"]), 0)
        XCTAssertEqual(try db.foods().map(\.name), ["Oat milk"])
        XCTAssertEqual(try db.entries(on: today).count, 0)
    }

    func testProfileShowAndSet() throws {
        XCTAssertEqual(code(["profile", "set", "--sex", "FEMALE", "--birth-date", "1990-04-02", "--height", "170", "--goal", "65", "--activity", "Light"]), 0)
        XCTAssertEqual(try db.profile(), Profile(sex: .female, birthDate: LocalDate(iso: "1990-04-02"), heightCm: 170, goalWeightKg: 65, activityLevel: .light))
        XCTAssertEqual(code(["profile", "set", "--name", "민지"]), 0)
        XCTAssertEqual(try db.profile()?.goalWeightKg, 65, "the rest stays")
        XCTAssertEqual(code(["settings", "set", "units.weight", "lb"]), 0)
        let shown = try output(["profile", "show"])
        XCTAssertTrue(shown.contains("Goal       143.3 lb"), shown)
        XCTAssertTrue(shown.contains("Born       1990-04-02 (age 36)"), shown)
        for bad in [["--goal", "1e300"], ["--height", "5000"], ["--birth-date", "2020-01-01"], ["--sex", "other"], ["--activity", "lazy"], []] {
            XCTAssertEqual(code(["profile", "set"] + bad), 2, "\(bad)")
        }
        XCTAssertEqual(try db.profile()?.name, "민지")
        XCTAssertTrue(try output(["profile", "show", "--format", "json"]).contains("\"heightCm\" : 170"))
    }

    func testMemoAppendAndFromStandardInput() throws {
        XCTAssertEqual(try output(["memo", "-"], input: "잘 잤다\n"), "Memo saved for 2026-11-21.\n")
        XCTAssertEqual(code(["memo", "--append", "Walked 5 km"]), 0)
        XCTAssertEqual(try db.dayDetail(today).memo, "잘 잤다\nWalked 5 km")
        XCTAssertThrowsError(try output(["memo", "-"], input: String(repeating: "y\n", count: 5000)), "more than a memo holds")
        XCTAssertThrowsError(try output(["memo", "-"], input: "\u{1B}]0;pwned\u{07}"))
        XCTAssertEqual(try db.dayDetail(today).memo, "잘 잤다\nWalked 5 km", "refusals change nothing")
        XCTAssertEqual(code(["memo", "--append", String(repeating: "m", count: 3990)]), 2, "the whole memo stays within 4000")
        XCTAssertEqual(code(["memo", "--append", "-5", "--date", "-1"]), 0, "a flag before a negative number does not take it as a value")
        XCTAssertEqual(try db.dayDetail(today.adding(days: -1)).memo, "-5")
    }

    /// QA s8 M9: a memo on a future day (it came by sync from a machine whose clock was ahead) can be removed,
    /// though none can be written there.
    func testAFutureDaysMemoCanBeRemovedButNotWritten() throws {
        let future = today.adding(days: 400)
        try db.setMemo("from a clock a year ahead", on: future)
        XCTAssertEqual(code(["memo", "again", "--date", future.iso]), 2)
        XCTAssertEqual(code(["memo", "--append", "more", "--date", future.iso]), 2)
        XCTAssertEqual(try output(["memo", "", "--date", future.iso]), "Memo removed for \(future.iso).\n")
        XCTAssertNil(try db.dayDetail(future).memo)
    }

    func testMemoFromATerminalIsRefusedInsteadOfWaiting() throws {
        var controller: Int32 = -1, terminal: Int32 = -1
        XCTAssertEqual(openpty(&controller, &terminal, nil, nil, nil), 0)
        defer { close(controller); close(terminal) }
        XCTAssertThrowsError(try StandardInput.text(limit: 4000, argument: "text", descriptor: terminal)) {
            XCTAssertTrue("\($0)".contains("from a pipe or file"), "\($0)")
        }
    }

    func testDatesAcceptTodayYesterdayAndDaysAgoEverywhere() throws {
        XCTAssertEqual(code(["weight", "add", "70", "--date", "yesterday"]), 0)
        XCTAssertEqual(code(["weight", "add", "71", "--date", "-3"]), 0)
        XCTAssertEqual(code(["weight", "add", "72", "--date", "TODAY"]), 0)
        XCTAssertEqual(try db.weights().map(\.date.iso), ["2026-11-18", "2026-11-20", "2026-11-21"])
        XCTAssertEqual(try output(["weight", "list", "--from", "-1", "--format", "csv"]).split(separator: "\r\n").count, 3)
        XCTAssertEqual(code(["weight", "add", "72", "--date", "tomorrow"]), 2)
    }

    func testCompletionOffersTheDiarysFoodNames() {
        let words = ["tracker", "eat", "--db", path!, "oa"]
        XCTAssertEqual(NameCompletion.names(words: words, prefix: "oa") { try $0.foods().map(\.name) }, ["Oat milk", "Oatmeal"])
        XCTAssertEqual(
            NameCompletion.names(words: ["tracker", "eat", "--db=/no/such.sqlite"], prefix: "") { try $0.foods().map(\.name) }, [],
            "a missing database completes nothing and is not created")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/no/such.sqlite"))
    }
}
