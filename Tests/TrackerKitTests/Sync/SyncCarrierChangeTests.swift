import Foundation
import XCTest

@testable import TrackerKit

/// A set-up that never finished gives way to another carrier; an unusable folder is said in plain words; a set-up
/// diary moves to a new address with `move` (QA s10 S10-2, S10-7).
final class SyncCarrierChangeTests: XCTestCase {
    private func temporaryFolder() throws -> String {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    private func setup(_ replica: SyncReplica, git remote: String, clone: String) -> SyncSetup {
        SyncSetup(database: replica.database, carrier: .git, location: remote, workFolder: clone, installation: replica.installation)
    }

    private func engine(_ replica: SyncReplica) -> SyncEngine {
        let time = replica.time
        return SyncEngine(database: replica.database, installation: replica.installation, now: { time.now })
    }

    func testAFileNamedAsTheCarrierIsRefusedInPlainWordsAndNothingIsSetUp() throws {
        let root = try temporaryFolder()
        XCTAssertTrue(FileManager.default.createFile(atPath: root + "/afile", contents: Data("x".utf8)))
        let a = try SyncReplica(folder: root + "/afile", time: ManualTime())
        XCTAssertThrowsError(try a.setup.initialize()) {
            XCTAssertEqual("\($0)", "\(root)/afile is a file, not a folder; name a folder for the carrier (it is made if it is not there)")
        }
        XCTAssertNil(try engine(a).configuration())
    }

    func testAFoundationErrorIsSaidInPlainWords() {
        let readOnly = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileWriteVolumeReadOnly.rawValue, userInfo: [NSFilePathErrorKey: "/mnt/rofold/replicas"])
        XCTAssertEqual(
            "\(CarrierFolderCheck.plain(readOnly, at: "/mnt/rofold"))", "/mnt/rofold/replicas is on a read-only file system; name a folder that can be written")
        let denied = NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))
        XCTAssertEqual("\(CarrierFolderCheck.plain(denied, at: "/srv/x"))", "/srv/x cannot be written: permission denied; name a folder you can write")
    }

    func testAGitRemoteWithAWorkingTreeIsToldToBeBareAndInitThenGoesToABareOneWithTheSameKey() throws {
        let root = try temporaryFolder()
        XCTAssertEqual(try ProcessRunner.run("git", ["init", "--quiet", "-b", "main", "--", root + "/nonbare"]).status, 0)
        XCTAssertEqual(try ProcessRunner.run("git", ["init", "--quiet", "--bare", "-b", "main", "--", root + "/proper.git"]).status, 0)
        let a = try SyncReplica(folder: root + "/unused", time: ManualTime())
        try a.database.addQuickEntry(label: "Lunch", kcal: 600, on: day("2025-11-20"))
        XCTAssertThrowsError(try setup(a, git: root + "/nonbare", clone: root + "/clone").initialize()) {
            XCTAssertTrue("\($0)".contains("make the remote with `git init --bare`"), "\($0)")
        }
        let firstKey = try XCTUnwrap(try engine(a).configuration()).keyData
        let phrase = try setup(a, git: root + "/proper.git", clone: root + "/clone").initialize()
        XCTAssertEqual(phrase, RecoveryPhrase.phrase(for: .init(data: firstKey)), "the unfinished init's key is kept")
        XCTAssertEqual(try engine(a).configuration()?.location, root + "/proper.git")
        XCTAssertTrue(try engine(a).run().succeeded)
        let b = try SyncReplica(folder: root + "/unused-b", time: a.time)
        try setup(b, git: root + "/proper.git", clone: root + "/clone-b").join(phrase: phrase)
        XCTAssertTrue(try engine(b).run().succeeded)
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testAJoinGoesToAnotherCarrierOverAnInitThatNeverFinished() throws {
        let root = try temporaryFolder()
        let a = try SyncReplica(folder: root + "/carrier", time: ManualTime())
        let phrase = try a.setup.initialize()
        XCTAssertTrue(try a.sync().succeeded)
        let b = try SyncReplica(folder: root + "/elsewhere", time: a.time)
        _ = try b.setup.prepareCarrier()
        try b.setup.save(diary: SyncConfiguration.newDiaryId(), key: RecoveryPhrase.newKey())  // an init stopped before its manifest
        let joining = SyncSetup(database: b.database, carrier: .folder, location: a.folder, workFolder: a.folder, installation: b.installation)
        try joining.join(phrase: phrase)
        XCTAssertEqual(try engine(b).configuration()?.location, a.folder)
        XCTAssertTrue(try engine(b).run().succeeded)
        // A set-up that has synced still refuses.
        XCTAssertThrowsError(try b.setup.initialize()) { XCTAssertTrue("\($0)".contains("already syncs through"), "\($0)") }
    }

    func testACarrierFolderThatHoldsTheDiaryIsRefused() throws {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/data/tracker", withIntermediateDirectories: true)
        let database = try AppDatabase.openFresh(path: root + "/data/tracker/tracker.sqlite")
        for carrier in [root + "/data/tracker", root + "/data", root] {
            let setup = SyncSetup(
                database: database, carrier: .folder, location: carrier, workFolder: carrier, installation: SyncInstallation.inTest(besides: root + "/x"))
            XCTAssertThrowsError(try setup.initialize()) { XCTAssertTrue("\($0)".contains("holds this diary"), "\($0)") }
        }
        XCTAssertNil(try SyncEngine(database: database, installation: SyncInstallation.inTest(besides: root + "/x")).configuration())
    }

    func testMoveToACopiedGitRemoteAndToAnEmptyFolderNamesTheNewAddressAndSendsItsFilesAgain() throws {
        let root = try temporaryFolder()
        XCTAssertEqual(try ProcessRunner.run("git", ["init", "--quiet", "--bare", "-b", "main", "--", root + "/old.git"]).status, 0)
        let a = try SyncReplica(folder: root + "/unused", time: ManualTime())
        try a.database.addQuickEntry(label: "Lunch", kcal: 600, on: day("2025-11-20"))
        _ = try setup(a, git: root + "/old.git", clone: root + "/clone").initialize()
        XCTAssertTrue(try engine(a).run().succeeded)
        XCTAssertEqual(try ProcessRunner.run("git", ["clone", "--quiet", "--mirror", "--", root + "/old.git", root + "/new.git"]).status, 0)
        XCTAssertEqual(try setup(a, git: root + "/new.git", clone: root + "/clone").move(), root + "/old.git")
        XCTAssertEqual(try engine(a).configuration()?.location, root + "/new.git")
        XCTAssertTrue(try engine(a).run().succeeded)
        let remote = try ProcessRunner.run("git", ["-C", root + "/clone", "remote", "get-url", "origin"])
        XCTAssertEqual(remote.output.trimmingCharacters(in: .whitespacesAndNewlines), root + "/new.git")
        // To an empty folder: the manifest is written there and the next sync writes this machine's file again.
        let folder = root + "/fold"
        _ = try SyncSetup(database: a.database, carrier: .folder, location: folder, workFolder: folder, installation: a.installation).move()
        let report = try engine(a).run()
        XCTAssertTrue(report.succeeded)
        XCTAssertTrue(report.lines.contains { $0.hasPrefix("Sent again: ") && $0.contains("00000001.seg (missing)") }, "\(report.lines)")
        XCTAssertTrue(FileSystem.exists(folder + "/tracker-diary.json"))
        // A carrier holding another diary is refused and nothing changes.
        let other = try SyncReplica(folder: root + "/other", time: a.time)
        _ = try other.setup.initialize()
        XCTAssertThrowsError(
            try SyncSetup(database: a.database, carrier: .folder, location: other.folder, workFolder: other.folder, installation: a.installation).move()
        ) {
            XCTAssertTrue("\($0)".contains("holds another diary"), "\($0)")
        }
        XCTAssertEqual(try engine(a).configuration()?.location, folder)
    }
}
