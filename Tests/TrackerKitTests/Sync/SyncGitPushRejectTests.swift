import Foundation
import XCTest

@testable import TrackerKit

/// A push the remote rejects (QA S10-6), and a join refused after cloning (QA S10-7).
final class SyncGitPushRejectTests: XCTestCase {
    func testARejectedPushSaysTheRemotesReasonAndStatusCountsTheFilesNotPushed() throws {
        try TestDepth.skipGitTestUnlessFull()
        let git = try GitMachines(count: 1, testCase: self)
        XCTAssertEqual(try SyncStatus.read(git.machines[0])?.unpushed, 0)
        let hook = git.bare + "/hooks/pre-receive"
        try "#!/bin/sh\necho 'GL-HOOK-ERR: push denied by policy: repo is read-only' >&2\nexit 1\n".write(toFile: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        try git.machines[0].logWeight(81.2, on: day("2025-11-20"))
        let report = try git.sync(0)
        let problem = try XCTUnwrap(report.carrierProblem)
        XCTAssertTrue(problem.contains("the remote said: GL-HOOK-ERR: push denied by policy: repo is read-only"), problem)
        XCTAssertEqual(try SyncStatus.read(git.machines[0])?.unpushed, 1)
        // The hook gone, the next sync pushes it and nothing waits.
        try FileManager.default.removeItem(atPath: hook)
        XCTAssertNil(try git.sync(0).carrierProblem)
        XCTAssertEqual(try SyncStatus.read(git.machines[0])?.unpushed, 0)
    }

    func testAJoinWithAnotherDiarysPhraseLeavesNoCloneBehind() throws {
        let git = try GitMachines(count: 1, testCase: self)
        let clone = git.root + "/stranger-clone"
        let stranger = SyncSetup(
            database: try AppDatabase.inMemory(), carrier: .git, location: git.bare, workFolder: clone,
            installation: SyncInstallation.inTest(besides: clone))
        XCTAssertThrowsError(try stranger.join(phrase: RecoveryPhrase.phrase(for: RecoveryPhrase.newKey())))
        XCTAssertFalse(FileSystem.exists(clone), "nothing was changed: no clone left in the data folder")
    }
}
