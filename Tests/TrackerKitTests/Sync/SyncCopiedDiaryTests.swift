import Foundation
import GRDB
import XCTest

@testable import TrackerKit

/// QA s9 N8: the same never-synced diary file on two machines, changed on one copy before `init`/`join`: an entry edited
/// there is still one record, and one deleted there stays deleted, whichever copy set sync up.
final class SyncCopiedDiaryTests: XCTestCase {
    private let days = ["2026-11-20", "2026-11-21", "2026-11-22"].map(day)

    /// Oats (150 kcal) eaten on three days and three taps on Cups; the original and a copy of its file, both never synced.
    private func copies() throws -> (original: SyncReplica, copy: SyncReplica) {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let database = try AppDatabase.inMemory()
        let oats = try database.addFood(Food(name: "Oats", kcalPerServing: 150))
        for date in days { try database.addEntry(foodId: try XCTUnwrap(oats.id), servings: 1, on: date) }
        let clock = CounterClock(now: Date(timeIntervalSince1970: 1_763_600_000), today: days[0])
        let cups = try database.addCounter(name: "Cups", at: clock)
        for minute in 0..<3 { _ = try database.tap(counterId: cups.id, at: CounterClock(now: clock.now + Double(minute * 60), today: days[0])) }
        try database.backup(to: folder + "/copy.sqlite", force: false)
        let time = ManualTime()
        return (
            try SyncReplica(folder: folder + "/carrier", time: time, database: database),
            try SyncReplica(folder: folder + "/carrier", time: time, database: try AppDatabase.open(path: folder + "/copy.sqlite"))
        )
    }

    /// `init` on the first, `join` on the second, then both sync until each has everything; the join's report.
    @discardableResult
    private func setUp(_ first: SyncReplica, joining second: SyncReplica) throws -> SyncReport {
        let phrase = try first.setup.initialize()
        try first.sync()
        first.time.advance(1)
        try second.setup.join(phrase: phrase)
        let joined = try second.sync()
        for replica in [first, second, first] {
            first.time.advance(1)
            XCTAssertTrue(try replica.sync().succeeded)
        }
        XCTAssertEqual(try first.export(), try second.export())
        return joined
    }

    private func entries(_ replica: SyncReplica) throws -> [String] {
        try days.flatMap { date in try replica.database.entries(on: date).map { "\(date.iso) \($0.title) \($0.servings)" } }
    }

    private func entryId(_ replica: SyncReplica, on date: LocalDate) throws -> Int64 {
        try XCTUnwrap(replica.database.entries(on: date).first?.id)
    }

    /// The QA's repro: the joining copy edited the 21st's entry and deleted the 22nd's. One entry on the 21st (the synced
    /// diary's value wins, as for every value a joining diary held, and the join says so), none on the 22nd.
    func testAnEntryEditedOrDeletedOnTheJoiningCopyIsOneRecordAndStaysDeleted() throws {
        let (original, copy) = try copies()
        try copy.database.updateEntry(id: try entryId(copy, on: days[1]), servings: 2)
        try copy.database.deleteEntry(id: try entryId(copy, on: days[2]))
        let joined = try setUp(original, joining: copy)
        XCTAssertTrue(joined.lines.contains("Kept the synced diary's value for 1 field this diary also had."), joined.lines.joined(separator: "\n"))
        for replica in [original, copy] {
            XCTAssertEqual(try entries(replica), ["2026-11-20 Oats 1.0", "2026-11-21 Oats 1.0"])
        }
    }

    /// The other way round: the copy that sets sync up edited and deleted; its edit is kept (the joiner's value only fills
    /// what it lacks) and its deletion wins over the joiner's untouched row.
    func testAnEntryEditedOrDeletedOnTheInitialisingCopyIsOneRecordAndStaysDeleted() throws {
        let (original, copy) = try copies()
        try original.database.updateEntry(id: try entryId(original, on: days[1]), servings: 2)
        try original.database.deleteEntry(id: try entryId(original, on: days[2]))
        try setUp(original, joining: copy)
        for replica in [original, copy] {
            XCTAssertEqual(try entries(replica), ["2026-11-20 Oats 1.0", "2026-11-21 Oats 2.0"])
        }
    }

    /// A tap undone on one copy (its row deleted) is gone on both; an entry deleted and brought back by undo on one copy is
    /// the record it was (undo restores its row under its own id, which takes its birth back): one of it, not two.
    func testATapUndoneAndAnEntryDeletedThenUndoneOnOneCopyAreOneRecordEach() throws {
        let (original, copy) = try copies()
        let cups = try XCTUnwrap(copy.database.counters().first)
        try copy.database.undoLastChange(counterId: cups.id, fromAnywhere: true)
        try copy.database.deleteEntry(id: try entryId(copy, on: days[0]))
        _ = try copy.database.undo()
        try setUp(original, joining: copy)
        for replica in [original, copy] {
            XCTAssertEqual(try replica.database.counters().map(\.count), [2])
            XCTAssertEqual(try entries(replica), ["2026-11-20 Oats 1.0", "2026-11-21 Oats 1.0", "2026-11-22 Oats 1.0"])
        }
    }

    /// Rows added after the copying on each side are all kept, even the same row number with the same values after the
    /// last row was deleted on one side (N7); the deleted row stays deleted.
    func testRowsAddedAfterTheCopyOnBothSidesAreKeptAfterTheLastRowWasDeleted() throws {
        let (original, copy) = try copies()
        try copy.database.deleteEntry(id: try entryId(copy, on: days[2]))
        for replica in [original, copy] { try replica.database.addQuickEntry(label: "Tea", kcal: 2, on: days[2]) }
        try setUp(copy, joining: original)
        for replica in [original, copy] {
            XCTAssertEqual(try replica.database.entries(on: days[2]).map(\.title), ["Tea", "Tea"])
            XCTAssertEqual(try entries(replica).count, 4)
        }
    }

