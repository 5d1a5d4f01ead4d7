import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// A pad as a lab differential counter: Enter keeps the count and starts again (u takes it back),
/// finished counts are listed and exported, and counting past the target warns.
final class PadSessionTests: XCTestCase {
    private var path: String!
    private var db: AppDatabase!
    private var state: AppState!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "pads-\(UUID().uuidString).sqlite"
        db = try AppDatabase.openFresh(path: path)
        let clock = CounterClock(now: TestTime().now, today: LocalDate(iso: "2026-11-21")!)
        let ids = try ["Neutrophils", "Lymphocytes", "Monocytes"].map { try db.addCounter(name: $0, at: clock).id }
        try db.savePad(name: "Diff", target: 4, counterIds: ids)
        state = try makeState(width: 100, height: 30, database: db)
        state.type(.character("4"), .character("P"), .enter)
    }

    override func tearDown() {
        state = nil
        db = nil
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    }

    private var counts: [Int64] { get throws { try ["Neutrophils", "Lymphocytes", "Monocytes"].map { try db.counter(named: $0)!.count } } }

    func testANewCountIsKeptAndCanBeTakenBack() throws {
        state.type(.character("a"), .character("a"), .character("b"))
        state.type(.enter)
        XCTAssertEqual(try counts, [0, 0, 0], "the pad starts again")
        XCTAssertTrue(state.screenText.contains("Count kept (total 3)"), state.screenText)
        let pad = try XCTUnwrap(db.pads().first)
        XCTAssertEqual(try db.padSessions(padId: pad.id).first?.cells.map(\.count), [2, 1, 0])
        state.type(.character("u"))
        XCTAssertEqual(try counts, [2, 1, 0], "u takes the new count back")
        XCTAssertEqual(try db.padSessions(padId: pad.id).count, 0)
        state.type(.character("u"))
        XCTAssertEqual(try counts, [2, 0, 0], "then the taps before it")
    }

    func testPastTheTargetWarnsClearly() throws {
        state.type(.character("a"), .character("a"), .character("b"), .character("c"))
        XCTAssertTrue(state.screenText.contains("TARGET REACHED"))
        let effects = state.type(.character("c"))
        XCTAssertEqual(effects, [.bell])
        XCTAssertTrue(state.screenText.contains("PAST THE TARGET by 1"), state.screenText)
        XCTAssertTrue(state.screenText.contains("Past the target: 5 / 4."))
    }

    func testHistoryExportsPercentagesWithOneDecimal() throws {
        for _ in 0..<7 { state.type(.character("a")) }
        state.type(.character("b"), .character("b"), .character("c"), .enter)
        let pad = try XCTUnwrap(db.pads().first)
        let session = try XCTUnwrap(db.padSessions(padId: pad.id).first)
        XCTAssertEqual(session.percent(session.cells[2]).map { Format.decimal($0, places: 1) }, "10.0")
        XCTAssertEqual(session.percent(session.cells[0]).map { Format.decimal($0, places: 1) }, "70.0")
        XCTAssertEqual(trackerExitCode(["pad", "history", "diff", "--format", "csv"], db: path), 0)
        XCTAssertEqual(trackerExitCode(["pad", "history", "nope"], db: path), 2)
    }
}

/// Pads can be edited (name, target, counters, keys) and each cell's key chosen; their finished
/// counts stay with them.
final class PadEditTests: XCTestCase {
    func testEditingAPadKeepsItsCountsAndSetsAKey() throws {
        let db = try AppDatabase.inMemory()
        let clock = CounterClock(now: TestTime().now, today: LocalDate(iso: "2026-11-21")!)
        let ids = try ["Neutrophils", "Lymphocytes", "Monocytes"].map { try db.addCounter(name: $0, at: clock).id }
        let pad = try db.savePad(name: "Diff", target: 100, counterIds: ids)
        try db.tap(counterId: ids[0], times: 2, at: clock)
        try db.finishPadCount(padId: pad.id, at: clock)
        var state = try makeState(width: 100, height: 30, database: db)
        state.type(.character("4"), .character("P"), .character("e"))
        XCTAssertTrue(state.screenText.contains("Edit pad"), state.screenText)
        state.type(.tab, .control("u"))
        state.type(text: "50")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("[a]") && state.screenText.contains("[b]"), state.screenText)
        // The list shows counters newest first: Monocytes is under the cursor, on key c; give it z.
        state.type(.character("z"))
        state.type(.enter)
        let saved = try XCTUnwrap(db.pads().first)
        XCTAssertEqual(saved.id, pad.id, "edited in place")
        XCTAssertEqual(saved.target, 50)
        XCTAssertEqual(saved.keys.first { $0.counterId == ids[2] }?.key, "z")
        XCTAssertEqual(try db.padSessions(padId: pad.id).count, 1, "its finished counts stay")
        XCTAssertThrowsError(try db.savePad(id: pad.id, name: "Diff", target: nil, keys: [(key: "u", counterId: ids[0])]), "u is undo")
        XCTAssertThrowsError(try db.savePad(id: pad.id, name: "Diff", target: nil, keys: [(key: "a", counterId: ids[0]), (key: "a", counterId: ids[1])]))
    }

    func testDeletingACounterOnAPadSaysSo() throws {
        let db = try AppDatabase.inMemory()
        let clock = CounterClock(now: TestTime().now, today: LocalDate(iso: "2026-11-21")!)
        let laps = try db.addCounter(name: "Laps", at: clock)
        try db.savePad(name: "Pool", target: nil, counterIds: [laps.id])
        var state = try makeState(width: 100, height: 30, database: db)
        state.type(.character("4"), .character("d"))
        XCTAssertTrue(state.screenText.contains("the pad Pool"), state.screenText)
    }
}
