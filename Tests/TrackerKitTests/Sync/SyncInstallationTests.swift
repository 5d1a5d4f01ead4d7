import Foundation
import XCTest

@testable import TrackerKit

/// Issue 29: a synced diary copied to another installation, or a second copy of it on this one, is refused before
/// it writes anything, whether or not the two copies ever write the same segment number.
final class SyncInstallationTests: XCTestCase {
    private func ownFiles(_ replica: String, in group: SyncGroup) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: group.folder + "/replicas/" + replica)) ?? []).sorted()
    }

    /// On another machine the installation file the diary was bound to is at the same path, and holds that machine's id.
    private func onAnotherMachine(_ database: AppDatabase, _ installation: SyncInstallation) throws {
        try database.syncWrite { try AppDatabase.setSyncSetting(SyncBinding.installationPathKey, installation.path, $0) }
    }

    private func machineId(_ database: AppDatabase) throws -> String { try XCTUnwrap(SyncStatus.read(database)).configuration.replica }

    func testADiaryCopiedToAnotherMachineIsRefusedBeforeItWritesEvenWithoutACollisionAndAfterACompaction() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (e, f) = (group.replicas[0], group.replicas[1])
        try e.database.logWeight(70, on: day("2026-11-18"))
        try group.settle()
        let copyPath = FileSystem.parent(of: group.folder) + "/copied.sqlite"
        try e.database.backup(to: copyPath, force: true)
        // Another machine: its own installation. E goes on and compacts, so its numbers move past the copy's.
        let h = try SyncReplicaOnFile(path: copyPath, group: group, installation: .inTest(besides: group.folder))
        try onAnotherMachine(h.database, h.installation)
        try e.database.logWeight(71, on: day("2026-11-20"))
        XCTAssertTrue(try e.sync(compaction: .now).didCompact)
        try f.database.logWeight(72, on: day("2026-11-21"))
        try f.sync()
        let id = try machineId(h.database)
        let before = ownFiles(id, in: group)
        try h.database.logWeight(81, on: day("2026-11-19"))

        XCTAssertThrowsError(try h.sync()) {
            XCTAssertTrue("\($0)".contains("another installation of Tracker"), "\($0)")
            XCTAssertTrue("\($0)".contains("tracker sync reset-machine"), "\($0)")
        }
        XCTAssertEqual(ownFiles(id, in: group), before, "the refused copy wrote into the carrier")
        XCTAssertNil(try h.database.dayDetail(day("2026-11-21")).weightKg, "the refused sync received")
        XCTAssertEqual(try h.database.syncRead { try AppDatabase.syncSetting("outbox", $0) }, nil)

        let ids = try SyncMachineReset(database: h.database, installation: h.installation).run()
        XCTAssertNotEqual(ids.old, ids.new)
        XCTAssertTrue(try h.sync().succeeded)
        try group.settle()
        XCTAssertTrue(try h.sync().succeeded)
        for replica in [e.database, f.database, h.database] {
            XCTAssertEqual(try replica.dayDetail(day("2026-11-19")).weightKg, 81)
            XCTAssertEqual(try replica.dayDetail(day("2026-11-20")).weightKg, 71)
            XCTAssertEqual(try replica.dayDetail(day("2026-11-21")).weightKg, 72)
        }
        h.database.close()
    }

    func testADiarySetUpBeforeInstallationsWereRecordedTakesThisOneSilently() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try group.settle()
        // As a diary set up by an older Tracker: no installation recorded, and none made yet on this machine.
        try a.database.syncWrite { try AppDatabase.setSyncSetting(SyncBinding.installationKey, nil, $0) }
        try FileManager.default.removeItem(atPath: FileSystem.parent(of: a.installation.path))
        try a.database.logWeight(75, on: day("2026-11-20"))
        let report = try a.sync()
        XCTAssertTrue(report.succeeded, report.lines.joined(separator: "\n"))
        let recorded = try a.database.syncRead { try AppDatabase.syncSetting(SyncBinding.installationKey, $0) }
        XCTAssertEqual(recorded, try a.installation.existingId())
        XCTAssertNotNil(recorded)
        try b.sync()
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-20")).weightKg, 75)
        // From now on it is bound: the same diary synced by another installation is refused.
        let elsewhere = SyncInstallation.inTest(besides: group.folder)
        try onAnotherMachine(a.database, elsewhere)
        XCTAssertThrowsError(
            try SyncEngine(database: a.database, installation: elsewhere, now: { [time = group.time] in time.now }).run(
                carrier: FolderCarrier(folder: group.folder)))
    }

    func testASecondCopyOnOneMachineIsRefusedAndADiaryMovedOnItTakesItsNewPlace() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let folder = FileSystem.parent(of: group.folder)
        let here = SyncInstallation.inTest(besides: group.folder)
        let original = folder + "/diary.sqlite", copy = folder + "/d2.sqlite", moved = folder + "/moved.sqlite"
        var first: SyncReplicaOnFile? = try SyncReplicaOnFile(path: original, group: group, installation: here)
        try SyncSetup(database: first!.database, carrier: .folder, location: group.folder, workFolder: group.folder, installation: here).join(
            phrase: group.phrase)
        try first!.database.logWeight(70, on: day("2026-11-20"))
        XCTAssertTrue(try first!.sync().succeeded)
        try first!.database.backup(to: copy, force: true)
        let second = try SyncReplicaOnFile(path: copy, group: group, installation: here)
        try second.database.logWeight(71, on: day("2026-11-21"))
        XCTAssertThrowsError(try second.sync()) {
            XCTAssertTrue("\($0)".contains("\(copy) is a copy of it on this machine"), "\($0)")
            XCTAssertTrue("\($0)".contains("reset-machine --db \(copy)"), "\($0)")
        }
        XCTAssertTrue(try first!.sync().succeeded, "the original goes on")
        // The original moved (mv on this machine): it takes its new place; the copy is still refused.
        first!.database.close()
        first = nil
        try FileManager.default.moveItem(atPath: original, toPath: moved)
        let movedDiary = try SyncReplicaOnFile(path: moved, group: group, installation: here)
        XCTAssertTrue(try movedDiary.sync().succeeded)
        XCTAssertThrowsError(try second.sync()) { XCTAssertTrue("\($0)".contains("\(moved), and \(copy) is a copy"), "\($0)") }
        // Made a machine of its own, the copy syncs, and each has the other's weight.
        _ = try SyncMachineReset(database: second.database, installation: here).run()
        XCTAssertTrue(try second.sync().succeeded)
        XCTAssertTrue(try movedDiary.sync().succeeded)
        XCTAssertEqual(try movedDiary.database.dayDetail(day("2026-11-21")).weightKg, 71)
        XCTAssertEqual(try second.database.dayDetail(day("2026-11-20")).weightKg, 70)
        second.database.close()
        movedDiary.database.close()
    }

    func testAnInstallationIdIsMadeOnceAndAFileThatIsNotOneIsRefusedByName() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-installation-test-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let installation = SyncInstallation(path: folder + "/state/tracker/installation")
        XCTAssertNil(try installation.existingId())
        let id = try installation.id()
        XCTAssertEqual(try installation.id(), id)
        XCTAssertEqual(id.count, 32)
        XCTAssertNotEqual(try SyncInstallation(path: folder + "/other/installation").id(), id)
        try Data("../../etc/passwd\n".utf8).write(to: URL(fileURLWithPath: installation.path))
        XCTAssertThrowsError(try installation.id()) { XCTAssertTrue("\($0)".contains("does not hold this installation's id"), "\($0)") }
        XCTAssertEqual(
            SyncInstallation.standard(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/me"]).path, "/x/state/tracker/installation")
        XCTAssertEqual(
            SyncInstallation.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/me"]).path, "/home/me/.local/state/tracker/installation")
    }

    /// Cron does not read the shell's profile: without its XDG_STATE_HOME it looks for the installation elsewhere. The file
    /// the diary was bound to is found again; one that holds another id (a copy) is not, and the refusal names both places.
    func testASyncWithAnotherStateFolderFindsTheInstallationTheDiaryWasBoundTo() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try group.settle()
        let cron = SyncInstallation.inTest(besides: group.folder)
        try a.database.logWeight(75, on: day("2026-11-20"))
        let asCron = SyncEngine(database: a.database, installation: cron, now: { [time = group.time] in time.now })
        XCTAssertTrue(try asCron.run(carrier: FolderCarrier(folder: group.folder)).succeeded)
        XCTAssertTrue(try a.sync().succeeded, "and the shell's run after it")
        try b.sync()
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-20")).weightKg, 75)
        XCTAssertNil(try cron.existingId(), "cron made no installation of its own")

        // The bound file replaced by another installation's id: refused, naming where this run looked.
        try FileManager.default.removeItem(atPath: FileSystem.parent(of: a.installation.path))
        _ = try a.installation.id()
        XCTAssertThrowsError(try asCron.run(carrier: FolderCarrier(folder: group.folder))) {
            XCTAssertTrue("\($0)".contains("another installation of Tracker"), "\($0)")
        }
        // A diary bound before the file's place was noted: the refusal says where this run looked and why it may differ.
        try a.database.syncWrite { try AppDatabase.setSyncSetting(SyncBinding.installationPathKey, nil, $0) }
        XCTAssertThrowsError(try asCron.run(carrier: FolderCarrier(folder: group.folder))) {
            XCTAssertTrue("\($0)".contains("this run looks at \(cron.path)"), "\($0)")
            XCTAssertTrue("\($0)".contains("XDG_STATE_HOME"), "\($0)")
        }
        // Only an installation file of this user's, at an installation file's name, is taken from a diary.
        XCTAssertNil(SyncInstallation.ownFile(at: "/etc/passwd"))
        XCTAssertNil(SyncInstallation.ownFile(at: "relative/tracker/installation"))
        XCTAssertNotNil(SyncInstallation.ownFile(at: a.installation.path))
    }
}
