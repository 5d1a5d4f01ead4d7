import Foundation
import XCTest
@testable import TrackerKit

/// A pad's new count restarts every cell at once: undo takes all of it back as one step, from the pad,
/// from any of its counters or from the command line, and never half of it.
final class PadCountUndoTests: XCTestCase {
    private var path: String!
    private var here: AppDatabase!
    private var elsewhere: AppDatabase!
    private let base = Date(timeIntervalSince1970: 1_795_262_400)
    private var ids: [Int64] = []
    private var padId: Int64 = 0

    private func clock(_ seconds: TimeInterval) -> CounterClock {
        CounterClock(now: base.addingTimeInterval(seconds), today: LocalDate(year: 2026, month: 11, day: 24)!)
    }

    /// Three cells counted 3, 2 and 1, then a new count.
    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-pad-undo-\(UUID().uuidString).sqlite"
        here = try AppDatabase.openFresh(path: path)
        elsewhere = try AppDatabase.open(path: path)
        ids = try ["Neutro", "Lymph", "Mono"].enumerated().map { try here.addCounter(name: $1, at: clock(Double($0))).id }
        padId = try here.savePad(name: "Diff", target: 100, counterIds: ids).id
        for (times, id) in zip([3, 2, 1] as [Int64], ids) { try here.tap(counterId: id, times: times, at: clock(10)) }
        try here.finishPadCount(padId: padId, at: clock(60))
    }

    override func tearDown() {
        here = nil
        elsewhere = nil
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private func counts(_ db: AppDatabase) throws -> [Int64] { try ids.map { try XCTUnwrap(db.counter(id: $0)).count } }

    private func assertWholeCountIsBack(_ db: AppDatabase, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try counts(db), [3, 2, 1], file: file, line: line)
        XCTAssertEqual(try db.padSessions(padId: padId).count, 0, "the kept count goes too", file: file, line: line)
        XCTAssertEqual(try db.consistencyProblems(), [], file: file, line: line)
    }

    func testUndoOnOneCellsCounterTakesBackTheWholeNewCount() throws {
        XCTAssertEqual(try counts(here), [0, 0, 0])
        try here.undoLastChange(counterId: ids[1])
        try assertWholeCountIsBack(here)
    }

    func testTheCommandLinesCounterUndoTakesBackTheWholeNewCount() throws {
        try elsewhere.undoLastChange(counterId: ids[2], fromAnywhere: true)
        try assertWholeCountIsBack(here)
    }

    func testThePadsUndoTakesBackKeysThenTheNewCountAndSaysWhat() throws {
        try here.tap(counterId: ids[0], at: clock(70))
        XCTAssertEqual(try here.undoPadChange(padId: padId)?.summary, "a tap on Neutro (now 0)")
        let undo = try XCTUnwrap(here.undoPadChange(padId: padId))
        XCTAssertEqual(undo.summary, "the new count on Diff (3 counters back, total 6)")
        XCTAssertEqual(undo.counters.map(\.count), [3, 2, 1])
        try assertWholeCountIsBack(here)
        XCTAssertEqual(try here.undoPadChange(padId: padId)?.summary, "a tap on Mono (now 0)", "then the keys before it")
    }

    func testAnotherWindowsNewCountIsRefusedAndNothingIsWritten() throws {
        XCTAssertNil(try elsewhere.undoPadChange(padId: padId), "that window made no change on the pad")
        XCTAssertThrowsError(try elsewhere.undoLastChange(counterId: ids[0])) { error in
            XCTAssertEqual("\(error)", "Not undone: the new count on Diff was made outside this window.")
        }
        XCTAssertEqual(try counts(here), [0, 0, 0])
        XCTAssertEqual(try here.padSessions(padId: padId).count, 1)
    }

    func testACellChangedSinceKeepsTheWholeNewCount() throws {
        try elsewhere.tap(counterId: ids[1], at: clock(70))
        XCTAssertThrowsError(try here.undoPadChange(padId: padId)) { error in
            XCTAssertEqual("\(error)", "Not undone: “Lymph” changed since the new count on Diff.")
        }
        XCTAssertEqual(try counts(here), [0, 1, 0], "nothing written")
        XCTAssertEqual(try here.padSessions(padId: padId).count, 1)
        try elsewhere.undoPadChange(padId: padId)
        XCTAssertEqual(try here.undoPadChange(padId: padId)?.counters.map(\.count), [3, 2, 1], "once the other window's tap is gone")
        XCTAssertEqual(try here.consistencyProblems(), [])
    }

    func testOnlyTheLatestKeptCountOfAPadCanGoBack() throws {
        try here.tap(counterId: ids[0], at: clock(70))
        try here.finishPadCount(padId: padId, at: clock(80))
        XCTAssertEqual(try here.undoPadChange(padId: padId)?.summary, "the new count on Diff (1 counter back, total 1)")
        XCTAssertEqual(try here.undoPadChange(padId: padId)?.summary, "a tap on Neutro (now 0)")
        try here.undoPadChange(padId: padId)
        try assertWholeCountIsBack(here)
    }

    func testHalfANewCountTakenBackIsReportedAsInconsistent() throws {
        try here.write { db in
            try db.execute(sql: "DELETE FROM counterChange WHERE id = (SELECT max(id) FROM counterChange)")
            try db.execute(sql: "UPDATE counter SET count = 1 WHERE id = ?", arguments: [ids[2]])
        }
        XCTAssertEqual(try here.consistencyProblems().count, 1, "the kept count names a restart that is gone")
    }
}
