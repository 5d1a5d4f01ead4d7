import Foundation
import XCTest

@testable import TrackerKit

/// No stamp is handed out twice by one machine id (QA s8b N3): a diary restored over its own file from a backup, or a copy,
/// while the synced clock runs ahead of the wall clock, would otherwise mint change ids (and new records' ids) its id had
/// already sent, and each side would drop the other's change. And a clock far ahead that hands out more than the
/// counter holds moves to the next millisecond, so every stamp reads back.
final class SyncClockReuseTests: XCTestCase {
    func testAClockAheadOfTheWallMovesToTheNextMillisecondInsteadOfPassingTheCounter() {
        let now = Date(timeIntervalSince1970: 1_764_000_000)
        let ahead = SyncStamp(millis: 1_764_000_000_000 + 600_000, counter: SyncStamp.counterLimit - 1, replica: "aa")
        var clock = HybridLogicalClock(replica: "bb", latest: ahead, now: { now })
        let stamps = (0..<3).map { _ in clock.tick() }
        XCTAssertEqual(stamps.map(\.counter), [SyncStamp.counterLimit, 0, 1])
        XCTAssertEqual(stamps.map(\.millis), [ahead.millis, ahead.millis + 1, ahead.millis + 1])
        for stamp in stamps { XCTAssertEqual(SyncStamp(stamp.description), stamp, stamp.description) }
        XCTAssertEqual(stamps, stamps.sorted())
        XCTAssertEqual(stamps.map(\.description), stamps.map(\.description).sorted())
    }

    /// A's clock is carried 10 minutes ahead by B's fast clock; A's diary is then restored from a backup taken before a
    /// sync that sent 5 taps, and 50 more are tapped: both machines end with all 55.
    func testADiaryRestoredOverItsOwnFileWhileTheClockIsAheadKeepsBothSidesChanges() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-") + "/carrier"
        let parent = FileSystem.parent(of: folder)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: parent) }
        let (timeA, timeB) = (ManualTime(), ManualTime())
        let a = try SyncReplica(folder: folder, time: timeA), b = try SyncReplica(folder: folder, time: timeB)
        let phrase = try a.setup.initialize()
        try b.setup.join(phrase: phrase)
        let laps = try a.database.addCounter(name: "Laps", at: a.clock)
        try a.sync()
        timeB.advance(600)
        try b.database.logWeight(70, on: day("2025-11-20"))
        try b.sync()
        timeA.advance(1)
        try a.sync()
        let backup = parent + "/backup.sqlite"
        try a.database.backup(to: backup, force: true)
        _ = try a.database.tap(counterId: laps.id, times: 5, at: a.clock)
        timeA.advance(1)
        try a.sync()
        // The backup put back in the diary's place: the same machine, the same installation, its diary as it was.
        let restored = try AppDatabase.open(path: backup, now: { timeA.now })
        defer { restored.close() }
        _ = try restored.tap(counterId: laps.id, times: 50, at: a.clock)
        timeA.advance(1)
        let engine = SyncEngine(database: restored, installation: a.installation, now: { timeA.now })
        XCTAssertTrue(try engine.run(carrier: FolderCarrier(folder: folder)).succeeded)
        timeB.advance(1)
        try b.sync()
        timeA.advance(1)
        XCTAssertTrue(try engine.run(carrier: FolderCarrier(folder: folder)).succeeded)
        XCTAssertEqual(try restored.counter(id: laps.id)?.count, 55)
        XCTAssertEqual(try b.database.counters().first { $0.name == "Laps" }?.count, 55)
        XCTAssertEqual(
            String(decoding: try restored.exportDocument().encoded(), as: UTF8.self), try b.export())
    }
}

/// QA s11 S11-0: a machine restored from a backup while its synced clock runs ahead of the wall (a fast machine synced
/// once) types a memo, then `sync reset-machine` and syncs: the memo typed after the restore wins over the edits its old
/// id made after the backup, which were typed before it.
final class SyncResetMachineClockTests: XCTestCase {
    func testAnEditTypedAfterARestoreAndResetMachineWinsOverWhatTheOldIdWroteAfterTheBackup() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let fastTime = ManualTime(group.time.now + 1_800)
        let fast = try SyncReplica(folder: group.folder, time: fastTime)
        try fast.setup.join(phrase: group.phrase)
        try fast.sync()
        try fast.database.setMemo("from a fast clock", on: day("2025-11-01"))
        try fast.sync()
        try group.settle()
        let memoDay = day("2025-11-02")
        for round in 1...4 {
            let backup = FileSystem.parent(of: group.folder) + "/backup-\(round).sqlite"
            try b.database.backup(to: backup, force: true)
            for edit in 1...3 {
                group.time.advance(5)
                try b.database.setMemo("round \(round) after the backup \(edit)", on: memoDay)
                try b.sync()
                try a.sync()
            }
            group.time.advance(5)
            let time = group.time
            let restored = try AppDatabase.open(path: backup, now: { time.now })
            defer { restored.close() }
            try restored.setMemo("round \(round) typed after the restore", on: memoDay)
            _ = try SyncMachineReset(database: restored, installation: b.installation).run()
            let engine = SyncEngine(database: restored, installation: b.installation, now: { time.now })
            group.time.advance(1)
            XCTAssertTrue(try engine.run(carrier: FolderCarrier(folder: group.folder)).succeeded)
            try a.sync()
            XCTAssertEqual(try restored.dayDetail(memoDay).memo, "round \(round) typed after the restore")
            XCTAssertEqual(try a.database.dayDetail(memoDay).memo, "round \(round) typed after the restore")
            // b's own diary goes on as the machine it was: it takes the restored machine's memo too.
            try b.sync()
            XCTAssertEqual(try b.database.dayDetail(memoDay).memo, "round \(round) typed after the restore")
        }
    }
}
