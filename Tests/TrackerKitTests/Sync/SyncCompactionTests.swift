import Foundation
import XCTest

@testable import TrackerKit

/// Compaction (issue 29: the carrier must not grow without end): a machine rewrites its own segments into one
/// snapshot and removes them; readers at any position, machines offline throughout, and a compaction stopped
/// between writing the snapshot and removing the old files all end with the same diary, nothing lost or doubled.
final class SyncCompactionTests: XCTestCase {
    /// Machine A syncs `days` times, each with a weight, a memo, an entry and 10 taps on "Laps".
    private func use(_ replica: SyncReplica, days: ClosedRange<Int>, group: SyncGroup) throws {
        for n in days {
            let date = day(String(format: "2026-10-%02d", n))
            try replica.database.logWeight(70 + Double(n) / 10, on: date)
            try replica.database.setMemo("memo \(n)", on: date)
            try replica.database.setMemo("memo \(n), edited", on: date)
            try replica.database.addQuickEntry(label: "Meal \(n)", kcal: Double(300 + n), on: date)
            let laps = try replica.database.counters().first { $0.name == "Laps" } ?? replica.database.addCounter(name: "Laps", at: replica.clock)
            _ = try replica.database.tap(counterId: laps.id, times: 10, at: replica.clock)
            group.time.advance(3600)
            XCTAssertTrue(try replica.sync(compaction: .never).succeeded)
        }
    }

    private func files(of replica: SyncReplica, in group: SyncGroup) throws -> [String] {
        let id = try XCTUnwrap(SyncStatus.read(replica.database)).configuration.replica
        return try FileManager.default.contentsOfDirectory(atPath: group.folder + "/replicas/" + id).filter { $0 != "reads-snapshots" }.sorted()
    }

    private func laps(_ replica: SyncReplica) throws -> Int64? { try replica.database.counters().first { $0.name == "Laps" }?.count }

