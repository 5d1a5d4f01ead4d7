import Foundation
import XCTest

@testable import TrackerKit

/// A whole HOME copied (`cp -a`, rsync) copies the installation's id with it; the copy is told apart by the inode of the
/// installation file and becomes an installation of its own, so its diaries are refused before they write (QA s8b N3).
final class SyncCopiedHomeTests: XCTestCase {
    private func copyFolder(_ from: String, to: String) throws {
        // A new file for each, as cp -a or rsync makes (FileManager may clone, which still gives a new inode).
        try FileManager.default.copyItem(atPath: from, toPath: to)
    }

    func testACopiedInstallationFileTakesANewIdOnceAndTheOriginalKeepsItsOwn() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-installation-test-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = SyncInstallation(path: folder + "/home/state/tracker/installation")
        let id = try original.id()
        XCTAssertEqual(try original.existingId(), id, "the same file, read again")
        try copyFolder(folder + "/home", to: folder + "/copy")
        let copy = SyncInstallation(path: folder + "/copy/state/tracker/installation")
        let renewed = try XCTUnwrap(try copy.existingId())
        XCTAssertNotEqual(renewed, id)
        XCTAssertEqual(try copy.existingId(), renewed, "renewed once, then stable")
        XCTAssertEqual(try copy.id(), renewed)
        XCTAssertEqual(try original.existingId(), id, "the original is not touched")
        // An installation made before inodes were noted takes its inode silently.
        try FileManager.default.removeItem(atPath: original.inodePath)
        XCTAssertEqual(try original.existingId(), id)
        XCTAssertTrue(FileSystem.exists(original.inodePath))
    }

    /// The QA's repro: the synced clock ahead of the wall (another machine's fast clock), the HOME copied, 7 taps on the
    /// copy and 9 on the original. The copy is refused before it writes; after `reset-machine` every machine has all 16.
    func testAWholeHomeCopiedIsRefusedBeforeItWritesAndAfterResetMachineNothingIsLost() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let root = FileSystem.parent(of: group.folder)
        let home = root + "/home", copiedHome = root + "/copied-home"
        let installation = SyncInstallation(path: home + "/state/tracker/installation")
        let diaryPath = home + "/data/tracker.sqlite"
        try FileManager.default.createDirectory(atPath: home + "/data", withIntermediateDirectories: true)
        let original = try SyncReplicaOnFile(path: diaryPath, group: group, installation: installation)
        try SyncSetup(database: original.database, carrier: .folder, location: group.folder, workFolder: group.folder, installation: installation)
            .join(phrase: group.phrase)
        let laps = try original.database.addCounter(name: "Laps", at: group.replicas[0].clock)
        XCTAssertTrue(try original.sync().succeeded)
        let fast = ManualTime(group.time.now.addingTimeInterval(600))
        let ahead = try SyncReplica(folder: group.folder, time: fast)
        try ahead.setup.join(phrase: group.phrase)
        try ahead.database.logWeight(70, on: day("2025-11-20"))
        try ahead.sync()
        group.time.advance(1)
        XCTAssertTrue(try original.sync().succeeded)
        original.database.close()
        try copyFolder(home, to: copiedHome)
        // On another machine the HOME is at the same path as on this one: the copied notes name the copy's own files.
        let notes = copiedHome + "/state/tracker/sync-files"
        for name in try FileManager.default.contentsOfDirectory(atPath: notes) {
            let text = try String(contentsOfFile: notes + "/" + name, encoding: .utf8).replacingOccurrences(of: home + "/", with: copiedHome + "/")
            try Data(text.utf8).write(to: URL(fileURLWithPath: notes + "/" + name))
        }
        let reopened = try SyncReplicaOnFile(path: diaryPath, group: group, installation: installation)
        let copy = try SyncReplicaOnFile(
            path: copiedHome + "/data/tracker.sqlite", group: group, installation: SyncInstallation(path: copiedHome + "/state/tracker/installation"))
        try copy.database.syncWrite { try AppDatabase.setSyncSetting(SyncBinding.installationPathKey, copy.installation.path, $0) }
        _ = try copy.database.tap(counterId: laps.id, times: 7, at: group.replicas[0].clock)
        _ = try reopened.database.tap(counterId: laps.id, times: 9, at: group.replicas[0].clock)
        group.time.advance(1)
        XCTAssertTrue(try reopened.sync().succeeded)
        let before = try FileManager.default.contentsOfDirectory(atPath: group.folder + "/replicas").sorted()
        XCTAssertThrowsError(try copy.sync()) { XCTAssertTrue("\($0)".contains("another installation of Tracker"), "\($0)") }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: group.folder + "/replicas").sorted(), before)

        _ = try SyncMachineReset(database: copy.database, installation: copy.installation).run()
        for _ in 0..<2 {
            group.time.advance(1)
            XCTAssertTrue(try copy.sync().succeeded)
            XCTAssertTrue(try reopened.sync().succeeded)
            try ahead.sync()
        }
        for database in [copy.database, reopened.database, ahead.database] {
            XCTAssertEqual(try database.counters().first { $0.name == "Laps" }?.count, 16)
        }
        copy.database.close()
        reopened.database.close()
    }
}