    /// A food deleted on one copy before sync is not sent as deleted (a named record), so its entries are not either: the
    /// food comes back from the other copy with all its entries, as before births were kept.
    func testAFoodDeletedOnOneCopyComesBackWithItsEntries() throws {
        let (original, copy) = try copies()
        let oats = try XCTUnwrap(copy.database.foods().first { $0.name == "Oats" })
        try copy.database.deleteFood(try XCTUnwrap(oats.id))
        XCTAssertEqual(try copy.database.syncRead { try Int.fetchOne($0, sql: "SELECT count(*) FROM syncBirth WHERE deleted = 1") }, 0)
        try setUp(original, joining: copy)
        for replica in [original, copy] { XCTAssertEqual(try entries(replica).count, 3) }
    }

    /// After the first sync the births are gone and no new ones are kept: a synced diary pays nothing for them.
    func testTheFirstSyncEmptiesTheBirthsAndASyncedDiaryKeepsNone() throws {
        let (original, copy) = try copies()
        try setUp(original, joining: copy)
        try original.database.addQuickEntry(label: "Tea", kcal: 2, on: days[0])
        for replica in [original, copy] {
            XCTAssertEqual(try replica.database.syncRead { try Int.fetchOne($0, sql: "SELECT count(*) FROM syncBirth") }, 0)
        }
    }

    /// A diary file at the previous schema (v11), copied before either copy was upgraded: each copy's upgrade gives its
    /// rows the same births (made from their values), so an edit and a deletion made on one copy after the upgrade are
    /// one record and a deletion. A diary that has synced gets no births at its upgrade.
    func testCopiesOfAFileFromThePreviousSchemaTakeTheSameBirthsAtTheirUpgrade() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let paths = [folder + "/original.sqlite", folder + "/copy.sqlite", folder + "/synced.sqlite"]
        let old = try DatabaseQueue(path: paths[0])
        try Schema.migrator.migrate(old, upTo: "v11-diary-origin")
        try old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO food(name, nameKey, kcalPerServing, serving) VALUES ('Oats', 'oats', 150, 'cup');
                    INSERT INTO day(date) VALUES ('2026-11-20'), ('2026-11-21'), ('2026-11-22');
                    INSERT INTO foodEntry(date, foodId, servings) VALUES ('2026-11-20', 1, 1), ('2026-11-21', 1, 1), ('2026-11-22', 1, 1);
                    INSERT INTO counter(name, nameKey, count, start, step, createdAt) VALUES ('Cups', 'cups', 2, 0, 1, '2026-11-20T10:00:00.000Z');
                    INSERT INTO counterChange(counterId, at, date, delta, countAfter, kind)
                        VALUES (1, '2026-11-20T10:01:00.000Z', '2026-11-20', 1, 1, 'tap'), (1, '2026-11-20T10:02:00.000Z', '2026-11-20', 1, 2, 'tap');
                    INSERT INTO workoutLog(date, exercise) VALUES ('2026-11-20', 'Squat');
                    """)
        }
        try old.close()
        try FileManager.default.copyItem(atPath: paths[0], toPath: paths[1])
        try FileManager.default.copyItem(atPath: paths[0], toPath: paths[2])
        let synced = try DatabaseQueue(path: paths[2])
        try synced.write { try $0.execute(sql: "INSERT INTO syncState(key, value) VALUES ('clock', '0000000000001-0000-x')") }
        try synced.close()
        let databases = try paths.map { try AppDatabase.open(path: $0) }
        let births = try databases.map { database in
            try database.syncRead { try String.fetchAll($0, sql: "SELECT tableName || ' ' || localKey || ' ' || token FROM syncBirth ORDER BY 1") }
        }
        XCTAssertEqual(births[0].count, 6, "3 entries, 2 taps, the workout log")
        XCTAssertEqual(births[0], births[1])
        XCTAssertEqual(births[2], [], "a diary that has synced keeps no births")
        let time = ManualTime()
        let (original, copy) = try (
            SyncReplica(folder: folder + "/carrier", time: time, database: databases[0]),
            SyncReplica(folder: folder + "/carrier", time: time, database: databases[1])
        )
        try copy.database.updateEntry(id: 2, servings: 2)
        try copy.database.deleteEntry(id: 3)
        try setUp(copy, joining: original)
        for replica in [original, copy] {
            XCTAssertEqual(try entries(replica), ["2026-11-20 Oats 1.0", "2026-11-21 Oats 2.0"])
            XCTAssertEqual(try replica.database.counters().map(\.count), [2])
        }
    }

    /// QA s9 N10: a never-synced diary's JSON export (no sync identities in it) restored on another machine, then joined
    /// next to the diary it came from: the restored diary is one of its own, so every entry and tap is there twice, none
    /// once (as docs/sync.md says; export after a sync for one copy).
    func testANeverSyncedDiarysExportRestoredNextToItGivesTwoCopiesOfEveryEntryAndTap() throws {
        let (original, _) = try copies()
        let export = try original.database.exportDocument().encoded()
        XCTAssertFalse(String(decoding: export, as: UTF8.self).contains("\"syncId\""))
        let restored = try SyncReplica(folder: original.folder, time: original.time)
        XCTAssertEqual(try JSONImporter.run(data: export, into: restored.database, today: days[2]).mode, .restored)
        try setUp(original, joining: restored)
        for replica in [original, restored] {
            XCTAssertEqual(try entries(replica).count, 6)
            XCTAssertEqual(try replica.database.counters().map(\.count), [6])
        }
    }
}
