import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The app open on a file that another window or the command line also writes.
final class SecondWindowTests: XCTestCase {
    private var path: String!
    private var here: AppDatabase!
    private var elsewhere: AppDatabase!
    private var state: AppState!
    private var plates: Counter!
    private let time = TestTime()

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-second-\(UUID().uuidString).sqlite"
        here = try AppDatabase.openFresh(path: path)
        elsewhere = try AppDatabase.open(path: path)
        plates = try elsewhere.addCounter(name: "Plates", at: clock)
        state = try makeState(width: 100, height: 30, database: here, time: time)
        state.watchForOutsideChanges()
        state.type(.character("4"))
    }

    override func tearDown() {
        state = nil
        here = nil
        elsewhere = nil
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private var clock: CounterClock { CounterClock(now: time.now, today: LocalDate(iso: "2026-11-21")!) }
    private var shownCount: Int64? {
        (state.screens[Tab.counters.rawValue] as! CountersScreen).counters.first { $0.id == plates.id }?.count
    }

    func testATapElsewhereShowsAtTheNextWakeUpWithoutAKey() throws {
        XCTAssertEqual(shownCount, 0)
        XCTAssertFalse(state.reloadIfChangedElsewhere(), "nothing changed yet")
        try elsewhere.tap(counterId: plates.id, times: 3, at: clock)
        XCTAssertEqual(shownCount, 0, "not yet looked")
        XCTAssertTrue(state.reloadIfChangedElsewhere())
        XCTAssertEqual(shownCount, 3)
        XCTAssertFalse(state.reloadIfChangedElsewhere(), "once per outside change")
    }

    func testWithoutAWatchNothingReloads() throws {
        state.changeWatch = nil
        try elsewhere.tap(counterId: plates.id, at: clock)
        XCTAssertFalse(state.reloadIfChangedElsewhere())
        XCTAssertEqual(shownCount, 0)
    }

    func testUndoLeavesTheOtherWindowsTapAlone() throws {
        state.type(.enter, .character(" "))
        try elsewhere.tap(counterId: plates.id, times: 5, at: clock)
        state.type(.character("u"))
        XCTAssertEqual(try here.counter(id: plates.id)?.count, 6, "the other window's tap stays")
        XCTAssertTrue(state.screenText.contains("Not undone"), state.screenText)
        XCTAssertEqual(shownCount, 6, "and the screen shows the count as it is")
        try elsewhere.undoLastChange(counterId: plates.id)
        state.type(.character("u"))
        XCTAssertEqual(try here.counter(id: plates.id)?.count, 0, "this window's own tap can go once it is the last again")
    }

    func testPadUndoLeavesTheOtherWindowsTapAlone() throws {
        state.type(.character("P"), .enter)
        state.type(text: "Pad")
        state.type(.control("s"))
        state.type(.character(" "), .enter)
        state.type(.character("a"))
        try elsewhere.tap(counterId: plates.id, at: clock)
        state.type(.character("u"))
        XCTAssertEqual(try here.counter(id: plates.id)?.count, 2)
        XCTAssertTrue(state.screenText.contains("Not undone"), state.screenText)
        try elsewhere.undoLastChange(counterId: plates.id)
        state.type(.character("u"))
        XCTAssertEqual(try here.counter(id: plates.id)?.count, 0, "the pad kept its own key to undo")
    }
}
