import Foundation
import GRDB
import XCTest

@testable import TrackerKit

/// Issue 29, speed: after the first sync, a sync reads only the rows the change journal names (written by triggers in
/// the same transaction as each change); a journal that cannot be trusted (a trigger gone) means a full comparison.
final class SyncJournalTests: XCTestCase {
    private func journal(_ replica: SyncReplica) throws -> [String] {
        try replica.database.syncRead { db in
            try Row.fetchAll(db, sql: "SELECT tableName, localKey FROM syncJournal ORDER BY 1, 2").map { "\($0[0] as String) \($0[1] as String)" }
        }
    }

    func testEachChangeIsNotedInItsTransactionAndASyncReadsOnlyThoseAndClearsThem() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        try group.settle()
        let (a, b) = (group.replicas[0], group.replicas[1])
        XCTAssertEqual(try journal(a), [], "a sync clears what it read, and what it wrote itself")
        try a.database.logWeight(80.2, on: day("2026-11-20"))
        try a.database.logWeight(80.1, on: day("2026-11-20"))
        try a.database.setSetting("units.weight", to: "lb")
        XCTAssertEqual(try journal(a), ["day 2026-11-20", "setting units.weight"], "one note per row, however often it changed")
        let sent = try a.sync()
        XCTAssertEqual(sent.sent, 2, sent.lines.joined())
        XCTAssertEqual(try journal(a), [])
        let received = try b.sync()
        XCTAssertEqual(received.received, 2)
        XCTAssertEqual(try journal(b), [], "rows a sync writes are not sent back")
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-20")).weightKg, 80.1)
        try b.database.deleteDay(day("2026-11-20"))
        XCTAssertEqual(try b.sync().sent, 1, "a removal is journaled too")
        try a.sync()
        XCTAssertNil(try a.database.dayDetail(day("2026-11-20")).weightKg)
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testATriggerGoneMeansAFullComparisonThatStillFindsTheChange() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        try group.settle()
        let (a, b) = (group.replicas[0], group.replicas[1])
        // A later migration that rebuilds a table drops its triggers: changes made then are not journaled.
        try a.database.syncWrite { db in try db.execute(sql: "DROP TRIGGER syncJournal_day_insert") }
        try a.database.logWeight(70.5, on: day("2026-11-21"))
        XCTAssertEqual(try journal(a), [])
        XCTAssertEqual(try a.sync().sent, 1, "found by comparing every row")
        try b.sync()
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-21")).weightKg, 70.5)
        let triggers = try a.database.syncRead { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name = 'syncJournal_day_insert'")
        }
        XCTAssertEqual(triggers, 1, "the sync made the trigger again")
    }

    func testADiaryNeverSyncedHasNoTriggers() throws {
        let database = try AppDatabase.inMemory()
        try database.logWeight(70, on: day("2026-11-21"))
        let count = try database.syncRead { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'syncJournal_%'")
        }
        XCTAssertEqual(count, 0)
    }
}
