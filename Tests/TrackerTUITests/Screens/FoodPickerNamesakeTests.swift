import XCTest
import TrackerKit
@testable import TrackerTUI

/// QA s7 M4: names are unique ignoring case, so the food picker never offers to make “egg” while Egg exists: the
/// cursor is on Egg, and Enter takes it.
final class FoodPickerNamesakeTests: XCTestCase {
    private var db: AppDatabase!
    private var state: AppState!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        try db.addFood(Food(name: "Eggplant", kcalPerServing: 35, serving: .cup))
        try db.addFood(Food(name: "Egg", kcalPerServing: 78, serving: .piece))
        state = try makeState(width: 100, height: 30, database: db)
    }

    func testTypingAnExistingNameInAnotherCaseOffersThatFoodNotANewOne() throws {
        state.type(.character("f"))
        state.type(text: "eg")
        XCTAssertTrue(state.screenText.contains("+ New food “eg”"), "a name no food has is offered")
        state.type(text: "g")
        XCTAssertFalse(state.screenText.contains("+ New food"), state.screenText)
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("Egg"), state.screenText)
        XCTAssertFalse(state.screenText.contains("already exists"), state.screenText)
        XCTAssertFalse(state.screenText.contains("Eggplant"), "Enter took Egg, not the first row: \(state.screenText)")
    }

    func testAnArchivedNamesakeIsNamedInsteadOfOfferedAsNew() throws {
        let egg = try XCTUnwrap(try db.food(named: "Egg"))
        try db.archiveFood(egg.id!)
        state.type(.character("f"))
        state.type(text: "EGG")
        XCTAssertFalse(state.screenText.contains("+ New food"), state.screenText)
        XCTAssertTrue(state.screenText.contains("“Egg” is archived"), state.screenText)
    }
}
