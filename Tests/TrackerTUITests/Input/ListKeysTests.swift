import XCTest
import TrackerKit
@testable import TrackerTUI

/// Home/End/g/G in every list, and the food picker's order: lately and often logged first, then A–Z.
final class ListKeysTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!
    private var db: AppDatabase!
    private var state: AppState!

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        for number in 1...30 { try db.addFood(Food(name: "item \(number)", kcalPerServing: Double(number))) }
        try db.addEntry(foodId: try XCTUnwrap(try db.food(named: "item 17")?.id), servings: 1, on: today.adding(days: -1))
        state = try makeState(width: 100, height: 30, database: db)
    }

    private var data: DataScreen { state.screens[Tab.data.rawValue] as! DataScreen }

    func testHomeEndAndGJumpInTheDataList() {
        state.type(.character("6"), .character("G"))
        XCTAssertEqual(data.selectedFood?.name, "item 30", "natural order: item 30 is last")
        state.type(.character("g"))
        XCTAssertEqual(data.selectedFood?.name, "item 1")
        state.type(.end)
        XCTAssertEqual(data.selectedFood?.name, "item 30")
        state.type(.home)
        XCTAssertEqual(data.selectedFood?.name, "item 1")
    }

    func testThePickerOffersTheRecentFoodFirst() throws {
        state.type(.character("f"))
        guard case .picker(let picker)? = (state.screens[Tab.log.rawValue] as! LogScreen).modal else { return XCTFail("no picker") }
        XCTAssertEqual(picker.results.prefix(3).map(\.name), ["item 17", "item 1", "item 2"])
        XCTAssertTrue(state.screenText.contains("1 logged lately or often first, then the others A–Z"), state.screenText)
        XCTAssertEqual(picker.results.filter { $0.name == "item 17" }.count, 1, "issue 25.9: a recent food is shown once")
        XCTAssertEqual(Set(picker.results.map(\.id)).count, picker.results.count)
        state.type(.enter, .character("3"), .enter)
        XCTAssertEqual(try db.dayDetail(today).entries.map(\.title), ["item 17"])
    }

    func testEntryListJumps() throws {
        for number in [3, 5, 8] { try db.addEntry(foodId: try XCTUnwrap(try db.food(named: "item \(number)")?.id), servings: 1, on: today) }
        state = try makeState(width: 100, height: 30, database: db)
        state.type(.enter, .character("G"))
        let log = state.screens[Tab.log.rawValue] as! LogScreen
        XCTAssertEqual(log.entryList.selected, 2)
        state.type(.character("g"))
        XCTAssertEqual((state.screens[Tab.log.rawValue] as! LogScreen).entryList.selected, 0)
    }
}
