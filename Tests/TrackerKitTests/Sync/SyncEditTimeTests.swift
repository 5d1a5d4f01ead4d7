import GRDB
import XCTest

@testable import TrackerKit

/// QA s10 S10-9: an edit is ordered by when it was made, not when it was synced (issue 29: "the latest change wins per
/// field, ordered by a hybrid logical clock"). A laptop that was offline and syncs last does not overwrite a correction
/// made later on another machine, and a machine whose clock is minutes behind still orders an edit made after it
/// received another machine's after that machine's.
final class SyncEditTimeTests: XCTestCase {
    func testAnOfflineEditSyncedLastDoesNotOverwriteALaterEditMadeElsewhere() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (laptop, desktop) = (group.replicas[0], group.replicas[1])
        let date = day("2026-11-20")
        let food = try laptop.database.addFood(Food(name: "Oats", kcalPerServing: 150))
        try group.settle()
        let oatsOnDesktop = try XCTUnwrap(desktop.database.foods().first { $0.name == "Oats" })

        group.time.advance(600)
        try laptop.database.logWeight(72.0, on: date)
        try laptop.database.setMemo("typed on the laptop", on: date)
        try laptop.database.updateFood(Food(id: food.id, name: "Oats", kcalPerServing: 160))
        group.time.advance(1_800)  // half an hour later, a correction on the desktop
        try desktop.database.logWeight(71.0, on: date)
        try desktop.database.setMemo("corrected on the desktop", on: date)
        try desktop.database.updateFood(Food(id: oatsOnDesktop.id, name: "Oats", kcalPerServing: 170))
        try desktop.sync()
        group.time.advance(3_600)  // the laptop comes online an hour later
        try laptop.sync()
        try group.settle()

