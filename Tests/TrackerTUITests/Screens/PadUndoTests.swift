import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// A pad's new count is one undo step wherever `u` is pressed: on the pad after leaving it or switching
/// tabs, or on one of its counters; the status line says what went back. Another window's is refused.
final class PadUndoTests: XCTestCase {
    private var path: String!
    private var db: AppDatabase!
    private var state: AppState!
    private let names = ["Neutrophils", "Lymphocytes", "Monocytes"]

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "pad-undo-\(UUID().uuidString).sqlite"
        db = try AppDatabase.openFresh(path: path)
        let clock = CounterClock(now: TestTime().now, today: LocalDate(iso: "2026-11-21")!)
        let ids = try names.map { try db.addCounter(name: $0, at: clock).id }
        try db.savePad(name: "Diff", target: 4, counterIds: ids)
        state = try makeState(width: 100, height: 30, database: db)
        state.type(.character("4"), .character("P"), .enter)
        state.type(.character("a"), .character("a"), .character("b"), .character("c"), .enter)
    }

    override func tearDown() {
        state = nil
        db = nil
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    }

    private var counts: [Int64] { get throws { try names.map { try db.counter(named: $0)!.count } } }
    private let undone = "Undone: the new count on Diff (3 counters back, total 4)."

    func testANewCountIsUndoneOnThePadAfterSwitchingTabs() throws {
        XCTAssertEqual(try counts, [0, 0, 0])
        state.type(.escape, .escape, .character("1"), .character("4"), .character("P"), .enter)
        state.type(.character("u"))
        XCTAssertEqual(try counts, [2, 1, 1], "every cell at once")
        XCTAssertTrue(state.screenText.contains(undone), state.screenText)
        XCTAssertTrue(state.screenText.contains("Diff · total 4"), "the pad shows the counts back")
        XCTAssertEqual(try db.consistencyProblems(), [])
    }

    func testUndoOnOneOfItsCountersTakesBackEveryCell() throws {
        state.type(.escape, .escape, .enter)
        state.type(.character("u"))
        XCTAssertEqual(try counts, [2, 1, 1], "not just the counter on screen")
        XCTAssertTrue(state.screenText.contains(undone), state.screenText)
        XCTAssertEqual(try db.padSessions(padId: try XCTUnwrap(db.pads().first).id).count, 0)
        XCTAssertEqual(try db.consistencyProblems(), [])
    }

    func testTheCommandLinesCounterUndoListsEveryCounterOfTheNewCount() throws {
        let printed = try trackerOutput(["counter", "undo", "lymphocytes"], db: path)
        XCTAssertEqual(printed, "\(undone)\nLymphocytes: 1\nNeutrophils: 2\nMonocytes: 1\n")
        XCTAssertEqual(try counts, [2, 1, 1])
    }

    func testAnotherWindowsNewCountIsNotUndoneHere() throws {
        state.type(.character("u"))
        let elsewhere = try AppDatabase.open(path: path)
        try elsewhere.finishPadCount(padId: try XCTUnwrap(db.pads().first).id, at: CounterClock(now: TestTime().now, today: LocalDate(iso: "2026-11-21")!))
        state.type(.character("u"))
        XCTAssertTrue(state.screenText.contains("Not undone: the new count on Diff was made outside this window."), state.screenText)
        XCTAssertEqual(try counts, [0, 0, 0], "the other window's new count stays")
    }
}