    func testAReaderPartWayThroughAndANewMachineBothEndWithTheSameDiaryAfterACompaction() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try use(a, days: 1...3, group: group)
        try b.sync()  // B has read A's first segments…
        try use(a, days: 4...8, group: group)
        let report = try a.sync(compaction: .now)
        XCTAssertTrue(report.didCompact, report.lines.joined(separator: "\n"))
        XCTAssertEqual(try files(of: a, in: group), ["00000008.snap"])
        try b.sync()  // …and reads the rest from the snapshot: nothing doubled.
        XCTAssertEqual(try laps(b), 80)
        XCTAssertEqual(try b.export(), try a.export())
        let c = try group.addReplica()
        try c.sync()
        XCTAssertEqual(try c.export(), try a.export())
        try use(a, days: 9...9, group: group)
        XCTAssertEqual(try files(of: a, in: group), ["00000008.snap", "00000009.seg"])
        try group.settle()
        XCTAssertEqual(try laps(c), 90)
        XCTAssertEqual(try c.export(), try a.export())
        XCTAssertEqual(try b.export(), try a.export())
    }

    func testAMachineOfflineThroughTwoCompactionsCatchesUpAndItsOwnChangesArrive() throws {
        let group = try SyncGroup(count: 3, testCase: self)
        let (a, b, offline) = (group.replicas[0], group.replicas[1], group.replicas[2])
        try offline.database.addQuickEntry(label: "Made offline", kcal: 100, on: day("2026-10-02"))
        try use(a, days: 1...4, group: group)
        XCTAssertTrue(try a.sync(compaction: .now).didCompact)
        try b.sync()  // joined: what it holds before its first sync only fills what the synced diary lacks
        try b.database.logWeight(99, on: day("2026-10-02"))  // later than A's weight for that day: wins
        try b.sync()
        try use(a, days: 5...7, group: group)
        XCTAssertTrue(try a.sync(compaction: .now).didCompact)
        XCTAssertEqual(try files(of: a, in: group), ["00000007.snap"])
        try group.settle()
        XCTAssertEqual(try laps(offline), 70)
        XCTAssertEqual(try offline.database.dayDetail(day("2026-10-02")).weightKg, 99)
        XCTAssertEqual(try a.database.entries(on: day("2026-10-02")).compactMap(\.label).sorted(), ["Made offline", "Meal 2"])
        XCTAssertEqual(try offline.export(), try a.export())
        XCTAssertEqual(try b.export(), try a.export())
    }

    /// Killed after the snapshot is in place and before (or while) the old files are removed: both are there.
    func testACompactionStoppedBeforeRemovingTheOldFilesIsFinishedByTheNextSyncAndDoublesNothing() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try use(a, days: 1...2, group: group)
        try b.sync()
        try use(a, days: 3...6, group: group)
        let id = try XCTUnwrap(SyncStatus.read(a.database)).configuration.replica
        let folder = group.folder + "/replicas/" + id, saved = FileSystem.parent(of: group.folder) + "/saved"
        try FileManager.default.copyItem(atPath: folder, toPath: saved)
        XCTAssertTrue(try a.sync(compaction: .now).didCompact)
        // Put back some of the segments (the removal stopped part-way) and a temporary file a kill left.
        for name in ["00000004.seg", "00000005.seg", "00000006.seg"] {
            try FileManager.default.copyItem(atPath: saved + "/" + name, toPath: folder + "/" + name)
        }
        try Data("half a snapshot".utf8).write(to: URL(fileURLWithPath: folder + "/.00000006.snap.tracker-tmp-abc123"))
        let report = try b.sync()
        XCTAssertTrue(report.succeeded, report.lines.joined(separator: "\n"))
        XCTAssertEqual(try laps(b), 60)
        XCTAssertEqual(try b.export(), try a.export())
        XCTAssertTrue(try a.sync(compaction: .never).succeeded)
        XCTAssertEqual(try files(of: a, in: group), ["00000006.snap"])
        XCTAssertEqual(try laps(a), 60)
    }

    func testAReaderThatHadReadEverySegmentIgnoresTheSnapshotAndAnotherWithNoneTakesIt() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try use(a, days: 1...3, group: group)
        try b.sync()
        XCTAssertTrue(try a.sync(compaction: .now).didCompact)
        XCTAssertEqual(try b.sync().segmentsRead, 0)
        let c = try group.addReplica()
        XCTAssertTrue(try c.sync().succeeded)
        let aId = try XCTUnwrap(SyncStatus.read(a.database)).configuration.replica
        XCTAssertEqual(try XCTUnwrap(SyncStatus.read(c.database)).otherReplicas[aId], 3)
        XCTAssertEqual(try laps(c), 30)
        XCTAssertEqual(try c.export(), try a.export())
    }

    func testASnapshotIsBoundToItsNumberAndKindAndARefusedOneRemovesNothing() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try use(a, days: 1...3, group: group)
        XCTAssertTrue(try a.sync(compaction: .now).didCompact)
        let id = try XCTUnwrap(SyncStatus.read(a.database)).configuration.replica
        let folder = group.folder + "/replicas/" + id
        // A snapshot renamed to a segment's name (or the other way round) does not open.
        try FileManager.default.moveItem(atPath: folder + "/00000003.snap", toPath: folder + "/00000001.seg")
        let refused = try b.sync()
        XCTAssertFalse(refused.succeeded)
        XCTAssertTrue(refused.lines.contains { $0.contains("00000001.seg") && $0.contains("Refused") }, refused.lines.joined(separator: "\n"))
        XCTAssertNil(try laps(b))
        try FileManager.default.moveItem(atPath: folder + "/00000001.seg", toPath: folder + "/00000003.snap")
        XCTAssertTrue(try b.sync().succeeded)
        XCTAssertEqual(try b.export(), try a.export())
    }

    func testACompactionThatCannotReadOneOfItsOwnFilesRemovesNothingAndSaysSo() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try use(a, days: 1...3, group: group)
        try b.sync()
        let id = try XCTUnwrap(SyncStatus.read(a.database)).configuration.replica
        let path = group.folder + "/replicas/" + id + "/00000002.seg"
        // A file of this machine's own that opens with the key but whose contents it cannot read, kept as written (its
        // fingerprint is the diary's own): the own-file check leaves it, compaction cannot use it. (A damaged or missing
        // one is written again before compaction runs: SyncHardeningCompactionTests.)
        let configuration = try XCTUnwrap(SyncStatus.read(a.database)).configuration
        let unreadable = try SegmentCodec.seal(
            Data("not a payload".utf8), key: configuration.key, diary: configuration.diary, replica: id, sequence: 2)
        try unreadable.write(to: URL(fileURLWithPath: path))
        try a.database.syncWrite { db in try OwnSegments.remember(unreadable, sequence: 2, db) }
        let report = try a.sync(compaction: .now)
        XCTAssertFalse(report.succeeded)
        XCTAssertFalse(report.didCompact)
        XCTAssertTrue(report.lines.contains { $0.hasPrefix("Compaction did not run:") && $0.contains("00000002.seg") }, report.lines.joined(separator: "\n"))
        XCTAssertEqual(try files(of: a, in: group), ["00000001.seg", "00000002.seg", "00000003.seg"])
        // Automatic, the same failure is said but does not fail the sync (cron would fail at every run): tried again next time.
        var engine = SyncEngine(database: a.database, installation: a.installation, now: { [time = group.time] in time.now })
        engine.automaticCompactionAfter = 3
        let automatic = try engine.run(carrier: FolderCarrier(folder: group.folder))
        XCTAssertTrue(automatic.succeeded)
        XCTAssertTrue(automatic.lines.contains { $0.hasPrefix("Compaction did not run:") }, automatic.lines.joined(separator: "\n"))
        XCTAssertEqual(try files(of: a, in: group), ["00000001.seg", "00000002.seg", "00000003.seg"])
    }

    func testAutomaticCompactionWaitsForEnoughSegmentsAndForMachinesThatCannotReadSnapshots() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try b.database.logWeight(60, on: day("2026-10-01"))
        try b.sync()
        try use(a, days: 1...5, group: group)
        let configuration = try XCTUnwrap(SyncStatus.read(a.database)).configuration
        var compaction = SyncCompaction(store: configuration.store, configuration: configuration)
        XCTAssertFalse(compaction.isDue())
        compaction.minimumSegments = 5
        XCTAssertTrue(compaction.isDue())
        // An older Tracker on B never wrote the marker: automatic compaction waits, and says why.
        let bId = try XCTUnwrap(SyncStatus.read(b.database)).configuration.replica
        try FileManager.default.removeItem(atPath: configuration.store.readsSnapshotsMarker(of: bId))
        XCTAssertEqual(compaction.machinesNotReadingSnapshots(), [bId])
        var engine = SyncEngine(database: a.database, installation: a.installation, now: { [time = group.time] in time.now })
        engine.automaticCompactionAfter = 5
        let waiting = try engine.run(carrier: FolderCarrier(folder: group.folder))
        XCTAssertFalse(waiting.didCompact)
        XCTAssertTrue(waiting.lines.contains { $0.hasPrefix("Compaction waits: machine \(bId)") }, waiting.lines.joined(separator: "\n"))
        XCTAssertTrue(try b.sync().succeeded)  // B is updated: it writes the marker
        let done = try engine.run(carrier: FolderCarrier(folder: group.folder))
        XCTAssertTrue(done.didCompact, done.lines.joined(separator: "\n"))
        XCTAssertEqual(try files(of: a, in: group), ["00000005.snap"])
        XCTAssertFalse(try engine.run(carrier: FolderCarrier(folder: group.folder)).didCompact)
    }
}
