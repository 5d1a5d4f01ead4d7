import Foundation
import XCTest

@testable import TrackerKit

/// The merge rules of docs/sync.md for counter pads and their finished counts.
final class SyncPadRuleTests: XCTestCase {
    /// A pad "Differential" on A with two cells, synced to B; the pad as B sees it.
    private func padOnBoth(_ group: SyncGroup) throws -> (onA: CounterPad, onB: CounterPad) {
        let a = group.replicas[0]
        let lymph = try a.database.addCounter(name: "Lymphocytes", at: a.clock)
        let neutro = try a.database.addCounter(name: "Neutrophils", at: a.clock)
        let pad = try a.database.savePad(id: nil, name: "Differential", target: 100, keys: [("a", lymph.id), ("s", neutro.id)])
        try group.settle()
        return (pad, try XCTUnwrap(group.replicas[1].database.pads().first))
    }

    private func count(_ replica: SyncReplica, _ name: String) throws -> Int64? {
        try replica.database.counters().first { $0.name == name }?.count
    }

    func testAPadArrivesWithItsKeysOnTheOtherMachinesCounters() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (_, onB) = try padOnBoth(group)
        let b = group.replicas[1]
        XCTAssertEqual(onB.name, "Differential")
        XCTAssertEqual(onB.target, 100)
        let names = try Dictionary(uniqueKeysWithValues: b.database.counters().map { ($0.id, $0.name) })
        XCTAssertEqual(onB.keys.map { "\($0.0)=\(names[$0.1] ?? "?")" }, ["a=Lymphocytes", "s=Neutrophils"])
        XCTAssertEqual(try group.replicas[0].export(), try b.export())
    }

    func testPadTapsHereAndThereAreAllCountedAndNoneDoubled() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (onA, onB) = try padOnBoth(group)
        let (a, b) = (group.replicas[0], group.replicas[1])
        for _ in 0..<40 { _ = try a.database.tap(counterId: onA.keys[0].1, at: a.clock) }
        for _ in 0..<25 { _ = try b.database.tap(counterId: onB.keys[0].1, at: b.clock) }
        _ = try b.database.tap(counterId: onB.keys[1].1, times: 3, at: b.clock)
        try group.settle()
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try count(replica, "Lymphocytes"), 65)
            XCTAssertEqual(try count(replica, "Neutrophils"), 3)
        }
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testAFinishedCountIsAnEventKeptOnceEverywhereAndCanBeTakenBackOnTheOtherMachine() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (onA, onB) = try padOnBoth(group)
        let (a, b) = (group.replicas[0], group.replicas[1])
        _ = try a.database.tap(counterId: onA.keys[0].1, times: 60, at: a.clock)
        _ = try a.database.tap(counterId: onA.keys[1].1, times: 40, at: a.clock)
        try a.database.finishPadCount(padId: onA.id, at: a.clock)
        try group.settle()
        try group.settle()
        let sessions = try b.database.padSessions(padId: onB.id)
        XCTAssertEqual(sessions.count, 1, "kept once, not doubled by syncing again")
        XCTAssertEqual(sessions.first?.cells.map(\.count), [60, 40])
        XCTAssertEqual(sessions.first?.total, 100)
        XCTAssertEqual(try count(b, "Lymphocytes"), 0, "the new count restarted the cells here too")
        XCTAssertEqual(try a.export(), try b.export())
        // The count made on A is taken back on B: the cells come back and the count is gone on both.
        XCTAssertTrue(try b.database.undoPadCount(padId: onB.id))
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try count(replica, "Lymphocytes"), 60)
            XCTAssertEqual(try replica.database.padSessions(padId: try XCTUnwrap(replica.database.pads().first).id).count, 0)
        }
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testCountsFinishedOnBothMachinesAreBothKept() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (onA, onB) = try padOnBoth(group)
        let (a, b) = (group.replicas[0], group.replicas[1])
        _ = try a.database.tap(counterId: onA.keys[0].1, times: 7, at: a.clock)
        try a.database.finishPadCount(padId: onA.id, at: a.clock)
        group.time.advance(30)
        _ = try b.database.tap(counterId: onB.keys[1].1, times: 5, at: b.clock)
        try b.database.finishPadCount(padId: onB.id, at: b.clock)
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try replica.database.padSessions(padId: try XCTUnwrap(replica.database.pads().first).id).count, 2)
        }
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testTwoMachinesThatBothMakeAPadOfOneNameEndWithOnePadAndEditsWinPerField() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let onA = try a.database.addCounter(name: "Eosinophils", at: a.clock)
        try group.settle()
        let onB = try XCTUnwrap(b.database.counters().first { $0.name == "Eosinophils" })
        try a.database.savePad(id: nil, name: "Diff", target: nil, keys: [("a", onA.id)])
        try b.database.savePad(id: nil, name: "diff", target: 200, keys: [("d", onB.id)])
        try group.settle()
        XCTAssertEqual(try a.database.pads().count, 1)
        XCTAssertEqual(try a.export(), try b.export())
        // A deleted pad is removed everywhere.
        try a.database.deletePad(id: try XCTUnwrap(a.database.pads().first).id)
        try group.settle()
        XCTAssertEqual(try b.database.pads().count, 0)
    }
}
