import XCTest
import TrackerKit
@testable import TrackerTUI

/// QA s7 F4: a counter deleted after the question comes back with `u` on the Counters list, with its whole log and its
/// cell on a pad, as a deleted food or day does; `u` with nothing to take back says so.
final class CounterDeleteUndoTests: XCTestCase {
    private var db: AppDatabase!
    private var state: AppState!
    private let clock = CounterClock(now: Date(timeIntervalSince1970: 1_795_000_000), today: LocalDate(iso: "2026-11-21")!)

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        state = try makeState(width: 100, height: 30, database: db)
    }

    func testADeletedCounterComesBackWithItsLogAndPadCell() throws {
        let pushUps = try db.addCounter(name: "Push-ups", start: 0, at: clock)
        try db.tap(counterId: pushUps.id, times: 250, at: clock)
        try db.setCount(counterId: pushUps.id, to: 7, at: clock)
        let pad = try db.savePad(name: "Diff", target: nil, counterIds: [pushUps.id])
        let logBefore = try db.changes(counterId: pushUps.id)
        state.type(.character("4"), .character("d"))
        XCTAssertTrue(state.screenText.contains("Delete Push-ups (count 7) and its log?"), state.screenText)
        state.type(.character("y"))
        XCTAssertEqual(try db.counters(), [])
        XCTAssertTrue(state.screenText.contains("u brings it back"), state.screenText)
        state.type(.character("u"))
        XCTAssertTrue(state.screenText.contains("Undone: Push-ups is back with its log."), state.screenText)
        let back = try XCTUnwrap(try db.counter(named: "Push-ups"))
        XCTAssertEqual([back.id, back.count], [pushUps.id, 7])
        XCTAssertEqual(try db.changes(counterId: back.id), logBefore, "the whole log, as it was")
        XCTAssertEqual(try db.pads().first { $0.id == pad.id }?.keys.map(\.counterId), [pushUps.id], "its pad cell too")
        state.type(.character("u"))
        XCTAssertTrue(state.screenText.contains("Nothing to undo: no counter deleted in this window"), state.screenText)
    }

    func testUndoIsRefusedWhenANewCounterTookTheName() throws {
        let old = try db.addCounter(name: "Squats", start: 3, at: clock)
        try db.deleteCounter(id: old.id)
        _ = try db.addCounter(name: "squats", start: 0, at: clock)
        XCTAssertThrowsError(try db.undoCounterDelete()) { XCTAssertTrue("\($0)".contains("a counter named “Squats” was made since"), "\($0)") }
        XCTAssertEqual(try db.counters().map(\.count), [0], "nothing written")
        XCTAssertNil(try db.undoCounterDelete(), "the refused step is forgotten")
    }
}
