import XCTest

@testable import TrackerKit

/// Counter undo takes back this machine's own changes only (QA S10-15): a change sync brought from another machine
/// is refused, with a message that says so, from the command line and the app alike, as the weight undo refuses.
final class SyncCounterUndoTests: XCTestCase {
    func testUndoRefusesAChangeAnotherMachineMadeAndTakesBackOwnOnes() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let counter = try a.database.addCounter(name: "Eosinophils", at: a.clock)
        _ = try a.database.tap(counterId: counter.id, at: a.clock)
        try group.settle()
        let onB = try XCTUnwrap(try b.database.counters().first { $0.name == "Eosinophils" })
        _ = try b.database.tap(counterId: onB.id, times: 5, at: b.clock)
        _ = try b.sync()
        _ = try a.sync()
        XCTAssertEqual(try a.database.counters().first { $0.id == counter.id }?.count, 6)
        for fromAnywhere in [true, false] {
            XCTAssertThrowsError(try a.database.undoCounterChange(counterId: counter.id, fromAnywhere: fromAnywhere)) { error in
                let message = (error as? InputError)?.message ?? ""
                XCTAssertTrue(message.contains("(+5) was made on another machine"), message)
            }
        }
        XCTAssertEqual(try a.database.counters().first { $0.id == counter.id }?.count, 6, "nothing taken back")
        // A change made here after it is this machine's: taken back, synced or not.
        _ = try a.database.tap(counterId: counter.id, at: a.clock)
        _ = try a.sync()
        XCTAssertEqual(try a.database.undoCounterChange(counterId: counter.id, fromAnywhere: true)?.counters.first?.count, 6)
        // b's own +5 (synced) is still b's to undo: a's later tap has not reached it.
        XCTAssertEqual(try b.database.undoCounterChange(counterId: onB.id, fromAnywhere: true)?.counters.first?.count, 1)
    }
}
