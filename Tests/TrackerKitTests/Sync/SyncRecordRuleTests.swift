import Foundation
import XCTest

@testable import TrackerKit

/// The merge rules of docs/sync.md for swims, pads and pads' finished counts, each pinned on replicas
/// syncing through a folder.
final class SyncRecordRuleTests: XCTestCase {
    private let swimDay = day("2025-09-13")

    private func importSwim(_ replica: SyncReplica, adds: Int = 1) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/watchos11-pool-swim.xml").path
        let summary = try AppleHealthImporter.run(path: path, into: replica.database, today: day("2026-11-24"))
        XCTAssertEqual(summary.swimsAdded, adds)
    }

    func testTheSameSwimImportedOnTwoMachinesIsOneSwimWithItsLapsSetsAndStrokes() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try importSwim(a)
        try importSwim(b)
        try group.settle()
        for replica in [a, b] {
            let swims = try replica.database.swims()
            XCTAssertEqual(swims.count, 1)
            let detail = try XCTUnwrap(replica.database.swimDetail(id: try XCTUnwrap(swims.first).id))
            XCTAssertEqual(detail.laps.count, 4)
            XCTAssertEqual(detail.segments.count, 2)
            XCTAssertEqual(detail.metersByStroke, [.breaststroke: 100, .freestyle: 50, .unknown: 50])
            XCTAssertEqual(detail.swim.timeZone, "Europe/Luxembourg")
        }
        XCTAssertEqual(try a.export(), try b.export())
        // A third machine that joins and imports it too before it syncs: still one.
        let c = try group.addReplica()
        try importSwim(c)
        try group.settle()
        XCTAssertEqual(try c.database.swims().count, 1)
        XCTAssertEqual(try a.database.swims().count, 1)
        XCTAssertEqual(try c.export(), try a.export())
    }

    func testASwimAddedByHandOnOneMachineAppearsOnTheOtherWithItsFigures() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.addSwim(on: swimDay, minutes: 42, meters: 1750, kcal: 390, poolLength: 25, at: group.time.now)
        try group.settle()
        let swim = try XCTUnwrap(b.database.swims().first)
        XCTAssertEqual([swim.durationSeconds, swim.distanceMeters, swim.activeKcal, swim.lapLengthMeters], [2520, 1750, 390, 25])
        XCTAssertEqual(swim.source, .manual)
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testADeletedSwimStaysDeletedWhenTheOtherMachineEditedItMeanwhile() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try importSwim(a)
        try group.settle()
        // A deletes it; B, not having seen that, edits it (later by the clock) and imports the export again.
        try a.database.deleteSwim(id: try XCTUnwrap(a.database.swims().first).id)
        group.time.advance(60)
        let onB = try XCTUnwrap(b.database.swims().first)
        try b.database.updateSwim(id: onB.id, date: onB.date, minutes: 11, meters: onB.distanceMeters, kcal: 99, poolLength: onB.lapLengthMeters)
        try importSwim(b, adds: 0)
        try a.sync()
        try group.settle()
        for replica in group.replicas { XCTAssertEqual(try replica.database.swims().count, 0) }
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testAnImportOfASwimNoMachineHadSentNeverBringsBackOneDeletedElsewhere() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try importSwim(a)
        try a.sync()
        try a.database.deleteSwim(id: try XCTUnwrap(a.database.swims().first).id)
        group.time.advance(60)
        try a.sync()
        // B imports the export for the first time an hour later, before it has synced since it joined.
        group.time.advance(3600)
        try importSwim(b)
        try group.settle()
        XCTAssertEqual(try a.database.swims().count, 0)
        XCTAssertEqual(try b.database.swims().count, 0)
        // Importing it again once the deletion is known here is a later change: it comes back everywhere.
        try importSwim(b)
        try group.settle()
        XCTAssertEqual(try a.database.swims().count, 1)
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testSwimEditsWinPerFieldByTheClock() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try importSwim(a)
        try group.settle()
        let onA = try XCTUnwrap(a.database.swims().first), onB = try XCTUnwrap(b.database.swims().first)
        try a.database.updateSwim(Edit(opened: onA, mine: with(onA) { $0.activeKcal = 150 }))
        group.time.advance(5)
        try b.database.updateSwim(Edit(opened: onB, mine: with(onB) { $0.distanceMeters = 250 }))
        try b.sync()
        group.time.advance(5)
        try a.sync()
        group.time.advance(5)
        try b.database.updateSwim(
            Edit(opened: try XCTUnwrap(b.database.swims().first), mine: with(try XCTUnwrap(b.database.swims().first)) { $0.activeKcal = 160 }))
        try group.settle()
        for replica in [a, b] {
            let swim = try XCTUnwrap(replica.database.swims().first)
            XCTAssertEqual(swim.activeKcal, 160, "B's later kcal")
            XCTAssertEqual(swim.distanceMeters, 250, "B's distance, untouched by A's kcal")
            XCTAssertEqual(try replica.database.swimDetail(id: swim.id)?.laps.count, 4, "an edit keeps the laps")
        }
        XCTAssertEqual(try a.export(), try b.export())
    }

    private func with(_ swim: Swim, _ change: (inout Swim) -> Void) -> Swim {
        var copy = swim
        change(&copy)
        return copy
    }
}