        for replica in group.replicas {
            XCTAssertEqual(try replica.database.dayDetail(date).weightKg, 71.0)
            XCTAssertEqual(try replica.database.dayDetail(date).memo, "corrected on the desktop")
            XCTAssertEqual(try replica.database.foods().first { $0.name == "Oats" }?.kcalPerServing, 170)
        }
        XCTAssertEqual(try laptop.export(), try desktop.export())
    }

    /// The later edit still wins when it is the offline machine's: the order is the typing's, whoever syncs first.
    func testTheLaterEditWinsWhicheverMachineSyncsFirst() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (laptop, desktop) = (group.replicas[0], group.replicas[1])
        let date = day("2026-11-21")
        try group.settle()
        group.time.advance(600)
        try desktop.database.logWeight(71.0, on: date)
        group.time.advance(600)
        try laptop.database.logWeight(72.5, on: date)
        group.time.advance(600)
        try laptop.sync()
        try desktop.sync()
        try group.settle()
        XCTAssertEqual(try desktop.database.dayDetail(date).weightKg, 72.5)
        XCTAssertEqual(try laptop.export(), try desktop.export())
    }

    /// Each field is ordered by when it was typed, not by its row's last change: the laptop's memo typed after the
    /// desktop's weight correction does not carry the laptop's earlier weight past the correction.
    func testEachFieldIsOrderedByWhenItWasTypedNotByItsRowsLastChange() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (laptop, desktop) = (group.replicas[0], group.replicas[1])
        let synced = day("2026-11-18"), new = day("2026-11-19")
        try laptop.database.logWeight(70.0, on: synced)
        try group.settle()
        group.time.advance(600)
        try laptop.database.logWeight(70.4, on: synced)
        try laptop.database.logWeight(70.8, on: new)
        group.time.advance(600)
        try desktop.database.logWeight(70.2, on: synced)
        try desktop.database.logWeight(70.6, on: new)
        try desktop.sync()
        group.time.advance(600)
        try laptop.database.setMemo("rowing", on: synced)
        try laptop.database.setMemo("swim", on: new)
        group.time.advance(600)
        try laptop.sync()
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try replica.database.dayDetail(synced).weightKg, 70.2)
            XCTAssertEqual(try replica.database.dayDetail(synced).memo, "rowing")
            XCTAssertEqual(try replica.database.dayDetail(new).weightKg, 70.6)
            XCTAssertEqual(try replica.database.dayDetail(new).memo, "swim")
        }
        XCTAssertEqual(try laptop.export(), try desktop.export())
    }

    /// QA s11b S11b-1: an edit that sets a field back to its value as last synced (a typo fixed, an undo, a weight deleted
    /// and logged again) was typed after the other machine's correction, and wins.
    func testAFieldSetBackToItsSyncedValueLaterStillWins() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (laptop, desktop) = (group.replicas[0], group.replicas[1])
        let (typo, relogged) = (day("2026-11-16"), day("2026-11-17"))
        try laptop.database.logWeight(70.0, on: typo)
        try laptop.database.setMemo("orig", on: typo)
        try laptop.database.logWeight(65.0, on: relogged)
        try group.settle()
        group.time.advance(600)
        try laptop.database.logWeight(80.0, on: typo)
        try laptop.database.setMemo("typo", on: typo)
        try laptop.database.clearWeight(on: relogged)
        group.time.advance(600)
        try desktop.database.logWeight(72.0, on: typo)
        try desktop.database.setMemo("desktop", on: typo)
        try desktop.database.logWeight(66.0, on: relogged)
        try desktop.sync()
        group.time.advance(600)
        try laptop.database.logWeight(70.0, on: typo)
        try laptop.database.setMemo("orig", on: typo)
        try laptop.database.logWeight(65.0, on: relogged)
        group.time.advance(600)
        try laptop.sync()
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try replica.database.dayDetail(typo).weightKg, 70.0)
            XCTAssertEqual(try replica.database.dayDetail(typo).memo, "orig")
            XCTAssertEqual(try replica.database.dayDetail(relogged).weightKg, 65.0)
        }
        XCTAssertEqual(try laptop.export(), try desktop.export())
    }

    /// QA s11c S11c-1: a weight and a memo logged and removed on a day no sync had carried: the removals were typed after
    /// the other machine's values, so the day ends empty everywhere.
    func testADayMadeAndClearedBeforeItWasSyncedClearsAnEarlierValueFromElsewhere() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let date = day("2026-11-15")
        try group.settle()
        group.time.advance(600)
        try a.database.logWeight(80.0, on: date)
        try a.database.setMemo("typed on a", on: date)
        group.time.advance(120)
        try b.database.logWeight(81.0, on: date)
        try b.database.setMemo("typed on b", on: date)
        try b.sync()
        group.time.advance(180)
        try a.database.clearWeight(on: date)
        try a.database.setMemo(nil, on: date)
        group.time.advance(60)
        try a.sync()
        try group.settle()
        for replica in group.replicas {
            XCTAssertNil(try replica.database.dayDetail(date).weightKg)
            XCTAssertNil(try replica.database.dayDetail(date).memo)
        }
        XCTAssertEqual(try a.export(), try b.export())
    }

    /// QA s11b S11b-3: a machine whose clock is half an hour fast syncs a memo; afterwards two machines with right clocks
    /// correct one weight ten minutes apart: the one typed later wins, as the fast clock never stamped that field.
    func testAFastClocksChangesElsewhereDoNotReorderLaterEditsOfAnotherField() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let fastTime = ManualTime(group.time.now + 1_800)
        let fast = try SyncReplica(folder: group.folder, time: fastTime)
        try fast.setup.join(phrase: group.phrase)
        try fast.sync()
        let weighed = day("2026-11-20")
        try a.database.logWeight(70.0, on: weighed)
        try group.settle()
        try fast.database.setMemo("from a fast clock", on: day("2026-11-01"))
        try fast.sync()
        try a.sync()
        try b.sync()
        // New entries after that: their ids come from clocks now past the fast stamps.
        try a.database.addQuickEntry(label: "Tea", kcal: 5, on: weighed)
        try b.database.addQuickEntry(label: "Coffee", kcal: 5, on: weighed)
        try a.sync()
        try b.sync()
        group.time.advance(60)
        try b.database.logWeight(71.0, on: weighed)
        group.time.advance(600)
        try a.database.logWeight(72.0, on: weighed)
        group.time.advance(60)
        try a.sync()
        try b.sync()
        try a.sync()
        XCTAssertEqual(try b.database.dayDetail(weighed).weightKg, 72.0)
        XCTAssertEqual(try a.database.dayDetail(weighed).weightKg, 72.0)
        XCTAssertEqual(try a.export(), try b.export())
    }

    /// B's clock runs ten minutes ahead. A receives B's weight, then corrects it two (real) minutes later: A's stamp is
    /// never before what A had received when it edited, so the correction wins although A's clock reads earlier.
    func testAnEditMadeAfterReceivingWinsOverAMachineWhoseClockIsAhead() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let a = group.replicas[0]
        let bTime = ManualTime(group.time.now + 600)
        let b = try SyncReplica(folder: group.folder, time: bTime)
        try b.setup.join(phrase: group.phrase)
        let date = day("2026-11-22")
        func advance(_ seconds: TimeInterval) {
            group.time.advance(seconds)
            bTime.advance(seconds)
        }
        try b.sync()
        try a.sync()
        advance(60)
        try b.database.logWeight(70.0, on: date)
        try b.sync()
        advance(60)
        try a.sync()
        XCTAssertEqual(try a.database.dayDetail(date).weightKg, 70.0)
        advance(60)
        try a.database.logWeight(69.5, on: date)
        advance(60)
        try a.sync()
        try b.sync()
        XCTAssertEqual(try b.database.dayDetail(date).weightKg, 69.5)
        XCTAssertEqual(try a.export(), try b.export())
    }

    /// A row edited twice before a sync is stamped with the second edit's time; a program other than Tracker that writes
    /// the file notes no time, and the sync's own time stands in, as before edits had times.
    func testTheJournalKeepsTheLastEditsTimeAndAnOutsideWriteHasNone() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let a = group.replicas[0]
        let date = day("2026-11-23")
        try group.settle()
        let start = group.time.now
        try a.database.logWeight(70.0, on: date)
        group.time.advance(90)
        try a.database.setMemo("later", on: date)
        let millis = Int64(start.timeIntervalSince1970 * 1000)
        XCTAssertEqual(
            try a.database.read { try AppDatabase.syncJournalTimes(of: "day", $0) },
            [date.iso: SyncJournalTimes(first: millis, last: millis + 90_000, fields: ["weightKg": millis, "memo": millis + 90_000])])

        try a.database.writer.write { try $0.execute(sql: "UPDATE day SET memo = 'by hand' WHERE date = ?", arguments: [date.iso]) }
        XCTAssertEqual(try a.database.read { try AppDatabase.syncJournalTimes(of: "day", $0) }, [:], "an outside write has no time")
        group.time.advance(30)
        XCTAssertTrue(try a.sync().succeeded)
        let state = try XCTUnwrap(try a.database.read { try SyncLedger($0).entry("day", date.iso) }?.state)
        XCTAssertEqual(state.s["memo"].flatMap(SyncStamp.init)?.millis, Int64(group.time.now.timeIntervalSince1970 * 1000))
    }

    /// A diary whose journal was made before edits had times (schema v12): the upgrade removes its triggers, so the next
    /// sync compares every row once and makes the new ones; nothing is lost on the way.
    func testAnUpgradedDiaryComparesEveryRowOnceAndThenJournalsWithTimes() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try group.settle()
        let journalTriggers = "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'syncJournal%'"
        try a.database.writer.write { db in
            // The journal as schema v12 made it: no times, and triggers that note keys only.
            for name in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'syncJournal%'") {
                try db.execute(sql: "DROP TRIGGER \"\(name)\"")
            }
            try db.execute(
                sql: "DROP TABLE syncJournalField; ALTER TABLE syncJournal DROP COLUMN changedAt; "
                    + "ALTER TABLE syncJournal DROP COLUMN firstChangedAt")
            try db.execute(
                sql: "CREATE TRIGGER syncJournal_day_update AFTER UPDATE ON day BEGIN INSERT INTO syncJournal(tableName, localKey) "
                    + "SELECT 'day', NEW.date WHERE NOT EXISTS (SELECT 1 FROM syncJournal WHERE tableName = 'day' AND localKey = NEW.date); END")
            try Schema.addSyncJournalTimes(db)
            XCTAssertEqual(try Int.fetchOne(db, sql: journalTriggers), 0)
        }
        try a.database.logWeight(68.0, on: day("2026-11-24"))
        try group.settle()
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-24")).weightKg, 68.0)
        XCTAssertGreaterThan(try a.database.read { try Int.fetchOne($0, sql: journalTriggers) ?? 0 }, 0, "the next sync made the triggers again")
        try a.database.logWeight(67.0, on: day("2026-11-24"))
        XCTAssertEqual(try a.database.read { try AppDatabase.syncJournalTimes(of: "day", $0) }.count, 1)
        try group.settle()
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-24")).weightKg, 67.0)
        XCTAssertEqual(try a.export(), try b.export())
    }
}
